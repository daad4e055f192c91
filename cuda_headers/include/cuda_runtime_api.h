// npu-lint standalone stand-in for the CUDA runtime API header (names only): see cuda_runtime.h.
#pragma once
#include "cuda_runtime.h"
