// Lexical scan of serialized TorchScript code (code/__torch__/**.py) for operator calls.
// Pure text: used before compiling (to declare ops the process does not know) and as the
// inventory of last resort when a class does not compile.
#pragma once
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "frontends/model/method_results.h"

namespace npu_lint {

struct CodeCall {
  std::string op;               // qualified: "aten::add", "torchvision::nms"
  int line = 0;                 // 1-based
  int column = 0;               // 1-based, at the first letter of the call
  size_t positional = 0;        // positional arguments
  std::vector<std::string> keywords;
  size_t targets = 1;           // names on the left of `a, b = call(...)`, else 1
  std::string function;         // the `def` it is in, "" at module level
  int function_line = 0;        // that `def`'s line, 0 at module level
};

struct CodeScan {
  std::vector<CodeCall> calls;
  std::vector<int> definitions;  // the line of every `def`, ascending
  // Custom classes the code names (`__torch__.torch.classes.NS.Name` -> "NS.Name"), and the name
  // and positional argument count of every method call: serialized code writes `(obj).name(...)`.
  std::set<std::string> custom_classes;
  std::map<std::string, size_t> method_calls;  // name -> most positional arguments seen
  MethodResults method_results;  // what the code states the methods of custom classes return
};

// Finds `torch.<op>(` (the aten namespace) and `ops.<ns>.<op>(` calls outside strings and
// comments, and every `def`.
CodeScan scanCode(std::string_view code);
inline std::vector<CodeCall> findCodeCalls(std::string_view code) { return scanCode(code).calls; }

}  // namespace npu_lint
