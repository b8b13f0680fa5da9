// swift-tools-version:5.9
// A stand-in for SendbirdUIKit 3.35.1 with its customisation surface only, generated from
// themec's catalogues by SDKStandInTests (UPDATE_GOLDENS=1 swift test). Do not edit.
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
