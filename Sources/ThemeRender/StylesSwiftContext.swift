import ThemeCore
import ThemeRuntime

/// What the styles templates (`styles.swift`, `styles+sendbird.swift`) lay out: names,
/// literals and statements are computed here, so the templates only place text.
public struct StylesSwiftContext: Encodable, Sendable {
  /// The SendbirdUIKit release the catalogue describes.
  public var sdkVersion: String
  /// The themes, sorted by name.
  public var themes: [Theme]

  /// One theme.
  public struct Theme: Encodable, Sendable {
    /// The theme's name (`brand`).
    public var name: String
    /// Its Swift name (`brand`; `my-brand` becomes `my_brand`).
    public var identifier: String
    /// Resolved tables: `Colors`, `Fonts`, `Icons`, then `Light`, `Dark`, `Overlay` by class.
    public var tables: [StringsSwiftContext.Container]
    /// Statements setting the changed `SBUColorSet`, `SBUFontSet` and `SBUIconSet` members.
    public var palette: [StringsSwiftContext.Line]
    /// Statements for the light, dark and overlay component themes, plain properties first.
    public var light: [StringsSwiftContext.Line]
    public var dark: [StringsSwiftContext.Line]
    public var overlay: [StringsSwiftContext.Line]
    /// The same statements as finished lines, indented for the built-in template.
    public var paletteLines: String
    public var lightLines: String
    public var darkLines: String
    public var overlayLines: String
  }
}

extension StylesSwiftContext {
  /// Builds the context from resolved themes.
  public init(themes: [ResolvedTheme], catalog: StyleCatalog) {
    sdkVersion = catalog.sdkVersion
    self.themes = parallelMap(themes.sorted { $0.name < $1.name }) { theme in
      var builder = ContextBuilder()
      StylesSwift.describe(theme, catalog: catalog, to: &builder)
      return builder.theme(theme.name)
    }
  }

  /// Keeps what `StylesSwift.describe` tells as template values.
  private struct ContextBuilder: StylesSwiftOutput {
    typealias Container = StringsSwiftContext.Container
    typealias Line = StringsSwiftContext.Line

    /// The open tables, outermost first.
    private var open: [(name: String, constants: [StringsSwiftContext.Constant], children: [Container])] = []
    private var tables: [Container] = []
    private var statements: [[Line]] = StylesStatementGroup.allCases.map { _ in [] }

    mutating func openTable(_ name: String) {
      open.append((name, [], []))
    }

    mutating func constant(_ identifier: String, literal: (inout ByteBuffer) -> Void) {
      open[open.count - 1].constants.append(
        StringsSwiftContext.Constant(identifier: identifier, literal: text(literal)))
    }

    mutating func closeTable() {
      let table = open.removeLast()
      let container = Container(
        identifier: SwiftSyntax.identifier(table.name), indent: String(repeating: "  ", count: open.count),
        constants: table.constants, functions: [], containers: table.children)
      if open.isEmpty { tables.append(container) } else { open[open.count - 1].children.append(container) }
    }

    mutating func statement(_ group: StylesStatementGroup, text write: (inout ByteBuffer) -> Void) {
      statements[group.rawValue].append(Line(text: text(write)))
    }

    private func text(_ write: (inout ByteBuffer) -> Void) -> String {
      var out = ByteBuffer(capacity: 64)
      write(&out)
      return out.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    func theme(_ name: String) -> Theme {
      func lines(_ statements: [Line]) -> String {
        statements.map { "    " + $0.text }.joined(separator: "\n")
      }
      let (palette, light, dark, overlay) = (statements[0], statements[1], statements[2], statements[3])
      return Theme(
        name: name, identifier: SwiftSyntax.identifier(SwiftSyntax.localeName(name)), tables: tables,
        palette: palette, light: light, dark: dark, overlay: overlay, paletteLines: lines(palette),
        lightLines: lines(light), darkLines: lines(dark), overlayLines: lines(overlay))
    }
  }
}
