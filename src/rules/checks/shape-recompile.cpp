#include <map>
#include <set>

#include "core/figures.h"
#include "rules/checks/checks.h"

namespace npu_lint::checks {
namespace {

std::string signature(const std::vector<TensorShape>& tensors) {
  std::string out;
  for (const auto& t : tensors) out += t.empty() ? "-;" : formatSizes(t.sizes) + ":" + t.dtype + ";";
  return out;
}

}  // namespace

// With several input sets: the distinct shape signatures of the graph (each one a graph
// compile on Ascend) and of each op call site (kernel compiles), the input dims that vary,
// once per model at its first varying op call.
void shapeRecompile(const CheckContext& ctx, std::vector<Finding>& out) {
  const auto& runs = ctx.target.shapes;
  if (runs.size() < 2) return;
  std::set<std::string> graphs;
  std::map<std::tuple<std::string, std::string, int, int>, std::set<std::string>> per_site;  // op, file, line, column
  const ShapedOp* first_varying = nullptr;
  for (const auto& run : runs) {
    std::string graph = signature(run.inputs) + "|";
    for (const auto& op : run.ops) {
      const std::string shapes = signature(op.inputs) + ">" + signature(op.outputs);
      graph += op.op + "(" + shapes + ")";
      auto& site = per_site[{op.op, siteFile(op.location), op.location.line, op.location.column}];
      site.insert(shapes);
      if (site.size() == 2 && !first_varying) first_varying = &op;
    }
    graphs.insert(graph);
  }
  if (graphs.size() < 2) return;
  size_t varying_sites = 0, kernels = 0;
  for (const auto& [site, shapes] : per_site)
    if (shapes.size() > 1) {
      ++varying_sites;
      kernels += shapes.size();
    }
  // The input dims whose sizes differ between the sets: the ones to bucket.
  std::vector<std::string> dims;
  for (size_t i = 0; i < runs[0].inputs.size(); ++i)
    for (size_t d = 0; d < runs[0].inputs[i].sizes.size(); ++d) {
      std::set<int64_t> values;
      for (const auto& run : runs)
        if (i < run.inputs.size() && d < run.inputs[i].sizes.size()) values.insert(run.inputs[i].sizes[d]);
      if (values.size() < 2) continue;
      std::vector<std::string> listed;
      for (int64_t v : values) listed.push_back(std::to_string(v));
      dims.push_back("input " + std::to_string(i + 1) + " dim " + std::to_string(d) + " (" + join(listed) + ")");
    }
  const ShapedOp& at = first_varying ? *first_varying : runs[0].ops.front();
  out.push_back(ctx.finding(at.op, at.location,
                            {{"sets", std::to_string(runs.size())},
                             {"graphs", std::to_string(graphs.size())},
                             {"sites", std::to_string(varying_sites)},
                             {"kernels", std::to_string(kernels)},
                             {"dims", dims.empty() ? "none of the inputs' dims (the graph's own shapes vary)" : join(dims)}}));
}

}  // namespace npu_lint::checks
