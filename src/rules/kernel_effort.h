// How hard a CUDA kernel is to port, from its size and traits; the thresholds are the
// cuda-kernel rule's [params], so the finding and the scoping report always agree.
#pragma once
#include <string>

#include "facts/source_facts.h"
#include "rules/rule_data.h"

namespace npu_lint {

struct KernelEffort {
  const char* level;    // low | medium | high
  std::string reasons;  // "17 lines, shared_memory, syncthreads"
};

KernelEffort kernelEffort(const cuda::KernelFact& kernel, const RuleData& cuda_kernel_rule);

}  // namespace npu_lint
