// The ATen op a Python call runs: torch.<fn> and Tensor.<method>, from op_db/python_calls.json,
// which op_db/generate.py derives from native_functions.yaml's `variants`.
#pragma once
#include <set>
#include <string>
#include <unordered_map>

namespace npu_lint {

struct PythonCall {
  std::string op, overload;  // "aten::nonzero", ""
  std::string source;        // "pytorch/native_functions.yaml:9224"
};

class PythonCalls {
 public:
  // Throws UserError naming the file when it is missing or malformed.
  static PythonCalls load(const std::string& path);

  const PythonCall* function(const std::string& name) const;  // torch.<name>
  // Tensor.<name>; null also when a builtin Python type has a method of that name (`x.sort()`
  // on a value of unknown type may well be a list's).
  const PythonCall* method(const std::string& name) const;

 private:
  std::unordered_map<std::string, PythonCall> functions_, methods_;
  std::set<std::string> builtin_methods_;
};

}  // namespace npu_lint
