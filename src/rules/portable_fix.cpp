#include "rules/portable_fix.h"

#include <algorithm>
#include <optional>

#include "core/strings.h"

namespace npu_lint {
namespace {

// The rule's portable rewrite for (site, from), with the prologue edit a fix at `site_begin`
// needs; null when the file cannot take it: no `import torch` to write the prologue after, a
// name the prologue defines already written in the file, or a site before the prologue (module
// code there would run before the names exist).
struct Plan {
  const PortableFix* portable = nullptr;
  const FixRename* rewrite = nullptr;
  Edit prologue;
};

std::optional<Plan> plan(const CheckContext& ctx, FixSite site, const std::string& from, uint32_t site_begin) {
  if (!ctx.rule.fix || !ctx.rule.fix->portable || site_begin == 0) return std::nullopt;
  const PortableFix& portable = *ctx.rule.fix->portable;
  const FixRename* rewrite = portable.rewrite(site, from);
  const python::PythonFacts& py = ctx.target.python;
  const python::InsertPoint& at = py.after_import_torch;
  if (!rewrite || at.empty() || site_begin < at.at) return std::nullopt;
  for (const auto& name : portable.defines)
    if (std::find(py.present_identifiers.begin(), py.present_identifiers.end(), name) != py.present_identifiers.end()) return std::nullopt;
  Plan p{&portable, rewrite, {}};
  const std::string eol = py.crlf ? "\r\n" : "\n";
  p.prologue.begin = p.prologue.end = at.at;
  p.prologue.line = at.line;
  p.prologue.column = 1;
  for (const char c : portable.prologue) p.prologue.replacement += c == '\n' ? eol : std::string(1, c);
  return p;
}

// `what` says what becomes what ("`\"cuda\"` -> `DEVICE_TYPE`"); the title adds where the rewrite comes from.
Fix fixOf(const Plan& p, const std::string& what, std::vector<Edit> edits) {
  Fix fix;
  fix.applicability = p.portable->applicability;
  fix.title = what + ", device-neutral (" + p.rewrite->source + ")";
  edits.push_back(p.prologue);
  fix.edits = std::move(edits);
  return fix;
}

Edit replace(const python::Token& token, std::string replacement) {
  return {token.begin, token.end, token.text, std::move(replacement), token.pos.line, token.pos.column};
}

}  // namespace

Fix portableStringFix(const CheckContext& ctx, FixSite site, const std::string& from, const python::StringUse& s) {
  const auto p = plan(ctx, site, from, s.literal.begin);
  // Bytes are not text; a u"" literal cannot become an f-string.
  if (!p || s.literal.text.empty() || s.prefix.find_first_of("bBuU") != std::string::npos) return {};
  if (site == FixSite::kString) {
    // An expression with strings of its own quotes them as the literal did: inside an f-string's
    // braces, the other quote may be the only one Python reads.
    std::string to = p->rewrite->to;
    if (s.literal.text.back() == '\'') std::replace(to.begin(), to.end(), '"', '\'');
    return fixOf(*p, "`" + s.literal.text + "` -> `" + to + "`", {replace(s.literal, to)});
  }
  // The prefix: the value's first bytes are `from` as written, replaced by `to`, an f-string's
  // text ("{DEVICE_TYPE}:"). An f-string keeps its interpolations untouched (other fixes may edit
  // them); any other literal becomes an f-string (its value has no braces: a device index).
  const bool f_string = s.prefix.find_first_of("fF") != std::string::npos;
  if (!f_string && s.value.find_first_of("{}") != std::string::npos) return {};
  const size_t value_at = s.value_begin - s.literal.begin;
  if (s.literal.text.compare(value_at, from.size(), from) != 0) return {};
  std::vector<Edit> edits{{s.value_begin, s.value_begin + static_cast<uint32_t>(from.size()), from, p->rewrite->to, s.value_pos.line, s.value_pos.column}};
  if (!f_string) edits.push_back({s.literal.begin, s.literal.begin, "", "f", s.literal.pos.line, s.literal.pos.column});
  return fixOf(*p, "`" + s.literal.text + "` as an f-string starting `" + p->rewrite->to + "`", std::move(edits));
}

Fix portableMethodFix(const CheckContext& ctx, const std::string& from, const python::MemberUse& m) {
  const auto p = plan(ctx, FixSite::kMethod, from, m.token.begin);
  if (!p || m.arguments.empty() || !m.keyword_arguments_only) return {};
  // Only keywords the new call takes too (`.cuda(device=d)` has no `.to` form that keeps `d`).
  const auto& kept = ctx.rule.param("portable_method_keywords");
  for (const auto& keyword : m.keywords)
    if (std::find(kept.begin(), kept.end(), keyword) == kept.end()) return {};
  // `to(DEVICE_TYPE)`: the method's name, and what goes first in its argument list.
  const std::string& to = p->rewrite->to;
  const size_t open = to.find('(');
  if (open == std::string::npos || to.back() != ')') return {};
  const std::string first = to.substr(open + 1, to.size() - open - 2);
  const bool empty = m.keywords.empty();  // `()`, `( )`: keyword arguments only, and none
  Edit name{m.token.begin, m.token.end, from, to.substr(0, open), m.token.pos.line, m.token.pos.column};
  Edit argument{m.arguments.begin + 1, m.arguments.begin + 1, "", empty ? first : first + ", ", m.arguments.pos.line, m.arguments.pos.column + 1};
  return fixOf(*p, "`." + from + "(...)` -> `." + to.substr(0, open) + "(" + first + ", ...)`", {name, argument});
}

namespace {

// `from torch.cuda.amp import autocast, GradScaler as GS` -> `autocast, GS = device_module.amp.autocast,
// device_module.amp.GradScaler`: the same objects on CUDA machines, the NPU's where torch_npu is
// installed. The statement must run after the prologue (a function's import, or one below it).
Fix portableFromImportFix(const CheckContext& ctx, const std::string& from, const python::FromImport& import) {
  const auto p = plan(ctx, FixSite::kModuleMember, from, import.statement.begin);
  if (!p || import.names.empty() || import.statement.text.empty()) return {};
  // What follows the module's second part (`.amp` of `torch.cuda.amp`), as written.
  const std::string rest = import.module.text.substr(import.second.end - import.module.begin);
  // Read as an attribute, a submodule must be one the package loads itself.
  const bool loaded = rest.empty() || among(ctx.rule.param("loaded_submodules"), rest.substr(1));
  std::vector<std::string> bound, values;
  for (const auto& name : import.names) {
    bound.push_back(name.bound);
    values.push_back(p->rewrite->to + rest + "." + name.imported);
  }
  const std::string assignment = join(bound) + " = " + join(values);
  Fix fix = fixOf(*p, "`" + import.statement.text + "` -> `" + assignment + "`", {replace(import.statement, assignment)});
  if (!loaded) markUnsafe(fix, rest.substr(1) + " is read as an attribute, which it is only once something has imported it");
  return fix;
}

}  // namespace

Fix portableModuleFix(const CheckContext& ctx, const std::string& from, const python::NameUse& use) {
  if (use.written_prefix.text.empty()) {
    // A name a from-import binds (and the import itself): the statement becomes an assignment.
    if (use.second.empty()) return {};
    for (const auto& import : ctx.target.python.from_imports)
      if (import.second.begin == use.second.begin) return portableFromImportFix(ctx, from, import);
    return {};
  }
  const auto p = plan(ctx, FixSite::kModuleMember, from, use.written_prefix.begin);
  if (!p) return {};
  return fixOf(*p, "`" + use.written_prefix.text + "` -> `" + p->rewrite->to + "`", {replace(use.written_prefix, p->rewrite->to)});
}

}  // namespace npu_lint
