// The Python frontend's parse: tree-sitter's Python grammar (3.8-3.12 syntax, error recovery),
// then one walk that resolves names through the file's imports, per scope, as Python would.
#pragma once
#include <set>
#include <string>
#include <string_view>

#include "facts/python_facts.h"

namespace npu_lint::python {

struct ScanOptions {
  // Member reads (`x.is_cuda`, not called) worth recording; member calls are all recorded.
  const std::set<std::string>* member_reads = nullptr;
  // Top-level modules whose values are not tensors (numpy, pandas, ...): their arrays' boolean
  // indexing is not recorded. Null or empty: none known.
  const std::set<std::string>* non_tensor_modules = nullptr;
  // Calls whose arguments to record, by callee as StringUse names it ("torch.utils.data.DataLoader",
  // ".to"). Null or empty: none.
  const std::set<std::string>* argument_calls = nullptr;
  // Methods whose result is a host copy (`.cpu()`) and methods that may put it on a device
  // (`.to(d)`): what a value built through them is. Null: none known.
  const std::set<std::string>* host_methods = nullptr;
  const std::set<std::string>* device_methods = nullptr;
  // Names a fix may write into the file (a device-neutral fix's DEVICE_TYPE): which of them the
  // file already writes is recorded. Null: none.
  const std::set<std::string>* watched_identifiers = nullptr;
  // Words that name the NPU in a test (`npu`, `hccl`): code beside such a test is recorded as
  // PythonFacts::npu_branches. Null or empty: none.
  const std::set<std::string>* npu_words = nullptr;
  // Words that name CUDA in a test through the project's own names (`is_nccl_backend`): the block
  // such a test opens is recorded as PythonFacts::cuda_branches. Null or empty: none.
  const std::set<std::string>* cuda_words = nullptr;
  // Modules whose names a rule judges whole (torch.cuda): not a guard's CUDA-named name, and not
  // searched for CUDA words. Null: none.
  const std::set<std::string>* cuda_modules = nullptr;
  // The file's budget (--file-timeout), parse and walk together: past it the parse gives up, or the
  // walk stops where it is and PythonFacts::out_of_time_line says where. 0: the parse has no
  // limit (tree-sitter's 0) and the walk stops within its first few hundred nodes.
  unsigned timeout_ms = 10000;
};

// Never throws for bad input: a syntax error leaves parsed_cleanly false with its place, and
// the rest of the file is still walked; a parse that runs out of time leaves out_of_time_line 1
// and nothing else.
PythonFacts scanPython(std::string_view text, const ScanOptions& options);

}  // namespace npu_lint::python
