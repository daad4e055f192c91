"""Unit tests of op_db/package_history.py over a small history built here: an op-plugin with an
early per-series commit and a later unified one, and a torch_npu whose release tags pin them
(and one commit the op-plugin history lacks)."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "..", "..", "op_db", "package_history.py")

PER_SERIES_GENCODE = 'PYTORCH_VERSION_DIR="v2r1"\npython -m codegen --source_yaml="$CDIR/op_plugin/config/$PYTORCH_VERSION_DIR/op_plugin_functions.yaml"\n'
PER_SERIES_YAML = """official:
 - func: isin.Tensor_Scalar(Tensor element, Scalar test_elements) -> Tensor
   impl_ns: acl_op, op_api
 - func: abs(Tensor self) -> Tensor
   impl_ns: acl_op
 - func: listed_only(Tensor self) -> Tensor
"""
UNIFIED_GENCODE = 'python -m codegen --source_yaml="$CDIR/op_plugin/config/op_plugin_functions.yaml"\n'
UNIFIED_YAML = """all_version: [v2.1, v2.2]
official:
  - func: isin.Tensor_Scalar(Tensor element, Scalar test_elements) -> Tensor
    acl_op: all_version
    op_api: all_version
  - func: isin.Tensor_Tensor(Tensor elements, Tensor test_elements) -> Tensor
    op_api: [v2.1, newest]
  - func: abs(Tensor self) -> Tensor
    op_api: v2.2
custom:
  - func: npu_thing(Tensor self) -> Tensor
    op_api: all_version
"""
NATIVE_YAML = "backend: NPU\nsupported:\n  - _to_copy\ncustom:\n  - func: npu_format_cast(Tensor self, int acl_format) -> Tensor\n"


def run(*args, cwd=None):
    done = subprocess.run(list(args), cwd=cwd, capture_output=True, text=True)
    if done.returncode != 0:
        raise AssertionError(f"{args}: {done.stderr}")
    return done.stdout.strip()


def commit(repo, files, message):
    for path, text in files.items():
        full = os.path.join(repo, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
        run("git", "add", path, cwd=repo)
    run("git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", message, cwd=repo)
    return run("git", "rev-parse", "HEAD", cwd=repo)


def tag_pinning(repo, op_plugin_commit, tag):
    run("git", "update-index", "--add", "--cacheinfo", f"160000,{op_plugin_commit},third_party/op-plugin", cwd=repo)
    run("git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "--allow-empty", "-m", tag, cwd=repo)
    run("git", "tag", tag, cwd=repo)


class PackageHistory(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.root = tempfile.mkdtemp()
        op_plugin = os.path.join(cls.root, "op-plugin")
        torch_npu = os.path.join(cls.root, "pytorch")
        for repo in (op_plugin, torch_npu):
            os.makedirs(repo)
            run("git", "init", "-q", repo)
        early = commit(op_plugin, {"gencode.sh": PER_SERIES_GENCODE, "op_plugin/config/v2r1/op_plugin_functions.yaml": PER_SERIES_YAML}, "early")
        late = commit(op_plugin, {"gencode.sh": UNIFIED_GENCODE, "op_plugin/config/op_plugin_functions.yaml": UNIFIED_YAML}, "late")
        commit(torch_npu, {"torch_npu/csrc/aten/npu_native_functions.yaml": NATIVE_YAML}, "native")
        tag_pinning(torch_npu, early, "v6.0.rc1-pytorch2.1.0")
        tag_pinning(torch_npu, late, "v6.0.rc3-pytorch2.1.0")
        tag_pinning(torch_npu, late, "v6.0.rc3-pytorch2.2.0")
        tag_pinning(torch_npu, "1" * 40, "v7.0.0-pytorch2.2.0")  # not in the op-plugin history
        # Tags whose own version says what they build: the table's 2.1.0.post4 (its row names
        # branch v2.1.0-6.0.rc1, as torch_npu's page does) and a hotfix the table leaves out.
        commit(torch_npu, {"version.txt": "2.1.0.post4\n"}, "post4")
        tag_pinning(torch_npu, early, "v5.0.1.2-pytorch2.1.0")
        commit(torch_npu, {"version.txt": "2.1.0.post5\n"}, "post5")
        tag_pinning(torch_npu, late, "v6.0.rc1.1-pytorch2.1.0")
        commit(torch_npu, {"version.txt": "2.1.0.post9\n"}, "preview")
        tag_pinning(torch_npu, late, "v6.0.rc1.alpha001-pytorch2.1.0")  # a preview: not a package
        package = lambda version, branch: {"torch_npu": version, "branch": branch, "pytorch": "x", "cann": "y", "source": "z"}
        releases = {"releases": [
            {"name": "2.1", "packages": [package("2.1.0.post8", "v2.1.0-6.0.rc3"), package("2.1.0.post4", "v2.1.0-6.0.rc1")]},
            {"name": "2.2", "packages": [package("2.2.0.post2", "v2.2.0-7.0.0"), package("2.2.0", "v2.2.0-6.0.rc3")]}]}
        cls.releases = os.path.join(cls.root, "releases.json")
        with open(cls.releases, "w") as f:
            json.dump(releases, f)
        cls.out = os.path.join(cls.root, "package_ops.tsv")
        cls.done = subprocess.run([sys.executable, SCRIPT, "--torch-npu", os.path.join(torch_npu, ".git"), "--op-plugin",
                                   os.path.join(op_plugin, ".git"), "--releases", cls.releases, "--out", cls.out],
                                  capture_output=True, text=True)
        cls.early, cls.late = early, late
        cls.rows = []
        if cls.done.returncode == 0:
            with open(cls.out) as f:
                cls.rows = [line.rstrip("\n").split("\t") for line in f if not line.startswith("#")]

    def ops(self):
        return {(r[1], r[2]): (r[3], r[4]) for r in self.rows if r[0] == "op"}

    def test_packages_in_version_order_with_the_tag_and_pinned_commit(self):
        self.assertEqual(self.done.returncode, 0, self.done.stderr)
        packages = [r for r in self.rows if r[0] == "package"]
        self.assertEqual([p[1] for p in packages], ["2.1.0.post4", "2.1.0.post5", "2.1.0.post8", "2.2.0", "2.2.0.post2"])
        self.assertEqual(packages[0][3], "v5.0.1.2-pytorch2.1.0")  # the tag that builds it, not the branch's
        self.assertIn("torch_npu 2.1.0.post4: its table row names branch v2.1.0-6.0.rc1, whose tag v6.0.rc1-pytorch2.1.0 builds a version it does not state; "
                      "v5.0.1.2-pytorch2.1.0 builds 2.1.0.post4 and is read", self.done.stderr)
        self.assertEqual(packages[0][5], self.early)
        self.assertTrue(packages[0][6].startswith("op_plugin/config/v2r1/op_plugin_functions.yaml@"))
        self.assertEqual(packages[2][5], self.late)
        self.assertTrue(packages[2][6].startswith("op_plugin/config/op_plugin_functions.yaml@"))

    def test_a_release_tag_the_table_leaves_out_is_a_package_of_its_series(self):
        packages = [r for r in self.rows if r[0] == "package"]
        self.assertEqual(packages[1][1:4], ["2.1.0.post5", "2.1", "v6.0.rc1.1-pytorch2.1.0"])
        self.assertEqual(packages[1][5], self.late)

    def test_a_missing_pinned_commit_is_said_and_marked_approximate(self):
        self.assertIn("v7.0.0-pytorch2.2.0 pins op-plugin " + "1" * 40, self.done.stderr)
        self.assertIn("torch_npu 2.2.0.post2 is written as approximate", self.done.stderr)
        self.assertEqual([r for r in self.rows if r[0] == "package"][4][6], "approximate (series annotation)")

    def test_cells_per_package_from_the_layout_its_gencode_reads(self):
        ops = self.ops()
        # Per-series: impl_ns; unified: the spec naming the series; an entry with no kernel is none.
        self.assertEqual(ops[("aten::isin", "Tensor_Scalar")][0], "bbbb-")
        self.assertEqual(ops[("aten::isin", "Tensor_Tensor")][0], "-nnn-")
        self.assertEqual(ops[("aten::abs", "-")][0], "o--n-")
        self.assertNotIn(("aten::listed_only", "-"), ops)
        self.assertEqual(ops[("npu::npu_thing", "-")][0], "-nnn-")
        # torch_npu's own registrations, read from each tag (the approximate one too).
        self.assertEqual(ops[("aten::_to_copy", "-")][0], "ttttt")

    def test_arrivals_name_the_line_where_each_run_starts(self):
        ops = self.ops()
        self.assertEqual(ops[("aten::isin", "Tensor_Tensor")][1], "1:6,3:6")
        self.assertEqual(ops[("aten::abs", "-")][1], "0:4,3:8")

    def test_check_passes_on_its_own_output_and_fails_on_a_change(self):
        args = [sys.executable, SCRIPT, "--torch-npu", os.path.join(self.root, "pytorch", ".git"), "--op-plugin",
                os.path.join(self.root, "op-plugin", ".git"), "--releases", self.releases, "--out", self.out, "--check"]
        self.assertEqual(subprocess.run(args, capture_output=True).returncode, 0)
        with open(self.out, "a") as f:
            f.write("op\taten::extra\t-\t----\t\n")
        self.assertEqual(subprocess.run(args, capture_output=True).returncode, 1)


if __name__ == "__main__":
    unittest.main()
