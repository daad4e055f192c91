#pragma once
#include <string>

namespace npu_lint {
class OpDb;

// `npu-lint ops QUERY`: an op's verdict in every release, with provenance and caveats.
std::string renderOpQuery(const OpDb& db, const std::string& query);
// `npu-lint ops --list`: every op overload's verdict for one release, one line each.
std::string renderOpList(const OpDb& db, const std::string& release);
}  // namespace npu_lint
