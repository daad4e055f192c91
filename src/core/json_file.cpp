#include "core/json_file.h"

#include <algorithm>

#include "core/error.h"
#include "core/paths.h"

namespace npu_lint {

nlohmann::json readJsonFile(const std::string& path, const std::string& what) {
  const std::string text = readFile(path);
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    // e.byte is 1-based; the position of the byte that ended the parse.
    const size_t end = std::min<size_t>(e.byte ? e.byte - 1 : 0, text.size());
    const size_t line = 1 + std::count(text.begin(), text.begin() + end, '\n');
    const size_t line_start = text.rfind('\n', end ? end - 1 : 0);
    const size_t column = line == 1 ? end + 1 : end - line_start;
    throw UserError(path + ":" + std::to_string(line) + ":" + std::to_string(column) + ": not valid JSON, so not " + what);
  } catch (const nlohmann::json::exception&) {  // a number no double holds (1e99999)
    throw UserError(path + ": holds a number out of range, so not " + what);
  }
}

}  // namespace npu_lint
