#include "judge/python_ops.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace npu_lint {

// One OpUse per op and call site (not per op as in a model): each site is its own finding, so a
// suppression or a baseline entry covers that line only.
std::vector<OpUse> pythonOps(const Target& target, const PythonCalls& calls, const Equivalents& equivalents) {
  std::map<std::tuple<std::string, std::string, unsigned, unsigned>, OpUse> by_site;  // (op, overload, line, column)
  auto add = [&](const PythonCall& call, const std::string& called_as, const SourcePos& pos, const std::string& function,
                 unsigned loops) {
    for (const CalledOp& called : call.ops) {
      OpUse& op = by_site[{called.op, called.overload, pos.line, pos.column}];
      if (op.count++ > 0) continue;  // the same op listed twice for one call
      op.name = called.op;
      op.overload = called.overload;
      op.max_loop_depth = loops;
      Location at;
      at.file = target.path;
      at.line = static_cast<int>(pos.line);
      at.column = static_cast<int>(pos.column);
      at.function = function;
      at.call = called_as;
      at.for_some_arguments = called.for_some_arguments;
      op.locations.push_back(std::move(at));
    }
  };
  for (const auto& use : target.python.names) {
    if (use.kind != PyUse::kCall) continue;
    if (const PythonCall* call = calls.api(use.name)) add(*call, use.name, use.pos, use.function, 0);
    if (const OpEquivalents* op = equivalents.findByPython(use.name))
      add(PythonCall{{CalledOp{op->op, ""}}, "op_db/equivalents.toml"}, use.name, use.pos, use.function, 0);
  }
  // A method called on a value built from another library (numpy, pandas, ...) is that library's.
  for (const auto& use : target.python.members)
    if (use.kind == PyUse::kCall && use.mayBeTensor())
      if (const PythonCall* call = calls.method(use.name)) add(*call, "Tensor." + use.name, use.pos, use.function, use.loop_depth);
  std::vector<OpUse> ops;
  for (auto& entry : by_site) ops.push_back(std::move(entry.second));
  return ops;
}

}  // namespace npu_lint
