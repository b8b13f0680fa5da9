import Foundation

/// When each declaration of Apple's platforms that themec's sources may call arrived on macOS
/// and iOS, as the declarations themselves say (`@available`): the availability test's
/// reference. For the toolchain's modules (the standard library, whose `@available(SwiftStdlib
/// 6.0, *)` the compiler expands through its version map, and swift-foundation's
/// FoundationEssentials and FoundationInternationalization) it is read from their compiled
/// modules with `swift-api-digester -dump-sdk -abi` and committed as a table by `_generate
/// availability`; for UIKit and SwiftUI, from the tests' stand-ins, which carry Apple's
/// documented availability.
package enum AppleAvailability {
  /// The committed table of the toolchain's modules.
  package static let tablePath = "Tests/Fixtures/Availability/toolchain.tsv"

  /// The toolchain's modules the table covers: what themec's sources and the generated Swift
  /// import (Foundation on Linux is swift-corelibs-foundation, which carries no Apple
  /// availability; its value types are FoundationEssentials').
  package static let toolchainModules = [
    "Swift", "_StringProcessing", "_Concurrency", "Synchronization", "RegexBuilder", "FoundationEssentials",
    "FoundationInternationalization",
  ]

  /// The table keeps what arrived after these (older floors are not checked): macOS 10.15 and
  /// iOS 13, SendbirdUIKit 3's floor and the first with Swift concurrency.
  package static let oldestFloors = (macOS: OSVersion("10.15")!, iOS: OSVersion("13")!)

  /// A declaration's availability on the two platforms; nil where it states none (available
  /// since the platform's ABI-stable Swift runtime).
  package struct Entry: Equatable, Sendable {
    /// The declaration's USR, as the compiler's AST dump names what a reference refers to.
    package var usr: String
    /// Its module and name, for messages (`Swift.String.init(validating:as:)`).
    package var name: String
    package var macOS: OSVersion?
    package var iOS: OSVersion?

    package init(usr: String, name: String, macOS: OSVersion?, iOS: OSVersion?) {
      (self.usr, self.name, self.macOS, self.iOS) = (usr, name, macOS, iOS)
    }

    /// Whether it arrived after the oldest floors the table serves.
    var isAfterOldestFloors: Bool {
      (macOS.map { $0 > oldestFloors.macOS } ?? false) || (iOS.map { $0 > oldestFloors.iOS } ?? false)
    }
  }

  /// Every declaration of a module that arrived after the oldest floors, from the JSON of
  /// `swift-api-digester -dump-sdk -abi`: a member takes the later of its own availability and
  /// that of the types around it (the digester states each where it is written).
  package static func entries(digesterJSON: Data, module: String) throws -> [Entry] {
    guard let root = try JSONSerialization.jsonObject(with: digesterJSON) as? [String: Any],
      let abi = root["ABIRoot"] as? [String: Any]
    else { throw AvailabilityError("the digester's output for \(module) has no ABIRoot") }
    var entries: [Entry] = []
    func walk(_ node: [String: Any], macOS: OSVersion?, iOS: OSVersion?, name: String) {
      let kind = node["kind"] as? String ?? ""
      guard !kind.hasPrefix("Type") || kind == "TypeDecl" else { return }  // a type as used, not declared
      let macOS = later(macOS, (node["intro_Macosx"] as? String).flatMap(OSVersion.init))
      let iOS = later(iOS, (node["intro_iOS"] as? String).flatMap(OSVersion.init))
      let printed = node["printedName"] as? String ?? ""
      let name = kind == "Root" ? module : name + "." + printed
      if let usr = node["usr"] as? String, node["moduleName"] as? String == module,
        node["declKind"] as? String != "Accessor"
      {
        let entry = Entry(usr: usr, name: name, macOS: macOS, iOS: iOS)
        if entry.isAfterOldestFloors { entries.append(entry) }
      }
      let children = node["children"] as? [[String: Any]] ?? []
      // A requirement added to a protocol later, beside a default implementation as old as
      // the protocol (`FixedWidthInteger.&*`, a requirement from macOS 15): a concrete type
      // reaches the implementation on older systems, so a use is not held to the requirement.
      let defaults = Set(
        children.filter {
          $0["isFromExtension"] as? Bool == true && $0["intro_Macosx"] == nil && $0["intro_iOS"] == nil
        }
        .map { "\($0["printedName"] ?? "") \($0["genericSig"] ?? "")" })
      for child in children {
        if child["protocolReq"] as? Bool == true,
          defaults.contains("\(child["printedName"] ?? "") \(child["genericSig"] ?? "")")
        {
          continue
        }
        walk(child, macOS: macOS, iOS: iOS, name: name)
      }
    }
    walk(abi, macOS: nil, iOS: nil, name: module)
    return entries
  }

  /// Runs the digester on a module found on the search paths (the toolchain's own, and
  /// `searchPaths`) and reads its entries.
  package static func entries(
    module: String, searchPaths: [String] = [], digester: String, target: String, scratch: URL
  ) throws -> [Entry] {
    let output = scratch.appendingPathComponent("\(module).abi.json")
    _ = try run(
      digester,
      ["-dump-sdk", "-abi", "-avoid-location", "-module", module, "-target", target, "-o", output.path]
        + searchPaths.flatMap { ["-I", $0] })
    guard let json = try? Data(contentsOf: output) else {
      throw AvailabilityError("swift-api-digester wrote nothing for \(module)")
    }
    return try entries(digesterJSON: json, module: module)
  }

  /// The table's text: a header naming its source, then one declaration a line
  /// (`usr`, macOS, iOS, name; `-` where none is stated), sorted by USR.
  package static func table(_ entries: [Entry], compiler: String) -> String {
    var lines = [
      "# Generated by `swift run _generate availability`. Do not edit.",
      "# When each declaration of the toolchain's modules arrived on macOS and iOS, as their own",
      "# @available attributes say (the standard library's SwiftStdlib versions already mapped to",
      "# OS releases by the compiler), read with `swift-api-digester -dump-sdk -abi` from:",
      "#   \(compiler)",
      "#   modules: \(toolchainModules.joined(separator: ", "))",
      "# Only what arrived after macOS \(oldestFloors.macOS) or iOS \(oldestFloors.iOS) is listed.",
      "# usr\tmacOS\tiOS\tname",
    ]
    for entry in entries.sorted(by: { ($0.usr, $0.name) < ($1.usr, $1.name) }) {
      lines.append(
        [entry.usr, entry.macOS?.description ?? "-", entry.iOS?.description ?? "-", entry.name].joined(
          separator: "\t"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The entries of a table's text.
  package static func parse(table: String) -> [Entry] {
    table.split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#") else { return nil }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 4 else { return nil }
      return Entry(usr: fields[0], name: fields[3], macOS: OSVersion(fields[1]), iOS: OSVersion(fields[2]))
    }
  }

  /// The toolchain that runs `swiftc`: its compiler version, target triple and
  /// `swift-api-digester` (beside it).
  package static func toolchain(swiftc: String) throws -> (compiler: String, triple: String, digester: String) {
    let info = try run(swiftc, ["-print-target-info"])
    guard let json = try JSONSerialization.jsonObject(with: Data(info.utf8)) as? [String: Any],
      let compiler = json["compilerVersion"] as? String,
      let triple = (json["target"] as? [String: Any])?["triple"] as? String
    else { throw AvailabilityError("swiftc -print-target-info gave no compiler version or target") }
    let digester = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent(
      "swift-api-digester"
    ).path
    return (compiler, triple, digester)
  }

  /// The table of the toolchain that runs `swiftc`.
  package static func toolchainTable(swiftc: String) throws -> String {
    let toolchain = try toolchain(swiftc: swiftc)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("themec-abi-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    var entries: [Entry] = []
    for module in toolchainModules {
      entries += try self.entries(
        module: module, digester: toolchain.digester, target: toolchain.triple, scratch: scratch)
    }
    return table(entries, compiler: toolchain.compiler)
  }

  /// What a program printed (its errors too); throws, with them, if it failed.
  static func run(_ program: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let said = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0 else {
      throw AvailabilityError(
        "\(program) \(arguments.joined(separator: " ")) exited \(process.terminationStatus): \(said)")
    }
    return said
  }

  /// The later of two versions, either possibly absent.
  static func later(_ a: OSVersion?, _ b: OSVersion?) -> OSVersion? {
    guard let a else { return b }
    guard let b else { return a }
    return max(a, b)
  }
}

/// An operating system release (`13`, `15.4`), compared part by part.
package struct OSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
  package var parts: [Int]

  /// `13`, `10.15`, `15.0.1`; nil for anything else (`-`).
  package init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard !parts.isEmpty, parts.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
    var numbers = parts.map { $0! }
    while numbers.count > 1 && numbers.last == 0 { numbers.removeLast() }
    self.parts = numbers
  }

  package static func < (a: OSVersion, b: OSVersion) -> Bool {
    for index in 0..<max(a.parts.count, b.parts.count) {
      let (x, y) = (index < a.parts.count ? a.parts[index] : 0, index < b.parts.count ? b.parts[index] : 0)
      if x != y { return x < y }
    }
    return false
  }

  package var description: String { parts.count == 1 ? "\(parts[0]).0" : parts.map(String.init).joined(separator: ".") }
}

/// Why the availability table could not be made.
package struct AvailabilityError: Error, CustomStringConvertible {
  package var description: String
  package init(_ description: String) { self.description = description }
}
