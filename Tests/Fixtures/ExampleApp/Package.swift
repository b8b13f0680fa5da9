// swift-tools-version:6.0
// An app laid out as a real one: its target runs themec through the plugin, links
// ThemeRuntime, and depends on SendbirdUIKit as a separate package (here the stand-in that
// themec's tests generate; in an app, Sendbird's package). ExampleAppTests builds and runs it.
import PackageDescription

let package = Package(
  name: "ExampleApp",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "themec", path: "../../.."),
    .package(path: "../SendbirdUIKit"),
  ],
  targets: [
    .executableTarget(
      name: "ExampleApp",
      dependencies: [
        .product(name: "ThemeRuntime", package: "themec"),
        .product(name: "SendbirdUIKit", package: "SendbirdUIKit"),
      ],
      plugins: [.plugin(name: "ThemePlugin", package: "themec")]
    )
  ]
)
