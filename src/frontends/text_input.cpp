#include "frontends/text_input.h"

#include <filesystem>

#include "core/paths.h"

namespace npu_lint {

std::optional<std::string> readTextInput(Target& target, size_t max_bytes, const std::string& what) {
  const auto fail = [&](std::string problem) {
    target.status = Status::kError;
    target.problems.push_back(std::move(problem));
    return std::nullopt;
  };
  std::error_code ec;
  const auto size = std::filesystem::file_size(target.path, ec);
  if (ec) return fail("cannot read: " + ec.message());
  if (size > max_bytes) return fail("larger than " + std::to_string(max_bytes >> 20) + " MiB: not scanned");
  try {
    std::string text = readFile(target.path);
    if (text.find('\0') != std::string::npos) return fail("a binary file (it holds NUL bytes), not " + what + ": not scanned");
    return text;
  } catch (const std::exception& e) {
    return fail(e.what());
  }
}

}  // namespace npu_lint
