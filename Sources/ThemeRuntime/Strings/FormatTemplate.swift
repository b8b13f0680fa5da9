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
  /// The offset (in Unicode scalars) of each argument segment's `%`, in segment order.
  public var argumentOffsets: [Int] = []

  /// A template that is all literal text (for texts that failed validation upstream).
  public init(literal text: String) {
    segments = text.isEmpty ? [] : [.literal(text)]
  }

  /// Parses a template; `%%` becomes a literal `%`.
  public init(parsing text: String) throws(FormatTemplateError) {
    // Most texts have no placeholder at all: one literal, without a byte-by-byte pass.
    if !text.utf8.contains(UInt8(ascii: "%")) {
      segments = text.isEmpty ? [] : [.literal(text)]
      return
    }
    // Specifiers are ASCII, so the UTF-8 bytes can be scanned directly; literal runs are
    // copied whole.
    let bytes = Array(text.utf8)
    var segments: [Segment] = []
    var literal: [UInt8] = []
    var index = 0
    var sequential = 0
    var positional: Bool?
    var offsets: [Int] = []
    // Scalars before `index`, counted as the scan goes (bytes that do not continue a sequence).
    var scalarsBefore = 0
    var counted = 0
    func scalarOffset(_ index: Int) -> Int {
      while counted < index {
        if bytes[counted] & 0xC0 != 0x80 { scalarsBefore += 1 }
        counted += 1
      }
      return scalarsBefore
    }
    func flush() {
      guard !literal.isEmpty else { return }
      segments.append(.literal(String(decoding: literal, as: UTF8.self)))
      literal.removeAll(keepingCapacity: true)
    }
    func fail(_ start: Int, _ message: String) -> FormatTemplateError {
      // Offsets count Unicode scalars: bytes that do not continue a sequence.
      FormatTemplateError(offset: bytes[..<start].filter { $0 & 0xC0 != 0x80 }.count, message: message)
    }
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "%") else {
        literal.append(byte)
        index += 1
        continue
      }
      let start = index
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "%") {
        literal.append(byte)
        index += 1
        continue
      }
      var digits = 0
      var number = 0
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]), digits < 3 {
        number = number * 10 + Int(bytes[index] - 48)
        digits += 1
        index += 1
      }
      let argument: Int
      if digits > 0, index < bytes.count, bytes[index] == UInt8(ascii: "$") {
        guard number > 0 else { throw fail(start, "expected a position of 1 or more in '%0$'") }
        if positional == false {
          throw fail(start, "expected all placeholders to be positional once one is ('%1$@')")
        }
        positional = true
        argument = number
        index += 1
      } else {
        if digits > 0 { throw fail(start, "expected a plain specifier such as '%lld' or '%@', found a width") }
        if positional == true {
          throw fail(start, "expected all placeholders to be positional once one is ('%1$@')")
        }
        positional = false
        sequential += 1
        argument = sequential
      }
      let modifierStart = index
      while index < bytes.count, Array("hlqztj".utf8).contains(bytes[index]) { index += 1 }
      guard index < bytes.count else { throw fail(start, "expected a conversion after '%', found the end of the text") }
      let modifiers = String(decoding: bytes[modifierStart..<index], as: UTF8.self)
      let conversion = bytes[index]
      index += 1
      switch conversion {
      case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"):
        guard ["", "h", "hh", "l", "ll", "q", "z", "t", "j"].contains(modifiers) else {
          throw fail(start, "expected a length of 'h', 'hh', 'l' or 'll', found '\(modifiers)'")
        }
        flush()
        segments.append(.argument(index: argument, type: .integer))
        offsets.append(scalarOffset(start))
      case UInt8(ascii: "@"), UInt8(ascii: "s"):
        guard modifiers.isEmpty else {
          throw fail(start, "expected '%\(Character(Unicode.Scalar(conversion)))' without a length modifier")
        }
        flush()
        segments.append(.argument(index: argument, type: .string))
        offsets.append(scalarOffset(start))
      default:
        // The found specifier runs to the end of the conversion's scalar.
        var end = index
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let found = String(decoding: bytes[start..<end], as: UTF8.self)
        throw fail(start, "expected a specifier '%d', '%lld', '%u', '%@' or '%s', found '\(found)'")
      }
    }
    flush()
    self.segments = segments
    self.argumentOffsets = offsets
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
