#include "core/file_lines.h"

#include <fstream>

namespace npu_lint {

const std::string* FileLines::line(const std::string& path, int number) {
  auto [it, inserted] = files_.try_emplace(path);
  if (inserted) {
    std::ifstream in(path, std::ios::binary);
    for (std::string text; std::getline(in, text);) it->second.push_back(std::move(text));
  }
  const auto& lines = it->second;
  return number >= 1 && static_cast<size_t>(number) <= lines.size() ? &lines[number - 1] : nullptr;
}

}  // namespace npu_lint
