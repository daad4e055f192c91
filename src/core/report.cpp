#include "core/report.h"

namespace npu_lint {

const char* statusName(Status status) {
  switch (status) {
    case Status::kOk: return "ok";
    case Status::kPartial: return "partial";
    case Status::kError: return "error";
  }
  return "error";
}

const char* severityName(Severity severity) {
  switch (severity) {
    case Severity::kInfo: return "info";
    case Severity::kWarning: return "warning";
    case Severity::kError: return "error";
  }
  return "error";
}

}  // namespace npu_lint
