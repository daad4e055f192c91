#include "core/figures.h"

#include <cstdio>
#include <iterator>

namespace npu_lint {

std::string formatCount(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.0f", value);
  return buffer;
}

std::string formatPercent(double fraction) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%+.1f%%", fraction * 100);
  return buffer;
}

std::string formatSizes(const std::vector<int64_t>& sizes) {
  if (sizes.empty()) return "scalar";
  std::vector<std::string> parts;
  for (int64_t size : sizes) parts.push_back(std::to_string(size));
  return join(parts, "×");
}

namespace {

// In steps of 1000, with the unit of that step.
template <size_t N>
std::string scaled(double value, const char* const (&units)[N]) {
  size_t unit = 0;
  while (value >= 1000 && unit + 1 < N) {
    value /= 1000;
    ++unit;
  }
  char buffer[48];
  std::snprintf(buffer, sizeof buffer, unit == 0 ? "%.0f %s" : "%.2f %s", value, units[unit]);
  return buffer;
}

}  // namespace

std::string formatFlops(double flops) {
  static const char* const kUnits[] = {"FLOPs", "kFLOPs", "MFLOPs", "GFLOPs", "TFLOPs", "PFLOPs"};
  return scaled(flops, kUnits);
}

std::string formatBytes(double bytes) {
  static const char* const kUnits[] = {"B", "kB", "MB", "GB", "TB", "PB"};
  return scaled(bytes, kUnits);
}

}  // namespace npu_lint
