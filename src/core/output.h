#pragma once
#include <string>

namespace npu_lint {

// Writes `text` to `path` atomically (a temporary file of its own beside it, renamed over it), so
// a killed run never leaves half a report. A file keeps its permissions; a new one gets 0666 less
// the umask. A destination that exists and is not a regular file (/dev/null, a FIFO, a terminal,
// or /dev/stdout, /dev/stderr, /dev/fd/N when they are one) is written in place, never replaced; a
// FIFO with no reader is an error, not a wait. Any other symbolic link, a folder and a block
// device are refused. Throws UserError.
void writeFileAtomically(const std::string& path, const std::string& text);

}  // namespace npu_lint
