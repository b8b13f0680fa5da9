import Foundation
import Mustache
import ThemeCore
import ThemeRuntime

/// A problem with the output templates (a user's `--templates` directory).
public struct TemplateError: Error, CustomStringConvertible, Sendable {
  /// The template's name.
  public var template: String
  /// What went wrong.
  public var message: String

  /// `template 'name': message`.
  public var description: String { "template '\(template)': \(message)" }
}

/// Renders outputs through Mustache templates compiled once per renderer.
public struct Renderer: Sendable {
  /// The templates the renderer needs, by name (file name without `.mustache`).
  public static let templateNames = [
    "container", "strings+sendbird.swift", "strings.swift", "styles+sendbird.swift", "styles.swift",
  ]

  private let library: MustacheLibrary

  /// Compiles templates given as texts by name; missing names use the built-in ones.
  public init(templates: [String: String] = [:]) throws(TemplateError) {
    var library = MustacheLibrary()
    for name in Self.templateNames {
      let text = templates[name] ?? DefaultTemplates.all[name] ?? ""
      do {
        library.register(try MustacheTemplate(string: text), named: name)
      } catch {
        throw TemplateError(template: name, message: "\(error)")
      }
    }
    self.library = library
  }

  /// The strings tables (platform-neutral Swift).
  public func renderStrings(_ context: StringsSwiftContext) -> String {
    normalized(library.render(context, withTemplate: "strings.swift") ?? "")
  }

  /// The `apply(locale:)` part for SendbirdUIKit.
  public func renderStringsApply(_ context: StringsSwiftContext) -> String {
    normalized(library.render(context, withTemplate: "strings+sendbird.swift") ?? "")
  }

  /// The resolved theme tables (platform-neutral Swift).
  public func renderStyles(_ context: StylesSwiftContext) -> String {
    normalized(library.render(context, withTemplate: "styles.swift") ?? "")
  }

  /// The `apply(colorScheme:)` part for SendbirdUIKit.
  public func renderStylesApply(_ context: StylesSwiftContext) -> String {
    normalized(library.render(context, withTemplate: "styles+sendbird.swift") ?? "")
  }

  /// Drops trailing spaces, blank-line runs and blank lines just inside braces, and ends
  /// with exactly one newline.
  private func normalized(_ text: String) -> String {
    var lines: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = line
      while line.last == " " { line = line.dropLast() }
      if line.isEmpty, lines.last?.isEmpty ?? true || lines.last?.last == "{" { continue }
      if line.first(where: { $0 != " " }) == "}", lines.last?.isEmpty == true { lines.removeLast() }
      lines.append(line)
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// Encodes runtime documents as deterministic JSON: sorted keys, two-space indent.
public func renderJSON<T: Encodable>(_ value: T) -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
  guard let data = try? encoder.encode(value) else { return "{}\n" }
  return String(decoding: data, as: UTF8.self) + "\n"
}
