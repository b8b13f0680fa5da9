extension BuildSettings {
  /// The settings of a plain `themec [build] INPUT... [options]` invocation, read without
  /// ArgumentParser, or nil for anything else.
  ///
  /// ArgumentParser builds its view of the commands by reflection on every run, which costs
  /// about as much as the rest of a no-op build (20 M instructions). A build step runs on every build, so its common form is
  /// read here. Whatever this does not know exactly goes through ArgumentParser: another
  /// subcommand, help, `--`, an unknown, repeated or attached option (`-ofoo`), an empty or
  /// option-like value, a contrast ArgumentParser would reject. A test checks that every
  /// form read here gives the settings ArgumentParser gives.
  package static func quick(_ arguments: [String]) -> BuildSettings? {
    var arguments = arguments[...]
    if arguments.first == "build" {
      arguments = arguments.dropFirst()
    } else if let first = arguments.first, ["lint", "plural", "codes", "help"].contains(first) {
      return nil
    }
    var settings = BuildSettings()
    var inputs: [String] = []
    var seen: Set<String> = []
    while let argument = arguments.popFirst() {
      guard argument.hasPrefix("-") else {
        inputs.append(argument)
        continue
      }
      var name = argument
      var attached: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        attached = String(argument[argument.index(after: equals)...])
      }
      if name == "-o" { name = "--output" }
      guard seen.insert(name).inserted else { return nil }
      switch name {
      case "--timings", "--warnings-as-errors":
        guard attached == nil else { return nil }
        if name == "--timings" { settings.timings = true } else { settings.input.warningsAsErrors = true }
        continue
      case "--output", "--base-locale", "--templates", "--min-contrast", "--dump-context":
        break
      default:
        return nil
      }
      let value: String
      if let attached {
        // ArgumentParser reads `--output=` as `--output` followed by the next argument.
        guard !attached.isEmpty else { return nil }
        value = attached
      } else {
        guard let next = arguments.popFirst(), !next.hasPrefix("-") else { return nil }
        value = next
      }
      switch name {
      case "--output": settings.output = value
      case "--base-locale": settings.input.baseLocale = value
      case "--templates": settings.input.templates = value
      case "--dump-context": settings.dumpContext = value
      default:
        guard let ratio = Double(value), contrastRange.contains(ratio) else { return nil }
        settings.input.minContrast = ratio
      }
    }
    if !inputs.isEmpty { settings.input.inputs = inputs }
    return settings
  }
}
