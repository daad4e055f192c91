// Links between ops and the C++/CUDA code that implements them, across every scanned file.
#pragma once
#include <filesystem>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "facts/target.h"

namespace npu_lint {

struct OpImplementation {
  const Target* target;
  const cuda::Registration* registration;
  std::vector<std::string> kernels;  // kernels its function reaches (lexical call graph)
};

struct DeviceImplementation {
  const Target* target;
  const cuda::DeviceImplFact* fact;
};

struct SubscriptedLaunch {
  const Target* target;
  const python::SubscriptedCall* call;
};

struct PythonCallSite {
  const Target* target;
  const python::Call* call;
};

// A use of a Python function by name in the scan: a call of it, the function handed to a call as
// an argument (`passed_to`: that call's callee), or its name read elsewhere (`k = ops.kernel`).
struct PythonCaller {
  enum class Use { kCall, kArgument, kName };
  const Target* target;
  SourcePos pos;
  Use use = Use::kCall;
  std::string passed_to{};
};

struct KernelDefinition {
  const Target* target;
  const cuda::KernelFact* kernel;
};

// Indexed once per scan, so that each lookup costs what it finds rather than a walk over every
// file (a quadratic scan on a tree of thousands). Results follow the scan's order of targets.
class CodeLinks {
 public:
  // Points into the targets' source facts, which must outlive it unchanged.
  // `binary_modules`: paths of compiled Python modules in the scanned folders (never opened).
  explicit CodeLinks(const std::vector<Target>& targets, const std::vector<std::string>& binary_modules = {});

  // Every registration of `op` ("ns::name", or a Python binding's name) in the scan.
  std::vector<OpImplementation> implementationsOf(const std::string& op) const;
  // Kernels `function` launches, directly or through the functions it calls, in any scanned file.
  std::vector<std::string> kernelsLaunchedBy(const std::string& function) const;
  // Every implementation of mmcv-registry `impl` ("nms_impl") for `device` ("NPU") in the scan.
  std::vector<DeviceImplementation> deviceImplementationsOf(const std::string& impl, const std::string& device) const;
  // The first definition of `kernel` in the scan, or null.
  const KernelDefinition* definitionOf(const std::string& kernel) const;
  // Every `kernel[grid](...)` in the scan that launches Python function `kernel` of `defining`:
  // in that file by its name, or in another through an import of it (a callee "pkg.module.kernel"
  // or ".module.kernel" whose module is the defining file's), or through a name that file binds
  // to it outside functions (`_kernel = ops.kernel` ... `self._kernel[grid](...)`).
  std::vector<SubscriptedLaunch> subscriptedLaunchesOf(const Target& defining, const std::string& kernel) const;
  // Every plain call of Python function `name` of `defining` in the scan: in that file by its
  // name, elsewhere through a relative import naming its module, or an absolute one
  // ("pkg.ops.op.exp"); also where it is handed to a call as an argument, and where another file
  // reads it by its module's name without calling it; the uses of a module-level name the file
  // assigns it (`softplus = softplus_nv`) are its own. The same linking as subscriptedLaunchesOf.
  std::vector<PythonCaller> pythonCallersOf(const Target& defining, const std::string& name) const;
  // The kernels defined in the scanned headers C++/CUDA file `tu` includes (directly or not).
  std::vector<KernelDefinition> kernelsIncludedBy(const Target& tu) const;
  // Every recorded Python call of `callee` (ScanOptions::argument_calls) in the scan.
  const std::vector<PythonCallSite>& pythonCallsTo(const std::string& callee) const;
  // Whether the scan holds Python module `dotted` as `import` would find it: "deepspeed.ops" for
  // deepspeed/ops/__init__.py where deepspeed/ holds an __init__.py and its parent none.
  bool hasPythonModule(const std::string& dotted) const { return python_modules_.count(dotted) > 0; }
  // The module name of scanned Python file `path` as `import` finds it ("deepspeed.ops.adam"),
  // or "" for a path the scan does not hold as Python.
  const std::string& pythonModuleOf(const std::string& path) const;
  // The compiled module file (`pkg/_C.cpython-310-x86_64-linux-gnu.so`) that `import` finds as
  // `dotted` among the scan's binary modules, or "".
  const std::string& binaryModule(const std::string& dotted) const;
  // The scanned target at `path` (compared lexically normalised: "a/./b/../c.cu" is "a/c.cu"), or null.
  const Target* targetAt(const std::string& path) const;

 private:
  std::vector<PythonCaller> pythonUsesOf(const Target& defining, const std::string& name, bool follow_aliases) const;

  std::unordered_map<std::string, std::vector<OpImplementation>> registrations_;  // kernels not yet filled
  std::unordered_map<std::string, std::vector<std::string>> launches_;  // function -> kernels, as written
  std::unordered_map<std::string, std::vector<std::string>> callees_;   // function -> functions it calls
  std::unordered_map<std::string, KernelDefinition> definitions_;
  std::unordered_map<std::string, std::vector<DeviceImplementation>> device_impls_;  // impl -> each device's
  std::unordered_map<std::string, std::vector<SubscriptedLaunch>> subscripted_;  // by the callee's last name
  // Calls of the files' own functions (FunctionCall) and calls and reads of imported names, by the
  // last name.
  std::unordered_map<std::string, std::vector<std::pair<const Target*, const python::FunctionCall*>>> function_calls_;
  std::unordered_map<std::string, std::vector<std::pair<const Target*, const python::NameUse*>>> name_uses_;
  std::unordered_map<std::string, const Target*> by_path_;  // lexically normal path -> target
  std::unordered_map<std::string, std::vector<PythonCallSite>> python_calls_;  // by callee
  void indexPythonModules(const std::vector<std::filesystem::path>& python_files,
                          const std::vector<std::string>& binary_modules);
  static constexpr size_t kMaxPackageDepth = 64;
  std::unordered_set<std::string> python_modules_;  // dotted module names of the scan's Python files
  std::unordered_map<std::string, std::string> module_of_;  // lexically normal path -> dotted module name
  std::unordered_map<std::string, std::string> binary_modules_;  // dotted module name -> its binary's path
  std::unordered_map<std::string, const Target*> by_real_path_;  // C++/CUDA files with kernels, by real path
};

}  // namespace npu_lint
