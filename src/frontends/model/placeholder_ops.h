// Declares operators the archive calls but this process does not know (custom ops such as
// torchvision::nms, or ATen ops newer than the linked LibTorch), so its code still compiles.
#pragma once
#include <set>
#include <string>
#include <vector>

#include "frontends/model/code_calls.h"

namespace npu_lint::torchscript {

// Registers one placeholder schema per unknown op, shaped after its call sites: `Any`
// arguments (optional past the fewest seen), the keywords seen, and as many Tensor results
// as the widest tuple-unpacking assignment. Returns the ops it registered.
std::set<std::string> registerPlaceholderOps(const std::vector<CodeCall>& calls);

}  // namespace npu_lint::torchscript
