// The committed op database, loaded once for the unit tests that read real entries, and
// whether a verdict cites a source line.
#pragma once
#include <string>

#include "opdb/op_db.h"

namespace committed_op_db {

inline const npu_lint::OpDb& db() {
  static const npu_lint::OpDb instance = npu_lint::OpDb::load(NPU_LINT_SOURCE_DIR "/op_db");
  return instance;
}

inline bool cites(const npu_lint::Verdict& v, const std::string& source) {
  for (const auto& p : v.provenance)
    if (p.source == source) return true;
  return false;
}

}  // namespace committed_op_db
