"""Checks a SARIF log with readers that are not themec's: the typed SARIF 2.1.0 model of
sarif-pydantic, and Microsoft's sarif-tools. Prints each result as
'severity code path:line' for the calling test to compare. Exit 77 when a reader is not
installed (pip install sarif-tools sarif-pydantic)."""

import json
import sys

try:
    import sarif_pydantic
    from sarif import loader
except ImportError as error:
    print(f"missing validator: {error}", file=sys.stderr)
    sys.exit(77)

path = sys.argv[1]
with open(path, encoding="utf-8") as handle:
    raw = json.load(handle)

log = sarif_pydantic.Sarif.model_validate(raw)
assert log.version == "2.1.0", log.version
assert len(log.runs) == 1
run = log.runs[0]
assert run.tool.driver.name == "themec"
rules = run.tool.driver.rules or []
ids = [rule.id for rule in rules]
assert len(ids) == len(set(ids)), "rule ids repeat"
for result in run.results or []:
    # A result's rule index, when given, names the rule of its id.
    if result.rule_index is not None:
        assert ids[result.rule_index] == result.rule_id, (result.rule_index, result.rule_id)
    assert result.rule_id in ids, result.rule_id

for record in loader.load_sarif_file(path).get_records():
    print(f"{record['Severity']} {record['Code']} {record['Location']}:{record['Line']}")
