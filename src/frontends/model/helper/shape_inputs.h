// Example input sets, as npu-lint passes them to the helper (--input-sets JSON, written by
// cli/input_specs.cpp), turned into meta-tensor arguments of a method.
#pragma once
#include <string>
#include <vector>

#include <ATen/core/ivalue.h>

namespace npu_lint::torchscript {

struct InputSet {
  std::string label;
  std::vector<c10::IValue> values;
};

// `json`: [{"label": "...", "inputs": [spec, ...]}, ...], a spec one of
//   {"shape": [8, 3], "dtype": "float16"}  a tensor (dtype defaults to float32)
//   {"tuple": [spec, ...]}, {"list": [spec, ...]}, {"dict": {"key": spec, ...}}
//   a number, true/false, null
// `types`: the method's argument types after self, for typed lists and dicts. Throws
// std::invalid_argument with a one-line reason.
std::vector<InputSet> parseInputSets(const std::string& json, const std::vector<c10::TypePtr>& types);

}  // namespace npu_lint::torchscript
