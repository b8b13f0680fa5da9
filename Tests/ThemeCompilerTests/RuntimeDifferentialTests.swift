import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeRender
import ThemeRuntime
import ThemeTestSupport

/// The generated accessors give what the runtime gives for the same key and arguments: a
/// compiled program calls every closure accessor of every bundled locale over the cases, and
/// its output is compared line by line with `LocalizedStrings` in this process. It checks
/// the accessors' keys, parameter order and argument kinds.
@Suite(.serialized) struct RuntimeDifferentialTests {
  static let counts = [-1] + Array(0...200) + [500, 1_000, 1_000_000]

  /// One case: the arguments as runtime values.
  struct Case {
    var runtime: [ClosureArgument]
  }

  /// The Swift loop that calls a generated function over `cases(signature)`, in order.
  static func loop(_ function: String, _ signature: ClosureSignature) -> String {
    if signature.isList { return "for size in 0...200 { show(\(function)(names(size))) }" }
    if signature.isCounted {
      let first = signature.parameters[0] == .uint ? "UInt(max(count, 0))" : "count"
      let rest = signature.parameters.dropFirst().map { $0 == .bool ? "flag" : "\"s\"" }
      let call = "show(\(function)(\(([first] + rest).joined(separator: ", "))))"
      return signature.hasLimitFlag
        ? "for count in counts { for flag in [true, false] { \(call) } }" : "for count in counts { \(call) }"
    }
    let arguments = signature.parameters.indices.map { "values[\($0 % 2)]" }.joined(separator: ", ")
    return "for values in [[\"A\", \"B\"], [\"\", \"%@ 100%\"]] { show(\(function)(\(arguments))) }"
  }

  static func names(_ size: Int) -> [String] { (0..<size).map { $0 % 3 == 2 ? "" : "N\($0)" } }

  static func cases(_ signature: ClosureSignature) -> [Case] {
    if signature.isList { return (0...200).map { Case(runtime: [.names(names($0))]) } }
    if signature.isCounted {
      let flags: [Bool?] = signature.hasLimitFlag ? [true, false] : [nil]
      return counts.flatMap { count in
        flags.map { flag in
          let first: ClosureArgument = signature.parameters[0] == .uint ? .uint(UInt(max(count, 0))) : .int(count)
          let rest: [ClosureArgument] = signature.parameters.dropFirst().map {
            $0 == .bool ? .bool(flag!) : .string("s")
          }
          return Case(runtime: [first] + rest)
        }
      }
    }
    return [["A", "B"], ["", "%@ 100%"]].map { texts in
      Case(runtime: signature.parameters.indices.map { .string(texts[$0 % 2]) })
    }
  }

  @Test(.enabled(if: GeneratedSwiftTests.swiftc() != nil)) func accessorsMatchTheRuntime() throws {
    let result = compile(bundledSources())
    #expect(!result.diagnostics.hasErrors)
    let tables = try #require(result.outputs.first { $0.path == "ThemeStrings.swift" })
    let json = try #require(result.outputs.first { $0.path == "strings.json" })
    let catalog = try ThemeCatalog(stringsData: Data(json.contents.utf8))
    let members = StringCatalog.sendbirdUIKit.settableMembers.filter { $0.signature != nil }
    #expect(members.count == 19)

    // The program loops over the same cases in the same order, so its source stays small.
    var program = [
      "func show(_ text: String) { print(String(reflecting: text)) }",
      "func names(_ size: Int) -> [String] { (0..<size).map { $0 % 3 == 2 ? \"\" : \"N\\($0)\" } }",
      "let counts = [-1] + Array(0...200) + [500, 1_000, 1_000_000]",
    ]
    var expected: [String] = []
    for locale in catalog.locales {
      let strings = catalog.locale(locale)
      program.append("do {")
      program.append("  let sdk = ThemeStrings(locale: \"\(locale)\").sdk")
      for member in members {
        let function = "sdk." + member.path.split(separator: ".").joined(separator: ".")
        program.append("  " + Self.loop(function, member.signature!))
        for item in Self.cases(member.signature!) {
          let value = strings.string(.sdk(member.path), arguments: item.runtime) ?? "<missing>"
          expected.append(String(reflecting: value))
        }
      }
      program.append("}")
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("themec-diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try tables.contents.write(
      to: directory.appendingPathComponent("ThemeStrings.swift"), atomically: true, encoding: .utf8)
    try program.joined(separator: "\n").write(
      to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    let runtime = try GeneratedSwiftTests.runtimeModule.get()
    let build = try GeneratedSwiftTests.run(
      [
        "-swift-version", "6", "-Onone", "-I", runtime.path, "ThemeStrings.swift", "main.swift", "-o", "differential",
      ] + GeneratedSwiftTests.runtimeObjects(runtime), in: directory)
    #expect(build.status == 0, "\(build.output.prefix(2_000))")
    let process = Process()
    process.executableURL = directory.appendingPathComponent("differential")
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let actual = String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast().map(String.init)
    #expect(actual.count == expected.count)
    #expect(expected.count > 17_000)
    if let index = zip(actual, expected).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
      Issue.record(
        "first difference at output line \(index + 1): generated \(actual[index]), runtime \(expected[index])")
    }
  }
}
