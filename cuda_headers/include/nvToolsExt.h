// npu-lint standalone stand-in for NVTX as older CUDA toolkits install it (nvToolsExt.h): the same
// API as nvtx3/nvToolsExt.h.
#pragma once
#include "nvtx3/nvToolsExt.h"
