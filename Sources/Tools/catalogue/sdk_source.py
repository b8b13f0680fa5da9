"""Reads SendbirdUIKit's customisation surface from its Swift source at one release's commit, and
the public declarations of its framework's `.swiftinterface`.

Used by generate_catalog.py. The SDK's source is formatted consistently (one declaration per
line, builders that assign `theme.name = value`), so a declaration-level reader suffices: it
strips comments, takes every `#if` as false (the `#else` branch, as a build without
SendbirdUIMessageTemplate and without SWIFTUI compiles), finds type bodies by braces, and
splits a body into its top-level statements.
"""
import json
import re
import subprocess

STRINGS_FILES = ["Sources/Constant/SBUStringSet.swift", "Sources/Constant/SBUStringSet.Deprecated.swift"]
THEME_FILES = ["Sources/Theme/SBUTheme.swift", "Sources/Deprecated/SBUTheme.Deprecated.swift"]
ASSETS = "Sources/Resource/Assets.xcassets/"


class Source:
    """The files of one release, read from a git directory."""

    def __init__(self, git_dir, tag):
        self.git_dir, self.tag = git_dir, tag
        listing = self.git("ls-tree", "-r", "--name-only", tag)
        self.paths = set(listing.splitlines())

    def git(self, *args):
        return subprocess.run(["git", "--git-dir", self.git_dir, *args], check=True, capture_output=True,
                              text=True).stdout

    def read(self, path):
        return self.git("show", "%s:%s" % (self.tag, path)) if path in self.paths else ""


def strip(text):
    """Comments removed (string literals kept), `#if` blocks replaced by their `#else` branch."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            i = n if end < 0 else end + 2
        elif text.startswith('"""', i):
            end = text.find('"""', i + 3)
            out.append(text[i:end + 3])
            i = end + 3
        elif c == '"':
            j = i + 1
            depth = 0
            while j < n:
                if text[j] == "\\" and text.startswith("\\(", j):
                    depth += 1
                    j += 2
                    continue
                if text[j] == "\\":
                    j += 2
                    continue
                if depth and text[j] == ")":
                    depth -= 1
                elif not depth and text[j] == '"':
                    break
                j += 1
            out.append(text[i:j + 1])
            i = j + 1
        else:
            out.append(c)
            i += 1
    lines, skipping = [], []
    for line in "".join(out).split("\n"):
        directive = line.strip()
        if directive.startswith("#if"):
            skipping.append(True)
        elif directive.startswith("#else") and skipping:
            skipping[-1] = False
        elif directive.startswith("#endif") and skipping:
            skipping.pop()
        elif not any(skipping):
            lines.append(line)
    return "\n".join(lines)


def matching(text, open_index):
    """The index of the bracket closing the one at open_index (strings skipped)."""
    pairs = {"{": "}", "(": ")", "[": "]"}
    stack, i = [], open_index
    while i < len(text):
        c = text[i]
        if c == '"':
            i = skip_string(text, i)
            continue
        if c in pairs:
            stack.append(pairs[c])
        elif c in ")]}":
            stack.pop()
            if not stack:
                return i
        i += 1
    raise ValueError("unbalanced at %d" % open_index)


def skip_string(text, i):
    if text.startswith('"""', i):
        return text.find('"""', i + 3) + 3
    j = i + 1
    while text[j] != '"':
        if text.startswith("\\(", j):
            j = matching(text, j + 1) + 1
            continue
        j += 2 if text[j] == "\\" else 1
    return j + 1


TYPE_HEAD = re.compile(r"^[ \t]*((?:@\w+(?:\([^)]*\))?\s*)*)((?:public |open |internal |private |fileprivate |final )*)"
                       r"(class|struct|extension|enum) (\w+(?:\.\w+)*)[^{\n]*\{", re.M)


def types(text):
    """Top-level and nested type bodies: (kind, name, attributes, body) with dotted nesting."""
    found = []

    def walk(body, prefix):
        outside = {i for i, _ in top_level(body)}
        for match in TYPE_HEAD.finditer(body):
            if match.start() not in outside:
                continue
            close = matching(body, match.end() - 1)
            name = match.group(4) if match.group(3) == "extension" else prefix + match.group(4)
            inner = body[match.end():close]
            found.append((match.group(3), name, match.group(1), match.group(2), inner))
            walk(inner, name + ".")

    walk(text, "")
    return found


def top_level(text, groups="{(["):
    """(index, character) of each character outside string literals and outside the bracket
    groups opened by `groups` (a group is passed over whole): the one scanner of this file."""
    i = 0
    while i < len(text):
        c = text[i]
        if c == '"':
            i = skip_string(text, i)
            continue
        if c in groups:
            i = matching(text, i) + 1
            continue
        yield i, c
        i += 1


def statements(body):
    """The body's top-level statements, each as one text (nested blocks included)."""
    result, start = [], 0
    for i, c in top_level(body):
        if c != "\n" or i < start:
            continue
        rest = body[i + 1:].lstrip()
        current = body[start:i].strip()
        continues = rest[:1] in (".", "?", ":", "+", "-", "*", "/", "|", "&", "=") and not rest.startswith("//")
        if current.endswith(("=", ",", "(", "->", "&&", "||")) or (current and continues) or \
                (current.startswith("@") and re.fullmatch(r"(@\w+(\([^)]*\))?\s*)+", current)):
            continue
        if current:
            result.append(current)
        start = i + 1
    if body[start:].strip():
        result.append(body[start:].strip())
    return result


DECL = re.compile(r"^((?:@\w+(?:\((?:[^()]|\([^()]*\))*\))?\s*)*)((?:(?:public|open|internal|private|fileprivate|final|"
                  r"static|class|override|lazy|dynamic|weak)(?:\(set\))?\s+)*)(var|let)\s+(\w+)\s*(.*)$", re.S)


def declaration(statement):
    """A `var`/`let` statement: attributes, modifiers, keyword, name, type, initial value, accessor block."""
    match = DECL.match(statement)
    if not match:
        return None
    attributes, modifiers, keyword, name, rest = match.groups()
    type_text, value, block = None, None, None
    if rest.startswith(":"):
        rest = rest[1:].strip()
        end = type_end(rest)
        type_text, rest = rest[:end].strip(), rest[end:].strip()
    if rest.startswith("="):
        value = rest[1:].strip()
        if value.endswith("}") and not value.startswith("{"):
            # `= X.load() { didSet {...} }`: an observer block after the value.
            brace = top_level_brace(value)
            if brace is not None:
                value, block = value[:brace].strip(), value[brace:]
    elif rest.startswith("{"):
        block = rest
    return dict(attributes=attributes, modifiers=modifiers.split(), keyword=keyword, name=name, type=type_text,
                value=value, block=block)


def type_end(text):
    """Where a type annotation ends: at `=` or `{` outside brackets."""
    return next((i for i, c in top_level(text, "([") if c in "={"), len(text))


def top_level_brace(text):
    return next((i for i, c in top_level(text, "([") if c == "{"), None)


AVAILABLE = re.compile(r"@available\(([^()]*)\)")


def availability(attributes):
    """(deprecated, unavailable, renamed, message) from `@available(*, …)` attributes."""
    deprecated = unavailable = False
    renamed = message = None
    for args in AVAILABLE.findall(attributes or ""):
        parts = [p.strip() for p in split_top(args)]
        if parts[0] != "*":
            continue
        deprecated |= "deprecated" in parts
        unavailable |= "unavailable" in parts
        for part in parts:
            if part.startswith("renamed:"):
                renamed = unquote(part.split(":", 1)[1].strip())
            if part.startswith("message:"):
                message = unquote(part.split(":", 1)[1].strip())
    return deprecated, unavailable, renamed, message


def split_top(text, separator=","):
    parts, start = [], 0
    for i, c in top_level(text):
        if c == separator:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return parts


def unquote(literal):
    """A Swift string literal's value (escapes resolved; interpolations kept as written)."""
    assert literal.startswith('"') and literal.endswith('"'), literal
    body, out, i = literal[1:-1], [], 0
    escapes = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", '"': '"', "'": "'", "\\": "\\"}
    while i < len(body):
        if body[i] == "\\":
            nxt = body[i + 1]
            if nxt in escapes:
                out.append(escapes[nxt])
                i += 2
                continue
            if nxt == "u":
                end = body.index("}", i)
                out.append(chr(int(body[i + 3:end], 16)))
                i = end + 1
                continue
            if nxt == "(":
                end = matching(body, i + 1)
                out.append(body[i:end + 1])
                i = end + 1
                continue
        out.append(body[i])
        i += 1
    return "".join(out)


# MARK: - Strings

INTERPOLATED_DEFAULTS = {
    # Values the SDK reads at run time, as a fresh app sees them.
    "SBUGlobals.userMentionConfig?.mentionLimit ?? 10": "10",
    "SBUAvailable.uploadSizeLimitMB": "25",
}


def strings(source):
    """Every static member of `SBUStringSet` and its nested types, in declaration order."""
    members, by_path = [], {}

    def read(body, container, in_extension):
        for statement in statements(body):
            head = TYPE_HEAD.match(statement)
            if head and head.group(3) in ("class", "struct"):
                inner = statement[head.end():matching(statement, head.end() - 1)]
                read(inner, (container + "." if container else "") + head.group(4), in_extension)
                continue
            decl = declaration(statement)
            if not decl or "static" not in decl["modifiers"] or "public" not in decl["modifiers"]:
                continue
            member = string_member(decl, container)
            members.append(member)
            by_path[member["path"]] = member

    for path in STRINGS_FILES:
        for kind, name, _, _, body in types(strip(source.read(path))):
            if name == "SBUStringSet":
                read(body, "", kind == "extension")
    for member in members:
        if member["kind"] == "computedString" and member["defaultText"] is None and member["aliasOf"]:
            target = by_path.get(member["aliasOf"])
            member["defaultText"] = target and target["defaultText"]
    return members


def string_member(decl, container):
    deprecated, unavailable, renamed, _ = availability(decl["attributes"])
    path = (container + "." if container else "") + decl["name"]
    value, block, swift_type = decl["value"], decl["block"], decl["type"]
    if swift_type is None:
        swift_type = "String" if value and value.startswith('"') else None
    closure = "->" in (swift_type or "")
    alias = None
    default = None
    params = []
    if block is not None and value is None:
        kind = "computedClosure" if closure else "computedString"
        getter = re.search(r"get\s*\{\s*(?:return\s+)?(?:SBUStringSet\.)?([\w.]+)\s*\}", block)
        if not getter:
            # A get-only proxy: `{ Other }` or `{ { Other($0) } }`.
            getter = re.fullmatch(r"\{\s*(?:\{\s*)?(?:SBUStringSet\.)?([A-Z][\w.]*)(?:\(\$0\)\s*\})?\s*\}", block.strip())
        if getter:
            alias = getter.group(1)
        literal = re.fullmatch(r"\{\s*(\"(?:[^\"\\]|\\.)*\")\s*\}", block.strip())
        if literal:
            default = unquote(literal.group(1))
        settable = "set" in block and not unavailable
    else:
        settable = decl["keyword"] == "var" and not unavailable
        if closure:
            kind = "closure"
            head = re.match(r"\{\s*(?:\(([^)]*)\)|([\w, ]+?))\s+in\b", value)
            names = []
            if head:
                names = [n.strip() for n in (head.group(1) or head.group(2)).split(",")]
            else:
                names = ["$%d" % k for k in range(len(closure_params(swift_type)))]
            params = list(zip(names, closure_params(swift_type)))
        else:
            text = unquote(value)
            if "\\(" in text:
                kind = "interpolatedString"
                for expression, resolved in INTERPOLATED_DEFAULTS.items():
                    text = text.replace("\\(" + expression + ")", resolved)
            else:
                kind = "string"
            default = text
    return dict(path=path, swiftType=swift_type, kind=kind, settable=settable, deprecated=deprecated,
                renamed=renamed, aliasOf=alias if (alias and alias != path) else None, unavailable=unavailable,
                params=params, defaultText=default)


def closure_params(swift_type):
    inner = swift_type[swift_type.index("(") + 1:matching(swift_type, swift_type.index("("))]
    params = []
    for part in split_top(inner):
        part = part.strip()
        if ":" in part:
            part = part.split(":", 1)[1].strip()
        if part:
            params.append(part)
    return params


# MARK: - Palette, fonts, icons

COMPONENT = r"([\d.]+)(?:\s*/\s*255(?:\.0)?)?"


def channel(text):
    match = re.fullmatch(r"\s*([\d.]+)\s*(/\s*255(?:\.0)?)?\s*", text)
    value = float(match.group(1))
    return value / 255.0 if match.group(2) else value


def hex_of(r, g, b, a):
    return "#" + "".join("%02X" % int(c * 255 + 0.5) for c in (r, g, b, a))


def colors(source):
    text = strip(source.read("Sources/Theme/SBUColorSet.swift"))
    members, deprecated = [], []
    for kind, name, _, _, body in types(text):
        if name != "SBUColorSet":
            continue
        for statement in statements(body):
            decl = declaration(statement)
            if not decl or "static" not in decl["modifiers"] or decl["keyword"] != "var":
                continue
            is_deprecated, _, renamed, _ = availability(decl["attributes"])
            if is_deprecated:
                deprecated.append((decl["name"], renamed))
                continue
            if "public" not in decl["modifiers"] and kind != "extension":
                continue
            members.append(color_value(decl["name"], decl["value"]))
    return members, deprecated


def color_value(name, value):
    value = re.sub(r"\s+", " ", value)
    match = re.fullmatch(r"UIColor\(red: (.+?), green: (.+?), blue: (.+?), alpha: (.+?)\)", value)
    if match:
        return (name, hex_of(*(channel(g) for g in match.groups())), None)
    match = re.fullmatch(r"UIColor\(white: (.+?), alpha: (.+?)\)", value)
    if match:
        white = channel(match.group(1))
        return (name, hex_of(white, white, white, channel(match.group(2))), None)
    if value in ("UIColor.clear", ".clear"):
        return (name, "#00000000", None)
    match = re.fullmatch(r"(?:SBUColorSet)?\.(\w+)\.withAlphaComponent\(([\d.]+)\)", value)
    if match:
        return (name, None, (match.group(1), float(match.group(2))))
    raise ValueError("colour %s = %s" % (name, value))


def resolve_derived(members):
    by_name = {m[0]: m for m in members}
    result = []
    for name, hex_value, derived in members:
        if derived:
            base = by_name[derived[0]][1]
            hex_value = base[:7] + "%02X" % int(derived[1] * 255 + 0.5)
        result.append((name, hex_value, derived))
    return result


def fonts(source):
    text = strip(source.read("Sources/Theme/SBUFontSet.swift"))
    found, attributes = [], {}
    for _, name, _, _, body in types(text):
        if name != "SBUFontSet":
            continue
        for statement in statements(body):
            decl = declaration(statement)
            if not decl or "static" not in decl["modifiers"]:
                continue
            value = decl["value"] or ""
            match = re.fullmatch(r"UIFont\.systemFont\(ofSize:\s*([\d.]+),\s*weight:\s*\.(\w+)\)", value.strip())
            if match and "public" in decl["modifiers"]:
                found.append((decl["name"], float(match.group(1)), match.group(2)))
            elif decl["name"].endswith("Attributes"):
                height = re.search(r"defaultLineHeight\s*=\s*([\d.]+)", value)
                size_from = re.search(r"SBUFontSet\.(\w+)\.pointSize", value)
                if height:
                    attributes[decl["name"][:-len("Attributes")]] = (float(height.group(1)), size_from.group(1))
    return [(name, size, weight) + attributes.get(name, (None, None)) for name, size, weight in found]


def font_families(source):
    """`SBUFontSet.FontFamily`'s settable family names (`notification` in 3.5.7, `notifications` from 3.5.8)."""
    names = []
    for _, name, _, _, body in types(strip(source.read("Sources/Theme/SBUFontSet.swift"))):
        if name == "SBUFontSet.FontFamily":
            for statement in statements(body):
                decl = declaration(statement)
                if decl and "static" in decl["modifiers"] and "public" in decl["modifiers"] and decl["keyword"] == "var":
                    names.append(decl["name"])
    return names


def icons(source):
    text = strip(source.read("Sources/Theme/SBUIconSet.swift"))
    names = []
    for _, name, _, _, body in types(text):
        if name != "SBUIconSet":
            continue
        for statement in statements(body):
            decl = declaration(statement)
            if decl and "static" in decl["modifiers"] and "public" in decl["modifiers"] and decl["keyword"] == "var":
                names.append(decl["name"])
    result = []
    for name in names:
        contents = source.read(ASSETS + name + ".imageset/Contents.json")
        images = json.loads(contents)["images"] if contents else []
        rtl = any(image.get("language-direction") == "right-to-left" for image in images)
        result.append((name, rtl))
    return result


# MARK: - Theme classes

VALUE_TYPES = {"UIColor": "color", "UIFont": "font", "UIStatusBarStyle": "statusBarStyle", "UIBarStyle": "barStyle",
               "CGFloat": "number"}


def expression(text):
    """A theme value as the catalogue records it: ("color", name, alpha), ("font", name), ("literal", text),
    ("adaptive", base, liquidGlass); None when it is not a constant (a parameter, a call)."""
    text = re.sub(r"\s+", " ", text.strip())
    match = re.fullmatch(r"SBUColorSet\.(\w+)(?:\.withAlphaComponent\(([\d.]+)\))?", text)
    if match:
        return ("color", match.group(1), None if match.group(2) is None else float(match.group(2)))
    match = re.fullmatch(r"SBUFontSet\.(\w+)", text)
    if match:
        return ("font", match.group(1))
    match = re.fullmatch(r"(?:UIColor)?(\.\w+)", text)
    if match:
        return ("literal", match.group(1))
    if re.fullmatch(r"-?\d+(\.\d+)?", text):
        return ("literal", text)
    match = re.fullmatch(r"self\.(\w+)", text)
    if match:
        # `lazy var a = self.b` (3.0 to 3.2.1): b's value in the same variant.
        return ("self", match.group(1))
    match = re.fullmatch(r"SBUAdaptive\( ?base: (.+), liquidGlass: (.+?) ?\)", text)
    if match:
        return ("adaptive", match.group(1), match.group(2))
    return None


def sets_color_scheme(source):
    """Whether `SBUTheme` declares `set(colorScheme:)` (3.5.0 on; before it, `set(theme:)` alone)."""
    return any(re.search(r"public static func set\(colorScheme:", strip(source.read(path))) for path in THEME_FILES)


def theme_classes(source):
    texts = [strip(source.read(path)) for path in THEME_FILES]
    raw = "\n".join(source.read(path) for path in THEME_FILES)
    bodies = [t for text in texts for t in types(text)]
    accessors, overlay_accessors = {}, {}
    classes, order = {}, []
    for kind, name, attributes, modifiers, body in bodies:
        if name == "SBUTheme" and kind == "class":
            for statement in statements(body):
                decl = declaration(statement)
                if decl and "static" in decl["modifiers"] and "public" in decl["modifiers"] and \
                        (decl["type"] or "").startswith("SBU") and decl["type"].endswith("Theme"):
                    accessors.setdefault(decl["type"], decl["name"])
        if name == "SBUOverlayTheme" and kind == "class":
            for label, type_text, _ in init_params(body):
                overlay_accessors[type_text] = "overlayTheme." + label
        if not re.fullmatch(r"SBU\w+Theme", name) or name == "SBUTheme":
            continue
        if kind == "class" and "public" in modifiers.split():
            classes[name] = dict(name=name, deprecated=availability(attributes)[0], bodies=[body])
            order.append(name)
        elif kind == "extension" and name in classes:
            classes[name]["bodies"].append(body)
    notes = todo_notes(raw)
    result = []
    for name in order:
        info = classes[name]
        result.append(theme_class(info, accessors.get(name), overlay_accessors.get(name), notes.get(name, {})))
    return result


def todo_notes(raw):
    """`public var name: Type // TODO: …` remarks, by class and property."""
    notes, current = {}, None
    for line in raw.split("\n"):
        match = re.match(r"\s*(?:@\w+.*\s)?public (?:final )?class (\w+)", line)
        if match:
            current = match.group(1)
        match = re.match(r"\s*public var (\w+): [\w.]+\s*// (TODO: .+?)\s*$", line)
        if match and current:
            notes.setdefault(current, {})[match.group(1)] = match.group(2)
    return notes


def init_params(body):
    """The designated `public init`'s parameters: (label, type, default text)."""
    for statement in statements(body):
        match = re.match(r"(?:public )?init\s*\(", statement)
        if match and statement.startswith("public"):
            open_index = statement.index("(")
            inner = statement[open_index + 1:matching(statement, open_index)]
            params = []
            for part in split_top(inner):
                part = part.strip()
                if not part:
                    continue
                label, rest = part.split(":", 1)
                type_text, _, default = rest.partition("=")
                params.append((label.strip(), type_text.strip(), default.strip() or None))
            return params
    return []


def init_body(body):
    for statement in statements(body):
        if statement.startswith("public init") or statement.startswith("public init("):
            open_index = statement.index("(")
            close = matching(statement, open_index)
            brace = statement.index("{", close)
            return statement[brace + 1:matching(statement, brace)]
    return ""


IOS_FLOOR = 13  # themec's iOS floor (and SendbirdUIKit 3.35's)


def assignments(block, receiver):
    """`receiver.name = value` and `receiver._nameAdaptive = SBUAdaptive(...)` in a block, in order."""
    found = []
    block = block.strip()
    if block.startswith("{"):
        block = block[1:matching(block, 0)]
    for statement in statements(block):
        # `if #available(iOS 13.0, *) { a } else { b }`: the branch an app at themec's floor
        # (iOS 13) runs (3.29's light builders set `.darkContent` so, `.default` below iOS 13).
        available = re.match(r"if\s+#available\(\s*iOS\s+(\d+)[^)]*\)\s*\{", statement)
        if available:
            then_end = matching(statement, available.end() - 1)
            rest = statement[then_end + 1:].strip()
            if int(available.group(1)) <= IOS_FLOOR:
                found += assignments(statement[available.end() - 1:then_end + 1], receiver)
            elif rest.startswith("else") and rest[4:].strip().startswith("{"):
                found += assignments(rest[4:].strip(), receiver)
            continue
        match = re.match(r"%s\.(_?)(\w+)\s*=\s*(.+)$" % re.escape(receiver), statement, re.S)
        if match:
            found.append((match.group(2), match.group(3).strip()))
    return found


def theme_class(info, accessor, overlay_accessor, notes):
    declarations, builders, didsets = [], {}, {}
    body_all = "\n".join(info["bodies"])
    for body in info["bodies"]:
        for statement in statements(body):
            decl = declaration(statement)
            if not decl:
                continue
            if "static" in decl["modifiers"]:
                if decl["name"] in ("light", "dark", "overlay", "defaultLight", "defaultDark"):
                    builders[decl["name"]] = decl
                continue
            if "public" not in decl["modifiers"] or decl["keyword"] != "var":
                continue
            declarations.append(decl)
            if decl["block"] and "didSet" in decl["block"]:
                for target, base in re.findall(r"self\._(\w+)\s*=\s*SBUAdaptive\(\s*base:\s*(\w+)", decl["block"]):
                    didsets[decl["name"]] = target
    params = {label: default for label, _, default in init_params(body_all)}
    init_defaults = {}
    for name, value in assignments(init_body(body_all), "self"):
        init_defaults[name] = value
    variants = [v for v in ("light", "dark", "overlay") if v in builders and "public" in builders[v]["modifiers"]]

    def constant(text, scope):
        """A value text resolved: parameters to their defaults, SBUAdaptive's parts one by one."""
        text = text.strip()
        if re.fullmatch(r"\w+", text) and text in scope:
            return constant(scope[text], {})
        value = expression(text)
        if value and value[0] == "adaptive":
            return ("adaptive", constant(value[1], scope), constant(value[2], scope))
        return value

    defaults = {name: constant(value, params) for name, value in init_defaults.items()}
    for decl in declarations:
        if decl["value"] is not None and decl["name"] not in defaults:
            defaults[decl["name"]] = constant(decl["value"], {})

    def built(variant):
        decl = builders.get(variant)
        block = decl and decl["block"] or ""
        if "theme." not in block:
            decl = builders.get("default" + variant.capitalize())
            block = decl and decl["block"] or ""
        values = dict(defaults)
        for name, value in assignments(block, "theme"):
            values[name] = constant(value, {})
            if name in didsets:
                values[didsets[name]] = ("adaptive", values[name], values[name])
        for name, value in values.items():
            if value and value[0] == "self":
                values[name] = values.get(value[1])
        return values

    per_variant = {variant: built(variant) for variant in variants}
    properties = []
    for decl in declarations:
        deprecated, unavailable, renamed, message = availability(decl["attributes"])
        computed = decl["block"] is not None and decl["value"] is None and "didSet" not in decl["block"] and \
            decl["type"] is not None and "@SBUAdaptive" not in decl["attributes"]
        target = None
        if computed:
            getter = re.search(r"(?:get\s*\{\s*|^\{\s*)(?:return\s+)?(?:self\.)?(\w+)\s*\}", decl["block"].strip())
            target = getter and getter.group(1)
        if unavailable:
            access = "unavailable"
        elif "@SBUAdaptive" in decl["attributes"]:
            access = "adaptive"
        elif deprecated and computed and "set" not in decl["block"]:
            access = "deprecatedGetOnly"
        elif deprecated:
            access = "deprecated"
        elif computed and "set" not in decl["block"]:
            access = "getOnly"
        else:
            access = "stored"
        type_name = decl["type"] or ""
        value_type = VALUE_TYPES.get(type_name, "component")
        values = {}
        for variant in ("light", "dark", "overlay"):
            if variant in per_variant:
                values[variant] = per_variant[variant].get(target or decl["name"])
            else:
                values[variant] = None
        properties.append(dict(name=decl["name"], type=value_type, access=access,
                               renamed=renamed or (target if computed else None),
                               note=notes.get(decl["name"]) or message, **values))
    return dict(name=info["name"], accessor=accessor, overlayAccessor=overlay_accessor, variants=variants,
                deprecated=info["deprecated"], properties=properties)


# MARK: - The framework's interface

INTERFACE = ("Framework/SendbirdUIKit.xcframework/ios-arm64/SendbirdUIKit.framework/Modules/"
             "SendbirdUIKit.swiftmodule/arm64-apple-ios.swiftinterface")
MODULES = re.compile(r"\b(?:Swift|UIKit|Foundation|CoreGraphics|CoreFoundation|SendbirdChatSDK|SendbirdUIKit)\.")
LABEL = re.compile(r"(?<=[(,])\s*_ \w+:\s*")


FUNCTION = re.compile(r"^(?:@[\w.]+(?:\([^)]*\))?\s*)*(?:public|open) (static |class )?func (\w+)\((.*)\)", re.S)


def interface_members(text):
    """Every public `var`/`let` a `.swiftinterface` declares, by its type's path and name
    (`SBUStringSet.GroupChannel.Preview.photo`, `SBUMessageCellTheme.linkColor`): whether it is
    static, its type without module prefixes (a function's is `func`, and its key carries its
    labels: `SBUTheme.set(colorScheme:)`), whether it can be set (a stored `var` not
    `internal(set)`, or a `{ get set }` accessor block), and its `@available(*, ...)`."""
    members = {}
    for _, name, _, _, body in types(strip(text)):
        owner = name[len("SendbirdUIKit."):] if name.startswith("SendbirdUIKit.") else name
        for statement in statements(body):
            if TYPE_HEAD.match(statement):
                continue
            function = FUNCTION.match(statement)
            if function:
                labels = "".join(part.strip().split(" ")[0].split(":")[0] + ":"
                                 for part in split_top(function.group(3)) if part.strip())
                members["%s.%s(%s)" % (owner, function.group(2), labels)] = dict(
                    static=bool(function.group(1)), type="func", settable=False, deprecated=False,
                    unavailable=False, renamed=None, wrapper=False)
                continue
            decl = declaration(statement)
            if not decl or not {"public", "open"} & set(decl["modifiers"]):
                continue
            deprecated, unavailable, renamed, _ = availability(decl["attributes"])
            block = decl["block"] or ""
            restricted = any(m.endswith("(set)") and not m.startswith(("public", "open")) for m in decl["modifiers"])
            # A stored `var` (no block, or an initial value with observers) can be set; a
            # computed one where its accessor block says `set`.
            stored = not block or decl["value"] is not None or re.search(r"\b(?:didSet|willSet)\b", block)
            settable = decl["keyword"] == "var" and not restricted and (stored or re.search(r"\bset\b", block))
            members[owner + "." + decl["name"]] = dict(
                static="static" in decl["modifiers"] or "class" in decl["modifiers"],
                type=LABEL.sub("", MODULES.sub("", decl["type"] or "")), settable=bool(settable), deprecated=deprecated,
                unavailable=unavailable, renamed=renamed, wrapper="@SBUAdaptive" in MODULES.sub("", decl["attributes"]))
    return members
