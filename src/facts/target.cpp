#include "facts/target.h"

namespace npu_lint {

void Target::markPartial(std::string problem) {
  if (status == Status::kOk) status = Status::kPartial;
  problems.push_back(std::move(problem));
}

}  // namespace npu_lint
