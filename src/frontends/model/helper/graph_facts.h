// Graph analyses behind npu-lint's migration rules. Each one is read-only over an inlined
// Graph, descends into every nested block, and reports facts; rules decide what they mean.
#pragma once
#include <string>
#include <vector>

#include "facts/model_facts.h"
#include "frontends/model/helper/graph_ops.h"
#include "frontends/model/op_inventory.h"

namespace torch::jit {
struct Graph;
}

namespace npu_lint::torchscript {

// Appends to `facts` one GraphFact per fact found in `graph` (locations named as in `archive`),
// looking for the ops `ops` lists:
//   data_dependent_control_flow  prim::If / prim::Loop whose condition or trip count depends on
//                                tensor values or runtime tensor sizes (not input validation)
//   boolean_mask_index           indexing with a boolean mask (the result's size is data)
//   float64                      a float64 dtype argument or tensor constant
//   int64_arithmetic             arithmetic on a tensor made int64 explicitly or by arange
//   static_bound                 a shape-bounding argument given as a positive constant
//                                (bincount minlength, one_hot num_classes)
void addGraphFacts(const torch::jit::Graph& graph, const EntryPoint& entry, const std::string& archive,
                   const GraphOps& ops, std::vector<GraphFact>& facts);

}  // namespace npu_lint::torchscript
