// Where a fact, an op use or a finding is.
#pragma once
#include <string>

namespace npu_lint {

struct Location {
  std::string file;  // as the user can open it: a source path, or "<archive>/code/..." inside a model
  int line = 0;      // 1-based; 0 when unknown
  int column = 0;    // 1-based; 0 when unknown
  std::string function;
  std::string module;  // submodule path inside a model, e.g. "layer1.0.conv1"
  std::string entry_point;  // the model method scanned that reaches it: "forward", "__setstate__"
  std::string call;         // in Python: the API called there that runs the op, "torch.nn.functional.pad"
  bool for_some_arguments = false;  // that API runs the op for some arguments only
};

}  // namespace npu_lint
