"""op_db/decompose.py: its output on a few ops checked against a hand reading of PyTorch 1.13's
source, and its choice of the argument that selects a path."""
import json
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "op_db"))
import decompose  # noqa: E402


def committed():
    with open(os.path.join(HERE, "..", "..", "op_db", "decompositions.jsonl"), encoding="utf-8") as f:
        lines = [json.loads(line) for line in f]
    return lines[0], {(r["op"], r["overload"]): r for r in lines[1:]}


class AgainstPyTorchSource(unittest.TestCase):
    """Each expectation cites the function in PyTorch 1.13's aten/src/ATen/native/ it was read from."""

    @classmethod
    def setUpClass(cls):
        cls.header, cls.ops = committed()

    def calls(self, op, overload=""):
        return self.ops[(op, overload)]["calls"]

    def test_header_names_the_pytorch_it_observed(self):
        self.assertTrue(self.header["pytorch"].startswith("1.13"))
        self.assertEqual(self.header["observed_on"], "cpu")

    def test_linalg_inv(self):
        # BatchLinearAlgebra.cpp linalg_inv: at::linalg_inv_ex(A), then at::_linalg_check_errors(info, ...)
        self.assertEqual(self.calls("aten::linalg_inv"), ["aten::linalg_inv_ex", "aten::_linalg_check_errors"])

    def test_linalg_det(self):
        # LinearAlgebra.cpp linalg_det: std::get<0>(at::_linalg_det(A))
        self.assertEqual(self.calls("aten::linalg_det"), ["aten::_linalg_det"])

    def test_linalg_solve(self):
        # BatchLinearAlgebra.cpp linalg_solve: at::linalg_solve_ex(A, B, left), then _linalg_check_errors
        self.assertEqual(self.calls("aten::linalg_solve"), ["aten::linalg_solve_ex", "aten::_linalg_check_errors"])

    def test_cross(self):
        # Cross.cpp cross(input, other, dim): at::linalg_cross(input, other, dim) when dim is given
        self.assertEqual(self.calls("aten::cross"), ["aten::linalg_cross"])

    def test_pad_by_mode(self):
        # PadNd.cpp pad: constant -> at::constant_pad_nd; reflect/replicate -> at::reflection_padNd /
        # at::replication_padNd by the number of padded dims; circular -> at::_pad_circular
        pad = self.ops[("aten::pad", "")]
        self.assertEqual(pad["selected_by"], "mode")
        by_mode = {}
        for path in pad["paths"]:
            for mode in path["when"]:
                by_mode.setdefault(mode, set()).update(path["calls"])
        self.assertEqual(by_mode["constant"], {"aten::constant_pad_nd"})
        self.assertEqual(by_mode["reflect"], {"aten::reflection_pad1d", "aten::reflection_pad2d"})
        self.assertEqual(by_mode["replicate"], {"aten::replication_pad1d", "aten::replication_pad2d"})
        self.assertEqual(by_mode["circular"], {"aten::_pad_circular"})

    def test_absent_ops_are_recorded_as_not_observed(self):
        # Added to native_functions.yaml after 1.13 (nested-tensor jagged layout, PyTorch 2.x).
        self.assertEqual(self.ops[("aten::_nested_get_lengths", "")]["not_observed"], "absent from PyTorch 1.13.0a0")


class Selector(unittest.TestCase):
    def test_an_argument_that_splits_the_paths_is_the_selector(self):
        observed = [(["a"], {"mode": "x", "flag": "True"}), (["b"], {"mode": "y", "flag": "True"}),
                    (["c"], {"mode": "y", "flag": "True"})]
        self.assertEqual(decompose.summarize(observed),
                         {"paths": [{"calls": ["a"], "when": ["x"]}, {"calls": ["b"], "when": ["y"]},
                                    {"calls": ["c"], "when": ["y"]}], "selected_by": "mode"})

    def test_a_value_seen_with_every_path_selects_nothing(self):
        # keepdim=False ran both paths: it does not decide them, even though True ran only one.
        observed = [(["a"], {"keepdim": "False"}), (["b"], {"keepdim": "False"}), (["a"], {"keepdim": "True"})]
        self.assertEqual(decompose.summarize(observed), {"paths": [{"calls": ["a"]}, {"calls": ["b"]}]})

    def test_one_path_is_calls(self):
        self.assertEqual(decompose.summarize([(["a"], {}), (["a"], {"m": "x"})]), {"calls": ["a"]})


if __name__ == "__main__":
    unittest.main()
