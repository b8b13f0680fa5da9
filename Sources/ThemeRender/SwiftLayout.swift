/// Generated Swift laid out as `swift format` lays it out with its default configuration
/// (lines of at most 100 columns, 2-space indentation, line breaks a writer made kept), so
/// that a team that formats or lints its tree finds nothing to change in the generated
/// files (`GeneratedLayoutTests` runs swift-format over them).
package enum SwiftLayout {
  /// swift-format's default line length.
  package static let width = 100

  /// A declaration's head: a property (`public var name: Type`) or a function, whose
  /// parameters go on lines of their own when the head does not fit.
  package enum Head {
    case property(name: String, type: String)
    case function(name: String, parameters: [String], result: String)

    /// On one line.
    var text: String {
      var text = ""
      append(to: &text)
      return text
    }

    /// Appends it on one line (piece by piece: an interpolation builds each piece's text).
    func append(to line: inout String) {
      switch self {
      case .property(let name, let type):
        line += "public var "
        line += name
        line += ": "
        line += type
      case .function(let name, let parameters, let result):
        line += "public func "
        line += name
        line += "("
        SwiftLayout.append(parameters, to: &line)
        line += ") -> "
        line += result
      }
    }
  }

  /// A call (`strings.app(5, .int(count))`), whose arguments go on a line of their own when
  /// it does not fit.
  package struct Call {
    package var callee: String
    package var arguments: [String]

    package init(_ callee: String, _ arguments: [String]) {
      self.callee = callee
      self.arguments = arguments
    }

    var text: String {
      var text = ""
      append(to: &text)
      return text
    }

    /// Appends it on one line.
    func append(to line: inout String) {
      line += callee
      line += "("
      SwiftLayout.append(arguments, to: &line)
      line += ")"
    }
  }

  /// A computed property or function whose body is one call: `head { call }` where it fits,
  /// else the head (broken as swift-format breaks it), the call on its own line, `}`.
  package static func member(_ head: Head, _ body: Call, indent: String) -> [String] {
    var line = indent
    line.reserveCapacity(indent.utf8.count + 128)
    head.append(to: &line)
    line += " { "
    body.append(to: &line)
    line += " }"
    if fits(line) { return [line] }
    var lines: [String]
    let opening = indent + head.text + " {"
    if fits(opening) {
      lines = [opening]
    } else {
      switch head {
      case .property(let name, let type):
        lines = [indent + "public var \(name):", indent + "  " + type, indent + "{"]
      case .function(let name, let parameters, let result):
        let together = indent + "  " + parameters.joined(separator: ", ")
        lines =
          [indent + "public func \(name)("]
          + (fits(together)
            ? [together]
            : parameters.enumerated().map {
              indent + "  " + $0.element + ($0.offset == parameters.count - 1 ? "" : ",")
            })
          + [indent + ") -> \(result) {"]
      }
    }
    return lines + call(body, indent: indent + "  ") + [indent + "}"]
  }

  /// A call as a statement: on one line where it fits, else its arguments on the next.
  package static func call(_ call: Call, indent: String) -> [String] {
    let line = indent + call.text
    if fits(line) { return [line] }
    return [indent + call.callee + "(", indent + "  " + call.arguments.joined(separator: ", ") + ")"]
  }

  /// Appends items separated by `, `.
  private static func append(_ items: [String], to line: inout String) {
    for (index, item) in items.enumerated() {
      if index > 0 { line += ", " }
      line += item
    }
  }

  /// Whether a line is at most `width` characters. Its UTF-8 bytes are counted first (as
  /// many or more than its characters, and known without walking it): counting characters
  /// finds each grapheme's end.
  private static func fits(_ line: String) -> Bool { line.utf8.count <= width || line.count <= width }

  /// `left = right` on one line where it fits, else `right` on the next.
  package static func assignment(_ left: String, _ right: String, indent: String) -> [String] {
    let line = indent + left + " = " + right
    return fits(line) ? [line] : [indent + left + " =", indent + "  " + right]
  }

  /// `if condition { statement }` on one line where it fits, else the statement on its own.
  package static func conditional(_ condition: String, _ statement: String, indent: String) -> [String] {
    let line = indent + "if " + condition + " { " + statement + " }"
    return fits(line)
      ? [line] : [indent + "if " + condition + " {", indent + "  " + statement, indent + "}"]
  }
}
