// npu-lint standalone stand-in for NVML (nvml.h), NVIDIA's management library: the status and
// handle types, the common entry points and the GPU-fabric query, by name (loose signatures).
#pragma once
#include "npu_lint_any_api.h"
typedef enum nvmlReturn_enum { NVML_SUCCESS = 0, NVML_ERROR_UNINITIALIZED = 1, NVML_ERROR_NOT_SUPPORTED = 3 } nvmlReturn_t;
typedef struct nvmlDevice_st* nvmlDevice_t;
#define NVML_GPU_FABRIC_UUID_LEN 16
#define NVML_GPU_FABRIC_STATE_NOT_SUPPORTED 0
#define NVML_GPU_FABRIC_STATE_NOT_STARTED 1
#define NVML_GPU_FABRIC_STATE_IN_PROGRESS 2
#define NVML_GPU_FABRIC_STATE_COMPLETED 3
typedef struct {
  unsigned int version;
  unsigned char clusterUuid[NVML_GPU_FABRIC_UUID_LEN];
  nvmlReturn_t status;
  unsigned int cliqueId;
  unsigned char state;
  unsigned int healthMask;
} nvmlGpuFabricInfo_v2_t;
typedef nvmlGpuFabricInfo_v2_t nvmlGpuFabricInfoV_t;
#define nvmlGpuFabricInfo_v2 (unsigned int)(sizeof(nvmlGpuFabricInfo_v2_t) | (2 << 24U))
NPU_LINT_ANY_FUNCTION(nvmlInit);
NPU_LINT_ANY_FUNCTION(nvmlInit_v2);
NPU_LINT_ANY_FUNCTION(nvmlShutdown);
NPU_LINT_ANY_FUNCTION(nvmlErrorString);
NPU_LINT_ANY_FUNCTION(nvmlDeviceGetCount);
NPU_LINT_ANY_FUNCTION(nvmlDeviceGetCount_v2);
NPU_LINT_ANY_FUNCTION(nvmlDeviceGetHandleByIndex);
NPU_LINT_ANY_FUNCTION(nvmlDeviceGetHandleByIndex_v2);
NPU_LINT_ANY_FUNCTION(nvmlDeviceGetHandleByPciBusId_v2);
NPU_LINT_ANY_FUNCTION(nvmlDeviceGetName);
NPU_LINT_ANY_FUNCTION(nvmlDeviceGetMemoryInfo);
NPU_LINT_ANY_FUNCTION(nvmlDeviceGetUtilizationRates);
NPU_LINT_ANY_FUNCTION(nvmlDeviceGetGpuFabricInfoV);
