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


if __name__ == "__main__":
    unittest.main()
