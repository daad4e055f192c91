// Where npu-lint finds its helpers and data: relative to its own executable, so a build
// tree and an installed prefix both work without configuration.
#pragma once
#include <string>

namespace npu_lint {

std::string executableDir();
// The folder holding op_db/ and rules/: <exe dir> in a build tree, <prefix>/share/npu-lint installed.
std::string dataDir();
// A helper program: <exe dir>/NAME in a build tree, <prefix>/libexec/npu-lint/NAME installed.
std::string helperPath(const std::string& name);

std::string readFile(const std::string& path);  // throws UserError

// Whether `path` is `folder` or below it, comparing the paths as written (resolve them first).
bool isPathBelow(const std::string& path, const std::string& folder);
// Whether `path` lies in `folder` once every link in both is resolved (a missing tail is taken
// as written): the test for "this file may not make npu-lint read beside its project".
bool isInsideFolder(const std::string& path, const std::string& folder);

// `path` as seen from `folder` when it lies near it (in it, or at most two folders up:
// "../include/math.cuh"), which reads the same on any machine and fits a line; else as written.
// Both are taken as written: give both absolute, or both relative to the same folder.
std::string pathNear(const std::string& path, const std::string& folder);

}  // namespace npu_lint
