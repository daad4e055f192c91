#include "opdb/op_db.h"
#include "rules/checks/checks.h"

namespace npu_lint::checks {

// Python calls of APIs msFmkTransplt has precision, performance or affinity advice for (a class
// named in isinstance or an annotation is not a use the advice is about).
void apiAdvice(const CheckContext& ctx, std::vector<Finding>& out) {
  if (ctx.target.kind != InputKind::kPythonSource) return;
  for (const auto& use : pythonApiUses(ctx.target)) {
    if (!use.is_call) continue;
    for (const ApiAdvice& advice : ctx.db.pythonApis().advice(use.name)) {
      if (!advice.deprecated.empty()) continue;  // the replacement's own page retires it
      const std::string text =
          advice.kind == "affinity"
              ? "an NPU-affine replacement is " + advice.text + ", on " + advice.products + " (" + advice.products_source + ")"
              : "msFmkTransplt's " + advice.kind + " advice: " + advice.text;
      out.push_back(ctx.finding(use.name, use.location, {{"advice", text}, {"source", advice.source}}));
    }
  }
}

}  // namespace npu_lint::checks
