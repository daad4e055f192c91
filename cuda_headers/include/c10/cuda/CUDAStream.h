// npu-lint standalone stand-in for c10's CUDA streams (names only).
#pragma once
#include <c10/cuda/CUDAGuard.h>
