// npu-lint standalone stand-in for NVTX v3 (nvtx3/nvToolsExt.h), NVIDIA's header-only annotation
// API shipped with the CUDA toolkit: the range and mark entry points by their declared names and
// signatures (github.com/NVIDIA/NVTX c/include/nvtx3/nvToolsExt.h at 09e0d23a61ae: lines 235, 613,
// 710, 757, 861, 912, 1290; the ASCII names at 1443-1445). Only declarations.
#pragma once
#include <stdint.h>
typedef uint64_t nvtxRangeId_t;
#ifdef __cplusplus
extern "C" {
#endif
void nvtxMarkA(const char* message);
nvtxRangeId_t nvtxRangeStartA(const char* message);
void nvtxRangeEnd(nvtxRangeId_t id);
int nvtxRangePushA(const char* message);
int nvtxRangePop(void);
void nvtxNameOsThreadA(uint32_t threadId, const char* name);
#ifdef __cplusplus
}
#endif
#define nvtxMark nvtxMarkA
#define nvtxRangeStart nvtxRangeStartA
#define nvtxRangePush nvtxRangePushA
#define nvtxNameOsThread nvtxNameOsThreadA
