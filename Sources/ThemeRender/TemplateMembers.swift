// The template contexts' members by name, as a template reads them (`{{sdkVersion}}`,
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
    case "locales": TemplateItems(locales)
    case "severalLocales": severalLocales
    case "sdk": sdk
    case "app": app
    case "assignments": TemplateItems(assignments)
    case "hasAssignments": hasAssignments
    case "sdkKeys": TemplateItems(sdkKeys)
    case "appKeys": TemplateItems(appKeys)
    case "json": json
    // Not a stored member: the layout rule, which every Swift template may use.
    case "fit": LineFit.section
    default: nil
    }
  }
}

extension StringsFrameContext.Locale: TemplateContext {
  public func child(named name: String) -> Any? {
    name == "tag" ? tag : nil
  }
}

extension StringsFrameContext.Parameter: TemplateContext {
  public func child(named name: String) -> Any? {
    switch name {
    case "label": label
    case "type": type
    case "labelled": labelled
    case "wrapper": wrapper.map { $0 as Any }
    case "first": first
    case "last": last
    default: nil
    }
  }
}

extension StringsFrameContext.DocLine: TemplateContext {
  public func child(named name: String) -> Any? {
    name == "line" ? line.map { $0 as Any } : nil
  }
}

extension StringsFrameContext.Accessor: TemplateContext {
  public func child(named name: String) -> Any? {
    switch name {
    case "key": key
    case "listed": listed
    case "member": member
    case "number": number
    case "doc": TemplateItems(doc)
    case "isFunction": isFunction
    case "entry": entry
    case "parameters": TemplateItems(parameters)
    default: nil
    }
  }
}

extension StringsFrameContext.Namespace: TemplateContext {
  public func child(named name: String) -> Any? {
    switch name {
    case "name": self.name
    case "member": member
    case "typeName": typeName
    case "accessors": TemplateItems(accessors)
    case "children": TemplateItems(children)
    default: nil
    }
  }
}

extension StringsFrameContext.Assignment: TemplateContext {
  public func child(named name: String) -> Any? {
    switch name {
    case "key": key
    case "members": members
    case "isList": isList
    default: nil
    }
  }
}

extension StylesFrameContext: TemplateContext {
  public func child(named name: String) -> Any? {
    switch name {
    case "themecRelease": themecRelease
    case "sdkVersion": sdkVersion
    case "themes": TemplateItems(themes)
    case "setsColorScheme": setsColorScheme
    case "palette": TemplateItems(palette)
    case "themeClasses": TemplateItems(themeClasses)
    case "designTokens": designTokens.map { $0 as Any }
    case "json": json
    case "fit": LineFit.section
    default: nil
    }
  }
}

extension StylesFrameContext.Theme: TemplateContext {
  public func child(named name: String) -> Any? {
    switch name {
    case "name": self.name
    case "identifier": identifier
    case "colors": TemplateItems(colors)
    case "fonts": TemplateItems(fonts)
    case "icons": TemplateItems(icons)
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

extension StylesFrameContext.PalettePart: TemplateContext {
  public func child(named name: String) -> Any? {
    switch name {
    case "part": part
    case "read": read
    case "set": set
    case "doc": doc
    case "members": TemplateItems(members)
    default: nil
    }
  }
}

extension StylesFrameContext.PaletteMember: TemplateContext {
  public func child(named name: String) -> Any? {
    switch name {
    case "name": self.name
    case "member": member
    default: nil
    }
  }
}

extension StylesFrameContext.ThemeClass: TemplateContext {
  public func child(named name: String) -> Any? {
    switch name {
    case "name": self.name
    case "function": function
    case "accessor": accessor
    case "overlayAccessor": overlayAccessor.map { $0 as Any }
    case "properties": TemplateItems(properties)
    default: nil
    }
  }
}

extension StylesFrameContext.Property: TemplateContext {
  public func child(named name: String) -> Any? {
    switch name {
    case "name": self.name
    case "read": read
    case "isAdaptive": isAdaptive
    default: nil
    }
  }
}

extension StylesFrameContext.TokenGroup: TemplateContext {
  public func child(named name: String) -> Any? {
    switch name {
    case "doc": doc
    case "typeName": typeName
    case "tokens": TemplateItems(tokens)
    case "groups": TemplateItems(groups)
    case "children": TemplateItems(children)
    default: nil
    }
  }
}

extension StylesFrameContext.Token: TemplateContext {
  public func child(named name: String) -> Any? {
    switch name {
    case "doc": doc
    case "member": member
    case "type": type
    case "read": read
    case "name": self.name
    default: nil
    }
  }
}

extension StylesFrameContext.GroupMember: TemplateContext {
  public func child(named name: String) -> Any? {
    switch name {
    case "doc": doc
    case "member": member
    case "typeName": typeName
    case "path": path
    default: nil
    }
  }
}
