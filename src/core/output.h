#pragma once
#include <string>

namespace npu_lint {

// Writes `text` to `path` atomically (a temporary file of its own beside it, renamed over it), so
// a killed run never leaves half a report. With keep_mode, the file's permissions stay as they
// were; a new file gets 0666 less the umask. A destination that exists and is not a regular file
// (/dev/null, a FIFO, a terminal) is written in place, never replaced; a symbolic link or a
// folder is refused. Throws UserError.
void writeFileAtomically(const std::string& path, const std::string& text, bool keep_mode = false);

}  // namespace npu_lint
