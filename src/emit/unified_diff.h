// A unified diff (diff -u, 3 lines of context) of one file, from the edits that change it.
#pragma once
#include <string>
#include <vector>

#include "facts/fix.h"

namespace npu_lint {

// `edits` are sorted by position and do not overlap (FileFixes::edits); `path` is named in the
// ---/+++ lines as a/PATH and b/PATH (normalised; an absolute path as it is). Lines keep their own endings (CRLF stays CRLF); a last
// line without one is marked "\ No newline at end of file", as diff does. "" when nothing changes.
std::string unifiedDiff(const std::string& path, const std::string& original, const std::vector<Edit>& edits);

}  // namespace npu_lint
