#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "opdb/op_db.h"
#include "rules/checks/checks.h"

namespace npu_lint::checks {
namespace {

// Nodes of `op` whose shape-bounding argument (bincount's minlength, one_hot's num_classes)
// is a positive constant.
size_t boundedNodes(const CheckContext& ctx, const OpUse& op) {
  size_t bounded = 0;
  for (const auto& fact : ctx.target.facts) bounded += fact.fact == GraphFactKind::kStaticBound && fact.op == qualifiedName(op);
  return bounded;
}

bool isIntLiteral(const std::string& text) {
  return !text.empty() && text.find_first_not_of("0123456789_") == std::string::npos && std::isdigit(static_cast<unsigned char>(text[0]));
}

// A Python call site of `op` that gives the rule's int_argument an int literal: it runs the
// overload that takes an int, whose output size is static. Every call of the rule's
// python_argument_calls on that line must give one (the line is what the site knows).
bool givenInt(const CheckContext& ctx, const OpUse& op) {
  if (ctx.target.kind != InputKind::kPythonSource || op.locations.empty() || !opMatches(op, ctx.rule.param("int_argument_ops")))
    return false;
  const auto& keywords = ctx.rule.param("int_argument");
  const auto& positions = ctx.rule.param("int_argument_position");
  const auto& callees = ctx.rule.param("python_argument_calls");
  if (keywords.empty() || positions.empty()) return false;
  const size_t method_position = std::strtoul(positions.front().c_str(), nullptr, 10);
  bool any = false;
  for (const auto& call : ctx.target.python.calls) {
    if (static_cast<int>(call.pos.line) != op.locations.front().line ||
        std::find(callees.begin(), callees.end(), call.callee) == callees.end())
      continue;
    const size_t position = method_position + (call.callee.rfind('.', 0) == 0 ? 0 : 1);
    std::string value;
    size_t positional = 0;
    for (const auto& argument : call.arguments) {
      if (argument.keyword == keywords.front()) value = argument.value;
      else if (argument.keyword.empty() && positional++ == position) value = argument.value;
    }
    if (!isIntLiteral(value)) return false;
    any = true;
  }
  return any;
}

}  // namespace

// Ops PyTorch tags dynamic_output_shape (native_functions.yaml), plus the rule's own `ops`,
// minus `skip_ops` (boolean-mask indexing has its own rule) and fully bounded uses.
void dynamicOutputShape(const CheckContext& ctx, std::vector<Finding>& out) {
  for (const auto& op : ctx.target.ops) {
    if (opMatches(op, ctx.rule.skip_ops)) continue;
    const OpRecord* record = ctx.db.find(op.name, op.overload);
    const bool tagged = record && record->native && record->native->dynamic_output_shape;
    if (!tagged && !opMatches(op, ctx.rule.ops)) continue;
    if (boundedNodes(ctx, op) >= op.count || givenInt(ctx, op)) continue;
    out.push_back(ctx.finding(op));
  }
}

}  // namespace npu_lint::checks
