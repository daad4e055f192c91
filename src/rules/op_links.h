// Links between ops and the C++/CUDA code that implements them, across every scanned file.
#pragma once
#include <string>
#include <vector>

#include "core/report.h"

namespace npu_lint {

struct OpImplementation {
  const Target* target;
  const cuda::Registration* registration;
  std::vector<std::string> kernels;  // kernels its function reaches (lexical call graph)
};

// Every registration of `op` ("ns::name", or a Python binding's name) in the scan.
std::vector<OpImplementation> implementationsOf(const std::vector<Target>& targets, const std::string& op);
// Kernels `function` launches, directly or through the functions it calls, in any scanned file.
std::vector<std::string> kernelsLaunchedBy(const std::vector<Target>& targets, const std::string& function);

}  // namespace npu_lint
