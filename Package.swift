// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "themec",
  platforms: [.macOS(.v13), .iOS(.v13)],
  products: [
    .executable(name: "themec", targets: ["themec"]),
    .library(name: "ThemeRuntime", targets: ["ThemeRuntime"]),
    .library(name: "ThemeCompiler", targets: ["ThemeCompiler"]),
    .plugin(name: "ThemePlugin", targets: ["ThemePlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    .systemLibrary(
      name: "CLibYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    // Linux calls the Glibc module leaves out (sync_file_range); empty elsewhere.
    .systemLibrary(name: "CLinux"),
    .target(name: "ThemeRuntime"),
    .target(name: "ThemeCore", dependencies: ["ThemeRuntime"]),
    .target(name: "ThemeYAML", dependencies: ["CLibYAML", "ThemeCore"]),
    .target(
      name: "ThemeRender",
      dependencies: ["ThemeCore", "ThemeRuntime"]
    ),
    .target(name: "ThemeCompiler", dependencies: ["ThemeCore", "ThemeYAML", "ThemeRender"]),
    .target(name: "ThemeInterchange", dependencies: ["ThemeCore", "ThemeRuntime", "ThemeYAML"]),
    .target(
      name: "ThemeDriver",
      dependencies: ["CLinux", "ThemeCompiler", "ThemeCore", "ThemeInterchange", "ThemeRender", "ThemeYAML"]),
    .target(
      name: "ThemeCLI",
      dependencies: [
        "ThemeCore", "ThemeDriver", "ThemeRender", "ThemeRuntime",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "themec", dependencies: ["ThemeCLI"]),
    .target(name: "_BenchCorpus", dependencies: ["ThemeRuntime"]),
    .executableTarget(name: "themec-bench", dependencies: ["_BenchCorpus", "ThemeRuntime"], exclude: ["README.md"]),
    .target(name: "_YAMLFloor", dependencies: ["CLibYAML"]),
    .target(name: "_GeneratedSources", dependencies: ["ThemeCore", "ThemeDriver", "ThemeRender"]),
    .executableTarget(name: "_generate", dependencies: ["_GeneratedSources"]),
    .executableTarget(name: "_yaml-floor", dependencies: ["_YAMLFloor"]),
    .plugin(
      name: "ThemePlugin", capability: .buildTool(), dependencies: ["themec"], path: "Sources/ThemePlugin"
    ),
    .testTarget(name: "ThemeRuntimeTests", dependencies: ["_BenchCorpus", "ThemeRuntime"], exclude: ["Resources"]),
    .testTarget(name: "ThemeCoreTests", dependencies: ["ThemeCore", "ThemeRuntime"]),
    .testTarget(name: "ThemeYAMLTests", dependencies: ["ThemeCore", "ThemeYAML"]),
    .target(
      name: "ThemeTestSupport", dependencies: ["_BenchCorpus", "ThemeCompiler", "ThemeCore"],
      path: "Tests/ThemeTestSupport"),
    .testTarget(
      name: "ThemeCompilerTests",
      dependencies: [
        "_BenchCorpus", "_GeneratedSources", "ThemeCompiler", "ThemeCore", "ThemeDriver", "ThemeRender", "ThemeRuntime",
        "ThemeTestSupport", "ThemeYAML",
      ],
      exclude: ["Goldens", "FuzzRegressions"]
    ),
    .testTarget(
      name: "ThemeRenderTests",
      dependencies: ["ThemeCompiler", "ThemeCore", "ThemeRender", "ThemeRuntime", "ThemeTestSupport"]
    ),
    .testTarget(
      name: "ThemeDriverTests",
      dependencies: [
        "_BenchCorpus", "ThemeCompiler", "ThemeCore", "ThemeDriver", "ThemeInterchange", "ThemeRender", "ThemeRuntime",
        "ThemeTestSupport", "ThemeYAML",
      ]
    ),
    .testTarget(
      name: "ThemeInterchangeTests",
      dependencies: ["_BenchCorpus", "ThemeCore", "ThemeInterchange", "ThemeTestSupport", "ThemeYAML"],
      exclude: ["ImportFuzzRegressions"]
    ),
    .testTarget(
      name: "ThemeCLITests",
      dependencies: ["ThemeCLI", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
  ]
)
