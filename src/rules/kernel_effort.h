// How hard a kernel is to port, from its size and traits: a CUDA kernel's thresholds are the
// cuda-kernel rule's [params], a Triton kernel's the triton-kernel rule's, so the findings and
// the scoping report always agree.
#pragma once
#include <set>
#include <string>
#include <vector>

#include "facts/python_facts.h"
#include "facts/source_facts.h"
#include "rules/rule_data.h"

namespace npu_lint {

struct KernelEffort {
  EffortLevel level = EffortLevel::kLow;
  std::string reasons;  // "17 lines, shared_memory, syncthreads"
  std::vector<std::string> sources{};  // the vendored lines behind the reasons (Triton kernels)
};

KernelEffort kernelEffort(const cuda::KernelFact& kernel, const RuleData& cuda_kernel_rule);

// The Triton kernels of one file and their effort. Built once per file, so that judging every
// definition costs one walk over the file's facts, not one walk per definition.
class TritonKernels {
 public:
  // `module`: the file's module name as `import` finds it ("pkg.ops._ascend.gelu").
  TritonKernels(const std::string& module, const python::PythonFacts& py, const RuleData& triton_kernel_rule);
  // Whether the file is an existing Ascend port (one of the rule's `ascend_folder_words` in its
  // module name, or an import of one of its `ascend_modules`): its kernels need no port.
  bool forAscend() const { return for_ascend_; }
  // Whether `def` is a Triton kernel: decorated with one of the rule's `decorators`, or given to
  // one in the file (`k = triton.jit(k)`, `triton.autotune(...)(k)`).
  bool isKernel(const python::Definition& def) const;
  // The effort of kernel `kernel`: its length, the APIs it calls (and the decorators it has) whose
  // NPU behaviour the rule's records say differs, the APIs Triton-Ascend's list does not name, and the GPU settings its
  // autotune configs tune.
  KernelEffort effort(const python::Definition& kernel) const;

 private:
  const RuleData& rule_;
  bool for_ascend_ = false;
  std::set<std::string> wrapped_;  // names passed to a decorator called as a function
  std::vector<const python::NameUse*> api_calls_;  // calls of the language modules' APIs, by line
  std::vector<const python::Call*> config_calls_;  // autotune config constructions, by line
};

}  // namespace npu_lint
