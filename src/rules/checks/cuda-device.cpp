#include <algorithm>
#include <set>

#include "core/strings.h"
#include "rules/checks/checks.h"
#include "rules/op_links.h"
#include "rules/portable_fix.h"

namespace npu_lint::checks {
namespace {

// "cuda", "cuda:0", "cuda:{}" (an f-string): a string whose whole value is a CUDA device.
bool isCudaDevice(const std::string& value) {
  if (value == "cuda") return true;
  if (value.rfind("cuda:", 0) != 0 || value.size() == 5) return false;
  const std::string index = value.substr(5);
  return index == "{}" || index.find_first_not_of("0123456789") == std::string::npos;
}

// A device test chooses a branch: renamed, the branch written for CUDA runs on the NPU, which
// breaks where it calls CUDA-only code (a Triton kernel, a *_cuda extension).
constexpr const char* kGuardNote = " if what it guards runs there";
constexpr const char* kGuardFlip = "a device test: renamed, the branch written for CUDA runs on the NPU";

std::string rootOf(const std::string& dotted) { return dotted.substr(0, dotted.find('.')); }

std::string whereUsed(const python::StringUse& s, const RuleData& rule) {
  const auto& keywords = rule.param("device_keywords");
  switch (s.context) {
    case PyContext::kArgument:
      if (!s.keyword.empty())
        return " as " + s.keyword + "= of " + (s.callee.empty() ? "a call" : s.callee) +
               (std::find(keywords.begin(), keywords.end(), s.keyword) != keywords.end() ? " (a device keyword)" : "");
      return " passed to " + (s.callee.empty() ? std::string("a call") : s.callee);
    case PyContext::kComparison: return " in a comparison";
    case PyContext::kAssignment: return " assigned";
    case PyContext::kDictKey: return " as a dict key";
    case PyContext::kOther: return "";
  }
  return "";
}

// `if x.device.type == "cuda":` written `== DEVICE_TYPE`: the same test on CUDA machines, and on
// the NPU the block runs, which holds when the block is device-neutral once fixed: it calls only
// neutral code, and every CUDA site in it moves too (checked once all rules ran: Fix::decides_*).
// A block that calls code the file does not show moves only unsafely; one that runs CUDA's own
// code (a Triton launch, a `*_cuda` extension) keeps its test: its caller drops the fix.
Fix portableGuardFix(const CheckContext& ctx, const python::StringUse& s, const GuardBody& body) {
  if (s.value != "cuda" || s.guarded.empty()) return {};
  Fix fix = portableStringFix(ctx, FixSite::kString, "cuda", s);
  if (fix.empty()) return fix;
  fix.title = "device test " + fix.title + ": the same test on CUDA; on the NPU lines " + std::to_string(s.guarded.first_line) + "-" +
              std::to_string(s.guarded.last_line) + " run" + (body.kind == GuardBody::Kind::kNeutral ? ", device-neutral once fixed" : "");
  if (body.kind == GuardBody::Kind::kNotShown) markUnsafe(fix, "a test whose block " + body.why + ": rewritten, the block runs on the NPU");
  return fix;
}

// `d.type != "cuda"`, `d.type not in {"cuda", "xpu"}` written with DEVICE_TYPE: the same test on
// CUDA machines; on the NPU it fails, and what it lets through on CUDA (the code after it, its
// `else`: written for CUDA) runs there. Torchtune's port made exactly this change
// (`not in VALID_BACKENDS_FOR_MEMORY_STATS`, "npu" added), but only that code shows whether it
// runs on the NPU: unsafe.
Fix portableNegatedTestFix(const CheckContext& ctx, const python::StringUse& s) {
  if (s.value != "cuda") return {};
  Fix fix = portableStringFix(ctx, FixSite::kString, "cuda", s);
  markUnsafe(fix, "a negated device test (`!=`, `not in`): on the NPU it fails, and what it lets through on CUDA runs there");
  return fix;
}

// `def load_model(device="cuda"):` whose body tests `device == "cuda"`: the default and the tests
// of its parameter move together. Where a test keeps no safe fix, the default rewritten alone
// sends the NPU's device past a test written without it (FastChat's load_model ends in "Invalid
// device"); where they all move, the default decides what the first test's block does.
void moveDefaultsWithTests(const std::vector<std::pair<const python::StringUse*, size_t>>& strings, std::vector<Finding>& out) {
  const auto safe = [&](size_t i) { return !out[i].fix.empty() && out[i].fix.applicability == FixApplicability::kSafe; };
  for (const auto& [value, i] : strings) {
    if (value->default_of.empty() || !safe(i)) continue;
    for (const auto& [test, j] : strings) {
      if (!test->tested || test->compared_to != value->default_of || test->function != value->function) continue;
      if (!safe(j)) {
        markUnsafe(out[i].fix, value->function + "() tests " + test->compared_to + " against \"" + test->value + "\" at line " + std::to_string(test->pos.line) +
                                   ", which keeps no safe fix: the default rewritten alone reaches code written without the NPU's device");
        break;
      }
      if (out[i].fix.decides_last_line == 0) {
        out[i].fix.decides_first_line = out[j].fix.decides_first_line;
        out[i].fix.decides_last_line = out[j].fix.decides_last_line;
      }
    }
  }
}

}  // namespace

// .cuda() calls, CUDA device strings and .is_cuda in Python sources.
void cudaDevice(const CheckContext& ctx, std::vector<Finding>& out) {
  const python::PythonFacts& py = ctx.target.python;
  const Choices choices(py);
  // A file that sets `x.is_cuda = ...` has an attribute of its own by that name.
  const bool assigns_is_cuda = std::find(py.assigned_members.begin(), py.assigned_members.end(), "is_cuda") != py.assigned_members.end();
  for (const auto& m : py.members) {
    if (m.name == "cuda" && m.kind == PyUse::kCall) {
      const auto& does_more = ctx.rule.param("cuda_does_more");
      const bool library = m.fromOtherLibrary() && std::find(does_more.begin(), does_more.end(), rootOf(m.receiver)) != does_more.end();
      const std::string becomes = library ? ".npu() if " + rootOf(m.receiver) + " has one" : ".npu() (torch_npu)";
      out.push_back(ctx.finding(".cuda", sourceLocation(ctx.target, m.pos, m.function),
                                {{"what", ".cuda()"}, {"where", ""}, {"becomes", becomes}}));
      out.back().fix = ctx.fix_target == FixTarget::kNpu ? ctx.renameFix(FixSite::kMethod, "cuda", m.token.begin, m.token.pos)
                                                         : portableMethodFix(ctx, "cuda", m);
      // A library whose .cuda() does more than move (bitsandbytes' Params4bit quantizes there):
      // torch_npu's .npu() would skip that.
      // Params4bit.cuda() also unpacks CPU-packed weights before its .to(): neither .npu() nor .to() does.
      markUnsafeInCudaFunction(out.back().fix, m.function);
      if (library)
        markUnsafe(out.back().fix, "called on a " + m.receiver + ", whose .cuda() does more than move it; the rewrite would skip that");
    } else if (m.name == "is_cuda" && m.kind == PyUse::kReference && !assigns_is_cuda) {
      out.push_back(ctx.finding(".is_cuda", sourceLocation(ctx.target, m.pos, m.function),
                                {{"what", ".is_cuda"}, {"where", ""}, {"becomes", ".is_npu" + std::string(kGuardNote)}}));
      // Device-neutral code keeps the test: false on the NPU, the branch for other devices runs.
      if (ctx.fix_target == FixTarget::kNpu) out.back().fix = ctx.renameFix(FixSite::kAttribute, "is_cuda", m.token.begin, m.token.pos);
      markUnsafe(out.back().fix, kGuardFlip);
    }
  }
  // The modules the file imports other than torch and the project's own: a device string given
  // to their calls is theirs to interpret (Lightning's accelerator="cuda" has no "npu" in stock
  // Lightning); not a value list (`gr.Dropdown(choices=[...])`), which the project's code reads.
  std::set<std::string> libraries;
  for (const auto& use : py.names)
    if (use.kind == PyUse::kImport && !ctx.links.hasPythonModule(rootOf(use.name))) libraries.insert(rootOf(use.name));
  libraries.erase("torch");
  libraries.erase("torch_npu");
  const auto& choice_keywords = ctx.rule.param("choice_keywords");
  std::vector<std::pair<const python::StringUse*, size_t>> reported;
  for (const auto& s : py.strings) {
    // b"cuda" is no device string: torch.device() takes str only.
    if (s.prefix.find_first_of("bB") != std::string::npos) continue;
    if (!isCudaDevice(s.value) || enumHasNpuMember(ctx, s, s.value)) continue;
    reported.emplace_back(&s, out.size());
    const bool guard = s.tested;
    const bool choice = choices.holds(s);
    const bool library = s.context == PyContext::kArgument && libraries.count(rootOf(s.callee)) && !among(choice_keywords, s.keyword);
    if (!s.enum_member_of.empty()) {
      // The member names CUDA for the code that tests against it: the NPU gets a member of its own.
      out.push_back(ctx.finding("\"" + s.value + "\"", sourceLocation(ctx.target, s.pos, s.function),
                                {{"what", "CUDA device string \"" + s.value + "\""},
                                 {"where", " as a member of " + s.enum_member_of},
                                 {"becomes", "a member \"npu" + s.value.substr(4) + "\" beside it (renamed, this one would name the NPU)"}}));
      continue;
    }
    out.push_back(ctx.finding("\"" + s.value + "\"", sourceLocation(ctx.target, s.pos, s.function),
                              {{"what", "CUDA device string \"" + s.value + "\""},
                               {"where", whereUsed(s, ctx.rule)},
                               {"becomes", "\"npu" + s.value.substr(4) + "\"" + (guard ? kGuardNote : choice ? kChoiceNote : library ? " if " + s.callee + " accepts it" : "")}}));
    // "cuda" as a whole; "cuda:0" and f"cuda:{rank}" by their prefix, written as the value starts.
    const FixSite site = s.value == "cuda" ? FixSite::kString : FixSite::kStringPrefix;
    const std::string from = s.value == "cuda" ? "cuda" : "cuda:";
    const GuardBody body = guard && !s.guarded.empty() ? guardBodyOf(s.guarded, ctx.rule) : GuardBody{};
    out.back().fix = choiceOrRenameFix(ctx, s, site, from, choice, [&] {
      if (!guard) return portableStringFix(ctx, site, from, s);
      return s.negated_test ? portableNegatedTestFix(ctx, s) : portableGuardFix(ctx, s, body);
    });
    // A test choosing CUDA's own code (a Triton launch, a `*_cuda` extension) stays CUDA's in either
    // target, and so does one whose block keeps a CUDA site with no fix (rules/guard_fixes.h).
    if (body.kind == GuardBody::Kind::kCudaOnly) out.back().fix = {};
    if (guard && !s.negated_test) decides(out.back().fix, s.guarded);
    if (guard && ctx.fix_target == FixTarget::kNpu) markUnsafe(out.back().fix, kGuardFlip);
    markUnsafeInCudaFunction(out.back().fix, s.function);
    if (library) markUnsafe(out.back().fix, "another library's call: " + rootOf(s.callee) + " decides which device names it accepts");
    if (s.context == PyContext::kDictKey)
      markUnsafe(out.back().fix, "a dict key: the code that looks it up (with \"cuda\" or a device's type) decides whether it is a device");
  }
  moveDefaultsWithTests(reported, out);
}

}  // namespace npu_lint::checks
