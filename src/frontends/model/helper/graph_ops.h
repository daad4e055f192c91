// The op names the model helper's graph analyses and shape evaluator look for. They are rule
// data (rules/*.toml [params] model_*), sent by npu-lint in the helper's request as one JSON
// object (--graph-ops) and held here as interned symbols, so that a node's kind is compared as
// an integer. A list the request leaves out is empty: its analysis finds nothing.
#pragma once
#include <string>
#include <unordered_set>
#include <vector>

#include <ATen/core/symbol.h>

namespace npu_lint::torchscript {

struct GraphOps {
  using Set = std::unordered_set<c10::Symbol>;
  // data_dependent_control_flow: ops that give a tensor's size, and that read its value.
  Set size_queries, value_reads;
  // boolean_mask_index: indexing ops; ops whose result is boolean; ops that keep their first
  // input's dtype (so a mask stays one); casts whose dtype argument may make one.
  Set mask_index, bool_producers, bool_preserving, casts;
  // int64_arithmetic: arithmetic reported on an int64 input; views an int64 tensor passes
  // through; ranges that are int64 when their bounds are ints and no dtype is given.
  Set int64_arithmetic, int64_views, int_ranges;
  // static_bound: ops whose arguments named in static_bound_arguments bound an output's size.
  Set static_bound_ops;
  std::vector<std::string> static_bound_arguments;
  // The shape evaluator's own output sizes: normalisations (the input's shape), embedding
  // lookups (indices' shape + the weight's last dim), convolutions (aten::_convolution's schema).
  Set shape_like_input, shape_embedding, shape_convolution;

  bool has(const Set& set, c10::Symbol kind) const { return set.count(kind) > 0; }
};

// Reads --graph-ops; throws std::invalid_argument for JSON that is not an object of string
// lists or an op name that is not "namespace::name".
GraphOps parseGraphOps(const std::string& json);

}  // namespace npu_lint::torchscript
