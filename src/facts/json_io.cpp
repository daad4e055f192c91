#include "facts/json_io.h"

namespace npu_lint::json_io_detail {

std::string Where::text() const {
  std::string parent_text = parent ? parent->text() : std::string();
  if (!name) return parent_text + "[" + std::to_string(index) + "]";
  if (!*name) return parent_text;
  return parent_text.empty() ? name : parent_text + "." + name;
}

}  // namespace npu_lint::json_io_detail
