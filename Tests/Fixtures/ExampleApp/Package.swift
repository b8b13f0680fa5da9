// swift-tools-version:6.0
// The README's app ("In an app"), as the tests build it with the source-built plugin: this
// manifest is the README's but for its dependencies, which are local here (themec itself, and
// the SendbirdUIKit stand-in that themec's tests generate in place of Sendbird's package).
// ExampleAppTests builds and runs it; ReadmeAppTests builds the README's own manifest and Swift
// against the prebuilt plugin.
import PackageDescription

let package = Package(
  name: "ExampleApp",
  platforms: [.iOS(.v13), .macOS(.v13)],
  dependencies: [
    .package(name: "themec", path: "../../.."),
    .package(path: "../SendbirdUIKit"),
  ],
  targets: [
    // Sources/AppTheme: the YAML files, themec.yml and AppTheme.swift
    .target(
      name: "AppTheme",
      dependencies: [
        .product(name: "ThemeRuntime", package: "themec"),
        .product(name: "SendbirdUIKit", package: "SendbirdUIKit"),
      ],
      plugins: [.plugin(name: "ThemePlugin", package: "themec")]),
    // Sources/Checkout: a feature module with strings of its own
    .target(
      name: "Checkout",
      dependencies: [
        .product(name: "ThemeRuntime", package: "themec"),
        .product(name: "SendbirdUIKit", package: "SendbirdUIKit"),
      ],
      plugins: [.plugin(name: "ThemePlugin", package: "themec")]),
    // Sources/MyApp: main.swift, TwoModules.swift; in an Xcode project, the app target
    .executableTarget(
      name: "MyApp",
      dependencies: [
        "AppTheme", "Checkout", .product(name: "ThemeRuntime", package: "themec"),
        .product(name: "SendbirdUIKit", package: "SendbirdUIKit"),
      ]),
  ]
)
