#include "judge/judge.h"

#include "judge/compute.h"
#include "judge/python_ops.h"

namespace npu_lint {

Verdict verdictOn(const OpDb& db, const OpUse& op, const std::string& release, const std::vector<std::string>& adapters) {
  return settleAdapter(db.verdict(op.name, op.overload, release, !op.unknown_to_libtorch, decidingArguments(op)), adapters);
}

void judgeTarget(Target& target, const Judging& judging) {
  if (target.kind == InputKind::kPythonSource) target.ops = pythonOps(target, judging.python_calls, judging.db.equivalents());
  for (auto* ops : {&target.ops, &target.unreached_ops})
    for (auto& op : *ops) op.verdict = verdictOn(judging.db, op, judging.judged, judging.adapters);
  target.compute = computeFigures(target, judging.db.costs());
}

}  // namespace npu_lint
