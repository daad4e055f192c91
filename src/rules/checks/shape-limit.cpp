#include <set>
#include <tuple>

#include "core/figures.h"
#include "rules/checks/checks.h"

namespace npu_lint::checks {
namespace {

// "aten::isin" matches every overload; "aten::isin.Tensor_Tensor" that one.
bool sameOp(const std::string& recorded, const std::string& called) {
  return recorded == called || (recorded.find('.') == std::string::npos && called.substr(0, called.find('.')) == recorded);
}

}  // namespace

// Each op call with tensor arguments whose rank is outside the range torch_npu's page states
// for the op (the rule's records), once per site and record, naming every such argument.
void shapeLimit(const CheckContext& ctx, std::vector<Finding>& out) {
  std::set<std::tuple<std::string, int, int, size_t>> seen;  // file, line, column, record line
  for (const auto& run : ctx.target.shapes)
    for (const auto& op : run.ops)
      for (const auto& record : ctx.rule.records) {
        if (!sameOp(record.get("op"), op.op)) continue;
        const size_t min_rank = std::stoul(record.get("min_rank")), max_rank = std::stoul(record.get("max_rank"));
        std::vector<std::string> arguments;
        const TensorShape* first = nullptr;
        for (size_t i = 0; i < op.inputs.size(); ++i) {
          const TensorShape& input = op.inputs[i];
          if (input.empty() || (record.get("argument") != "any" && record.get("argument") != std::to_string(i))) continue;
          if (input.sizes.size() >= min_rank && input.sizes.size() <= max_rank) continue;
          arguments.push_back(std::to_string(i + 1));
          if (!first) first = &input;
        }
        if (!first || !seen.emplace(siteFile(op.location), op.location.line, op.location.column, record.line).second) continue;
        out.push_back(ctx.finding(op.op, op.location,
                                  {{"rank", std::to_string(first->sizes.size())},
                                   {"shape", formatSizes(first->sizes)},
                                   {"argument", (arguments.size() == 1 ? "argument " : "arguments ") + join(arguments)},
                                   {"api", record.get("api")},
                                   {"supported", std::to_string(min_rank) + " to " + std::to_string(max_rank) + " dims"},
                                   {"source", record.get("source")},
                                   {"inputs", run.label}}));
      }
}

}  // namespace npu_lint::checks
