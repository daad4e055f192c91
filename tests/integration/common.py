"""Helpers the integration tests share: run npu-lint, make scratch folders."""
import os
import subprocess
import sys
import tempfile

SOURCE_DIR = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def run(argv, cwd=None, env=None, check_codes=None):
    """Runs argv; returns the CompletedProcess. Fails the test on an unexpected exit code."""
    result = subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True, errors="replace", timeout=600)
    if check_codes is not None and result.returncode not in check_codes:
        sys.exit(f"FAIL: {' '.join(argv)} exited {result.returncode}, expected {check_codes}\n"
                 f"stdout:\n{result.stdout[-4000:]}\nstderr:\n{result.stderr[-4000:]}")
    return result


def scratch(prefix):
    return tempfile.mkdtemp(prefix=prefix)


def fail(message):
    sys.exit("FAIL: " + message)
