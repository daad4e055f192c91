"""npu-lint's SARIF passes Microsoft's SARIF validator (@microsoft/sarif-multitool) with zero errors.

usage: sarif_validator.py NPU_LINT TOOLS_DIR MODELS_DIR
"""
import json
import os
import sys

from common import SOURCE_DIR, fail, run, scratch

VALIDATOR_VERSION = "5.7.0"


def validator(tools_dir):
    binary = os.path.join(tools_dir, "node_modules", "@microsoft", "sarif-multitool-linux", "Sarif.Multitool")
    if not os.path.exists(binary):
        run(["npm", "install", "--prefix", tools_dir, "--no-audit", "--no-fund", "--silent",
             f"@microsoft/sarif-multitool@{VALIDATOR_VERSION}"], check_codes=[0])
    # npm 11 does not run the package's post-install script, which would set the run bit.
    os.chmod(binary, 0o755)
    return binary


def main():
    npu_lint, tools_dir, models_dir = sys.argv[1:4]
    binary = validator(tools_dir)
    work = scratch("npu-lint-sarif-")
    inputs = {
        "examples": [os.path.join(SOURCE_DIR, "examples", "detection_head.pt"),
                     os.path.join(SOURCE_DIR, "examples", "cuda_extension")],
        "custom_ops_model": [os.path.join(models_dir, "custom_ops.pt")],
        # Results with `fixes` (byte-range replacements, insertions among them).
        # The default (device-neutral) fixes: an inserted prologue, whole literals replaced.
        "python_fixes": [os.path.join(SOURCE_DIR, "tests", "fixtures", "fix", case, "input")
                         for case in ("portable_device", "portable_unsafe", "portable_crlf")],
        # The NPU-only fixes (scan --fix-to npu).
        "python_fixes_npu": ["--fix-to", "npu"] + [os.path.join(SOURCE_DIR, "tests", "fixtures", "fix", case, "input")
                                                   for case in ("device", "unsafe")],
        "broken_input": [os.path.join(models_dir, "malformed", "not_a_zip.pt")],
    }
    env = dict(os.environ, DOTNET_SYSTEM_GLOBALIZATION_INVARIANT="1")
    for name, paths in inputs.items():
        sarif = os.path.join(work, name + ".sarif")
        run([npu_lint, *paths, "--no-config", "-o", "sarif=" + sarif], cwd=SOURCE_DIR, check_codes=[0, 1, 2, 3])
        log = os.path.join(work, name + ".validation.sarif")
        result = run([binary, "validate", sarif, "-o", log], env=env)
        if result.returncode != 0 or not os.path.exists(log):
            fail(f"validator did not run on {sarif} (exit {result.returncode}):\n{result.stdout}\n{result.stderr}")
        findings = json.load(open(log))["runs"][0].get("results", [])
        levels = {}
        for finding in findings:
            levels[finding.get("level", "warning")] = levels.get(finding.get("level", "warning"), 0) + 1
        errors = [f for f in findings if f.get("level", "warning") == "error"]
        results = len(json.load(open(sarif))["runs"][0]["results"])
        print(f"{name}: {results} results; validator: {levels.get('error', 0)} error(s), "
              f"{levels.get('warning', 0)} warning(s), {levels.get('note', 0)} note(s)")
        for e in errors:
            print("  ", e["ruleId"], e["message"].get("text", ""))
        if errors:
            fail(f"{sarif}: the SARIF validator reported {len(errors)} error(s)")
        if name == "examples" and results == 0:
            fail("the example scan gave no SARIF results: the check above proves nothing")
        if name.startswith("python_fixes"):
            fixes = [r for r in json.load(open(sarif))["runs"][0]["results"] if r.get("fixes")]
            if len(fixes) < 8:
                fail(f"{sarif}: only {len(fixes)} results carry fixes; the validator saw too few to prove them")


if __name__ == "__main__":
    main()
