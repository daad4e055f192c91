#include "frontends/python/python_frontend.h"

#include <filesystem>

#include "core/hash.h"
#include "core/parallel.h"
#include "core/paths.h"
#include "core/progress.h"
#include "core/result_cache.h"
#include "facts/json_io.h"
#include "facts/schema.h"
#include "frontends/fact_limits.h"
#include "frontends/project/requirements_parse.h"
#include "frontends/python/python_scan.h"
#include "frontends/text_input.h"

namespace npu_lint {
namespace {
namespace fs = std::filesystem;

constexpr size_t kMaxPythonBytes = 64u << 20;  // as for C++ sources

// The file's facts from the cache when an entry for this content and these settings is there;
// else parsed, and stored. A warm cache reads timm's 136k lines in about a third of the time.
python::PythonFacts cachedScan(const std::string& text, const python::ScanOptions& scan, const PythonOptions& options, const ResultCache* cache) {
  if (!cache || !cache->enabled()) return python::scanPython(text, scan);
  std::vector<std::string> parts{"python", sha256Hex({text})};  // the content itself, collision-resistant
  parts.insert(parts.end(), options.member_reads.begin(), options.member_reads.end());
  parts.push_back("|");  // the settings' lists apart
  parts.insert(parts.end(), options.non_tensor_modules.begin(), options.non_tensor_modules.end());
  parts.push_back("|");
  parts.insert(parts.end(), options.argument_calls.begin(), options.argument_calls.end());
  parts.push_back("|");
  parts.insert(parts.end(), options.host_methods.begin(), options.host_methods.end());
  parts.push_back("|");
  parts.insert(parts.end(), options.device_methods.begin(), options.device_methods.end());
  parts.push_back("|");
  parts.insert(parts.end(), options.watched_identifiers.begin(), options.watched_identifiers.end());
  parts.push_back("|");
  parts.insert(parts.end(), options.npu_words.begin(), options.npu_words.end());
  parts.push_back("|");
  parts.insert(parts.end(), options.cuda_words.begin(), options.cuda_words.end());
  const std::string key = cache->key(parts);
  if (auto entry = cache->get(key)) {
    try {
      return fromJsonText<python::PythonFacts>(*entry);
    } catch (const std::exception&) {  // damaged: parse afresh
    }
  }
  python::PythonFacts facts = python::scanPython(text, scan);
  cache->put(key, toJsonLine(facts));
  return facts;
}

// setup.py's install requirements: the strings given as `install_requires=[...]` or
// `setup_requires=[...]` (a list written in the call; one built elsewhere is not followed).
std::vector<project::Requirement> setupRequirements(const python::PythonFacts& facts) {
  std::vector<project::Requirement> out;
  for (const auto& s : facts.strings) {
    if (s.context != PyContext::kArgument || (s.keyword != "install_requires" && s.keyword != "setup_requires")) continue;
    project::Requirement r;
    r.pos = {s.pos.line, 1};
    if (project::parseRequirementText(s.value, r)) out.push_back(std::move(r));
  }
  return out;
}

Target scanPythonFile(const std::string& path, const PythonOptions& options, const ResultCache* cache) {
  Target target;
  target.path = path;
  target.kind = InputKind::kPythonSource;
  const auto text = readTextInput(target, kMaxPythonBytes, "Python source");
  if (!text) return target;
  try {
    python::ScanOptions scan;
    scan.member_reads = &options.member_reads;
    scan.non_tensor_modules = &options.non_tensor_modules;
    scan.argument_calls = &options.argument_calls;
    scan.host_methods = &options.host_methods;
    scan.device_methods = &options.device_methods;
    scan.watched_identifiers = &options.watched_identifiers;
    scan.npu_words = &options.npu_words;
    scan.cuda_words = &options.cuda_words;
    target.python = cachedScan(*text, scan, options, cache);
  } catch (const std::exception& e) {
    target.status = Status::kError;
    target.problems.push_back(e.what());
    return target;
  }
  if (!target.python.parsed_cleanly) {
    // "12:5: syntax error[ in ...]" -> "syntax error at 12:5[ in ...]"; a parse that ran out of time says so as it is.
    const std::string& error = target.python.first_error;
    const std::string marker = ": syntax error";
    const size_t at = error.find(marker);
    target.markPartial(at == std::string::npos ? error
                                               : "syntax error at " + error.substr(0, at) + error.substr(at + marker.size()) +
                                                     "; the rest of the file is analysed with the parser's error recovery");
  }
  if (target.python.too_deep_line)
    target.markPartial("syntax nested deeper than 1000 levels from line " + std::to_string(target.python.too_deep_line) +
                       ": not analysed below that depth");
  capFacts(target.python.names, "imported names used", target);
  capFacts(target.python.members, "member uses", target);
  capFacts(target.python.strings, "string literals", target);
  capFacts(target.python.mask_indexes, "boolean-mask indexings", target);
  capFacts(target.python.definitions, "definitions", target);
  capFacts(target.python.calls, "calls with their arguments", target);
  capFacts(target.python.env, "environment variable settings", target);
  capFacts(target.python.subscripted_calls, "subscripted calls (kernel launches)", target);
  capFacts(target.python.function_calls, "calls of the file's own functions", target);
  if (fs::path(path).filename() == "setup.py") target.project.requirements = setupRequirements(target.python);
  return target;
}

class PythonFrontend : public Frontend {
 public:
  std::string_view name() const override { return "python"; }
  std::vector<InputKind> kinds() const override { return {InputKind::kPythonSource}; }
  bool claimsByName(const std::string& path, const FrontendContext& context) const override {
    const std::string name = fs::path(path).filename().string();
    for (const auto& ending : context.python.extensions)
      if (name.size() > ending.size() && name.compare(name.size() - ending.size(), ending.size(), ending) == 0) return true;
    return false;
  }
  std::string_view inputDescription() const override { return "a Python source (.py)"; }
  std::string_view noneFoundDescription() const override { return "no .py files"; }
  std::vector<Target> analyse(const std::vector<std::string>& paths, const FrontendContext& context) const override {
    std::vector<Target> targets(paths.size());
    parallelFor(paths.size(), context.jobs, [&](size_t i) {
      targets[i] = scanPythonFile(paths[i], context.python, context.cache);
      if (context.progress) context.progress->advance(1, paths[i]);
    });
    return targets;
  }
};

}  // namespace

const Frontend& pythonFrontend() {
  static const PythonFrontend frontend;
  return frontend;
}

}  // namespace npu_lint
