"""The Python SDK's column of the guide's "Differences from the Python SDK" table, run.

types/docs/guide.md compares mcp-resources with the Python SDK 2.x (`mcp.shared.uri_template`,
`mcp.shared.path_security`, and MCPServer's int conversion). Its `ts run` block asserts our
column; this script prints Python's, one line per row input, so that the table can be checked
against the Python SDK wherever it is installed:

    pip install mcp==<version>   # or PYTHONPATH=<python-sdk checkout>/src
    python3 scripts/python-differences.py

No test runs it (this repository runs no Python). It needs only the two modules above and
pydantic, which MCPServer's `validate_call` uses to convert a template's arguments.
"""

from __future__ import annotations

import json
import os
import tempfile

from pydantic import validate_call

from mcp.shared.path_security import contains_path_traversal, safe_join
from mcp.shared.uri_template import UriTemplate


def outcome(run):
    try:
        return run()
    except Exception as error:  # noqa: BLE001 - the error is the answer
        return f"{type(error).__name__}: {error}"


def match(template, uri):
    return outcome(lambda: UriTemplate.parse(template).match(uri))


def expand(template, values):
    return outcome(lambda: UriTemplate.parse(template).expand(values))


def parse(template):
    return outcome(lambda: (UriTemplate.parse(template), "accepted")[1])


@validate_call
def as_int(value: int) -> int:
    return value


def dangling_symlinks():
    base = os.path.realpath(tempfile.mkdtemp())
    root = os.path.join(base, "root")
    os.makedirs(root)
    os.symlink(os.path.join(root, "missing.md"), os.path.join(root, "link-in"))
    os.symlink(os.path.join(base, "missing.md"), os.path.join(root, "link-out"))
    return {
        relative: outcome(lambda relative=relative: str(safe_join(root, relative)).replace(base, "<base>"))
        for relative in ["link-in", "link-out"]
    }


ROWS = {
    "non-ASCII literal, expand": expand("file:///docs/café/{name}", {"name": "a.txt"}),
    "non-ASCII literal, encoded URI": match("file:///docs/café/{name}", "file:///docs/caf%C3%A9/a.txt"),
    "space in a literal": parse("file:///my docs/{name}"),
    "invalid UTF-8": [match("x://{a}", "x://%FF"), match("x://{a}", "x://%C3")],
    "bad %": [match("x://{a}", "x://a%zzb"), match("x://{a}", "x://a%2")],
    "level 4 prefix": parse("x://{id:3}"),
    "level 4 explode": [parse("x://{x*}"), parse("x://{a}{?tags*}")],
    "explode beside a multi-segment variable": [parse("x://{+p}{;v*}"), parse("x://{/d*}/{;v*}")],
    "pct-encoded name": parse("x://{%41}"),
    "ambiguous split": match("x://{a}-{b}", "x://x-y-z"),
    "comma and ampersand in {x}": [match("x://{a}", "x://a,b"), match("x://{a}", "x://a&b")],
    "? and # in {+p}": match("x://{+p}", "x://a?b#c"),
    "fragment after a trailing query": match("x://{a}{?q}", "x://a?q=1#f"),
    "non-trailing query group": match("s://x?v=1{&a,b}", "s://x?v=1&b=2"),
    "{?}{&} with the {?} variables absent": match("x://{/a}{?q}{&r}", "x:///p&r=1"),
    "URI past the limit": match("x://{a}", "x://" + "a" * 70_000),
    "number to expand": expand("x://{a}", {"a": 1}),
    "'..' that stays inside": {v: contains_path_traversal(v) for v in ["a/../b", "../x", "v1.0..v2.0"]},
    "dangling symlink": dangling_symlinks(),
    "empty {/x*}": [match("x://h{/x*}", "x://h"), expand("x://h{/x*}", {"x": []})],
    "a split found by backtracking": [
        match("x://{a}-{b}-c", "x://p-q-c-c"),
        match("x://{a}/{b}.md", "x://p/q.md.md"),
    ],
    "& in {+p} before {&q}": match("x://{+p}{&q}", "x://a&b&q=1"),
    "{;x} before {.q} (issue #47)": match("file:///{;_u*}{.q}", "file:///;_u=.aZ-.b0_42"),
    "int conversion": {v: outcome(lambda v=v: as_int(v)) for v in ["41", "41.0", " 41", "+41", "1_000", "abc", "0x29"]},
}

for row, value in ROWS.items():
    print(f"{row}: {json.dumps(value, ensure_ascii=False)}")
