#include "rules/portable_fix.h"

#include <algorithm>
#include <optional>

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

Fix fixOf(const Plan& p, const std::string& written, std::vector<Edit> edits) {
  Fix fix;
  fix.applicability = p.portable->applicability;
  fix.title = "`" + written + "` -> `" + edits.front().replacement + "`, device-neutral (" + p.rewrite->source + ")";
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
  // Bytes are not text an expression could stand for; a value with a brace would need escaping.
  if (!p || s.literal.text.empty() || s.prefix.find_first_of("bB") != std::string::npos) return {};
  if (site == FixSite::kString) return fixOf(*p, s.literal.text, {replace(s.literal, p->rewrite->to)});
  // The prefix: the value from its first byte is `from` as written; an f-string keeps its own
  // interpolations, any other literal becomes one (its value has no braces: a device index).
  const bool f_string = s.prefix.find_first_of("fF") != std::string::npos;
  if (!f_string && s.value.find_first_of("{}") != std::string::npos) return {};
  std::string literal = s.literal.text;
  const size_t value_at = s.value_begin - s.literal.begin;
  if (literal.compare(value_at, from.size(), from) != 0) return {};
  literal.replace(value_at, from.size(), p->rewrite->to);  // `to` is an f-string's text: "{DEVICE_TYPE}:"
  if (!f_string) literal.insert(s.prefix.size(), "f");
  return fixOf(*p, s.literal.text, {replace(s.literal, literal)});
}

Fix portableMethodFix(const CheckContext& ctx, const std::string& from, const python::MemberUse& m) {
  const auto p = plan(ctx, FixSite::kMethod, from, m.token.begin);
  if (!p || m.arguments.empty() || !m.keyword_arguments_only) return {};
  // `to(DEVICE_TYPE)`: the method's name, and what goes first in its argument list.
  const std::string& to = p->rewrite->to;
  const size_t open = to.find('(');
  if (open == std::string::npos || to.back() != ')') return {};
  const std::string first = to.substr(open + 1, to.size() - open - 2);
  const bool empty = m.arguments.end - m.arguments.begin == 2;  // `()`
  Edit name{m.token.begin, m.token.end, from, to.substr(0, open), m.token.pos.line, m.token.pos.column};
  Edit argument{m.arguments.begin + 1, m.arguments.begin + 1, "", empty ? first : first + ", ", m.arguments.pos.line, m.arguments.pos.column + 1};
  Fix fix = fixOf(*p, "." + from + "()", {name, argument});
  fix.title = "`." + from + "(...)` -> `." + to.substr(0, open) + "(" + first + ", ...)`, device-neutral (" + p->rewrite->source + ")";
  return fix;
}

Fix portableModuleFix(const CheckContext& ctx, const std::string& from, const python::NameUse& use) {
  const auto p = plan(ctx, FixSite::kModuleMember, from, use.written_prefix.begin);
  if (!p || use.written_prefix.text.empty()) return {};
  return fixOf(*p, use.written_prefix.text, {replace(use.written_prefix, p->rewrite->to)});
}

}  // namespace npu_lint
