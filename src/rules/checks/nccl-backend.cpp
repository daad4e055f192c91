#include "rules/checks/checks.h"
#include "core/strings.h"
#include "rules/portable_fix.h"

namespace npu_lint::checks {
namespace {

// "nccl", or a backend list naming it: "cuda:nccl,cpu:gloo".
bool namesNccl(const std::string& value) {
  size_t start = 0;
  while (start <= value.size()) {
    const size_t comma = value.find(',', start);
    std::string part = value.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    if (const size_t colon = part.find(':'); colon != std::string::npos) part = part.substr(colon + 1);
    if (part == "nccl") return true;
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return false;
}

// "NCCL_DEBUG", "TORCH_NCCL_BLOCKING_WAIT": a whole string that is an NCCL variable's name.
bool isNcclVariable(const std::string& value) {
  const size_t at = value.rfind("TORCH_", 0) == 0 ? 6 : 0;
  return value.compare(at, 5, "NCCL_") == 0 && value.size() > at + 5 &&
         value.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") == std::string::npos;
}

// What Ascend has in its place: the variable with HCCL for NCCL where torch_npu documents one.
// The text, and the page it comes from ("" when none).
std::pair<std::string, std::string> variableCounterpart(const RuleData& rule, const std::string& nccl) {
  std::string hccl = nccl;
  hccl.replace(hccl.find("NCCL"), 4, "HCCL");
  if (const RuleData::Record* record = rule.record("variable", hccl)) return {"use " + hccl, record->get("source")};
  return {"no " + hccl + " documented: drop it or see CANN's HCCL docs", ""};
}

// A used name is a record's (`torch.distributed.Backend.NCCL`) as written, or re-exported under a
// submodule of the record's package (`torch.distributed.distributed_c10d.Backend.NCCL`).
bool namesRecord(const std::string& used, const std::string& name) {
  if (used == name) return true;
  const size_t package_end = name.find('.', name.find('.') + 1);  // "torch.distributed"
  if (package_end == std::string::npos) return false;
  const std::string package = name.substr(0, package_end + 1), rest = name.substr(package_end);
  return used.rfind(package, 0) == 0 && used.size() > rest.size() && used.compare(used.size() - rest.size(), rest.size(), rest) == 0;
}

std::string whereUsed(const python::StringUse& s) {
  if (s.context == PyContext::kArgument)
    return (s.keyword.empty() ? " passed to " : " as " + s.keyword + "= of ") + (s.callee.empty() ? "a call" : s.callee);
  if (s.context == PyContext::kComparison) return " in a comparison";
  return "";
}

}  // namespace

// NCCL named in Python: as a backend (string literals; the torch.distributed names of the rule's
// records: ProcessGroupNCCL, is_nccl_available, Backend.NCCL), and
// NCCL environment variables, which configure a library Ascend does not run, in Python and as
// project files set them.
void ncclBackend(const CheckContext& ctx, std::vector<Finding>& out) {
  const python::PythonFacts& py = ctx.target.python;
  const Choices choices(py);
  const auto variable = [&](const std::string& name, const std::string& where, const Location& at) {
    const auto [counterpart, source] = variableCounterpart(ctx.rule, name);
    out.push_back(ctx.finding(name, at, {{"what", name}, {"where", where}, {"becomes", "a no-op (HCCL runs collectives); " + counterpart}, {"source", source}}));
  };
  for (const auto& s : py.strings) {
    if (isNcclVariable(s.value)) {
      variable(s.value, whereUsed(s), sourceLocation(ctx.target, s.pos, s.function));
      continue;
    }
    if (!namesNccl(s.value) || enumHasNpuMember(ctx, s, s.value)) continue;
    const std::string where = whereUsed(s);
    // As torch_npu's patcher rewrites a backend argument (transfer_to_npu.py:253): every "nccl"
    // is "hccl" and every "cuda" "npu" ("cuda:nccl,cpu:gloo" -> "npu:hccl,cpu:gloo").
    const std::string becomes = replacedAll(replacedAll(s.value, "nccl", "hccl"), "cuda", "npu");
    const bool choice = choices.holds(s);
    out.push_back(ctx.finding("\"" + s.value + "\"", sourceLocation(ctx.target, s.pos, s.function),
                              {{"what", "\"" + s.value + "\""}, {"where", where}, {"becomes", "\"" + becomes + "\"" + (choice ? kChoiceNote : "")}}));
    // A backend list ("cpu:gloo,cuda:nccl") also names the device: no mechanical rewrite. A
    // tested "nccl" (`if backend == "nccl":`) picks NCCL's code: renamed, HCCL would run it. An
    // Enum member's value names NCCL for the code that tests the member: HCCL gets its own.
    if (s.value != "nccl" || !s.enum_member_of.empty()) continue;
    out.back().fix = choiceOrRenameFix(ctx, s, FixSite::kString, "nccl", choice, [&] {
      return s.tested ? Fix{} : portableStringFix(ctx, FixSite::kString, "nccl", s);
    });
  }
  // Set in a shell script, Dockerfile or YAML file (Python's are among its strings above).
  for (const auto& setting : ctx.target.project.env) {
    if (isNcclVariable(setting.name)) variable(setting.name, " set (" + setting.how + ")", sourceLocation(ctx.target, setting.pos));
  }
  for (const auto& use : py.names)
    for (const auto& record : ctx.rule.records)
      if (const std::string& name = record.get("name"); !name.empty() && namesRecord(use.name, name)) {
        out.push_back(ctx.finding(use.name, sourceLocation(ctx.target, use.pos, use.function),
                                  {{"what", use.name}, {"where", ""}, {"becomes", record.get("becomes")}, {"source", record.get("source")}}));
        break;
      }
}

}  // namespace npu_lint::checks
