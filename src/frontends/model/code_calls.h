// Lexical scan of serialized TorchScript code (code/__torch__/**.py) for operator calls.
// Pure text: used before compiling (to declare ops the process does not know) and as the
// inventory of last resort when a class does not compile.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace npu_lint {

struct CodeCall {
  std::string op;               // qualified: "aten::add", "torchvision::nms"
  int line = 0;                 // 1-based
  int column = 0;               // 1-based, at the first letter of the call
  size_t positional = 0;        // positional arguments
  std::vector<std::string> keywords;
  size_t targets = 1;           // names on the left of `a, b = call(...)`, else 1
};

// Finds `torch.<op>(` (the aten namespace) and `ops.<ns>.<op>(` calls outside strings and comments.
std::vector<CodeCall> findCodeCalls(std::string_view code);

}  // namespace npu_lint
