// Operator inventory of an inlined TorchScript graph, as facts for npu-lint's rules.
#pragma once
#include <functional>
#include <map>
#include <set>
#include <string>
#include <utility>

#include "facts/model_facts.h"
#include "frontends/model/op_inventory.h"
#include "frontends/model/python_frames.h"

namespace c10 {
struct ClassType;
}

namespace torch::jit {
struct Graph;
struct Node;
struct SourceRange;
}

namespace npu_lint::torchscript {

// A TorchScript custom class (torch.classes.NS.Name, defined in C++).
bool isCustomClass(const c10::ClassType& cls);

// Read-only: calls `fn` on every node of `graph`, descending into all nested blocks.
void forEachNode(const torch::jit::Graph& graph, const std::function<void(const torch::jit::Node*)>& fn);

// "aten::add.Tensor": the node's kind with its schema's overload, when it has one.
std::string qualifiedOp(const torch::jit::Node* node);

// Adds the Python frames the archive's debug records keep for `range` (a line of serialized
// code) to `frames`, innermost first: a traced line's whole recorded stack (then true), or the
// one original line (`function` is its function's name).
bool addRecordedFrames(const torch::jit::SourceRange& range, const std::string& function, std::vector<PythonFrame>& frames);
// The site's file and line: the model's own line among `frames` (innermost first), with the
// innermost line beside it when it is an installed package's (chooseFrames); no file when none is.
void siteFromFrames(const std::vector<PythonFrame>& frames, SiteKey& site);

// Where a node sits: entry point, submodule path, innermost function, source position.
SiteKey siteOf(const torch::jit::Node* node, const EntryPoint& entry, int loop_depth);

// Read-only: counts every node of `graph`, descending into all nested blocks.
void addToInventory(const torch::jit::Graph& graph, const EntryPoint& entry, OpInventory& inventory);

// Read-only: each method call on a custom-class object (torch.classes.NS.Name) and each
// construction of one, added to `uses` keyed "NS.Name", descending into all nested blocks.
void addCustomClassUses(const torch::jit::Graph& graph, const EntryPoint& entry, const std::string& archive,
                        std::map<std::string, CustomClassUse>& uses);

// A line of the archive's serialized code: (record "code/__torch__/....py", line).
using CodeLine = std::pair<std::string, int>;

// Read-only: the serialized-code line of every node of `graph`, descending into all nested blocks.
void addCodeLines(const torch::jit::Graph& graph, std::set<CodeLine>& lines);

}  // namespace npu_lint::torchscript
