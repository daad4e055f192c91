// Test code: files the test globs match. Their findings are capped at a lower severity and their
// porting work is counted apart from the product's (docs/ci-gate.md, the test-code globs).
#pragma once
#include <string>
#include <vector>

#include "report/report.h"

namespace npu_lint {

struct TestCodeOptions {
  // A glob ending in '/' names a folder anywhere in the path ("tests/"); one with no '/' is
  // matched against the file name ("test_*.py"); any other against the whole path.
  std::vector<std::string> globs = {"tests/", "test_*.py", "*_test.py", "conftest.py"};
  Severity severity = Severity::kInfo;  // the highest severity a finding in test code keeps
  // The paths the scan was given: a target found below one is matched by its path inside it, so
  // where the project sits (`/home/me/tests/repo`) does not matter; a file given itself, by its name.
  std::vector<std::string> roots;
  bool classify = true;  // false: the targets say already (a merge of shards' reports)
};

// Whether `path` (relative to the scanned folder) is test code.
bool isTestPath(const std::string& path, const std::vector<std::string>& globs);

// The part of `path` the globs see: below the root it was found under, else its file name.
std::string pathBelowRoot(const std::string& path, const std::vector<std::string>& roots);

// Marks the targets the globs match and caps their findings' severity.
void markTestCode(Report& report, const TestCodeOptions& options);

}  // namespace npu_lint
