// CUDA-side API -> Ascend-side equivalent (rules/api_map/cuda_api_map.toml).
#pragma once
#include <string>
#include <unordered_map>
#include <vector>

namespace npu_lint {

// What a CUDA API becomes on Ascend.
enum class ApiStatus { kDirect, kDifferentSemantics, kNoEquivalent };
const char* nameOf(ApiStatus status);  // direct | different-semantics | no-equivalent

struct ApiMapping {
  std::string cuda;  // exact name, or a family ending in '*'
  std::string kind;  // runtime | nccl | torch-glue | cublas | cub | thrust | ...
  ApiStatus status = ApiStatus::kNoEquivalent;
  std::string ascend;  // an AscendCL / HCCL / c10_npu name, when there is one
  std::vector<std::string> ascend_ops;  // ATen ops to use instead
  std::string note;
  bool match_any_use = false;  // types and constants: any use, not only calls
  size_t line = 0;
};

class ApiMap {
 public:
  static ApiMap load(const std::string& path);  // errors name file:line
  // The exact entry for `name`, else the longest family prefix that matches, else null.
  const ApiMapping* find(const std::string& name) const;
  const std::vector<ApiMapping>& entries() const { return entries_; }

 private:
  std::vector<ApiMapping> entries_;
  // Asked for every identifier of every source: exact names hashed, families apart.
  std::unordered_map<std::string, size_t> exact_;
  std::vector<size_t> families_;
};

}  // namespace npu_lint
