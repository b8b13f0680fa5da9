// The template contexts' members by name, as a template reads them (`{{sdkAccessors}}`,
// `{{#themes}}{{name}}{{/themes}}`). Mustache finds a member of any other value by
// reflection: a `Mirror` of the whole value at every lookup, each member boxed, an optional
// looked through (its cost: Measuring). A context answers here with the same values (an
// optional member is nil or its value), and nothing for a name it does not have.
// `TemplateMembersTests` holds each to what reflection finds.

extension StringsFrameContext: TemplateContext {
  public func child(named name: String) -> Any? {
    switch name {
    case "themecRelease": themecRelease
    case "sdkVersion": sdkVersion
    case "cldrVersion": cldrVersion
    case "baseLocale": baseLocale
    case "locales": locales
    case "localeList": localeList
    case "sdkAccessors": sdkAccessors
    case "appAccessors": appAccessors
    case "assignments": assignments
    case "sdkKeyList": sdkKeyList
    case "appKeyList": appKeyList
    case "sdkKeys": sdkKeys
    case "appKeys": appKeys
    case "json": json
    default: nil
    }
  }
}

extension StringsFrameContext.Locale: TemplateContext {
  public func child(named name: String) -> Any? {
    name == "tag" ? tag : nil
  }
}

extension StringsFrameContext.Key: TemplateContext {
  public func child(named name: String) -> Any? {
    switch name {
    case "key": key
    case "parameters": parameters
    case "isFunction": isFunction
    default: nil
    }
  }
}

extension StringsFrameContext.Parameter: TemplateContext {
  public func child(named name: String) -> Any? {
    switch name {
    case "label": label
    case "type": type
    default: nil
    }
  }
}

extension StylesFrameContext: TemplateContext {
  public func child(named name: String) -> Any? {
    switch name {
    case "themecRelease": themecRelease
    case "sdkVersion": sdkVersion
    case "themes": themes
    case "setsColorScheme": setsColorScheme
    case "applyStatements": applyStatements
    case "applyFunctions": applyFunctions
    case "tokenAccessors": tokenAccessors
    case "json": json
    default: nil
    }
  }
}

extension StylesFrameContext.Theme: TemplateContext {
  public func child(named name: String) -> Any? {
    switch name {
    case "name": self.name
    case "identifier": identifier
    case "colors": colors
    case "fonts": fonts
    case "icons": icons
    default: nil
    }
  }
}

extension StylesFrameContext.Color: TemplateContext {
  public func child(named name: String) -> Any? {
    switch name {
    case "name": self.name
    case "hex": hex
    case "red": red
    case "green": green
    case "blue": blue
    case "alpha": alpha
    case "changed": changed
    default: nil
    }
  }
}

extension StylesFrameContext.Font: TemplateContext {
  public func child(named name: String) -> Any? {
    switch name {
    case "name": self.name
    case "family": family.map { $0 as Any }
    case "size": size
    case "weight": weight
    case "lineHeight": lineHeight.map { $0 as Any }
    case "changed": changed
    default: nil
    }
  }
}

extension StylesFrameContext.Icon: TemplateContext {
  public func child(named name: String) -> Any? {
    switch name {
    case "name": self.name
    case "asset": asset
    case "tint": tint.map { $0 as Any }
    case "flipsForRTL": flipsForRTL
    case "changed": changed
    default: nil
    }
  }
}
