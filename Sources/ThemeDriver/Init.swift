import ThemeCore
import ThemeRuntime
import ThemeYAML

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Driver {
  /// The starter project `themec init` writes, by path: an English strings file that lists
  /// every SDK key as a comment with its default, a theme stub that lists the palette the
  /// same way, and a `themec.yml`. It builds as it is, with no findings.
  static func starterProject() -> [(path: String, text: String)] {
    let strings = StringCatalog.sendbirdUIKit
    var english = [
      "# yaml-language-server: $schema=../schemas/strings.schema.json",
      "# English strings for SendbirdUIKit \(strings.sdkVersion), the base locale: other locales are",
      "# checked against it and fall back to it. Every SDK key is listed below as a comment with the",
      "# SDK's default; uncomment one to change it. Translations go in <locale>.strings.yaml beside it.",
      "",
    ]
    // Aliases (members that set another) are left out: a file gives one of the two.
    for member in strings.settableMembers {
      if let signature = member.signature {
        let shape = signature.isCounted || signature.isList ? "a template or plural forms" : "a template"
        english.append("# \(member.path):  # \(member.swiftType): \(shape)")
      } else {
        english.append("# \(member.path): \(YAMLWriter.scalar(member.defaultText ?? ""))")
      }
    }
    english += [
      "",
      "# The app's own strings: typed accessors (ThemeStrings.app.welcome.title(name:)).",
      "app:",
      "  welcome:",
      "    title: {text: \"Welcome, %@!\", parameters: [name]}",
      "    unread:",
      "      one: \"%lld unread message\"",
      "      other: \"%lld unread messages\"",
      "",
    ]
    let styles = StyleCatalog.sendbirdUIKit
    var theme = [
      "# yaml-language-server: $schema=../schemas/theme.schema.json",
      "# The app's theme: SendbirdUIKit's defaults, changed where this file says so. The palette is",
      "# listed below as comments with the SDK's values; 'themec keys --kind theme' lists the",
      "# component themes' properties.",
      "",
      "colors:",
    ]
    for color in styles.colors {
      let line = "  \(color.name): \"\(color.rgba.hex)\""
      theme.append(color.name == "primaryMain" ? line + "  # the SDK's; change it to brand the app" : "#" + line)
    }
    theme += ["", "# fonts:"]
    for font in styles.fonts {
      theme.append("#   \(font.name): {size: \(formatNumber(font.size)), weight: \(font.weight.rawValue)}")
    }
    theme += [
      "",
      "# themes:",
      "#   SBUChannelTheme:",
      "#     light:",
      "#       backgroundColor: \"{colors.background50}\"",
      "#     dark:",
      "#       backgroundColor: \"{colors.background600}\"",
      "",
    ]
    let config = [
      "# themec.yml: themec's settings for this project (themec config lint checks it).",
      "inputs: [themes]",
      "output: Generated",
      "base-locale: en",
      "sdk-version: \(SendbirdUIKitRelease.newest)                # the SendbirdUIKit release the app builds with",
      "severity:                          # off, note, warning or error, by code",
      "  string.missing: warning",
      "",
    ]
    return [
      ("themec.yml", config.joined(separator: "\n")),
      ("themes/en.strings.yaml", english.joined(separator: "\n")),
      ("themes/app.theme.yaml", theme.joined(separator: "\n")),
    ] + schemas().map { ("schemas/" + $0.name, $0.text) }
  }
}

/// `themec init`: writes the starter project into a directory (made if missing), never
/// replacing a file that exists. Returns the files written and those kept.
public func initProject(at directory: String) throws -> (written: [String], kept: [String]) {
  var written: [String] = []
  var kept: [String] = []
  let root = FileSystem.normalized(directory)
  for (path, text) in Driver.starterProject() {
    let full = root == "." ? path : root + "/" + path
    if FileSystem.isReachable(full) {
      kept.append(full)
      continue
    }
    let folder = FileSystem.parent(of: full)
    if !folder.isEmpty { try FileSystem.createDirectory(folder) }
    if try FileSystem.createExclusively(full, with: Array(text.utf8)) {
      written.append(full)
    } else {
      kept.append(full)
    }
  }
  return (written, kept)
}
