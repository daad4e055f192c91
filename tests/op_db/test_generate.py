"""Unit tests of op_db/generate.py's reading of op-plugin's release specs and entries."""
import os
import sys
import tempfile
import textwrap
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "op_db"))
import generate  # noqa: E402

VERSIONS = ["v2.1", "v2.2", "v2.3", "v2.4"]


class ParseReleases(unittest.TestCase):
    def test_all_version(self):
        self.assertEqual(generate.parse_releases("all_version", VERSIONS, "f:1"), VERSIONS)

    def test_comma_list_is_one_string(self):
        self.assertEqual(generate.parse_releases("v2.1, v2.3", VERSIONS, "f:1"), ["v2.1", "v2.3"])
        self.assertEqual(generate.parse_releases("v2.2", VERSIONS, "f:1"), ["v2.2"])

    def test_closed_range_is_a_yaml_list(self):
        self.assertEqual(generate.parse_releases(["v2.2", "newest"], VERSIONS, "f:1"), ["v2.2", "v2.3", "v2.4"])
        self.assertEqual(generate.parse_releases(["v2.1", "v2.2"], VERSIONS, "f:1"), ["v2.1", "v2.2"])

    def test_errors_name_the_place(self):
        with self.assertRaisesRegex(generate.DataError, "^f:7: unknown release 'v9.9'"):
            generate.parse_releases("v9.9", VERSIONS, "f:7")
        with self.assertRaisesRegex(generate.DataError, "^f:8: empty release range"):
            generate.parse_releases(["v2.3", "v2.1"], VERSIONS, "f:8")
        with self.assertRaisesRegex(generate.DataError, "^f:9: release spec must be"):
            generate.parse_releases(["v2.1", "v2.2", "v2.3"], VERSIONS, "f:9")


class OpPluginEntries(unittest.TestCase):
    def build(self, yaml_text):
        shared = tempfile.mkdtemp()
        path = os.path.join(shared, generate.OP_PLUGIN)
        os.makedirs(os.path.dirname(path))
        with open(path, "w") as f:
            f.write(textwrap.dedent(yaml_text))
        builder = generate.Builder(shared)
        builder.op_plugin()
        return builder.ops

    def test_duplicate_overloads_keep_both_ranges_with_their_lines(self):
        ops = self.build("""\
            all_version: [v2.1, v2.2, v2.3, v2.4]
            official:
              - func: f.out(Tensor self) -> Tensor
                op_api: v2.1, v2.2
              - func: f.out(Tensor self, int x=0) -> Tensor
                op_api: [v2.3, newest]
                acl_op: v2.4
            """)
        kernels = ops[("aten::f", "out")]["kernels"]
        self.assertEqual([(k["path"], k["releases"], k["source"].rsplit(":", 1)[1]) for k in kernels], [
            ("aclnn", ["2.1", "2.2"], "3"),
            ("aclnn", ["2.3", "2.4"], "5"),
            ("aclop", ["2.4"], "5"),
        ])

    def test_entry_without_a_path_has_no_kernel(self):
        ops = self.build("""\
            all_version: [v2.1, v2.2]
            official:
              - func: g(Tensor self) -> Tensor
            custom:
              - func: npu_h(Tensor self) -> Tensor
                op_api: all_version
            """)
        self.assertNotIn("kernels", ops[("aten::g", "")])
        self.assertEqual(ops[("aten::g", "")]["no_kernel"], [generate.OP_PLUGIN + ":3"])
        self.assertEqual(ops[("npu::npu_h", "")]["kernels"][0]["releases"], ["2.1", "2.2"])


class OpapiFallbacks(unittest.TestCase):
    def test_cpp_names_follow_torchgen(self):
        self.assertEqual(generate.cpp_names("aten::isin", "Tensor_Tensor_out", ""), ["isin_out", "isin_out_symint"])
        sort_values = "sort.values(Tensor self, int dim=-1, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)"
        self.assertEqual(generate.cpp_names("aten::sort", "values", sort_values), ["sort_out", "sort_out_symint"])
        self.assertEqual(generate.cpp_names("aten::add_", "Tensor", "add_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)"),
                         ["add_", "add__symint"])  # a mutable self is no out argument

    def test_each_package_gets_its_own_commits_cell(self):
        shared = tempfile.mkdtemp()
        old = "a" * 40
        files = {
            generate.PACKAGE_OPS: (
                f"package\t2.1.0\t2.1\tv1\t{'c' * 40}\t{old}\top_plugin/config/v2r1/op_plugin_functions.yaml@{'b' * 40}\tn@{'d' * 40}\n"
                f"package\t2.1.0.post1\t2.1\tv2\t{'c' * 40}\t{generate.OPAPI_COMMIT}\top_plugin/config/op_plugin_functions.yaml@{'b' * 40}\tn@{'d' * 40}\n"
                f"package\t2.1.0.post2\t2.1\tv3\t{'c' * 40}\t{'0' * 40}\top_plugin/config/op_plugin_functions.yaml\tn\n"),
            generate.OPAPI_FALLBACKS: (
                "# header\n"
                f"read\t0\t{generate.OPAPI_COMMIT}\top_plugin/ops/opapi/\t-\n"
                f"read\t1\t{old}\top_plugin/ops/base_ops/opapi/,op_plugin/ops/v2r1/opapi/\tV2R1\n"
                f"read\t2\t{generate.OPAPI_COMMIT}\top_plugin/ops/opapi/\tV2R1\n"
                "function\tsort_out\t0,2\top_plugin/ops/opapi/Sort.cpp:5\tTensor,Tensor\taclnnSort\tno\n"
                # another overload of the name (its parameters differ): says nothing of sort.values
                "function\tsort_out\t1\top_plugin/ops/base_ops/opapi/Sort.cpp:9\tTensor,bool,Tensor\taclnnSortStable\tno\n"
                "function\tsort_out\t1\top_plugin/ops/base_ops/opapi/Sort.cpp:4\tTensor,Tensor\taclnnSort\tyes\n"),
        }
        for rel, text in files.items():
            os.makedirs(os.path.dirname(os.path.join(shared, rel)), exist_ok=True)
            with open(os.path.join(shared, rel), "w") as f:
                f.write(text)
        builder = generate.Builder(shared)
        entry = builder.entry("aten::sort", "values")
        builder.schemas[("aten::sort", "values")] = "sort.values(Tensor self, *, Tensor(a!) values) -> (Tensor(a!) values)"
        entry["kernels"] = [{"path": "aclnn"}]
        builder.opapi_fallbacks()
        self.assertEqual(entry["kernels"][0], {
            "path": "aclnn", "fallback": "no", "aclnn": ["aclnnSort"],
            "function": f"Ascend/op-plugin@{generate.OPAPI_COMMIT[:12]} op_plugin/ops/opapi/Sort.cpp:5",
            "package_fallback": "yn-",  # the approximate package's commit was not read
            "package_functions": {"2.1.0.post1": {"aclnn": ["aclnnSort"], "function": "op_plugin/ops/opapi/Sort.cpp:5"}},
        })

    def test_an_overload_alone_under_its_name_takes_its_older_signature(self):
        rows = {"npu_fa": [{"reads": {0}, "signature": "Tensor,int", "source": "A.cpp:1"},
                           {"reads": {1}, "signature": "Tensor", "source": "A.cpp:9"}],
                "f": [{"reads": {0}, "signature": "Tensor", "source": "F.cpp:1"},
                      {"reads": {0}, "signature": "Tensor,Scalar", "source": "F.cpp:5"}]}
        at = generate.functions_at
        self.assertEqual([r["source"] for r in at(rows, ["npu_fa"], 0, "Tensor,int")], ["A.cpp:1"])
        self.assertEqual([r["source"] for r in at(rows, ["npu_fa"], 1, "Tensor,int", alone=True)], ["A.cpp:9"])  # it gained a parameter
        self.assertEqual(at(rows, ["npu_fa"], 1, "Tensor,int"), [])  # a sibling may own that function
        self.assertEqual(at(rows, ["f"], 0, "Tensor,int", alone=True), [])  # two other signatures: which one, unknown

    def test_a_bad_row_names_its_line(self):
        shared = tempfile.mkdtemp()
        os.makedirs(os.path.dirname(os.path.join(shared, generate.OPAPI_FALLBACKS)))
        with open(os.path.join(shared, generate.OPAPI_FALLBACKS), "w") as f:
            f.write(f"read\t0\t{'a' * 40}\tx/\t-\nfunction\tf\t0-4\tX.cpp:1\tTensor\t\tno\n")
        with self.assertRaisesRegex(generate.DataError, r"opapi_fallbacks.tsv:2: read indexes \(0-3,7\) below 1 expected"):
            generate.parse_opapi_fallbacks(shared)


if __name__ == "__main__":
    unittest.main()
