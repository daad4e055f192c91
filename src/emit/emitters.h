// Emitters render a finished Report; they never analyse.
#pragma once
#include <string>

#include "core/report.h"

namespace npu_lint {

std::string renderJson(const Report& report);

struct TextStyle {
  bool color = false;
  size_t max_op_rows = 40;  // per target; the JSON output always has every op
};
std::string renderText(const Report& report, const TextStyle& style);

}  // namespace npu_lint
