// The CUDA -> Ascend mapping table: every Ascend name is one torch_npu or HCCL really uses.
#include <catch2/catch.hpp>

#include <fstream>
#include <set>

#include "report/summary.h"
#include "opdb/op_db.h"
#include "rules/api_map.h"

using namespace npu_lint;

namespace {
const std::string kSource = NPU_LINT_SOURCE_DIR;

std::set<std::string> names(const std::string& file) {
  std::set<std::string> out;
  std::ifstream in(kSource + "/vendor/ascend/api-names/" + file);
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) out.insert(line);
  return out;
}
}  // namespace

TEST_CASE("api map: every Ascend name exists in the api-names lists from torch_npu and HCCL") {
  std::set<std::string> known;
  for (const char* file : {"acl_identifiers_seen_in_torch_npu.txt", "hccl_functions.txt", "c10_npu_names_seen_in_torch_npu.txt"}) {
    const auto list = names(file);
    REQUIRE_FALSE(list.empty());
    known.insert(list.begin(), list.end());
  }
  const ApiMap map = ApiMap::load(kSource + "/rules/api_map/cuda_api_map.toml");
  REQUIRE(map.entries().size() > 50);
  for (const auto& m : map.entries())
    if (!m.ascend.empty()) {
      INFO(m.cuda << " -> " << m.ascend << " (cuda_api_map.toml:" << m.line << ")");
      CHECK(known.count(m.ascend));
    }
}

TEST_CASE("api map: every suggested ATen op runs natively on the default release") {
  const OpDb db = OpDb::load(kSource + "/op_db");
  const ApiMap map = ApiMap::load(kSource + "/rules/api_map/cuda_api_map.toml");
  for (const auto& m : map.entries())
    for (const auto& op : m.ascend_ops) {
      INFO(m.cuda << ": " << op);
      const size_t dot = op.find('.', op.find("::"));
      const std::string name = op.substr(0, dot), overload = dot == std::string::npos ? "" : op.substr(dot + 1);
      REQUIRE(db.find(name, overload));
      CHECK(runsNatively(db.verdict(name, overload, db.releases().default_release, true).support));
    }
}

TEST_CASE("api map: exact names win over families, the longest family over shorter ones") {
  const ApiMap map = ApiMap::load(kSource + "/rules/api_map/cuda_api_map.toml");
  CHECK(map.find("cudaMalloc")->ascend == "aclrtMalloc");
  CHECK(map.find("cudaSomethingNew")->cuda == "cuda*");
  CHECK(map.find("cublasLtMatmulDescCreate")->cuda == "cublasLt*");
  CHECK(map.find("cub::DeviceSegmentedReduce::Max")->cuda == "cub::DeviceSegmentedReduce::*");
  CHECK(map.find("printf") == nullptr);
  CHECK(map.find("cuda_version") == nullptr);  // a project's own function, not a CUDA API
  CHECK(map.find("cudnnConvolutionForward")->cuda == "cudnn*");
}
