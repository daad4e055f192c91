#include "frontends/model/helper/entry_points.h"

#include <set>

#include <torch/csrc/jit/api/function_impl.h>

#include "frontends/model/helper/frontend_error.h"
#include "frontends/model/helper/graph_inventory.h"

namespace npu_lint::torchscript {
namespace {

// The root's methods that no other root method calls. Helpers that forward calls are scanned
// inlined into it, once; __setstate__ is scanned per object (addSetstates).
std::vector<std::string> callableMethods(const c10::ClassType& root) {
  std::set<std::string> called;
  for (const auto* method : root.methods())
    forEachNode(*torch::jit::toGraphFunction(*method).graph(), [&](const torch::jit::Node* node) {
      if (node->kind() == c10::prim::CallMethod && node->input(0)->type() == root.shared_from_this())
        called.insert(node->s(c10::attr::name));
    });
  std::vector<std::string> names;
  for (const auto* method : root.methods()) {
    const std::string& name = method->name();
    if (called.count(name) || name == "__getstate__" || name == "__setstate__") continue;
    names.insert(name == "forward" ? names.begin() : names.end(), name);
  }
  return names;
}

// Load runs __setstate__ once per object; custom classes' are C++, not TorchScript.
void addSetstates(const c10::TypePtr& type, const std::string& path, int depth, std::vector<ClassEntryPoint>& out) {
  constexpr int kMaxDepth = 64;  // attribute types may nest (or refer to themselves) without end
  if (depth > kMaxDepth) return;
  auto cls = type->cast<c10::ClassType>();
  if (!cls) {
    for (const auto& contained : type->containedTypes()) addSetstates(contained, path, depth + 1, out);
    return;
  }
  if (isCustomClass(*cls)) return;
  if (cls->findMethod("__setstate__")) out.push_back({{"__setstate__", path}, cls});
  for (size_t i = 0; i < cls->numAttributes(); ++i) {
    const std::string name = cls->getAttributeName(i);
    addSetstates(cls->getAttribute(i), path.empty() ? name : path + "." + name, depth + 1, out);
  }
}

}  // namespace

std::vector<ClassEntryPoint> entryPointsOf(const c10::ClassTypePtr& root, const std::vector<std::string>& methods) {
  std::vector<ClassEntryPoint> setstates;
  addSetstates(root, "", 0, setstates);
  std::vector<ClassEntryPoint> entries;
  if (methods.empty()) {
    for (const auto& name : callableMethods(*root)) entries.push_back({{name, ""}, root});
    entries.insert(entries.end(), setstates.begin(), setstates.end());
    return entries;
  }
  std::set<std::string> seen;
  for (const auto& name : methods) {
    if (!seen.insert(name).second) continue;
    if (name == "__setstate__" ? setstates.empty() : root->findMethod(name) == nullptr) {
      std::string known;
      for (const auto* method : root->methods()) known += (known.empty() ? "" : ", ") + method->name();
      throw FrontendError("no method '" + name + "' in " + root->name()->qualifiedName() +
                          " (it has: " + (known.empty() ? "none" : known) + ")");
    }
    if (name == "__setstate__")
      entries.insert(entries.end(), setstates.begin(), setstates.end());
    else
      entries.push_back({{name, ""}, root});
  }
  return entries;
}

}  // namespace npu_lint::torchscript
