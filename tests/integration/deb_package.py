"""`cpack -G DEB` builds a .deb whose npu-lint, unpacked anywhere, finds its helpers and data
relative to itself and scans the examples.

usage: deb_package.py BUILD_DIR
"""
import glob
import os
import subprocess
import sys

from common import SOURCE_DIR, fail, run, scratch


def main():
    build_dir = sys.argv[1]
    work = scratch("npu-lint-deb-")
    run(["cpack", "-G", "DEB", "-B", work], cwd=build_dir, check_codes=[0])
    debs = glob.glob(os.path.join(work, "*.deb"))
    if len(debs) != 1:
        fail(f"expected one .deb in {work}, found {debs}")
    deb = debs[0]
    listing = run(["dpkg-deb", "-c", deb], check_codes=[0]).stdout
    for path in ["./usr/bin/npu-lint", "./usr/libexec/npu-lint/npu-lint-torchscript", "./usr/libexec/npu-lint/npu-lint-cuda",
                 "./usr/share/npu-lint/op_db/ops.jsonl", "./usr/share/npu-lint/rules/api_map/cuda_api_map.toml",
                 "./usr/share/npu-lint/rules/scoping/effort.toml", "./usr/share/npu-lint/cuda_headers/npu_lint_prelude.h",
                 "./usr/share/npu-lint/reports/html/report.html.mustache", "./usr/share/npu-lint/reports/html/style.css",
                 "./usr/share/npu-lint/reports/html/script.js", "./usr/share/npu-lint/reports/html/bars.mustache"]:
        if not any(line.endswith(" " + path) for line in listing.splitlines()):
            fail(f"{deb} lacks {path}")
    if "generate.py" in listing:
        fail("the package ships the op database generator, a development tool")
    depends = run(["dpkg-deb", "-f", deb, "Depends"], check_codes=[0]).stdout
    for library in ["libtorch", "libclang-cpp14", "libllvm14"]:
        if library not in depends:
            fail(f"Depends lacks {library}: {depends}")

    root = os.path.join(work, "root")
    run(["dpkg-deb", "-x", deb, root], check_codes=[0])
    npu_lint = os.path.join(root, "usr", "bin", "npu-lint")
    version = run([npu_lint, "--version"], check_codes=[0]).stdout.strip()
    html = os.path.join(work, "report.html")
    scan = run([npu_lint, "--no-config", "--format", "json", "-o", "html=" + html, "examples/detection_head.pt",
                "examples/cuda_extension/segment_ops.cu"], cwd=SOURCE_DIR, check_codes=[1])
    if "At a glance" not in open(html, encoding="utf-8").read():
        fail("the unpacked npu-lint did not render the html report from its installed template")
    import json
    report = json.loads(scan.stdout)
    kinds = sorted(t["kind"] for t in report["targets"])
    if kinds != ["cuda-source", "torchscript"] or any(t["status"] != "ok" for t in report["targets"]):
        fail(f"the unpacked npu-lint did not scan both examples: {kinds}, {scan.stderr}")
    print(f"{os.path.basename(deb)} ({os.path.getsize(deb) >> 10} KiB), {version}; Depends: {depends.strip()}")


if __name__ == "__main__":
    main()
