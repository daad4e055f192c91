#include <map>

#include "opdb/op_db.h"
#include "rules/checks/checks.h"

namespace npu_lint::checks {

// TorchScript custom classes of a model, once per namespace (one extension library registers
// a namespace); namespaces of PyTorch's own backends are backend-op's.
void customClass(const CheckContext& ctx, std::vector<Finding>& out) {
  std::map<std::string, std::vector<const CustomClassUse*>> by_namespace;
  for (const auto& use : ctx.target.custom_classes) {
    const std::string ns = use.name.substr(0, use.name.find('.'));
    if (!ctx.db.backendNamespace(ns)) by_namespace[ns].push_back(&use);
  }
  // Method calls come from the entry points' compiled graphs: a model whose code did not
  // compile has no scanned entry points (methods), and its calls are not known.
  const bool compiled = !ctx.target.methods.empty();
  for (const auto& [ns, uses] : by_namespace) {
    std::string classes, methods;
    bool unknown = false;
    Location location;
    bool located = false;
    for (const CustomClassUse* use : uses) {
      classes += (classes.empty() ? "" : ", ") + use->name.substr(ns.size() + 1);
      for (const auto& method : use->methods)
        if (method != "__init__") methods += (methods.empty() ? "" : ", ") + use->name.substr(ns.size() + 1) + "." + method;
      unknown = unknown || use->unknown_to_libtorch;
      if (!located && !use->locations.empty()) location = use->locations.front(), located = true;
    }
    out.push_back(ctx.finding(ctx.rule.paramText("class_namespace") + "." + ns, location,
                              {{"namespace", ns},
                               {"classes", classes},
                               {"methods", !methods.empty() ? methods : ctx.rule.paramText(compiled ? "methods_none_called" : "methods_not_known")},
                               {"unknown", unknown ? " (not loaded here)" : ""}}));
  }
}

}  // namespace npu_lint::checks
