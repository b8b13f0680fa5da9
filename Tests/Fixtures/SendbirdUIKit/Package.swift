// swift-tools-version:5.9
// A stand-in for SendbirdUIKit 3.35.1 with its customisation surface only: SBUStringSet.swift
// and SBUTheme.swift are generated from themec's catalogues by `swift run _generate`
// (from the repository's root); the UIKit and SendbirdChatSDK declarations they use are
// written by hand, colours and fonts keeping what they were made of.
import PackageDescription

let package = Package(
  name: "SendbirdUIKit",
  products: [
    .library(name: "SendbirdUIKit", targets: ["SendbirdUIKit"]),
    .library(name: "SendbirdChatSDK", targets: ["SendbirdChatSDK"]),
  ],
  targets: [
    .target(name: "UIKit"),
    .target(name: "SendbirdChatSDK"),
    .target(name: "SendbirdUIKit", dependencies: ["UIKit", "SendbirdChatSDK"]),
  ],
  swiftLanguageVersions: [.v5]
)
