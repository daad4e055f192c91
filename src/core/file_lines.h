// The lines of files read on demand, each file once: what findings point into, for fingerprints
// and for the terminal's source excerpts.
#pragma once
#include <string>
#include <unordered_map>
#include <vector>

namespace npu_lint {

class FileLines {
 public:
  // Line `number` (from 1) of `path`, or null when the file is not here or is shorter.
  const std::string* line(const std::string& path, int number);

 private:
  std::unordered_map<std::string, std::vector<std::string>> files_;
};

}  // namespace npu_lint
