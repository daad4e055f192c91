// A stable 64-bit content hash (FNV-1a): the same on every platform and build, unlike std::hash.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace npu_lint {

uint64_t fnv1a(std::string_view text, uint64_t seed = 1469598103934665603ull);
std::string hex64(uint64_t value);  // 16 lowercase hex digits

// SHA-256 of the parts, each length-prefixed (no two lists of parts share an input), as 64
// lowercase hex digits: a key that a crafted input cannot make collide with another's.
std::string sha256Hex(const std::vector<std::string_view>& parts);

}  // namespace npu_lint
