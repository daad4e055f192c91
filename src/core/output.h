#pragma once
#include <string>

namespace npu_lint {

// Writes `text` to `path` atomically (a temporary file of its own beside it, renamed over it), so
// a killed run never leaves half a report. A file keeps its permissions; a new one gets 0666 less
// the umask. A destination that exists and is not a regular file (/dev/null, a FIFO, a terminal,
// or a link to one of those, as /dev/stdout is) is written in place, never replaced; a FIFO with
// no reader is an error, not a wait. Any other symbolic link, and a folder, is refused. Throws
// UserError.
void writeFileAtomically(const std::string& path, const std::string& text);

}  // namespace npu_lint
