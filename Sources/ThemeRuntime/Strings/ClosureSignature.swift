/// What a parameterised string's closure takes, in themec's terms.
public struct ClosureSignature: Sendable, Hashable, Codable {
  /// One parameter.
  public enum Parameter: String, Sendable, Hashable, Codable {
    /// `Int` or `UInt`: a count, substituted by `%d`/`%lld`/`%u`.
    case int, uint
    /// `String`: substituted by `%@` or `%s`.
    case string
    /// `Double`: substituted by `%f`, `%.2f`, `%e`, `%g` (an app string's).
    case double
    /// `Bool`: the cap switch of `Message_Replied_Users_Count`; never substituted.
    case bool
    /// `[User]`: a list whose size selects the form; its nicknames are substituted.
    case users

    /// The case's position: equality and hashing go by case. A raw-value enum's defaults
    /// compare and hash the names, and the writers look a signature up for every function.
    private var ordinal: Int {
      switch self {
      case .int: 0
      case .uint: 1
      case .string: 2
      case .bool: 3
      case .users: 4
      case .double: 5
      }
    }

    /// Whether both are the same case.
    public static func == (lhs: Parameter, rhs: Parameter) -> Bool { lhs.ordinal == rhs.ordinal }

    /// Hashes the case's position.
    public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
  }

  /// The parameters in order.
  public var parameters: [Parameter]

  /// Maps Swift type names; unknown names read as strings (none exist in the SDK).
  public init(_ swiftTypes: [String]) {
    parameters = swiftTypes.map { type in
      switch type {
      case "Int": .int
      case "UInt": .uint
      case "Bool": .bool
      case "[User]": .users
      case "Double": .double
      default: .string
      }
    }
  }

  /// Creates a signature from parameters.
  public init(parameters: [Parameter]) { self.parameters = parameters }

  /// Whether the first parameter is a count (forms may be selected by it).
  public var isCounted: Bool { parameters.first == .int || parameters.first == .uint }

  /// Whether the closure takes a list of users.
  public var isList: Bool { parameters.first == .users }

  /// Whether a cap depends on a Bool limit flag.
  public var hasLimitFlag: Bool { parameters.count == 2 && parameters[1] == .bool }

  /// Encoded as the list of parameter names (`["int", "bool"]`).
  public init(from decoder: any Decoder) throws {
    parameters = try decoder.singleValueContainer().decode([Parameter].self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(parameters)
  }

  /// The placeholder type each argument position takes in a plain template (nil: none,
  /// as for a Bool), as the generated closure passes its parameters.
  public var templateArguments: [FormatArgumentType?] {
    if isList { return [.integer] }
    return parameters.map { parameter in
      switch parameter {
      case .int, .uint: .integer
      case .string: .string
      case .double: .double
      case .bool, .users: nil
      }
    }
  }

  /// The placeholder types a form's text may use: a list's `=N` form gets N names, every
  /// other form of a list gets the count, and a counted closure's forms get its parameters.
  public func formArguments(exactCount: Int?) -> [FormatArgumentType?] {
    guard isList else { return templateArguments }
    if let exactCount { return Array(repeating: .string, count: max(0, exactCount)) }
    return [.integer]
  }
}

/// A placeholder that a template may not use: beyond the arguments, or of the wrong type.
public struct PlaceholderMismatch: Hashable, Sendable {
  /// The 1-based argument position.
  public var position: Int
  /// The type the template uses there.
  public var found: FormatArgumentType
  /// The type the position takes (nil for a Bool); nil with `beyondArguments` set past the end.
  public var expected: FormatArgumentType?
  /// Whether the position is past the last argument.
  public var beyondArguments: Bool
  /// The offset (in Unicode scalars) of the first placeholder for the position.
  public var offset: Int?
}

extension FormatTemplate {
  /// The type an entry's texts give each argument position (element 0 is position 1; nil
  /// where no text uses it), over its templates in order: the first to use a position
  /// decides. A translation of an app string (compiled, or an override at run time) must
  /// use these types.
  public static func positionalTypes(merging templates: some Sequence<FormatTemplate>) -> [FormatArgumentType?] {
    var types: [FormatArgumentType?] = []
    for template in templates {
      for (offset, type) in template.positionalTypes.enumerated() where type != nil {
        if offset >= types.count { types += repeatElement(nil, count: offset + 1 - types.count) }
        if types[offset] == nil { types[offset] = type }
      }
    }
    return types
  }

  /// The placeholders that do not fit arguments of the given types, by position.
  public func mismatches(_ allowed: [FormatArgumentType?]) -> [PlaceholderMismatch] {
    allowed.withUnsafeBufferPointer { mismatches($0) }
  }

  /// `mismatches` against types kept in a larger table.
  package func mismatches(_ allowed: UnsafeBufferPointer<FormatArgumentType?>) -> [PlaceholderMismatch] {
    // Nearly every text agrees: find that out from the placeholders themselves, without
    // collecting their types (a position's type is one of its placeholders').
    let agrees = segments.allSatisfy { segment in
      guard case .argument(let index, let type) = segment else { return true }
      return index <= allowed.count && allowed[index - 1] == type
    }
    if agrees { return [] }
    let types = positionalTypes
    let disagrees = types.indices.contains { position in
      types[position] != nil && (position >= allowed.count || allowed[position] != types[position])
    }
    guard disagrees else { return [] }
    // By position: the first placeholder's offset.
    var firstOffsets = [Int?](repeating: nil, count: types.count)
    var argument = 0
    for case .argument(let index, _) in segments {
      if firstOffsets[index - 1] == nil, argument < argumentOffsets.count {
        firstOffsets[index - 1] = argumentOffsets[argument]
      }
      argument += 1
    }
    var result: [PlaceholderMismatch] = []
    for position in types.indices {
      guard let type = types[position] else { continue }
      if position >= allowed.count {
        result.append(
          PlaceholderMismatch(
            position: position + 1, found: type, expected: nil, beyondArguments: true,
            offset: firstOffsets[position]))
      } else if allowed[position] != type {
        result.append(
          PlaceholderMismatch(
            position: position + 1, found: type, expected: allowed[position], beyondArguments: false,
            offset: firstOffsets[position]))
      }
    }
    return result
  }
}
