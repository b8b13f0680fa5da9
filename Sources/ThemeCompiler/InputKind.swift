import Dispatch
import ThemeCore
import ThemeRender
import ThemeRuntime
import ThemeYAML

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The kinds of input file, told apart by name.
public enum InputKind: Sendable {
  /// `<locale>.strings.yaml`.
  case strings(locale: String)
  /// `<name>.theme.yaml`.
  case theme(name: String)

  /// The kind of a file path, or nil if themec does not read such files.
  public init?(path: String) {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if name.hasSuffix(".theme.yaml") {
      let theme = String(name.dropLast(".theme.yaml".count))
      guard let first = theme.first, first.isASCII, first.isLetter,
        theme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
      else { return nil }
      self = .theme(name: theme)
      return
    }
    let suffix = ".strings.yaml"
    guard name.hasSuffix(suffix) else { return nil }
    let locale = String(name.dropLast(suffix.count))
    guard Self.isLocaleTag(locale) else { return nil }
    self = .strings(locale: locale)
  }

  /// Whether a directory's file is meant for themec by its name: an input, or one named
  /// almost like one (`en_US.strings.yaml`, `brand.theme.yml`), which is reported rather
  /// than skipped in silence.
  public static func isMeant(name: String) -> Bool {
    [".strings.yaml", ".theme.yaml", ".strings.yml", ".theme.yml"].contains { name.hasSuffix($0) }
      || intendedName(name) != nil
  }

  /// The input name a YAML file's name almost is: `de.yaml` (a locale without '.strings'),
  /// `ru.string.yaml` or `brand.themes.yml` (the kind misspelt); nil for other names, which
  /// are not taken for inputs.
  static func intendedName(_ name: String) -> String? {
    let stem: Substring
    if name.hasSuffix(".yaml") {
      stem = name.dropLast(5)
    } else if name.hasSuffix(".yml") {
      stem = name.dropLast(4)
    } else {
      return nil
    }
    let parts = stem.split(separator: ".", omittingEmptySubsequences: false)
    // A bare locale: one whose language CLDR has plural rules for (so `app.yaml` or
    // `ci.yml`, another tool's file, is not taken for one).
    let tag = String(stem.replacing("_", with: "-"))
    if parts.count == 1, isLocaleTag(tag), !PluralRules.ruleSet(for: tag).isRootFallback {
      return tag + ".strings.yaml"
    }
    guard parts.count == 2, let kind = closestName(to: String(parts[1]), in: ["strings", "theme"]),
      kind != String(parts[1])
    else { return nil }
    return "\(parts[0]).\(kind).yaml"
  }

  /// What is wrong with the name of a file that is not an input.
  static func whyNotAnInput(path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if !name.hasSuffix(".strings.yaml"), !name.hasSuffix(".theme.yaml"), !name.hasSuffix(".strings.yml"),
      !name.hasSuffix(".theme.yml"), let intended = intendedName(name), InputKind(path: intended) != nil
    {
      return
        "expected '<locale>.strings.yaml' or '<theme>.theme.yaml', found '\(name)', which themec does not read; did you mean '\(intended)'?"
    }
    if name.hasSuffix(".yml"), InputKind(path: String(name.dropLast(4)) + ".yaml") != nil {
      return "expected the extension '.yaml', found '\(name)'; rename it '\(name.dropLast(4)).yaml'"
    }
    if name.hasSuffix(".strings.yaml") {
      let locale = String(name.dropLast(".strings.yaml".count))
      let dashed = String(locale.map { $0 == "_" ? "-" : $0 })
      let suggestion = dashed != locale && isLocaleTag(dashed) ? "; did you mean '\(dashed).strings.yaml'?" : ""
      return
        "expected a BCP 47 locale tag before '.strings.yaml' (a language of 2 or 3 letters, then subtags after '-', such as 'de' or 'pt-BR'), found '\(locale)'\(suggestion)"
    }
    if name.hasSuffix(".theme.yaml") {
      let theme = String(name.dropLast(".theme.yaml".count))
      return
        "expected a theme name before '.theme.yaml' that starts with a letter and has only letters, digits, '-' and '_', found '\(theme)'"
    }
    return
      "expected a file named '<locale>.strings.yaml' (such as 'de.strings.yaml') or '<theme>.theme.yaml', found '\(path)'"
  }

  /// The file name of a locale's strings (`de.strings.yaml`), or nil when the locale is not
  /// a tag an input file may have: the one rule for every locale code that becomes a path
  /// (a code read from a String Catalog or an XLIFF file included).
  public static func stringsFileName(locale: String) -> String? {
    isLocaleTag(locale) ? locale + ".strings.yaml" : nil
  }

  private static func isLocaleTag(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy(\.isASCII),
      language.allSatisfy(\.isLetter)
    else { return false }
    return parts.dropFirst().allSatisfy { part in
      (2...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
  }
}
