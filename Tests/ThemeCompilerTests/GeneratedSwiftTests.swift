import Foundation
import Testing
import ThemeCompiler
import ThemeCore

/// The generated Swift compiles: the tables alone, and `apply` against a stand-in
/// SendbirdUIKit (and SendbirdChatSDK for `User`) generated from the catalogue with the
/// SDK's names, nesting (`Mention` is a class, other containers structs) and types.
@Suite(.serialized) struct GeneratedSwiftTests {
  static func swiftc() -> String? {
    let candidates = [ProcessInfo.processInfo.environment["SWIFTC"], "/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
    return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.swiftc()!)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The stand-in SDK: every settable and constant member with its declared type.
  static func standIn() -> String {
    let catalog = StringCatalog.sendbirdUIKit
    var tree: [String: [String]] = ["": []]
    var kinds: [String: String] = ["Mention": "class"]
    for member in catalog.members where !member.unavailable {
      let components = member.path.split(separator: ".").map(String.init)
      let container = components.dropLast().joined(separator: ".")
      var prefix = ""
      for component in components.dropLast() {
        let parent = prefix
        prefix = prefix.isEmpty ? component : prefix + "." + component
        if tree[prefix] == nil {
          tree[prefix] = []
          tree[parent, default: []].append("@nested \(prefix)")
        }
      }
      let type = member.swiftType.replacingOccurrences(of: "_ userId: ", with: "_ userId: ")
      let declaration: String
      if !member.settable && !member.isClosure {
        declaration = "public static let \(components.last!): \(type) = \"\""
      } else if !member.settable {
        declaration = "public static var \(components.last!): \(type) { { _ in \"\" } }"
      } else if member.isClosure {
        let arguments = member.params.map { _ in "_" }.joined(separator: ", ")
        declaration = "public static var \(components.last!): \(type) = { \(arguments) in \"\" }"
      } else {
        declaration = "public static var \(components.last!): \(type) = \"\""
      }
      tree[container, default: []].append(declaration)
    }
    func render(_ path: String, indent: String) -> String {
      var lines: [String] = []
      for item in tree[path] ?? [] {
        if item.hasPrefix("@nested ") {
          let nested = String(item.dropFirst(8))
          let name = nested.split(separator: ".").last!
          lines.append("\(indent)public \(kinds[nested] ?? "struct") \(name) {")
          lines.append(render(nested, indent: indent + "  "))
          lines.append("\(indent)}")
        } else {
          lines.append(indent + item)
        }
      }
      return lines.joined(separator: "\n")
    }
    return "import SendbirdChatSDK\n\npublic class SBUStringSet {\n" + render("", indent: "  ") + "\n}\n"
  }

  @Test(.enabled(if: swiftc() != nil)) func tablesAndApplyCompile() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("themec-swift-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = compile(bundledSources())
    #expect(!result.diagnostics.hasErrors)
    for output in result.outputs {
      try output.contents.write(to: directory.appendingPathComponent(output.path), atomically: true, encoding: .utf8)
    }
    // The tables on their own, in Swift 6 mode, with a caller using every kind of entry.
    let usage = """
      let _: String = ThemeStrings.ru.SDK.Message_Replied_Users_Count(21, true)
      let _: String = ThemeStrings.de.SDK.Channel_Typing(["A", "B"])
      let _: String = ThemeStrings.ar.SDK.Channel_Unread_Message(5)
      let _: String = ThemeStrings.ja.SDK.MessageThread.Menu.replyInThread
      """
    try usage.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    let tables = try run(
      ["-swift-version", "6", "-typecheck", "ThemeStrings.swift", "main.swift"], in: directory)
    #expect(tables.status == 0, "\(tables.output)")

    // The stand-in modules, then apply against them.
    let chat = "public class User { public var nickname: String = \"\"; public init() {} }\n"
    try chat.write(to: directory.appendingPathComponent("Chat.swift"), atomically: true, encoding: .utf8)
    try Self.standIn().write(to: directory.appendingPathComponent("UIKit.swift"), atomically: true, encoding: .utf8)
    let chatModule = try run(
      ["-parse-as-library", "-emit-module", "-module-name", "SendbirdChatSDK", "Chat.swift"], in: directory)
    #expect(chatModule.status == 0, "\(chatModule.output)")
    let uiModule = try run(
      [
        "-parse-as-library", "-swift-version", "5", "-emit-module", "-module-name", "SendbirdUIKit", "-I", ".",
        "UIKit.swift",
      ],
      in: directory)
    #expect(uiModule.status == 0, "\(uiModule.output)")
    let apply = try run(
      [
        "-parse-as-library", "-swift-version", "6", "-typecheck", "-I", ".", "ThemeStrings.swift",
        "ThemeStrings+SendbirdUIKit.swift",
      ], in: directory)
    #expect(apply.status == 0, "\(apply.output)")
    #expect(
      result.outputs.first { $0.path == "ThemeStrings+SendbirdUIKit.swift" }?.contents.contains(
        "SBUStringSet.Message_Replied_Users_Count = en.SDK.Message_Replied_Users_Count") == true)
  }
}
