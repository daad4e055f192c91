// Finding fingerprints: the same finding keeps its fingerprint when lines are inserted above
// it, so baselines and SARIF's partialFingerprints survive unrelated edits.
#pragma once
#include <string>

#include "report/report.h"

namespace npu_lint {

// Sets every finding's fingerprint from its rule, target path, op, function, submodule and,
// for sources, the whitespace-normalised text of its line; repeats get an ordinal.
void assignFingerprints(Report& report);

// "  a =\tb;  " -> "a = b;"
std::string normalizeSnippet(const std::string& line);

}  // namespace npu_lint
