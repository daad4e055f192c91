// UTF-8 repair for every output: invalid bytes become U+FFFD, so JSON, XML, HTML and CSV
// consumers never choke on a path or a line of code that is not valid UTF-8.
#pragma once
#include <string>

namespace npu_lint {

std::string validUtf8(const std::string& text);

}  // namespace npu_lint
