/// Chooses a table for the user's preferred languages, and the tables a tag falls back to.
///
/// Tags are BCP 47 (`zh-Hant-TW`, `pt-BR`; `_` is read as `-`). A preference matches a
/// table of its language whose script agrees with it: a script that is not written is the
/// one the language (and region) is written in by default (`zh-TW` is `zh-Hant`, `zh` and
/// `zh-CN` are `zh-Hans`), as CLDR's likely subtags say. Of the matching tables, the one
/// with the preference's region is best, then the one without a region, then another
/// region's. The first preference that matches wins; with none, the base locale.
public enum LocaleMatch {
  /// A tag's language, script and region; the script and region may be absent.
  struct Parts: Equatable {
    var language: String
    var script: String?
    var region: String?

    init(_ tag: String) {
      let subtags = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
      language = subtags.first?.lowercased() ?? ""
      for subtag in subtags.dropFirst() {
        if subtag.count == 4, subtag.allSatisfy(\.isLetter), script == nil, region == nil {
          script = subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
        } else if (subtag.count == 2 && subtag.allSatisfy(\.isLetter))
          || (subtag.count == 3 && subtag.allSatisfy(\.isNumber)),
          region == nil
        {
          region = subtag.uppercased()
        }
      }
    }

    /// The script written, or the one CLDR's likely subtags give the language and region.
    var likelyScript: String? { script ?? LocaleMatch.likelyScript(language: language, region: region) }
  }

  /// The script a language is written in by default, for the languages CLDR writes in more
  /// than one script where that changes which table fits; nil for the rest.
  static func likelyScript(language: String, region: String?) -> String? {
    switch language {
    case "zh": ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
    case "sr": ["ME", "XK"].contains(region ?? "") ? "Latn" : "Cyrl"
    case "uz": region == "AF" ? "Arab" : "Latn"
    case "pa": region == "PK" ? "Arab" : "Guru"
    case "az": region == "IR" ? "Arab" : "Latn"
    case "bs": "Latn"
    case "mn": "Cyrl"
    case "ms": "Latn"
    case "ha": "Latn"
    case "ff": "Latn"
    case "ks": "Arab"
    case "sd": "Arab"
    case "shi": "Tfng"
    case "vai": "Vaii"
    default: nil
    }
  }

  /// The best table for the preferences, best first; the base locale if none matches.
  public static func best(for preferences: [String], available: [String], base: String) -> String {
    let tables = available.map { ($0, Parts($0)) }
    for preference in preferences {
      let wanted = Parts(preference)
      var best: (tag: String, rank: Int)?
      for (tag, parts) in tables where parts.language == wanted.language {
        guard parts.likelyScript == wanted.likelyScript else { continue }
        let rank: Int
        if parts.region == wanted.region {
          rank = parts.script == wanted.script ? 0 : 1
        } else if parts.region == nil {
          rank = 2
        } else {
          rank = 3
        }
        if best == nil || rank < best!.rank || (rank == best!.rank && tag < best!.tag) { best = (tag, rank) }
      }
      if let best { return best.tag }
    }
    return base
  }

  /// The tables a tag reads, best first: the tag, then shorter prefixes whose script agrees
  /// (`pt-BR` → `pt`; `zh-Hant-TW` → `zh-Hant`, and not `zh`, which is Simplified), then the
  /// base locale.
  public static func fallbackChain(for tag: String, available: Set<String>, base: String) -> [String] {
    var chain: [String] = []
    let script = Parts(tag).likelyScript
    var subtags = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    while !subtags.isEmpty {
      let candidate = subtags.joined(separator: "-")
      if available.contains(candidate), !chain.contains(candidate), Parts(candidate).likelyScript == script {
        chain.append(candidate)
      }
      subtags.removeLast()
    }
    if available.contains(base), !chain.contains(base) { chain.append(base) }
    return chain
  }
}
