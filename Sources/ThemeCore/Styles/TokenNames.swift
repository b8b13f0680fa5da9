/// The design tokens of a project's themes as the generated Swift names them: a group per
/// dotted prefix (`ThemeStyles.brand.tokens.brand.main`), each group a nested type named
/// after it (`brand` is `BrandTokens`), each token a member typed by its value. Every theme
/// is read: a token the themes give different kinds of value is an error. Every accessor is
/// optional (nil in a theme without the token), so that its type never depends on which
/// other themes exist; a theme without tokens other themes define is told so (`token.missing`).
/// The compiler builds the tree once, reports its findings and hands it to the writer of the
/// Swift, so they cannot disagree on a name.
public struct TokenGroup: Sendable {
  /// One token: its dotted name, Swift member, kind, and each theme's value.
  public struct Token: Sendable {
    /// As written (`brand.main`).
    public var name: String
    /// Its name in its group (`main`): what a group's reader is asked for.
    public var leaf: String
    /// The Swift member (`main`).
    public var member: String
    /// The kind every theme gives it.
    public var kind: Kind
    /// The themes that lack it (their accessor reads nil).
    public var missingIn: [String]
    /// Each theme that has it, by name, with its value.
    public var values: [(theme: String, value: ResolvedValue)]
  }

  /// What a token holds, as the generated accessor types it.
  public enum Kind: Sendable {
    case color, font, number, keyword
  }

  /// The dotted prefix (`brand`; empty at the top).
  public var path: String
  /// The Swift member that reaches it (`brand`; empty at the top).
  public var member: String
  /// Its type's name (`BrandTokens`; `Tokens` at the top).
  public var typeName: String
  /// The tokens directly in it, by member.
  public var tokens: [Token] = []
  /// The groups in it, by member.
  public var groups: [TokenGroup] = []
  /// Whether its type is one that sibling groups with the same tokens share (`Group`, as
  /// `palette.blue` and `palette.cyan` with `100` to `900`): a member per token name rather
  /// than per token (the app's compiler pays for each). Its tokens' values are then in the
  /// doc comment of its accessor.
  public var isShared = false
  /// Whether its type is written with it: false where a sibling's shared type is its type.
  public var definesType = true
  /// The paths of the groups whose type it defines, when shared.
  public var sharedBy: [String] = []
  /// What each Swift name in the group is (a token, a group, or a group's type, by index):
  /// what a 10,000-token theme is looked up through.
  private var names: [String: Name] = [:]

  private enum Name: Sendable {
    case token(Int), group(Int), type(Int)
  }

  /// The top of a tree without tokens.
  public init() { self.init(path: "", member: "", typeName: "Tokens") }

  init(path: String, member: String, typeName: String) {
    self.path = path
    self.member = member
    self.typeName = typeName
  }

  /// Whether it holds no token at any depth.
  public var isEmpty: Bool { tokens.isEmpty && groups.allSatisfy(\.isEmpty) }

  /// The tree of every theme's tokens and the findings (warnings) that keep a token out of it: two
  /// names of one group with one Swift name, a name that is a token and a group, a name the
  /// generated type uses itself (`reader`), a token whose kinds differ between themes.
  /// Adaptive (`base`/`liquidGlass`) tokens have no accessor. `files` gives each theme's
  /// definitions (the places reported).
  public static func build(_ themes: [ResolvedTheme], files: [String: StyleFile]) -> (TokenGroup, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    var values: [String: [(theme: String, value: ResolvedValue)]] = [:]
    for theme in themes.sorted(by: { $0.name < $1.name }) {
      for (name, value) in theme.tokens {
        if case .adaptive = value { continue }
        values[name, default: []].append((theme.name, value))
      }
    }
    func location(_ name: String) -> SourceLocation {
      for theme in values[name]?.map(\.theme) ?? [] {
        if let definition = files[theme]?.tokens[name] { return definition.key.location }
      }
      return SourceLocation(path: themes.first.map { "\($0.name).theme.yaml" } ?? "", line: 1, column: 1)
    }
    var root = TokenGroup(path: "", member: "", typeName: "Tokens")
    for name in values.keys.sorted() {
      let found = values[name]!
      let kinds = found.map { kind(of: $0.value) }
      guard let first = kinds.first, kinds.allSatisfy({ $0 == first }), let kind = first else {
        let described = found.map { "\($0.value.typeDescription) in '\($0.theme)'" }.joined(separator: ", ")
        diagnostics.append(
          Diagnostic(
            .tokenSwiftName, at: location(name),
            "expected token '\(name)' to hold one kind of value in every theme, found \(described); it has no Swift accessor"
          ))
        continue
      }
      let parts = name.split(separator: ".", omittingEmptySubsequences: false)
      let members = parts.compactMap { SwiftNames.name(of: $0) }
      guard members.count == parts.count else {
        diagnostics.append(
          Diagnostic(
            .tokenSwiftName, at: location(name),
            "expected token '\(name)' to have a Swift name in each part; it has no Swift accessor"))
        continue
      }
      let token = Token(
        name: name, leaf: String(parts.last!), member: members.last!, kind: kind,
        missingIn: themes.map(\.name).filter { theme in !found.contains { $0.theme == theme } }.sorted(), values: found)
      if let clash = root.insert(token, at: members.dropLast(), parts: parts.dropLast()) {
        let message =
          clash.isEmpty
          ? "expected a token name that the generated Swift does not use itself, found '\(name)'; it has no Swift accessor"
          : "expected token names that differ in Swift, found '\(name)' meeting '\(clash)'; '\(name)' has no Swift accessor"
        let notes =
          values[clash] == nil ? [] : [DiagnosticNote("token '\(clash)' is defined here", at: location(clash))]
        diagnostics.append(Diagnostic(.tokenSwiftName, at: location(name), message, notes: notes))
      }
    }
    root.shareTypes()
    diagnostics += missingTokens(themes, values: values, files: files)
    return (root, diagnostics)
  }

  /// One note per theme without tokens that other themes define: where the theme starts,
  /// naming the first of them and how many; their accessors read nil there.
  static func missingTokens(
    _ themes: [ResolvedTheme], values: [String: [(theme: String, value: ResolvedValue)]], files: [String: StyleFile]
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for theme in themes.sorted(by: { $0.name < $1.name }) {
      let missing = values.keys.filter { name in !values[name]!.contains { $0.theme == theme.name } }.sorted()
      guard let first = missing.first, let file = files[theme.name] else { continue }
      let definer = values[first]!.first!.theme
      let others = missing.count == 1 ? "" : " and \(missing.count - 1) more"
      diagnostics.append(
        Diagnostic(
          .tokenMissing, at: file.start,
          "expected theme '\(theme.name)' to define the tokens other themes define, found none for '\(first)' (which '\(definer)' defines)\(others); their accessors read nil in '\(theme.name)'"
        ))
    }
    return diagnostics
  }

  /// Gives sibling groups with the same tokens (names and kinds) and no groups
  /// of their own one type, `Group` (`Group2`, ... for further shapes), unless the name is
  /// taken in the parent.
  mutating func shareTypes() {
    for index in groups.indices { groups[index].shareTypes() }
    var buckets: [[Int]] = []
    // A token's shape as a value: text interpolation of its kind would describe the enum
    // through reflection (Measuring.md, "What the code avoids").
    struct Shape: Hashable {
      var leaf: String
      var member: String
      var kind: Kind
    }
    var bucketOfShape: [[Shape]: Int] = [:]
    for (index, group) in groups.enumerated() where group.groups.isEmpty && !group.tokens.isEmpty {
      let shape = group.tokens.map { Shape(leaf: $0.leaf, member: $0.member, kind: $0.kind) }
      if let bucket = bucketOfShape[shape] {
        buckets[bucket].append(index)
      } else {
        bucketOfShape[shape] = buckets.count
        buckets.append([index])
      }
    }
    var shared = 0
    for bucket in buckets where bucket.count > 1 {
      let typeName = shared == 0 ? "Group" : "Group\(shared + 1)"
      guard names[typeName] == nil else { continue }
      shared += 1
      names[typeName] = .type(bucket[0])
      for index in bucket {
        groups[index].typeName = typeName
        groups[index].isShared = true
        groups[index].definesType = index == bucket[0]
      }
      groups[bucket[0]].sharedBy = bucket.map { groups[$0].path }
    }
  }

  /// The kind of a value, nil for an adaptive pair.
  static func kind(of value: ResolvedValue) -> Kind? {
    switch value {
    case .color: .color
    case .font: .font
    case .number: .number
    case .keyword: .keyword
    case .adaptive: nil
    }
  }

  /// Adds a token below groups; the dotted name it meets in Swift if it cannot (empty for a
  /// name the type uses itself).
  mutating func insert(_ token: Token, at path: ArraySlice<String>, parts: ArraySlice<Substring>) -> String? {
    let member = path.first ?? token.member
    if member == "reader" { return "" }
    // What the name already is here; a group's type name counts (a token `BrandTokens`
    // beside the group `brand`).
    func clash(_ name: Name?) -> String? {
      switch name {
      case .token(let index)?: tokens[index].name
      case .group(let index)?, .type(let index)?: groups[index].path
      case nil: nil
      }
    }
    guard !path.isEmpty else {
      if let other = clash(names[member]) { return other }
      names[member] = .token(tokens.count)
      tokens.append(token)
      return nil
    }
    let part = parts[parts.startIndex]
    let groupPath = self.path.isEmpty ? String(part) : self.path + "." + part
    let rest = (path.dropFirst(), parts.dropFirst())
    if case .group(let index)? = names[member], groups[index].path == groupPath {
      return groups[index].insert(token, at: rest.0, parts: rest.1)
    }
    let typeName = SwiftNames.capitalised(member) + "Tokens"
    if let other = clash(names[member]) ?? clash(names[typeName]) { return other }
    var group = TokenGroup(path: groupPath, member: member, typeName: typeName)
    if let other = group.insert(token, at: rest.0, parts: rest.1) { return other }
    names[member] = .group(groups.count)
    names[typeName] = .type(groups.count)
    groups.append(group)
    return nil
  }
}

extension SwiftNames {
  /// A name with its first character upper-cased (`brand` is `Brand`).
  public static func capitalised(_ name: String) -> String {
    (name.first.map { $0.uppercased() } ?? "") + name.dropFirst()
  }
}
