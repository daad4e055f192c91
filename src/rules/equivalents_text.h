// What is known to run an op outside ATen on the NPU (op_db/equivalents.toml), in the words a
// finding uses: shared by the rules that meet such an op in a model, in Python or in C++.
#pragma once
#include <string>

#include "opdb/equivalents.h"

namespace npu_lint {

// The finding's closing sentences ("; torchvision_npu v0.21.0-7.1.0 (...) registers an NPU kernel
// for it ..."; "; no NPU implementation of it is known ..."); `adapter_for_release` is set when an
// adapter that registers a kernel for `op` publishes a version for `release`.
std::string describeEquivalents(const Equivalents& table, const std::string& op, const std::string& release,
                                bool& adapter_for_release);

}  // namespace npu_lint
