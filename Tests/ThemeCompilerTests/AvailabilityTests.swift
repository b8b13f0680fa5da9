import Foundation
import Testing
import ThemeCompiler
import ThemeCore
import ThemeTestSupport
import _GeneratedSources

/// Every use of an Apple API in themec's sources and in the Swift it generates is available
/// at the floors `Package.swift` declares, or guarded (`if #available`, `guard #available`,
/// `@available`): what Xcode enforces and Linux's compiler does not. The reference is the
/// declarations' own availability (`AppleAvailability`): the toolchain's modules from the
/// committed table, UIKit and SwiftUI from the stand-ins, which carry Apple's documented
/// availability.
@Suite(.serialized) struct AvailabilityTests {
  /// The floors `Package.swift` declares: the runtime and the generated Swift run on both, the
  /// rest (the CLI, the plugin's tool, the benchmarks, the tests) on macOS only.
  static let declaredFloors: AvailabilityCheck.Floors = {
    let manifest = String(decoding: repositoryFile("Package.swift"), as: UTF8.self)
    func floor(_ platform: String) -> OSVersion? {
      guard let range = manifest.range(of: ".\(platform)(.v") else { return nil }
      let digits = manifest[range.upperBound...].prefix { $0.isNumber || $0 == "_" }
      return OSVersion(digits.replacingOccurrences(of: "_", with: "."))
    }
    return AvailabilityCheck.Floors(macOS: floor("macOS"), iOS: floor("iOS"))
  }()

  /// The checker: the committed table and the stand-ins' declarations (built with the
  /// runtime, `GeneratedSwiftTests.runtimeModule`).
  static let checker: Result<AvailabilityCheck, AvailabilityError> = {
    do {
      let runtime = try GeneratedSwiftTests.runtimeModule.get()
      let toolchain = try AppleAvailability.toolchain(swiftc: GeneratedSwiftTests.swiftc()!)
      var entries = AppleAvailability.parse(
        table: String(decoding: repositoryFile(AppleAvailability.tablePath), as: UTF8.self))
      for module in ["UIKit", "SwiftUI"] {
        entries += try AppleAvailability.entries(
          module: module, searchPaths: [runtime.path], digester: toolchain.digester, target: toolchain.triple,
          scratch: runtime)
      }
      return .success(AvailabilityCheck(entries))
    } catch let error as AvailabilityError {
      return .failure(error)
    } catch {
      return .failure(AvailabilityError("\(error)"))
    }
  }()

  /// The findings of `swiftc -dump-ast` with `arguments`, run in `directory`.
  static func findings(_ arguments: [String], in directory: URL, floors: AvailabilityCheck.Floors) throws -> (
    findings: [String], files: Int
  ) {
    let dump = try runProgram(
      GeneratedSwiftTests.swiftc()!, ["-dump-ast", "-dump-ast-format", "json"] + arguments, in: directory.path)
    guard dump.status == 0 else {
      throw AvailabilityError(
        dump.errors.split(separator: "\n").filter { !$0.hasPrefix("{") }.joined(
          separator: "\n"))
    }
    let result = try checker.get().findings(
      inDump: dump.output + dump.errors, floors: floors, directory: directory, root: repositoryRoot)
    return (result.findings.map(\.description), result.files)
  }

  @Test func theFloorsAreDeclared() {
    #expect(Self.declaredFloors.iOS == OSVersion("13"), "Package.swift declares iOS 13, SendbirdUIKit 3's floor")
    #expect(Self.declaredFloors.macOS == OSVersion("13"))
  }

  /// The check finds an unguarded use (of the standard library's, of UIKit's, of SwiftUI's,
  /// a type in a signature) and takes each kind of guard: it can fail.
  @Test(.enabled(if: GeneratedSwiftTests.swiftc() != nil)) func itFindsAnUnguardedUseAndTakesEachGuard() throws {
    let runtime = try GeneratedSwiftTests.runtimeModule.get()
    let directory = URL(fileURLWithPath: try makeScratchDirectory("themec-availability"))
    let source = """
      import SwiftUI
      import UIKit

      func unguarded(_ bytes: [UInt8]) -> String? { String(validating: bytes, as: UTF8.self) }
      func guardedByIf(_ bytes: [UInt8]) -> String? {
        if #available(macOS 15, iOS 18, *) { return String(validating: bytes, as: UTF8.self) }
        return nil
      }
      func guardedByGuard(_ bytes: [UInt8]) -> String? {
        guard #available(macOS 15, iOS 18, *) else { return nil }
        return String(validating: bytes, as: UTF8.self)
      }
      @available(macOS 15, iOS 18, *) func guardedByAttribute(_ bytes: [UInt8]) -> String? {
        String(validating: bytes, as: UTF8.self)
      }
      func guardedTooLow(_ bytes: [UInt8]) -> String? {
        if #available(macOS 14, iOS 17, *) { return String(validating: bytes, as: UTF8.self) }
        return nil
      }
      func inverted(_ bytes: [UInt8]) -> String? {
        if #unavailable(macOS 15, iOS 18) {
          return String(validating: bytes, as: UTF8.self)
        } else {
          return String(validating: bytes, as: UTF8.self)
        }
      }
      func swiftUI(_ color: UIColor) -> Color { Color(uiColor: color) }
      func typeInSignature(_ size: DynamicTypeSize) {}
      @available(iOS 15, macOS 12, *) func swiftUIGuarded(_ size: DynamicTypeSize) -> Color { Color(uiColor: .clear) }

      """
    try Data(source.utf8).write(to: directory.appendingPathComponent("Uses.swift"))
    let found = try Self.findings(
      ["-parse-as-library", "-swift-version", "6", "-I", runtime.path, "Uses.swift"], in: directory,
      floors: .init(macOS: OSVersion("13"), iOS: OSVersion("13")))
    #expect(found.files == 1)
    let path = directory.standardizedFileURL.path + "/Uses.swift"
    let validating = "Swift.String.init(validating:as:)"
    #expect(
      found.findings == [
        // Unguarded, and guarded below what it needs.
        "\(path):4:47: \(validating) is iOS 18.0, used where iOS 13.0 runs it, unguarded",
        "\(path):4:47: \(validating) is macOS 15.0, used where macOS 13.0 runs it, unguarded",
        "\(path):17:47: \(validating) is iOS 18.0, used where iOS 17.0 runs it, unguarded",
        "\(path):17:47: \(validating) is macOS 15.0, used where macOS 14.0 runs it, unguarded",
        // Where `#unavailable` holds; its `else` is guarded.
        "\(path):22:12: \(validating) is iOS 18.0, used where iOS 13.0 runs it, unguarded",
        "\(path):22:12: \(validating) is macOS 15.0, used where macOS 13.0 runs it, unguarded",
        // SwiftUI's, from the stand-in's availability (on macOS, DynamicTypeSize is 12.0).
        "\(path):27:43: SwiftUI.Color.init(uiColor:) is iOS 15.0, used where iOS 13.0 runs it, unguarded",
        "\(path):28:1: SwiftUI.DynamicTypeSize is iOS 15.0, used where iOS 13.0 runs it, unguarded",
        "\(path):28:21: SwiftUI.DynamicTypeSize is iOS 15.0, used where iOS 13.0 runs it, unguarded",
      ], "\(found.findings.joined(separator: "\n"))")
  }

  /// ThemeRuntime, as an app builds it (UIKit and SwiftUI importable): every use available on
  /// iOS and macOS at the declared floors.
  @Test(.enabled(if: GeneratedSwiftTests.swiftc() != nil)) func theRuntimeRunsAtTheDeclaredFloors() throws {
    let runtime = try GeneratedSwiftTests.runtimeModule.get()
    let files = try GeneratedSwiftTests.swiftFiles("Sources/ThemeRuntime")
    let found = try Self.findings(
      [
        "-parse-as-library", "-swift-version", "6", "-module-name", "ThemeRuntime", "-package-name", "themec", "-I",
        ".",
      ]
        + files, in: runtime, floors: Self.declaredFloors)
    #expect(found.files == files.count)
    #expect(found.findings == [], "\(found.findings.joined(separator: "\n"))")
  }

  /// The generated Swift, the SDK adapters included, of the bundled project and a theme that
  /// uses every kind of statement, against the runtime and the SDK stand-in.
  @Test(.enabled(if: GeneratedSwiftTests.swiftc() != nil)) func theGeneratedSwiftRunsAtTheDeclaredFloors() throws {
    let showcase = SourceFile(path: "showcase.theme.yaml", text: GeneratedSwiftTests.showcaseTheme)
    let result = compile(bundledSources() + bundledThemeSources() + [showcase], options: CompileOptions())
    let directory = try GeneratedSwiftTests.writeOutputs(result)
    defer { try? FileManager.default.removeItem(at: directory) }
    try GeneratedSwiftTests.writeStandIns(to: directory)
    let runtime = try GeneratedSwiftTests.runtimeModule.get()
    let swift = result.outputs.map(\.path).filter { $0.hasSuffix(".swift") }.sorted()
    #expect(swift.count == 4)
    let found = try Self.findings(
      ["-parse-as-library", "-swift-version", "6", "-I", ".", "-I", runtime.path] + swift, in: directory,
      floors: Self.declaredFloors)
    #expect(found.files == 4)
    #expect(found.findings == [], "\(found.findings.joined(separator: "\n"))")
  }

  /// The package's other targets, each as SwiftPM compiled it for these tests (its arguments
  /// from the build's manifest), on macOS at the declared floor.
  @Test(
    .enabled(if: GeneratedSwiftTests.swiftc() != nil && SwiftPMBuild.manifest != nil),
    arguments: SwiftPMBuild.swiftTargets)
  func everyTargetRunsOnMacOSAtTheDeclaredFloor(target: String) throws {
    let arguments = try #require(SwiftPMBuild.dumpArguments(target: target), "no command for \(target) in the build")
    let found = try Self.findings(
      arguments, in: repositoryRoot, floors: .init(macOS: Self.declaredFloors.macOS, iOS: nil))
    #expect(found.files > 0)
    #expect(found.findings == [], "\(found.findings.joined(separator: "\n"))")
  }
}

/// The build `swift test` runs in: its llbuild manifest (`debug.yaml`, beside the
/// `.build` folder's platform folder), which holds each target's compiler arguments.
enum SwiftPMBuild {
  static let manifest: String? = {
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [products, products.deletingLastPathComponent()] {
      let scratch = candidate.deletingLastPathComponent()
      if let data = try? Data(contentsOf: scratch.appendingPathComponent("debug.yaml")) {
        return String(decoding: data, as: UTF8.self)
      }
    }
    return nil
  }()

  /// Every Swift target of the package but the plugin: the folders of `Sources` and `Tests`
  /// that hold Swift.
  static let swiftTargets: [String] = {
    var targets: [String] = []
    for folder in ["Sources", "Tests"] {
      let url = repositoryRoot.appendingPathComponent(folder)
      for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] {
        guard name != "ThemePlugin", name != "Fixtures",
          let files = try? GeneratedSwiftTests.swiftFiles("\(folder)/\(name)"), !files.isEmpty
        else { continue }
        targets.append(name)
      }
    }
    return targets.sorted()
  }()

  /// The arguments SwiftPM compiled a target with, less what writes outputs.
  static func dumpArguments(target: String) -> [String]? {
    guard let manifest else { return nil }
    for line in manifest.split(separator: "\n") where line.hasPrefix("    args: [") {
      guard let data = line.dropFirst("    args: ".count).data(using: .utf8),
        let arguments = try? JSONSerialization.jsonObject(with: data) as? [String],
        let name = arguments.firstIndex(of: "-module-name").map({ arguments[$0 + 1] }),
        name == target.replacingOccurrences(of: "-", with: "_"), arguments.contains("-emit-module"),
        !arguments.contains(where: { $0.contains("Modules-tool") }),
        arguments.first?.hasSuffix("swiftc") == true
      else { continue }
      let dropped: Set<String> = [
        "-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode", "-serialize-diagnostics",
        "-parseable-output", "-emit-objc-header",
      ]
      let droppedWithValue: Set<String> = [
        "-emit-module-path", "-output-file-map", "-index-store-path", "-emit-objc-header-path",
      ]
      var kept: [String] = []
      var index = 1
      while index < arguments.count {
        let argument = arguments[index]
        if droppedWithValue.contains(argument) {
          index += 2
          continue
        }
        if !dropped.contains(argument) && !argument.hasPrefix("-j") { kept.append(argument) }
        index += 1
      }
      return kept
    }
    return nil
  }
}
