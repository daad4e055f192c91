// Shape analysis of an entry point for one example input set: the inlined graph is evaluated
// node by node on meta tensors (sizes and dtypes, no data), with the module's parameters and
// buffers as meta tensors read from data.pkl (see meta_module.h). An op without a meta kernel
// gets its output shape from LibTorch's shape functions when it has one; anything else whose
// output cannot be derived (data-dependent values, branches on them, unknown custom ops) is
// listed as unknown, never guessed.
#pragma once
#include <string>
#include <vector>

#include "facts/shape_facts.h"
#include "frontends/model/helper/graph_ops.h"
#include "frontends/model/op_inventory.h"

namespace c10 {
struct IValue;
}

namespace torch::jit {
struct Graph;
}

namespace npu_lint::torchscript {

struct ShapeRunLimits {
  size_t max_evaluations = 2'000'000;  // node evaluations (loops count every iteration)
  size_t max_recorded_ops = 50'000;    // ShapedOps kept per run
};

// Read-only over `graph` (an inlined method graph whose first input is `self`); descends into
// every nested block it evaluates. `inputs` are the method's arguments after self.
ShapeRun runShapes(const torch::jit::Graph& graph, const c10::IValue& self, const std::vector<c10::IValue>& inputs,
                   const EntryPoint& entry, const std::string& archive, const GraphOps& ops,
                   const ShapeRunLimits& limits = {});

// torch's dtype name for a scalar type ("float16", "int64", ...); "" for none it names.
std::string dtypeName(int scalar_type);

}  // namespace npu_lint::torchscript
