#include "report/project_findings.h"

#include <map>
#include <tuple>

namespace npu_lint {

void mergeProjectFindings(Report& report) {
  // First pass: each later finding's sites go to the first of its (rule, op), test code apart;
  // indices stay valid because nothing is erased until the second pass.
  std::map<std::tuple<std::string, std::string, bool>, std::pair<size_t, size_t>> first;
  std::vector<std::vector<bool>> merged(report.targets.size());
  for (size_t t = 0; t < report.targets.size(); ++t) {
    Target& target = report.targets[t];
    merged[t].resize(target.findings.size());
    for (size_t f = 0; f < target.findings.size(); ++f) {
      Finding& finding = target.findings[f];
      if (finding.scope != FindingScope::kProject) continue;
      auto [it, inserted] = first.try_emplace({finding.rule, finding.op, target.test_code}, t, f);
      if (inserted) continue;
      Finding& kept = report.targets[it->second.first].findings[it->second.second];
      kept.related.push_back(finding.location);
      kept.related.insert(kept.related.end(), finding.related.begin(), finding.related.end());
      merged[t][f] = true;
    }
  }
  for (size_t t = 0; t < report.targets.size(); ++t) {
    auto& findings = report.targets[t].findings;
    size_t out = 0;
    for (size_t f = 0; f < findings.size(); ++f)
      if (!merged[t][f]) {
        if (out != f) findings[out] = std::move(findings[f]);
        ++out;
      }
    findings.resize(out);
  }
}

std::vector<ProductGap> productGaps(const Report& report) {
  std::map<std::string, std::map<std::string, size_t>> sites;  // product -> api -> sites
  for (const auto& target : report.targets)
    for (const auto& finding : target.findings)
      if (finding.scope == FindingScope::kProject)
        for (const auto& product : finding.products) sites[product][finding.op] += 1 + finding.related.size();
  std::vector<ProductGap> gaps;
  for (const auto& [product, apis] : sites) {
    ProductGap& gap = gaps.emplace_back();
    gap.product = product;
    for (const auto& [api, count] : apis) {
      gap.apis.push_back({api, count});
      gap.sites += count;
    }
  }
  return gaps;
}

}  // namespace npu_lint
