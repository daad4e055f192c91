// One check per rule, each in its own file named by the rule id; registered in registry.cpp.
#pragma once
#include <vector>

#include "rules/check.h"

namespace npu_lint::checks {

void apiAdvice(const CheckContext&, std::vector<Finding>&);
void apiRestriction(const CheckContext&, std::vector<Finding>&);
void backendOp(const CheckContext&, std::vector<Finding>&);
void booleanMaskIndex(const CheckContext&, std::vector<Finding>&);
void cannKernel(const CheckContext&, std::vector<Finding>&);
void cannVersion(const CheckContext&, std::vector<Finding>&);
void cubeAlignment(const CheckContext&, std::vector<Finding>&);
void cudaApi(const CheckContext&, std::vector<Finding>&);
void cudaDevice(const CheckContext&, std::vector<Finding>&);
void cudaEnvVar(const CheckContext&, std::vector<Finding>&);
void cudaExtensionBuild(const CheckContext&, std::vector<Finding>&);
void cudaKernel(const CheckContext&, std::vector<Finding>&);
void customClass(const CheckContext&, std::vector<Finding>&);
void customOp(const CheckContext&, std::vector<Finding>&);
void dataDependentControlFlow(const CheckContext&, std::vector<Finding>&);
void debugEnvVar(const CheckContext&, std::vector<Finding>&);
void deviceIndex(const CheckContext&, std::vector<Finding>&);
void dtypeSource(const CheckContext&, std::vector<Finding>&);
void dynamicOutputShape(const CheckContext&, std::vector<Finding>&);
void envVarValue(const CheckContext&, std::vector<Finding>&);
void extensionImport(const CheckContext&, std::vector<Finding>&);
void fallbackOp(const CheckContext&, std::vector<Finding>&);
void float64(const CheckContext&, std::vector<Finding>&);
void fusedFastPath(const CheckContext&, std::vector<Finding>&);
void hostSync(const CheckContext&, std::vector<Finding>&);
void int64Arithmetic(const CheckContext&, std::vector<Finding>&);
void jitScript(const CheckContext&, std::vector<Finding>&);
void kernelLaunch(const CheckContext&, std::vector<Finding>&);
void misspelledEnvVar(const CheckContext&, std::vector<Finding>&);
void mmcvDeviceImpl(const CheckContext&, std::vector<Finding>&);
void ncclBackend(const CheckContext&, std::vector<Finding>&);
void opRegistration(const CheckContext&, std::vector<Finding>&);
void partialAnalysis(const CheckContext&, std::vector<Finding>&);
void pythonVersion(const CheckContext&, std::vector<Finding>&);
void rayGpuResource(const CheckContext&, std::vector<Finding>&);
void segmentedReduce(const CheckContext&, std::vector<Finding>&);
void shapeLimit(const CheckContext&, std::vector<Finding>&);
void shapeRecompile(const CheckContext&, std::vector<Finding>&);
void thirdPartyLibrary(const CheckContext&, std::vector<Finding>&);
void torchCudaApi(const CheckContext&, std::vector<Finding>&);
void torchNpuPairing(const CheckContext&, std::vector<Finding>&);
void tritonKernel(const CheckContext&, std::vector<Finding>&);
void undocumentedEnvVar(const CheckContext&, std::vector<Finding>&);
void unknownOp(const CheckContext&, std::vector<Finding>&);
void unknownShape(const CheckContext&, std::vector<Finding>&);
void unpinnedTorch(const CheckContext&, std::vector<Finding>&);
void unreachedOp(const CheckContext&, std::vector<Finding>&);
void unsupportedApi(const CheckContext&, std::vector<Finding>&);
void unusedSuppression(const CheckContext&, std::vector<Finding>&);
void verdictRelease(const CheckContext&, std::vector<Finding>&);

}  // namespace npu_lint::checks
