import ThemeRuntime

/// What the lowering compares a locale's strings with, as it lowers them: the base
/// locale's table (`BaseComparison`, a translation), or nothing (`NoComparison`, the base
/// locale itself). The lowering is generic over it: no optional to unwrap at each string,
/// and each look-up made on the comparison in place.
///
/// A position is a base key's place in `BaseTable`'s sorted keys; only a comparison with
/// the base finds one, so the methods that take one are never asked without a base.
protocol StringsComparison {
  /// Whether there is a base to compare with.
  static var compares: Bool { get }

  /// Texts equal to the base's, each with its key as listed (see `BaseComparison`).
  var sameAsBase: [(listed: String, key: String, text: Located<String>)] { get set }

  /// Starts a file of the locale, whose scalar bytes are `bytes`.
  mutating func beginFile(_ bytes: [UInt8])

  // Look-ups.
  func plainSDKPosition(path: UnsafeBufferPointer<UInt8>) -> Int?
  func appPosition(ascii path: UnsafeBufferPointer<UInt8>) -> Int?
  func appPosition(of key: String) -> Int?
  func sdkPosition(of key: String) -> Int?
  func appKey(at position: Int) -> String
  func sdkKey(at position: Int) -> String
  func placedKey(isApp: Bool, at position: Int) -> (file: Int, node: YAMLTree.Node, written: String?)?
  func isSameAsBase(_ node: YAMLTree.Node, in tree: YAMLTree, isApp: Bool, at position: Int) -> Bool?
  func fitsBase(_ node: YAMLTree.Node, in tree: YAMLTree, at position: Int, covering: Bool) -> Bool
  func baseText(isApp: Bool, at position: Int) -> String?
  /// The base's string at a position.
  func baseDefinition(isApp: Bool, at position: Int) -> StringDefinition?
  /// Whether the base's app string at a position is a text (not forms).
  func appIsText(at position: Int) -> Bool
  /// Which argument the base's app forms at a position count (1-based).
  func appCountArgument(at position: Int) -> Int
  /// The base locale's tag.
  var baseLocale: String { get }

  // Placements and findings.
  mutating func place(isApp: Bool, at position: Int, key: YAMLTree.Node, written: String?)
  mutating func keepText(isApp: Bool, at position: Int, _ span: (start: Int, count: Int)) -> Bool
  mutating func keepForms(at position: Int, _ forms: LoweredForms, in tree: YAMLTree) -> Bool
  mutating func keep(_ definition: StringDefinition, isApp: Bool, at position: Int)
  mutating func reportNotInBase(_ key: String, isApp: Bool, at location: SourceLocation)
  mutating func reportDropped(_ text: Located<String>, _ template: FormatTemplate?, key: String, position: Int)
  mutating func compareTypes(_ text: Located<String>, _ template: FormatTemplate, key: String, position: Int)
}

extension StringsComparison {
  mutating func place(isApp: Bool, at position: Int, key: YAMLTree.Node) {
    place(isApp: isApp, at: position, key: key, written: nil)
  }
  func fitsBase(_ node: YAMLTree.Node, in tree: YAMLTree, at position: Int) -> Bool {
    fitsBase(node, in: tree, at: position, covering: false)
  }
}

extension BaseComparison {
  static var compares: Bool { true }

  func baseDefinition(isApp: Bool, at position: Int) -> StringDefinition? {
    isApp ? base.appDefinitions[position] : base.sdkDefinitions[position]
  }
  func appIsText(at position: Int) -> Bool { base.appIsText[position] }
  func appCountArgument(at position: Int) -> Int { base.appCountArguments[position] }
  var baseLocale: String { base.file.locale }
}

/// The base locale's own lowering: nothing to compare with, no position found, nothing
/// placed (every string is kept as its definition in the locale's `StringsFile`).
struct NoComparison: StringsComparison {
  static var compares: Bool { false }
  var sameAsBase: [(listed: String, key: String, text: Located<String>)] = []

  func beginFile(_ bytes: [UInt8]) {}
  func plainSDKPosition(path: UnsafeBufferPointer<UInt8>) -> Int? { nil }
  func appPosition(ascii path: UnsafeBufferPointer<UInt8>) -> Int? { nil }
  func appPosition(of key: String) -> Int? { nil }
  func sdkPosition(of key: String) -> Int? { nil }
  // No position is ever found, so none is asked about.
  func appKey(at position: Int) -> String { "" }
  func sdkKey(at position: Int) -> String { "" }
  func placedKey(isApp: Bool, at position: Int) -> (file: Int, node: YAMLTree.Node, written: String?)? { nil }
  func isSameAsBase(_ node: YAMLTree.Node, in tree: YAMLTree, isApp: Bool, at position: Int) -> Bool? { nil }
  func fitsBase(_ node: YAMLTree.Node, in tree: YAMLTree, at position: Int, covering: Bool) -> Bool { false }
  func baseText(isApp: Bool, at position: Int) -> String? { nil }
  func baseDefinition(isApp: Bool, at position: Int) -> StringDefinition? { nil }
  func appIsText(at position: Int) -> Bool { true }
  func appCountArgument(at position: Int) -> Int { 1 }
  var baseLocale: String { "" }
  func place(isApp: Bool, at position: Int, key: YAMLTree.Node, written: String?) {}
  func keepText(isApp: Bool, at position: Int, _ span: (start: Int, count: Int)) -> Bool { false }
  func keepForms(at position: Int, _ forms: LoweredForms, in tree: YAMLTree) -> Bool { false }
  func keep(_ definition: StringDefinition, isApp: Bool, at position: Int) {}
  func reportNotInBase(_ key: String, isApp: Bool, at location: SourceLocation) {}
  func reportDropped(_ text: Located<String>, _ template: FormatTemplate?, key: String, position: Int) {}
  func compareTypes(_ text: Located<String>, _ template: FormatTemplate, key: String, position: Int) {}
}
