/// The type a printf placeholder takes.
public enum FormatArgumentType: String, Codable, Sendable, CaseIterable {
  /// `%d`, `%i`, `%u` with any length modifier (`%lld`, `%llu`, `%ld`).
  case integer
  /// `%@` and `%s`.
  case string
}

/// One argument passed to a template.
public enum FormatArgument: Hashable, Sendable {
  case integer(Int)
  case string(String)

  var text: String {
    switch self {
    case .integer(let value): String(value)
    case .string(let value): value
    }
  }
}

/// A malformed printf template.
public struct FormatTemplateError: Error, Equatable, Sendable {
  /// 0-based offset, in Unicode scalars, of the `%` that starts the bad specifier.
  public var offset: Int
  /// What was expected and what was found.
  public var message: String
}

/// A string with printf placeholders, parsed into literal text and typed arguments.
///
/// Accepts the specifiers Apple's string files use for SDK closures: `%d`, `%i`, `%u`
/// with `h`, `hh`, `l`, `ll`, `q`, `z`, `t`, `j` modifiers, `%@`, `%s`, positional
/// `%1$@`, and `%%`. Widths, flags and precision are rejected because the SDK's texts
/// never need them and rendering stays exact without them.
public struct FormatTemplate: Hashable, Sendable {
  /// A piece of a template.
  public enum Segment: Hashable, Sendable {
    case literal(String)
    /// `index` is 1-based.
    case argument(index: Int, type: FormatArgumentType)
  }

  /// The template's pieces in order; adjacent literals are merged.
  public var segments: [Segment]

  /// A template that is all literal text (for texts that failed validation upstream).
  public init(literal text: String) {
    segments = text.isEmpty ? [] : [.literal(text)]
  }

  /// Parses a template; `%%` becomes a literal `%`.
  public init(parsing text: String) throws(FormatTemplateError) {
    var segments: [Segment] = []
    var literal = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var index = 0
    var sequential = 0
    var positional: Bool?
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "%" else {
        literal.append(scalar)
        index += 1
        continue
      }
      let start = index
      index += 1
      if index < scalars.count, scalars[index] == "%" {
        literal.append("%")
        index += 1
        continue
      }
      var digits = 0
      var number = 0
      while index < scalars.count, ("0"..."9").contains(scalars[index]), digits < 3 {
        number = number * 10 + Int(scalars[index].value - 48)
        digits += 1
        index += 1
      }
      var argument: Int
      if digits > 0, index < scalars.count, scalars[index] == "$" {
        guard number > 0 else {
          throw FormatTemplateError(offset: start, message: "expected a position of 1 or more in '%0$'")
        }
        if positional == false {
          throw FormatTemplateError(
            offset: start, message: "expected all placeholders to be positional once one is ('%1$@')")
        }
        positional = true
        argument = number
        index += 1
      } else {
        if digits > 0 {
          throw FormatTemplateError(
            offset: start, message: "expected a plain specifier such as '%lld' or '%@', found a width")
        }
        if positional == true {
          throw FormatTemplateError(
            offset: start, message: "expected all placeholders to be positional once one is ('%1$@')")
        }
        positional = false
        sequential += 1
        argument = sequential
      }
      while index < scalars.count, "hlqztj".unicodeScalars.contains(scalars[index]) { index += 1 }
      guard index < scalars.count else {
        throw FormatTemplateError(offset: start, message: "expected a conversion after '%', found the end of the text")
      }
      let conversion = scalars[index]
      index += 1
      let modifiers = String(String.UnicodeScalarView(scalars[(start + 1)..<(index - 1)]))
        .drop(while: { $0.isNumber || $0 == "$" })
      switch conversion {
      case "d", "i", "u":
        guard ["", "h", "hh", "l", "ll", "q", "z", "t", "j"].contains(modifiers) else {
          throw FormatTemplateError(
            offset: start, message: "expected a length of 'h', 'hh', 'l' or 'll', found '\(modifiers)'")
        }
        segments.appendLiteral(&literal)
        segments.append(.argument(index: argument, type: .integer))
      case "@", "s":
        guard modifiers.isEmpty else {
          throw FormatTemplateError(offset: start, message: "expected '%\(conversion)' without a length modifier")
        }
        segments.appendLiteral(&literal)
        segments.append(.argument(index: argument, type: .string))
      default:
        let found = String(String.UnicodeScalarView(scalars[start..<index]))
        throw FormatTemplateError(
          offset: start, message: "expected a specifier '%d', '%lld', '%u', '%@' or '%s', found '\(found)'")
      }
    }
    segments.appendLiteral(&literal)
    self.segments = segments
  }

  /// The argument types by 1-based position; nil where a position is never used.
  public var argumentTypes: [Int: FormatArgumentType] {
    var types: [Int: FormatArgumentType] = [:]
    for case .argument(let index, let type) in segments { types[index] = type }
    return types
  }

  /// The text with each placeholder replaced by its argument; missing arguments render empty.
  public func render(_ arguments: [FormatArgument]) -> String {
    var result = ""
    for segment in segments {
      switch segment {
      case .literal(let text): result += text
      case .argument(let index, _):
        if index <= arguments.count { result += arguments[index - 1].text }
      }
    }
    return result
  }
}

extension Array where Element == FormatTemplate.Segment {
  fileprivate mutating func appendLiteral(_ literal: inout String.UnicodeScalarView) {
    guard !literal.isEmpty else { return }
    append(.literal(String(literal)))
    literal = String.UnicodeScalarView()
  }
}
