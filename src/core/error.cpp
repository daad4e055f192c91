#include "core/error.h"

namespace npu_lint {

void throwAt(const std::string& file, size_t line, const std::string& message) {
  throw UserError(file + ":" + std::to_string(line) + ": " + message);
}

}  // namespace npu_lint
