#include "facts/target.h"

namespace npu_lint {

void Target::markPartial(std::string problem) {
  if (status == Status::kOk) status = Status::kPartial;
  problems.push_back(std::move(problem));
}

Target Target::failed(std::string path, InputKind kind, std::string problem) {
  Target target;
  target.path = std::move(path);
  target.kind = kind;
  target.status = Status::kError;
  target.problems.push_back(std::move(problem));
  return target;
}

}  // namespace npu_lint
