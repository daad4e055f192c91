// npu-lint standalone stand-in: CUB declares everything in one stand-in header.
#pragma once
#include "../cub.cuh"
