// Findings about the project as a whole (FindingScope::kProject): one per rule and subject,
// however many lines share the problem, and the per-product table they make.
#pragma once
#include <vector>

#include "report/report.h"

namespace npu_lint {

// Keeps one kProject finding of each (rule, op), the first in product code or else the first in
// test code, and moves the others' locations (test code's too) into its `related` list.
void mergeProjectFindings(Report& report);

// What each product lacks: the kProject findings that name products, by product, then API.
std::vector<ProductGap> productGaps(const Report& report);

}  // namespace npu_lint
