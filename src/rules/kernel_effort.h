// How hard a kernel is to port, from its size and traits: a CUDA kernel's thresholds are the
// cuda-kernel rule's [params], a Triton kernel's the triton-kernel rule's, so the findings and
// the scoping report always agree.
#pragma once
#include <string>
#include <vector>

#include "facts/python_facts.h"
#include "facts/source_facts.h"
#include "rules/rule_data.h"

namespace npu_lint {

struct KernelEffort {
  const char* level;    // low | medium | high
  std::string reasons;  // "17 lines, shared_memory, syncthreads"
  std::vector<std::string> sources{};  // the vendored lines behind the reasons (Triton kernels)
};

KernelEffort kernelEffort(const cuda::KernelFact& kernel, const RuleData& cuda_kernel_rule);

// Whether `def` of file `py` is a Triton kernel: decorated with one of the triton-kernel rule's
// `decorators`, or given to one in the file (`k = triton.jit(k)`, `triton.autotune(...)(k)`).
bool isTritonKernel(const python::PythonFacts& py, const python::Definition& def, const RuleData& triton_kernel_rule);
// The effort of Triton kernel `kernel` of file `py`: its length, the APIs it calls whose NPU
// behaviour the rule's records say differs, the APIs Triton-Ascend's list does not name, and
// the GPU settings its autotune configs tune.
KernelEffort tritonKernelEffort(const python::PythonFacts& py, const python::Definition& kernel, const RuleData& triton_kernel_rule);

}  // namespace npu_lint
