// An automatic fix: byte-range replacements on a file's original text (`npu-lint fix`).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "facts/kinds.h"

namespace npu_lint {

// Replace the bytes [begin, end) of the file, which hold `original`, with `replacement`.
// begin == end inserts. line/column (1-based, bytes) say where begin is, for people.
struct Edit {
  uint32_t begin = 0, end = 0;
  std::string original, replacement;
  unsigned line = 0, column = 0;
  bool empty() const { return begin == end && replacement.empty(); }
  bool operator==(const Edit& o) const { return begin == o.begin && end == o.end && replacement == o.replacement; }
};

// A finding's fix: all of its edits apply together, or none. Edits equal in range and text
// (`import torch_npu` added once) may be shared between fixes of one file.
struct Fix {
  FixApplicability applicability = FixApplicability::kSafe;
  std::string title;  // "`.cuda()` -> `.npu()`"
  std::vector<Edit> edits;
  // A device test written device-neutral decides that lines [first, last] run on the NPU too:
  // the fix holds only while every CUDA site there moves with it (rules/guard_fixes.h).
  unsigned decides_first_line = 0, decides_last_line = 0;
  bool empty() const { return edits.empty(); }
};

}  // namespace npu_lint
