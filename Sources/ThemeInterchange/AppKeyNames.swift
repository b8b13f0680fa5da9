import ThemeCore

/// The names an app's own catalogue's keys get in a strings file.
///
/// An app keyed by its English text (`"Done."`, `"Settings"` beside `"Settings.Title"`,
/// `"Delete"` beside `"Delete!"`) has keys that are no path of Swift names. A key that is
/// one (every dot-separated part has a Swift name, as `Are you sure?` has `AreYouSure`; no
/// part is a string of its own; no other key has its Swift name) stays as it is, and export
/// writes it back as it is. Any other becomes one name, the key's words in lower camel case
/// (`done`, `settingsTitle`; `text` when it has none), with `2`, `3`... after it when that
/// name is taken; its original is recorded under `source-keys`, which export writes back
/// and the next round reads. A clash of Swift names is reported. A name the project already
/// gave an original key (its base's `source-keys`) is kept.
extension Interchange {
  /// Names the app keys of a round's strings (every locale's, so that each key gets one
  /// name in all of them). `known`: the project's originals and the keys they have (as
  /// listed, `app.x`); `taken`: the Swift names the project's app keys use at the top of
  /// `app`, each with the first part of the key that uses it. Returns what had to be renamed because another key has its name.
  package static func nameAppKeys(
    _ locales: inout [[ImportedString]], known: [String: String], taken: [String: String], at place: SourceLocation
  ) -> [Diagnostic] {
    var originals: Set<String> = []
    originals.reserveCapacity(locales.first?.count ?? 0)
    for strings in locales {
      for string in strings where !string.key.hasPrefix("app.") && string.isListedAsApp {
        originals.insert(string.key)
      }
    }
    var assigned: [String: (listed: String, original: String?)] = [:]
    assigned.reserveCapacity(originals.count)
    var owners = taken
    // Names Swift reads as its own after a dot are taken too (`Type` is renamed).
    for name in SwiftNames.readAfterADot where owners[name] == nil { owners[name] = "" }
    var diagnostics: [Diagnostic] = []
    // Kept keys first (sorted), so a renamed key never takes a kept one's name; each
    // renamed one with the key whose Swift name it met, if that is why.
    var renamed: [(key: String, met: String?)] = []
    var keptBy: [String: String] = [:]
    // The top names keys have, case folded.
    var folded = Set(taken.keys.map { $0.lowercased() })
    for key in originals.sorted() {
      if let listed = known[key] {
        assigned[key] = (listed, key)
        continue
      }
      // Split as the compile splits a key (on the byte: `SwiftNames.components`).
      let parts = SwiftNames.components(of: key)
      let names = parts.lazy.map { $0.isEmpty ? nil : SwiftNames.name(of: $0) }
      let top = names.first ?? nil
      // Every part a name that is neither the generated Swift's own nor one Swift reads after
      // a dot (`settings.navigation-bar.self`).
      let isPath =
        top != nil
        && names.allSatisfy { name in
          name.map { !SwiftNames.reservedInApp.contains($0) && !SwiftNames.readAfterADot.contains($0) } ?? false
        }
      // A key whose namespace is another key's string cannot be both: the key up to each
      // of its dots is looked up (the parts are contiguous slices of it).
      guard isPath, let top,
        !parts.dropLast().contains(where: { originals.contains(String(key[..<$0.endIndex])) })
      else {
        renamed.append((key, nil))
        continue
      }
      // One namespace is one name; a string or another namespace with its name clashes.
      let first = String(parts[0])
      let owner = parts.count > 1 ? first + "." : first
      if let other = owners[top], other != owner {
        renamed.append((key, keptBy[top] ?? other))
        continue
      }
      owners[top] = owner
      folded.insert(top.lowercased())
      keptBy[top] = key
      assigned[key] = ("app." + key, nil)
    }
    for (key, clash) in renamed {
      let natural = SwiftNames.name(of: Substring(key.replacing(".", with: " "))) ?? "text"
      // Keys that differ only in punctuation or case (`Delete`, `Delete.`) meet here.
      let met = clash ?? keptBy[natural]
      var base = natural
      if let first = base.first, first.isUppercase, first.isASCII { base = first.lowercased() + base.dropFirst() }
      var name = base
      var suffix = 2
      // Nor a name another has in other case (`delete` beside a kept `Delete`).
      while owners[name] != nil || folded.contains(name.lowercased()) {
        name = base + String(suffix)
        suffix += 1
      }
      if SwiftNames.name(of: Substring(key.replacing(".", with: " "))) == nil {
        diagnostics.append(
          Diagnostic(
            .importKeyRenamed, at: place,
            "expected an app key with a letter or digit for its Swift name, found '\(key)'; it is app key '\(name)', its key kept under '\(sourceKeysKey)'"
          ))
      } else if name != base || met != nil {
        let other = met ?? keptBy[base] ?? "another key"
        diagnostics.append(
          Diagnostic(
            .importKeyRenamed, at: place,
            "expected app keys with distinct Swift names, found '\(key)' named like '\(other)'; '\(key)' is app key '\(name)', its key kept under '\(sourceKeysKey)'"
          ))
      }
      owners[name] = name
      folded.insert(name.lowercased())
      keptBy[name] = key
      assigned[key] = ("app." + name, key)
    }
    for index in locales.indices {
      for position in locales[index].indices {
        let string = locales[index][position]
        guard let (listed, original) = assigned[string.key], string.isListedAsApp else { continue }
        locales[index][position].key = listed
        locales[index][position].sourceKey = original
      }
    }
    return diagnostics
  }
}
