#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The type a printf placeholder takes.
public enum FormatArgumentType: String, Codable, Sendable, CaseIterable {
  /// `%d`, `%i`, `%u` with any length modifier (`%lld`, `%llu`, `%ld`).
  case integer
  /// `%@` and `%s`.
  case string

  /// Compares cases: a raw-value enum's default `==` compares the names, and every
  /// placeholder of every translation is compared with the base's.
  public static func == (lhs: FormatArgumentType, rhs: FormatArgumentType) -> Bool {
    switch (lhs, rhs) {
    case (.integer, .integer), (.string, .string): true
    default: false
    }
  }
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
    // Most texts have no `%`: they are their own literal, without a copy.
    guard Self.mayHavePlaceholders(text) else {
      self = Self(literal: text)
      return
    }
    let parsed = text.withUTF8Bytes { bytes in Result { () throws(FormatTemplateError) in try Self.parse(bytes) }
    }
    (segments, argumentOffsets) = try parsed.get()
  }

  /// Whether a parse of `text` would find a placeholder or a `%%`: the common text has no
  /// `%` at all and is one literal.
  public static func mayHavePlaceholders(_ text: String) -> Bool {
    text.withUTF8Bytes(mayHavePlaceholders(utf8:))
  }

  /// `mayHavePlaceholders` for a text given as UTF-8.
  package static func mayHavePlaceholders(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.firstIndex(of: UInt8(ascii: "%"), from: 0) != nil
  }

  /// Builds the segments from the scanner's pieces; literal runs are copied whole.
  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(FormatTemplateError) -> ([Segment], [Int]) {
    var segments: [Segment] = []
    // A placeholder and the literal before it, and one literal after the last.
    segments.reserveCapacity(5)
    var offsets: [Int] = []
    offsets.reserveCapacity(4)
    // Literal runs are cut at ASCII `%`, so on scalar boundaries: valid already, each is
    // made from its bytes without decoding it again. Most literals are one run (a `%%`
    // makes two), made straight from their slice.
    func slice(_ run: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[run]), as: UTF8.self)
    }
    var run: Range<Int>?
    var merged = ""
    func flush() {
      if let whole = run {
        segments.append(.literal(slice(whole)))
        run = nil
      } else if !merged.isEmpty {
        segments.append(.literal(merged))
        merged = ""
      }
    }
    var scanner = FormatScanner(bytes)
    while let piece = try scanner.next() {
      switch piece {
      case .literal(let next):
        if run == nil && merged.isEmpty {
          run = next
        } else {
          if let first = run {
            merged = slice(first)
            run = nil
          }
          merged += slice(next)
        }
      case .argument(let index, let type, let start):
        flush()
        segments.append(.argument(index: index, type: type))
        offsets.append(FormatScanner.scalarOffset(of: start, in: bytes))
      }
    }
    flush()
    return (segments, offsets)
  }

  fileprivate static func isLengthModifier(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "z"), UInt8(ascii: "t"),
      UInt8(ascii: "j"):
      true
    default: false
    }
  }

  /// `""`, `h`, `hh`, `l`, `ll`, `q`, `z`, `t` or `j`.
  fileprivate static func isIntegerLength(_ modifiers: UnsafeBufferPointer<UInt8>) -> Bool {
    switch modifiers.count {
    case 0, 1: true
    case 2: modifiers[0] == modifiers[1] && (modifiers[0] == UInt8(ascii: "h") || modifiers[0] == UInt8(ascii: "l"))
    default: false
    }
  }

  /// The argument types by position (element 0 is position 1) up to the highest position
  /// used; nil where a position is never used. A position used twice has the type of its
  /// last placeholder.
  public var positionalTypes: [FormatArgumentType?] {
    var types: [FormatArgumentType?] = []
    for case .argument(let index, let type) in segments {
      if index > types.count { types += repeatElement(nil, count: index - types.count) }
      types[index - 1] = type
    }
    return types
  }

  /// The argument types by 1-based position (see `positionalTypes`).
  public var argumentTypes: [Int: FormatArgumentType] {
    var types: [Int: FormatArgumentType] = [:]
    for (offset, type) in positionalTypes.enumerated() { types[offset + 1] = type }
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

/// A template's pieces read from its UTF-8 one at a time, without building segments: what
/// `FormatTemplate(parsing:)` is made from, and what a caller reads instead that only
/// checks a template's placeholders or writes it out from its bytes.
package struct FormatScanner {
  /// A piece of a template, by byte offsets into its UTF-8.
  package enum Piece {
    /// Literal text. A `%%` ends a run after its first `%` and the next run starts after
    /// its second, so consecutive runs make one literal of `FormatTemplate.segments`.
    case literal(Range<Int>)
    /// A placeholder; `index` is 1-based and `start` is the offset of its `%`.
    case argument(index: Int, type: FormatArgumentType, start: Int)
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  /// Where the literal run being read starts.
  private var runStart = 0
  private var sequential = 0
  private var positional: Bool?
  /// A placeholder found after a run, given after it.
  private var pending: Piece?

  /// A scanner at the start of a template's UTF-8.
  package init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The next piece, nil at the end; throws at the first malformed placeholder.
  package mutating func next() throws(FormatTemplateError) -> Piece? {
    if let piece = pending {
      pending = nil
      return piece
    }
    guard let start = bytes.firstIndex(of: UInt8(ascii: "%"), from: index) else {
      // No placeholder left: the rest is one run.
      index = bytes.count
      guard runStart < bytes.count else { return nil }
      defer { runStart = bytes.count }
      return .literal(runStart..<bytes.count)
    }
    index = start + 1
    if index < bytes.count, bytes[index] == UInt8(ascii: "%") {
      // The first `%` of `%%` ends the run; the next starts after the second.
      defer {
        index += 1
        runStart = index
      }
      return .literal(runStart..<index)
    }
    let argument = try placeholder(start)
    let run = runStart..<start
    runStart = index
    guard !run.isEmpty else { return argument }
    pending = argument
    return .literal(run)
  }

  /// Reads the placeholder whose `%` is at `start` (`index` is after it).
  private mutating func placeholder(_ start: Int) throws(FormatTemplateError) -> Piece {
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
    while index < bytes.count, FormatTemplate.isLengthModifier(bytes[index]) { index += 1 }
    guard index < bytes.count else {
      let hint = index == modifierStart ? " (write '%%' for a percent sign)" : ""
      throw fail(start, "expected a conversion after '%', found the end of the text\(hint)")
    }
    let modifiers = UnsafeBufferPointer(rebasing: bytes[modifierStart..<index])
    let conversion = bytes[index]
    index += 1
    switch conversion {
    case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"):
      guard FormatTemplate.isIntegerLength(modifiers) else {
        throw fail(
          start, "expected a length of 'h', 'hh', 'l' or 'll', found '\(String(decoding: modifiers, as: UTF8.self))'")
      }
      return .argument(index: argument, type: .integer, start: start)
    case UInt8(ascii: "@"), UInt8(ascii: "s"):
      guard modifiers.isEmpty else {
        throw fail(start, "expected '%\(Character(Unicode.Scalar(conversion)))' without a length modifier")
      }
      return .argument(index: argument, type: .string, start: start)
    default:
      // The found specifier runs to the end of the conversion's scalar.
      var end = index
      while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
      let found = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
      // A `%` followed by no letter ("50% off") is meant as a percent sign.
      let isLetter = (conversion | 0x20) >= UInt8(ascii: "a") && (conversion | 0x20) <= UInt8(ascii: "z")
      let hint = modifiers.isEmpty && conversion < 0x80 && !isLetter ? " (write '%%' for a percent sign)" : ""
      throw fail(start, "expected a specifier '%d', '%lld', '%u', '%@' or '%s', found '\(found)'\(hint)")
    }
  }

  private func fail(_ start: Int, _ message: String) -> FormatTemplateError {
    FormatTemplateError(offset: Self.scalarOffset(of: start, in: bytes), message: message)
  }

  /// Whether every placeholder of a template given as UTF-8 parses.
  package static func parses(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var scanner = FormatScanner(bytes)
    do {
      while try scanner.next() != nil {}
    } catch {
      return false
    }
    return true
  }

  /// The offset in Unicode scalars of a byte offset: the bytes before it that do not
  /// continue a sequence.
  package static func scalarOffset(of index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 0
    for position in 0..<index where bytes[position] & 0xC0 != 0x80 { count += 1 }
    return count
  }
}
