#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The type a printf placeholder takes.
public enum FormatArgumentType: String, Codable, Sendable, CaseIterable {
  /// `%d`, `%i`, `%u`, `%x`, `%X`, `%o`, `%c` with any length modifier (`%lld`, `%lu`, `%ld`).
  case integer
  /// `%@` and `%s`.
  case string
  /// `%f`, `%e`, `%g`, `%a` (and their capitals), with `l`: a `Double`.
  case double

  /// Compares cases: a raw-value enum's default `==` compares the names, and every
  /// placeholder of every translation is compared with the base's.
  public static func == (lhs: FormatArgumentType, rhs: FormatArgumentType) -> Bool {
    switch (lhs, rhs) {
    case (.integer, .integer), (.string, .string), (.double, .double): true
    default: false
    }
  }

  /// "an integer", "a string", "a floating-point number": for messages.
  public var described: String {
    switch self {
    case .integer: "an integer"
    case .string: "a string"
    case .double: "a floating-point number"
    }
  }
}

/// One argument passed to a template.
public enum FormatArgument: Hashable, Sendable {
  case integer(Int)
  case string(String)
  case double(Double)

  var text: String {
    switch self {
    case .integer(let value): String(value)
    case .string(let value): value
    case .double(let value): FormatSpec.plainDouble.render(.double(value))
    }
  }
}

/// How a placeholder lays its argument out beyond its type: flags, width, precision and
/// conversion (`%08.2f`, `%-6@`, `%x`, `%c`). Numbers are written as C's `printf` writes
/// them in the POSIX locale (a `.` before decimals), as `String(format:)` does without a
/// locale; a string is padded to the width in characters.
public struct FormatSpec: Hashable, Sendable {
  /// The flags among `-+0#`, as written.
  public var flags: String
  /// The minimum width, in characters.
  public var width: Int?
  /// Digits after the point (`%.2f`), the minimum digits of an integer, a string's most
  /// characters.
  public var precision: Int?
  /// The conversion character (`d`, `u`, `x`, `X`, `o`, `c`, `f`, `e`, `g`, `a`, `@`, `s`, ...).
  public var conversion: UInt8

  /// `%f` as `String(format:)` writes a `Double` with no spec (six decimals).
  static let plainDouble = FormatSpec(flags: "", width: nil, precision: nil, conversion: UInt8(ascii: "f"))

  /// The argument laid out.
  public func render(_ argument: FormatArgument) -> String {
    switch argument {
    case .integer(let value):
      if conversion == UInt8(ascii: "c") || conversion == UInt8(ascii: "C") {
        let character = Unicode.Scalar(UInt32(truncatingIfNeeded: value)).map { String(Character($0)) } ?? ""
        return padded(character)
      }
      let unsigned = "uxXo".utf8.contains(conversion)
      let spec =
        "%" + flags + (width.map(String.init) ?? "") + (precision.map { "." + String($0) } ?? "") + "ll"
        + String(Unicode.Scalar(conversion == UInt8(ascii: "i") ? UInt8(ascii: "d") : conversion))
      return unsigned ? Self.printf(spec, UInt64(bitPattern: Int64(value))) : Self.printf(spec, Int64(value))
    case .double(let value):
      let spec =
        "%" + flags + (width.map(String.init) ?? "") + (precision.map { "." + String($0) } ?? "")
        + String(Unicode.Scalar(conversion))
      return Self.printf(spec, value)
    case .string(let value):
      return padded(precision.map { String(value.prefix($0)) } ?? value)
    }
  }

  /// A text padded with spaces to the width (on the right with `-`).
  private func padded(_ text: String) -> String {
    guard let width, text.count < width else { return text }
    let padding = String(repeating: " ", count: width - text.count)
    return flags.contains("-") ? text + padding : padding + text
  }

  /// C's formatting of one number (a width and precision of at most three digits each,
  /// so the result is bounded).
  private static func printf(_ spec: String, _ value: some CVarArg) -> String {
    var buffer = [CChar](repeating: 0, count: 1200)
    let written = withVaList([value]) { arguments in
      buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, spec, arguments) }
    }
    guard written >= 0 else { return "" }
    return String(
      decoding: buffer.prefix(min(Int(written), buffer.count - 1)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
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
/// Accepts the specifiers Apple's `String(format:)` takes: integers (`%d`, `%i`, `%u`,
/// `%x`, `%X`, `%o`, `%c` with `h`, `hh`, `l`, `ll`, `q`, `z`, `t`, `j` modifiers), doubles
/// (`%f`, `%e`, `%g`, `%a`), strings (`%@`, `%s`), with flags, a width and a precision
/// (`%08.2f`, `%-6@`), positional (`%1$@`), and `%%`. Refused: position 0, `*` widths,
/// `%p`, `%n`.
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
  /// Each argument segment's layout, in segment order, where it has one beyond its type
  /// (`%08.2f`, `%x`); empty when no placeholder has (nearly every text).
  public var specs: [FormatSpec?] = []

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
    (segments, argumentOffsets, specs) = try parsed.get()
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
  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(FormatTemplateError) -> (
    [Segment], [Int], [FormatSpec?]
  ) {
    var segments: [Segment] = []
    // A placeholder and the literal before it, and one literal after the last.
    segments.reserveCapacity(5)
    var offsets: [Int] = []
    offsets.reserveCapacity(4)
    var specs: [FormatSpec?] = []
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
        if let spec = scanner.lastSpec {
          if specs.isEmpty { specs = Array(repeating: nil, count: offsets.count - 1) }
          specs.append(spec)
        } else if !specs.isEmpty {
          specs.append(nil)
        }
      }
    }
    flush()
    return (segments, offsets, specs)
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
    var argumentNumber = 0
    for segment in segments {
      switch segment {
      case .literal(let text): result += text
      case .argument(let index, _):
        defer { argumentNumber += 1 }
        guard index <= arguments.count else { continue }
        if !specs.isEmpty, let spec = specs[argumentNumber] {
          result += spec.render(arguments[index - 1])
        } else {
          result += arguments[index - 1].text
        }
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
  /// The layout of the last placeholder read, where it has one beyond its type.
  package private(set) var lastSpec: FormatSpec?
  /// The layout of the placeholder being read (given with it, after any run before it).
  private var pendingSpec: FormatSpec?

  /// A scanner at the start of a template's UTF-8.
  package init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The next piece, nil at the end; throws at the first malformed placeholder.
  package mutating func next() throws(FormatTemplateError) -> Piece? {
    if let piece = pending {
      pending = nil
      lastSpec = pendingSpec
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
    guard !run.isEmpty else {
      lastSpec = pendingSpec
      return argument
    }
    pending = argument
    return .literal(run)
  }

  /// Reads the placeholder whose `%` is at `start` (`index` is after it): a position
  /// (`1$`), flags (`-+0#`; a space after `%` is read as a percent sign meant as text), a width, a precision (`.2`), a length and a conversion, as
  /// Apple's `String(format:)` takes them. Only what no printf takes is refused: position
  /// 0, a width or precision from an argument (`*`), `%p`, `%n`.
  private mutating func placeholder(_ start: Int) throws(FormatTemplateError) -> Piece {
    pendingSpec = nil
    var argument: Int
    // A position: digits and '$'.
    var lookahead = index
    var number = 0
    while lookahead < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[lookahead]),
      lookahead - index < 3
    {
      number = number * 10 + Int(bytes[lookahead] - 48)
      lookahead += 1
    }
    if lookahead > index, lookahead < bytes.count, bytes[lookahead] == UInt8(ascii: "$") {
      guard number > 0 else { throw fail(start, "expected a position of 1 or more in '%0$'") }
      if positional == false {
        throw fail(start, "expected all placeholders to be positional once one is ('%1$@')")
      }
      positional = true
      argument = number
      index = lookahead + 1
    } else {
      if positional == true {
        throw fail(start, "expected all placeholders to be positional once one is ('%1$@')")
      }
      positional = false
      sequential += 1
      argument = sequential
    }
    // Flags, width, precision.
    let flagStart = index
    // No space flag: "50% off" is a percent sign meant as text far more often than `% o`.
    func isFlag(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "0"), UInt8(ascii: "#"), UInt8(ascii: "'"): true
      default: false
      }
    }
    while index < bytes.count, isFlag(bytes[index]), index - flagStart < 5 { index += 1 }
    // The flags but the grouping one (`'`), which Foundation's formatter ignores; most
    // placeholders have none. (Not Foundation's `replacingOccurrences`: a bridge and a
    // dynamic cast per call.)
    let flags =
      flagStart == index
      ? "" : String(decoding: bytes[flagStart..<index].filter { $0 != UInt8(ascii: "'") }, as: UTF8.self)
    func digits() -> Int? {
      var value: Int?
      var count = 0
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]), count < 3 {
        value = (value ?? 0) * 10 + Int(bytes[index] - 48)
        index += 1
        count += 1
      }
      return value
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "*") {
      throw fail(start, "expected a width written as digits, found '*' (a width taken from an argument)")
    }
    let width = digits()
    if index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      throw fail(start, "expected a width of at most three digits")
    }
    var precision: Int?
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "*") {
        throw fail(start, "expected a precision written as digits, found '*' (a precision taken from an argument)")
      }
      precision = digits() ?? 0
      if index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        throw fail(start, "expected a precision of at most three digits")
      }
    }
    let modifierStart = index
    while index < bytes.count, FormatTemplate.isLengthModifier(bytes[index]) || bytes[index] == UInt8(ascii: "L") {
      index += 1
    }
    guard index < bytes.count else {
      let hint = index == modifierStart && flagStart == index ? " (write '%%' for a percent sign)" : ""
      throw fail(start, "expected a conversion after '%', found the end of the text\(hint)")
    }
    let modifiers = UnsafeBufferPointer(rebasing: bytes[modifierStart..<index])
    let conversion = bytes[index]
    index += 1
    let hasLayout = !flags.isEmpty || width != nil || precision != nil
    let type: FormatArgumentType
    switch conversion {
    case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"),
      UInt8(ascii: "o"), UInt8(ascii: "c"), UInt8(ascii: "C"):
      guard FormatTemplate.isIntegerLength(modifiers), !modifiers.contains(UInt8(ascii: "L")) else {
        throw fail(
          start, "expected a length of 'h', 'hh', 'l' or 'll', found '\(String(decoding: modifiers, as: UTF8.self))'")
      }
      type = .integer
      let isDecimal =
        conversion == UInt8(ascii: "d") || conversion == UInt8(ascii: "i") || conversion == UInt8(ascii: "u")
      if hasLayout || !isDecimal {
        pendingSpec = FormatSpec(flags: flags, width: width, precision: precision, conversion: conversion)
      }
    case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
      UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
      guard modifiers.isEmpty || (modifiers.count == 1 && modifiers[0] == UInt8(ascii: "l")) else {
        throw fail(
          start,
          "expected '%\(Character(Unicode.Scalar(conversion)))' or '%l\(Character(Unicode.Scalar(conversion)))' for a Double, found a length '\(String(decoding: modifiers, as: UTF8.self))'"
        )
      }
      type = .double
      pendingSpec = FormatSpec(flags: flags, width: width, precision: precision, conversion: conversion)
    case UInt8(ascii: "@"), UInt8(ascii: "s"), UInt8(ascii: "S"):
      guard modifiers.isEmpty else {
        throw fail(start, "expected '%\(Character(Unicode.Scalar(conversion)))' without a length modifier")
      }
      type = .string
      if hasLayout {
        pendingSpec = FormatSpec(flags: flags, width: width, precision: precision, conversion: conversion)
      }
    case UInt8(ascii: "p"), UInt8(ascii: "n"):
      throw fail(
        start,
        "expected a placeholder for a value, found '%\(Character(Unicode.Scalar(conversion)))', which \(conversion == UInt8(ascii: "p") ? "prints a memory address" : "writes to memory")"
      )
    default:
      // The found specifier runs to the end of the conversion's scalar.
      var end = index
      while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
      let found = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
      // A `%` followed by no letter ("50% off") is meant as a percent sign.
      let isLetter = (conversion | 0x20) >= UInt8(ascii: "a") && (conversion | 0x20) <= UInt8(ascii: "z")
      let hint = modifiers.isEmpty && conversion < 0x80 && !isLetter ? " (write '%%' for a percent sign)" : ""
      throw fail(
        start,
        "expected a specifier such as '%d', '%lld', '%u', '%x', '%f', '%.2f', '%@' or '%s', found '\(found)'\(hint)")
    }
    return .argument(index: argument, type: type, start: start)
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
