#include "frontends/model/model_frontend.h"

#include <signal.h>
#include <string.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

#include "core/error.h"
#include "core/hash.h"
#include "core/parallel.h"
#include "core/paths.h"
#include "core/progress.h"
#include "core/result_cache.h"
#include "core/strings.h"
#include "core/subprocess.h"
#include "facts/json_io.h"
#include "facts/schema.h"
#include "frontends/changed_files.h"
#include "frontends/model/exported_paths.h"
#include "frontends/model/model_file_kind.h"

namespace npu_lint {
namespace {

Target failed(const std::string& path, const std::string& problem) {
  return Target::failed(path, InputKind::kTorchScript, problem);
}

std::string fileHead(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::string head(64, '\0');
  in.read(head.data(), static_cast<std::streamsize>(head.size()));
  head.resize(static_cast<size_t>(in.gcount()));
  return head;
}

}  // namespace

Target targetFromFacts(const std::string& path, const std::string& facts_json) {
  ModelFacts facts;
  try {
    facts = fromJsonText<ModelFacts>(facts_json);
  } catch (const std::exception& e) {  // SchemaError, or a number out of its field's range
    return failed(path, std::string("the model analyser printed unreadable facts: ") + e.what());
  }
  relativizeExportedPaths(facts, path);
  Target target;
  target.path = path;
  target.kind = InputKind::kTorchScript;
  target.status = facts.status;
  target.problems = std::move(facts.problems);
  target.root_class = std::move(facts.root_class);
  target.methods = std::move(facts.methods);
  target.ops = std::move(facts.ops);
  target.unreached_ops = std::move(facts.unreached_ops);
  target.custom_classes = std::move(facts.custom_classes);
  target.facts = std::move(facts.graph);
  target.shapes = std::move(facts.shapes);
  for (const ShapeRun& run : target.shapes)
    if (run.truncated)
      target.markPartial("the shape analysis of input set " + run.label +
                         " stopped at its limit of op calls; the ops after it have no shapes");
  // A generated graph with a million masked indexings would otherwise cost gigabytes of findings.
  constexpr size_t kMaxFacts = 10000;
  if (target.facts.size() > kMaxFacts) {
    target.markPartial("more than " + std::to_string(kMaxFacts) + " graph facts (" + std::to_string(target.facts.size()) +
                       "): only the first " + std::to_string(kMaxFacts) + " are reported");
    target.facts.resize(kMaxFacts);
  }
  std::stable_sort(target.ops.begin(), target.ops.end(), [](const OpUse& a, const OpUse& b) {
    return a.count != b.count ? a.count > b.count : std::tie(a.name, a.overload) < std::tie(b.name, b.overload);
  });
  if (target.status != Status::kOk && target.problems.empty()) target.problems.push_back("the model analyser gave no reason");
  return target;
}

namespace {

// A zip archive ends with its central directory, which holds every entry's size and CRC-32:
// hashing the file's size and last MiB identifies its content without reading the weights.
std::string archiveIdentity(const std::string& path) {
  constexpr std::streamoff kTail = 1 << 20;
  std::ifstream in(path, std::ios::binary | std::ios::ate);
  if (!in) return "";
  const std::streamoff size = in.tellg();
  const std::streamoff start = size > kTail ? size - kTail : 0;
  std::string tail(static_cast<size_t>(size - start), '\0');
  in.seekg(start);
  if (!in.read(tail.data(), static_cast<std::streamsize>(tail.size()))) return "";
  return std::to_string(size) + ":" + hex64(fnv1a(tail));
}

Target scanModel(const std::string& path, const ModelOptions& options, const ResultCache* cache) {
  std::error_code ec;
  if (std::filesystem::file_size(path, ec) == 0 && !ec) return failed(path, "empty file");
  // Checked here, before LibTorch reads a byte: hostile sizes, counts and names end the scan.
  try {
    const std::string what = describeNonTorchScriptZip(readZipDirectory(path, options.zip));
    if (!what.empty()) return failed(path, "not a TorchScript archive: " + what);
  } catch (const UserError& e) {
    const std::string what = describeNonZipModel(fileHead(path));
    return failed(path, what.empty() ? std::string("not a readable TorchScript archive: ") + e.what()
                                     : "not a TorchScript archive: " + what);
  }
  std::vector<std::string> argv = {helperPath("npu-lint-torchscript"),
                                   "--max-entries", std::to_string(options.zip.max_entries),
                                   "--max-code-bytes", std::to_string(options.zip.max_read_bytes),
                                   "--max-nodes", std::to_string(options.max_graph_nodes)};
  for (const auto& method : options.methods) argv.insert(argv.end(), {"--method", method});
  if (!options.graph_ops.empty()) argv.insert(argv.end(), {"--graph-ops", options.graph_ops});
  std::string input_sets = options.input_sets;
  if (input_sets.empty())
    if (auto found = options.input_sets_by_path.find(normalizedAbsolute(path)); found != options.input_sets_by_path.end())
      input_sets = found->second;
  if (!input_sets.empty()) argv.insert(argv.end(), {"--input-sets", input_sets});
  argv.push_back(path);
  std::string cache_key;
  if (cache && cache->enabled()) {
    if (const std::string identity = archiveIdentity(path); !identity.empty()) {
      std::vector<std::string> parts = argv;
      parts.front() = "model";
      parts.push_back(identity);
      cache_key = cache->key(parts);
      if (auto cached = cache->get(cache_key)) return targetFromFacts(path, *cached);
    }
  }
  SubprocessLimits limits;
  limits.timeout_seconds = options.timeout_seconds;
  limits.max_memory_bytes = options.max_memory_bytes;
  const SubprocessResult run = runSubprocess(argv, limits);
  if (run.timed_out)
    return failed(path, "the model analyser did not finish within " + std::to_string(options.timeout_seconds) + " s");
  if (run.signal)
    return failed(path, std::string("the model analyser crashed (") + strsignal(run.signal) +
                            ") reading this archive; npu-lint itself is unaffected");
  if (run.output_truncated) return failed(path, "the model analyser printed more than its output limit");
  if (run.exit_code != 0) {
    const std::string reason = firstLine(run.err);
    return failed(path, "the model analyser failed (exit " + std::to_string(run.exit_code) + ")" +
                            (reason.empty() ? "" : ": " + reason));
  }
  Target target = targetFromFacts(path, run.out);
  if (!cache_key.empty() && target.status != Status::kError) cache->put(cache_key, run.out);
  return target;
}

const char* const kModelExtensions[] = {".pt", ".pth", ".ts", ".torchscript", ".ptl"};

// Whether the file's first bytes are text: no control bytes but whitespace, no NUL. Every model
// format starts with a binary magic (zip's PK\3\4, pickle's \x80, a flatbuffer's or protobuf's
// small integers); an empty file is no text.
bool startsAsText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  char head[512];
  in.read(head, sizeof head);
  const std::streamsize n = in.gcount();
  if (n <= 0 || static_cast<unsigned char>(head[0]) == 0x80) return false;
  for (std::streamsize i = 0; i < n; ++i) {
    const auto c = static_cast<unsigned char>(head[i]);
    if (c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f') return false;
  }
  return true;
}

class ModelFrontend : public Frontend {
 public:
  std::string_view name() const override { return "model"; }
  std::vector<InputKind> kinds() const override { return {InputKind::kTorchScript}; }
  bool claimsByName(const std::string& path, const FrontendContext&) const override {
    const std::string ext = std::filesystem::path(path).extension().string();
    return std::any_of(std::begin(kModelExtensions), std::end(kModelExtensions), [&](const char* e) { return ext == e; });
  }
  // `.ts` is also TypeScript's, and a launcher script may be named `deepspeed.pt`: a text file is
  // no model of any format.
  bool leavesOutInWalk(const std::string& path) const override { return startsAsText(path); }
  bool claimsByContent(const std::string& path) const override {
    std::ifstream in(path, std::ios::binary);
    char magic[4] = {};
    return in.read(magic, 4) && std::string(magic, 4) == std::string("PK\x03\x04", 4);
  }
  std::string_view inputDescription() const override { return "a TorchScript archive (.pt, .pth, .ts, zip)"; }
  std::string_view noneFoundDescription() const override { return "no .pt/.pth/.ts models"; }

  std::vector<Target> analyse(const std::vector<std::string>& paths, const FrontendContext& context) const override {
    std::vector<Target> targets(paths.size());
    parallelFor(paths.size(), context.jobs, [&](size_t i) {
      targets[i] = scanModel(paths[i], context.model, context.cache);
      if (context.progress) context.progress->advance(1, paths[i]);
    });
    return targets;
  }
};

}  // namespace

const Frontend& modelFrontend() {
  static const ModelFrontend frontend;
  return frontend;
}

}  // namespace npu_lint
