#include "report/project_findings.h"

#include <map>
#include <utility>

namespace npu_lint {

void mergeProjectFindings(Report& report) {
  // Each later finding's sites go to the kept one of its (rule, op): the first in product code,
  // else the first in test code, so that a library imported by both is one decision, made where
  // the product uses it. Product code first, then test code; indices stay valid because nothing
  // is erased until the end.
  std::map<std::pair<std::string, std::string>, std::pair<size_t, size_t>> kept;
  std::vector<std::vector<bool>> merged(report.targets.size());
  for (size_t t = 0; t < report.targets.size(); ++t) merged[t].resize(report.targets[t].findings.size());
  for (const bool test_code : {false, true})
    for (size_t t = 0; t < report.targets.size(); ++t) {
      Target& target = report.targets[t];
      if (target.test_code != test_code) continue;
      for (size_t f = 0; f < target.findings.size(); ++f) {
        Finding& finding = target.findings[f];
        if (finding.scope != FindingScope::kProject) continue;
        auto [it, inserted] = kept.try_emplace({finding.rule, finding.op}, t, f);
        if (inserted) continue;
        Finding& into = report.targets[it->second.first].findings[it->second.second];
        into.related.push_back(finding.location);
        into.related.insert(into.related.end(), finding.related.begin(), finding.related.end());
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
