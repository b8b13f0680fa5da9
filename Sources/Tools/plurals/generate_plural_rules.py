#!/usr/bin/env python3
"""Regenerate the CLDR plural rules that ThemeRuntime embeds, and their test samples.

Sources (both from the package registries this project may use):
  * rules:   PyPI `babel==2.19.0`, which carries CLDR 49 (cardinal and ordinal rules
             for every locale CLDR defines, in CLDR rule syntax without samples);
  * samples: Debian `unicode-cldr-core` (CLDR 41), whose raw plurals.xml / ordinals.xml
             list `@integer` and `@decimal` samples for every rule.

Outputs (paths relative to the repository root):
  * Sources/ThemeRuntime/Plural/PluralRuleData.swift   the rules, as Swift data;
  * Tests/ThemeRuntimeTests/Resources/plural-samples.txt  every CLDR 41 sample with its
    expected category, minus samples whose category changed between CLDR 41 and 49
    (those are listed in the file as `#changed` lines, so nothing is dropped silently),
    plus babel's own categories for 0...200 and a set of decimals in every CLDR 49
    locale (a differential check against a second implementation).

Usage:
  apt-get install -y unicode-cldr-core && pip install babel==2.19.0
  python3 Sources/Tools/plurals/generate_plural_rules.py
"""

import decimal
import os
import re
import sys
import xml.etree.ElementTree as ET

import babel
from babel import localedata
from babel.core import get_cldr_version
from babel.plural import PluralRule

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
CLDR41 = "/usr/share/unicode/cldr/common/supplemental"
CATEGORIES = ["zero", "one", "two", "few", "many", "other"]
INITIAL = {"zero": "z", "one": "o", "two": "t", "few": "f", "many": "m", "other": "x"}
# Deprecated codes that ThemeRuntime maps to their replacement before lookup.
LEGACY = {"iw": "he", "in": "id", "ji": "yi", "jw": "jv", "mo": "ro", "sh": "sr", "tl": "fil"}
FROM_CLDR41 = set()
DECIMALS = ["0.0", "0.1", "0.5", "1.0", "1.5", "2.0", "2.5", "3.0", "5.0", "10.0", "11.0",
            "21.0", "21.5", "100.0", "101.0", "0.00", "1.00", "1.01", "2.10", "1000000.0"]


def read_cldr41(name):
    """Return {locale: {category: (rule, [samples])}} from a CLDR 41 XML file."""
    tree = ET.parse(os.path.join(CLDR41, name))
    out = {}
    for rules in tree.iter("pluralRules"):
        parsed = {}
        for rule in rules.iter("pluralRule"):
            text = "".join(rule.itertext())
            condition, _, sample_text = text.partition("@")
            samples = expand_samples("@" + sample_text if sample_text else "")
            parsed[rule.attrib["count"]] = (condition.strip(), samples)
        for locale in rules.attrib["locales"].split():
            out[locale] = parsed
    return out


def expand_samples(text):
    """Expand `@integer 0~3, 10 @decimal 0.0~0.2` into concrete sample strings."""
    samples = []
    for part in re.split(r"@(?:integer|decimal)", text):
        for item in part.split(","):
            item = item.strip()
            if not item or item == "…":
                continue
            if "~" in item:
                low, high = item.split("~")
                digits = len(low.partition(".")[2])
                step = decimal.Decimal(1).scaleb(-digits)
                value, end = decimal.Decimal(low), decimal.Decimal(high)
                while value <= end:
                    samples.append(format(value, "f"))
                    value += step
            else:
                samples.append(item)
    return samples


def babel_rules(kind):
    """Return {locale: {category: rule}} for every babel (CLDR 49) locale."""
    out = {}
    for ident in sorted(localedata.locale_identifiers()):
        data = localedata.load(ident)
        rule = data.get(kind)
        if rule is None:
            continue
        out[ident] = dict(rule.rules)
    return out


# Languages CLDR gives no category but `other` since a release after 41, which babel (whose
# locales without rules also read `{}`) cannot tell apart: Haitian Creole had `one` and
# `many` in CLDR 47 and has none in CLDR 49's plurals.xml.
OTHER_ONLY_SINCE_CLDR41 = {"ht"}


def select_locales(babel_map, cldr41_map):
    """Languages plus the regional/script locales whose rules differ from their language."""
    chosen = {}
    for ident, rules in babel_map.items():
        language = ident.split("_")[0]
        if "_" not in ident:
            if rules or language in cldr41_map or language in OTHER_ONLY_SINCE_CLDR41:
                chosen[ident] = rules
        elif babel_map.get(language) is not None and rules != babel_map[language]:
            chosen[ident] = rules
    for locale in cldr41_map:
        if locale in chosen or locale in LEGACY or locale == "root":
            continue
        if locale in babel_map:
            chosen[locale] = babel_map[locale]
        else:
            # CLDR defines rules for some locales without locale data (ars, guw, nah, smi);
            # babel carries only locales with data, so these keep their CLDR 41 rules.
            chosen[locale] = {c: r for c, (r, _) in cldr41_map[locale].items() if c != "other"}
            FROM_CLDR41.add(locale)
    return chosen


def babel_category(rules, sample):
    if "c" in sample or "e" in sample:
        return None
    return PluralRule(rules)(decimal.Decimal(sample))


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    version = get_cldr_version()
    kinds = [("cardinal", "plural_form", "plurals.xml"), ("ordinal", "ordinal_form", "ordinals.xml")]
    tables = {}
    samples_out = [
        "# CLDR plural samples, generated by Sources/Tools/plurals/generate_plural_rules.py",
        f"# rules: CLDR {version} (babel {babel.__version__}); samples: CLDR 41 (unicode-cldr-core)",
        "# sample <kind> <locale> <category> <number>    a CLDR 41 @integer/@decimal sample",
        "# changed <kind> <locale> <number> <cldr41> <cldr49>  a sample whose category changed",
        "# babel <kind> <locale> ints <201 initials for 0...200> decimals <initials for the list>",
        "# decimals " + " ".join(DECIMALS),
    ]
    for kind, babel_key, xml_name in kinds:
        cldr41 = read_cldr41(xml_name)
        chosen = select_locales(babel_rules(babel_key), cldr41)
        tables[kind] = chosen
        for locale in sorted(cldr41):
            rules_now = chosen.get(LEGACY.get(locale, locale))
            for category in CATEGORIES:
                if category not in cldr41[locale]:
                    continue
                for sample in cldr41[locale][category][1]:
                    now = babel_category(rules_now, sample) if rules_now is not None else None
                    if now is not None and now != category:
                        samples_out.append(f"changed {kind} {locale} {sample} {category} {now}")
                    else:
                        samples_out.append(f"sample {kind} {locale} {category} {sample}")
        for locale in sorted(chosen):
            rule = PluralRule(chosen[locale])
            ints = "".join(INITIAL[rule(n)] for n in range(201))
            decs = "".join(INITIAL[rule(decimal.Decimal(d))] for d in DECIMALS)
            samples_out.append(f"babel {kind} {locale} ints {ints} decimals {decs}")

    lines = [
        "// swift-format-ignore-file\n// Generated by generate_plural_rules.py from CLDR " + version
        + " (babel " + babel.__version__ + "). Do not edit.",
        "",
        "/// The CLDR release the embedded plural rules come from.",
        f'public let cldrPluralRulesVersion = "{version}"',
        "",
        "/// CLDR plural rules as text: kind, then locale, then category to condition.",
        "///",
        "/// Locales use CLDR's underscore form (`pt_PT`); a locale absent here uses its",
        "/// language's rules, and a language absent here uses root (`other` only).",
        "/// CLDR lists rules for a few locales without locale data, which babel omits; those",
        "/// keep their CLDR 41 rules: " + ", ".join(sorted(FROM_CLDR41)) + ".",
        "enum PluralRuleData {",
    ]
    for kind in ("cardinal", "ordinal"):
        lines.append(f"  static let {kind}: [String: [String: String]] = [")
        for locale in sorted(tables[kind]):
            rules = tables[kind][locale]
            if not rules:
                lines.append(f"    {swift_string(locale)}: [:],")
                continue
            body = ", ".join(
                f"{swift_string(c)}: {swift_string(rules[c])}" for c in CATEGORIES if c in rules)
            lines.append(f"    {swift_string(locale)}: [{body}],")
        lines.append("  ]")
    lines.append("}")

    swift_path = os.path.join(ROOT, "Sources/ThemeRuntime/Plural/PluralRuleData.swift")
    with open(swift_path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    samples_path = os.path.join(ROOT, "Tests/ThemeRuntimeTests/Resources/plural-samples.txt")
    os.makedirs(os.path.dirname(samples_path), exist_ok=True)
    with open(samples_path, "w", encoding="utf-8") as f:
        f.write("\n".join(samples_out) + "\n")
    counts = {k: len(v) for k, v in tables.items()}
    print(f"CLDR {version}: {counts} locales; {len(samples_out)} sample lines", file=sys.stderr)


if __name__ == "__main__":
    main()
