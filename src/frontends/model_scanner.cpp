#include "frontends/model_scanner.h"

#include <signal.h>
#include <string.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

#include "core/error.h"
#include "core/hash.h"
#include "core/paths.h"
#include "core/result_cache.h"
#include "core/subprocess.h"

namespace npu_lint {
namespace {

using nlohmann::json;

Target failed(const std::string& path, const std::string& problem) {
  Target target;
  target.path = path;
  target.kind = "torchscript";
  target.status = Status::kError;
  target.problems.push_back(problem);
  return target;
}

std::string firstLine(const std::string& text) {
  const size_t start = text.find_first_not_of("\n ");
  if (start == std::string::npos) return "";
  return text.substr(start, text.find('\n', start) - start);
}

Status parseStatus(const std::string& name) {
  if (name == "ok") return Status::kOk;
  if (name == "partial") return Status::kPartial;
  return Status::kError;
}

Location siteLocation(const std::string& path, const json& site) {
  Location location;
  location.function = site.value("function", "");
  location.module = site.value("module", "");
  if (site.contains("file")) {
    const std::string file = site.at("file").get<std::string>();
    // Serialized code lives inside the archive: name it so the user can find it there.
    location.file = site.value("file_in_archive", false) ? path + "/" + file : file;
    location.line = site.value("line", 0);
    location.column = site.value("column", 0);
  }
  return location;
}

OpUse opFromFacts(const std::string& path, const json& op) {
  OpUse use;
  use.name = op.at("name").get<std::string>();
  use.overload = op.value("overload", "");
  use.schema = op.value("schema", "");
  use.count = op.at("count").get<size_t>();
  use.unknown_to_libtorch = op.value("unknown_to_libtorch", false);
  std::vector<Location> locations;
  std::set<std::string> seen_modules;
  for (const auto& site : op.value("sites", json::array())) {
    use.max_loop_depth = std::max(use.max_loop_depth, site.value("loop_depth", size_t{0}));
    Location location = siteLocation(path, site);
    if (!location.module.empty() && seen_modules.insert(location.module).second)
      use.modules.push_back(location.module);
    if (!location.file.empty()) locations.push_back(std::move(location));
  }
  std::sort(locations.begin(), locations.end(), [](const Location& a, const Location& b) {
    return std::tie(a.file, a.line, a.column, a.module) < std::tie(b.file, b.line, b.column, b.module);
  });
  if (locations.size() > OpUse::kMaxLocations) locations.resize(OpUse::kMaxLocations);
  use.locations = std::move(locations);
  return use;
}

}  // namespace

Target targetFromFacts(const std::string& path, const std::string& facts_json) {
  try {
    const json facts = json::parse(facts_json);
    Target target;
    target.path = path;
    target.kind = "torchscript";
    target.status = parseStatus(facts.at("status").get<std::string>());
    target.problems = facts.value("problems", std::vector<std::string>{});
    target.root_class = facts.value("root_class", "");
    target.methods = facts.value("methods", std::vector<std::string>{});
    for (const auto& op : facts.value("ops", json::array())) target.ops.push_back(opFromFacts(path, op));
    // A generated graph with a million masked indexings would otherwise cost gigabytes of findings.
    constexpr size_t kMaxFacts = 10000;
    const json& graph_facts = facts.value("facts", json::array());
    if (graph_facts.size() > kMaxFacts) {
      target.status = target.status == Status::kOk ? Status::kPartial : target.status;
      target.problems.push_back("more than " + std::to_string(kMaxFacts) + " graph facts (" +
                                std::to_string(graph_facts.size()) + "): only the first " + std::to_string(kMaxFacts) +
                                " are reported");
    }
    for (const auto& fact : graph_facts) {
      if (target.facts.size() == kMaxFacts) break;
      GraphFact f;
      f.fact = fact.at("fact").get<std::string>();
      f.op = fact.at("op").get<std::string>();
      f.cause = fact.value("cause", "");
      f.via = fact.value("via", "");
      f.argument = fact.value("argument", "");
      f.value = fact.value("value", 0L);
      f.loop_depth = fact.value("loop_depth", 0);
      f.location = siteLocation(path, fact);
      target.facts.push_back(std::move(f));
    }
    std::stable_sort(target.ops.begin(), target.ops.end(), [](const OpUse& a, const OpUse& b) {
      return a.count != b.count ? a.count > b.count : std::tie(a.name, a.overload) < std::tie(b.name, b.overload);
    });
    if (target.status != Status::kOk && target.problems.empty())
      target.problems.push_back("the model analyser gave no reason");
    return target;
  } catch (const json::exception& e) {
    return failed(path, std::string("the model analyser printed unreadable facts: ") + e.what());
  }
}

// A zip archive ends with its central directory, which holds every entry's size and CRC-32:
// hashing the file's size and last MiB identifies its content without reading the weights.
static std::string archiveIdentity(const std::string& path) {
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

Target scanModel(const std::string& path, const ModelScanOptions& options) {
  std::error_code ec;
  if (std::filesystem::file_size(path, ec) == 0 && !ec) return failed(path, "empty file");
  // Checked here, before LibTorch reads a byte: hostile sizes, counts and names end the scan.
  try {
    readZipDirectory(path, options.zip);
  } catch (const UserError& e) {
    return failed(path, std::string("not a readable TorchScript archive: ") + e.what());
  }
  std::vector<std::string> argv = {helperPath("npu-lint-torchscript"),
                                   "--max-entries", std::to_string(options.zip.max_entries),
                                   "--max-code-bytes", std::to_string(options.zip.max_read_bytes),
                                   "--max-nodes", std::to_string(options.max_graph_nodes)};
  if (options.all_methods)
    argv.push_back("--all-methods");
  else
    argv.insert(argv.end(), {"--method", options.method});
  argv.push_back(path);
  std::string cache_key;
  if (options.cache && options.cache->enabled()) {
    if (const std::string identity = archiveIdentity(path); !identity.empty()) {
      std::vector<std::string> parts = argv;
      parts.front() = "model";
      parts.push_back(identity);
      cache_key = options.cache->key(parts);
      if (auto cached = options.cache->get(cache_key)) return targetFromFacts(path, *cached);
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
  if (!cache_key.empty() && target.status != Status::kError) options.cache->put(cache_key, run.out);
  return target;
}

}  // namespace npu_lint
