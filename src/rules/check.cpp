#include "rules/check.h"

#include "core/paths.h"
#include "core/strings.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <set>

namespace npu_lint {

Finding CheckContext::finding(const std::string& op, const Location& location,
                              std::map<std::string, std::string> values) const {
  values.emplace("op", op);
  values.emplace("release", judged);
  values.emplace("source", "");  // a rule whose evidence is "{source}" may have none for a site
  const auto count = values.find("count");  // {uses}: " (3 uses)", "" for one
  values.emplace("uses", count == values.end() || count->second == "1" ? "" : " (" + count->second + " uses)");
  Finding f;
  f.rule = rule.id;
  f.category = rule.category;
  f.severity = rule.severity;
  f.message = expandTemplate(rule.message, values);
  f.evidence = expandTemplate(rule.evidence, values);
  if (f.evidence.rfind("; ", 0) == 0) f.evidence.erase(0, 2);  // an empty first part
  f.op = op.substr(0, op.find('.', op.find("::")));
  f.location = location;
  if (const Suggestion* suggestion = rule.suggestionFor(op)) {
    f.suggestion = suggestion->text;
    f.suggestion_ops = suggestion->ops;
    f.suggestion_before = suggestion->before;
    f.suggestion_after = suggestion->after;
  }
  return f;
}

Finding CheckContext::finding(const OpUse& op, std::map<std::string, std::string> values) const {
  values.emplace("count", std::to_string(op.count));
  values.emplace("support", nameOf(op.verdict.support));
  Location location = op.locations.empty() ? Location{} : op.locations.front();
  if (location.module.empty() && !op.modules.empty()) location.module = op.modules.front();
  Finding f = finding(qualifiedName(op), location, std::move(values));
  f.op = op.name;
  return f;
}

GuardBody guardBodyOf(const python::GuardedBlock& block, const RuleData& rule) {
  using Kind = GuardBody::Kind;
  const auto matches = [](const std::vector<std::string>& names, const std::string& call) {
    return std::any_of(names.begin(), names.end(), [&](const std::string& name) {
      return name == call || (name.back() == '.' && call.rfind(name, 0) == 0);
    });
  };
  const auto& foreign = rule.param("guard_foreign_calls");
  const auto& neutral = rule.param("guard_neutral_calls");
  // torch's own names (torch.cuda.*) and methods are judged by their own findings.
  const auto shown = [&](const std::string& call) {
    return !matches(foreign, call) && (startsWith(call, python::GuardedBlock::kMethodCall) || matches(neutral, call));
  };
  if (!block.cuda_named_string.empty()) return {Kind::kCudaOnly, "names \"" + block.cuda_named_string + "\", which only CUDA has"};
  if (!block.cuda_named_name.empty()) return {Kind::kCudaOnly, "names " + block.cuda_named_name + ", CUDA's by its name"};
  for (const auto& call : block.calls)
    if (call == "[]" || (!shown(call) && hasWordOf(call, rule.param("guard_cuda_only_words"))))
      return {Kind::kCudaOnly, call == "[]" ? "launches a subscripted kernel (kernel[grid](...), a Triton kernel's form)" : "calls " + call + "(), CUDA's by its name"};
  for (const auto& call : block.calls)
    if (!shown(call)) return {Kind::kNotShown, "calls " + call + "(), code not shown here that may be CUDA-only"};
  return {};
}

void decides(Fix& fix, const python::GuardedBlock& block) {
  fix.decides_first_line = block.first_line;
  fix.decides_last_line = block.last_line;
}

bool enumHasNpuMember(const CheckContext& ctx, const python::StringUse& s, const std::string& from) {
  const FixRename* rename = ctx.rule.fix ? ctx.rule.fix->rename(FixSite::kString, from) : nullptr;
  if (!rename || s.enum_member_of.empty()) return false;
  const auto& strings = ctx.target.python.strings;
  return std::any_of(strings.begin(), strings.end(), [&](const python::StringUse& other) {
    return other.enum_member_of == s.enum_member_of && other.value == rename->to;
  });
}

bool importsModule(const python::PythonFacts& py, const std::string& module) {
  return std::any_of(py.names.begin(), py.names.end(), [&](const python::NameUse& use) {
    return use.kind == PyUse::kImport && (use.name == module || use.name.rfind(module + ".", 0) == 0);
  });
}

Choices::Choices(const python::PythonFacts& py) {
  for (const auto& s : py.strings)
    if (s.one_of_several && s.context == PyContext::kArgument) listed_.emplace(s.callee_pos.line, s.callee_pos.column, s.value);
}

bool Choices::holds(const python::StringUse& s) const {
  if (s.tested) return false;
  return s.one_of_several || (s.context == PyContext::kArgument && listed_.count({s.callee_pos.line, s.callee_pos.column, s.value}));
}

Fix addChoiceFix(const CheckContext& ctx, const python::StringUse& s, FixSite site, const std::string& from) {
  const auto& keywords = ctx.rule.param("choice_keywords");
  const bool declared = s.declared_choice || (s.one_of_several && s.context == PyContext::kArgument &&
                                              std::find(keywords.begin(), keywords.end(), s.keyword) != keywords.end());
  if (!declared || s.tested || !ctx.rule.fix || s.literal.text.empty() || s.value.find('{') != std::string::npos) return {};
  const FixRename* rename = ctx.rule.fix->rename(site, from);
  const size_t value_at = s.value_begin - s.literal.begin;
  if (!rename || s.literal.text.compare(value_at, from.size(), from) != 0) return {};
  std::string added = s.literal.text;
  added.replace(value_at, from.size(), rename->to);
  Fix fix;
  fix.title = "`" + added + "` added beside `" + s.literal.text + "`: one more value allowed, CUDA's kept (" + rename->source + ")";
  const auto length = s.literal.end - s.literal.begin;
  fix.edits.push_back({s.literal.end, s.literal.end, "", ", " + added, s.literal.pos.line, s.literal.pos.column + length});
  return fix;
}

Fix choiceOrRenameFix(const CheckContext& ctx, const python::StringUse& s, FixSite site, const std::string& from,
                      bool one_of_several, const std::function<Fix()>& portable) {
  if (Fix added = addChoiceFix(ctx, s, site, from); !added.empty()) return added;
  Fix fix = ctx.fix_target == FixTarget::kNpu ? ctx.renameFix(site, from, s.value_begin, s.value_pos)
            : one_of_several                  ? Fix{}
                                              : portable();
  if (one_of_several) markUnsafe(fix, kChoiceGone);
  return fix;
}

Fix CheckContext::renameFix(FixSite site, const std::string& from, uint32_t begin, const SourcePos& pos) const {
  if (!rule.fix || begin == 0) return {};
  const FixRename* rename = rule.fix->rename(site, from);
  if (!rename) return {};
  Fix fix;
  fix.applicability = rule.fix->applicability;
  fix.title = "`" + from + "` -> `" + rename->to + "` (" + rename->source + ")";
  const auto length = static_cast<uint32_t>(from.size());
  fix.edits.push_back({begin, begin + length, from, rename->to, pos.line, pos.column});
  // A patch target names a module path; nothing in the string runs on the device.
  if (rule.fix->adds_torch_npu_import && site != FixSite::kPatchTarget) {
    if (!target.python.add_torch_npu_import.empty()) {
      fix.edits.push_back(target.python.add_torch_npu_import);
    } else if (!importsModule(target.python, "torch_npu")) {
      markUnsafe(fix, "the file has no module-level torch import to add `import torch_npu` after; import torch_npu where the device is used");
    }
  }
  return fix;
}

void markUnsafe(Fix& fix, const std::string& why) {
  if (fix.empty()) return;
  fix.applicability = FixApplicability::kUnsafe;
  fix.title += " (unsafe: " + why + ")";
}

void markUnsafeInCudaFunction(Fix& fix, const std::string& function) {
  std::string lower = function;
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (lower.find("cuda") != std::string::npos)
    markUnsafe(fix, "inside " + function + "(), whose name says CUDA: its callers may rely on that");
}

std::string pathFromTarget(const Target& target, const std::string& path) {
  return pathNear(path, std::filesystem::path(target.path).parent_path().string());
}

std::string siteText(const Target& target, const Target& at, unsigned line) {
  if (&at == &target) return "line " + std::to_string(line);
  return pathFromTarget(target, at.path) + ":" + std::to_string(line);
}

Location sourceLocation(const Target& target, const SourcePos& pos, const std::string& function) {
  Location location;
  location.file = target.path;
  location.line = static_cast<int>(pos.line);
  location.column = static_cast<int>(pos.column);
  location.function = function;
  return location;
}

bool opMatches(const OpUse& op, const std::vector<std::string>& patterns) {
  const std::string full = qualifiedName(op);
  return std::any_of(patterns.begin(), patterns.end(),
                     [&](const std::string& pattern) { return pattern == op.name || pattern == full; });
}

std::string shortQuote(const std::string& text, size_t max) {
  if (text.size() <= max) return text;
  size_t cut = text.rfind(' ', max);
  if (cut == std::string::npos || cut == 0) cut = max;
  while (cut > 0 && (text[cut - 1] == ',' || text[cut - 1] == ';' || text[cut - 1] == ':')) --cut;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;  // not inside a UTF-8 character
  return text.substr(0, cut) + "…";
}

const char* const kUnknownReceiverNote = " (on a value not shown to be a tensor)";

namespace {

// The argument lists of a file's subscripted calls, for asking whether a token is in one: sorted
// by start, with the furthest end so far, so each question is one binary search.
class ByteRanges {
 public:
  explicit ByteRanges(const std::vector<python::SubscriptedCall>& calls) {
    for (const auto& call : calls) ranges_.emplace_back(call.arguments.begin, call.arguments.end);
    std::sort(ranges_.begin(), ranges_.end());
    for (size_t i = 1; i < ranges_.size(); ++i) ranges_[i].second = std::max(ranges_[i].second, ranges_[i - 1].second);
  }
  bool contain(const python::Token& token) const {
    auto it = std::upper_bound(ranges_.begin(), ranges_.end(), std::pair(token.begin, ~0u));
    return it != ranges_.begin() && std::prev(it)->second >= token.end && !token.empty();
  }

 private:
  std::vector<std::pair<uint32_t, uint32_t>> ranges_;  // (begin, the furthest end of this and those before)
};

}  // namespace

std::vector<PythonApiUse> pythonApiUses(const Target& target) {
  std::vector<PythonApiUse> uses;
  for (const auto& use : target.python.names)
    if (use.kind != PyUse::kImport) uses.push_back({use.name, sourceLocation(target, use.pos, use.function), use.kind == PyUse::kCall});
  const std::string method = "Tensor.";
  std::set<std::pair<unsigned, unsigned>> unknown;  // member calls on values of unknown kind
  // Member calls in a Triton launch's arguments (`kernel[grid](x, x.stride(0))`): a metadata
  // query there (a host op) only passes the kernel a number.
  std::set<std::pair<int, int>> in_launch;
  const ByteRanges launches(target.python.subscripted_calls);
  for (const auto& member : target.python.members) {
    if (member.receiver.empty()) unknown.emplace(member.pos.line, member.pos.column);
    if (launches.contain(member.token)) in_launch.emplace(member.pos.line, member.pos.column);
  }
  std::set<std::pair<int, int>> sites;  // a call running several ops is one use
  for (const auto& op : target.ops)
    for (const auto& at : op.locations) {
      if (op.verdict.support == Support::kHost && in_launch.count({at.line, at.column})) continue;
      if (at.call.rfind(method, 0) == 0 && sites.emplace(at.line, at.column).second) {
        Location location = at;
        location.call.clear();
        location.for_some_arguments = false;
        uses.push_back({"torch." + at.call, location, true,
                        unknown.count({static_cast<unsigned>(at.line), static_cast<unsigned>(at.column)}) > 0});
      }
    }
  std::stable_sort(uses.begin(), uses.end(), [](const PythonApiUse& a, const PythonApiUse& b) {
    return std::pair(a.location.line, a.location.column) < std::pair(b.location.line, b.location.column);
  });
  return uses;
}

}  // namespace npu_lint
