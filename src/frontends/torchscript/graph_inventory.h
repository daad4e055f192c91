// Operator inventory of an inlined TorchScript graph, as facts for npu-lint's rules.
#pragma once
#include <map>
#include <set>
#include <string>
#include <tuple>

#include <nlohmann/json.hpp>

namespace torch::jit {
struct Graph;
struct Node;
}

namespace npu_lint::torchscript {

struct SiteKey {
  std::string module, function, file;
  bool file_in_archive = false;  // `file` is a code/ record, not the original Python file
  int line = 0, column = 0, loop_depth = 0;
  auto tie() const { return std::tie(module, function, file, file_in_archive, line, column, loop_depth); }
  bool operator<(const SiteKey& o) const { return tie() < o.tie(); }
};

struct OpInventoryEntry {
  std::string schema;
  size_t count = 0;
  std::map<SiteKey, size_t> sites;
};

// Keyed by (qualified op name, overload name).
using OpInventory = std::map<std::pair<std::string, std::string>, OpInventoryEntry>;

// Where a node sits: submodule path, innermost function, source position.
SiteKey siteOf(const torch::jit::Node* node, const std::string& method, int loop_depth);

// Read-only: counts every node of `graph`, descending into all nested blocks.
void addToInventory(const torch::jit::Graph& graph, const std::string& method, OpInventory& inventory);

nlohmann::json siteToJson(const SiteKey& site);
nlohmann::json inventoryToJson(const OpInventory& inventory, const std::set<std::string>& placeholder_ops);

}  // namespace npu_lint::torchscript
