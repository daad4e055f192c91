// What a rule's check sees, and the small helpers every check shares.
#pragma once
#include <functional>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "facts/target.h"
#include "rules/rule_data.h"

namespace npu_lint {

class OpDb;
class ApiMap;
class CodeLinks;
struct ProjectEnvironment;

struct CheckContext {
  const Target& target;
  const CodeLinks& links;  // the whole scan, for links across files
  const ProjectEnvironment& environment;  // the versions the scan's project files state, judged together
  const OpDb& db;
  const ApiMap& api_map;
  const std::string& release;  // "2.12": the release the API pages and series tables are read for
  const std::string& judged;   // what op verdicts judge: the package ("2.12.0"), else the release
  const RuleData& rule;
  const std::vector<std::string>& chips;  // --chip: the products to judge Python APIs for; empty: all
  FixTarget fix_target = FixTarget::kPortable;  // what fixes write: device-neutral code, or NPU-only

  // A finding of this rule for `op` at `location`. The message is the rule's template with
  // {op}, {release} (what verdicts judge: `judged`) and `values` filled in; the suggestion is the rule's rewrite for `op`.
  Finding finding(const std::string& op, const Location& location, std::map<std::string, std::string> values = {}) const;
  // The same, for an op of the inventory: adds {count} and {support}, located at its first site.
  Finding finding(const OpUse& op, std::map<std::string, std::string> values = {}) const;

  // The rule's fix for a Python site: the rename of its [fix] for (site, from), replacing the
  // bytes of `from` that start at `begin` (at `pos`) with its `to`; `import torch_npu` is added
  // where the rule's fix says so. Empty when the rule has no such rename or the site's bytes are
  // unknown (begin 0).
  // A fix that needs torch_npu imported, in a file that imports no torch_npu and has no
  // module-level torch import to add it after, is unsafe: nothing in the file makes the NPU
  // device exist, so the rename alone may break the code.
  Fix renameFix(FixSite site, const std::string& from, uint32_t begin, const SourcePos& pos) const;
};

// Makes `fix` unsafe (applied only with --unsafe-fixes), saying why in its title: a safe fix
// never changes what the code does.
void markUnsafe(Fix& fix, const std::string& why);
// The strings of a file that are one choice of several, not tested: an element of a list of
// choices (python::StringUse::one_of_several), or a value given beside such a list in the same
// call that holds it (argparse's `default="cuda", choices=["cpu", "cuda"]`): renamed, it is not
// among them. Indexed once per file (a call may have thousands of arguments).
class Choices {
 public:
  explicit Choices(const python::PythonFacts& py);
  bool holds(const python::StringUse& s) const;

 private:
  std::set<std::tuple<unsigned, unsigned, std::string>> listed_;  // (call line, column, value)
};
// Why a rename of one choice of several is unsafe, and what such a finding's message ends with.
inline constexpr const char* kChoiceGone = "one choice of several: renamed, CUDA's choice is gone; the port adds the NPU's beside it";
inline constexpr const char* kChoiceNote = " beside it";
// A declared choice (python::StringUse::declared_choice: `Literal["nccl", "gloo"]`; or an element
// of a list given as one of the rule's param choice_keywords: argparse's `choices=[...]`) gets
// the NPU's value beside it, `"cuda", "npu"`, on either fix target: the values allowed grow, and
// each allowed before means what it did. The NPU's value is the rule's [fix] rename of (site,
// from) applied to the literal as written. Empty for any other string.
Fix addChoiceFix(const CheckContext& ctx, const python::StringUse& s, FixSite site, const std::string& from);
// The fix of a CUDA string a rule renames: the NPU's value added beside a declared choice
// (addChoiceFix); else `--to npu`'s rename, or the portable target's `portable()` (none for one
// choice of several). A rename of one choice of several is unsafe (kChoiceGone).
Fix choiceOrRenameFix(const CheckContext& ctx, const python::StringUse& s, FixSite site, const std::string& from,
                      bool one_of_several, const std::function<Fix()>& portable);
// What the block a device test decides holds, as far as the file shows. kCudaOnly: something
// only CUDA runs, a subscripted launch (a Triton kernel: `kernel[grid](...)`), a call whose name
// has one of the rule's param guard_cuda_only_words as a `_`- or `.`-separated word
// (`fused_adam_cuda.step()`, a `*_cuda` extension), or a string naming CUDA beside other words
// (python::GuardedBlock::cuda_named_string: `sort_by="self_cuda_time_total"`) or a name of torch's
// outside torch.cuda with a CUDA word (cuda_named_name: `torch.backends.cuda.matmul`); a test around it is
// never rewritten. kNotShown: a call to code not shown here, none of torch's own functions, the
// rule's param guard_neutral_calls (builtins, warnings; a name ending in "." stands for its
// module's) or methods of values (the file's own functions, self's methods, guard_foreign_calls:
// torch.ops); a test around it moves only unsafely. `why` says which, for a fix's title.
struct GuardBody {
  enum class Kind { kNeutral, kNotShown, kCudaOnly };
  Kind kind = Kind::kNeutral;
  std::string why;  // "calls f(), code not shown here that may be CUDA-only"
};
GuardBody guardBodyOf(const python::GuardedBlock& block, const RuleData& rule);
// Records on a device test's fix (empty or not) the block it decides (Fix::decides_*), which
// rules/guard_fixes.h settles once all rules ran.
void decides(Fix& fix, const python::GuardedBlock& block);
// An Enum member's string (python::StringUse::enum_member_of) whose class already has a member
// valued as the rule's string rename makes it ("cuda" -> "npu"): the enum is ported, not reported.
// Else, with a rename, a finding's advice: the NPU's member beside it.
bool enumHasNpuMember(const CheckContext& ctx, const python::StringUse& s, const std::string& from);
// Whether the file imports `module` or a submodule of it (`import ray`, `from ray.util import x`).
bool importsModule(const python::PythonFacts& py, const std::string& module);

// A fix inside a function whose name says CUDA (`is_cuda_available`, a `cuda()` method) is
// unsafe: callers may rely on it meaning CUDA, which the rewrite would change.
void markUnsafeInCudaFunction(Fix& fix, const std::string& function);

using CheckFn = void (*)(const CheckContext&, std::vector<Finding>&);

// A source position as a Location in `target`'s file.
Location sourceLocation(const Target& target, const SourcePos& pos, const std::string& function = "");
// Another file's `path` as a finding at `target` shows it: from target's folder when near
// ("../ops/add.py"), else as scanned.
std::string pathFromTarget(const Target& target, const std::string& path);
// Line `line` of file `at` as a finding at `target` names it: "line 30" in its own file, else
// "../ops/add.py:30".
std::string siteText(const Target& target, const Target& at, unsigned line);

// "aten::index_add_" matches every overload; "aten::repeat_interleave.self_Tensor" one.
bool opMatches(const OpUse& op, const std::vector<std::string>& patterns);

// A PyTorch API a Python file uses, named as torch_npu's pages name it.
struct PythonApiUse {
  std::string name;  // "torch.nonzero", "torch.Tensor.clamp_"
  Location location;
  bool is_call = false;
  // A Tensor method called on a value the code does not show to be a tensor (`x.stride()` with
  // `x` a parameter without annotation): the finding says so and stays info.
  bool unknown_receiver = false;
};
// Free text quoted from upstream, cut for one line: at most `max` characters, at a word, with "…"
// when cut (the finding's `quote` keeps all of it).
std::string shortQuote(const std::string& text, size_t max = 80);

// What a finding on such a use adds to its message.
extern const char* const kUnknownReceiverNote;
// The imported names it uses (imports themselves aside) and the Tensor methods it calls on
// values the op link took for tensors, in source order.
std::vector<PythonApiUse> pythonApiUses(const Target& target);

}  // namespace npu_lint
