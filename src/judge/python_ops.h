// A Python source's op inventory: the ATen ops its calls run (torch.<fn>(...) through its
// imports, x.<method>(...) for Tensor methods no builtin type shares), located at each call, so
// that the op database's verdicts and the op rules apply to Python code as to models. A call of a
// third-party op's Python API that op_db/equivalents.toml names (torchvision.ops.nms) is that op.
#pragma once
#include <vector>

#include "facts/target.h"
#include "opdb/equivalents.h"
#include "opdb/python_calls.h"

namespace npu_lint {

std::vector<OpUse> pythonOps(const Target& target, const PythonCalls& calls, const Equivalents& equivalents);

}  // namespace npu_lint
