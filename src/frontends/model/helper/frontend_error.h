#pragma once
#include <stdexcept>

namespace npu_lint::torchscript {
// An input problem the frontend reports as the target's status instead of crashing.
struct FrontendError : std::runtime_error {
  using std::runtime_error::runtime_error;
};
}  // namespace npu_lint::torchscript
