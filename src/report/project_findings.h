// Findings about the project as a whole (FindingScope::kProject): one per rule and subject,
// however many lines share the problem, and the per-product table they make.
#pragma once
#include <vector>

#include "report/report.h"

namespace npu_lint {

// Keeps the first kProject finding of each (rule, op), test code apart from product code, and
// moves the others' locations into its `related` list.
void mergeProjectFindings(Report& report);

// What each product lacks: the kProject findings that name products, by product, then API.
std::vector<ProductGap> productGaps(const Report& report);

}  // namespace npu_lint
