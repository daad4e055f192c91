#include <algorithm>

#include "facts/python_facts.h"
#include "opdb/op_db.h"
#include "rules/checks/checks.h"

namespace npu_lint::checks {
namespace {
using python::Definition;
using python::PythonFacts;


std::string lastPart(const std::string& dotted) { return dotted.substr(dotted.rfind('.') + 1); }

std::string joined(const std::vector<std::string>& parts) {
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : ", ") + p;
  return out;
}

std::string replacementText(const ApiAdvice& advice) {
  std::string text = "an NPU-affine replacement is " + advice.text;
  if (!advice.products.empty()) text += ", on " + advice.products + " (" + advice.products_source + ")";
  return text;
}

const Definition* method(const PythonFacts& facts, const std::string& owner, const std::string& name) {
  for (const auto& d : facts.definitions)
    if (!d.is_class && d.owner == owner && d.name == name) return &d;
  return nullptr;
}

// msFmkTransplt's affinity list names user code by signature: a def with these exact parameters,
// or a class with this base (last dotted part), __init__ and forward parameters ([] = no __init__).
bool mirrors(const PythonFacts& facts, const Definition& def, const ApiAdvice& advice) {
  if (advice.kind == "affinity-function") return !def.is_class && def.parameters == advice.parameters;
  if (advice.kind != "affinity-class" || !def.is_class) return false;
  const bool has_base = std::any_of(def.bases.begin(), def.bases.end(), [&](const std::string& b) { return lastPart(b) == lastPart(advice.parent); });
  const Definition* init = method(facts, def.name, "__init__");
  const Definition* forward = method(facts, def.name, "forward");
  return has_base && (init ? init->parameters : std::vector<std::string>{}) == advice.parameters && forward &&
         forward->parameters == advice.forward_parameters;
}

}  // namespace

// Python calls of APIs msFmkTransplt has precision, performance or affinity advice for (a class
// named in isinstance or an annotation is not a use the advice is about), and defs and classes
// the project writes with the signature of one its affinity list replaces.
void apiAdvice(const CheckContext& ctx, std::vector<Finding>& out) {
  if (ctx.target.kind != InputKind::kPythonSource) return;
  for (const auto& use : pythonApiUses(ctx.target)) {
    if (!use.is_call) continue;
    for (const ApiAdvice& advice : ctx.db.pythonApis().advice(use.name)) {
      if (!advice.deprecated.empty()) continue;  // the replacement's own page retires it
      const std::string text = advice.kind == "affinity"                                            ? replacementText(advice)
                               : advice.kind == "precision" || advice.kind == "performance" ? "msFmkTransplt's " + advice.kind + " advice: " + advice.text
                                                                                            : "";
      if (!text.empty()) out.push_back(ctx.finding(use.name, use.location, {{"advice", text}, {"source", advice.source}}));
    }
  }
  const PythonFacts& facts = ctx.target.python;
  for (const Definition& def : facts.definitions) {
    for (const ApiAdvice& advice : ctx.db.pythonApis().advice(def.name)) {
      if (!advice.deprecated.empty() || !mirrors(facts, def, advice)) continue;
      const std::string shape = def.is_class ? "class " + def.name + "(" + advice.parent + ") with forward(" + joined(advice.forward_parameters) + ")"
                                             : "def " + def.name + "(" + joined(advice.parameters) + ")";
      out.push_back(ctx.finding(def.name, sourceLocation(ctx.target, def.pos, def.owner),
                                {{"advice", shape + " is what msFmkTransplt's affinity list replaces: " + replacementText(advice)}, {"source", advice.source}}));
    }
  }
}

}  // namespace npu_lint::checks
