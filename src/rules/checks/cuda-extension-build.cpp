#include <algorithm>
#include <filesystem>
#include <set>

#include "core/strings.h"
#include "rules/checks/checks.h"
#include "rules/op_links.h"

namespace npu_lint::checks {
namespace {

struct Found {
  size_t scanned = 0, launches = 0, calls = 0;
  // Kernels defined in the sources and in the headers they include, each once.
  std::set<const cuda::KernelFact*> kernels;
  std::vector<std::string> header_kernels;  // names of those defined in included headers
  std::string counts() const {
    std::string text = std::to_string(kernels.size()) + " kernel(s)";
    if (!header_kernels.empty()) {
      text += " (" + std::to_string(header_kernels.size()) + " in included headers:";
      for (const auto& name : header_kernels) text += " " + name;
      text += ")";
    }
    return text + ", " + std::to_string(launches) + " launch(es), " + std::to_string(calls) + " CUDA API call(s)";
  }
};

// "csrc/a.cu (in this scan: 2 kernel(s) (1 in included headers: k), 3 launch(es), 5 CUDA API
// call(s))", or "(not in this scan)"; adds what it found to `total`.
std::string describe(const std::string& source, const Target& python, const CodeLinks& links, Found& total) {
  const std::string path = (std::filesystem::path(python.path).parent_path() / source).string();
  const Target* target = links.targetAt(path);
  if (!target) return source + " (not in this scan)";
  Found found{1, target->source.launches.size(), target->source.calls.size(), {}, {}};
  for (const auto& kernel : target->source.kernels) found.kernels.insert(&kernel);
  for (const auto& included : links.kernelsIncludedBy(*target))
    if (found.kernels.insert(included.kernel).second) found.header_kernels.push_back(included.kernel->name);
  total.scanned += 1;
  total.launches += found.launches;
  total.calls += found.calls;
  for (const auto* kernel : found.kernels) total.kernels.insert(kernel);
  for (const auto& name : found.header_kernels)
    if (std::find(total.header_kernels.begin(), total.header_kernels.end(), name) == total.header_kernels.end()) total.header_kernels.push_back(name);
  return source + " (in this scan: " + found.counts() + ")";
}

// A builder call: `name` the builder, `as_written` the callee as the file wrote it (a variable
// holding the builder: `ext = CUDAExtension` ... `ext("pkg._C", sources)`).
struct BuilderCall {
  std::string name, as_written;
  SourcePos pos;
  std::string function;
};

// The file's calls of `builders`: by name, and through a variable the frontend saw assigned one
// (a Call fact at a position no call of the name has).
std::vector<BuilderCall> builderCalls(const python::PythonFacts& py, const std::vector<std::string>& builders) {
  std::vector<BuilderCall> out;
  std::set<std::pair<unsigned, unsigned>> by_name;
  for (const auto& use : py.names)
    if (use.kind == PyUse::kCall && among(builders, use.name)) {
      out.push_back({use.name, use.name, use.pos, use.function});
      by_name.emplace(use.pos.line, use.pos.column);
    }
  for (const auto& call : py.calls)
    if (among(builders, call.callee) && !by_name.count({call.pos.line, call.pos.column}))
      out.push_back({call.callee, "", call.pos, call.function});
  return out;
}

}  // namespace

// Calls building CUDA extensions (the rule's cuda_builders, and source_builders given a CUDA
// source), with the CUDA sources they list linked to what the scan found in them.
void cudaExtensionBuild(const CheckContext& ctx, std::vector<Finding>& out) {
  const auto& cuda_builders = ctx.rule.param("cuda_builders");
  const auto& source_builders = ctx.rule.param("source_builders");
  const auto& suffixes = ctx.rule.param("cuda_suffixes");
  std::vector<std::string> builders = cuda_builders;
  builders.insert(builders.end(), source_builders.begin(), source_builders.end());
  for (const auto& use : builderCalls(ctx.target.python, builders)) {
    const bool always = among(cuda_builders, use.name);
    std::vector<std::string> cuda_sources;
    for (const auto& s : ctx.target.python.strings)
      if (s.context == PyContext::kArgument && (use.as_written.empty() || s.callee == use.as_written) && s.callee_pos == use.pos &&
          endsWithAny(s.value, suffixes))
        cuda_sources.push_back(s.value);
    if (!always && cuda_sources.empty()) continue;
    // One source is named in the line; several are summed there and listed in the evidence.
    Found total;
    std::string sources;
    for (const auto& source : cuda_sources) sources += (sources.empty() ? "" : ", ") + describe(source, ctx.target, ctx.links, total);
    std::string summary = sources;
    if (sources.empty()) summary = "sources computed in code, not followed";
    if (cuda_sources.size() > 1) {
      summary = std::to_string(cuda_sources.size()) + " sources, " + std::to_string(total.scanned) + " in this scan: " + total.counts();
    } else {
      sources.clear();
    }
    out.push_back(ctx.finding(use.name, sourceLocation(ctx.target, use.pos, use.function), {{"summary", summary}, {"sources", sources}}));
  }
}

}  // namespace npu_lint::checks
