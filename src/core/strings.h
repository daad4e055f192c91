// Small string helpers shared across layers.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace npu_lint {

// "a, b, c" (or with another separator); "" for no items.
inline std::string join(const std::vector<std::string>& items, std::string_view separator = ", ") {
  std::string out;
  for (const auto& item : items) {
    if (!out.empty()) out += separator;
    out += item;
  }
  return out;
}

}  // namespace npu_lint
