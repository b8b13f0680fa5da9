import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeTestSupport
import ThemeYAML
import _GeneratedSources

/// The generated Swift compiles: the tables alone, and `apply` against a stand-in
/// SendbirdUIKit (and SendbirdChatSDK for `User`) generated from the catalogue with the
/// SDK's names, nesting (`Mention` is a class, other containers structs) and types.
@Suite(.serialized) struct GeneratedSwiftTests {
  /// The compiler the tests compile generated Swift with, against the stand-ins of UIKit,
  /// SwiftUI and the SDK: on Linux only. On a Mac the stand-ins would meet Apple's own SwiftUI
  /// (and Xcode checks availability itself); there the workflow compiles the example app for
  /// the iOS Simulator against SendbirdUIKit's package instead.
  static func swiftc() -> String? {
    #if os(Linux)
      let candidates = [ProcessInfo.processInfo.environment["SWIFTC"], "/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
      return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
    #else
      return nil
    #endif
  }

  static func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
    try run(URL(fileURLWithPath: Self.swiftc()!), arguments, in: directory)
  }

  /// Runs a program in `directory`: its status and its output and errors together.
  static func run(_ program: URL, _ arguments: [String] = [], in directory: URL) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The Swift files under a folder of the repository, by path, sorted.
  static func swiftFiles(_ folder: String) throws -> [String] {
    let sources = repositoryRoot.appendingPathComponent(folder)
    let enumerator = FileManager.default.enumerator(atPath: sources.path)
    var files: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      if relative.hasSuffix(".swift") { files.append(sources.appendingPathComponent(relative).path) }
    }
    return files.sorted()
  }

  /// ThemeRuntime built from its sources into a directory of its own, once per test run, as
  /// an app on an Apple platform builds it: the stand-ins of UIKit (the SDK stand-in
  /// package's) and of SwiftUI are importable, so its bridges (`uiColor`, `font`, ...) are
  /// compiled in. The directory holds each module's `.swiftmodule` (`-I dir`) and the objects
  /// a program links (`objects`).
  static let runtimeModule: Result<URL, RuntimeBuildError> = {
    do {
      let directory = URL(fileURLWithPath: try makeScratchDirectory("themec-runtime"))
      for (module, files, mode) in [
        ("UIKit", try swiftFiles(GeneratedSources.standInDirectory + "/Sources/UIKit"), "5"),
        ("SwiftUI", try swiftFiles("Tests/Fixtures/SwiftUI"), "5"),
        ("ThemeRuntime", try swiftFiles("Sources/ThemeRuntime"), "6"),
      ] {
        let build = try run(
          [
            "-parse-as-library", "-swift-version", mode, "-module-name", module, "-package-name", "themec", "-I", ".",
            "-wmo", "-emit-module", "-emit-object", "-o", module + ".o",
          ] + files, in: directory)
        guard build.status == 0 else { return .failure(RuntimeBuildError(output: build.output)) }
      }
      return .success(directory)
    } catch {
      return .failure(RuntimeBuildError(output: "\(error)"))
    }
  }()

  /// The objects a program that uses ThemeRuntime links: the runtime's and the stand-ins' it
  /// was built against.
  static func runtimeObjects(_ runtime: URL) -> [String] {
    ["ThemeRuntime.o", "UIKit.o", "SwiftUI.o"].map { runtime.appendingPathComponent($0).path }
  }

  /// A new directory holding a compilation's outputs, which must have no error.
  static func writeOutputs(_ result: CompilationResult, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    throws -> URL
  {
    #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.rendered))", sourceLocation: sourceLocation)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("themec-swift-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for output in result.outputs {
      try output.contents.write(to: directory.appendingPathComponent(output.path), atomically: true, encoding: .utf8)
    }
    return directory
  }

  /// Type-checks generated Swift files in `directory` in Swift 6 mode against ThemeRuntime,
  /// with a caller (`main.swift`) that uses them.
  static func typecheck(_ files: [String], usage: String, in directory: URL) throws -> (status: Int32, output: String) {
    try ("import ThemeRuntime\n" + usage).write(
      to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    let runtime = try runtimeModule.get()
    return try run(["-swift-version", "6", "-typecheck", "-I", runtime.path] + files + ["main.swift"], in: directory)
  }

  /// Builds generated Swift files in `directory` with a program (`main.swift`) that uses
  /// them and runs it: its status, or the build's output if it did not build.
  static func execute(_ files: [String], program: String, in directory: URL) throws -> (status: Int32, output: String) {
    try ("import ThemeRuntime\n" + program).write(
      to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    let runtime = try runtimeModule.get()
    let build = try run(
      ["-swift-version", "6", "-Onone", "-I", runtime.path] + files
        + ["main.swift"] + runtimeObjects(runtime) + ["-o", "program"], in: directory)
    guard build.status == 0 else { return build }
    return try run(directory.appendingPathComponent("program"), in: directory)
  }

  /// Why ThemeRuntime did not build.
  struct RuntimeBuildError: Error, CustomStringConvertible {
    var output: String
    var description: String { output }
  }

  /// The stand-in SDK package's modules (SendbirdChatSDK, SendbirdUIKit), built into a
  /// directory from `Tests/Fixtures/SendbirdUIKit` against the UIKit stand-in the runtime was
  /// built with (`runtimeModule`); with `objects`, also `<module>.o` to link a program with.
  static func writeStandIns(
    to directory: URL, objects: Bool = false,
    package: URL = repositoryRoot.appendingPathComponent(GeneratedSources.standInDirectory)
  ) throws {
    let runtime = try runtimeModule.get()
    for module in ["SendbirdChatSDK", "SendbirdUIKit"] {
      let folder = package.appendingPathComponent("Sources/\(module)")
      let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map {
        folder.appendingPathComponent($0).path
      }
      let build = try run(
        [
          "-parse-as-library", "-swift-version", "5", "-emit-module", "-module-name", module, "-I", ".", "-I",
          runtime.path,
        ]
          + (objects ? ["-wmo", "-emit-object", "-o", module + ".o"] : []) + files,
        in: directory)
      #expect(build.status == 0, "\(build.output)")
    }
  }

  /// A theme that makes the generated `apply` use every kind of statement.
  static let showcaseTheme = """
    extends: sendbird
    tokens:
      brand: "#0B5CD5"
      brandFont: {family: Avenir Next, size: 15, weight: medium}
    colors:
      primaryMain: "{tokens.brand}"
      background100: "rgba(240, 240, 245, 1)"
    fonts:
      body1: {size: 17, weight: regular, lineHeight: 22}
      body3: "{tokens.brandFont}"
    icons:
      iconSend: {asset: BrandSend, tint: "{colors.primaryMain}", rtl: true}
      iconChat: BrandChat
    themes:
      SBUChannelTheme:
        light:
          statusBarStyle: lightContent
          backgroundColor: "#FAFAFF"
        dark:
          from: light
          backgroundColor: "{colors.background600}"
        overlay:
          backgroundColor: "{colors.background700} @ 0.8"
      SBUMessageCellTheme:
        light:
          rightBackgroundColor: "{colors.secondaryMain}"
          userMessageFont: "{fonts.body1}"
          feedbackRadius: 12
        dark:
          rightBackgroundColor: "{colors.secondaryDark}"
      SBUComponentTheme:
        light:
          highlightedColor: "{colors.background200}"
          highlightedColorAdaptive: {base: "{colors.background200}"}
        dark:
          highlightedColor: "{colors.background500}"
      SBUMessageSearchTheme:
        light:
          navigationBarStyle: black
        dark:
          navigationBarStyle: black

    """

  /// App keys that are not Swift identifiers get names that compile, and callers reach
  /// them by those names; keywords are escaped.
  @Test(.enabled(if: swiftc() != nil)) func appKeysBecomeSwiftNames() throws {
    let en = """
      app:
        sign-in: Sign in
        2fa: Two-factor
        "two words": Two words
        größe: Size
        in: In
        default: Default
        "checkout.pay-now.step 2": "Step %lld of %@"
        unread-count:
          one: "%lld unread"
          other: "%lld unread"

      """
    let de = """
      app:
        sign-in: Anmelden
        2fa: Zwei Faktoren
        "two words": Zwei Wörter
        größe: Größe
        in: In
        default: Standard
        "checkout.pay-now.step 2": "Schritt %lld von %@"
        unread-count:
          one: "%lld ungelesen"
          other: "%lld ungelesen"

      """
    let result = compile([
      SourceFile(path: "en.strings.yaml", text: en), SourceFile(path: "de.strings.yaml", text: de),
    ])
    let directory = try Self.writeOutputs(result)
    defer { try? FileManager.default.removeItem(at: directory) }
    let usage = """
      let de = ThemeStrings(locale: "de").app
      let _: String = de.signIn
      let _: String = de.key2fa
      let _: ThemeStrings.App.CheckoutStrings = de.checkout
      let _: String = de.twoWords
      let _: String = de.größe
      let _: String = de.`in`
      let _: String = ThemeStrings.app.`default`
      let _: String = de.checkout.payNow.step2(2, "Karte")
      let _: String = de.unreadCount(3)

      """
    let tables = try Self.typecheck(["ThemeStrings.swift"], usage: usage, in: directory)
    #expect(tables.status == 0, "\(tables.output)")
    // The runtime tables keep the keys as written.
    let json = try #require(result.outputs.first { $0.path == "strings.json" }?.contents)
    #expect(json.contains("\"checkout.pay-now.step 2\"") || json.contains("\"step 2\""))
  }

  /// Compiles an English and a German strings file (expecting no finding), builds the
  /// generated `ThemeStrings.swift` with `program` and runs it (expecting success).
  static func runStrings(en: String, de: String, program: String) throws -> (
    result: CompilationResult, run: (status: Int32, output: String)
  ) {
    let result = compile([
      SourceFile(path: "en.strings.yaml", text: en), SourceFile(path: "de.strings.yaml", text: de),
    ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.rendered))")
    let directory = try writeOutputs(result)
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try execute(["ThemeStrings.swift"], program: program, in: directory)
    #expect(run.status == 0, "\(run.output)")
    return (result, run)
  }

  /// App strings take the placeholders Apple's formats take: a `%.1f` is a `Double` in the
  /// accessor, hex, widths and positions render as `String(format:)` renders them, and a
  /// translation is checked against the base's types as before.
  @Test(.enabled(if: swiftc() != nil)) func appStringsTakeApplesPlaceholders() throws {
    let en = "app:\n  run: \"%1$@ ran %2$.1f km\"\n  code: \"Code %04X\"\n  rating: \"%.1f of %ld\"\n"
    let de = "app:\n  run: \"%1$@ lief %2$.1f km\"\n  code: \"Kennung %04X\"\n  rating: \"%.1f von %ld\"\n"
    let program = """
      let de = ThemeStrings(locale: "de").app
      let distance: Double = 4.25
      print(de.run("Ann", distance))
      print(de.code(48879))
      print(de.rating(4.5, 5))

      """
    let (_, run) = try Self.runStrings(en: en, de: de, program: program)
    #expect(run.output == "Ann lief 4.2 km\nKennung BEEF\n4.5 von 5\n")
    // A translation that gives an integer where the base takes a Double is caught.
    let wrong = compile([
      SourceFile(path: "en.strings.yaml", text: en),
      SourceFile(path: "de.strings.yaml", text: "app:\n  run: \"%1$@ lief %2$lld km\"\n"),
    ])
    #expect(wrong.diagnostics.contains { $0.code == "placeholder.base-mismatch" })
  }

  /// Keys holding a line break, quotes that would end the raw literal of the key list, and
  /// a backslash compile and read their own texts (issue 64: a key with a line break broke
  /// the list, one key per line, and `build` exited 0).
  @Test(.enabled(if: swiftc() != nil)) func keysWithLineBreaksAndQuotesCompile() throws {
    let keys = "  \"line\\nbreak\": %@\n  \"quote\\\"\\\"\\\"##end\": %@\n  \"back\\\\slash\": %@\n  ok: %@\n"
    func file(_ texts: [String]) -> String {
      "app:\n" + String(format: keys, arguments: texts.map { YAMLWriter.quoted($0) })
    }
    let (_, run) = try Self.runStrings(
      en: file(["Line", "Quote", "Back", "OK"]), de: file(["Zeile", "Zitat", "Rück", "Gut"]),
      program: "let de = ThemeStrings(locale: \"de\").app\nprint(de.lineBreak, de.quoteEnd, de.backSlash, de.ok)\n")
    #expect(run.output == "Zeile Zitat Rück Gut\n")
  }

  /// A plural whose count is not its first argument ("Anna has 3 ratings"): the accessor
  /// takes the arguments in order, the count where the forms count it, in every locale.
  @Test(.enabled(if: swiftc() != nil)) func aPluralCountsTheArgumentItsFormsCount() throws {
    let en = "app:\n  rated:\n    one: \"%1$@ has %2$lld rating\"\n    other: \"%1$@ has %2$lld ratings\"\n"
    let de = "app:\n  rated:\n    one: \"%1$@ hat eine Bewertung\"\n    other: \"%1$@ hat %2$lld Bewertungen\"\n"
    let program = """
      let de = ThemeStrings(locale: "de").app
      let en = ThemeStrings(locale: "en").app
      print(de.rated("Anna", 1))
      print(de.rated("Anna", 3))
      print(en.rated("Ben", 1))

      """
    let (result, run) = try Self.runStrings(en: en, de: de, program: program)
    #expect(run.output == "Anna hat eine Bewertung\nAnna hat 3 Bewertungen\nBen has 1 rating\n")
    let swift = try #require(result.outputs.first { $0.path == "ThemeStrings.swift" }?.contents)
    #expect(swift.contains("func rated(_ text: Swift.String, _ count: Swift.Int)"))
  }

  /// Names of Swift's types, the runtime's and the generated file's own are fine as app
  /// keys and theme names: the generated Swift names every type by its module. The few
  /// names it declares itself are errors where they are written.
  @Test(.enabled(if: swiftc() != nil)) func namesThatCouldShadowTypesCompile() throws {
    let en = """
      app:
        String.Int: "%lld of %@"
        Int: Int
        Any: Any
        pluralCategory:
          one: "%lld"
          other: "%lld"
        LocalizedStrings: x
        Bool: "%@"

      """
    var sources = [SourceFile(path: "en.strings.yaml", text: en)]
    for theme in ["String", "Double", "Any", "ThemeColor", "RGBAColor", "StyleReader", "Data", "Int", "ChannelTheme"] {
      sources.append(SourceFile(path: "\(theme).theme.yaml", text: "colors:\n  primaryMain: \"#112233\"\n"))
    }
    let result = compile(sources)
    let directory = try Self.writeOutputs(result)
    defer { try? FileManager.default.removeItem(at: directory) }
    let usage = """
      let _: String = ThemeStrings.app.String.Int(2, "x")
      let _: String = ThemeStrings.app.`Any`
      let _: RGBAColor = ThemeStyles.String.colors.primaryMain
      let _: RGBAColor = ThemeStyles.ChannelTheme.dark.channelTheme.backgroundColor

      """
    let check = try Self.typecheck(["ThemeStrings.swift", "ThemeStyles.swift"], usage: usage, in: directory)
    #expect(check.status == 0, "\(check.output)")
    let reserved = compile([
      SourceFile(path: "en.strings.yaml", text: "app:\n  strings: x\n"),
      SourceFile(path: "themes.theme.yaml", text: "colors: {}\n"),
    ])
    #expect(
      reserved.diagnostics.map(\.rendered) == [
        "en.strings.yaml:2:3: error: expected an app key whose parts are not names the generated Swift uses itself, found 'strings' in 'strings' [key.swift-name]",
        "themes.theme.yaml:1:1: error: expected a theme name that the generated Swift does not use itself, found 'themes' [theme.duplicate]",
      ])
  }

  /// Every output compiles in Swift 6 mode: the platform-neutral files against ThemeRuntime
  /// alone, the adapters against the SendbirdUIKit stand-in too.
  @Test(.enabled(if: swiftc() != nil)) func everyOutputCompiles() throws {
    let showcase = SourceFile(path: "showcase.theme.yaml", text: Self.showcaseTheme)
    let result = compile(bundledSources() + bundledThemeSources() + [showcase])
    let directory = try Self.writeOutputs(result)
    defer { try? FileManager.default.removeItem(at: directory) }
    let usage = """
      let ru = ThemeStrings(locale: "ru")
      let _: String = ru.sdk.Message_Replied_Users_Count(21, true)
      let _: String = ThemeStrings.sdk.Channel_Typing(["A", "B"])
      let _: String = ThemeStrings(locale: "ar").sdk.Channel_Unread_Message(5)
      let _: String = ThemeStrings(preferredLanguages: ["ja-JP"]).sdk.MessageThread.Menu.replyInThread
      let _: RGBAColor = ThemeStyles.brand.colors.primaryMain
      let _: FontStyle = ThemeStyles.showcase.fonts.body3
      let _: IconStyle = ThemeStyles.showcase.icons.iconSend
      let _: Adaptive<RGBAColor> = ThemeStyles.sendbird.dark.componentTheme.highlightedColorAdaptive
      let _: String = ThemeStyles.sendbird.light.channelTheme.statusBarStyle
      let _: Double = ThemeStyles.sendbird.overlay.messageCellTheme.feedbackRadius
      let _: FontStyle = ThemeStyles.brand.dark.userCellTheme.nicknameTextFont
      let _: Adaptive<RGBAColor>? = ThemeStyles.sendbird.dark.values.adaptiveColor("SBUComponentTheme", "highlightedColorAdaptive")

      """
    let tables = try Self.typecheck(["ThemeStrings.swift", "ThemeStyles.swift"], usage: usage, in: directory)
    #expect(tables.status == 0, "\(tables.output)")

    // With UIKit and SwiftUI (stand-ins) importable, the runtime's bridges for the app's own
    // views serve the generated accessors, and the adapters compile.
    try Self.writeStandIns(to: directory)
    try """
    import SwiftUI
    import ThemeRuntime
    import UIKit

    func bridges() {
      let _: SwiftUI.Color = ThemeStyles.brand.colors.primaryMain.color
      let _: SwiftUI.Font = ThemeStyles.showcase.fonts.body3.font
      let _: SwiftUI.Image = ThemeStyles.showcase.icons.iconSend.image
      let _: UIColor = ThemeStyles.brand.colors.primaryMain.uiColor
      let _: UIFont = ThemeStyles.showcase.fonts.body3.uiFont
      let _: UIImage = ThemeStyles.showcase.icons.iconSend.image(fallback: UIImage())
      let _: UIColor = ThemeStyles.brand.dynamic(\\.channelTheme.backgroundColor).uiColor
      let _: SwiftUI.Color = ThemeStyles.brand.dynamic(\\.messageCellTheme.rightBackgroundColor).color
    }

    """.write(to: directory.appendingPathComponent("Bridges.swift"), atomically: true, encoding: .utf8)
    let runtime = try Self.runtimeModule.get()
    let apply = try Self.run(
      [
        "-parse-as-library", "-swift-version", "6", "-typecheck", "-I", ".", "-I", runtime.path, "ThemeStrings.swift",
        "ThemeStrings+SendbirdUIKit.swift", "ThemeStyles.swift", "ThemeStyles+SendbirdUIKit.swift", "Bridges.swift",
      ], in: directory)
    #expect(apply.status == 0, "\(apply.output)")
  }
}
