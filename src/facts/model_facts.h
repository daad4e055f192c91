// Facts the model frontend reports for one TorchScript archive: the op inventory and what the
// read-only graph analyses found.
#pragma once
#include <string>
#include <vector>

#include "facts/kinds.h"
#include "facts/location.h"
#include "facts/op_use.h"
#include "facts/shape_facts.h"

namespace npu_lint {

// A fact a graph analysis of the model helper found (see frontends/model/helper/graph_facts.h),
// for the rules.
struct GraphFact {
  GraphFactKind fact = GraphFactKind::kDataDependentControlFlow;
  std::string op;  // "prim::If", "aten::index.Tensor", ...
  GraphFactCause cause = GraphFactCause::kNone;  // for data_dependent_control_flow
  std::string via, argument;
  long value = 0;
  int loop_depth = 0;
  Location location;
};

// A TorchScript custom class (torch.classes.NS.Name, defined in C++ by an extension library)
// that the archive's code uses.
struct CustomClassUse {
  std::string name;                  // "NS.Name"
  bool unknown_to_libtorch = false;  // no loaded library defines it: compiled against a placeholder
  std::vector<std::string> methods;  // methods the scanned entry points call, sorted
  size_t calls = 0;                  // those calls and constructions
  std::vector<Location> locations;   // at most OpUse::kMaxLocations
};

// The model helper's reply (npu-lint-torchscript), also what the result cache keeps for a model.
struct ModelFacts {
  Status status = Status::kOk;
  std::vector<std::string> problems;
  std::string root_class;
  std::vector<std::string> methods;  // the entry points scanned: "forward", "__setstate__", ...
  std::vector<OpUse> ops;  // verdicts not yet given
  // Op calls in the archive's code that no scanned entry point reaches (dead code, methods
  // nothing calls), counted per call site from the code text.
  std::vector<OpUse> unreached_ops;
  std::vector<CustomClassUse> custom_classes;  // every class the code names, used or not
  std::vector<GraphFact> graph;
  std::vector<ShapeRun> shapes;  // one per example input set; empty without --input
};

// Calls `fn` on every Location of a model's facts: a ModelFacts' fields, or a Target's (whose
// graph facts are `facts`).
template <class Fn>
void forEachModelLocation(std::vector<OpUse>& ops, std::vector<OpUse>& unreached_ops, std::vector<CustomClassUse>& classes,
                          std::vector<GraphFact>& graph, std::vector<ShapeRun>& shapes, Fn fn) {
  for (auto* list : {&ops, &unreached_ops})
    for (auto& op : *list)
      for (auto& at : op.locations) fn(at);
  for (auto& use : classes)
    for (auto& at : use.locations) fn(at);
  for (auto& fact : graph) fn(fact.location);
  for (auto& run : shapes) {
    for (auto& op : run.ops) fn(op.location);
    for (auto& unknown : run.unknown) fn(unknown.location);
  }
}

}  // namespace npu_lint
