// Reading one text input for a frontend (C++/CUDA, Python, project files).
#pragma once
#include <optional>
#include <string>

#include "facts/target.h"

namespace npu_lint {

// The file's text, or nullopt once `target` says why not (status error, one problem): it cannot
// be read, it is larger than `max_bytes`, or it holds NUL bytes, which no `what` ("Python
// source") does.
std::optional<std::string> readTextInput(Target& target, size_t max_bytes, const std::string& what);

}  // namespace npu_lint
