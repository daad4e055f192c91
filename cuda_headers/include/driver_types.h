// npu-lint standalone stand-in for driver_types.h (names only): see cuda_runtime.h.
#pragma once
#include "cuda_runtime.h"
