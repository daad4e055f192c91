// Device tests written device-neutral (`== "cuda"` -> `== DEVICE_TYPE`, cuda-device's portable
// fix) open the block they decide to the NPU. That holds only when the block is device-neutral once
// fixed, which only all rules' findings together show: settled after every check ran.
#pragma once
#include <vector>

#include "facts/finding.h"
#include "rules/rule_data.h"

namespace npu_lint {

// For each fix with Fix::decides_* (one file's findings, sorted by line): a finding inside those
// lines, of a category in the deciding rule's param guard_blocking_categories and warning or worse,
// that keeps no fix leaves the test as written (the fix is dropped, the finding stays advice); one
// whose fix is unsafe makes the test's fix unsafe too.
// Then, with `--to portable`, the block of a test kept as CUDA's (no fix) keeps no fix either: it
// is CUDA's code, and `device_module` there under CUDA's test would be a half-port
// (sentence-transformers' `["cuda:{}".format(i) for i in range(torch.cuda.device_count())]`); in
// the block of a test rewritten only unsafely every fix is unsafe too, so that they move together.
void settleGuardFixes(std::vector<Finding>& findings, const RuleSet& rules, FixTarget target);

}  // namespace npu_lint
