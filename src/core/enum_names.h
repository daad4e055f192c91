// An enum's names as a table in declaration order: the one place each name is spelled.
#pragma once
#include <cassert>
#include <cstddef>
#include <optional>
#include <string_view>

namespace npu_lint {

template <class Enum, size_t N>
const char* enumName(const char* const (&names)[N], Enum value) {
  const auto index = static_cast<size_t>(value);
  assert(index < N && "an enum value without a name in its table");
  return names[index];
}

template <class Enum, size_t N>
std::optional<Enum> enumFromName(const char* const (&names)[N], std::string_view name) {
  for (size_t i = 0; i < N; ++i)
    if (name == names[i]) return static_cast<Enum>(i);
  return std::nullopt;
}

}  // namespace npu_lint
