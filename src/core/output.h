#pragma once
#include <string>

namespace npu_lint {

// Writes `text` to `path` atomically (temporary file + rename), so a killed run never leaves
// half a report. With keep_mode, the file's permissions stay as they were. Throws UserError.
void writeFileAtomically(const std::string& path, const std::string& text, bool keep_mode = false);

}  // namespace npu_lint
