// Groups the inputs not fully analysed by cause (see ProblemGroup).
#pragma once
#include <vector>

#include "report/report.h"

namespace npu_lint {

// A source that parsed with errors after an include was found nowhere is grouped by that header
// (the usual cause: a project folder that needs -I, or a compile database); any other input by
// its first problem, with file positions left out. Most inputs first, then by cause.
std::vector<ProblemGroup> groupProblems(const std::vector<Target>& targets);

template <class V>
void jsonFields(V& v, ProblemGroup& x) {
  v("cause", x.cause);
  v("count", x.count);
  v("examples", x.examples);
  v.optional("fix", x.fix);
}

}  // namespace npu_lint
