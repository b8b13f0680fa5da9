// _generate: writes every generated Swift source of the repository (`GeneratedSources`);
// `--check` writes nothing and exits 1 if one is not what it would write. `catalogue` and
// `plurals` run the Python scripts (Sources/Tools) that import the SDK's releases and CLDR's rules.
//
//   swift run _generate [--check]
//   swift run _generate catalogue --sdk PATH --spm PATH [--check]   (clones of sendbird-uikit-ios
//     and sendbird-uikit-ios-spm)
//   swift run _generate plurals   (babel 2.19 and Debian's unicode-cldr-core installed)
//   swift run _generate availability [--check]   (the toolchain's availability table:
//     AppleAvailability, read from the modules of the swiftc on PATH or named by SWIFTC)
import Foundation
import _GeneratedSources

let arguments = Array(CommandLine.arguments.dropFirst())
let repository = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
guard FileManager.default.fileExists(atPath: repository.appendingPathComponent("templates").path) else {
  FileHandle.standardError.write(Data("_generate: run from the repository root\n".utf8))
  exit(64)
}

/// Runs a Python script of the repository with the arguments; its exit status.
func python(_ script: String, _ arguments: [String]) -> Int32 {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", script] + arguments
  do { try process.run() } catch {
    FileHandle.standardError.write(Data("_generate: cannot run python3: \(error)\n".utf8))
    return 1
  }
  process.waitUntilExit()
  return process.terminationStatus
}

switch arguments.first {
case "catalogue":
  exit(python("Sources/Tools/catalogue/generate_catalog.py", Array(arguments.dropFirst())))
case "plurals":
  exit(python("Sources/Tools/plurals/generate_plural_rules.py", Array(arguments.dropFirst())))
case "availability":
  let check = arguments.dropFirst().first == "--check"
  let swiftc =
    ProcessInfo.processInfo.environment["SWIFTC"]
    ?? (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  guard let swiftc else {
    FileHandle.standardError.write(Data("_generate: no swiftc on PATH (set SWIFTC)\n".utf8))
    exit(1)
  }
  do {
    let text = try AppleAvailability.toolchainTable(swiftc: swiftc)
    let url = repository.appendingPathComponent(AppleAvailability.tablePath)
    let current = (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
    if check {
      guard current == text else {
        FileHandle.standardError.write(
          Data(
            "_generate: \(AppleAvailability.tablePath) is not this toolchain's; run swift run _generate availability\n"
              .utf8))
        exit(1)
      }
      print("_generate: the availability table is this toolchain's")
    } else if current != text {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
      print("_generate: wrote \(AppleAvailability.tablePath)")
    }
  } catch {
    FileHandle.standardError.write(Data("_generate: \(error)\n".utf8))
    exit(1)
  }
case nil, "--check":
  let check = arguments.first == "--check"
  var stale: [String] = []
  do {
    for (path, text) in try GeneratedSources.all(repository: repository) {
      let url = repository.appendingPathComponent(path)
      let current = (try? Data(contentsOf: url)).map { String(decoding: $0, as: UTF8.self) }
      guard current != text else { continue }
      stale.append(path)
      if !check { try Data(text.utf8).write(to: url, options: .atomic) }
    }
  } catch {
    FileHandle.standardError.write(Data("_generate: \(error)\n".utf8))
    exit(1)
  }
  if check {
    for path in stale {
      FileHandle.standardError.write(Data("_generate: \(path) is not current; run swift run _generate\n".utf8))
    }
    exit(stale.isEmpty ? 0 : 1)
  }
  print(
    stale.isEmpty ? "_generate: every generated source is current" : "_generate: wrote \(stale.joined(separator: ", "))"
  )
default:
  FileHandle.standardError.write(
    Data(
      "usage: _generate [--check] | catalogue --sdk PATH --spm PATH [--check] | plurals | availability [--check]\n".utf8
    ))
  exit(64)
}
