"""The HTML report renders in headless Chromium: same figures as the JSON of the same run, a
screenshot, and no script error.

usage: html_render.py NPU_LINT
"""
import json
import os
import sys
from html.parser import HTMLParser

from common import SOURCE_DIR, fail, run, scratch

CHROMIUM = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"]


class Elements(HTMLParser):
    """Collects the text and attributes of elements with an id, and table rows per table id."""

    def __init__(self):
        super().__init__()
        self.by_id, self.rows, self._open, self._table = {}, {}, [], None
        self.by_class = {}  # class -> the attributes of each element with it

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        for name in attrs.get("class", "").split():
            self.by_class.setdefault(name, []).append(attrs)
        if tag == "table":
            self._table = attrs.get("id")
        if tag == "tr" and self._table:
            self.rows.setdefault(self._table, []).append(attrs)
        if "id" in attrs:
            self.by_id[attrs["id"]] = {"attrs": attrs, "text": ""}
            self._open.append((tag, attrs["id"]))
        elif self._open:
            self._open.append((tag, None))

    def handle_endtag(self, tag):
        if tag == "table":
            self._table = None
        if self._open:
            self._open.pop()

    def handle_data(self, data):
        for _, element_id in self._open:
            if element_id:
                self.by_id[element_id]["text"] += data


class FlopsVerdictCharts(HTMLParser):
    """The number of bars (rect) in each svg of class flops-verdict."""

    def __init__(self):
        super().__init__()
        self.charts, self._inside = [], False

    @classmethod
    def parse(cls, html):
        parser = cls()
        parser.feed(html)
        return parser.charts

    def handle_starttag(self, tag, attrs):
        if tag == "svg" and "flops-verdict" in dict(attrs).get("class", "").split():
            self._inside = True
            self.charts.append(0)
        elif tag == "rect" and self._inside:
            self.charts[-1] += 1

    def handle_endtag(self, tag):
        if tag == "svg":
            self._inside = False


class BlockerRows(HTMLParser):
    """(kind, sites) for each row of the first screen's blocker table."""

    def __init__(self):
        super().__init__()
        self.rows, self._kind, self._cells = [], None, []

    @classmethod
    def parse(cls, html):
        parser = cls()
        parser.feed(html)
        return parser.rows

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "tr" and "data-blocker" in attrs:
            self._kind, self._cells = attrs["data-blocker"], []
        elif tag == "td" and self._kind:
            self._cells.append("")

    def handle_endtag(self, tag):
        if tag == "tr" and self._kind:
            self.rows.append((self._kind, self._cells[2]))
            self._kind = None

    def handle_data(self, data):
        if self._kind and self._cells:
            self._cells[-1] += data


def main():
    npu_lint = sys.argv[1]
    work = scratch("npu-lint-html-")
    report_json, report_html = os.path.join(work, "report.json"), os.path.join(work, "report.html")
    run([npu_lint, "examples/detection_head.pt", "examples/cuda_extension", "tests/fixtures/python", "tests/fixtures/fix/device/input",
         "tests/fixtures/fix/portable_device/input", "--no-config",
         "--input", "2x3x64x64", "--input", "2048:int64",
         "-o", "json=" + report_json, "-o", "html=" + report_html], cwd=SOURCE_DIR, check_codes=[1])
    expected = json.load(open(report_json))

    profile = os.path.join(work, "profile")
    dom = run([*CHROMIUM, "--user-data-dir=" + profile, "--enable-logging=stderr", "--v=0",
               "--virtual-time-budget=5000", "--dump-dom", "file://" + report_html], check_codes=[0])
    console = [line for line in dom.stderr.splitlines() if ":CONSOLE" in line]
    if console:
        fail("the page logged to the console (a script error?):\n" + "\n".join(console))
    page = Elements()
    page.feed(dom.stdout)

    def value(element_id):
        if element_id not in page.by_id:
            fail(f"the rendered page has no #{element_id}")
        return page.by_id[element_id]

    summary = expected["summary"]
    checks = {
        "coverage-distinct": f"{summary['coverage_distinct_pct']:.1f}%",
        "coverage-instances": f"{summary['coverage_instances_pct']:.1f}%",
        "findings-total": str(summary["findings"]),
    }
    severities = {"error": 0, "warning": 0, "info": 0}
    for target in expected["targets"]:
        for finding in target["findings"]:
            severities[finding["severity"]] += 1
    for severity, count in severities.items():
        checks["findings-" + severity] = str(count)
    for element_id, text in checks.items():
        shown = value(element_id)["text"].strip()
        if shown != text:
            fail(f"#{element_id} shows {shown!r}, the JSON says {text!r}")
    # Python's calls (one op entry per call site) are summed up in the Python section instead.
    ops = sum(len(t["ops"]) for t in expected["targets"] if t["kind"] != "python-source")
    if len(page.rows.get("op-table", [])) - 1 != ops:
        fail(f"op table has {len(page.rows.get('op-table', [])) - 1} rows, the JSON has {ops} ops")
    # The page's script fills in the filter's row count: proof it ran.
    if value("op-shown")["text"].strip() != str(ops):
        fail(f"#op-shown is {value('op-shown')['text']!r} after scripts ran, expected {ops}")
    python_findings = {}
    for target in expected["targets"]:
        if target["kind"] == "python-source":
            for finding in target["findings"]:
                python_findings[finding["rule"]] = python_findings.get(finding["rule"], 0) + 1
    shown_rules = {r["data-rule"] for r in page.rows.get("python-rules", []) if "data-rule" in r}
    if not python_findings or shown_rules != set(python_findings):
        fail(f"the Python section lists rules {sorted(shown_rules)}, the JSON's Python findings {sorted(python_findings)}")
    fixes = expected["summary"].get("fixes")
    shown = value("python-fixes")["attrs"]
    if not fixes or fixes["safe"] == 0 or (shown.get("data-safe"), shown.get("data-sites")) != (str(fixes["safe"]), str(fixes["python_sites"])):
        fail(f"the Python section's automatic-fix figure {shown} is not the JSON's {fixes} (or the inputs have no fix to show)")
    # Releases: a bar each, or one sentence when every release has the same coverage.
    coverage = {(r["native_distinct_ops"], r["device_distinct_ops"]) for r in expected["coverage_by_release"]}
    releases = page.by_class.get("release-bar", [])
    if len(coverage) == 1:
        same = value("release-same")["attrs"].get("data-releases")
        if releases or same != str(len(expected["coverage_by_release"])):
            fail(f"{len(releases)} release bars and a sentence for {same} releases, for {len(expected['coverage_by_release'])} releases of one coverage")
        releases = expected["coverage_by_release"]
    elif len(releases) != len(expected["coverage_by_release"]):
        fail(f"release chart has {len(releases)} bars, the JSON {len(expected['coverage_by_release'])} releases")

    # The first screen's blockers: per kind in rules/categories.toml, the sites of the JSON's
    # warnings and errors whose rule names that kind in its TOML.
    blocker_of = {}
    for name in os.listdir(os.path.join(SOURCE_DIR, "rules")):
        if name.endswith(".toml") and name != "categories.toml":
            for line in open(os.path.join(SOURCE_DIR, "rules", name)):
                if line.startswith("blocker = "):
                    blocker_of[name[:-5]] = line.split('"')[1]
    sites = {}
    for target in expected["targets"]:
        for finding in target["findings"]:
            if finding["severity"] != "info" and finding["rule"] in blocker_of:
                kind = blocker_of[finding["rule"]]
                sites[kind] = sites.get(kind, 0) + 1 + len(finding.get("related", []))
    shown_blockers = {}
    for row in BlockerRows.parse(dom.stdout):
        shown_blockers[row[0]] = int(row[1])
    for kind in set(sites) | set(shown_blockers):
        if kind != "slows" and shown_blockers.get(kind, 0) != sites.get(kind, 0):
            fail(f"the first screen counts {shown_blockers.get(kind)} {kind} site(s), the JSON {sites.get(kind, 0)}")
    if not sites:
        fail("the inputs have no blocking finding to count")

    # Coverage by compute: one section per model with input sets, its bars the JSON's top ops.
    computed = [t for t in expected["targets"] if "compute" in t]
    sections = page.by_class.get("compute", [])
    if not computed or len(sections) != len(computed):
        fail(f"{len(sections)} compute section(s) on the page, {len(computed)} model(s) with compute figures in the JSON")
    for target, section in zip(computed, sections):
        c = target["compute"]
        pct = 100.0 * c["native_flops"] / c["flops"] if c["flops"] > 0 else 100.0
        if section.get("data-native-pct") != f"{pct:.1f}":
            fail(f"compute section of {target['path']} says {section.get('data-native-pct')}%, the JSON {pct:.1f}%")
    # FLOPs by verdict: one chart per model with FLOPs, its bars drawn (a partial named like a
    # section's own list once drew nothing).
    verdict_charts = FlopsVerdictCharts.parse(dom.stdout)
    with_flops = [t for t in computed if t["compute"]["flops"] > 0]
    if len(verdict_charts) != len(with_flops) or any(rects == 0 for rects in verdict_charts):
        fail(f"FLOPs-by-verdict charts with {verdict_charts} bars, for {len(with_flops)} model(s) with FLOPs")
    bars = [(b["data-op"], b["data-support"]) for b in page.by_class.get("flops-bar", [])]
    top = [(o["op"], o["support"]) for o in computed[0]["compute"]["ops"][:12]]
    if bars != top:
        fail(f"the FLOPs bars {bars} are not the JSON's top ops {top}")

    # Page notes are given in English (op_db/page_text_en.toml): no CJK ideograph reaches a page
    # that a machine without CJK fonts would draw as boxes.
    cjk = [c for c in dom.stdout if "\u4e00" <= c <= "\u9fff"]
    if cjk:
        fail(f"the page shows {len(cjk)} CJK character(s), e.g. {''.join(cjk[:8])!r}")

    screenshot = os.path.join(work, "report.png")
    run([*CHROMIUM, "--user-data-dir=" + profile, "--window-size=1280,2400", "--screenshot=" + screenshot,
         "file://" + report_html], check_codes=[0])
    with open(screenshot, "rb") as f:
        head = f.read(8)
    size = os.path.getsize(screenshot)
    if head != b"\x89PNG\r\n\x1a\n" or size < 20000:
        fail(f"no usable screenshot ({size} bytes)")
    print(f"rendered: coverage {checks['coverage-distinct']} distinct / {checks['coverage-instances']} instances, "
          f"{summary['findings']} findings {severities}, {ops} op rows, {len(shown_rules)} Python rules, "
          f"{len(releases)} releases; "
          f"screenshot {screenshot} ({size} bytes)")


if __name__ == "__main__":
    main()
