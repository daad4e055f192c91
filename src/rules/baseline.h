// Baselines: a team adopting npu-lint records today's findings and fails only on new ones.
#pragma once
#include <string>
#include <vector>

#include "core/report.h"

namespace npu_lint {

// Reads a file written by --write-baseline; throws UserError naming file and problem.
std::vector<BaselineEntry> loadBaseline(const std::string& path);

// Drops findings the baseline holds (matched by fingerprint, each entry used once) and records
// the entries no finding matched in report.baseline. Fingerprints must be assigned.
void applyBaseline(Report& report, const std::vector<BaselineEntry>& baseline, const std::string& file);

}  // namespace npu_lint
