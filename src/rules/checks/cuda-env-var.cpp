#include "rules/checks/checks.h"
#include "rules/portable_fix.h"

namespace npu_lint::checks {
// CUDA variables the NPU runtime does not read (the rule's records, each with its counterpart):
// set in a project file, or named in Python (set or read: a string whose whole value is the name).
void cudaEnvVar(const CheckContext& ctx, std::vector<Finding>& out) {
  const auto report = [&](const std::string& name, const std::string& where, const Location& at) {
    if (const RuleData::Record* record = ctx.rule.record("variable", name))
      out.push_back(ctx.finding(name, at, {{"where", where}, {"counterpart", record->get("counterpart")}, {"source", record->get("source")}}));
  };
  for (const auto& s : ctx.target.python.strings) {
    const size_t before = out.size();
    report(s.value, " in Python", sourceLocation(ctx.target, s.pos, s.function));
    if (out.size() == before) continue;
    // The name as written, for the variable of the device the code runs on (or the NPU's).
    out.back().fix = ctx.fix_target == FixTarget::kNpu ? ctx.renameFix(FixSite::kString, s.value, s.value_begin, s.value_pos)
                                                       : portableStringFix(ctx, FixSite::kString, s.value, s);
    markUnsafe(out.back().fix, ctx.rule.record("variable", s.value)->get("rename_unsafe"));
  }
  for (const auto& setting : ctx.target.project.env) report(setting.name, " set (" + setting.how + ")", sourceLocation(ctx.target, setting.pos));
}

}  // namespace npu_lint::checks
