// npu-lint standalone stand-in for NVIDIA's cuDNN frontend (names only): the graph API's types,
// so that code declaring them parses; their members are not declared.
#pragma once
#include "cudnn.h"
namespace cudnn_frontend {
enum class DataType_t {};
enum class DiagonalAlignment_t {};
enum class HeurMode_t {};
enum class PointwiseMode_t {};
enum class ReductionMode_t {};
enum class TensorReordering_t {};
enum class AttentionImplementation_t {};
enum class NormFwdPhase_t {};
namespace graph {
struct Graph {};
struct Tensor_attributes {};
struct Pointwise_attributes {};
struct Reduction_attributes {};
struct Reshape_attributes {};
struct Layernorm_attributes {};
struct Layernorm_backward_attributes {};
struct Rmsnorm_attributes {};
struct Rmsnorm_backward_attributes {};
struct SDPA_attributes {};
struct SDPA_backward_attributes {};
struct SDPA_fp8_attributes {};
struct SDPA_fp8_backward_attributes {};
struct Block_scale_quantize_attributes {};
struct Block_scale_dequantize_attributes {};
struct Matmul_attributes {};
}  // namespace graph
}  // namespace cudnn_frontend
