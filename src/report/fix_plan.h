// Which automatic fixes apply to one file's text, and the text after them (`npu-lint fix`).
#pragma once
#include <string>
#include <vector>

#include "facts/finding.h"

namespace npu_lint {

struct FileFixes {
  std::string original, fixed;
  std::vector<const Finding*> applied;
  struct Skipped {
    const Finding* finding;
    std::string reason;  // "overlaps the fix of cuda-device at 3:5", "the file changed since it was read"
  };
  std::vector<Skipped> skipped;
  std::vector<Edit> edits;  // the applied edits, each once, by position
  bool changed() const { return fixed != original; }
};

// Applies `fixes` (findings of one file, each with a fix) to `text`. They are taken in order of
// their first edit (then rule id), and a fix whose edits overlap an edit already taken (an equal
// edit, such as `import torch_npu` added once, is shared) is skipped with the reason, as is one
// whose bytes no longer hold what it replaces. Deterministic; never throws for bad input.
FileFixes planFileFixes(std::string text, std::vector<const Finding*> fixes);

}  // namespace npu_lint
