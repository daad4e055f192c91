#include <algorithm>

#include "rules/checks/checks.h"

namespace npu_lint::checks {
namespace {

bool contains(const std::vector<std::string>& list, const std::string& value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}

}  // namespace

// Ray requests and reads of the GPU resource, in files that import Ray: `num_gpus=` given to the
// rule's calls, and the resource name as a dict key or as what `.get()` reads.
void rayGpuResource(const CheckContext& ctx, std::vector<Finding>& out) {
  const python::PythonFacts& py = ctx.target.python;
  const auto& modules = ctx.rule.param("modules");
  if (std::none_of(modules.begin(), modules.end(), [&](const std::string& module) { return importsModule(py, module); })) return;
  const auto& calls = ctx.rule.param("python_argument_calls");
  const std::string npu = ctx.rule.param("npu_resource").at(0);
  const std::string source = ctx.rule.references.at(0);
  for (const auto& call : py.calls) {
    if (!contains(calls, call.callee)) continue;
    for (const auto& argument : call.arguments)
      if (contains(ctx.rule.param("gpu_keywords"), argument.keyword))
        out.push_back(ctx.finding(argument.keyword, sourceLocation(ctx.target, call.pos, call.function),
                                  {{"what", argument.keyword + "=" + argument.value + " given to " + call.callee},
                                   {"becomes", contains(ctx.rule.param("declaring_calls"), call.callee)
                                                   ? "on NPU nodes Ray counts them itself"
                                                   : "ask for resources={\"" + npu + "\": " + argument.value + "} on NPU nodes"},
                                   {"source", source}}));
  }
  for (const auto& s : py.strings) {
    const bool read = s.context == PyContext::kArgument && s.callee == ".get";
    if (!contains(ctx.rule.param("gpu_resource"), s.value) || (s.context != PyContext::kDictKey && !read)) continue;
    out.push_back(ctx.finding("\"" + s.value + "\"", sourceLocation(ctx.target, s.pos, s.function),
                              {{"what", std::string("\"") + s.value + "\" " + (read ? "read with .get()" : "as a resource key")},
                               {"becomes", "use \"" + npu + "\" on NPU nodes"},
                               {"source", source}}));
  }
}

}  // namespace npu_lint::checks
