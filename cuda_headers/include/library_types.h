// npu-lint standalone stand-in for CUDA's library_types.h (names only; the values are CUDA's).
#pragma once
typedef enum cudaDataType_t {
  CUDA_R_32F = 0, CUDA_R_64F = 1, CUDA_R_16F = 2, CUDA_R_8I = 3, CUDA_C_32F = 4, CUDA_C_64F = 5,
  CUDA_R_8U = 8, CUDA_R_32I = 10, CUDA_R_16BF = 14
} cudaDataType;
