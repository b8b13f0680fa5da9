"""Edits what 'themec export' wrote with tools that are not themec's, as a translator's round
does: translate-toolkit's XLIFF 1.2 store (translate.storage.xliff) sets one unit's target,
string-catalog's typed String Catalog model (pydantic) sets one localisation's value. Each
file is read and written whole by the tool.

  edit_interchange.py xliff FILE UNIT-ID TEXT
  edit_interchange.py xcstrings FILE KEY LOCALE TEXT

Exit 77 when a tool is not installed (pip install translate-toolkit string-catalog)."""

import sys

try:
    from string_catalog.models import StringCatalog
    from translate.storage import xliff
except ImportError as error:
    print(f"missing tool: {error}", file=sys.stderr)
    sys.exit(77)

kind, path, *rest = sys.argv[1:]
if kind == "xliff":
    unit_id, text = rest
    with open(path, "rb") as handle:
        store = xliff.xlifffile(handle)
    units = [unit for unit in store.getunits() if unit.getid().split(chr(4))[-1] == unit_id]
    assert len(units) == 1, f"no unit {unit_id}"
    units[0].target = text
    with open(path, "wb") as handle:
        store.serialize(handle)
elif kind == "xcstrings":
    key, locale, text = rest
    with open(path, encoding="utf-8") as handle:
        catalog = StringCatalog.model_validate_json(handle.read())
    catalog.strings[key].localizations[locale].string_unit.value = text
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(catalog.model_dump_json(by_alias=True, exclude_none=True, indent=2))
else:
    sys.exit(f"unknown kind {kind}")
