// A frontend reads one kind of input and turns it into facts: one Target per input, whose
// status and problems say what could not be analysed. Frontends are listed in one sorted table
// (frontends/registry.cpp); discovery hands each input to the first frontend that claims it, and
// a scan runs them in that order. To add an input kind, see docs/architecture.md.
#pragma once
#include <functional>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "facts/target.h"
#include "frontends/common/zip_limits.h"

namespace npu_lint {

class Progress;
class ResultCache;

// Settings of the model frontend (TorchScript archives).
struct ModelOptions {
  std::vector<std::string> methods;  // --method: scan only these; empty: every entry point
  unsigned timeout_seconds = 300;  // --file-timeout
  size_t max_memory_bytes = size_t{8} << 30;
  ZipLimits zip;                       // --max-archive-entries, --max-code-bytes
  size_t max_graph_nodes = 2'000'000;  // --max-graph-nodes
  std::string input_sets;  // --input/--dim/--input-set as the helper's JSON; "": no shape analysis
  // The rules' [params] model_* lists as the helper's --graph-ops JSON: the op names its graph
  // analyses and shape evaluator look for (frontends/model/helper/graph_ops.h).
  std::string graph_ops;
  // .npu-lint.toml [[model]] entries, by normalizedAbsolute path; --input on the command line wins.
  std::map<std::string, std::string> input_sets_by_path;
};

// Whether an identifier the lexical pass meets is worth recording as an API use (`is_call`: it
// is followed by '('). The scan supplies it from the rules' CUDA API map, so that frontends
// never read rule data.
using ApiFilter = std::function<bool(std::string_view name, bool is_call)>;

// Settings of the C++/CUDA source frontend.
struct SourceOptions {
  std::string compile_db_dir;           // -p: use the project's compile_commands.json
  std::vector<std::string> include_dirs;  // -I: folders to search for includes (absolute)
  unsigned file_timeout_seconds = 120;  // the Clang pass gives up on one file after this
  bool follow_symlinks = false;         // standalone includes may resolve outside the scanned paths
  ApiFilter is_api;
};

// Settings of the Python frontend.
struct PythonOptions {
  // Member reads worth recording (`x.is_cuda`); from the rules' data (params.python_member_reads).
  std::set<std::string> member_reads;
  // Modules whose values are not tensors (params.python_non_tensor_modules).
  std::set<std::string> non_tensor_modules;
  // Calls whose arguments to record (params.python_argument_calls).
  std::set<std::string> argument_calls;
  // Methods that copy to the host, and that move to a device (params.python_host_methods,
  // params.python_device_methods).
  std::set<std::string> host_methods, device_methods;
  // Names a fix may introduce (rules' [fix.portable] defines): which a file writes is recorded.
  std::set<std::string> watched_identifiers;
  // Words that name the NPU in a test (params.python_npu_words): the code beside it is an NPU branch.
  std::set<std::string> npu_words;
  // Words that name CUDA in a project's own flag or helper (params.python_cuda_words).
  std::set<std::string> cuda_words;
  // Modules a rule judges by their whole names (the rules' params.cuda_module: torch.cuda).
  std::set<std::string> cuda_modules;
  // File name endings read as Python (--python-ext, config python-ext): ".py" and any added.
  std::vector<std::string> extensions = {".py"};
  unsigned timeout_seconds = 10;  // --file-timeout: one file's parse, walk and rules together
};

// What every frontend is given for one scan.
struct FrontendContext {
  std::vector<std::string> roots;  // the paths given on the command line, which the inputs come from
  ModelOptions model;
  SourceOptions source;
  PythonOptions python;
  unsigned jobs = 1;                   // inputs analysed at once
  Progress* progress = nullptr;        // advanced once per input; may be null
  const ResultCache* cache = nullptr;  // null or disabled: analyse every input afresh
};

class Frontend {
 public:
  virtual ~Frontend() = default;

  // The registry's key (the table is sorted by it) and the order of its targets in reports.
  virtual std::string_view name() const = 0;
  // The kinds of target it produces.
  virtual std::vector<InputKind> kinds() const = 0;
  // Whether a file is its input by its name (with the scan's settings: --python-ext); a folder
  // walk takes only such files.
  virtual bool claimsByName(const std::string& path, const FrontendContext& context) const = 0;
  // Whether a file named on the command line that no frontend claims by name is its input by
  // its content (a zip without a model extension, ...).
  virtual bool claimsByContent(const std::string& path) const { return false; }
  // Whether a folder walk leaves out a file it claims by name, for its content: TypeScript's
  // `.ts` files and text scripts named `.pt` are no models. A file named on the command line is
  // still taken, and its error says why it is not one.
  virtual bool leavesOutInWalk(const std::string& path) const { return false; }
  // For messages about files no frontend claims: "a TorchScript archive (.pt, .pth, .ts, zip)".
  virtual std::string_view inputDescription() const = 0;
  // For a folder with nothing to scan: "no .pt/.pth/.ts models".
  virtual std::string_view noneFoundDescription() const = 0;

  // One target per path, in order. Never throws for a bad input: its target says what went
  // wrong (status partial or error, one problem line each). Results may come from and go to
  // context.cache, under a key that covers the input's content and every setting that shapes
  // the facts.
  virtual std::vector<Target> analyse(const std::vector<std::string>& paths, const FrontendContext& context) const = 0;
};

}  // namespace npu_lint
