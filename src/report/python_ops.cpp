#include "report/python_ops.h"

#include <algorithm>
#include <map>

namespace npu_lint {

std::vector<OpUse> pythonOps(const Target& target, const PythonCalls& calls) {
  std::map<std::string, OpUse> by_op;  // "aten::nonzero." + overload -> its uses
  auto add = [&](const PythonCall& call, const python::SourcePos& pos, const std::string& function, unsigned loops) {
    OpUse& op = by_op[call.op + "." + call.overload];
    op.name = call.op;
    op.overload = call.overload;
    ++op.count;
    op.max_loop_depth = std::max<size_t>(op.max_loop_depth, loops);
    if (op.locations.size() >= OpUse::kMaxLocations) return;
    Location at;
    at.file = target.path;
    at.line = static_cast<int>(pos.line);
    at.column = static_cast<int>(pos.column);
    at.function = function;
    op.locations.push_back(std::move(at));
  };
  const std::string torch = "torch.";
  for (const auto& use : target.python.names)
    if (use.kind == PyUse::kCall && use.name.rfind(torch, 0) == 0 && use.name.find('.', torch.size()) == std::string::npos)
      if (const PythonCall* call = calls.function(use.name.substr(torch.size()))) add(*call, use.pos, use.function, 0);
  // A method called on a value built from another library (numpy, pandas, ...) is that library's.
  auto fromTorch = [](const python::MemberUse& use) { return use.receiver.empty() || use.receiver.rfind("torch", 0) == 0; };
  for (const auto& use : target.python.members)
    if (use.kind == PyUse::kCall && fromTorch(use))
      if (const PythonCall* call = calls.method(use.name)) add(*call, use.pos, use.function, use.loop_depth);
  std::vector<OpUse> ops;
  for (auto& entry : by_op) ops.push_back(std::move(entry.second));
  return ops;
}

}  // namespace npu_lint
