#pragma once
#include <string>

namespace npu_lint {

// Writes `text` to `path` atomically (temporary file + rename), so a killed run never leaves
// half a report. Throws UserError.
void writeFileAtomically(const std::string& path, const std::string& text);

}  // namespace npu_lint
