// npu-lint standalone stand-in for cudaTypedefs.h: the driver API's function pointer types, loose.
#pragma once
#include "cuda.h"
typedef CUresult (*PFN_cuTensorMapEncodeTiled_v12000)(...);
typedef CUresult (*PFN_cuTensorMapEncodeIm2col_v12000)(...);
typedef CUresult (*PFN_cuGetProcAddress_v12000)(...);
#define PFN_cuTensorMapEncodeTiled PFN_cuTensorMapEncodeTiled_v12000
#define PFN_cuTensorMapEncodeIm2col PFN_cuTensorMapEncodeIm2col_v12000
#define PFN_cuGetProcAddress PFN_cuGetProcAddress_v12000
