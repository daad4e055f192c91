#include "frontends/source_scanner.h"

#include <signal.h>
#include <string.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <optional>
#include <nlohmann/json.hpp>
#include <unordered_map>

#include "core/error.h"
#include "core/hash.h"
#include "core/parallel.h"
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

// One Clang helper that parses file after file for one worker thread; a file that crashes it or
// runs past --file-timeout ends it, and the next file starts a new one.
class ClangSession {
 public:
  explicit ClangSession(const SourceScanOptions& options) : options_(options) {}

  // Clang's facts about this file, or nullopt once the target says why there are none.
  std::optional<json> scan(Target& target) {
    try {
      if (!helper_) {
        std::vector<std::string> argv = helperCommand(options_);
        argv.push_back("-");
        SubprocessLimits limits;
        // The helper ends itself on a file past --file-timeout (SIGALRM); this bound is the backstop.
        limits.timeout_seconds = options_.file_timeout_seconds + 60;
        helper_ = std::make_unique<Coprocess>(argv, limits);
      }
    } catch (const UserError& e) {
      return failed(target, std::string("could not start (") + e.what() + ")");
    }
    if (const auto reply = helper_->ask(target.path + '\0')) {
      json result = json::parse(*reply, nullptr, false);
      if (result.is_object()) return result;
      helper_.reset();
      return failed(target, "replied with something that is not JSON");
    }
    const SubprocessResult run = helper_->ended();
    helper_.reset();
    return failed(target, run.timed_out || run.signal == SIGALRM
                              ? "did not finish within " + std::to_string(options_.file_timeout_seconds) + " s (--file-timeout)"
                          : run.signal ? std::string("crashed (") + strsignal(run.signal) + ")"
                                       : "failed (exit " + std::to_string(run.exit_code) + ")");
  }

 private:
  static std::nullopt_t failed(Target& target, const std::string& why) {
    markPartial(target, "the Clang pass " + why + " on this file; findings come from the lexical pass only");
    return std::nullopt;
  }
  const SourceScanOptions& options_;
  std::unique_ptr<Coprocess> helper_;
};

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

  const bool caching = options.cache && options.cache->enabled();
  std::vector<std::string> flags = helperCommand(options);
  flags.front() = "source";
  if (!options.compile_db_dir.empty()) flags.push_back(fileStamp(options.compile_db_dir + "/compile_commands.json"));
  // A worker per job, each with one Clang helper it feeds file after file: Clang's start-up
  // (~0.1 s) is paid once per job, and a slow file holds up only its own worker.
  parallelWorkers(targets.size(), options.jobs, [&](const auto& claim) {
    ClangSession clang(options);
    for (size_t i; claim(i);) {
      Target& target = targets[i];
      std::string content_hash;
      if (readLexically(target, is_api, content_hash)) {
        std::string key;
        std::optional<json> result;
        if (caching) {
          std::vector<std::string> parts = flags;
          parts.insert(parts.end(), {fs::absolute(target.path).string(), content_hash});
          key = options.cache->key(parts);
          if (auto entry = options.cache->get(key)) result = validCachedResult(*entry);
        }
        if (!result && (result = clang.scan(target)) && caching && result->value("ran", false))
          options.cache->put(key, cacheEntry(*result));
        if (result) mergeClangFacts(*result, target);
      }
      if (options.progress) options.progress->advance(1, target.path);
    }
  });
  return targets;
}

}  // namespace npu_lint
