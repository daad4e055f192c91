// How reports write figures: counts, percentages, shapes and FLOPs.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/strings.h"

namespace npu_lint {

// 1000 -> "1000"; a whole number as written, without a decimal point.
std::string formatCount(double value);
// 0.016 -> "+1.6%".
std::string formatPercent(double fraction);
// {8, 3, 224} -> "8×3×224"; a 0-d tensor -> "scalar".
std::string formatSizes(const std::vector<int64_t>& sizes);
// 1.5e9 -> "1.50 GB".
std::string formatBytes(double bytes);
// 4.1e9 -> "4.10 GFLOPs".
std::string formatFlops(double flops);

}  // namespace npu_lint
