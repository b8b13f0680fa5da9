extension Renderer {
  /// What in a team's templates would stop rendering: a template that does not parse, a
  /// partial (`{{> name}}`) that names no template, and partials that include
  /// each other in a cycle, which would render forever (the renderer recurses without a
  /// bound, and a self-including partial crashed the process). `lint` reports these as a
  /// build does, and a renderer is never made of templates that have them.
  public static func problems(in templates: [String: String]) -> [TemplateError] {
    guard !templates.isEmpty else { return [] }
    var problems: [TemplateError] = []
    for name in templates.keys.sorted() {
      do {
        _ = try Template(parsing: templates[name]!)
      } catch {
        problems.append(TemplateError(template: name, parsing: error))
      }
    }
    // A preview template escapes every value: a team's may print none raw.
    for name in templates.keys.sorted() where previewTemplateNames.contains(name) {
      for tag in rawTags(in: templates[name]!) {
        problems.append(
          TemplateError(
            template: name,
            message:
              "expected every value escaped for the page, found '\(tag.name)', which prints one raw or changes the escaping; write '{{name}}'",
            line: tag.line, column: tag.column))
      }
    }
    func text(_ name: String) -> String? { templates[name] ?? DefaultTemplates.all[name] }
    var references: [String: [PartialReference]] = [:]
    for name in Set(templates.keys).union(templateNames).sorted() {
      references[name] = text(name).map(partialReferences) ?? []
    }
    for name in templates.keys.sorted() {
      for reference in references[name] ?? [] where text(reference.name) == nil {
        problems.append(
          TemplateError(
            template: name,
            message:
              "expected a partial among the templates (\(templateNames.joined(separator: ", "))), found '\(reference.name)'",
            line: reference.line, column: reference.column))
      }
    }
    // A cycle through a team's template (the built-in ones have none), reported once, at
    // the first template of it in name order.
    var reported: Set<String> = []
    for start in templates.keys.sorted() where !reported.contains(start) {
      var path: [(name: String, reference: PartialReference?)] = []
      func visit(_ name: String, via reference: PartialReference?) -> [String]? {
        if let index = path.firstIndex(where: { $0.name == name }) {
          return path[index...].map(\.name) + [name]
        }
        path.append((name, reference))
        defer { path.removeLast() }
        for next in references[name] ?? [] where text(next.name) != nil && !next.followsTheTree {
          if let cycle = visit(next.name, via: next) { return cycle }
        }
        return nil
      }
      guard let cycle = visit(start, via: nil) else { continue }
      reported.formUnion(cycle)
      let first = (references[start] ?? []).first { $0.name == cycle[1] }
      problems.append(
        TemplateError(
          template: start,
          message:
            "expected partials that end, found a cycle: \(cycle.joined(separator: " -> ")) (rendering it would never end)",
          line: first?.line ?? 1, column: first?.column ?? 1))
    }
    return problems
  }

  /// A partial tag: the template it names and where it is (1-based).
  struct PartialReference {
    var name: String
    var line: Int
    var column: Int
    /// Whether it is inside a `{{#children}}` section: the preview's element tree, whose every
    /// element has `children` (empty for a leaf), so a partial that includes itself there
    /// goes one level down the tree each time and ends with it (the built-in
    /// `preview-element.html` does so); elsewhere the name is found nowhere and renders nothing.
    var followsTheTree = false
  }

  /// The partials a template includes, read tag by tag as Mustache reads them: set-delimiter
  /// tags (`{{=<% %>=}}`) change what opens and closes a tag; comments and triple mustaches
  /// are skipped whole.
  static func partialReferences(in text: String) -> [PartialReference] {
    var sections: [String] = []
    return Template.tags(in: text).compactMap { tag in
      let name = tag.content.dropFirst().trimmingWhitespace()
      switch tag.content.first {
      case "#", "^":
        sections.append(String(tag.content.first!) + name)
        return nil
      case "/":
        if let open = sections.lastIndex(where: { $0.dropFirst() == name }) { sections.removeSubrange(open...) }
        return nil
      case ">":
        guard !name.isEmpty else { return nil }
        // (Not an inverted section: it renders when there are no children, the same context again.)
        return PartialReference(
          name: name, line: tag.line, column: tag.column, followsTheTree: sections.contains("#children"))
      default: return nil
      }
    }
  }

  /// The tags that print a value unescaped (`{{{x}}}`, `{{& x}}`) or change how values are
  /// escaped (a `{{% CONTENT_TYPE }}` pragma): a preview template may have none, since theme
  /// texts come from others and the page escapes every one.
  static func rawTags(in text: String) -> [PartialReference] {
    Template.tags(in: text).compactMap { tag in
      // Named as written with the usual delimiters (`{{{title}}}`, `{{& title}}`).
      ["{", "&", "%"].contains(where: tag.content.hasPrefix)
        ? PartialReference(
          name: "{{" + tag.content + (tag.content.hasPrefix("{") ? "}}}" : "}}"), line: tag.line, column: tag.column)
        : nil
    }
  }
}
