import Foundation
import Testing

@testable import ThemeRender

/// themec's Mustache engine (`Template`) against the Mustache specification's own tests: every
/// test of its required modules (comments, delimiters, interpolation, inverted, partials,
/// sections), 136 in the specification of 2025, renders the expected bytes. (The engine reads
/// templates as swift-mustache 2 did; on these modules that reading is the specification's.)
///
/// The specification's files are not copied into the repository: the test reads the `specs`
/// folder of a checkout of github.com/mustache/spec named by `MUSTACHE_SPEC` (`.ci/run` sets it
/// where the machine has one) and is skipped without one.
@Suite struct MustacheSpecTests {
  static var specs: URL? {
    ProcessInfo.processInfo.environment["MUSTACHE_SPEC"].map { URL(fileURLWithPath: $0) }
  }

  static let modules = ["comments", "delimiters", "interpolation", "inverted", "partials", "sections"]

  /// A spec value as the engine reads values: objects as dictionaries, arrays as arrays,
  /// booleans as `Bool`, numbers as their JSON text (`85`, `1.21`), null as absent.
  enum Value: Decodable {
    case object([String: Value]), array([Value]), bool(Bool), int(Int), double(Double), string(String), null

    init(from decoder: any Decoder) throws {
      let single = try decoder.singleValueContainer()
      if single.decodeNil() {
        self = .null
      } else if let bool = try? single.decode(Bool.self) {
        self = .bool(bool)
      } else if let int = try? single.decode(Int.self) {
        self = .int(int)
      } else if let double = try? single.decode(Double.self) {
        self = .double(double)
      } else if let string = try? single.decode(String.self) {
        self = .string(string)
      } else if let array = try? single.decode([Value].self) {
        self = .array(array)
      } else {
        self = .object(try single.decode([String: Value].self))
      }
    }

    var engineValue: Any? {
      switch self {
      case .object(let object): object.compactMapValues(\.engineValue)
      case .array(let array): array.compactMap(\.engineValue)
      case .bool(let bool): bool
      case .int(let int): String(int)
      case .double(let double): String(double)
      case .string(let string): string
      case .null: nil
      }
    }
  }

  struct SpecFile: Decodable {
    struct Test: Decodable {
      var name: String
      var data: Value
      var template: String
      var partials: [String: String]?
      var expected: String
    }
    var tests: [Test]
  }

  @Test(.enabled(if: specs != nil, "needs MUSTACHE_SPEC, the specs folder of mustache/spec"))
  func everyTestOfTheSpecificationPasses() throws {
    let specs = try #require(Self.specs)
    var failing: [String: String] = [:]
    var count = 0
    for module in Self.modules {
      let data = try Data(contentsOf: specs.appendingPathComponent("\(module).json"))
      for test in try JSONDecoder().decode(SpecFile.self, from: data).tests {
        count += 1
        let name = "\(module): \(test.name)"
        do {
          let template = try Template(parsing: test.template)
          var partials: [String: Template] = [:]
          for (partial, text) in test.partials ?? [:] { partials[partial] = try Template(parsing: text) }
          let rendered = template.render(test.data.engineValue ?? [String: Any](), partials: partials)
          if rendered != test.expected {
            failing[name] = "rendered \(String(reflecting: rendered)), expected \(String(reflecting: test.expected))"
          }
        } catch {
          failing[name] = "parse error: \(error)"
        }
      }
    }
    #expect(count >= 136, "\(count) tests read")
    #expect(failing.isEmpty, "\(failing.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" })")
  }
}
