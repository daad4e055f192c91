// Operator inventory of an inlined TorchScript graph, as facts for npu-lint's rules.
#pragma once
#include <string>

#include "frontends/model/op_inventory.h"

namespace torch::jit {
struct Graph;
struct Node;
}

namespace npu_lint::torchscript {

// Where a node sits: submodule path, innermost function, source position.
SiteKey siteOf(const torch::jit::Node* node, const std::string& method, int loop_depth);

// Read-only: counts every node of `graph`, descending into all nested blocks.
void addToInventory(const torch::jit::Graph& graph, const std::string& method, OpInventory& inventory);

}  // namespace npu_lint::torchscript
