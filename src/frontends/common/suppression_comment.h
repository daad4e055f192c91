// `npu-lint: ignore[rule-a, rule-b]` and `npu-lint: ignore-next-line[...]` in a comment, as every
// input kind writes it (`//` in C++/CUDA, `#` in Python, requirements files, shell and Dockerfiles).
#pragma once
#include <string_view>

#include "facts/source_facts.h"

namespace npu_lint::cuda {

struct Comment {
  std::string_view text;  // without its marker (`//`, `/* */`, `#`)
  SourcePos pos;
};

// The suppression a comment states, if it states one.
bool parseSuppression(const Comment& comment, Suppression& out);

}  // namespace npu_lint::cuda
