#include "frontends/python/python_frontend.h"

#include <algorithm>
#include <chrono>
#include <filesystem>

#include "core/hash.h"
#include "core/parallel.h"
#include "core/paths.h"
#include "core/progress.h"
#include "core/strings.h"
#include "core/result_cache.h"
#include "facts/json_io.h"
#include "facts/schema.h"
#include "frontends/fact_limits.h"
#include "frontends/common/requirement_text.h"
#include "frontends/python/python_scan.h"
#include "frontends/text_input.h"

namespace npu_lint {
namespace {
namespace fs = std::filesystem;

// A file's syntax tree takes about 40 times its size (a 63 MB file: 1.9 GB when its parse timed out
// at 10 s); 16 MiB bounds a full parse and walk to about 1.3 GB whatever --file-timeout says.
constexpr size_t kMaxPythonBytes = 16u << 20;

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
  parts.push_back("|");
  parts.insert(parts.end(), options.cuda_modules.begin(), options.cuda_modules.end());
  const std::string key = cache->key(parts);
  if (auto entry = cache->get(key)) {
    try {
      return fromJsonText<python::PythonFacts>(*entry);
    } catch (const std::exception&) {  // damaged: parse afresh
    }
  }
  python::PythonFacts facts = python::scanPython(text, scan);
  // A scan cut short by the clock says how fast this machine was, not what the file holds.
  if (!facts.out_of_time_line) cache->put(key, toJsonLine(facts));
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
    scan.cuda_modules = &options.cuda_modules;
    scan.timeout_ms = options.timeout_seconds * 1000;
    const auto started = std::chrono::steady_clock::now();
    target.python = cachedScan(*text, scan, options, cache);
    const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started);
    target.rules_budget = std::max(std::chrono::milliseconds(scan.timeout_ms) - spent, std::chrono::milliseconds(0));
  } catch (const std::exception& e) {
    target.status = Status::kError;
    target.problems.push_back(e.what());
    return target;
  }
  if (!target.python.first_error.empty()) {
    // "12:5: syntax error[ in ...]" -> "syntax error at 12:5[ in ...]".
    const std::string& error = target.python.first_error;
    const std::string marker = ": syntax error";
    const size_t at = error.find(marker);
    target.markPartial(at == std::string::npos ? error
                                               : "syntax error at " + error.substr(0, at) + error.substr(at + marker.size()) +
                                                     "; the rest of the file is analysed with the parser's error recovery");
  }
  if (target.python.out_of_time_line)
    target.markPartial("ran past " + std::to_string(options.timeout_seconds) + " s (--file-timeout): not analysed from line " +
                       std::to_string(target.python.out_of_time_line) + " on");
  if (target.python.too_deep_line)
    target.markPartial("syntax nested deeper than 1000 levels from line " + std::to_string(target.python.too_deep_line) +
                       ": not analysed below that depth");
  // The walk stops once a kind passes its cap (python_scan.cpp), so which kind, and where, is what
  // there is to say; counting the rest would need the walk it skipped. A cap passed at the file's
  // last node stopped nothing: the count is known, and said as for any other file.
  std::vector<std::string> full;
  auto cap = [&](auto& facts, const char* what) {
    if (!target.python.full_line) {
      capFacts(facts, what, target);
      return;
    }
    if (facts.size() <= kMaxFactsPerKind) return;
    full.push_back(what);
    facts.resize(kMaxFactsPerKind);
  };
  cap(target.python.names, "imported names used");
  cap(target.python.members, "member uses");
  cap(target.python.strings, "string literals");
  cap(target.python.mask_indexes, "boolean-mask indexings");
  cap(target.python.definitions, "definitions");
  cap(target.python.calls, "calls with their arguments");
  cap(target.python.env, "environment variable settings");
  cap(target.python.subscripted_calls, "subscripted calls (kernel launches)");
  cap(target.python.function_calls, "calls of the file's own functions");
  if (!full.empty())
    target.markPartial("more than " + std::to_string(kMaxFactsPerKind) + " " + join(full, ", ") + " by line " +
                       std::to_string(target.python.full_line) + ": only the first " + std::to_string(kMaxFactsPerKind) +
                       " are reported, and the file is not analysed from there on");
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
