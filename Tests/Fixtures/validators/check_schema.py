"""Validates YAML inputs against themec's JSON Schemas with the jsonschema package (draft-07),
as an editor's YAML language server would: YAML 1.2 scalars (only true/false are booleans).
Usage: check_schema.py SCHEMA_DIR FILE...; prints 'ok FILE' or 'invalid FILE: where: why' per
file; exit 1 if any is invalid, 77 when jsonschema or PyYAML is not installed."""

import json
import re
import sys

try:
    import jsonschema
    import yaml
except ImportError as error:
    print(f"missing validator: {error}", file=sys.stderr)
    sys.exit(77)


class Yaml12Loader(yaml.SafeLoader):
    """PyYAML reads YAML 1.1 (yes, no, on, off are booleans); editors read YAML 1.2."""


Yaml12Loader.yaml_implicit_resolvers = {
    key: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
Yaml12Loader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|false)$"), list("tf")
)

schemas = {}
for name in ("strings", "theme"):
    with open(f"{sys.argv[1]}/{name}.schema.json", encoding="utf-8") as handle:
        schema = json.load(handle)
    jsonschema.Draft7Validator.check_schema(schema)
    schemas[name] = jsonschema.Draft7Validator(schema)

failed = False
for path in sys.argv[2:]:
    kind = "strings" if path.endswith(".strings.yaml") else "theme"
    with open(path, encoding="utf-8") as handle:
        document = yaml.load(handle, Loader=Yaml12Loader)
    errors = sorted(schemas[kind].iter_errors(document), key=lambda e: list(e.absolute_path))
    if errors:
        failed = True
        first = errors[0]
        where = "/".join(str(part) for part in first.absolute_path)
        print(f"invalid {path}: {where}: {first.message[:200]}")
    else:
        print(f"ok {path}")
sys.exit(1 if failed else 0)
