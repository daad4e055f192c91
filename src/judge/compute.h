// Coverage by compute: a model's FLOPs and bytes per op for its first input set, from the
// shapes the model helper derived and the formulas of op_db/op_costs.toml, with the share
// that runs on ops the scan's release supports natively.
#pragma once
#include "facts/target.h"
#include "opdb/op_costs.h"

namespace npu_lint {

// Empty without input sets. Needs the target's op verdicts (given before the rules run).
ComputeFigures computeFigures(const Target& target, const OpCosts& costs);

}  // namespace npu_lint
