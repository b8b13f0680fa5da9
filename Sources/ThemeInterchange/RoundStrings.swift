import ThemeCore

/// One locale's strings of a translation round, in the order read, and the files they came
/// from: what `themec import` gathers from its files before it writes or merges them.
package struct RoundStrings {
  package var strings: [ImportedString] = []
  var index: [String: Int] = [:]
  package var sources: [String] = []
  /// Each string's file, by its position in `sources`.
  var origins: [Int] = []

  /// No strings yet.
  package init() {}

  /// The file a string came from, at its start.
  package func source(of position: Int) -> SourceLocation {
    SourceLocation(path: sources[origins[position]], line: 1, column: 1)
  }

  /// Adds a file's strings: a key the map names becomes what it says (an SDK path, or
  /// `app.<key>`); a plural (stringsdict) wins over a text of the same key, as Foundation
  /// reads them; otherwise the later string replaces the earlier.
  package mutating func add(_ imported: [ImportedString], from path: String, renamed: [String: String]) {
    let origin = sources.firstIndex(of: path) ?? sources.count
    if origin == sources.count { sources.append(path) }
    for var string in imported {
      if let mapped = renamed[string.key] {
        string.key = mapped
        string.isAppKey = false
      }
      if let position = index[string.key] {
        if string.value.text == nil || strings[position].value.text != nil {
          strings[position] = string
          origins[position] = origin
        }
      } else {
        index[string.key] = strings.count
        strings.append(string)
        origins.append(origin)
      }
    }
  }

  /// Matches a round's locales to a project's (`project`, the locales it has files for): a
  /// locale the project lacks becomes the project's one locale of its language (`de-DE`
  /// into `de`, `pt` into `pt-BR`) where there is exactly one, it is not the base locale
  /// (`en-GB` is no edit of `en`), no script tells them apart (`zh-Hans` is not `zh-Hant`),
  /// and the round does not give that one too; else it stays, new to the project. `named`
  /// (the locales the round's files name as their own) follows. Returns what it decided, a
  /// line each, to be said.
  package static func matchLocales(
    _ round: inout [String: RoundStrings], named: inout Set<String>, project: Set<String>, base: String
  ) -> [(locale: String, into: String?)] {
    var decided: [(locale: String, into: String?)] = []
    for locale in round.keys.sorted() where !project.contains(locale) {
      let same = project.filter { candidate in
        candidate != base && language(of: candidate) == language(of: locale)
          && (script(of: candidate) == nil || script(of: locale) == nil || script(of: candidate) == script(of: locale))
      }
      if same.count == 1, let only = same.first, round[only] == nil {
        round[only] = round.removeValue(forKey: locale)
        if named.remove(locale) != nil { named.insert(only) }
        decided.append((locale, only))
      } else {
        decided.append((locale, nil))
      }
    }
    return decided
  }

  /// A locale tag's script subtag (four letters, `Hans` of `zh-Hans-CN`), lowercased.
  static func script(of locale: String) -> String? {
    locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).dropFirst()
      .first { $0.count == 4 && $0.allSatisfy(\.isLetter) }.map { $0.lowercased() }
  }

  /// A locale tag's language subtag, lowercased (`de` of `de-DE`, `pt` of `pt_BR`).
  package static func language(of locale: String) -> String {
    String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
  }
}
