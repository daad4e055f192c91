// A stable 64-bit content hash (FNV-1a): the same on every platform and build, unlike std::hash.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

namespace npu_lint {

uint64_t fnv1a(std::string_view text, uint64_t seed = 1469598103934665603ull);
std::string hex64(uint64_t value);  // 16 lowercase hex digits

}  // namespace npu_lint
