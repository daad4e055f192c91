#include "rules/registry.h"

#include "core/error.h"
#include "rules/checks/checks.h"

namespace npu_lint {

const std::vector<CheckEntry>& registeredChecks() {
  // Sorted by id; tests/unit/test_rules.cpp checks the order and that data, docs and fixtures match.
  static const std::vector<CheckEntry> kChecks = {
      {"api-advice", checks::apiAdvice},
      {"api-restriction", checks::apiRestriction},
      {"backend-op", checks::backendOp},
      {"boolean-mask-index", checks::booleanMaskIndex},
      {"cann-kernel", checks::cannKernel},
      {"cann-version", checks::cannVersion},
      {"cube-alignment", checks::cubeAlignment},
      {"cuda-api", checks::cudaApi},
      {"cuda-device", checks::cudaDevice},
      {"cuda-env-var", checks::cudaEnvVar},
      {"cuda-extension-build", checks::cudaExtensionBuild},
      {"cuda-kernel", checks::cudaKernel},
      {"custom-class", checks::customClass, {"class_namespace", "methods_none_called", "methods_not_known"}},
      {"custom-op", checks::customOp},
      {"data-dependent-control-flow", checks::dataDependentControlFlow, {"loop_op"}},
      {"debug-env-var", checks::debugEnvVar},
      {"device-index", checks::deviceIndex},
      {"dtype-source", checks::dtypeSource},
      {"dynamic-output-shape", checks::dynamicOutputShape},
      {"env-var-value", checks::envVarValue},
      {"extension-import", checks::extensionImport},
      {"fallback-op", checks::fallbackOp},
      {"float64", checks::float64},
      {"fused-fast-path", checks::fusedFastPath},
      {"host-sync", checks::hostSync},
      {"int64-arithmetic", checks::int64Arithmetic},
      {"jit-script", checks::jitScript},
      {"kernel-launch", checks::kernelLaunch},
      {"misspelled-env-var", checks::misspelledEnvVar},
      {"mmcv-device-impl", checks::mmcvDeviceImpl},
      {"nccl-backend", checks::ncclBackend},
      {"op-registration", checks::opRegistration},
      {"partial-analysis", checks::partialAnalysis},
      {"python-version", checks::pythonVersion},
      {"ray-gpu-resource", checks::rayGpuResource},
      {"segmented-reduce", checks::segmentedReduce},
      {"shape-limit", checks::shapeLimit},
      {"shape-recompile", checks::shapeRecompile},
      {"third-party-library", checks::thirdPartyLibrary},
      {"torch-cuda-api", checks::torchCudaApi, {"cuda_module", "npu_module", "npu_package_module"}},
      {"torch-npu-pairing", checks::torchNpuPairing},
      {"triton-kernel", checks::tritonKernel},
      {"undocumented-env-var", checks::undocumentedEnvVar},
      {"unknown-op", checks::unknownOp},
      {"unknown-shape", checks::unknownShape},
      {"unpinned-torch", checks::unpinnedTorch},
      {"unreached-op", checks::unreachedOp},
      {"unsupported-api", checks::unsupportedApi},
      {"unused-suppression", checks::unusedSuppression},
      {"verdict-release", checks::verdictRelease},
  };
  return kChecks;
}

RuleSet loadCheckedRules(const std::string& dir) {
  RuleSet rules = loadRules(dir);
  for (const auto& entry : registeredChecks()) {
    const RuleData* rule = rules.find(entry.id);
    if (!rule) throw UserError(dir + "/" + entry.id + ".toml: missing rule data");
    for (const char* key : entry.one_value_params)
      if (rule->param(key).size() != 1) {
        const auto line = rule->param_lines.find(key);
        throwAt(rule->file, line == rule->param_lines.end() ? 1 : line->second, std::string("params.") + key + " must hold one value");
      }
  }
  return rules;
}

}  // namespace npu_lint
