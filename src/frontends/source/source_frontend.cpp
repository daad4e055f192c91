#include "frontends/source/source_frontend.h"

#include <signal.h>
#include <string.h>

#include <algorithm>
#include <map>
#include <filesystem>
#include <memory>
#include <optional>
#include <unordered_map>

#include "core/error.h"
#include "core/hash.h"
#include "core/parallel.h"
#include "core/paths.h"
#include "core/progress.h"
#include "core/result_cache.h"
#include "core/subprocess.h"
#include "facts/json_io.h"
#include "facts/schema.h"
#include "frontends/fact_limits.h"
#include "frontends/source/backend.h"
#include "frontends/source/header_index.h"
#include "frontends/source/lexical_scan.h"
#include "frontends/text_input.h"

namespace npu_lint {
namespace {

namespace fs = std::filesystem;

constexpr size_t kMaxSourceBytes = 64u << 20;
std::string extension(const std::string& path) { return fs::path(path).extension().string(); }

Target sourceTarget(const std::string& path) {
  Target target;
  target.path = path;
  const std::string ext = extension(path);
  target.kind = ext == ".cu" || ext == ".cuh" ? InputKind::kCudaSource : InputKind::kCppSource;
  return target;
}

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
  Fact* findOrAdd(const std::string& name, const SourcePos& pos) {
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
void mergeClangFacts(const cuda::ClangFacts& clang, Target& target) {
  cuda::FileFacts& facts = target.source;
  auto excluded = [&](unsigned line) {
    return std::any_of(clang.skipped.begin(), clang.skipped.end(),
                       [&](const cuda::SkippedRange& r) { return line >= r.first_line && line <= r.last_line; });
  };
  for (auto& kernel : facts.kernels) kernel.in_excluded_region = excluded(kernel.pos.line);
  for (auto& launch : facts.launches) launch.in_excluded_region = excluded(launch.pos.line);
  for (auto& call : facts.calls) call.in_excluded_region = excluded(call.pos.line);
  FactIndex<cuda::KernelFact> kernels(facts.kernels);
  for (const auto& k : clang.kernels) {
    cuda::KernelFact* kernel = kernels.findOrAdd(k.name, k.pos);
    if (!kernel) continue;
    if (!kernel->lines) kernel->lines = k.lines;
    kernel->is_template = k.is_template;
    kernel->from_ast = true;
  }
  // A launch the lexical pass found at the same spot is the same launch, whatever Clang calls the
  // kernel there (a function pointer's name, where the lexical pass followed the pointer).
  std::map<std::pair<unsigned, unsigned>, cuda::LaunchFact*> lexical_launches;
  for (auto& launch : facts.launches) lexical_launches.emplace(std::pair(launch.pos.line, launch.pos.column), &launch);
  std::vector<cuda::LaunchFact> ast_only;
  for (const auto& l : clang.launches) {
    if (const auto it = lexical_launches.find({l.pos.line, l.pos.column}); it != lexical_launches.end()) it->second->from_ast = true;
    else ast_only.push_back(l);
  }
  FactIndex<cuda::LaunchFact> launches(facts.launches);
  for (const auto& l : ast_only)
    if (cuda::LaunchFact* launch = launches.findOrAdd(l.kernel, l.pos)) launch->from_ast = true;
  facts.missing_includes = clang.missing_includes;
  facts.guessed_include_dirs = clang.guessed_include_dirs;
  facts.outside_includes = clang.outside_includes;
  facts.included_headers = clang.user_includes;
  std::sort(facts.included_headers.begin(), facts.included_headers.end());
  facts.included_headers.erase(std::unique(facts.included_headers.begin(), facts.included_headers.end()), facts.included_headers.end());
  if (!clang.ran) {
    target.markPartial("the Clang pass could not run (" + (clang.error.empty() ? std::string("unknown reason") : clang.error) +
                       "); findings come from the lexical pass only");
  } else if (!clang.parsed_cleanly) {
    facts.parsed_cleanly = false;
    facts.first_error = clang.first_error;
    target.markPartial("parse error at " + facts.first_error + "; analysed with Clang's error recovery and the lexical pass");
  }
}

std::vector<std::string> helperCommand(const FrontendContext& context) {
  const SourceOptions& options = context.source;
  std::vector<std::string> argv = {helperPath("npu-lint-cuda"), "--headers", dataDir() + "/cuda_headers",
                                   "--file-timeout", std::to_string(options.file_timeout_seconds)};
  if (!options.compile_db_dir.empty()) argv.insert(argv.end(), {"-p", options.compile_db_dir});
  for (const auto& dir : options.include_dirs) argv.insert(argv.end(), {"-I", dir});
  if (options.follow_symlinks) argv.push_back("--follow-symlinks");
  if (options.compile_db_dir.empty()) {
    for (const auto& root : cuda::headerSearchRoots(context.roots)) argv.insert(argv.end(), {"--search-root", root});
    // CUTLASS's headers, vendored unmodified: template code parses as the build would parse it.
    for (const char* folder : {"/vendor/cutlass/include", "/vendor/cutlass/tools/util/include"})
      if (const std::string dir = dataDir() + folder; fs::is_directory(dir)) argv.insert(argv.end(), {"--library-headers", dir});
  }
  return argv;
}

// One Clang helper that parses file after file for one worker thread; a file that crashes it or
// runs past --file-timeout ends it, and the next file starts a new one.
class ClangSession {
 public:
  explicit ClangSession(const FrontendContext& context) : context_(context) {}

  // Clang's facts about this file, or nullopt once the target says why there are none.
  std::optional<cuda::ClangFacts> scan(Target& target) {
    try {
      if (!helper_) {
        std::vector<std::string> argv = helperCommand(context_);
        argv.push_back("-");
        SubprocessLimits limits;
        // The helper ends itself on a file past --file-timeout (SIGALRM); this bound is the backstop.
        limits.timeout_seconds = context_.source.file_timeout_seconds + 60;
        helper_ = std::make_unique<Coprocess>(argv, limits);
      }
    } catch (const UserError& e) {
      return failed(target, std::string("could not start (") + e.what() + ")");
    }
    if (const auto reply = helper_->ask(target.path + '\0')) {
      try {
        return fromJsonText<cuda::ClangFacts>(*reply);
      } catch (const std::exception& e) {
        helper_.reset();
        return failed(target, std::string("replied with something that is not its facts (") + e.what() + ")");
      }
    }
    const SubprocessResult run = helper_->ended();
    helper_.reset();
    return failed(target, run.timed_out || run.signal == SIGALRM
                              ? "did not finish within " + std::to_string(context_.source.file_timeout_seconds) + " s (--file-timeout)"
                          : run.signal ? std::string("crashed (") + strsignal(run.signal) + ")"
                                       : "failed (exit " + std::to_string(run.exit_code) + ")");
  }

 private:
  static std::nullopt_t failed(Target& target, const std::string& why) {
    target.markPartial("the Clang pass " + why + " on this file; findings come from the lexical pass only");
    return std::nullopt;
  }
  const FrontendContext& context_;
  std::unique_ptr<Coprocess> helper_;
};

// The lexical pass over one file; false (and an error status) when it cannot be read.
// `content_hash` receives the hash of what it read.
// The path below the scanned root that holds it, for folder names that mean a backend (never the
// folders above the project, which are the user's).
std::string pathInTree(const std::string& path, const std::vector<std::string>& roots) {
  const fs::path absolute = fs::absolute(path).lexically_normal();
  for (const auto& root : roots) {
    const fs::path relative = absolute.lexically_relative(fs::absolute(root).lexically_normal());
    if (!relative.empty() && *relative.begin() != "..") return relative.string();
  }
  return fs::path(path).filename().string();
}

bool readLexically(Target& target, const ApiFilter& is_api, const std::vector<std::string>& roots,
                   std::string& content_hash) {
  // C++ source never holds a NUL byte; an object file or image named .cu does.
  const auto text_read = readTextInput(target, kMaxSourceBytes, "C++/CUDA source");
  if (!text_read) return false;
  const std::string& text = *text_read;
  try {
    content_hash = sha256Hex({text});
    cuda::scanLexically(text, is_api, target.source);
    capFacts(target.source.kernels, "kernels", target);
    capFacts(target.source.launches, "kernel launches", target);
    capFacts(target.source.calls, "CUDA API uses", target);
    target.source.backend = cuda::backendOf(pathInTree(target.path, roots), text, target.source);
  } catch (const std::exception& e) {
    target.status = Status::kError;
    target.problems.push_back(e.what());
    return false;
  }
  return true;
}


// A cached Clang result: the helper's facts plus a stamp of every project header it read.
struct IncludeStamp {
  std::string path, stamp;
};
struct CachedClangFacts {
  cuda::ClangFacts result;
  std::vector<IncludeStamp> includes;
};
template <class V>
void jsonFields(V& v, IncludeStamp& x) {
  v("path", x.path);
  v("stamp", x.stamp);
}
template <class V>
void jsonFields(V& v, CachedClangFacts& x) {
  v("result", x.result);
  v("includes", x.includes);
}

std::string cacheEntry(const cuda::ClangFacts& result) {
  CachedClangFacts entry{result, {}};
  for (const auto& header : result.user_includes) entry.includes.push_back({header, fileStamp(header)});
  return toJsonLine(entry);
}

std::optional<cuda::ClangFacts> validCachedResult(const std::string& text) {
  try {
    auto cached = fromJsonText<CachedClangFacts>(text);
    for (const auto& include : cached.includes)
      if (fileStamp(include.path) != include.stamp) return std::nullopt;
    return std::move(cached.result);
  } catch (const std::exception&) {  // an entry from another build, or damaged: analyse afresh
    return std::nullopt;
  }
}

}  // namespace

bool isSourceFile(const std::string& path) {
  static const char* const kExtensions[] = {".cu", ".cuh", ".cpp", ".cc", ".cxx", ".h", ".hpp"};
  const std::string ext = extension(path);
  return std::any_of(std::begin(kExtensions), std::end(kExtensions), [&](const char* e) { return ext == e; });
}

namespace {

std::vector<Target> scanSources(const std::vector<std::string>& files, const FrontendContext& context) {
  const SourceOptions& options = context.source;
  const ApiFilter is_api = options.is_api ? options.is_api : [](std::string_view, bool) { return false; };
  std::vector<Target> targets;
  targets.reserve(files.size());
  for (const auto& path : files) targets.push_back(sourceTarget(path));

  const ResultCache* cache = context.cache;
  const bool caching = cache && cache->enabled();
  std::vector<std::string> flags = helperCommand(context);
  flags.front() = "source";
  if (!options.compile_db_dir.empty()) flags.push_back(fileStamp(options.compile_db_dir + "/compile_commands.json"));
  // A worker per job, each with one Clang helper it feeds file after file: Clang's start-up
  // (~0.1 s) is paid once per job, and a slow file holds up only its own worker.
  parallelWorkers(targets.size(), context.jobs, [&](const auto& claim) {
    ClangSession clang(context);
    for (size_t i; claim(i);) {
      Target& target = targets[i];
      std::string content_hash;
      // Another backend's file is classified, not parsed: it cannot parse without that SDK.
      if (readLexically(target, is_api, context.roots, content_hash) && target.source.backend == Backend::kCuda) {
        std::string key;
        std::optional<cuda::ClangFacts> result;
        if (caching) {
          std::vector<std::string> parts = flags;
          parts.insert(parts.end(), {fs::absolute(target.path).string(), content_hash});
          key = cache->key(parts);
          if (auto entry = cache->get(key)) result = validCachedResult(*entry);
        }
        if (!result && (result = clang.scan(target)) && caching && result->ran) cache->put(key, cacheEntry(*result));
        if (result) mergeClangFacts(*result, target);
      }
      if (context.progress) context.progress->advance(1, target.path);
    }
  });
  return targets;
}

class SourceFrontend : public Frontend {
 public:
  std::string_view name() const override { return "source"; }
  std::vector<InputKind> kinds() const override { return {InputKind::kCudaSource, InputKind::kCppSource}; }
  bool claimsByName(const std::string& path, const FrontendContext&) const override { return isSourceFile(path); }
  std::string_view inputDescription() const override { return "a C++/CUDA source (.cu .cuh .cpp .cc .cxx .h .hpp)"; }
  std::string_view noneFoundDescription() const override { return "no C++/CUDA sources"; }
  std::vector<Target> analyse(const std::vector<std::string>& paths, const FrontendContext& context) const override {
    return scanSources(paths, context);
  }
};

}  // namespace

const Frontend& sourceFrontend() {
  static const SourceFrontend frontend;
  return frontend;
}

}  // namespace npu_lint
