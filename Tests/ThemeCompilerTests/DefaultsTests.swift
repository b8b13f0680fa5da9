import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeRuntime
import ThemeTestSupport

/// Compiling `themes/sendbird-uikit/en.strings.yaml` must reproduce every SDK default,
/// closures included, as the reference's `cases` describe them.
@Suite struct DefaultsTests {
  let reference: [[String: Any]] = {
    let data = repositoryFile("Sources/Tools/catalogue/sendbird-uikit-3.35.1/strings.json")
    let json = try? JSONSerialization.jsonObject(with: Data(data)) as? [String: Any]
    return json?["members"] as? [[String: Any]] ?? []
  }()

  func englishTable() throws -> LocaleStrings {
    let result = compile(bundledSources())
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.rendered))")
    let json = try #require(result.outputs.first { $0.path == "strings.json" })
    let document = try StringsDocument.decode(Data(json.contents.utf8))
    return try #require(document.locales["en"])
  }

  @Test func everySettableMemberIsStatedWithItsDefault() throws {
    let en = try englishTable()
    let settable = StringCatalog.sendbirdUIKit.settableMembers
    #expect(settable.count == 189)
    #expect(Set(en.sdk.keys) == Set(settable.map(\.path)))
    for member in settable where !member.isClosure {
      #expect(en.sdk[member.path] == .text(member.defaultText ?? "<none>"), "\(member.path)")
    }
  }

  @Test func closuresReproduceTheReferenceCases() throws {
    let en = try englishTable()
    let rules = PluralRules.ruleSet(for: "en")
    var checked = 0
    for json in reference where (json["kind"] as? String) == "closure" && json["deprecated"] == nil {
      let path = json["path"] as! String
      let params = (json["params"] as! [[String: String]]).map { ($0["name"]!, $0["type"]!) }
      let cases = json["cases"] as! [[String: Any]]
      let entry = try #require(en.sdk[path], "\(path)")
      for input in inputs(for: params) {
        let expected = expectedResult(cases, params: params, input: input)
        let got = evaluate(entry, input: input, rules: rules)
        #expect(got == expected, "\(path)\(input.description)")
        checked += 1
      }
    }
    #expect(checked > 2_000)
  }

  @Test func issueExamples() throws {
    let en = try englishTable()
    let rules = PluralRules.ruleSet(for: "en")
    guard case .forms(let replies) = en.sdk["Message_Replied_Users_Count"],
      case .forms(let typing) = en.sdk["Channel_Typing"]
    else {
      Issue.record("expected forms")
      return
    }
    #expect(replies.format(count: 150, limited: true, rules: rules) == "99+ replies")
    #expect(replies.format(count: 150, limited: false, rules: rules) == "150 replies")
    #expect(replies.format(count: 1, rules: rules) == "1 reply")
    #expect(typing.format(names: ["A", "B"], rules: rules) == "A and B are typing...")
    #expect(typing.format(names: [""], rules: rules) == "Member is typing...")
  }

  struct Input: CustomStringConvertible {
    var count: Int?
    var flag: Bool?
    var names: [String]?
    var strings: [String] = []
    var description: String {
      "(\(count.map(String.init) ?? "")\(flag.map { ", \($0)" } ?? "")\(names.map { "\($0)" } ?? "")\(strings))"
    }
  }

  func inputs(for params: [(String, String)]) -> [Input] {
    switch params.first?.1 {
    case "Int", "UInt":
      let counts = params.first?.1 == "UInt" ? Array(0...205) : Array(-3...205)
      if params.count == 2 { return counts.flatMap { [Input(count: $0, flag: true), Input(count: $0, flag: false)] } }
      return counts.map { Input(count: $0) }
    case "[User]":
      return [[], ["Ann"], ["Ann", "Bo"], ["Ann", "Bo", "Cy"], ["", "Bo"], ["Ann", ""]].map { Input(names: $0) }
    default:
      return [Input(strings: params.indices.map { "S\($0)" })]
    }
  }

  /// The reference's result for an input: the first case whose conditions all hold.
  func expectedResult(_ cases: [[String: Any]], params: [(String, String)], input: Input) -> String {
    let name = params.first?.0 ?? ""
    let value = input.count ?? input.names?.count ?? 0
    for item in cases {
      let conditions = item["when"] as! [String]
      guard conditions.allSatisfy({ holds($0, name: name, value: value, flag: input.flag) }) else { continue }
      var result = (item["resultResolved"] as? String) ?? (item["result"] as? String) ?? ""
      if input.count != nil { result = result.replacingOccurrences(of: "{\(name)}", with: String(value)) }
      result = result.replacingOccurrences(of: "{remainingTypersCount}", with: String(value - 3))
      let names = (input.names ?? []).map { $0.isEmpty ? "Member" : $0 }
      if names.count >= 1 { result = result.replacingOccurrences(of: "{nickname}", with: names[0]) }
      if names.count >= 1 { result = result.replacingOccurrences(of: "{nickname1}", with: names[0]) }
      if names.count >= 2 { result = result.replacingOccurrences(of: "{nickname2}", with: names[1]) }
      for (index, param) in params.enumerated() where index < input.strings.count {
        result = result.replacingOccurrences(of: "{\(param.0)}", with: input.strings[index])
      }
      return result
    }
    return "<no case>"
  }

  func holds(_ condition: String, name: String, value: Int, flag: Bool?) -> Bool {
    let c = condition.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "members.count", with: name)
    if c == "always" || c == "otherwise" { return true }
    if c == "countLimit" { return flag == true }
    if c == "!countLimit" { return flag == false }
    if c.hasPrefix("!("), c.hasSuffix(")") {
      return !holds(String(c.dropFirst(2).dropLast()), name: name, value: value, flag: flag)
    }
    let parts = c.components(separatedBy: "<=")
    if parts.count == 3, let low = Int(parts[0]), let high = Int(parts[2]) { return low <= value && value <= high }
    if let n = Int(c.components(separatedBy: ">=").last!), c.contains(">=") { return value >= n }
    if let n = Int(c.components(separatedBy: "==").last!), c.contains("==") { return value == n }
    if let n = Int(c.components(separatedBy: ">").last!), c.contains(">") { return value > n }
    Issue.record("unknown condition '\(condition)'")
    return false
  }

  func evaluate(_ entry: StringEntry, input: Input, rules: PluralRuleSet) -> String {
    switch entry {
    case .text(let text):
      let template = try! FormatTemplate(parsing: text)
      if let count = input.count { return template.render([.integer(count)]) }
      return template.render(input.strings.map { .string($0) })
    case .forms(let forms):
      if let names = input.names { return forms.format(names: names, rules: rules) }
      return forms.format(count: input.count ?? 0, limited: input.flag ?? true, rules: rules)
    }
  }
}
