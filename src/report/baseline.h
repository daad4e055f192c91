// Baselines: a team adopting npu-lint records today's findings and fails only on new ones.
#pragma once
#include <string>
#include <vector>

#include "report/report.h"

namespace npu_lint {

// The file --write-baseline writes: findings sorted by fingerprint, so a re-written baseline
// diffs cleanly in review.
std::string renderBaseline(const Report& report);

// Reads a file written by --write-baseline; throws UserError naming file and problem.
std::vector<BaselineEntry> loadBaseline(const std::string& path);

// Drops findings the baseline holds (matched by fingerprint, each entry used once) and records
// the entries no finding matched in report.baseline. Fingerprints must be assigned. With
// `part_of_project` (a scan of changed files or one shard) an entry counts as gone only when
// its file was scanned.
void applyBaseline(Report& report, const std::vector<BaselineEntry>& baseline, const std::string& file, bool part_of_project);

template <class V>
void jsonFields(V& v, BaselineEntry& x) {
  v("fingerprint", x.fingerprint);
  v.defaulted("rule", x.rule);
  v.defaulted("path", x.path);
  v.defaulted("line", x.line);
  v.defaulted("op", x.op);
  v.defaulted("message", x.message);
}

}  // namespace npu_lint
