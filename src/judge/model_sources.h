// A model's Python lines are recorded with the exporting machine's paths (Location::exported_from);
// when the scan also reads that Python file here, a finding can point at it.
#pragma once
#include <vector>

#include "facts/target.h"

namespace npu_lint {

// Rewrites each model location recorded relative to its export folder to the scanned Python
// file that is the same file here: the one whose path ends in the most of the recorded path's
// trailing names, at least its file and folder names (a scanned path of one name matches a
// recorded path of one name), when exactly one file does; it is marked scanned_here. Others
// keep the recorded path and export folder.
void linkModelSources(std::vector<Target>& targets);

}  // namespace npu_lint
