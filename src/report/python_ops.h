// A Python source's op inventory: the ATen ops its calls run (torch.<fn>(...) through its
// imports, x.<method>(...) for Tensor methods no builtin type shares), located at each call, so
// that the op database's verdicts and the op rules apply to Python code as to models.
#pragma once
#include <vector>

#include "facts/target.h"
#include "opdb/python_calls.h"

namespace npu_lint {

std::vector<OpUse> pythonOps(const Target& target, const PythonCalls& calls);

}  // namespace npu_lint
