#include <algorithm>

#include "rules/checks/checks.h"

namespace npu_lint::checks {
namespace {

bool listed(const std::vector<std::string>& list, const std::string& value) { return std::find(list.begin(), list.end(), value) != list.end(); }

enum class Given { kNot, kArgument, kAssigned };

// Whether a value goes to a device as python::MemberUse::given_as says: as a device keyword or
// a device method's first argument, or assigned to a name a device keyword spells.
Given givenAsDevice(const std::string& given_as, const RuleData& rule) {
  const auto& keywords = rule.param("device_keywords");
  if (given_as.empty()) return Given::kNot;
  if (given_as.back() == '=') return listed(keywords, given_as.substr(0, given_as.size() - 1)) ? Given::kArgument : Given::kNot;
  if (given_as[0] == '.') return listed(rule.param("device_methods"), given_as) ? Given::kArgument : Given::kNot;
  return listed(keywords, given_as) ? Given::kAssigned : Given::kNot;
}

}  // namespace

// An accelerator's index call (`get_accelerator().current_device()`: the rule's renames, on a
// listed receiver) whose value is given as a device: torch reads the integer as a CUDA device.
void deviceIndex(const CheckContext& ctx, std::vector<Finding>& out) {
  if (!ctx.rule.fix) return;
  for (const auto& m : ctx.target.python.members) {
    if (m.kind != PyUse::kCall || m.arguments.end - m.arguments.begin != 2 || !listed(ctx.rule.param("receivers"), m.receiver)) continue;
    const FixRename* rename = ctx.rule.fix->rename(FixSite::kMethod, m.name);
    const Given given = givenAsDevice(m.given_as, ctx.rule);
    if (!rename || given == Given::kNot) continue;
    const std::string accelerator = m.receiver.substr(m.receiver.rfind('.') + 1) + "().";
    const std::string call = accelerator + m.name + "()";
    const std::string where = given == Given::kAssigned ? " assigned to " + m.given_as : m.given_as[0] == '.' ? " given to " + m.given_as + "()" : " as " + m.given_as;
    out.push_back(ctx.finding(call, sourceLocation(ctx.target, m.pos, m.function),
                              {{"what", call}, {"where", where}, {"becomes", "." + rename->to + "()"}, {"source", rename->source}}));
    out.back().fix = ctx.renameFix(FixSite::kMethod, m.name, m.token.begin, m.token.pos);
    if (given == Given::kAssigned) markUnsafe(out.back().fix, "assigned: " + m.given_as + " may be used as an index elsewhere, which a device name is not");
  }
}

}  // namespace npu_lint::checks
