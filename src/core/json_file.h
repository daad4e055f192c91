// Reading a JSON file a user or a scanned tree points npu-lint at (baseline, shard report,
// compile database).
#pragma once
#include <string>

#include <nlohmann/json.hpp>

namespace npu_lint {

// Throws UserError "path:line:column: not valid JSON, so not WHAT" on a syntax error. The message never
// carries nlohmann's own, which quotes the bytes last read: a file named by mistake (a key, a
// secret) must not reach a CI log.
nlohmann::json readJsonFile(const std::string& path, const std::string& what);

}  // namespace npu_lint
