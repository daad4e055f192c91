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
            ("add", "op_plugin/ops/opapi/X.cpp:8", "Tensor,Scalar", "aclnnAdd", "yes"),  # the kernel through its static helper
            ("logit", "op_plugin/ops/opapi/X.cpp:18", "Tensor", "aclnnLogit", "checked"),  # the check in an inline helper
            ("quantize_out", "op_plugin/ops/opapi/X.cpp:27", "Tensor,Tensor", "aclnnQuantize", "no"),
            ("isin", "op_plugin/ops/opapi/X.cpp:33", "Tensor,Tensor", "", "no"),  # composed of other ops: no kernel of its own
        ])

    def test_kin_of_exec_templates_and_raw_strings(self):
        source = """namespace op_api {
std::tuple<at::Tensor, at::Tensor>npu_pair(const at::Tensor& x)
{
    auto d = c10::value_or_else(opt, [] {return at::Tensor();});
    const char* text = R"doc(a } brace)doc";
    EXEC_NPU_NO_FORMAT_CHECK_CMD(aclnnPair, x, d);
    return std::make_tuple(x, x);
}
}
"""
        self.assertEqual(opapi_fallbacks.rows_of_file("P.cpp", source), [("npu_pair", "P.cpp:2", "Tensor", "aclnnPair", "no")])

    def test_a_wrapper_falls_back_as_the_function_it_calls(self):
        # op_plugin/ops/opapi/ForeachMaximumKernelNpuOpApi.cpp at 8b9c8534fa41: _foreach_clamp_min
        # returns op_api::_foreach_maximum(...), whose DO_COMPATIBILITY guards the kernel.
        source = """namespace op_api {
std::vector<at::Tensor> _foreach_maximum(at::TensorList a, at::TensorList b)
{
    DO_COMPATIBILITY(aclnnForeachMaximumList, at::native::slow(a, b));
    EXEC_NPU_CMD(aclnnForeachMaximumList, a, b);
}

std::vector<at::Tensor> _foreach_clamp_min(at::TensorList a, at::TensorList b)
{
    return op_api::_foreach_maximum(a, b);
}
}
"""
        self.assertEqual(opapi_fallbacks.rows_of_file("F.cpp", source), [
            ("_foreach_maximum", "F.cpp:2", "Tensor[],Tensor[]", "aclnnForeachMaximumList", "yes"),
            ("_foreach_clamp_min", "F.cpp:8", "Tensor[],Tensor[]", "aclnnForeachMaximumList", "yes"),
        ])

    def test_overloads_are_told_apart_by_their_parameters(self):
        # op_plugin/ops/opapi/ForeachMulKernelNpuOpApi.cpp: _foreach_mul.List and .ScalarList share a name.
        source = """namespace op_api {
std::vector<at::Tensor> _foreach_mul(const at::TensorList self, const at::TensorList other)
{
    EXEC_NPU_CMD(aclnnForeachMulList, self, other);
}

std::vector<at::Tensor> _foreach_mul(at::TensorList self, at::ArrayRef<at::Scalar> scalars)
{
    return _foreach_mul(self, scalars, true);
}

std::vector<at::Tensor> _foreach_mul(at::TensorList self, at::ArrayRef<at::Scalar> scalars, bool v2)
{
    DO_COMPATIBILITY(aclnnForeachMulScalarList, at::native::slow(self, scalars));
    EXEC_NPU_CMD(aclnnForeachMulScalarList, self, scalars);
}

at::Tensor conv(const at::Tensor& x, const c10::optional<at::Tensor>& bias = c10::nullopt, c10::SymIntArrayRef stride,
                const ::std::array<bool, 3> mask, c10::string_view mode = "a, b")
{
    EXEC_NPU_CMD(aclnnConv, x);
}
}
"""
        self.assertEqual(opapi_fallbacks.rows_of_file("M.cpp", source), [
            ("_foreach_mul", "M.cpp:2", "Tensor[],Tensor[]", "aclnnForeachMulList", "no"),
            # the call with three arguments is the three-parameter overload's, not the List one's
            # (two-parameter) one
            ("_foreach_mul", "M.cpp:7", "Tensor[],Scalar[]", "aclnnForeachMulScalarList", "yes"),
            ("_foreach_mul", "M.cpp:12", "Tensor[],Scalar[],bool", "aclnnForeachMulScalarList", "yes"),
            ("conv", "M.cpp:18", "Tensor,Tensor,int[],bool[],str", "aclnnConv", "no"),
        ])
        schemas = {
            "aten::_foreach_mul.ScalarList(Tensor[] self, Scalar[] scalars) -> Tensor[]": "Tensor[],Scalar[]",
            "aten::conv(Tensor x, Tensor? bias=None, SymInt[2] stride=[1, 1], bool[3] mask=[0, 1, 1], *, str mode) -> Tensor":
                "Tensor,Tensor,int[],bool[],str",
            "aten::sort.values(Tensor self, int dim=-1, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!), Tensor(b!))":
                "Tensor,int,Tensor,Tensor",
            "aten::index.Tensor(Tensor self, Tensor?[] indices) -> Tensor": "Tensor,Tensor[]",
            "aten::split.Tensor(Tensor(a -> *) self, SymInt split_size, int dim=0) -> Tensor(a)[]": "Tensor,int,int",
        }
        for schema, signature in schemas.items():
            self.assertEqual(opapi_fallbacks.schema_signature(schema), signature, schema)
        # an unnamed parameter: the last word is no name when the type would be cut
        self.assertEqual(opapi_fallbacks.signature_of("const c10::optional<at::Tensor>&, std::array<bool, 3>, int64_t"), "Tensor,bool[],int")

    def test_a_macro_built_on_do_compatibility_falls_back_as_it_does(self):
        # op_plugin/ops/opapi/AddmmKernelNpuOpApi.cpp at 517f2e7d0f20 defines DO_ADDMM_COMPATIBILITY;
        # op_plugin/utils/op_api_common.h defines DO_MATMUL_COMPATIBILITY the same way.
        header = "#define DO_MATMUL_COMPATIBILITY(nz, nd, a, b, call) \\\n  do {               \\\n    DO_COMPATIBILITY(nd, call); \\\n  } while (0)\n"
        self.assertEqual(opapi_fallbacks.guard_macros([header]), {"DO_MATMUL_COMPATIBILITY"})
        # a macro using one defined after it, or in another header, counts too
        self.assertEqual(opapi_fallbacks.guard_macros(["#define OUTER(a) INNER(a)\n", "#define INNER(a) DO_COMPATIBILITY(a, f())\n"]),
                         {"OUTER", "INNER"})
        source = """#define DO_ADDMM_COMPATIBILITY(nz, nd, s, call) \\
    do {                                         \\
        DO_COMPATIBILITY(nd, call);             \\
    } while (0)

namespace op_api {
at::Tensor addmm(const at::Tensor& self)
{
    DO_ADDMM_COMPATIBILITY(aclnnAddmmWeightNz, aclnnAddmm, self, acl_op::addmm(self));
    EXEC_NPU_CMD(aclnnAddmm, self);
}

at::Tensor mm(const at::Tensor& self)
{
    MM_GUARD(aclnnMm, acl_op::mm(self));
    EXEC_NPU_CMD(aclnnMm, self);
}

at::Tensor bmm(const at::Tensor& self)
{
    DO_BMM_COMPATIBILITY(aclnnBmm, acl_op::bmm(self));
    EXEC_NPU_CMD(aclnnBmm, self);
}
}
"""
        # MM_GUARD falls back only when a header says it is built on DO_COMPATIBILITY; so does
        # DO_BMM_COMPATIBILITY: a name is no guard (DO_ASDSIP_COMPATIBILITY falls back to aclnn code).
        self.assertEqual([row[-1] for row in opapi_fallbacks.rows_of_file("A.cpp", source)], ["yes", "no", "no"])
        self.assertEqual([row[-1] for row in opapi_fallbacks.rows_of_file("A.cpp", source, frozenset({"MM_GUARD", "DO_BMM_COMPATIBILITY"}))],
                         ["yes", "yes", "yes"])

    def test_a_build_compiles_only_its_version_branches(self):
        # op_plugin/ops/opapi/RepeatInterleaveBackwardKernelOpApi.cpp at 070332e65baf: one definition
        # for V1R11, another for V2R0 on; op_plugin/utils/Version.h numbers the versions.
        numbers = opapi_fallbacks.version_numbers("#define V1R11 0\n#define V2R0 1\n#define V2R1 2\n#define VERSION_NEWEST V2R1\n")
        self.assertEqual(numbers, {"V1R11": 0, "V2R0": 1, "V2R1": 2, "VERSION_NEWEST": 2})
        source = """namespace op_api {
#if VERSION_BETWEEN(V1R11, V1R11)
at::Tensor rib(const at::Tensor& g)
{
    EXEC_NPU_CMD(aclnnOld, g);
}
#elif VERSION_BETWEEN(V2R0, V2R0) || defined(SOMETHING)
at::Tensor rib(const at::Tensor& g)
{
    EXEC_NPU_CMD(aclnnMiddle, g);
}
#else
at::Tensor rib(const at::Tensor& g)
{
    EXEC_NPU_CMD(aclnnNew, g);
}
#endif
}
"""
        def kernels(current):
            return [row[3] for row in opapi_fallbacks.rows_of_file("R.cpp", source, frozenset(), current, numbers)]
        self.assertEqual(kernels("V2R1"), ["aclnnMiddle", "aclnnNew"])  # `defined(...)` is not read: that branch is kept
        self.assertEqual(kernels("V1R11"), ["aclnnOld"])
        self.assertEqual(kernels(None), ["aclnnOld", "aclnnMiddle", "aclnnNew"])  # the master read: every branch
        self.assertEqual(opapi_fallbacks.version_macro("2.10"), "V2R10")
        nested = """#if VERSION_BETWEEN(V2R0, VERSION_NEWEST)
#ifdef SOMETHING
at::Tensor a(const at::Tensor& g) { EXEC_NPU_CMD(aclnnA, g); }
#else
#if VERSION_BETWEEN(V2R1, V2R1)
at::Tensor b(const at::Tensor& g) { EXEC_NPU_CMD(aclnnB, g); }
#elif !(
at::Tensor c(const at::Tensor& g) { EXEC_NPU_CMD(aclnnC, g); }
#endif
#endif
#else
at::Tensor d(const at::Tensor& g) { EXEC_NPU_CMD(aclnnD, g); }
#endif
"""
        # #ifdef and an #elif that does not parse are kept; V1R11 takes only the outer #else
        self.assertEqual([row[0] for row in opapi_fallbacks.rows_of_file("N.cpp", nested, frozenset(), "V2R1", numbers)], ["a", "b"])
        self.assertEqual([row[0] for row in opapi_fallbacks.rows_of_file("N.cpp", nested, frozenset(), "V2R0", numbers)], ["a", "c"])
        self.assertEqual([row[0] for row in opapi_fallbacks.rows_of_file("N.cpp", nested, frozenset(), "V1R11", numbers)], ["d"])
        self.assertEqual(opapi_fallbacks.version_numbers("#define V2R1 0x0201\n#define V2R2 3\n"), {"V2R2": 3})

    def test_reads_are_written_as_index_ranges(self):
        self.assertEqual(opapi_fallbacks.index_ranges([0, 1, 2, 5, 7, 8]), "0-2,5,7-8")

    def test_an_exec_outside_every_function_is_an_error(self):
        source = "namespace op_api {\n#define RUN(x) EXEC_NPU_CMD(aclnnRun, x)\n}\n"
        with self.assertRaisesRegex(opapi_fallbacks.HistoryError, r"^M\.cpp:2: aclnnRun is called outside every function"):
            opapi_fallbacks.rows_of_file("M.cpp", source)

    def test_each_package_is_read_at_its_own_commit_and_layout(self):
        """An old commit with the per-series layout (base_ops/opapi and v2r1/opapi, the add with a
        DO_COMPATIBILITY), a newer one with the unified layout where add has none; two packages pin them."""
        with tempfile.TemporaryDirectory() as tmp:
            repo = os.path.join(tmp, "op-plugin")
            git(tmp, "init", "-q", repo)

            def commit(files, drop=()):
                for rel in drop:
                    git(repo, "rm", "-rq", rel)
                for rel, text in files.items():
                    os.makedirs(os.path.dirname(os.path.join(repo, rel)), exist_ok=True)
                    with open(os.path.join(repo, rel), "w") as f:
                        f.write(text)
                git(repo, "add", "-A", ".")
                git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "x")
                return git(repo, "rev-parse", "HEAD")

            old = commit({"op_plugin/ops/base_ops/opapi/Add.cpp": SOURCE,
                          "op_plugin/ops/v2r1/opapi/Sub.cpp": "at::Tensor sub(const at::Tensor& s) {\n  EXEC_NPU_CMD(aclnnSub, s);\n}\n",
                          "op_plugin/ops/v2r2/opapi/Sub.cpp": "at::Tensor sub(const at::Tensor& s) {\n  return s;\n}\n"})
            new = commit({"op_plugin/ops/opapi/Add.cpp": SOURCE.replace("  DO_COMPATIBILITY(aclnnAdd, acl_op::add(self, alpha));\n", "")},
                         drop=["op_plugin/ops"])
            packages = os.path.join(tmp, "package_ops.tsv")
            with open(packages, "w") as f:
                f.write(f"package\t2.1.0\t2.1\tv1\t{'a' * 40}\t{old}\top_plugin/config/v2r1/op_plugin_functions.yaml@{'b' * 40}\tn@{'c' * 40}\n")
                f.write(f"package\t2.1.0.post1\t2.1\tv2\t{'a' * 40}\t{new}\top_plugin/config/op_plugin_functions.yaml@{'b' * 40}\tn@{'c' * 40}\n")
                f.write(f"package\t2.1.0.post2\t2.1\tv3\t{'a' * 40}\t{'0' * 40}\top_plugin/config/op_plugin_functions.yaml\tn\n")
            out = os.path.join(tmp, "out.tsv")
            base = [sys.executable, SCRIPT, "--op-plugin", os.path.join(repo, ".git"), "--commit", new, "--packages", packages, "--out", out]
            done = subprocess.run(base, capture_output=True, text=True)
            self.assertEqual(done.returncode, 0, done.stderr)
            with open(out) as f:
                rows = [line.rstrip("\n") for line in f if not line.startswith("#")]
            self.assertEqual(rows[:3], [  # the yaml's commit first; the approximate package reads nothing
                f"read\t0\t{new}\top_plugin/ops/opapi/\t-",
                f"read\t1\t{old}\top_plugin/ops/base_ops/opapi/,op_plugin/ops/v2r1/opapi/\tV2R1",
                f"read\t2\t{new}\top_plugin/ops/opapi/\tV2R1",  # the yaml's commit again, as 2.1.0.post1's build compiles it
            ])
            self.assertIn("function\tadd\t1\top_plugin/ops/base_ops/opapi/Add.cpp:8\tTensor,Scalar\taclnnAdd\tyes", rows)
            self.assertIn("function\tadd\t0,2\top_plugin/ops/opapi/Add.cpp:8\tTensor,Scalar\taclnnAdd\tno", rows)
            self.assertIn("function\tsub\t1\top_plugin/ops/v2r1/opapi/Sub.cpp:1\tTensor\taclnnSub\tno", rows)  # not v2r2's
            self.assertEqual(sum(row.startswith("read") for row in rows), 3)
            self.assertEqual(subprocess.run(base + ["--check"], capture_output=True).returncode, 0)
            with open(out, "a") as f:
                f.write("function\tstale\t0\tX.cpp:1\t\t\tno\n")
            self.assertEqual(subprocess.run(base + ["--check"], capture_output=True).returncode, 1)
            missing = subprocess.run(base[:4] + ["--commit", "0" * 40, "--packages", packages, "--out", out], capture_output=True, text=True)
            self.assertEqual(missing.returncode, 2)
            self.assertIn("opapi_fallbacks.py: git", missing.stderr)


if __name__ == "__main__":
    unittest.main()
