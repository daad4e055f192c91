// User errors (bad usage, unreadable data files) travel as one exception type, caught once in main.
#pragma once
#include <stdexcept>
#include <string>

namespace npu_lint {

struct UserError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// "file:line: message", the shape every data-file error takes.
[[noreturn]] void throwAt(const std::string& file, size_t line, const std::string& message);

}  // namespace npu_lint
