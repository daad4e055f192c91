"""Unit tests of op_db/opapi_fallbacks.py: which aclnn kernels op-plugin's op_api functions call
and how each copes with a CANN that lacks one, read from a small repository built here."""
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "..", "..", "op_db", "opapi_fallbacks.py")
sys.path.insert(0, os.path.join(HERE, "..", "..", "op_db"))
import opapi_fallbacks  # noqa: E402

SOURCE = """// Copyright
namespace op_api {
static at::Tensor& add_out_nocheck(const at::Tensor& self, at::Tensor& result) {
  EXEC_NPU_CMD(aclnnAdd, self, result);  // "a { brace in a comment"
  return result;
}

at::Tensor add(const at::Tensor& self,
               const at::Scalar& alpha) {
  DO_COMPATIBILITY(aclnnAdd, acl_op::add(self, alpha));
  at::Tensor result;
  add_out_nocheck(self, result);
  return result;
}

inline bool logit_fallback() { return !check_aclnn_kernel_available("aclnnLogit"); }

at::Tensor logit(const at::Tensor& self) {
  if (logit_fallback()) {
    return self.cpu();
  }
  std::string text = "}";
  EXEC_NPU_CMD(aclnnLogit, self);
  return self;
}

at::Tensor& quantize_out(const at::Tensor& self, at::Tensor& out)
{
  EXEC_NPU_CMD(aclnnQuantize, self, out);
  return out;
}

at::Tensor isin(const at::Tensor& a, const at::Tensor& b) {
  return a.eq(b);
}
}
"""


def git(repo, *args):
    done = subprocess.run(["git", "-C", repo, *args], capture_output=True, text=True)
    if done.returncode != 0:
        raise AssertionError(done.stderr)
    return done.stdout.strip()


class OpapiFallbacksTest(unittest.TestCase):
    def test_rows_say_the_kernels_and_the_fallback(self):
        rows = opapi_fallbacks.rows_of_file("op_plugin/ops/opapi/X.cpp", SOURCE)
        self.assertEqual(rows, [
            ("add", "op_plugin/ops/opapi/X.cpp:8", "aclnnAdd", "yes"),  # the kernel through its static helper
            ("logit", "op_plugin/ops/opapi/X.cpp:18", "aclnnLogit", "checked"),  # the check in an inline helper
            ("quantize_out", "op_plugin/ops/opapi/X.cpp:27", "aclnnQuantize", "no"),
            ("isin", "op_plugin/ops/opapi/X.cpp:33", "", "no"),  # composed of other ops: no kernel of its own
        ])

    def test_check_compares_with_the_repository(self):
        with tempfile.TemporaryDirectory() as tmp:
            repo = os.path.join(tmp, "op-plugin")
            os.makedirs(os.path.join(repo, "op_plugin", "ops", "opapi"))
            with open(os.path.join(repo, "op_plugin", "ops", "opapi", "X.cpp"), "w") as f:
                f.write(SOURCE)
            git(tmp, "init", "-q", repo)
            git(repo, "add", ".")
            git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "x")
            head = git(repo, "rev-parse", "HEAD")
            out = os.path.join(tmp, "out.tsv")
            base = [sys.executable, SCRIPT, "--op-plugin", os.path.join(repo, ".git"), "--commit", head, "--out", out]
            self.assertEqual(subprocess.run(base, capture_output=True).returncode, 0)
            with open(out) as f:
                text = f.read()
            self.assertIn(f"commit {head}", text)
            self.assertIn("quantize_out\top_plugin/ops/opapi/X.cpp:27\taclnnQuantize\tno\n", text)
            self.assertEqual(subprocess.run(base + ["--check"], capture_output=True).returncode, 0)
            with open(out, "a") as f:
                f.write("stale\trow\t\tno\n")
            self.assertEqual(subprocess.run(base + ["--check"], capture_output=True).returncode, 1)
            missing = subprocess.run(base[:-4] + ["--commit", "0" * 40, "--out", out], capture_output=True, text=True)
            self.assertEqual(missing.returncode, 2)
            self.assertIn("opapi_fallbacks.py: git", missing.stderr)


if __name__ == "__main__":
    unittest.main()
