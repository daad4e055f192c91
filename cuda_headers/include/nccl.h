// npu-lint standalone stand-in for NCCL (names only).
#pragma once
#include "cuda_runtime.h"
typedef struct ncclComm* ncclComm_t;
typedef struct { char internal[128]; } ncclUniqueId;
typedef int ncclResult_t;
enum ncclDataType_t { ncclInt8, ncclInt32, ncclInt64, ncclFloat16, ncclFloat32, ncclFloat, ncclFloat64, ncclBfloat16 };
enum ncclRedOp_t { ncclSum, ncclProd, ncclMax, ncclMin, ncclAvg };
NPU_LINT_ANY_FUNCTION(ncclAllReduce); NPU_LINT_ANY_FUNCTION(ncclBroadcast); NPU_LINT_ANY_FUNCTION(ncclAllGather);
NPU_LINT_ANY_FUNCTION(ncclReduceScatter); NPU_LINT_ANY_FUNCTION(ncclReduce); NPU_LINT_ANY_FUNCTION(ncclSend);
NPU_LINT_ANY_FUNCTION(ncclRecv); NPU_LINT_ANY_FUNCTION(ncclCommInitRank); NPU_LINT_ANY_FUNCTION(ncclGetUniqueId);
NPU_LINT_ANY_FUNCTION(ncclCommDestroy); NPU_LINT_ANY_FUNCTION(ncclGroupStart); NPU_LINT_ANY_FUNCTION(ncclGroupEnd);
