#include "frontends/common/suppression_comment.h"

namespace npu_lint::cuda {

bool parseSuppression(const Comment& comment, Suppression& out) {
  std::string_view text = comment.text;
  const size_t marker = text.find("npu-lint:");
  if (marker == std::string_view::npos) return false;
  text.remove_prefix(marker + 9);
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  bool next_line = false;
  if (text.rfind("ignore-next-line", 0) == 0) {
    next_line = true;
    text.remove_prefix(16);
  } else if (text.rfind("ignore", 0) == 0) {
    text.remove_prefix(6);
  } else {
    return false;
  }
  out = Suppression{};
  out.comment_line = comment.pos.line;
  out.target_line = comment.pos.line + (next_line ? 1 : 0);
  if (!text.empty() && text.front() == '[') {
    const size_t close = text.find(']');
    if (close == std::string_view::npos) return false;
    std::string_view list = text.substr(1, close - 1);
    while (!list.empty()) {
      const size_t comma = list.find(',');
      std::string_view item = list.substr(0, comma);
      while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
      while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
      if (!item.empty()) out.rules.emplace_back(item);
      if (comma == std::string_view::npos) break;
      list.remove_prefix(comma + 1);
    }
  }
  return true;
}

}  // namespace npu_lint::cuda
