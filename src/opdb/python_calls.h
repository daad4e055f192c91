// The ATen ops a Python call runs. torch.<fn> and Tensor.<method> that native_functions.yaml
// names map to that op (op_db/python_calls.json, by op_db/generate.py); the rest of the Python
// API (torch.nn.functional.*, torch.unique, torch.nn modules, ...) to the ops PyTorch was seen
// to dispatch for its own sample inputs (op_db/python_traced.json, by op_db/trace_python.py).
#pragma once
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace npu_lint {

struct CalledOp {
  std::string op, overload;         // "aten::nonzero", ""
  bool for_some_arguments = false;  // seen for some sample inputs only: the arguments choose it
};

struct PythonCall {
  std::vector<CalledOp> ops;
  std::string source;  // "pytorch/native_functions.yaml:9224", or the samples traced
};

class PythonCalls {
 public:
  // Throws UserError naming the file when one is missing or malformed.
  static PythonCalls load(const std::string& direct_path, const std::string& traced_path);
  // The tables npu-lint ships: op_db/python_calls.json and op_db/python_traced.json.
  static PythonCalls loadShipped();

  // torch.<name>, name as written after "torch.": "nonzero", "nn.functional.pad", "linalg.inv".
  const PythonCall* function(const std::string& name) const;
  // Tensor.<name>; null also when a builtin Python type has a method of that name (`x.sort()`
  // on a value of unknown type may well be a list's).
  const PythonCall* method(const std::string& name) const;
  // torch.nn.<name>: the ops its forward runs.
  const PythonCall* module(const std::string& name) const;
  // A full API name: torch.Tensor.<method>, a torch.nn module class (torch.nn.<Capitalised>,
  // constructed where its forward's ops are attributed), or torch.<function> at any depth
  // (torch.linalg.inv, torch.nn.functional.pad); null for any other name.
  const PythonCall* api(const std::string& name) const;

 private:
  using Table = std::unordered_map<std::string, PythonCall>;
  Table functions_, methods_, modules_;
  std::set<std::string> builtin_methods_;
};

}  // namespace npu_lint
