// The lists a model helper request (--graph-ops) may hold: the rules' [params] of these names
// (rules/*.toml), which npu-lint sends and the helper reads (helper/graph_ops.cpp). A model_*
// param of another name is a data error when a scan starts, not a failure of every model.
#pragma once
#include <array>

namespace npu_lint {

inline constexpr std::array<const char*, 14> kGraphOpLists = {
    "model_size_query_ops",      "model_value_read_ops",        "model_mask_index_ops",
    "model_bool_producer_ops",   "model_bool_preserving_ops",   "model_cast_ops",
    "model_int64_arithmetic_ops", "model_int64_view_ops",       "model_int_range_ops",
    "model_static_bound_ops",    "model_static_bound_arguments", "model_shape_like_input_ops",
    "model_shape_embedding_ops", "model_shape_convolution_ops"};

}  // namespace npu_lint
