import Foundation
import ThemeRuntime

/// Deterministic corpora in themec's format, with the shapes of `gen_corpus.py` (locales x
/// keys, nested `feature.screen.key` app strings: 62% plain, 22% printf templates, 13%
/// plurals with each locale's CLDR categories, 3% long block scalars; YAML 1.1 traps,
/// quoting styles, comments, 1% missing translations), plus a theme of about 500 tokens
/// with reference chains, and a Sendbird-scale project built from the bundled themes.
public enum Corpus {
  /// One corpus: its files (relative path → text).
  public struct Files: Sendable {
    public var name: String
    public var files: [(path: String, text: String)]
    /// The size it has (`medium`), which corpora of several seeds share.
    public var size: String
    public var bytes: Int { files.reduce(0) { $0 + $1.text.utf8.count } }

    public init(name: String, files: [(path: String, text: String)], size: String? = nil) {
      self.name = name
      self.files = files
      self.size = size ?? name
    }
  }

  /// The 100 locales of `gen_corpus.py`, in its order (first 5 small, first 40 medium), as tags.
  static let locales: [(tag: String, script: String)] = [
    ("en", "latin"), ("fr", "latin"), ("ru", "cyrillic"), ("ar", "arabic"), ("ja", "japanese"),
    ("de", "latin"), ("es", "latin"), ("it", "latin"), ("pt", "latin"), ("pt-PT", "latin"), ("nl", "latin"),
    ("sv", "latin"), ("da", "latin"), ("nb", "latin"), ("fi", "latin"), ("pl", "latin"), ("cs", "latin"),
    ("sk", "latin"), ("hu", "latin"), ("ro", "latin"), ("el", "greek"), ("tr", "latin"), ("uk", "cyrillic"),
    ("he", "hebrew"), ("hi", "devanagari"), ("th", "thai"), ("vi", "latin"), ("id", "latin"), ("ms", "latin"),
    ("ko", "hangul"), ("zh-Hans", "han"), ("zh-Hant", "han"), ("hr", "latin"), ("sr", "cyrillic"),
    ("bg", "cyrillic"), ("ca", "latin"), ("lt", "latin"), ("lv", "latin"), ("et", "latin"), ("sl", "latin"),
    ("is", "latin"), ("bs", "latin"), ("mk", "cyrillic"), ("be", "cyrillic"), ("ka", "georgian"),
    ("hy", "armenian"), ("az", "latin"), ("kk", "cyrillic"), ("uz", "latin"), ("ky", "cyrillic"),
    ("mn", "cyrillic"), ("fa", "arabic"), ("ur", "arabic"), ("bn", "bengali"), ("pa", "gurmukhi"),
    ("gu", "gujarati"), ("mr", "devanagari"), ("ta", "tamil"), ("te", "telugu"), ("kn", "kannada"),
    ("ml", "malayalam"), ("si", "sinhala"), ("ne", "devanagari"), ("lo", "lao"), ("km", "khmer"),
    ("my", "myanmar"), ("fil", "latin"), ("sw", "latin"), ("am", "ethiopic"), ("zu", "latin"), ("xh", "latin"),
    ("af", "latin"), ("yo", "latin"), ("ig", "latin"), ("ha", "latin"), ("so", "latin"), ("ga", "latin"),
    ("cy", "latin"), ("gd", "latin"), ("mt", "latin"), ("sq", "latin"), ("eu", "latin"), ("gl", "latin"),
    ("lb", "latin"), ("fo", "latin"), ("br", "latin"), ("kw", "latin"), ("gv", "latin"), ("ps", "arabic"),
    ("sd", "arabic"), ("as", "bengali"), ("or", "odia"), ("jv", "latin"), ("ceb", "latin"), ("haw", "latin"),
    ("mi", "latin"), ("to", "latin"), ("tk", "latin"), ("tg", "cyrillic"), ("ti", "ethiopic"),
  ]

  static let scripts: [String: [ClosedRange<UInt32>]] = [
    "cyrillic": [0x430...0x44F], "greek": [0x3B1...0x3C9], "arabic": [0x627...0x63A, 0x641...0x64A],
    "hebrew": [0x5D0...0x5EA], "devanagari": [0x915...0x939], "bengali": [0x995...0x9B9],
    "gurmukhi": [0xA15...0xA39], "gujarati": [0xA95...0xAB9], "tamil": [0xB95...0xBB9],
    "telugu": [0xC15...0xC39], "kannada": [0xC95...0xCB9], "malayalam": [0xD15...0xD39],
    "sinhala": [0xD9A...0xDC6], "odia": [0xB15...0xB39], "thai": [0xE01...0xE2E], "lao": [0xE81...0xEA3],
    "khmer": [0x1780...0x17A2], "myanmar": [0x1000...0x102A], "georgian": [0x10D0...0x10F0],
    "armenian": [0x561...0x586], "ethiopic": [0x1200...0x1248], "hangul": [0xAC00...0xB3D0],
    "han": [0x4E00...0x5BB8], "japanese": [0x3041...0x3093, 0x30A1...0x30F3, 0x4E00...0x59DC],
  ]
  static let noSpace: Set<String> = ["japanese", "han", "thai", "lao", "khmer", "myanmar"]
  static let latinExtra = Array("éèêàâçôöüäßñóíúãõøåæłśźżčšžřěůăîșțğışőűāēīūļņķė")
  static let emoji = ["🎉", "👍", "🚀", "✨", "❤️", "📷", "🔒", "⚠️"]
  static let englishWords = """
    account action activity add address album all allow app archive back backup battery block bookmark browse
    cancel card cart change chat check choose clear close cloud code comment confirm connect contact continue copy
    create current data date default delete details device disable discover done download draft edit email enable
    error event export family favorite file filter find folder follow friend gallery general group help hide
    history home import inbox invite item join keep language later learn leave library link list load location
    lock login logout manage map media member message more move music name network new next note notification
    offline open order page password payment people phone photo pin place plan play playlist post preview privacy
    profile purchase queue read receipt recent refresh remind remove rename reply report request reset restore
    retry review save scan schedule search security select send settings share show sign skip sort start status
    stop storage subscribe support sync tag task team theme time title today track transfer trash try turn unlock
    update upload user verify video view wallet watch welcome work
    """.split(whereSeparator: \.isWhitespace).map(String.init)
  static let features = """
    onboarding auth inbox chat settings profile payments cart checkout search library player notifications sharing
    camera gallery maps calendar contacts files backup security subscriptions reviews orders support feed discover
    events groups wallet devices sync family health workouts recipes travel tickets rewards referrals reports
    analytics admin billing integrations
    """.split(whereSeparator: \.isWhitespace).map(String.init)
  static let screens = """
    main list detail edit empty error alert sheet menu toolbar banner dialog form picker summary header footer tabs
    tooltip onboarding_step widget
    """.split(whereSeparator: \.isWhitespace).map(String.init)
  static let elements = """
    title subtitle body hint placeholder button_ok button_cancel button_save button_retry label caption footer
    accessibility_label error_message empty_state confirm_delete toast
    """.split(whereSeparator: \.isWhitespace).map(String.init)
  static let formatShapes: [[String]] = [
    ["%@"], ["%d"], ["%lld"], ["%@", "%d"], ["%1$@", "%2$@"], ["%1$@", "%2$d"], ["%@", "%@"], ["%lld", "%@"],
    ["%1$@", "%2$lld", "%3$@"], ["%d", "%%"],
  ]

  enum Kind {
    case plain, format(Int), plural(String), long
  }

  struct Key {
    var path: [String]
    var kind: Kind
  }

  // MARK: Strings

  /// The seed of the corpora the benchmarks name without one (`gen_corpus.py`'s default).
  public static let defaultSeed: UInt64 = 20_240_611

  /// The five seeds `themec-bench build medium:seeds` measures: the default and four more.
  public static let benchmarkSeeds: [UInt64] = [defaultSeed, 1, 7, 42, 2_026]

  /// `small` (5 x 300), `medium` (40 x 400) or `large` (100 x 5,000), plus the token theme.
  public static func strings(_ name: String, locales count: Int, keys: Int, seed: UInt64 = defaultSeed) -> Files {
    let keyList = makeKeys(keys, seed: seed &+ UInt64(keys))
    var files: [(String, String)] = []
    for (index, locale) in locales.prefix(count).enumerated() {
      var random = SplitMix(seed: seed &+ UInt64(index) &* 7_919 &+ UInt64(keys))
      files.append(("strings/\(locale.tag).strings.yaml", localeFile(locale, keys: keyList, random: &random)))
    }
    files.append(("theme/corpus.theme.yaml", tokenTheme(seed: seed)))
    return Files(name: name, files: files, size: name.split(separator: ":").first.map(String.init))
  }

  /// A corpus `gen_corpus.py` wrote for one size (`OUT/medium`), in themec's format: each
  /// `yaml/strings/<locale>.yaml` as the app strings of `<locale>.strings.yaml` (its lines
  /// indented under `app:`, comments and block scalars kept; `pt_PT` named `pt-PT`), with the
  /// token theme of the default seed (the generator's `theme.yaml` is another schema). The
  /// generator's plural categories are CLDR 47's, named in each file's header (`# plural
  /// categories: one other`): where ThemeRuntime's CLDR rules need another for integers
  /// (CLDR 49 added `one` to Vietnamese and Tajik, `many` to Galician), each `other` form is
  /// given for it too, as a translator would. Named after the folder and its parent
  /// (`gc7-medium`); nil if the folder has no such files.
  public static func generated(folder: String) -> Files? {
    let url = URL(fileURLWithPath: folder)
    let strings = url.appendingPathComponent("yaml/strings")
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: strings.path) else { return nil }
    var files: [(String, String)] = []
    for name in names.sorted() where name.hasSuffix(".yaml") {
      guard let text = try? String(contentsOf: strings.appendingPathComponent(name), encoding: .utf8) else {
        return nil
      }
      let locale = String(name.dropLast(5))
      let tag = locale.replacingOccurrences(of: "_", with: "-")
      let header = "# plural categories: "
      let given = text.split(separator: "\n").first { $0.hasPrefix(header) }.map {
        Set($0.dropFirst(header.count).split(separator: " ").map(String.init))
      }
      let needed = PluralRules.ruleSet(for: tag).integerCategoryBits
      let missing = PluralCategory.allCases.filter {
        needed & (1 << $0.index) != 0 && given?.contains($0.rawValue) == false
      }
      var lines = ["app:"]
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        // A plural entry's forms are one line each, or one flow mapping (`{one: A, other:
        // B}`); no key of the generator is `other`.
        var line = String(line)
        for added in missing.map(\.rawValue) {
          guard let range = line.range(of: "other: ") else { break }
          let before = line[..<range.lowerBound]
          if before.allSatisfy({ $0 == " " }) {
            lines.append("  " + line.replacingCharacters(in: range, with: added + ": "))
          } else if before.hasSuffix("{") || before.hasSuffix(", "), line.hasSuffix("}") {
            let value = line[range.upperBound..<line.index(before: line.endIndex)]
            line.insert(contentsOf: "\(added): \(value), ", at: range.lowerBound)
          }
        }
        lines.append(line.isEmpty ? "" : "  " + line)
      }
      files.append(("strings/\(tag).strings.yaml", lines.joined(separator: "\n")))
    }
    guard !files.isEmpty else { return nil }
    files.append(("theme/corpus.theme.yaml", tokenTheme(seed: defaultSeed)))
    return Files(
      name: url.deletingLastPathComponent().lastPathComponent + "-" + url.lastPathComponent, files: files,
      size: url.lastPathComponent)
  }

  static func makeKeys(_ count: Int, seed: UInt64) -> [Key] {
    var random = SplitMix(seed: seed)
    var keys: [Key] = []
    var seen: Set<[String]> = []
    var featureIndex = 0
    while keys.count < count {
      let base = features[featureIndex % features.count]
      let feature = featureIndex < features.count ? base : "\(base)_\(featureIndex / features.count)"
      featureIndex += 1
      for screen in random.sample(screens, count: random.int(3...10)) {
        for element in 0..<random.int(5...20) where keys.count < count {
          let roll = random.unit()
          let kind: Kind =
            roll < 0.62
            ? .plain
            : roll < 0.84
              ? .format(random.int(0...(formatShapes.count - 1)))
              : roll < 0.97 ? .plural(random.pick(["%d", "%d", "%lld", "%ld"])) : .long
          var name =
            element < elements.count && random.unit() < 0.5
            ? elements[element] : "\(random.pick(englishWords))_\(random.pick(englishWords))"
          if case .plural = kind { name = "\(random.pick(englishWords))_count" }
          var unique = name
          var suffix = 2
          while seen.contains([feature, screen, unique]) {
            unique = "\(name)_\(suffix)"
            suffix += 1
          }
          seen.insert([feature, screen, unique])
          keys.append(Key(path: [feature, screen, unique], kind: kind))
        }
      }
    }
    return keys
  }

  static func localeFile(_ locale: (tag: String, script: String), keys: [Key], random: inout SplitMix) -> String {
    let rules = PluralRules.ruleSet(for: locale.tag)
    let categories = StringForms(categories: [.other: ""]).reachableCategories(rules: rules, limitFlag: false)
      .union([.other]).sorted()
    let quoteAll = random.unit() < 0.4
    var lines = [
      "# \(locale.tag) strings, generated by themec-bench (gen_corpus.py shapes)",
      "# plural categories: \(categories.map(\.rawValue).joined(separator: " "))", "app:",
    ]
    var open: [String] = []
    for key in keys {
      if locale.tag != "en" && random.unit() < 0.01 { continue }  // a missing translation
      var common = 0
      while common < min(open.count, key.path.count - 1) && open[common] == key.path[common] { common += 1 }
      open = Array(open.prefix(common))
      for depth in common..<(key.path.count - 1) {
        lines.append(String(repeating: "  ", count: depth + 1) + key.path[depth] + ":")
        open.append(key.path[depth])
      }
      let indent = String(repeating: "  ", count: key.path.count)
      if locale.tag == "en" && random.unit() < 0.08 {
        lines.append(indent + "# " + sentence(locale: ("en", "latin"), random: &random))
      }
      let name = key.path.last!
      switch key.kind {
      case .plain:
        let text =
          random.unit() < 0.03
          ? random.pick(["Yes", "No", "On", "Off", "true", "null", "1.0", "08", "~"])
          : sentence(locale: locale, random: &random)
        lines.append(indent + name + ": " + scalar(text, quoteAll: quoteAll, random: &random))
      case .format(let shape):
        lines.append(
          indent + name + ": " + scalar(format(locale, shape: shape, random: &random), quoteAll: true, random: &random))
      case .plural(let placeholder):
        lines.append(indent + name + ":")
        for category in categories {
          let text = words(locale, count: random.int(1...4), random: &random)
          let value = random.unit() < 0.5 ? "\(placeholder) \(text)" : "\(text) \(placeholder)"
          lines.append(indent + "  " + category.rawValue + ": " + dq(value))
        }
      case .long:
        lines.append(indent + name + ": |")
        for _ in 0..<random.int(2...4) {
          let paragraph = (0..<random.int(2...4)).map { _ in
            sentence(locale: locale, random: &random, words: 5...14)
          }
          lines.append(indent + "  " + paragraph.joined(separator: " "))
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func words(_ locale: (tag: String, script: String), count: Int, random: inout SplitMix) -> String {
    var result: [String] = []
    for _ in 0..<count {
      if locale.tag == "en" {
        result.append(random.pick(englishWords))
      } else if locale.script == "latin" {
        var word = ""
        for _ in 0..<random.int(1...4) {
          word.append(random.pick(Array("bcdfghjklmnprstvwz")))
          word.append(random.pick(Array("aeiou")))
        }
        if random.unit() < 0.35 {
          var characters = Array(word)
          characters[random.int(0...(characters.count - 1))] = random.pick(latinExtra)
          word = String(characters)
        }
        result.append(word)
      } else {
        let ranges = scripts[locale.script]!
        let lengths = ["han", "japanese", "hangul"].contains(locale.script) ? 1...3 : 2...7
        var word = ""
        for _ in 0..<random.int(lengths) {
          let range = random.pick(ranges)
          word.unicodeScalars.append(
            Unicode.Scalar(range.lowerBound + UInt32(random.int(0...Int(range.upperBound - range.lowerBound))))!)
        }
        result.append(word)
      }
    }
    return result.joined(separator: noSpace.contains(locale.script) ? "" : " ")
  }

  static func sentence(
    locale: (tag: String, script: String), random: inout SplitMix, words range: ClosedRange<Int> = 2...9
  ) -> String {
    var text = words(locale, count: random.int(range), random: &random)
    if locale.script == "latin" { text = text.prefix(1).uppercased() + text.dropFirst() }
    let roll = random.unit()
    if roll < 0.12 {
      text += locale.script == "arabic" ? "؟" : "?"
    } else if roll < 0.3 {
      text += ["han", "japanese"].contains(locale.script) ? "。" : "."
    } else if roll < 0.35 {
      text += "!"
    } else if roll < 0.38 {
      text += ": " + words(locale, count: 1, random: &random)
    }
    if random.unit() < 0.02 { text += " " + random.pick(emoji) }
    if random.unit() < 0.02 { text = "“" + text + "”" }
    return text
  }

  static func format(_ locale: (tag: String, script: String), shape: Int, random: inout SplitMix) -> String {
    var placeholders = formatShapes[shape]
    if locale.tag != "en" && placeholders.count >= 2 && placeholders[0].contains("$") && random.unit() < 0.3 {
      placeholders.reverse()  // translators reorder positional arguments
    }
    var parts: [String] = []
    for placeholder in placeholders {
      parts.append(words(locale, count: random.int(1...3), random: &random))
      parts.append(placeholder)
    }
    if random.unit() < 0.7 { parts.append(words(locale, count: random.int(1...3), random: &random)) }
    return parts.joined(separator: noSpace.contains(locale.script) ? "" : " ")
  }

  static func scalar(_ text: String, quoteAll: Bool, random: inout SplitMix) -> String {
    let special: Set<String> = ["y", "yes", "n", "no", "true", "false", "on", "off", "null", "~", ""]
    let indicators = Set("-?:,[]{}#&*!|>'\"%@`")
    let needsQuotes =
      special.contains(text.lowercased()) || Double(text) != nil || text.first.map(indicators.contains) == true
      || text.first == " " || text.last == " " || text.hasSuffix(":") || text.contains(": ") || text.contains(" #")
      || text.contains("\\")
    if quoteAll || needsQuotes {
      if !text.contains("'") && random.unit() < 0.3 { return "'" + text + "'" }
      return dq(text)
    }
    return text
  }

  static func dq(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  // MARK: Themes

  /// About 500 tokens: a 120-colour palette, 100 role tokens and 200 surface tokens that
  /// reference it (chains of up to three), 80 font tokens; the SDK palette, fonts, icons and
  /// light, dark and overlay theme keys reference them.
  static func tokenTheme(seed: UInt64) -> String {
    var random = SplitMix(seed: seed &+ 99)
    let hues = "blue indigo purple pink red orange yellow green teal cyan gray slate".split(separator: " ")
    let shades = ["50", "100", "200", "300", "400", "500", "600", "700", "800", "900"]
    let roles = "primary secondary tertiary error warning success info neutral accent brand".split(separator: " ")
    let variants = "main light dark container onContainer onMain hover pressed disabled focus".split(separator: " ")
    let areas = "background surface text icon border divider overlay shadow chart badge".split(separator: " ")
    let names = [
      "default", "subtle", "strong", "inverse", "muted", "raised", "sunken", "selected", "highlight", "link",
      "visited", "danger", "caution", "positive", "note", "focus", "scrim", "elevated", "tinted", "brand",
    ]
    func paletteRef(_ random: inout SplitMix) -> String {
      "\"{tokens.palette.\(random.pick(hues)).\(random.pick(shades))}\""
    }
    var lines = ["# Design tokens with reference chains, generated by themec-bench.", "tokens:", "  palette:"]
    for hue in hues {
      lines.append("    \(hue):")
      for shade in shades { lines.append("      \"\(shade)\": \"#\(hex(random.next() & 0xFF_FFFF, digits: 6))\"") }
    }
    for role in roles {
      lines.append("  \(role):")
      for variant in variants { lines.append("    \(variant): \(paletteRef(&random))") }
    }
    var surfaceNames: [String] = []
    for area in areas {
      lines.append("  \(area):")
      for name in names {
        surfaceNames.append("\(area).\(name)")
        let roll = random.unit()
        let value =
          roll < 0.45
          ? "\"{tokens.\(random.pick(roles)).\(random.pick(variants))}\""
          : roll < 0.85 ? paletteRef(&random) : "\"#\(hex(random.next() & 0xFFFF_FFFF, digits: 8))\""
        lines.append("    \(name): \(value)")
      }
    }
    lines.append("  type:")
    let families = ["Inter", "SF Pro Text", "Roboto", "Noto Sans", "JetBrains Mono"]
    let weights = ["regular", "medium", "semibold", "bold", "light"]
    var fontNames: [String] = []
    for group in "display headline title body label caption code overline".split(separator: " ") {
      lines.append("    \(group):")
      for size in [
        "xsmall", "small", "medium", "large", "xlarge", "xxlarge", "compact", "dense", "loose", "emphasized",
      ] {
        fontNames.append("type.\(group).\(size)")
        let points = random.pick([10, 11, 12, 13, 14, 15, 16, 17, 20, 22, 24, 28, 32, 36, 45, 57])
        lines.append(
          "      \(size): {family: \(random.pick(families)), size: \(points), weight: \(random.pick(weights))}")
      }
    }
    let colorNames = [
      "primaryExtraLight", "primaryLight", "primaryMain", "primaryDark", "primaryExtraDark", "secondaryExtraLight",
      "secondaryLight", "secondaryMain", "secondaryDark", "secondaryExtraDark", "background50", "background100",
      "background200", "background300", "background400", "background500", "background600", "background700",
      "errorExtraLight", "errorLight", "errorMain", "errorDark", "errorExtraDark", "informationExtraDark",
      "informationDark", "informationMain", "informationLight", "informationExtraLight", "highlight",
    ]
    lines.append("colors:")
    for name in colorNames { lines.append("  \(name): \"{tokens.\(random.pick(surfaceNames))}\"") }
    lines.append("fonts:")
    for name in ["h1", "h2", "h3", "body1", "body2", "body3", "button1", "button2", "button3", "caption1", "caption2"] {
      lines.append("  \(name): \"{tokens.\(random.pick(fontNames))}\"")
    }
    lines.append("themes:")
    let themed: [(String, [String], Bool)] = [
      (
        "SBUChannelTheme", ["backgroundColor", "navigationBarTintColor", "leftBarButtonTintColor", "menuTextColor"],
        true
      ),
      (
        "SBUMessageCellTheme",
        [
          "leftBackgroundColor", "rightBackgroundColor", "userMessageLeftTextColor", "userMessageRightTextColor",
          "dateTextColor", "linkColor",
        ], true
      ),
      ("SBUGroupChannelCellTheme", ["backgroundColor", "titleTextColor", "messageTextColor"], false),
      ("SBUUserListTheme", ["backgroundColor", "navigationBarTintColor"], false),
    ]
    for (className, properties, hasOverlay) in themed {
      lines.append("  \(className):")
      for variant in ["light", "dark"] + (hasOverlay ? ["overlay"] : []) {
        lines.append("    \(variant):")
        for property in properties { lines.append("      \(property): \"{colors.\(random.pick(colorNames))}\"") }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func hex(_ value: UInt64, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }

  // MARK: Sendbird scale

  /// Every SDK string in 40 locales (each bundled translation reused for locales with the
  /// same integer plural categories), the full palette, fonts and icons, and the light, dark
  /// and overlay themes, from the bundled `themes/`.
  public static func sendbird(themes directory: String) -> Files? {
    func read(_ name: String) -> String? {
      FileManager.default.contents(atPath: directory + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }
    var sources: [(Set<PluralCategory>, String)] = []
    for tag in ["de", "ru", "ar", "ja"] {
      guard let text = read("sendbird-uikit/\(tag).strings.yaml") else { return nil }
      sources.append((PluralRules.ruleSet(for: tag).integerCategories, text))
    }
    guard let english = read("sendbird-uikit/en.strings.yaml"), let theme = read("sendbird-uikit/sendbird.theme.yaml"),
      let brand = read("brand/brand.theme.yaml")
    else { return nil }
    var files: [(String, String)] = [("strings/en.strings.yaml", english)]
    for locale in locales.dropFirst() where files.count < 40 {
      let categories = PluralRules.ruleSet(for: locale.tag).integerCategories
      guard let source = sources.first(where: { $0.0 == categories }) else { continue }
      files.append(("strings/\(locale.tag).strings.yaml", source.1))
    }
    files.append(("themes/sendbird.theme.yaml", theme))
    files.append(("themes/brand.theme.yaml", brand))
    return Files(name: "sendbird", files: files)
  }
}

/// A small deterministic generator (SplitMix64).
public struct SplitMix {
  var state: UInt64
  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
  public mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
  }
  public mutating func pick<C: Collection>(_ items: C) -> C.Element where C.Index == Int {
    items[items.startIndex + int(0...(items.count - 1))]
  }
  public mutating func sample<T>(_ items: [T], count: Int) -> [T] {
    var pool = items
    var result: [T] = []
    for _ in 0..<min(count, pool.count) { result.append(pool.remove(at: int(0...(pool.count - 1)))) }
    return result
  }
}
