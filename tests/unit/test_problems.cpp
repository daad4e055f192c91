// Inputs not fully analysed, grouped by cause: each cause once, with what to do.
#include <catch2/catch.hpp>

#include <map>

#include "report/problems.h"

using namespace npu_lint;

namespace {
Target partial(const std::string& path, const std::string& problem, std::vector<std::string> missing = {}) {
  Target t;
  t.path = path;
  t.kind = InputKind::kCudaSource;
  t.status = Status::kPartial;
  t.problems = {problem};
  t.source.missing_includes = std::move(missing);
  return t;
}
}  // namespace

TEST_CASE("problems: a parse error after a missing project header is grouped by the header") {
  std::vector<Target> targets;
  for (int i = 0; i < 5; ++i)
    targets.push_back(partial("ops/op" + std::to_string(i) + ".cu", "parse error at " + std::to_string(10 + i) +
                                  ":28: expected ';' after expression; analysed with Clang's error recovery",
                              {"torch/types.h", "pytorch_cuda_helper.hpp"}));
  targets.push_back(partial("ops/other.cu", "parse error at /src/common/util.h:20:14: expected ')'; analysed ..."));
  targets.push_back(partial("ops/again.cu", "parse error at /elsewhere/include/util.h:3:1: expected ')'; analysed ..."));
  Target ok;
  ok.path = "ops/fine.cu";
  targets.push_back(ok);

  const auto groups = groupProblems(targets);
  REQUIRE(groups.size() == 2);
  CHECK(groups[0].cause == "header `pytorch_cuda_helper.hpp` not found, so its macros and types were missing");
  CHECK(groups[0].count == 5);
  CHECK(groups[0].examples == std::vector<std::string>{"ops/op0.cu", "ops/op1.cu", "ops/op2.cu"});
  CHECK(groups[0].fix.find("-I the folder that holds pytorch_cuda_helper.hpp") != std::string::npos);
  // Positions and folders differ; the header and the message are the cause.
  CHECK(groups[1].cause == "parse error in util.h: expected ')'");
  CHECK(groups[1].count == 2);
}

TEST_CASE("problems: stubbed PyTorch headers are no cause, other problems group by their text") {
  std::vector<Target> targets = {
      partial("a.cu", "parse error at 3:1: expected expression; analysed ...", {"ATen/ATen.h", "THC/THC.h"}),
      partial("b.cu", "the Clang pass did not finish within 120 s (--file-timeout) on this file; findings come from ...")};
  Target unreadable;
  unreadable.path = "gone.pt";
  unreadable.status = Status::kError;
  unreadable.problems = {"no such file or directory"};
  targets.push_back(unreadable);
  const auto groups = groupProblems(targets);
  REQUIRE(groups.size() == 3);
  std::vector<std::string> causes;
  for (const auto& g : groups) causes.push_back(g.cause);
  CHECK(causes == std::vector<std::string>{"no such file or directory", "parse error: expected expression",
                                           "the Clang pass did not finish within 120 s (--file-timeout) on this file"});
}

TEST_CASE("problems: the headers of one template library are one cause, whichever was missing") {
  const std::string error = "parse error at 56:42: expected ',' or '>'; analysed with Clang's error recovery";
  const std::vector<Target> targets = {partial("scan/fwd.cu", error, {"cub/block/block_load.cuh"}),
                                       partial("scan/bwd.cu", error, {"cub/config.cuh"}),
                                       partial("gemm/a.cu", error, {"cutlass/gemm/device/gemm.h"}),
                                       partial("gemm/b.cu", error, {"cute/tensor.hpp"})};
  const auto groups = groupProblems(targets);
  REQUIRE(groups.size() == 2);
  std::map<std::string, size_t> counts;
  for (const auto& g : groups) counts[g.cause] = g.count;
  CHECK(counts == std::map<std::string, size_t>{{"CUB template library headers not found, so its types were missing", 2},
                                                {"CUTLASS/CuTe template library headers not found, so its types were missing", 2}});
  for (const auto& g : groups)
    if (g.cause.rfind("CUTLASS", 0) == 0) CHECK(g.fix.find("CUTLASS checkout the project builds with") != std::string::npos);
}

TEST_CASE("problems: a missing template library is the cause before an earlier missing header") {
  const std::string error = "parse error at 9:3: expected ';'; analysed with Clang's error recovery";
  const auto groups = groupProblems({partial("attn/kernel_forward.h", error, {"vendor_rng.h", "cutlass/gemm/gemm.h"})});
  REQUIRE(groups.size() == 1);
  CHECK(groups[0].cause == "CUTLASS/CuTe template library headers not found, so its types were missing");
}
