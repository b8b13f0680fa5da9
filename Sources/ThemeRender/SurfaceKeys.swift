import ThemeCore
import ThemeRuntime

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One entry of the SDK's customisation surface, as `themec keys` lists it.
public struct SurfaceKey: Sendable, Equatable, Codable {
  /// `string`, `color`, `font`, `icon` or `theme`.
  public var kind: String
  /// The key as a strings or theme file writes it (`MessageThread.Menu.replyInThread`,
  /// `primaryMain`, `SBUChannelTheme.backgroundColor`).
  public var name: String
  /// The Swift type (`(Int, Bool) -> String`, `UIColor`).
  public var type: String
  /// The SDK's default: a text, `#RRGGBBAA`, `size weight`, or per variant for a theme
  /// property (`light {colors.background50}; dark {colors.background600}`).
  public var value: String
  /// `deprecated; use X` or `get-only`, where it applies.
  public var note: String?
}

/// `themec keys`: the SDK's customisation surface, a pure function of the catalogues.
public enum SurfaceKeys {
  /// The kinds `keys` can list.
  public static let kinds = ["string", "color", "font", "icon", "theme"]

  /// A release's customisation surface, in catalogue order: every `SBUStringSet` member
  /// (not unavailable), palette colour, font, icon and settable theme property, of the
  /// given kinds (all when empty), whose name contains `filter` (any case).
  public static func list(filter: String = "", kinds: [String] = [], sdk: SDKCatalogs = .newest) -> [SurfaceKey] {
    select(surface(sdk), filter: filter, kinds: kinds)
  }

  /// What changed in the surface after `release`, through the newest release, release by
  /// release: each key added, removed, deprecated or with another type or default, its note
  /// saying what and when (`added in 3.34.0`; a removed key keeps its last default); then
  /// what later releases announce without a public source (`unverified`).
  public static func changes(since release: SendbirdUIKitRelease, filter: String = "", kinds: [String] = [])
    -> [SurfaceKey]
  {
    var changed: [SurfaceKey] = []
    var before = surface(SDKCatalogs(release: release))
    for next in SendbirdUIKitRelease.all where next > release {
      let after = surface(SDKCatalogs(release: next))
      let old = Dictionary(before.map { ("\($0.kind) \($0.name)", $0) }, uniquingKeysWith: { first, _ in first })
      let new = Set(after.map { "\($0.kind) \($0.name)" })
      for key in after {
        guard let previous = old["\(key.kind) \(key.name)"] else {
          changed.append(noted(key, "added in \(next)"))
          continue
        }
        var what: [String] = []
        if previous.type != key.type { what.append("type was \(previous.type)") }
        if previous.value != key.value { what.append("default was \(previous.value)") }
        if previous.note != key.note { what.append(key.note ?? "no longer \(previous.note ?? "")") }
        if !what.isEmpty {
          var key = key
          key.note = "changed in \(next): " + what.joined(separator: "; ")
          changed.append(key)
        }
      }
      for key in before where !new.contains("\(key.kind) \(key.name)") {
        changed.append(noted(key, "removed in \(next)"))
      }
      before = after
    }
    for change in AnnouncedChange.all {
      changed.append(
        SurfaceKey(
          kind: "theme", name: change.member, type: "", value: "",
          note: "announced for \(change.release), unverified (release notes; no public source): \(change.summary)"))
    }
    return select(changed, filter: filter, kinds: kinds)
  }

  private static func noted(_ key: SurfaceKey, _ change: String) -> SurfaceKey {
    var key = key
    key.note = change + (key.note.map { "; \($0)" } ?? "")
    return key
  }

  private static func select(_ keys: [SurfaceKey], filter: String, kinds: [String]) -> [SurfaceKey] {
    let needle = filter.lowercased()
    return keys.filter { key in
      (kinds.isEmpty || kinds.contains(key.kind)) && (needle.isEmpty || key.name.lowercased().contains(needle))
    }
  }

  private static func surface(_ sdk: SDKCatalogs) -> [SurfaceKey] {
    var keys: [SurfaceKey] = []
    let strings = sdk.strings
    for member in strings.members where !member.unavailable {
      var notes: [String] = []
      if member.deprecated { notes.append("deprecated" + (member.renamed.map { "; use \($0)" } ?? "")) }
      if let alias = member.aliasOf { notes.append("sets \(alias)") }
      if !member.settable { notes.append("get-only") }
      keys.append(
        SurfaceKey(
          kind: "string", name: member.path, type: member.swiftType, value: member.defaultText ?? "",
          note: notes.isEmpty ? nil : notes.joined(separator: "; ")))
    }
    let styles = sdk.styles
    for color in styles.colors {
      keys.append(SurfaceKey(kind: "color", name: color.name, type: "UIColor", value: color.rgba.hex))
    }
    for font in styles.fonts {
      let lineHeight = font.lineHeight.map { ", line height \(formatNumber($0))" } ?? ""
      keys.append(
        SurfaceKey(
          kind: "font", name: font.name, type: "UIFont",
          value: "\(formatNumber(font.size)) \(font.weight.rawValue)\(lineHeight)"))
    }
    for icon in styles.icons {
      keys.append(
        SurfaceKey(
          kind: "icon", name: icon.name, type: "UIImage", value: icon.name,
          note: icon.hasRTLVariant ? "has a right-to-left variant" : nil))
    }
    for family in styles.fontFamilies {
      keys.append(
        SurfaceKey(
          kind: "font", name: "FontFamily.\(family)", type: "String?", value: "",
          note: "a family name SendbirdUIKit builds these fonts from; themes do not set it (set it in code)"))
    }
    // A deprecated class is listed while the release declares it (`SBUMessageTemplateTheme`
    // from 3.29.0): its keys are deprecated, not removed.
    for themeClass in styles.classes where themeClass.isCustomisable || themeClass.isDeprecatedTheme {
      let classNote = themeClass.isCustomisable ? nil : "\(themeClass.name) is deprecated; a theme cannot set it"
      for property in themeClass.properties where property.access != .unavailable {
        let defaults = themeClass.variants.compactMap { variant in
          property.defaults[variant].map { "\(variant.rawValue) \($0.written)" }
        }
        let use = property.renamed.map { "; use " + realName($0, in: themeClass) } ?? ""
        let note: String? =
          switch property.access {
          case .stored, .adaptive, .unavailable: nil
          case .deprecated: "deprecated" + use
          case .deprecatedGetOnly: "deprecated; read-only (get-only), a theme cannot set it" + use
          case .getOnly: "read-only (get-only), a theme cannot set it"
          }
        keys.append(
          SurfaceKey(
            kind: "theme", name: "\(themeClass.name).\(property.name)",
            type: (property.access == .adaptive ? "@SBUAdaptive " : "") + property.type.swiftType,
            value: defaults.joined(separator: "; "),
            note: classNote.map { $0 + (note.map { "; \($0)" } ?? "") } ?? note))
      }
    }
    return keys
  }

  /// The member a deprecation's `renamed:` means: the name where the class declares it;
  /// else the class's member of the same words in another order, said (3.30's
  /// `SBUComponentTheme.backgroundColor` says `backgroundAdaptiveColor` for
  /// `backgroundColorAdaptive`).
  static func realName(_ renamed: String, in themeClass: StyleCatalog.ThemeClass) -> String {
    let names = themeClass.properties.map(\.name)
    guard !names.contains(renamed) else { return renamed }
    func words(_ name: String) -> [String] {
      var words: [String] = []
      for character in name {
        if character.isUppercase || words.isEmpty { words.append("") }
        words[words.count - 1].append(character.lowercased())
      }
      return words.sorted()
    }
    guard let real = names.first(where: { words($0) == words(renamed) }) else { return renamed }
    return "\(real) (the SDK's deprecation says \(renamed), which it does not declare)"
  }

  /// Keys as text: one per line, tab-separated (kind, name, type, default, note).
  public static func text(_ keys: [SurfaceKey]) -> String {
    keys.map { key in
      [key.kind, key.name, key.type, key.value.replacing("\n", with: "\\n"), key.note ?? ""]
        .joined(separator: "\t")
    }.joined(separator: "\n") + (keys.isEmpty ? "" : "\n")
  }

  /// Keys as a JSON array of objects (`kind`, `name`, `type`, `value`, `note`).
  public static func json(_ keys: [SurfaceKey]) -> String { renderJSON(keys) }
}
