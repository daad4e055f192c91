// npu-lint standalone stand-in for the legacy cuBLAS header (names only).
#pragma once
#include "cublas_v2.h"
