#include <algorithm>
#include <map>
#include <set>

#include "opdb/op_db.h"
#include "rules/checks/checks.h"
#include "rules/portable_fix.h"

namespace npu_lint::checks {
namespace {

// The modules the rule is about (its params): "torch.cuda", "torch.npu", "torch_npu.npu".
struct Modules {
  explicit Modules(const RuleData& rule)
      : cuda(rule.paramText("cuda_module")), npu(rule.paramText("npu_module")), npu_package(rule.paramText("npu_package_module")) {}
  // "amp.autocast" of "torch.cuda.amp.autocast"; "" for the module itself or a name outside it.
  std::string rest(const std::string& name) const {
    return name.size() > cuda.size() + 1 && name.rfind(cuda + ".", 0) == 0 ? name.substr(cuda.size() + 1) : "";
  }
  bool holds(const std::string& name) const { return name == cuda || name.rfind(cuda + ".", 0) == 0; }
  std::string cuda, npu, npu_package;
};

// What torch.cuda[.rest] becomes: the patcher's submodule mapping first, else torch.npu's own names.
std::string npuNameOf(const std::string& rest, const RuleData& rule, const Modules& modules) {
  if (rest.empty()) return modules.npu;
  for (const auto& sub : rule.param("submodules"))
    if (rest == sub || rest.rfind(sub + ".", 0) == 0)
      return modules.npu + "." + rest + " (torch_npu's patcher maps " + modules.cuda + "." + sub + ")";
  const std::string first = rest.substr(0, rest.find('.'));
  const auto& names = rule.param("npu_names");
  if (std::find(names.begin(), names.end(), first) != names.end()) return modules.npu + "." + rest;
  return modules.npu + " has no public " + first + " (" + modules.npu_package + ".__all__): the NPU counterpart, if any, has another name";
}

// A torch.cuda name judged: its NPU form and whether renaming the written `cuda` gives it.
struct Judged {
  std::string npu;
  std::string source;    // the page naming the NPU form, when one does
  bool renames = false;  // torch.npu has the same name: renaming the written `cuda` is the whole rewrite
  std::string differs;   // where torch_npu's page states how the NPU form differs ("限制与说明"), or ""
};

Judged judge(const std::string& name, const CheckContext& ctx, const Modules& modules) {
  const std::string rest = modules.rest(name);
  Judged j;
  j.npu = npuNameOf(rest, ctx.rule, modules);
  j.renames = rest.empty() || j.npu.rfind(modules.npu + "." + rest, 0) == 0;
  // torch_npu's page for the release's PyTorch names the NPU form, when it lists the API.
  const int index = ctx.db.releases().indexOf(ctx.release);
  const std::string pytorch = index < 0 ? "" : ctx.db.releases().all[index].pytorch;
  if (!pytorch.empty())
    if (const PythonApi* api = ctx.db.pythonApis().find(name, pytorch); api && !api->npu_name.empty()) {
      j.npu = api->npu_name;
      j.source = api->source;
      j.renames = j.renames && (api->npu_name == modules.npu + "." + rest || api->npu_name == modules.npu_package + "." + rest);
      if (!api->restriction.empty()) j.differs = api->source;
    }
  return j;
}

void markIfDiffers(Fix& fix, const std::string& differs) {
  if (!differs.empty()) markUnsafe(fix, "torch_npu's page says the NPU form works differently (" + differs + ")");
}

// Where `module` ("torch.cuda") starts as whole parts of a dotted path ("pkg.train.torch.cuda.x"), or npos.
size_t moduleIn(const std::string& path, const std::string& module) {
  const bool dotted = !path.empty() && std::all_of(path.begin(), path.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.';
  });
  if (!dotted) return std::string::npos;
  for (size_t at = path.find(module); at != std::string::npos; at = path.find(module, at + 1)) {
    const size_t end = at + module.size();
    if ((at == 0 || path[at - 1] == '.') && (end == path.size() || path[end] == '.')) return at;
  }
  return std::string::npos;
}

// Test code that patches a torch.cuda name by its dotted path (`mock.patch("pkg.torch.cuda.
// is_available")`): once the code calls torch.npu, the patch must name it too, or it patches
// nothing the code uses.
void patchTargets(const CheckContext& ctx, std::vector<Finding>& out) {
  const auto& callees = ctx.rule.param("patch_callees");
  const Modules modules(ctx.rule);
  for (const auto& s : ctx.target.python.strings) {
    if (s.context != PyContext::kArgument || std::find(callees.begin(), callees.end(), s.callee) == callees.end()) continue;
    const size_t at = moduleIn(s.value, modules.cuda);
    if (at == std::string::npos) continue;
    const std::string name = s.value.substr(at);
    const Judged j = judge(name, ctx, modules);
    out.push_back(ctx.finding(name, sourceLocation(ctx.target, s.pos, s.function),
                              {{"name", "\"" + s.value + "\" (a patch target)"}, {"npu", j.npu}, {"source", j.source}}));
    // Device-neutral code calls torch.cuda's functions through device_module on CUDA machines:
    // the patch still reaches them there.
    if (!j.renames || ctx.fix_target != FixTarget::kNpu) continue;
    // The value is a plain dotted path: its bytes are the file's from value_begin on.
    const auto offset = static_cast<uint32_t>(at + 6);
    SourcePos pos = s.value_pos;
    pos.column += offset;
    out.back().fix = ctx.renameFix(FixSite::kPatchTarget, "cuda", s.value_begin + offset, pos);
    // The calls it patches may live in files whose rename is unsafe or not applied (a library's):
    // the test is right only when all of them move, which this file does not show.
    markUnsafe(out.back().fix, "right only once every call it patches is renamed too, which may be in other files");
  }
}

// Device-neutral code takes the NPU branch of every test it rewrites (`if device_module.is_available()`,
// a loop over `device_module.device_count()`): a torch.cuda call left in the same function would
// then run on the NPU, where the code as written never reached it. So the torch.cuda uses of one
// function (or of the module's top level) move together: where one keeps no safe fix, the others'
// fixes are unsafe. Streams and events (the rule's param file_wide) pass between functions (made
// in __init__, entered in a hook): those of the whole file move together too. `judged[i]`'s
// finding is `out[first + i]`; imports run nothing on a device.
void moveTogether(const std::vector<std::pair<const python::NameUse*, Judged>>& judged, const CheckContext& ctx, std::vector<Finding>& out, size_t first) {
  const auto& file_wide = ctx.rule.param("file_wide");
  const Modules modules(ctx.rule);
  const auto groupsOf = [&](const python::NameUse& use) {
    std::vector<std::string> groups{(use.function.empty() ? std::string("at module level ") : "in " + use.function + "() ")};
    const std::string rest = modules.rest(use.name);
    if (std::find(file_wide.begin(), file_wide.end(), rest.substr(0, rest.find('.'))) != file_wide.end()) groups.push_back("in this file (streams and events pass between functions) ");
    return groups;
  };
  // A use inside a block that a `== "cuda"` test decides is fenced off: its staying CUDA's keeps
  // the test as written (guard_fixes.h), and the NPU never reaches it. blocks_open[l]: how many
  // such blocks line l is in (from +1 at each block's first line, -1 after its last).
  std::vector<int> blocks_open;
  for (const auto& s : ctx.target.python.strings)
    if (s.value == "cuda" && s.tested && !s.guarded.empty()) {
      if (blocks_open.size() < s.guarded.last_line + 2) blocks_open.resize(s.guarded.last_line + 2);
      ++blocks_open[s.guarded.first_line];
      --blocks_open[s.guarded.last_line + 1];
    }
  for (size_t line = 1; line < blocks_open.size(); ++line) blocks_open[line] += blocks_open[line - 1];
  const auto fenced = [&](const python::NameUse& use) { return use.pos.line < blocks_open.size() && blocks_open[use.pos.line] > 0; };
  std::map<std::string, size_t> stays;  // group -> the index of a torch.cuda use in it that stays CUDA's
  for (size_t i = 0; i < judged.size(); ++i) {
    const python::NameUse& use = *judged[i].first;
    const Fix& fix = out[first + i].fix;
    if (use.kind != PyUse::kImport && (fix.empty() || fix.applicability != FixApplicability::kSafe) && !fenced(use))
      for (const auto& group : groupsOf(use)) stays.emplace(group, i);
  }
  for (size_t i = 0; i < judged.size(); ++i)
    for (const auto& group : groupsOf(*judged[i].first))
      if (const auto it = stays.find(group); it != stays.end() && it->second != i && out[first + i].fix.applicability == FixApplicability::kSafe) {
        const python::NameUse& stayer = *judged[it->second].first;
        markUnsafe(out[first + i].fix, it->first + stayer.name + " (line " + std::to_string(stayer.pos.line) +
                                           ") keeps no safe fix: rewritten alone, code written for CUDA would reach it on the NPU");
      }
}

// Whether an expression as written is a string literal (`"nccl"`, `f"cuda:{rank}"`, `rb'x'`).
bool isStringLiteral(const std::string& expression) {
  const size_t quote = expression.find_first_of("'\"");
  return quote != std::string::npos && quote <= 2 && expression.find_first_not_of("rRbBuUfF") == quote;
}

// `if torch.cuda.is_available():` written `device_module.is_available()` opens what it decides to
// the NPU: safe only for a plain `if` whose block is device-neutral once fixed (its calls here,
// its CUDA sites once all rules ran: Fix::decides_*); unsafe where the block calls code not shown
// here; never, in either target, where it runs CUDA's own code (a Triton launch, a `*_cuda`
// extension). A negated test, a `while`, an assert or a decorator
// (`skipif(not torch.cuda.is_available())`) decides code this check cannot bound, and so does a
// value handed on.
void decideAvailability(const CheckContext& ctx, const python::NameUse& use, Fix& fix) {
  const auto& tests = ctx.rule.param("availability_tests");
  if (fix.empty() || std::find(tests.begin(), tests.end(), use.name.substr(use.name.rfind('.') + 1)) == tests.end()) return;
  const GuardBody body = use.guarded.empty() ? GuardBody{} : guardBodyOf(use.guarded, ctx.rule);
  if (body.kind == GuardBody::Kind::kCudaOnly) {  // CUDA's path, in either target: the test stays CUDA's
    fix = {};
    if (ctx.fix_target == FixTarget::kPortable) decides(fix, use.guarded);
    return;
  }
  if (ctx.fix_target == FixTarget::kNpu) {  // NPU-only code: the test names the NPU, unless its block keeps CUDA's code
    if (use.decides_code) decides(fix, use.guarded);
    return;
  }
  if (!use.decides_code) {
    // `fused=torch.cuda.is_available()`: what the flag turns on is CUDA's code, not shown here.
    if (use.handed_on) markUnsafe(fix, "its value is handed on (assigned, returned or an argument) to code not followed: rewritten, what it enables runs on the NPU");
    return;
  }
  if (use.guarded.empty()) {
    markUnsafe(fix, "a test that decides code written for CUDA (negated, a decorator's, an assert's or a while's): rewritten, that code runs on the NPU");
    return;
  }
  if (body.kind == GuardBody::Kind::kNotShown) markUnsafe(fix, "a test whose block " + body.why + ": rewritten, the block runs on the NPU");
  decides(fix, use.guarded);
}

// `x.cuda(device=torch.cuda.current_device())`: the argument rewritten, the `.cuda()` around it
// stays CUDA's (device-neutral code has no `.to` form keeping its `device=`): a half-edit.
void markInsideCudaCall(const python::PythonFacts& py, const python::NameUse& use, Fix& fix) {
  const uint32_t at = use.written_prefix.begin;
  for (const auto& m : py.members)
    if (m.name == "cuda" && m.kind == PyUse::kCall && !m.arguments.empty() && m.arguments.begin < at && at < m.arguments.end) {
      markUnsafe(fix, "an argument of .cuda(...) at line " + std::to_string(m.pos.line) + ", which stays CUDA's");
      return;
    }
}

// A from-import's names share one edit, the statement written as an assignment (portable_fix.h):
// every copy is applied once any is, so where one of its names keeps no safe fix (another
// function's staying torch.cuda use, a function named for CUDA), none is safe.
void moveImportTogether(const std::vector<std::pair<const python::NameUse*, Judged>>& judged, std::vector<Finding>& out, size_t first) {
  std::map<uint32_t, size_t> stays;  // a statement's written `cuda` -> a name of it keeping no safe fix
  for (size_t i = 0; i < judged.size(); ++i) {
    const python::NameUse& use = *judged[i].first;
    const Fix& fix = out[first + i].fix;
    if (use.written_prefix.empty() && !use.second.empty() && (fix.empty() || fix.applicability != FixApplicability::kSafe))
      stays.emplace(use.second.begin, i);
  }
  for (size_t i = 0; i < judged.size(); ++i) {
    const python::NameUse& use = *judged[i].first;
    const auto it = use.written_prefix.empty() && !use.second.empty() ? stays.find(use.second.begin) : stays.end();
    if (it == stays.end() || it->second == i) continue;
    const python::NameUse& stayer = *judged[it->second].first;
    markUnsafe(out[first + i].fix, stayer.name + " (line " + std::to_string(stayer.pos.line) + "), bound by the same import, keeps no safe fix");
  }
}

}  // namespace

// Every torch.cuda name a Python file uses, with its torch.npu name or the lack of one, and the
// patch targets in test code that name them.
void torchCudaApi(const CheckContext& ctx, std::vector<Finding>& out) {
  const auto& names = ctx.target.python.names;
  const Modules modules(ctx.rule);
  std::vector<std::pair<const python::NameUse*, Judged>> judged;
  for (const auto& use : names) {
    if (!modules.holds(use.name)) continue;
    // `from torch.cuda.amp import autocast` records the module and the name: report the name.
    // (The same statement: the same line, or the same written `cuda` over several lines.)
    if (use.kind == PyUse::kImport && std::any_of(names.begin(), names.end(), [&](const python::NameUse& other) {
          const bool same_statement = other.pos.line == use.pos.line || (!use.second.empty() && other.second.begin == use.second.begin);
          return other.kind == PyUse::kImport && same_statement && other.name.rfind(use.name + ".", 0) == 0;
        }))
      continue;
    judged.emplace_back(&use, judge(use.name, ctx, modules));
  }
  // One written `cuda` can stand for several names (`from torch.cuda import amp, CUDAGraph`, and
  // the names those bind): it is renamed only when every one of them is a rename, and safely only
  // when none of them works differently on the NPU.
  std::set<uint32_t> blocked;
  std::map<uint32_t, std::string> differs;
  for (const auto& [use, j] : judged) {
    if (use->second.empty()) continue;
    if (!j.renames) blocked.insert(use->second.begin);
    if (!j.differs.empty()) differs.emplace(use->second.begin, j.differs);
  }
  const size_t first = out.size();
  for (const auto& [use, j] : judged) {
    out.push_back(ctx.finding(use->name, sourceLocation(ctx.target, use->pos, use->function), {{"name", use->name}, {"npu", j.npu}, {"source", j.source}}));
    if (!j.renames || blocked.count(use->second.begin)) continue;
    out.back().fix = ctx.fix_target == FixTarget::kNpu ? ctx.renameFix(FixSite::kModuleMember, "cuda", use->second.begin, use->second.pos)
                                                       : portableModuleFix(ctx, "cuda", *use);
    if (const auto it = differs.find(use->second.begin); it != differs.end()) markIfDiffers(out.back().fix, it->second);
    markUnsafeInCudaFunction(out.back().fix, use->function);
    if (ctx.fix_target == FixTarget::kPortable) markInsideCudaCall(ctx.target.python, *use, out.back().fix);
    decideAvailability(ctx, *use, out.back().fix);
    // `local_rank if torch.cuda.is_available() else "cpu"`: on the NPU the value picked must be
    // the NPU's. A string is the rules' to judge beside the test ("cuda", "nccl"); anything else
    // (an index, CUDA's to torch) is not followed.
    if (!use->chooses.empty() && !isStringLiteral(use->chooses))
      markUnsafe(out.back().fix, "it picks " + use->chooses + ", not a string: on the NPU that value is picked for the NPU");
  }
  if (ctx.fix_target == FixTarget::kPortable) {
    moveTogether(judged, ctx, out, first);
    moveImportTogether(judged, out, first);
  }
  patchTargets(ctx, out);
}

}  // namespace npu_lint::checks
