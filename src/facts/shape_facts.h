// Facts of the model helper's shape analysis: for each example input set (--input,
// --input-set, --dim), the shapes and dtypes of every op call it could evaluate, and the ops
// whose output it could not derive. Rules and the report turn them into alignment, dtype,
// recompilation and compute figures; nothing here is judged.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "facts/location.h"

namespace npu_lint {

// A tensor as the analysis derived it; empty (no dtype) where an argument is not a tensor.
struct TensorShape {
  std::vector<int64_t> sizes;
  std::string dtype;  // torch's name: "float16", "int64", ...
  int64_t value = 0;  // the tensor's id within its run (0: an input set's own tensor, or a parameter)
  bool empty() const { return dtype.empty(); }
};

// One evaluated op call: a node of the inlined graph, once per loop iteration it ran.
struct ShapedOp {
  std::string op;                    // "aten::linear", with the overload when it has one
  std::vector<TensorShape> inputs;   // by argument position
  std::vector<TensorShape> outputs;  // by output position
  Location location;
};

// An op whose output the analysis could not derive (a root cause: ops that only miss an
// input because of it are counted, not listed).
struct UnknownShape {
  std::string op;
  std::string reason;
  Location location;
  int64_t not_evaluated = 0;  // op calls that were not evaluated for want of this output
};

// One example call of an entry point.
struct ShapeRun {
  std::string method;                // "forward"
  std::string label;                 // the input set as written: "8x3x224x224:float16"
  std::vector<TensorShape> inputs;   // the input set's tensors, in order (nested ones flattened)
  std::vector<ShapedOp> ops;
  std::vector<UnknownShape> unknown;
  int64_t not_evaluated = 0;         // op calls skipped because an input was unknown
  bool truncated = false;            // more op calls than the helper records
  bool empty() const { return label.empty(); }
};

// One op's share of a model's compute for the first input set, with its verdict.
struct OpCompute {
  std::string op;       // "aten::linear"
  std::string support;  // its verdict for the scan's release ("npu", "fallback", ...)
  double flops = 0, bytes = 0;
  int64_t calls = 0;
};

// A model's compute for its first input set (judge/compute.h): what the report shows as
// coverage by compute. Op calls without a cost formula are counted, not guessed.
struct ComputeFigures {
  std::string inputs;  // the input set's label
  double flops = 0, native_flops = 0, bytes = 0;
  int64_t calls = 0, calls_without_formula = 0;
  int64_t not_evaluated = 0;   // op calls after an op whose output could not be derived
  std::vector<OpCompute> ops;  // by FLOPs, most first
  bool empty() const { return inputs.empty(); }
  double nativePct() const { return flops > 0 ? 100.0 * native_flops / flops : 100.0; }
};

}  // namespace npu_lint
