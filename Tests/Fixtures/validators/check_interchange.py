"""Reads what 'themec export' wrote with readers that are not themec's: translate-toolkit's
XLIFF 1.2 reader (translate.storage.xliff) and string-catalog's typed String Catalog model
(pydantic). Prints one line per unit, sorted, for the calling test to compare:

  xcstrings KEY LOCALE [CATEGORY] STATE VALUE
  xcstrings-comment KEY COMMENT
  xliff LOCALE ID STATE TARGET | note NOTE
  xliff-languages FILE SOURCE TARGET

Exit 77 when a reader is not installed (pip install translate-toolkit string-catalog)."""

import sys

try:
    from string_catalog.models import StringCatalog
    from translate.storage import xliff
except ImportError as error:
    print(f"missing validator: {error}", file=sys.stderr)
    sys.exit(77)

catalog_path, *xliff_paths = sys.argv[1:]
lines = []

with open(catalog_path, encoding="utf-8") as handle:
    catalog = StringCatalog.model_validate_json(handle.read())
assert catalog.version == "1.0", catalog.version
for key, entry in catalog.strings.items():
    if entry.comment:
        lines.append(f"xcstrings-comment {key} {entry.comment}")
    for locale, localization in (entry.localizations or {}).items():
        if localization.string_unit is not None:
            unit = localization.string_unit
            lines.append(f"xcstrings {key} {locale} {unit.state.value} {unit.value}")
        plural = (localization.variations.plural if localization.variations else None) or {}
        for category, variation in plural.items():
            unit = variation.string_unit
            lines.append(f"xcstrings {key} {locale} {category.value} {unit.state.value} {unit.value}")

for path in xliff_paths:
    with open(path, "rb") as handle:
        store = xliff.xlifffile(handle)
    source = store.getsourcelanguage()
    target = store.gettargetlanguage()
    lines.append(f"xliff-languages {path.rsplit('/', 1)[-1]} {source} {target}")
    for unit in store.getunits():
        state = unit.xmlelement.find(unit.namespaced("target"))
        state = state.get("state") if state is not None else "-"
        note = unit.getnotes()
        text = unit.target if unit.target is not None else ""
        line = f"xliff {target} {unit.getid().split(chr(4))[-1]} {state} {text}"
        if note:
            line += f" | note {note}"
        lines.append(line)

for line in sorted(lines):
    print(line)
