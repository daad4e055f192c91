#include "frontends/project/hash_comments.h"

#include "frontends/common/suppression_comment.h"

namespace npu_lint::project {

std::vector<Suppression> hashCommentSuppressions(std::string_view text) {
  std::vector<Suppression> out;
  unsigned number = 0;
  for (size_t at = 0; at <= text.size();) {
    const size_t newline = text.find('\n', at);
    const std::string_view line = text.substr(at, newline == std::string_view::npos ? std::string_view::npos : newline - at);
    at = newline == std::string_view::npos ? text.size() + 1 : newline + 1;
    ++number;
    const size_t hash = line.find("# npu-lint:");
    Suppression suppression;
    if (hash != std::string_view::npos && cuda::parseSuppression({line.substr(hash + 1), {number, static_cast<unsigned>(hash + 1)}}, suppression))
      out.push_back(suppression);
  }
  return out;
}

}  // namespace npu_lint::project
