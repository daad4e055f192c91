// npu-lint standalone stand-in for cuDNN (names only, loose types).
#pragma once
#include "cuda_runtime.h"
typedef struct cudnnContext* cudnnHandle_t;
typedef struct cudnnTensorStruct* cudnnTensorDescriptor_t;
typedef struct cudnnFilterStruct* cudnnFilterDescriptor_t;
typedef struct cudnnConvolutionStruct* cudnnConvolutionDescriptor_t;
typedef struct cudnnActivationStruct* cudnnActivationDescriptor_t;
typedef int cudnnStatus_t;
enum cudnnDataType_t { CUDNN_DATA_FLOAT, CUDNN_DATA_DOUBLE, CUDNN_DATA_HALF, CUDNN_DATA_BFLOAT16, CUDNN_DATA_INT8 };
enum cudnnTensorFormat_t { CUDNN_TENSOR_NCHW, CUDNN_TENSOR_NHWC };
enum { CUDNN_STATUS_SUCCESS = 0 };
NPU_LINT_ANY_FUNCTION(cudnnCreate); NPU_LINT_ANY_FUNCTION(cudnnDestroy); NPU_LINT_ANY_FUNCTION(cudnnSetStream);
NPU_LINT_ANY_FUNCTION(cudnnGetErrorString); NPU_LINT_ANY_FUNCTION(cudnnCreateTensorDescriptor);
NPU_LINT_ANY_FUNCTION(cudnnSetTensor4dDescriptor); NPU_LINT_ANY_FUNCTION(cudnnDestroyTensorDescriptor);
NPU_LINT_ANY_FUNCTION(cudnnConvolutionForward); NPU_LINT_ANY_FUNCTION(cudnnBatchNormalizationForwardTraining);
