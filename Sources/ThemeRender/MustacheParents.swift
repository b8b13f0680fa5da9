import Mustache

// Template contexts answer Mustache's lookups by name directly: without this, swift-mustache
// reflects (`Mirror`) on every lookup, which dominated rendering. `ContextLookupTests` checks
// that every stored property is reachable, so the two cannot drift apart.

extension StringsSwiftContext: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "sdkVersion": sdkVersion
    case "cldrVersion": cldrVersion
    case "baseLocale": baseLocale
    case "locales": locales
    default: nil
    }
  }
}

extension StringsSwiftContext.Locale: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "tag": tag
    case "identifier": identifier
    case "plainIdentifier": plainIdentifier
    case "pluralLocale": pluralLocale
    case "pluralBranches": pluralBranches
    case "sdk": sdk
    case "app": app
    case "assignments": assignments
    case "assignmentLines": assignmentLines
    default: nil
    }
  }
}

extension StringsSwiftContext.PluralBranch: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "condition": condition
    case "category": category
    default: nil
    }
  }
}

extension StringsSwiftContext.Container: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "identifier": identifier
    case "indent": indent
    case "constants": constants
    case "functions": functions
    case "containers": containers
    case "declarations": declarations
    default: nil
    }
  }
}

extension StringsSwiftContext.Constant: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "identifier": identifier
    case "literal": literal
    default: nil
    }
  }
}

extension StringsSwiftContext.Function: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "identifier": identifier
    case "parameters": parameters
    case "body": body
    default: nil
    }
  }
}

extension StringsSwiftContext.Line: MustacheParent {
  public func child(named name: String) -> Any? {
    name == "text" ? text : nil
  }
}

extension StringsSwiftContext.Assignment: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "target": target
    case "value": value
    default: nil
    }
  }
}

extension StylesSwiftContext: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "sdkVersion": sdkVersion
    case "themes": themes
    default: nil
    }
  }
}

extension StylesSwiftContext.Theme: MustacheParent {
  public func child(named name: String) -> Any? {
    switch name {
    case "name": self.name
    case "identifier": identifier
    case "tables": tables
    case "palette": palette
    case "light": light
    case "dark": dark
    case "overlay": overlay
    case "paletteLines": paletteLines
    case "lightLines": lightLines
    case "darkLines": darkLines
    case "overlayLines": overlayLines
    default: nil
    }
  }
}
