"""Counts an XLIFF file's units as translate-toolkit does (what pocount reports): units to
translate, translated (a target, approved), and the ids of those untranslated.

  count_xliff.py FILE...   ->   FILE UNITS TRANSLATED [ID...]

Exit 77 when translate-toolkit is not installed (pip install translate-toolkit)."""

import sys

try:
    from translate.storage import xliff
except ImportError as error:
    print(f"missing tool: {error}", file=sys.stderr)
    sys.exit(77)

for path in sys.argv[1:]:
    with open(path, "rb") as handle:
        store = xliff.xlifffile(handle)
    units = [unit for unit in store.getunits() if unit.istranslatable()]
    translated = [unit for unit in units if unit.istranslated()]
    missing = [unit.getid().split(chr(4))[-1] for unit in units if not unit.istranslated()]
    print(" ".join([path.rsplit("/", 1)[-1], str(len(units)), str(len(translated))] + missing))
