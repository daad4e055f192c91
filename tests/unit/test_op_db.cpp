// Verdicts on real entries of the committed op database; each expectation was read off the
// source file:line named beside it.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "committed_op_db.h"
#include "core/error.h"
#include "opdb/compatibility.h"
#include "opdb/op_db.h"

using namespace npu_lint;
using committed_op_db::cites;
using committed_op_db::db;

TEST_CASE("op db: an aclnn-only op is npu on the aclnn path") {
  // op_plugin_functions.yaml:5543  isin.Tensor_Tensor  op_api: [v2.1, newest], no acl_op
  const Verdict v = db().verdict("aten::isin", "Tensor_Tensor", "2.12", true);
  CHECK(v.support == Support::kNpu);
  CHECK(v.kernel_path == "aclnn");
  CHECK(cites(v, "ascend/op-plugin/op_plugin_functions.yaml:5543"));
}

TEST_CASE("op db: an op that gained its NPU kernel in 2.7 falls back before it") {
  // op_plugin_functions.yaml:5598  bitwise_left_shift.Tensor_out  op_api: [v2.7, newest], exec aclnnLeftShift
  const Verdict before = db().verdict("aten::bitwise_left_shift", "Tensor_out", "2.6", true);
  const Verdict after = db().verdict("aten::bitwise_left_shift", "Tensor_out", "2.7", true);
  CHECK(before.support == Support::kFallback);
  CHECK(after.support == Support::kNpu);
  CHECK(after.kernel_name == "aclnnLeftShift");
}

TEST_CASE("op db: the same overload listed twice for different releases") {
  // op_plugin_functions.yaml:4493 (v2.1-v2.4) and :4496 ([v2.5, newest]) scaled_dot_product_attention
  CHECK(cites(db().verdict("aten::scaled_dot_product_attention", "", "2.4", false), "ascend/op-plugin/op_plugin_functions.yaml:4493"));
  CHECK(cites(db().verdict("aten::scaled_dot_product_attention", "", "2.5", false), "ascend/op-plugin/op_plugin_functions.yaml:4496"));
}

TEST_CASE("op db: composite, host, custom and fallback verdicts") {
  // native_functions.yaml:1713 conv2d has no dispatch: CompositeImplicitAutograd by default.
  CHECK(db().verdict("aten::conv2d", "", "2.12", true).support == Support::kComposite);
  // native_functions.yaml:5402 size.int: device_guard False, returns int.
  CHECK(db().verdict("aten::size", "int", "2.12", true).support == Support::kHost);
  // len.t is a TorchScript builtin, not an ATen native function.
  CHECK(db().verdict("aten::len", "t", "2.12", true).support == Support::kHost);
  CHECK(db().verdict("prim::Loop", "", "2.12", true).support == Support::kHost);
  CHECK(db().verdict("torchvision::nms", "", "2.12", false).support == Support::kCustom);
  // native_functions.yaml:14386 segment_reduce: CPU, CUDA only; no op-plugin entry.
  const Verdict segment = db().verdict("aten::segment_reduce", "", "2.12", true);
  CHECK(segment.support == Support::kFallback);
  CHECK(cites(segment, "pytorch/native_functions.yaml:14386"));
  // native_functions.yaml:14709 _transformer_encoder_layer_fwd: CPU, CUDA, NestedTensor only.
  CHECK(db().verdict("aten::_transformer_encoder_layer_fwd", "", "2.12", true).support == Support::kFallback);
}

TEST_CASE("op db: a structured_delegate op takes its delegate's kernel") {
  // native_functions.yaml:8076 index_add_ -> index_add.out, which op-plugin lists (line 2699).
  const Verdict v = db().verdict("aten::index_add_", "", "2.12", true);
  CHECK(v.support == Support::kNpu);
  CHECK(cites(v, "pytorch/native_functions.yaml:8076"));
}

TEST_CASE("op db: a deprecated torch_npu op is npu with its replacement as a caveat") {
  // op_plugin_functions.yaml:6971 npu_silu (custom, acl_op all_version); deprecated.yaml:29
  const Verdict v = db().verdict("npu::npu_silu", "", "2.12", false);
  CHECK(v.support == Support::kNpu);
  REQUIRE_FALSE(v.caveats.empty());
  CHECK(v.caveats.front().find("torch.nn.functional.silu") != std::string::npos);
}

TEST_CASE("op db: an op in no source is unknown, not guessed") {
  CHECK(db().verdict("aten::no_such_op_anywhere", "", "2.12", false).support == Support::kUnknown);
  CHECK(db().verdict("npu::npu_no_such_op", "", "2.12", false).support == Support::kUnknown);
}

TEST_CASE("op db: releases resolve from the forms users type") {
  const Releases& r = db().releases();
  CHECK(r.default_release == "2.12");
  CHECK(r.resolve("2.5") == "2.5");
  CHECK(r.resolve("v2.5") == "2.5");
  CHECK(r.resolve("2.10.0.post4") == "2.10");
  CHECK_THROWS_AS(r.resolve("3.0"), UserError);
  CHECK_THROWS_WITH(r.resolve("2.99"), Catch::Contains("known: 2.1, 2.2"));
}

TEST_CASE("op db: a malformed record is reported at its file and line") {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / "npu-lint-opdb-test";
  fs::create_directories(dir);
  for (const char* file : {"releases.json", "backend_namespaces.toml", "environment.json", "equivalents.toml", "op_costs.toml",
                           "decompositions.jsonl"})
    fs::copy_file(fs::path(NPU_LINT_SOURCE_DIR "/op_db") / file, dir / file, fs::copy_options::overwrite_existing);
  const std::string ops = (dir / "ops.jsonl").string();
  const std::string header = "{\"header\": true}\n", good = R"({"op": "aten::a", "overload": ""})" "\n";
  SECTION("a line that is not JSON fails the first use of the table") {
    std::ofstream(ops) << header << good << R"({"op": "aten::b", "overload": "")" << "\n";
    CHECK_THROWS_WITH(OpDb::load(dir.string()).find("aten::a", ""), Catch::StartsWith(ops + ":3: malformed (json error 101)"));
  }
  SECTION("a record of the wrong shape fails its lookup, and the whole-table check") {
    std::ofstream(ops) << header << good << R"({"op": "aten::b", "overload": "", "kernels": [{"path": "gpu"}]})" << "\n";
    const OpDb db = OpDb::load(dir.string());
    CHECK(db.find("aten::a", "") != nullptr);
    CHECK_THROWS_WITH(db.find("aten::b", ""), Catch::StartsWith(ops + ":3: unknown kernel path gpu"));
    CHECK_THROWS_WITH(db.checkEveryRecord(), Catch::StartsWith(ops + ":3: "));
  }
  SECTION("a record without its overload, or with an op name that is not a string") {
    std::ofstream(ops) << header << good << R"({"op": "aten::b"})" << "\n";
    CHECK_THROWS_WITH(OpDb::load(dir.string()).find("aten::a", ""), Catch::StartsWith(ops + ":3: no op or overload"));
    std::ofstream(ops) << header << good << R"({"op": 7, "overload": ""})" << "\n";
    CHECK_THROWS_WITH(OpDb::load(dir.string()).find("aten::a", ""), Catch::StartsWith(ops + ":3: 'op' is not a string"));
  }
  SECTION("the same op and overload twice") {
    std::ofstream(ops) << header << good << good;
    CHECK_THROWS_WITH(OpDb::load(dir.string()).find("aten::a", ""), Catch::StartsWith(ops + ":3: duplicate entry aten::a."));
  }
  fs::remove_all(dir);
}

TEST_CASE("op db: a malformed API entry is reported at its file and line") {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / "npu-lint-apis-test";
  fs::create_directories(dir);
  const std::string apis = (dir / "python_apis.jsonl").string();
  const std::string header = R"({"chips": {"Atlas A2": "a2"}})" "\n";
  const std::string good = R"({"api": "torch.cuda.a", "chips": {"a2": true}, "pytorch": "2.1.0", "source": "a.md:1"})" "\n";
  SECTION("the header alone gives the products: a table's lines are read at its first lookup") {
    std::ofstream(apis) << header << good << "{\"api\": \n";
    CHECK(PythonApis(apis).chips() == std::vector<std::string>{"a2"});
    std::ofstream(apis) << R"({"chips": {"Atlas A2": 2}})" << "\n" << good;
    CHECK_THROWS_WITH(PythonApis(apis).chips(), Catch::StartsWith(apis + ":1: malformed (json error 302)"));
    std::ofstream(apis) << "";
    CHECK_THROWS_WITH(PythonApis(apis).chips(), Catch::StartsWith(apis + ": cannot read"));
  }
  SECTION("a line that is not JSON fails the first lookup in the table") {
    std::ofstream(apis) << header << good << "{\"api\": \n";
    CHECK_THROWS_WITH(PythonApis(apis).find("torch.cuda.a", "2.1.0"), Catch::StartsWith(apis + ":3: malformed (json error 101)"));
  }
  SECTION("an entry of the wrong shape fails its lookup, and the whole-table check") {
    std::ofstream(apis) << header << good << R"({"api": "torch.cuda.b", "pytorch": "2.1.0"})" << "\n";
    const PythonApis table(apis);
    CHECK(table.chips() == std::vector<std::string>{"a2"});
    CHECK(table.find("torch.cuda.a", "2.1.0") != nullptr);
    CHECK_THROWS_WITH(table.find("torch.cuda.b", "2.1.0"), Catch::StartsWith(apis + ":3: malformed (json error 403)"));
    CHECK_THROWS_WITH(table.checkEveryEntry(), Catch::StartsWith(apis + ":3: "));
  }
  SECTION("an entry with no page set and no advice, or advice that is not a string, fails the first lookup") {
    std::ofstream(apis) << header << good << R"({"api": "torch.cuda.b", "chips": {}, "source": "a.md:2"})" << "\n";
    CHECK_THROWS_WITH(PythonApis(apis).find("torch.cuda.a", "2.1.0"), Catch::StartsWith(apis + ":3: an entry names its api"));
    std::ofstream(apis) << header << good << R"({"advice": null, "api": "torch.cuda.b"})" << "\n";
    CHECK_THROWS_WITH(PythonApis(apis).find("torch.cuda.a", "2.1.0"), Catch::StartsWith(apis + ":3: 'advice' is not a string"));
  }
  fs::remove_all(dir);
}

TEST_CASE("op db: every record of the shipped tables parses as a lookup would parse it") {
  CHECK_NOTHROW(committed_op_db::db().checkEveryRecord());
  CHECK_NOTHROW(committed_op_db::db().pythonApis().checkEveryEntry());
}

TEST_CASE("op db: a published package is judged by what it shipped, at the op-plugin commit its tag pins") {
  // vendor/ascend/torch-npu-packages/package_ops.tsv, read by hand against op-plugin's history:
  // 0200d703b71c (tag v6.0.rc1-pytorch2.2.0) has no isin.Tensor_Tensor_out in
  // op_plugin/config/v2r2/op_plugin_functions.yaml; 070332e65baf (v6.0.rc3-pytorch2.1.0) lists it
  // at line 6316 of the unified file.
  const Verdict old = db().verdict("aten::isin", "Tensor_Tensor_out", "2.2.0", true);
  CHECK(old.support == Support::kFallback);
  CHECK(cites(old, "Ascend/op-plugin@0200d703b71c op_plugin/config/v2r2/op_plugin_functions.yaml"));
  const Verdict fixed = db().verdict("aten::isin", "Tensor_Tensor_out", "2.1.0.post8", true);
  CHECK(fixed.support == Support::kNpu);
  CHECK(fixed.kernel_path == "aclnn");
  CHECK(cites(fixed, "Ascend/op-plugin@070332e65baf op_plugin/config/op_plugin_functions.yaml"));
  // The delegating overload follows its target, per package too.
  CHECK(db().verdict("aten::isin", "Tensor_Tensor", "2.2.0", true).support == Support::kFallback);
  // The release itself keeps op-plugin's annotation ([v2.1, newest]).
  CHECK(db().verdict("aten::isin", "Tensor_Tensor_out", "2.2", true).support == Support::kNpu);
}

TEST_CASE("op db: a package whose pinned commit was missing from the history is judged by the annotations, and says so") {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / "npu-lint-unit-approximate-op-db";
  fs::remove_all(dir);
  fs::copy(NPU_LINT_SOURCE_DIR "/op_db", dir, fs::copy_options::recursive);
  std::ifstream in(dir / "releases.json");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  in.close();
  // Mark torch_npu 2.2.0 approximate, as package_history.py writes a tag whose commit it lacked.
  const std::string marker = "\"torch_npu\": \"2.2.0\",";
  const size_t at = text.find(marker);
  REQUIRE(at != std::string::npos);
  const size_t flag = text.rfind("\"approximate\": false", at);
  REQUIRE(flag != std::string::npos);
  text.replace(flag, std::string("\"approximate\": false").size(), "\"approximate\": true");
  std::ofstream(dir / "releases.json") << text;
  const OpDb approximate = OpDb::load(dir.string());
  const Verdict v = approximate.verdict("aten::isin", "Tensor_Tensor_out", "2.2.0", true);
  CHECK(v.support == Support::kNpu);  // the annotation [v2.1, newest] covers 2.2
  REQUIRE(!v.caveats.empty());
  CHECK(v.caveats.front().rfind("approximate: the op-plugin commit torch_npu 2.2.0's tag v6.0.rc1-pytorch2.2.0 pins", 0) == 0);
  fs::remove_all(dir);
}

TEST_CASE("op db: an op with no acl_op fallback names the kernel and the oldest CANN known to carry it") {
  // opapi_fallbacks.tsv, read at the op-plugin commit torch_npu 2.7.1.post4 pins (dedc31670837):
  // ScatterUpdateKernelNpuOpApi.cpp:20 calls aclnnInplaceScatterUpdate with no DO_COMPATIBILITY;
  // package_ops.tsv: the first package shipping it through aclnn with no fallback is 2.1.0.post2,
  // a build of the release that COMPATIBILITY.en.md:62 pairs with CANN 7.0.0.
  const Verdict v = db().verdict("npu::scatter_update", "", "2.7.1.post4", true);
  REQUIRE(v.support == Support::kNpu);
  CHECK(v.needs_cann.kernels == std::vector<std::string>{"aclnnInplaceScatterUpdate"});
  CHECK(v.needs_cann.function == "Ascend/op-plugin@dedc31670837 op_plugin/ops/opapi/ScatterUpdateKernelNpuOpApi.cpp:20");
  CHECK(v.needs_cann.since_package == "2.1.0.post2");
  CHECK(v.needs_cann.since_cann == "CANN 7.0.0");
  // 2.1.0.post2 (tag v5.0.1.1-pytorch2.1.0) is not in the table: the pairing is inferred, and said so.
  CHECK(v.needs_cann.since_cann_source ==
        "ascend/torch-npu/COMPATIBILITY.en.md:62, the row of the Ascend Extension release its tag v5.0.1.1-pytorch2.1.0 is taken "
        "to build (the table does not list torch_npu 2.1.0.post2)");
  // AddKernelNpuOpApi.cpp:97 starts with DO_COMPATIBILITY(aclnnAdd, acl_op::add(...)).
  CHECK(db().verdict("aten::add", "Tensor", "2.7.1.post4", true).needs_cann.empty());
  // LogitKernelNpuOpApi.cpp:26 asks check_aclnn_kernel_available("aclnnLogit") and runs on the CPU without it.
  CHECK(db().verdict("aten::logit", "", "2.7.1.post4", true).needs_cann.empty());
  // IsInKernelNpuOpApi.cpp:113 composes other ops: no kernel of its own.
  CHECK(db().verdict("aten::isin", "Tensor_Tensor_out", "2.7.1.post4", true).needs_cann.empty());
  // MmKernelNpuOpApi.cpp:35 is DO_MATMUL_COMPATIBILITY(aclnnMatmulWeightNz, aclnnMm, ...), a macro of
  // op_plugin/utils/op_api_common.h built on DO_COMPATIBILITY: it falls back too.
  CHECK(db().verdict("aten::mm", "", "2.7.1.post4", true).needs_cann.empty());
  // QuantizePerTensorKernelNpuOpApi.cpp: the V2R1 branch calls aclnnQuantize; the one a 2.7 build
  // compiles (VERSION_BETWEEN(V2R2, VERSION_NEWEST)) calls at::native: no kernel of its own.
  CHECK(db().verdict("aten::quantize_per_tensor", "", "2.7.1.post4", true).needs_cann.empty());
}

TEST_CASE("op db: each package is judged by op-plugin's source at its own commit") {
  // At 5d116fc37455 (torch_npu 2.1.0) op_plugin/ops/v2r1/opapi/ScatterUpdateKernelNpuOpApi.cpp:30 is
  // DO_COMPATIBILITY(aclnnInplaceScatterUpdate, acl_op::scatter_update(...)); at cd46cfb2d372
  // (2.1.0.post2) op_plugin/ops/base_ops/opapi/ScatterUpdateKernelNpuOpApi.cpp:21 has none.
  CHECK(db().verdict("npu::scatter_update", "", "2.1.0", true).needs_cann.empty());
  const Verdict later = db().verdict("npu::scatter_update", "", "2.1.0.post2", true);
  CHECK(later.needs_cann.function == "Ascend/op-plugin@cd46cfb2d372 op_plugin/ops/base_ops/opapi/ScatterUpdateKernelNpuOpApi.cpp:21");
  CHECK(later.needs_cann.since_package == "2.1.0.post2");
}

TEST_CASE("op db: a function calling several kernels by path needs any or all of them") {
  // MatmulReduceScatterBaseKernelNpuOpApi.cpp:21 at dedc31670837 calls aclnnMatmulReduceScatter when
  // comm_mode is "ai_cpu" and aclnnMatmulReduceScatterV2 otherwise, neither with a fallback.
  const CannNeed need = db().verdict("npu::npu_mm_reduce_scatter_base", "", "2.7.1.post4", true).needs_cann;
  CHECK(need.kernelsPhrase() == "aclnnMatmulReduceScatter and/or aclnnMatmulReduceScatterV2, whichever its path calls");
  CHECK(CannNeed{{"aclnnSort"}, "f", "", "", ""}.kernelsPhrase() == "aclnnSort");
  // The oldest CANN known to serve one of the paths: FusedInferAttentionScoreKernelNpuOpApi.cpp:362
  // calls V2, V3 or V5 (V5 on Ascend950 only); at b761d5824d7b (2.1.0.post6, COMPATIBILITY.en.md:57)
  // op_plugin/ops/v2r1/opapi/FusedInferAttentionScoreKernelNpuOpApi.cpp:28 called V2 with no fallback.
  const CannNeed fia = db().verdict("npu::npu_fused_infer_attention_score", "", "2.7.1.post4", true).needs_cann;
  CHECK(fia.kernels.size() == 3);
  CHECK(fia.since_package == "2.1.0.post6");
  CHECK(fia.since_cann == "CANN 8.0.RC2");
}

TEST_CASE("op db: an op's overloads are judged by their own functions") {
  // ForeachMulKernelNpuOpApi.cpp at cd46cfb2d372 (2.1.0.post4): _foreach_mul.ScalarList's function
  // (:43) calls no aclnn kernel; the List overload's (:12) calls aclnnForeachMulList. Joined by name
  // alone, the ScalarList overload was said to need aclnnForeachMulList.
  CHECK(db().verdict("aten::_foreach_mul", "ScalarList", "2.1.0.post4", true).needs_cann.empty());
  const Verdict list = db().verdict("aten::_foreach_mul", "List", "2.1.0.post4", true);
  CHECK(list.needs_cann.kernels == std::vector<std::string>{"aclnnForeachMulList"});
}

TEST_CASE("op db: CANN versions order as releases: RCs before the final version") {
  const auto v = [](const char* text) { return *parseCannVersion(text); };
  CHECK(compareVersions(v("CANN 8.0.RC3"), v("8.0.0")) < 0);
  CHECK(compareVersions(v("8.0.rc3"), v("CANN 8.0.RC3")) == 0);
  CHECK(compareVersions(v("CANN 8.0.0"), v("8.1.RC1")) < 0);
  CHECK(compareVersions(v("CANN 9.1.0"), v("CANN 8.5.0")) > 0);
  CHECK(!parseCannVersion("CANN latest"));
}
