#include "frontends/source_scanner.h"

#include <signal.h>
#include <string.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <nlohmann/json.hpp>
#include <sstream>
#include <unordered_map>

#include "core/parallel.h"
#include "core/hash.h"
#include "core/paths.h"
#include "core/progress.h"
#include "core/result_cache.h"
#include "core/subprocess.h"
#include "frontends/cuda/lexical_scan.h"
#include "rules/api_map.h"

namespace npu_lint {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

constexpr size_t kMaxSourceBytes = 64u << 20;
// Per file and kind of fact: a generated file with a million kernels would otherwise cost
// gigabytes of findings. Past it the file is partial, and says so.
constexpr size_t kMaxFactsPerKind = 10000;

template <class Fact>
bool capFacts(std::vector<Fact>& facts, const char* what, Target& target);

std::string extension(const std::string& path) { return fs::path(path).extension().string(); }

Target sourceTarget(const std::string& path) {
  Target target;
  target.path = path;
  const std::string ext = extension(path);
  target.kind = ext == ".cu" || ext == ".cuh" ? "cuda-source" : "cpp-source";
  target.source.path = path;
  return target;
}

void markPartial(Target& target, const std::string& problem) {
  if (target.status == Status::kOk) target.status = Status::kPartial;
  target.problems.push_back(problem);
}

cuda::SourcePos posOf(const json& j) { return {j.at("line").get<unsigned>(), j.at("column").get<unsigned>()}; }

std::string& nameOf(cuda::KernelFact& f) { return f.name; }
std::string& nameOf(cuda::LaunchFact& f) { return f.kernel; }

// The facts of one kind by (name, line), so that merging Clang's facts stays linear.
template <class Fact>
class FactIndex {
 public:
  explicit FactIndex(std::vector<Fact>& facts) : facts_(facts) {
    for (size_t i = 0; i < facts.size(); ++i) index_.emplace(key(nameOf(facts[i]), facts[i].pos.line), i);
  }
  // The fact the lexical pass found with this name on this line, or a new one the AST alone
  // saw; null past the per-file cap.
  Fact* findOrAdd(const std::string& name, const cuda::SourcePos& pos) {
    const auto [it, inserted] = index_.emplace(key(name, pos.line), facts_.size());
    if (!inserted) return &facts_[it->second];
    if (facts_.size() >= kMaxFactsPerKind) return nullptr;
    Fact& added = facts_.emplace_back();
    nameOf(added) = name;
    added.pos = pos;
    return &added;
  }

 private:
  static std::string key(const std::string& name, unsigned line) { return name + '\n' + std::to_string(line); }
  std::vector<Fact>& facts_;
  std::unordered_map<std::string, size_t> index_;
};

// Adds what Clang's AST confirmed to what the lexical pass found: the lexical pass keeps code
// Clang never saw (#if-excluded, or lost to a parse error), the AST adds kernels that macros make.
void mergeClangFacts(const json& clang, Target& target) {
  cuda::FileFacts& facts = target.source;
  std::vector<std::pair<unsigned, unsigned>> skipped;
  for (const auto& range : clang.value("skipped", json::array())) skipped.emplace_back(range.at(0), range.at(1));
  auto excluded = [&](unsigned line) {
    return std::any_of(skipped.begin(), skipped.end(), [&](const auto& r) { return line >= r.first && line <= r.second; });
  };
  for (auto& kernel : facts.kernels) kernel.in_excluded_region = excluded(kernel.pos.line);
  for (auto& launch : facts.launches) launch.in_excluded_region = excluded(launch.pos.line);
  for (auto& call : facts.calls) call.in_excluded_region = excluded(call.pos.line);
  FactIndex<cuda::KernelFact> kernels(facts.kernels);
  for (const auto& k : clang.value("kernels", json::array())) {
    cuda::KernelFact* kernel = kernels.findOrAdd(k.at("name").get<std::string>(), posOf(k.at("pos")));
    if (!kernel) continue;
    if (!kernel->lines) kernel->lines = k.value("lines", 0u);
    kernel->is_template = k.value("template", kernel->is_template);
    kernel->from_ast = true;
  }
  FactIndex<cuda::LaunchFact> launches(facts.launches);
  for (const auto& l : clang.value("launches", json::array()))
    if (cuda::LaunchFact* launch = launches.findOrAdd(l.at("kernel").get<std::string>(), posOf(l.at("pos"))))
      launch->from_ast = true;
  if (!clang.value("ran", true)) {
    markPartial(target, "the Clang pass could not run (" + clang.value("error", std::string("unknown reason")) +
                            "); findings come from the lexical pass only");
  } else if (!clang.value("parsed_cleanly", true)) {
    facts.parsed_cleanly = false;
    facts.first_error = clang.value("first_error", "");
    markPartial(target, "parse error at " + facts.first_error +
                            "; analysed with Clang's error recovery and the lexical pass");
  }
}

std::vector<std::string> helperCommand(const SourceScanOptions& options) {
  std::vector<std::string> argv = {helperPath("npu-lint-cuda"), "--headers", dataDir() + "/cuda_headers",
                                   "--file-timeout", std::to_string(options.file_timeout_seconds)};
  if (!options.compile_db_dir.empty()) argv.insert(argv.end(), {"-p", options.compile_db_dir});
  return argv;
}

using ClangResultFn = std::function<void(Target&, const json&)>;

// Runs the Clang pass over `files`, restarting after a file that crashes it.
void runClangPass(std::vector<Target*> pending, const SourceScanOptions& options, const ClangResultFn& on_result) {
  while (!pending.empty()) {
    std::vector<std::string> argv = helperCommand(options);
    for (const Target* t : pending) argv.push_back(t->path);
    SubprocessLimits limits;
    // The helper ends itself on a file past --file-timeout (SIGALRM); this bound is the backstop.
    limits.timeout_seconds = options.file_timeout_seconds * static_cast<unsigned>(pending.size()) + 60;
    const SubprocessResult run = runSubprocess(argv, limits);
    std::map<std::string, json> results;
    std::istringstream lines(run.out);
    for (std::string line; std::getline(lines, line);) {
      const json result = json::parse(line, nullptr, false);
      if (!result.is_discarded() && result.contains("path")) results[result.at("path")] = result;
    }
    std::vector<Target*> next;
    bool culprit_found = false;
    for (Target* target : pending) {
      if (auto it = results.find(target->path); it != results.end()) {
        on_result(*target, it->second);
      } else if (!culprit_found) {
        culprit_found = true;
        const std::string why = run.timed_out || run.signal == SIGALRM
                                    ? "did not finish within " + std::to_string(options.file_timeout_seconds) + " s (--file-timeout)"
                                : run.signal ? std::string("crashed (") + strsignal(run.signal) + ")"
                                             : "failed (exit " + std::to_string(run.exit_code) + ")";
        markPartial(*target, "the Clang pass " + why + " on this file; findings come from the lexical pass only");
      } else {
        next.push_back(target);
      }
    }
    pending = std::move(next);
  }
}

// The lexical pass over one file; false (and an error status) when it cannot be read.
// `content_hash` receives the hash of what it read.
bool readLexically(Target& target, const cuda::ApiFilter& is_api, std::string& content_hash) {
  std::error_code ec;
  const auto size = fs::file_size(target.path, ec);
  if (ec || size > kMaxSourceBytes) {
    target.status = Status::kError;
    target.problems.push_back(ec ? "cannot read: " + ec.message()
                                 : "larger than " + std::to_string(kMaxSourceBytes >> 20) + " MiB: not scanned");
    return false;
  }
  try {
    const std::string text = readFile(target.path);
    // C++ source never holds a NUL byte; an object file or image named .cu does.
    if (text.find('\0') != std::string::npos) {
      target.status = Status::kError;
      target.problems.push_back("a binary file (it holds NUL bytes), not C++/CUDA source: not scanned");
      return false;
    }
    content_hash = hex64(fnv1a(text));
    cuda::scanLexically(text, is_api, target.source);
    capFacts(target.source.kernels, "kernels", target);
    capFacts(target.source.launches, "kernel launches", target);
    capFacts(target.source.calls, "CUDA API uses", target);
  } catch (const std::exception& e) {
    target.status = Status::kError;
    target.problems.push_back(e.what());
    return false;
  }
  return true;
}

template <class Fact>
bool capFacts(std::vector<Fact>& facts, const char* what, Target& target) {
  if (facts.size() <= kMaxFactsPerKind) return false;
  markPartial(target, "more than " + std::to_string(kMaxFactsPerKind) + " " + what + " (" + std::to_string(facts.size()) +
                          "): only the first " + std::to_string(kMaxFactsPerKind) + " are reported");
  facts.resize(kMaxFactsPerKind);
  return true;
}

// A cached Clang result: the helper's JSON plus a stamp of every project header it read.
std::string cacheEntry(const json& result) {
  json includes = json::array();
  for (const auto& header : result.value("user_includes", json::array()))
    includes.push_back({header, fileStamp(header.get<std::string>())});
  return json{{"result", result}, {"includes", includes}}.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::optional<json> validCachedResult(const std::string& entry) {
  const json cached = json::parse(entry, nullptr, false);
  if (cached.is_discarded() || !cached.contains("result") || !cached.contains("includes")) return std::nullopt;
  for (const auto& include : cached.at("includes"))
    if (!include.is_array() || include.size() != 2 || fileStamp(include.at(0).get<std::string>()) != include.at(1))
      return std::nullopt;
  return cached.at("result");
}

}  // namespace

bool isSourceFile(const std::string& path) {
  static const char* const kExtensions[] = {".cu", ".cuh", ".cpp", ".cc", ".cxx", ".h", ".hpp"};
  const std::string ext = extension(path);
  return std::any_of(std::begin(kExtensions), std::end(kExtensions), [&](const char* e) { return ext == e; });
}

std::vector<Target> scanSources(const std::vector<std::string>& files, const SourceScanOptions& options,
                                const ApiMap& api_map) {
  const cuda::ApiFilter is_api = [&](std::string_view name, bool is_call) {
    const ApiMapping* m = api_map.find(std::string(name));
    return m && (is_call || m->match_any_use);
  };
  std::vector<Target> targets;
  targets.reserve(files.size());
  for (const auto& path : files) targets.push_back(sourceTarget(path));

  // Each batch: the lexical pass of its files, then one Clang helper over those it could read.
  // A few batches per helper keep all of them busy to the end without paying Clang's start-up
  // (~0.1 s) for every file.
  const size_t jobs = std::max(1u, options.jobs);
  const size_t batch = std::max<size_t>(8, (targets.size() + jobs * 4 - 1) / (jobs * 4));
  const size_t batches = (targets.size() + batch - 1) / batch;
  const bool caching = options.cache && options.cache->enabled();
  std::vector<std::string> flags = helperCommand(options);
  flags.front() = "source";
  if (!options.compile_db_dir.empty()) flags.push_back(fileStamp(options.compile_db_dir + "/compile_commands.json"));
  parallelFor(batches, options.jobs, [&](size_t b) {
    std::vector<Target*> readable;
    std::map<const Target*, std::string> keys;
    for (size_t i = b * batch; i < std::min(targets.size(), (b + 1) * batch); ++i) {
      Target& target = targets[i];
      std::string content_hash;
      if (!readLexically(target, is_api, content_hash)) continue;
      if (caching) {
        std::vector<std::string> parts = flags;
        parts.insert(parts.end(), {fs::absolute(target.path).string(), content_hash});
        const std::string key = options.cache->key(parts);
        if (auto entry = options.cache->get(key))
          if (auto result = validCachedResult(*entry)) {
            mergeClangFacts(*result, target);
            continue;
          }
        keys[&target] = key;
      }
      readable.push_back(&target);
    }
    runClangPass(readable, options, [&](Target& target, const json& result) {
      mergeClangFacts(result, target);
      if (caching && result.value("ran", false)) options.cache->put(keys.at(&target), cacheEntry(result));
    });
    const size_t end = std::min(targets.size(), (b + 1) * batch);
    if (options.progress) options.progress->advance(end - b * batch, targets[end - 1].path);
  });
  return targets;
}

}  // namespace npu_lint
