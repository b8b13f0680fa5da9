import Foundation
import Testing
import ThemeCore
import ThemeTestSupport
import _GeneratedSources

/// `_generate catalogue` holds the catalogue to each release's framework interface
/// (`interface_differences` in `Sources/Tools/catalogue/generate_catalog.py`, `interface_members` in
/// `sdk_source.py`;
/// issue 65). The comparison is tested here on small interfaces written for the purpose (each
/// kind of disagreement it must find); with clones of the SDK's repositories at hand
/// (`SENDBIRD_UIKIT_IOS`, `SENDBIRD_UIKIT_IOS_SPM`, which `.ci/run` sets where it has them),
/// a hand edit of the committed catalogue fails `--check`, and the stand-ins the compile tests
/// build for 3.0.0, 3.14.0 and 3.27.5 declare what those releases' interfaces declare.
@Suite struct CatalogueCheckTests {
  /// The generator's folder (the scripts and the 3.35.1 reference).
  static let tools = repositoryRoot.appendingPathComponent("Sources/Tools/catalogue")

  /// Runs Python with the catalogue's scripts importable; its status and output.
  static func python(_ arguments: [String], in directory: URL = tools) throws -> (status: Int32, output: String) {
    try GeneratedSwiftTests.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3"] + arguments, in: directory)
  }

  /// The disagreements `interface_differences` finds between a surface and an interface text.
  static func differences(surface: String, interface: String) throws -> [String] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themec-interface-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(surface.utf8).write(to: folder.appendingPathComponent("surface.json"))
    try Data(interface.utf8).write(to: folder.appendingPathComponent("interface.swift"))
    let script = """
      import json, sys
      surface_path, interface_path = sys.argv[1:3]
      sys.argv = ["x"]
      import generate_catalog as g, sdk_source as s
      surface = json.load(open(surface_path))
      for line in g.interface_differences(surface, s.interface_members(open(interface_path).read())):
          print(line)
      """
    let run = try python(
      [
        "-c", script, folder.appendingPathComponent("surface.json").path,
        folder.appendingPathComponent("interface.swift").path,
      ])
    #expect(run.status == 0, "\(run.output)")
    return run.output.split(separator: "\n").map(String.init)
  }

  /// A surface of one string, one colour, one font, a font family, one icon and one theme class.
  static let surface = """
    {"strings": [{"path": "Cancel", "swiftType": "String", "settable": true, "deprecated": false, "unavailable": false},
                 {"path": "Date_Day", "swiftType": "(Int) -> String", "settable": true, "deprecated": false, "unavailable": false}],
     "colors": [["primary300", "#742DDDFF", null]], "deprecatedColors": [],
     "fonts": [["body1", 16.0, "regular", null, null]], "fontFamilies": ["notifications"],
     "icons": [["iconAdd", false]], "setsColorScheme": false,
     "classes": [{"name": "SBUMessageCellTheme", "accessor": "messageCellTheme", "overlayAccessor": null,
                  "properties": [{"name": "linkColor", "type": "color", "access": "stored"},
                                 {"name": "unknownMessageDescTextColor", "type": "color", "access": "deprecatedGetOnly"}]}]}
    """

  /// The interface of a release that declares the surface exactly (module prefixes, closure
  /// labels and accessor blocks as the compiler writes them).
  static let agreeing = """
    public class SBUStringSet {
      public static var Cancel: Swift.String
      public static var Date_Day: (_ interval: Swift.Int) -> Swift.String
    }
    public class SBUColorSet {
      public static var primary300: UIKit.UIColor
    }
    public class SBUFontSet {
      public static var body1: UIKit.UIFont
      @_hasMissingDesignatedInitializers public class FontFamily {
        public static var notifications: Swift.String?
      }
    }
    public class SBUIconSet {
      public static var iconAdd: UIKit.UIImage {
        get
        set
      }
    }
    public class SBUTheme {
      public static func set(theme: SendbirdUIKit.SBUTheme)
      public static var messageCellTheme: SendbirdUIKit.SBUMessageCellTheme {
        get
        set
      }
    }
    public class SBUMessageCellTheme {
      public var linkColor: UIKit.UIColor
    }
    extension SendbirdUIKit.SBUMessageCellTheme {
      @available(*, deprecated, renamed: "unknownMessageDescLeftTextColor")
      public var unknownMessageDescTextColor: UIKit.UIColor {
        get
      }
    }
    """

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")))
  func anInterfaceThatAgreesHasNoDifference() throws {
    #expect(try Self.differences(surface: Self.surface, interface: Self.agreeing) == [])
  }

  /// Each kind of disagreement, planted one at a time in the agreeing interface.
  @Test(
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")),
    arguments: [
      (
        "public static var Cancel: Swift.String", "public static let Cancel: Swift.String",
        "SBUStringSet.Cancel: declared {'static': True, 'settable': False, 'deprecated': False, 'unavailable': False, 'wrapper': False}, catalogue {'static': True, 'settable': True, 'deprecated': False, 'unavailable': False, 'wrapper': False}"
      ),
      (
        "public static var Date_Day: (_ interval: Swift.Int) -> Swift.String",
        "public static var Date_Day: (_ interval: Swift.UInt) -> Swift.String",
        "SBUStringSet.Date_Day: declared of type (UInt) -> String, catalogue (Int) -> String"
      ),
      (
        "  public static var primary300: UIKit.UIColor\n",
        "  public static var primary300: UIKit.UIColor\n  public static var primary400: UIKit.UIColor\n",
        "SBUColorSet.primary400: declared (UIColor), not in the catalogue"
      ),
      (
        "public static var notifications: Swift.String?", "public static var notification: Swift.String?",
        "SBUFontSet.FontFamily.notifications: not declared\nSBUFontSet.FontFamily.notification: declared (String?), not in the catalogue"
      ),
      (
        "public var linkColor: UIKit.UIColor", "public internal(set) var linkColor: UIKit.UIColor",
        "SBUMessageCellTheme.linkColor: declared {'static': False, 'settable': False, 'deprecated': False, 'unavailable': False, 'wrapper': False}, catalogue {'static': False, 'settable': True, 'deprecated': False, 'unavailable': False, 'wrapper': False}"
      ),
      (
        "  public var unknownMessageDescTextColor: UIKit.UIColor {\n    get\n  }",
        "  public var unknownMessageDescTextColor: UIKit.UIColor {\n    get\n    set\n  }",
        "SBUMessageCellTheme.unknownMessageDescTextColor: declared {'static': False, 'settable': True, 'deprecated': True, 'unavailable': False, 'wrapper': False}, catalogue {'static': False, 'settable': False, 'deprecated': True, 'unavailable': False, 'wrapper': False}"
      ),
      (
        "  public static func set(theme: SendbirdUIKit.SBUTheme)\n",
        "  public static func set(theme: SendbirdUIKit.SBUTheme)\n  public static func set(colorScheme: SendbirdUIKit.SBUThemeColorScheme)\n",
        "SBUTheme.set(colorScheme:): declared True, catalogue False"
      ),
    ])
  func eachDisagreementIsFound(declared: String, planted: String, found: String) throws {
    #expect(Self.agreeing.contains(declared))
    let interface = Self.agreeing.replacingOccurrences(of: declared, with: planted)
    #expect(
      try Self.differences(surface: Self.surface, interface: interface) == found.split(separator: "\n").map(String.init)
    )
  }

  static var clones: (sdk: String, spm: String)? {
    let environment = ProcessInfo.processInfo.environment
    guard let sdk = environment["SENDBIRD_UIKIT_IOS"], let spm = environment["SENDBIRD_UIKIT_IOS_SPM"] else {
      return nil
    }
    return (sdk, spm)
  }

  /// A hand edit of the committed catalogue (a get-only property made settable) fails
  /// `--check`, which regenerates from the releases and their interfaces.
  @Test(.enabled(if: clones != nil, "needs SENDBIRD_UIKIT_IOS and SENDBIRD_UIKIT_IOS_SPM"))
  func aHandEditFailsTheCheck() throws {
    let clones = try #require(Self.clones)
    // A copy of the generator and the committed catalogue, laid out as in the repository.
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("themec-catalogue-\(UUID())")
    defer { try? FileManager.default.removeItem(at: copy) }
    let tools = copy.appendingPathComponent("Sources/Tools/catalogue")
    let catalog = copy.appendingPathComponent("Sources/ThemeCore/Catalog")
    try FileManager.default.createDirectory(at: tools.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Self.tools, to: tools)
    for name in ["StringCatalogData.swift", "StyleCatalogData.swift"] {
      try FileManager.default.copyItem(
        at: repositoryRoot.appendingPathComponent("Sources/ThemeCore/Catalog/\(name)"),
        to: catalog.appendingPathComponent(name))
    }
    let data = catalog.appendingPathComponent("StyleCatalogData.swift")
    let text = try String(contentsOf: data, encoding: .utf8)
    let edited = text.replacingOccurrences(
      of: "name: \"unknownMessageDescTextColor\", type: .color, access: .deprecatedGetOnly",
      with: "name: \"unknownMessageDescTextColor\", type: .color, access: .stored")
    #expect(edited != text)
    // The interface comparison runs first and exits otherwise: "stale" means every release's
    // extraction agreed with its interface, and the committed text is not what it gives.
    let check = ["generate_catalog.py", "--check", "--sdk", clones.sdk, "--spm", clones.spm]
    try Data(edited.utf8).write(to: data)
    let stale = try Self.python(check, in: tools)
    #expect(stale.status == 1)
    #expect(stale.output.contains("stale against the SDK's releases"), "\(stale.output)")
  }

  /// The stand-ins the compile tests build (`GeneratedSources.standInStyles` and
  /// `standInStringSet` of a release's catalogue) declare what the release's framework
  /// interface declares: every member with its static-ness, type and setter.
  @Test(
    .enabled(if: clones != nil, "needs SENDBIRD_UIKIT_IOS and SENDBIRD_UIKIT_IOS_SPM"),
    arguments: ["3.0.0", "3.14.0", "3.27.5"])
  func theStandInsDeclareWhatTheInterfacesDeclare(version: String) throws {
    let clones = try #require(Self.clones)
    let release = try #require(SendbirdUIKitRelease(version))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themec-standin-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let standIn =
      GeneratedSources.standInStringSet(StringCatalog(release: release))
      + GeneratedSources.standInStyles(StyleCatalog(release: release))
    try Data(standIn.utf8).write(to: folder.appendingPathComponent("standin.swift"))
    let script = """
      import sys
      sys.argv = ["x"]
      import generate_catalog as g, sdk_source as s
      carried, _ = g.releases(g.git_dir_of(\(String(reflecting: clones.sdk))))
      rev = dict(carried)[\(String(reflecting: version))]
      interface = s.interface_members(g.git(g.git_dir_of(\(String(reflecting: clones.sdk))), "show", "%s:%s" % (rev, s.INTERFACE)).decode())
      stand_in = s.interface_members(open(\(String(reflecting: folder.appendingPathComponent("standin.swift").path))).read())
      shape = lambda m: (m["static"], m["type"].replace(" ", ""), m["settable"], m["deprecated"])
      count = 0
      for key, member in sorted(stand_in.items()):
          # The liquid-glass machinery is 3.34's, and a theme class's `light`/`dark`/`overlay`
          # builders are the stand-in's (computed), which the catalogue does not record.
          owner, name = key.rsplit(".", 1)
          if owner.split(".")[0] in ("SBUAdaptive", "SendbirdUI", "SBUConfig") or member["type"] == "func" or \
                  owner.endswith("Theme") and name in ("light", "dark", "overlay"):
              continue
          count += 1
          if key not in interface:
              print("not declared by the release: %s" % key)
          elif shape(member) != shape(interface[key]):
              print("%s: stand-in %s, interface %s" % (key, shape(member), shape(interface[key])))
      for key in ("SBUTheme.set(theme:)", "SBUTheme.set(colorScheme:)"):
          if (key in stand_in) != (key in interface):
              print("%s: stand-in %s, interface %s" % (key, key in stand_in, key in interface))
      print("members %d" % count)
      """
    let run = try Self.python(["-c", script])
    #expect(run.status == 0, "\(run.output)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.filter { !$0.hasPrefix("members ") } == [], "\(version)")
    let members = Int(lines.last { $0.hasPrefix("members ") }?.dropFirst(8) ?? "") ?? 0
    #expect(members > 500, "\(version): \(members) members compared")
  }
}
