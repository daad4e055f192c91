// Every input kind's frontend, in one table sorted by name: the order of discovery claims and
// of targets in reports.
#pragma once
#include <vector>

#include "frontends/frontend.h"

namespace npu_lint {

const std::vector<const Frontend*>& registeredFrontends();

// The frontend that produces `kind`, or null for kUnknown (inputs no frontend could read).
const Frontend* frontendFor(InputKind kind);

}  // namespace npu_lint
