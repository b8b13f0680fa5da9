#!/usr/bin/env python3
"""Regenerate StringCatalogData.swift and StyleCatalogData.swift from SendbirdUIKit's releases.

A release is the version its framework declares, not the name of a tag: every 3.x release the
SDK's repository carries is read (sdk_source.py reads the declarations) at the commit that
carries it, which is its tag where the tag carries it (tags v3.9.0 to v3.11.0 of
sendbird-uikit-ios each carry the previous release, and 3.11.0 has no tag: see `releases`).
Every tag of sendbird-uikit-ios and sendbird-uikit-ios-spm that installs another release than
it names is recorded (`SendbirdUIKitRelease.misnamedTags`), for `keys`, `lint` and `build` to say.
Each member is stored once per run of consecutive releases in which it is the same, with the
first and last release of the run (indices into `SendbirdUIKitRelease.all`). A member that
changed (a default, a type) has one entry per shape; one that was added has its first release.

Colours are named as the newest release names them: SendbirdUIKit 3.24.0 renamed the palette
(`primary300` became `primaryMain`; the old names stay as deprecated aliases), and an entry of
an earlier release keeps the name its release declares as `sdkName`, which the adapters assign.

Before writing, the extraction of 3.35.1 is compared with the reference in
sendbird-uikit-3.35.1/ (facts read from the same source by other means); any difference stops
the script.

Usage:
  python3 Sources/Tools/catalogue/generate_catalog.py --sdk PATH-TO-sendbird-uikit-ios --spm PATH-TO-sendbird-uikit-ios-spm
  ... --check   (exit 1 if stale)
"""
import argparse
import json
import os
import plistlib
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import sdk_source  # noqa: E402

REFERENCE = os.path.join(HERE, "sendbird-uikit-3.35.1")
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
CATALOG = os.path.join(ROOT, "Sources", "ThemeCore", "Catalog")
OUTPUTS = {"strings": os.path.join(CATALOG, "StringCatalogData.swift"),
           "styles": os.path.join(CATALOG, "StyleCatalogData.swift")}


def s(text):
    if text is None:
        return "nil"
    out = []
    for ch in text:
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\n":
            out.append("\\n")
        elif ord(ch) < 0x20 or ord(ch) > 0x7E:
            out.append("\\u{%X}" % ord(ch))
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def version_key(version):
    return tuple(int(x) for x in version.lstrip("v").split("."))


RELEASE = re.compile(r"v?3\.\d+\.\d+")
PODSPEC = "SendBirdUIKit.podspec"
FRAMEWORK = "Framework/SendbirdUIKit.xcframework"


def git(git_dir, *args, check=True):
    result = subprocess.run(["git", "--git-dir", git_dir, *args], capture_output=True)
    if check and result.returncode != 0:
        sys.exit("generate_catalog: git %s failed: %s" % (" ".join(args), result.stderr.decode(errors="replace")))
    return result.stdout if result.returncode == 0 else None


def framework_version(git_dir, rev):
    """The CFBundleShortVersionString of the device framework a commit carries, or None."""
    listing = git(git_dir, "ls-tree", "-r", "--name-only", rev, "--", FRAMEWORK, check=False) or b""
    plists = [p for p in listing.decode().splitlines()
              if re.fullmatch(re.escape(FRAMEWORK) + r"/ios-arm64[^/]*/SendbirdUIKit\.framework/Info\.plist", p)
              and "simulator" not in p]
    if not plists:
        return None
    return plistlib.loads(git(git_dir, "show", "%s:%s" % (rev, plists[0]))).get("CFBundleShortVersionString")


def changelog_version(git_dir, rev):
    text = (git(git_dir, "show", "%s:CHANGELOG.md" % rev, check=False) or b"").decode(errors="replace")
    found = re.search(r"^#+ *v?(3\.\d+\.\d+)", text, re.M)
    return found.group(1) if found else None


def framework_binary(git_dir, rev):
    listing = git(git_dir, "ls-tree", "-r", rev, "--", FRAMEWORK, check=False) or b""
    for line in listing.decode().splitlines():
        if re.search(r"/ios-arm64/SendbirdUIKit\.framework/SendbirdUIKit$", line):
            return line.split()[2]
    return None


def carried_release(git_dir, rev, strict=True):
    """The release a commit of sendbird-uikit-ios carries: the version its podspec and its
    CHANGELOG's newest entry declare, which must agree. The committed framework must declare it
    too, or be a build of its own: the frameworks of v3.2.1 and v3.2.2 still say 3.2.0 in their
    Info.plist, but their binaries and interfaces are not 3.2.0's. A commit whose framework is
    another release's stops the script; an untagged commit (strict false) where the podspec and
    the CHANGELOG disagree carries no release."""
    podspec = (git(git_dir, "show", "%s:%s" % (rev, PODSPEC), check=False) or b"").decode(errors="replace")
    found = re.search(r"s\.version\s*=\s*\"([^\"]+)\"", podspec)
    version, changelog = found.group(1) if found else None, changelog_version(git_dir, rev)
    if version is None or changelog is None or version != changelog:
        if not strict:
            return None
        sys.exit("generate_catalog: %s: the podspec says %s, the CHANGELOG %s" % (rev, version, changelog))
    framework = framework_version(git_dir, rev)
    if framework is not None and framework != version and strict:
        binary = framework_binary(git_dir, rev)
        for other in ("v" + framework, framework):
            if git(git_dir, "rev-parse", "--verify", "-q", other + "^{commit}", check=False) and \
                    framework_binary(git_dir, other) == binary:
                sys.exit("generate_catalog: %s says %s but carries %s's framework" % (rev, version, framework))
    return version


def releases(git_dir):
    """[(version, rev)] oldest first: every 3.x release the repository carries, each read at
    the tag named after it when that tag carries it, else at a tag or release commit that does
    (tags v3.9.0 to v3.11.0 point at the previous release's commit, and 3.11.0 has no tag);
    and {tag: release} for every 3.x tag that carries another release than its name."""
    tags = [t for t in git(git_dir, "tag").decode().split() if RELEASE.fullmatch(t)]
    commits = git(git_dir, "log", "--all", "--format=%H", "--", PODSPEC).decode().split()
    carried, at = {}, {}
    for tag in tags:
        version = carried_release(git_dir, tag)
        carried[tag] = version
        if version and RELEASE.fullmatch(version) and (version not in at or tag.lstrip("v") == version):
            at[version] = tag
    for commit in commits:
        version = carried_release(git_dir, commit, strict=False)
        if version and RELEASE.fullmatch(version) and version not in at:
            at[version] = commit
    misnamed = {tag: version for tag, version in carried.items() if version != tag.lstrip("v")}
    return sorted(at.items(), key=lambda item: version_key(item[0])), misnamed


def spm_tags(git_dir):
    """{tag: release} for every 3.x tag of sendbird-uikit-ios-spm: the version of the framework
    it commits, else of the release its binary target downloads, else its CHANGELOG's newest."""
    found = {}
    for tag in (t for t in git(git_dir, "tag").decode().split() if RELEASE.fullmatch(t)):
        version = framework_version(git_dir, tag)
        if version is None:
            manifest = (git(git_dir, "show", "%s:Package.swift" % tag, check=False) or b"").decode(errors="replace")
            url = re.search(r"releases/download/v?(3\.\d+\.\d+)/SendbirdUIKit\.xcframework", manifest)
            version = url.group(1) if url else changelog_version(git_dir, tag)
        found[tag] = version
    return found


def git_dir_of(path):
    for candidate in (os.path.join(path, ".git"), path):
        if os.path.exists(os.path.join(candidate, "HEAD")):
            return candidate
    sys.exit("generate_catalog: %s is not a git checkout" % path)


# MARK: - One release's surface as records


def extract(git_dir, tag):
    source = sdk_source.Source(git_dir, tag)
    colors, deprecated = sdk_source.colors(source)
    colors = sdk_source.resolve_derived(colors)
    return dict(strings=sdk_source.strings(source), colors=colors, deprecatedColors=deprecated,
                fonts=sdk_source.fonts(source), fontFamilies=sdk_source.font_families(source),
                icons=sdk_source.icons(source), classes=sdk_source.theme_classes(source), setsColorScheme=sdk_source.sets_color_scheme(source))


def reference_surface():
    """The 3.35.1 reference's facts in the extractor's shape."""
    strings = json.load(open(os.path.join(REFERENCE, "strings.json"), encoding="utf-8"))
    colors = json.load(open(os.path.join(REFERENCE, "colors.json"), encoding="utf-8"))
    fonts = json.load(open(os.path.join(REFERENCE, "fonts.json"), encoding="utf-8"))
    icons = json.load(open(os.path.join(REFERENCE, "icons.json"), encoding="utf-8"))
    themes = json.load(open(os.path.join(REFERENCE, "themes.json"), encoding="utf-8"))

    def kind(text):
        camel = text.replace("-", "_").title().replace("_", "")
        return camel[0].lower() + camel[1:]

    def member(m):
        default = m.get("default", m.get("defaultResolved", m.get("defaultViaAlias")))
        return dict(path=m["path"], swiftType=m["swiftType"], kind=kind(m["kind"]),
                    settable=m["mutable"] and not m.get("unavailable", False), deprecated=bool(m.get("deprecated")),
                    renamed=m.get("renamed"), aliasOf=m.get("aliasOf"), unavailable=bool(m.get("unavailable")),
                    params=[(p["name"], p["type"]) for p in m.get("params", [])],
                    defaultText=default if isinstance(default, str) else None)

    def value(v):
        if v is None:
            return None
        if "color" in v:
            return ("color", v["color"], None if v.get("alpha") is None else float(v["alpha"]))
        if "font" in v:
            return ("font", v["font"])
        if "literal" in v:
            return ("literal", str(v["literal"]))
        if "themeVariant" in v:
            return ("literal", v["themeVariant"])
        return ("adaptive", value(v["adaptive"]["base"]), value(v["adaptive"]["liquidGlass"]))

    def access(p):
        if p.get("unavailable"):
            return "unavailable"
        if p.get("propertyWrapper") == "SBUAdaptive":
            return "adaptive"
        if p.get("deprecated"):
            return "deprecated" if p["settable"] else "deprecatedGetOnly"
        return "stored" if p["settable"] else "getOnly"

    types = {"UIColor": "color", "UIFont": "font", "UIStatusBarStyle": "statusBarStyle", "UIBarStyle": "barStyle",
             "CGFloat": "number"}
    classes = []
    for c in themes["themes"]:
        accessor, overlay = c.get("sbuThemeAccessor"), c.get("overlayAccessor")
        properties = [dict(name=p["name"], type=types.get(p["swiftType"], "component"), access=access(p),
                           renamed=p.get("renamed") or p.get("aliasOf"), note=p.get("todo") or p.get("message"),
                           **{v: value(p[v]["value"]) if v in p else None for v in ("light", "dark", "overlay")})
                      for p in c["properties"]]
        classes.append(dict(name=c["class"], accessor=accessor.split(".", 1)[1] if accessor else None,
                            overlayAccessor=overlay.split(".", 1)[1] if overlay else None, variants=c["variants"],
                            deprecated=bool(c.get("deprecated")), properties=properties))
    font_records = []
    for m in fonts["members"]:
        attributes = m.get("textAttributes") or {}
        height = attributes.get("lineHeight")
        font_records.append((m["name"], float(m["size"]), m["weight"], None if height is None else float(height),
                             None if height is None else attributes.get("pointSizeFrom") or m["name"]))
    return dict(
        strings=[member(m) for m in strings["members"]],
        colors=[(m["name"], m["hex"], None if m.get("derivedFrom") is None else
                 (m["derivedFrom"]["color"], float(m["derivedFrom"]["alpha"]))) for m in colors["members"]],
        deprecatedColors=[(m["name"], m["renamed"]) for m in colors["deprecatedAliases"]],
        fonts=font_records, fontFamilies=[m["path"].split(".", 1)[1] for m in fonts["fontFamily"]],
        setsColorScheme=any(f["signature"] == "set(colorScheme:)" for f in themes["SBUTheme"]["staticFuncs"]),
        icons=[(m["name"], bool(m["rtlVariant"])) for m in icons["members"]], classes=classes)


def differences(mine, reference, where=""):
    if type(mine) is not type(reference) and not (isinstance(mine, (list, tuple)) and isinstance(reference, (list, tuple))):
        return ["%s: %r != %r" % (where, mine, reference)]
    if isinstance(mine, dict):
        found = []
        for key in sorted(set(mine) | set(reference)):
            found += differences(mine.get(key), reference.get(key), where + "." + key)
        return found
    if isinstance(mine, (list, tuple)):
        if len(mine) != len(reference):
            return ["%s: %d items != %d" % (where, len(mine), len(reference))]
        found = []
        for index, (a, b) in enumerate(zip(mine, reference)):
            found += differences(a, b, "%s[%d]" % (where, index))
        return found
    return [] if mine == reference else ["%s: %r != %r" % (where, mine, reference)]


# MARK: - The framework's interface


def interface_differences(surface, members):
    """Where a release's extraction and its framework's `.swiftinterface` disagree: every
    catalogue member must be declared there public, static or not as its kind is, settable as
    the catalogue says, deprecated or unavailable as it says, of its type (a closure of its
    shape); every member of the customisable types the interface declares must be in the
    catalogue; and `SBUTheme.set(colorScheme:)` must be declared where the catalogue says."""
    found = []

    def expect(key, static=True, settable=True, type_text=None, deprecated=False, unavailable=False, wrapper=False):
        m = members.get(key)
        if m is None:
            found.append("%s: not declared" % key)
            return
        shape = dict(static=m["static"], settable=m["settable"], deprecated=m["deprecated"],
                     unavailable=m["unavailable"], wrapper=m["wrapper"])
        wanted = dict(static=static, settable=settable, deprecated=deprecated, unavailable=unavailable,
                      wrapper=wrapper)
        if unavailable:  # an unavailable member's other traits are not the catalogue's
            shape = dict(unavailable=m["unavailable"])
            wanted = dict(unavailable=True)
        if shape != wanted:
            found.append("%s: declared %s, catalogue %s" % (key, shape, wanted))
        plain = type_text and sdk_source.LABEL.sub("", type_text).replace(" ", "")
        if type_text is not None and not unavailable and m["type"].replace(" ", "") != plain:
            found.append("%s: declared of type %s, catalogue %s" % (key, m["type"], type_text))

    known = set()
    for m in surface["strings"]:
        key = "SBUStringSet." + m["path"]
        known.add(key)
        expect(key, settable=m["settable"], type_text=m["swiftType"], deprecated=m["deprecated"],
               unavailable=m["unavailable"])
    for name, _, _ in surface["colors"]:
        known.add("SBUColorSet." + name)
        expect("SBUColorSet." + name, type_text="UIColor")
    for name, _ in surface["deprecatedColors"]:
        known.add("SBUColorSet." + name)
        expect("SBUColorSet." + name, type_text="UIColor", deprecated=True)
    for font in surface["fonts"]:
        known.add("SBUFontSet." + font[0])
        expect("SBUFontSet." + font[0], type_text="UIFont")
    for family in surface["fontFamilies"]:
        known.add("SBUFontSet.FontFamily." + family)
        expect("SBUFontSet.FontFamily." + family, type_text="String?")
    for name, _ in surface["icons"]:
        known.add("SBUIconSet." + name)
        expect("SBUIconSet." + name, type_text="UIImage")
    access = {"stored": dict(), "adaptive": dict(wrapper=True), "deprecated": dict(deprecated=True),
              "deprecatedGetOnly": dict(deprecated=True, settable=False), "getOnly": dict(settable=False),
              "unavailable": dict(unavailable=True)}
    types = {v: k for k, v in sdk_source.VALUE_TYPES.items()}
    classes = {c["name"] for c in surface["classes"]}
    for c in surface["classes"]:
        if c["accessor"]:
            expect("SBUTheme." + c["accessor"], type_text=c["name"])
        if c["overlayAccessor"]:
            expect("SBUOverlayTheme." + c["overlayAccessor"].split(".", 1)[1], static=False, type_text=c["name"])
        for p in c["properties"]:
            known.add(c["name"] + "." + p["name"])
            expect(c["name"] + "." + p["name"], static=False, type_text=types.get(p["type"]), **access[p["access"]])
    for key, m in members.items():
        owner, _, name = key.rpartition(".")
        if key in known or m["type"] == "func":
            continue
        if (owner.startswith("SBUStringSet") or owner.startswith("SBUFontSet")) and m["static"] or \
                owner in ("SBUColorSet", "SBUIconSet") and m["static"] and m["type"] in ("UIColor", "UIImage") or \
                owner in classes and not m["static"] and (m["type"] in sdk_source.VALUE_TYPES or m["type"] in classes):
            found.append("%s: declared (%s), not in the catalogue" % (key, m["type"]))
    if ("SBUTheme.set(colorScheme:)" in members) != surface["setsColorScheme"]:
        found.append("SBUTheme.set(colorScheme:): declared %s, catalogue %s" % (
            "SBUTheme.set(colorScheme:)" in members, surface["setsColorScheme"]))
    return found


# MARK: - Releases merged


def canonical_colors(surface, renames):
    """Colour names as the newest release spells them; the release's own name kept as sdkName."""
    def name(n):
        return renames.get(n, n)

    def value(v):
        if v is None:
            return None
        if v[0] == "color":
            return ("color", name(v[1]), v[2])
        if v[0] == "adaptive":
            return ("adaptive", value(v[1]), value(v[2]))
        return v

    surface["colors"] = [(name(n), n, h, None if d is None else (name(d[0]), d[1])) for n, h, d in surface["colors"]]
    for themeClass in surface["classes"]:
        for p in themeClass["properties"]:
            for variant in ("light", "dark", "overlay"):
                p[variant] = value(p[variant])
    return surface


def merge(entries_by_release, key):
    """[(key, payload, first, last)] for one list of records per release: consecutive equal
    payloads of a key are one entry; the order is the newest release's, with keys no longer
    declared placed after the key they followed."""
    order = []
    for records in reversed(entries_by_release):
        previous = None
        for record in records:
            k = key(record)
            if k not in order:
                order.insert(order.index(previous) + 1 if previous is not None else 0, k)
            previous = k
    runs = {k: [] for k in order}
    for index, records in enumerate(entries_by_release):
        for record in records:
            k = key(record)
            current = runs[k]
            if current and current[-1][2] == index - 1 and current[-1][0] == record:
                current[-1][2] = index
            else:
                current.append([record, index, index])
    return [(k, record, first, last) for k in order for record, first, last in runs[k]]


def span(first, last):
    return "%d...%d" % (first, last)


def expression(value):
    if value is None:
        return "nil"
    if value[0] == "color":
        return ".color(%s, alpha: %s)" % (s(value[1]), "nil" if value[2] is None else repr(float(value[2])))
    if value[0] == "font":
        return ".font(%s)" % s(value[1])
    if value[0] == "literal":
        return ".literal(%s)" % s(value[1])
    return ".adaptive(base: %s, liquidGlass: %s)" % (expression(value[1]), expression(value[2]))


def strings_swift(releases, surfaces, misnamed):
    lines = [
        "// swift-format-ignore-file",
        "// Generated by generate_catalog.py from SendbirdUIKit's releases. Do not edit.",
        "",
        "extension SendbirdUIKitRelease {",
        "  /// Every SendbirdUIKit 3.x release themec knows, oldest first, named by the version its",
        "  /// framework declares; catalogue entries name their first and last release by position here.",
        "  static let versions: [String] = [",
    ]
    for start in range(0, len(releases), 10):
        lines.append("    " + " ".join(s(r) + "," for r in releases[start:start + 10]))
    lines += ["  ]", "",
              "  /// Every 3.x tag of SendbirdUIKit's repositories that installs another release than it names.",
              "  static let misnamedTags: [MisnamedTag] = ["]
    for repository, tags in misnamed:
        for tag, version in sorted(tags.items(), key=lambda item: version_key(item[0])):
            lines.append("    .init(repository: %s, tag: %s, installs: %s)," % (s(repository), s(tag), s(version)))
    lines += ["  ]", "}", ""]
    lines += ["extension StringCatalog {",
              "  /// Every `SBUStringSet` member of every release, with the releases that declare it so.",
              "  static let history: [Member] = ["]
    merged = merge([surface["strings"] for surface in surfaces], key=lambda m: m["path"])
    for path, m, first, last in merged:
        params = ", ".join("(" + s(n) + ", " + s(t) + ")" for n, t in m["params"])
        lines.append(
            "    .init(releases: %s, path: %s, swiftType: %s, kind: .%s, settable: %s, deprecated: %s, renamed: %s,"
            " aliasOf: %s, unavailable: %s, params: [%s], defaultText: %s)," % (
                span(first, last), s(path), s(m["swiftType"]), m["kind"], "true" if m["settable"] else "false",
                "true" if m["deprecated"] else "false", s(m["renamed"]), s(m["aliasOf"]),
                "true" if m["unavailable"] else "false", params, s(m["defaultText"])))
    lines += ["  ]", "}", ""]
    return "\n".join(lines)


def styles_swift(releases, surfaces):
    lines = [
        "// swift-format-ignore-file",
        "// Generated by generate_catalog.py from SendbirdUIKit's releases. Do not edit.",
        "",
        "extension StyleCatalog {",
        "  /// The palette, fonts, icons and theme classes of every release, each entry with the",
        "  /// releases that declare it so.",
        "  static let history = History(",
        "    colors: [",
    ]
    for name, (_, sdk_name, hex_value, derived), first, last in merge(
            [surface["colors"] for surface in surfaces], key=lambda c: c[0]):
        lines.append("      .init(releases: %s, name: %s, sdkName: %s, hex: %s, derivedFrom: %s)," % (
            span(first, last), s(name), s(sdk_name), s(hex_value),
            "nil" if derived is None else "(%s, %r)" % (s(derived[0]), float(derived[1]))))
    lines += ["    ],", "    deprecatedColors: ["]
    for name, (_, renamed), first, last in merge(
            [surface["deprecatedColors"] for surface in surfaces], key=lambda c: c[0]):
        lines.append("      .init(releases: %s, name: %s, renamed: %s)," % (span(first, last), s(name), s(renamed)))
    lines += ["    ],", "    fonts: ["]
    for name, (_, size, weight, height, size_from), first, last in merge(
            [surface["fonts"] for surface in surfaces], key=lambda f: f[0]):
        lines.append("      .init(releases: %s, name: %s, size: %r, weight: .%s, lineHeight: %s, lineHeightSizeFrom: %s),"
                     % (span(first, last), s(name), float(size), weight,
                        "nil" if height is None else repr(float(height)), s(size_from)))
    runs = [span(first, last) for _, _, first, last in merge(
        [[("set", True)] if surface["setsColorScheme"] else [] for surface in surfaces], key=lambda f: f[0])]
    lines += ["    ],", "    setColorScheme: [%s]," % ", ".join(runs), "    fontFamilies: ["]
    for name, _, first, last in merge([[(f, f) for f in surface["fontFamilies"]] for surface in surfaces],
                                      key=lambda f: f[0]):
        lines.append("      .init(releases: %s, name: %s)," % (span(first, last), s(name)))
    lines += ["    ],", "    icons: ["]
    for name, (_, rtl), first, last in merge([surface["icons"] for surface in surfaces], key=lambda i: i[0]):
        lines.append("      .init(releases: %s, name: %s, hasRTLVariant: %s)," % (
            span(first, last), s(name), "true" if rtl else "false"))
    lines += ["    ],", "    classes: ["]
    heads = [[{k: v for k, v in c.items() if k != "properties"} for c in surface["classes"]] for surface in surfaces]
    for name, head, first, last in merge(heads, key=lambda c: c["name"]):
        lines.append("      .init(releases: %s, name: %s, accessor: %s, overlayAccessor: %s, variants: [%s], deprecated: %s),"
                     % (span(first, last), s(name), s(head["accessor"]), s(head["overlayAccessor"]),
                        ", ".join("." + v for v in head["variants"]), "true" if head["deprecated"] else "false"))
    lines += ["    ],", "    properties: ["]
    properties = [[dict(p, owner=c["name"]) for c in surface["classes"] for p in c["properties"]] for surface in surfaces]
    for (owner, name), p, first, last in merge(properties, key=lambda p: (p["owner"], p["name"])):
        defaults = ", ".join("%s: %s" % (v, expression(p[v])) for v in ("light", "dark", "overlay"))
        lines.append("      .init(releases: %s, owner: %s, name: %s, type: .%s, access: .%s, renamed: %s, note: %s, %s),"
                     % (span(first, last), s(owner), s(name), p["type"], p["access"], s(p["renamed"]), s(p["note"]),
                        defaults))
    lines += ["    ]", "  )", "}", ""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sdk", required=True, help="a clone (or bare clone) of sendbird-uikit-ios with its tags")
    parser.add_argument("--spm", required=True, help="a clone (or bare clone) of sendbird-uikit-ios-spm with its tags")
    parser.add_argument("--check", action="store_true", help="compare with the committed files instead of writing")
    args = parser.parse_args()
    git_dir = git_dir_of(args.sdk)
    carried, misnamed = releases(git_dir)
    if not carried:
        sys.exit("generate_catalog: no 3.x releases in %s" % args.sdk)
    spm = {tag: version for tag, version in spm_tags(git_dir_of(args.spm)).items() if version != tag.lstrip("v")}
    misnamed = [("sendbird-uikit-ios", {t: v for t, v in misnamed.items() if v}),
                ("sendbird-uikit-ios-spm", {t: v for t, v in spm.items() if v})]
    surfaces = [extract(git_dir, rev) for _, rev in carried]
    newest = surfaces[-1]
    if carried[-1][0] == "3.35.1":
        found = differences(newest, reference_surface())
        if found:
            sys.exit("generate_catalog: the extraction of 3.35.1 differs from the reference:\n  " + "\n  ".join(found[:40]))
    # The framework is the reference: where a release's commit carries its .swiftinterface, every
    # member the extraction read must be declared there as the catalogue says, and the converse.
    interfaces = 0
    for (version, rev), surface in zip(carried, surfaces):
        text = (git(git_dir, "show", "%s:%s" % (rev, sdk_source.INTERFACE), check=False) or b"").decode()
        if not text:
            continue
        interfaces += 1
        found = interface_differences(surface, sdk_source.interface_members(text))
        if found:
            sys.exit("generate_catalog: %s's extraction differs from its framework's interface:\n  %s"
                     % (version, "\n  ".join(found[:40])))
    renames = {}
    for surface in surfaces:
        renames.update(dict(surface["deprecatedColors"]))
    surfaces = [canonical_colors(surface, renames) for surface in surfaces]
    versions = [version for version, _ in carried]
    texts = {"strings": strings_swift(versions, surfaces, misnamed), "styles": styles_swift(versions, surfaces)}
    stale = []
    for name, text in texts.items():
        path = OUTPUTS[name]
        current = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if current == text:
            continue
        if args.check:
            stale.append(os.path.relpath(path))
        else:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
    if stale:
        sys.exit("generate_catalog: stale against the SDK's releases (run without --check): " + ", ".join(stale))
    print("generate_catalog: %d releases, %s to %s; %d checked against their framework's interface"
          % (len(versions), versions[0], versions[-1], interfaces))


if __name__ == "__main__":
    main()
