/// What rendering a team's templates may cost: Mustache renders sections without a bound, and
/// a section over a list inside a section over the same list (`{{#keys}}{{#keys}}`, which
/// finds the outer list again) repeats it for each of its elements, four deep over the SDK's
/// keys for minutes. The values a team's template reads are looked up through `Budgeted`,
/// which charges every lookup, every value's text and, per element of a list a section goes
/// over, the text of that section's longest body (what it can print per element, partials
/// included); past the budget every lookup finds nothing, so the render ends at once, and the
/// renderer reports `template.invalid`. The built-in templates are not budgeted.
final class RenderBudget {
  /// At most this many bytes may be printed, counted as above (an upper bound).
  static let maximumBytes = 64 << 20
  /// At most this many lookups.
  static let maximumLookups = 4_000_000

  /// The longest body of each section name, in bytes, in the templates rendered.
  private let bodyBytes: [String: Int]
  private(set) var bytes = 0
  private(set) var lookups = 0
  /// The section whose elements went past the budget, if it was one.
  private(set) var section: String?

  init(bodyBytes: [String: Int]) { self.bodyBytes = bodyBytes }

  var isExceeded: Bool { bytes > Self.maximumBytes || lookups > Self.maximumLookups }

  /// Counts a lookup: whether the budget allows it.
  func lookUp() -> Bool {
    lookups += 1
    return !isExceeded
  }

  /// A looked-up value as the render reads it: text charged by its length, a list by its
  /// elements (each wrapped), anything else wrapped; nothing once the budget is spent.
  func charge(_ value: Any, name: String) -> Any? {
    switch value {
    case let text as String:
      bytes += text.utf8.count
      return text
    case let items as TemplateItems:
      bytes += items.count * (1 + (bodyBytes[name] ?? 0))
      if isExceeded {
        section = name
        return nil
      }
      var wrapped: [Budgeted] = []
      wrapped.reserveCapacity(items.count)
      items.forEach { wrapped.append(Budgeted(value: $0, budget: self)) }
      return TemplateItems(wrapped)
    case let list as [Any]:
      bytes += list.count * (1 + (bodyBytes[name] ?? 0))
      if isExceeded {
        section = name
        return nil
      }
      return list.map(wrap)
    default:
      return wrap(value)
    }
  }

  /// A value of a list, wrapped unless it is text, a number or `{{#fit}}`'s.
  private func wrap(_ value: Any) -> Any {
    switch value {
    case is String, is Bool, is Int, is Double, is LineFit: value
    default: Budgeted(value: value, budget: self)
    }
  }

  /// The longest body of each section (`{{#name}}` or `{{^name}}` to its `{{/name}}`) of
  /// templates, in Unicode scalars (as bytes, for text that is mostly ASCII), with the full
  /// text of each partial the body includes (and theirs).
  static func sectionBodies(_ templates: [String: String]) -> [String: Int] {
    var sizes: [String: Int] = [:]
    var partialSizes: [String: Int] = [:]
    // A partial's text and, at most once each, the partials it includes (no cycles: the
    // renderer refuses them before rendering).
    func partialSize(_ name: String, seen: Set<String>) -> Int {
      if let size = partialSizes[name] { return size }
      guard let text = templates[name], !seen.contains(name) else { return 0 }
      let size =
        text.unicodeScalars.count
        + Renderer.partialReferences(in: text).reduce(0) { $0 + partialSize($1.name, seen: seen.union([name])) }
      partialSizes[name] = size
      return size
    }
    for text in templates.values {
      let length = text.unicodeScalars.count
      var open: [(name: String, start: Int, partials: Int)] = []
      for tag in Template.tags(in: text) {
        let content = tag.content
        let name = content.dropFirst().trimmingWhitespace()
        if content.hasPrefix("#") || content.hasPrefix("^") {
          open.append((name, tag.end, 0))
        } else if content.hasPrefix(">") || content.hasPrefix("<") {
          let size = partialSize(name, seen: [])
          for index in open.indices { open[index].partials += size }
        } else if content.hasPrefix("/"), let last = open.lastIndex(where: { $0.name == name }) {
          let body = max(0, min(tag.start, length) - open[last].start) + open[last].partials
          sizes[name] = max(sizes[name] ?? 0, body)
          open.removeSubrange(last...)
        }
      }
    }
    return sizes
  }
}

/// A value of a team's template's context, looked up through its budget.
struct Budgeted: TemplateContext {
  let value: Any
  let budget: RenderBudget

  func child(named name: String) -> Any? {
    guard budget.lookUp() else { return nil }
    return Template.member(name, of: value).flatMap { budget.charge($0, name: name) }
  }
}
