// How the scanned models' native coverage changes across torch_npu releases.
#pragma once
#include <vector>

#include "report/report.h"

namespace npu_lint {

class OpDb;

// One entry per release the op database knows, oldest first; empty when no model was scanned.
std::vector<ReleaseCoverage> coverageByRelease(const Report& report, const OpDb& db);

}  // namespace npu_lint
