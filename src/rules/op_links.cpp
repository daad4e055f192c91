#include "rules/op_links.h"

#include <algorithm>
#include <filesystem>
#include <unordered_set>

namespace npu_lint {

CodeLinks::CodeLinks(const std::vector<Target>& targets, const std::vector<std::string>& binary_modules) {
  std::vector<std::filesystem::path> python_files;
  for (const auto& target : targets) {
    const cuda::FileFacts& facts = target.source;
    for (const auto& registration : facts.registrations)
      registrations_[registration.op].push_back({&target, &registration, {}});
    for (const auto& impl : facts.device_impls) device_impls_[impl.impl].push_back({&target, &impl});
    for (const auto& launch : facts.launches) launches_[launch.function].push_back(launch.kernel);
    for (const auto& [function, called] : facts.callees)
      callees_[function].insert(callees_[function].end(), called.begin(), called.end());
    for (const auto& kernel : facts.kernels) definitions_.try_emplace(kernel.name, KernelDefinition{&target, &kernel});
    for (const auto& call : target.python.calls) python_calls_[call.callee].push_back({&target, &call});
    for (const auto& call : target.python.subscripted_calls) {
      std::unordered_set<std::string> names;  // each call once per name it may launch
      names.insert(call.callee.substr(call.callee.rfind('.') + 1));
      for (const auto& alternative : call.alternatives) names.insert(alternative.substr(alternative.rfind('.') + 1));
      for (const auto& name : names) subscripted_[name].push_back({&target, &call});
    }
    for (const auto& call : target.python.function_calls)
      function_calls_[call.callee.substr(call.callee.rfind('.') + 1)].emplace_back(&target, &call);
    for (const auto& use : target.python.names)
      if (use.kind != PyUse::kImport) name_uses_[use.name.substr(use.name.rfind('.') + 1)].emplace_back(&target, &use);
    by_path_.try_emplace(std::filesystem::path(target.path).lexically_normal().string(), &target);
    if (target.kind == InputKind::kPythonSource) python_files.push_back(std::filesystem::path(target.path).lexically_normal());
    std::error_code error;
    if (!facts.kernels.empty())
      if (const auto real = std::filesystem::weakly_canonical(target.path, error); !error) by_real_path_.try_emplace(real.string(), &target);
  }
  indexPythonModules(python_files, binary_modules);
}

std::vector<KernelDefinition> CodeLinks::kernelsIncludedBy(const Target& tu) const {
  std::vector<KernelDefinition> out;
  for (const auto& header : tu.source.included_headers)
    if (const auto it = by_real_path_.find(header); it != by_real_path_.end() && it->second != &tu)
      for (const auto& kernel : it->second->source.kernels) out.push_back({it->second, &kernel});
  return out;
}

// Each Python file's module name as `import` finds it from the folder above its top package: a
// folder is a package when the scan holds its __init__.py. A compiled module is named by its file
// name up to the first dot (`_C.cpython-310-x86_64-linux-gnu.so` is `_C`), as Python finds it.
void CodeLinks::indexPythonModules(const std::vector<std::filesystem::path>& files,
                                   const std::vector<std::string>& binary_modules) {
  std::unordered_set<std::string> packages;
  for (const auto& file : files)
    if (file.filename() == "__init__.py") packages.insert(file.parent_path().string());
  auto dottedName = [&](std::string dotted, std::filesystem::path folder) {
    // The folder of the scan root's own __init__.py has no name to import it by ("" or ".").
    for (size_t depth = 0; packages.count(folder.string()) && depth < kMaxPackageDepth; ++depth, folder = folder.parent_path()) {
      const std::string name = folder.filename().string();
      if (name.empty() || name == "." || name == "..") break;
      dotted = name + "." + dotted;
    }
    return dotted;
  };
  for (const auto& file : files) {
    const bool init = file.filename() == "__init__.py";
    const std::string dotted = init ? dottedName(file.parent_path().filename().string(), file.parent_path().parent_path())
                                    : dottedName(file.stem().string(), file.parent_path());
    python_modules_.insert(dotted);
    module_of_.emplace(file.string(), dotted);
  }
  for (const auto& binary : binary_modules) {
    const std::filesystem::path file = std::filesystem::path(binary).lexically_normal();
    const std::string name = file.filename().string();
    binary_modules_.try_emplace(dottedName(name.substr(0, name.find('.')), file.parent_path()), binary);
  }
}

const std::string& CodeLinks::binaryModule(const std::string& dotted) const {
  static const std::string kNone;
  const auto it = binary_modules_.find(dotted);
  return it == binary_modules_.end() ? kNone : it->second;
}

const std::string& CodeLinks::pythonModuleOf(const std::string& path) const {
  static const std::string kNone;
  const auto it = module_of_.find(std::filesystem::path(path).lexically_normal().string());
  return it == module_of_.end() ? kNone : it->second;
}

const std::vector<PythonCallSite>& CodeLinks::pythonCallsTo(const std::string& callee) const {
  static const std::vector<PythonCallSite> kNone;
  const auto it = python_calls_.find(callee);
  return it == python_calls_.end() ? kNone : it->second;
}

namespace {

// The module a Python file is, as a path without ".py": "a/b/x" for a/b/x.py, "a/b" for
// a/b/__init__.py.
std::filesystem::path modulePath(const std::string& file) {
  const std::filesystem::path path = std::filesystem::path(file).lexically_normal();
  return path.filename() == "__init__.py" ? path.parent_path() : path.parent_path() / path.stem();
}

// The module path a relative callee names from `importer`, and the callee's last name: ".ops.k"
// in a/b/x.py is {a/b/ops, k}, "..k" is {a, k}, ".k" is {a/b, k}.
std::pair<std::filesystem::path, std::string> relativeTarget(const std::string& importer, const std::string& callee) {
  const size_t dots = callee.find_first_not_of('.');
  if (dots == std::string::npos) return {};
  std::filesystem::path folder = std::filesystem::path(importer).lexically_normal().parent_path();
  for (size_t up = 1; up < dots; ++up) folder = folder.parent_path();
  const std::string rest = callee.substr(dots);
  const size_t last = rest.rfind('.');
  if (last == std::string::npos) return {folder, rest};
  std::string module = rest.substr(0, last);
  std::replace(module.begin(), module.end(), '.', '/');
  return {(folder / module).lexically_normal(), rest.substr(last + 1)};
}

// Whether `callee`, written in `caller`, names function `name` of the module at `module`: in
// that file by its name, through a relative import by the module's place in the tree, through an
// absolute one by its dotted name compared from the module's own name up.
bool names(const Target& caller, const Target& defining, const std::filesystem::path& module, const std::string& name,
           const std::string& callee) {
  if (&caller == &defining) return callee == name;
  if (!callee.empty() && callee.front() == '.') return relativeTarget(caller.path, callee) == std::make_pair(module, name);
  const std::string through_module = "." + module.filename().string() + "." + name;
  const std::string dotted = "." + callee;
  return dotted.size() >= through_module.size() &&
         dotted.compare(dotted.size() - through_module.size(), through_module.size(), through_module) == 0;
}

}  // namespace

std::vector<SubscriptedLaunch> CodeLinks::subscriptedLaunchesOf(const Target& defining, const std::string& kernel) const {
  std::vector<SubscriptedLaunch> out;
  const std::filesystem::path module = modulePath(defining.path);
  if (const auto it = subscripted_.find(kernel); it != subscripted_.end())
    for (const auto& launch : it->second) {
      bool found = names(*launch.target, defining, module, kernel, launch.call->callee);
      for (const auto& alternative : launch.call->alternatives) found = found || names(*launch.target, defining, module, kernel, alternative);
      if (found) out.push_back(launch);
    }
  // A name another file binds to the kernel outside functions (`_kernel = ops.fwd_kernel`, in a
  // class body too): that file's launches of the name (`self._kernel[grid]`, `__class__._kernel[grid]`).
  if (const auto it = function_calls_.find(kernel); it != function_calls_.end())
    for (const auto& [target, call] : it->second) {
      if (call->alias.empty() || target == &defining || !names(*target, defining, module, kernel, call->callee)) continue;
      if (const auto launches = subscripted_.find(call->alias); launches != subscripted_.end())
        for (const auto& launch : launches->second)
          if (launch.target == target) out.push_back(launch);
    }
  return out;
}

std::vector<PythonCaller> CodeLinks::pythonCallersOf(const Target& defining, const std::string& name) const {
  return pythonUsesOf(defining, name, true);
}

std::vector<PythonCaller> CodeLinks::pythonUsesOf(const Target& defining, const std::string& name, bool follow_aliases) const {
  std::vector<PythonCaller> out;
  const std::filesystem::path module = modulePath(defining.path);
  using Use = PythonCaller::Use;
  if (const auto it = function_calls_.find(name); it != function_calls_.end())
    for (const auto& [target, call] : it->second) {
      if (!names(*target, defining, module, name, call->callee)) continue;
      if (call->alias.empty()) {
        out.push_back({target, call->pos, call->passed_to.empty() ? Use::kCall : Use::kArgument, call->passed_to});
      } else if (target == &defining && call->alias != name && follow_aliases) {
        // `softplus = softplus_nv` at module level: softplus's uses are softplus_nv's (one step).
        for (auto& use : pythonUsesOf(defining, call->alias, false)) out.push_back(std::move(use));
      }
    }
  // An imported name's uses: only from other files (a file does not import itself).
  if (const auto it = name_uses_.find(name); it != name_uses_.end())
    for (const auto& [target, use] : it->second)
      if (target != &defining && names(*target, defining, module, name, use->name))
        out.push_back({target, use->pos, use->kind == PyUse::kCall ? Use::kCall : Use::kName});
  return out;
}

const Target* CodeLinks::targetAt(const std::string& path) const {
  const auto it = by_path_.find(std::filesystem::path(path).lexically_normal().string());
  return it == by_path_.end() ? nullptr : it->second;
}

std::vector<DeviceImplementation> CodeLinks::deviceImplementationsOf(const std::string& impl,
                                                                    const std::string& device) const {
  std::vector<DeviceImplementation> out;
  if (const auto it = device_impls_.find(impl); it != device_impls_.end())
    for (const auto& found : it->second)
      if (found.fact->device == device) out.push_back(found);
  return out;
}

std::vector<OpImplementation> CodeLinks::implementationsOf(const std::string& op) const {
  const auto it = registrations_.find(op);
  if (it == registrations_.end()) return {};
  std::vector<OpImplementation> out = it->second;
  for (auto& impl : out) impl.kernels = kernelsLaunchedBy(impl.registration->function);
  return out;
}

std::vector<std::string> CodeLinks::kernelsLaunchedBy(const std::string& function) const {
  std::vector<std::string> kernels;
  if (function.empty()) return kernels;
  // Breadth-first over the lexical call graph (names, not overloads).
  std::unordered_set<std::string> seen = {function}, found;
  std::vector<std::string> queue = {function};
  for (size_t next = 0; next < queue.size(); ++next) {
    const std::string current = queue[next];
    if (auto it = launches_.find(current); it != launches_.end())
      for (const auto& kernel : it->second)
        if (found.insert(kernel).second) kernels.push_back(kernel);
    if (auto it = callees_.find(current); it != callees_.end())
      for (const auto& callee : it->second)
        if (seen.insert(callee).second) queue.push_back(callee);
  }
  return kernels;
}

const KernelDefinition* CodeLinks::definitionOf(const std::string& kernel) const {
  const auto it = definitions_.find(kernel);
  return it == definitions_.end() ? nullptr : &it->second;
}

}  // namespace npu_lint
