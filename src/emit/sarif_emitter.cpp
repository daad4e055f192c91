#include <unistd.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "emit/emit_util.h"
#include "emit/emitters.h"

namespace npu_lint {
namespace {

using nlohmann::ordered_json;

const char* sarifLevel(Severity severity) {
  switch (severity) {
    case Severity::kError: return "error";
    case Severity::kWarning: return "warning";
    case Severity::kInfo: return "note";
  }
  return "error";
}

// RFC 3986: keep unreserved characters and '/', percent-encode the rest (UTF-8 bytes).
std::string encodePath(const std::string& path) {
  static const char* const kHex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : validUtf8(path)) {
    if (std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~' || c == '/') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

// Relative paths resolve against %SRCROOT% (the working directory), absolute ones are file URIs.
ordered_json artifactLocation(const std::string& path) {
  if (!path.empty() && path[0] == '/') return {{"uri", "file://" + encodePath(path)}};
  std::string relative = path;
  while (relative.rfind("./", 0) == 0) relative.erase(0, 2);
  return {{"uri", encodePath(relative)}, {"uriBaseId", "SRCROOT"}};
}

std::string workingDirectoryUri() {
  char buffer[4096];
  const std::string cwd = getcwd(buffer, sizeof buffer) ? buffer : "/";
  return "file://" + encodePath(cwd == "/" ? cwd : cwd + "/");
}

// "Hand-written CUDA kernel" -> "HandWrittenCUDAKernel": SARIF's rule names are identifiers a
// user understands, and must differ from the id.
std::string pascalCase(const std::string& title) {
  std::string out;
  bool upper = true;
  for (char c : title) {
    if (!std::isalnum(static_cast<unsigned char>(c))) {
      upper = true;
      continue;
    }
    out += upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
    upper = false;
  }
  return out;
}

std::string endWithPeriod(std::string text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  if (!text.empty() && text.back() != '.') text += '.';
  return text;
}

ordered_json ruleJson(const RuleData& rule, const std::vector<Category>& categories) {
  std::string help = rule.why;
  std::string markdown = rule.why;
  for (const auto& s : rule.suggestions) {
    help += "\nRewrite: " + s.text;
    markdown += "\n\n**Rewrite:** " + s.text;
    if (!s.before.empty()) markdown += "\n\nBefore:\n\n```\n" + s.before + "```";
    if (!s.after.empty()) markdown += "\n\nAfter:\n\n```\n" + s.after + "```";
  }
  std::string category_text;
  for (const auto& c : categories)
    if (c.id == rule.category) category_text = c.description;
  return {{"id", rule.id},
          {"name", pascalCase(rule.title)},
          {"shortDescription", {{"text", endWithPeriod(rule.title)}}},
          {"fullDescription", {{"text", endWithPeriod(rule.why)}}},
          {"help", {{"text", help}, {"markdown", markdown}}},
          {"defaultConfiguration", {{"level", sarifLevel(rule.severity)}}},
          {"properties", {{"category", rule.category}, {"categoryDescription", category_text}, {"tags", ordered_json::array({rule.category})}}}};
}

// The uriBaseIds of the folders models were exported from ("MODEL_SOURCE_1"), numbered in
// the order the report meets them; the run declares each, with no URI here.
using ExportFolders = std::map<std::string, std::string>;  // exported_from -> its uriBaseId

ordered_json regionOf(const Location& at) {
  ordered_json region = ordered_json::object();
  if (at.line > 0) region["startLine"] = at.line;
  if (at.line > 0 && at.column > 0) region["startColumn"] = at.column;
  return region;
}

ordered_json physical(ordered_json artifact, const Location& at) {
  ordered_json location = {{"artifactLocation", std::move(artifact)}};
  if (ordered_json region = regionOf(at); !region.empty()) location["region"] = region;
  return location;
}

// A model finding: its Python line when the scan read that file here, else the model file; the
// submodule, function and op as logical locations. A line recorded on the exporting machine is
// a related location relative to that folder's uriBaseId, never a path here.
void modelLocations(const Target& target, const Finding& f, ExportFolders& folders, ordered_json& location, ordered_json& related) {
  const Location& at = f.location;
  const bool here = locatedHere(target, at);
  location["physicalLocation"] = here ? physical(artifactLocation(at.file), at) : ordered_json{{"artifactLocation", artifactLocation(target.path)}};
  ordered_json logical = ordered_json::array();
  if (!at.module.empty()) logical.push_back({{"fullyQualifiedName", at.module}, {"kind", "module"}});
  if (!at.function.empty()) logical.push_back({{"name", at.function}, {"kind", "function"}});
  if (!f.op.empty()) logical.push_back({{"name", f.op}, {"kind", "member"}});
  if (!logical.empty()) location["logicalLocations"] = logical;
  if (here) {
    related.push_back({{"id", related.size() + 1}, {"physicalLocation", {{"artifactLocation", artifactLocation(target.path)}}},
                       {"message", {{"text", "The model the finding is in."}}}});
  } else if (!at.exported_from.empty() && at.line > 0) {
    const std::string id = folders.try_emplace(at.exported_from, "MODEL_SOURCE_" + std::to_string(folders.size() + 1)).first->second;
    related.push_back({{"id", related.size() + 1}, {"physicalLocation", physical({{"uri", encodePath(at.file)}, {"uriBaseId", id}}, at)},
                       {"message", {{"text", "Python source recorded in the model, on the machine that exported it."}}}});
  } else if (!at.file.empty() && at.line > 0) {
    // The serialized TorchScript code inside the archive (no Python line was recorded).
    related.push_back({{"id", related.size() + 1}, {"physicalLocation", physical(artifactLocation(at.file), at)},
                       {"message", {{"text", "Serialized TorchScript code inside the model."}}}});
  }
}

ordered_json resultJson(const Target& target, const Finding& f, int rule_index, ExportFolders& folders) {
  ordered_json location;
  ordered_json result = {{"ruleId", f.rule}};
  if (rule_index >= 0) result["ruleIndex"] = rule_index;
  result["level"] = sarifLevel(f.severity);
  result["message"] = {{"text", endWithPeriod(messageWithEvidence(f))}};
  ordered_json related = ordered_json::array();
  if (!locatesInInput(target.kind)) {
    modelLocations(target, f, folders, location, related);
  } else {
    location["physicalLocation"] = physical(artifactLocation(annotationFile(target, f)), f.location);
    if (!f.location.function.empty())
      location["logicalLocations"] = ordered_json::array({{{"name", f.location.function}, {"kind", "function"}}});
  }
  // ordered_json::array(...): a braced single object is an array with GCC but a copy with Clang.
  result["locations"] = ordered_json::array({location});
  // A project-wide finding's other sites (the same API elsewhere), up to a cap a viewer can show.
  constexpr size_t kMaxRelated = 100;
  for (size_t i = 0; i < std::min(f.related.size(), kMaxRelated); ++i) {
    const Location& at = f.related[i];
    ordered_json region = {{"startLine", std::max(at.line, 1)}};
    if (at.column > 0) region["startColumn"] = at.column;
    related.push_back({{"id", related.size() + 1},
                       {"physicalLocation", {{"artifactLocation", artifactLocation(at.file)}, {"region", region}}},
                       {"message", {{"text", "Another site of the same API."}}}});
  }
  if (!related.empty()) result["relatedLocations"] = related;
  result["partialFingerprints"] = {{"npuLintFingerprint/v1", f.fingerprint}};
  if (!f.fix.empty()) {
    // Byte ranges of the file as read: `npu-lint fix` applies exactly these.
    ordered_json replacements = ordered_json::array();
    for (const Edit& e : f.fix.edits)
      replacements.push_back({{"deletedRegion", {{"byteOffset", e.begin}, {"byteLength", e.end - e.begin}}},
                              {"insertedContent", {{"text", e.replacement}}}});
    ordered_json change = {{"artifactLocation", artifactLocation(target.path)}, {"replacements", replacements}};
    ordered_json fix = {{"description", {{"text", f.fix.title}}}, {"artifactChanges", ordered_json::array({change})}};
    result["fixes"] = ordered_json::array({fix});
  }
  ordered_json properties = {{"category", f.category}};
  if (!f.fix.empty()) properties["fixApplicability"] = nameOf(f.fix.applicability);
  if (!f.op.empty()) properties["op"] = f.op;
  if (!f.suggestion.empty()) properties["suggestion"] = f.suggestion;
  if (!f.suggestion_ops.empty()) properties["suggestionOps"] = f.suggestion_ops;
  result["properties"] = properties;
  return result;
}

// %SRCROOT% is the working directory; each export folder is named, with no URI: it is on
// another machine.
ordered_json baseIds(const ExportFolders& folders) {
  ordered_json ids = {{"SRCROOT", {{"uri", workingDirectoryUri()}}}};
  for (const auto& [folder, id] : folders)
    ids[id] = {{"description", {{"text", "The folder a model was exported from, on that machine: " + folder}}}};
  return ids;
}

}  // namespace

std::string renderSarif(const Report& report, const EmitContext& context) {
  ordered_json rules = ordered_json::array();
  std::map<std::string, int> rule_index;
  for (const auto& rule : context.rules.rules) {
    rule_index[rule.id] = static_cast<int>(rules.size());
    rules.push_back(ruleJson(rule, context.rules.categories));
  }
  ordered_json results = ordered_json::array();
  ExportFolders export_folders;
  ordered_json notifications = ordered_json::array();
  bool successful = true;
  for (const auto& target : report.targets) {
    for (const auto& problem : target.problems) {
      successful &= target.status != Status::kError;
      notifications.push_back({{"level", target.status == Status::kError ? "error" : "warning"},
                               {"message", {{"text", endWithPeriod(target.path + ": " + problem)}}},
                               {"locations", ordered_json::array({{{"physicalLocation", {{"artifactLocation", artifactLocation(target.path)}}}}})}});
    }
    for (const auto& f : target.findings) {
      const auto it = rule_index.find(f.rule);
      results.push_back(resultJson(target, f, it == rule_index.end() ? -1 : it->second, export_folders));
    }
  }
  ordered_json invocation = {{"executionSuccessful", successful}};
  if (!notifications.empty()) invocation["toolExecutionNotifications"] = notifications;
  ordered_json run = {
      {"tool", {{"driver", {{"name", "npu-lint"}, {"version", NPU_LINT_VERSION}, {"semanticVersion", NPU_LINT_VERSION},
                            {"rules", rules}}}}},
      {"invocations", ordered_json::array({invocation})},
      {"originalUriBaseIds", baseIds(export_folders)},
      {"results", results},
      {"properties", {{"torchNpuRelease", report.torch_npu_release}}}};
  if (!report.environment.summary.empty()) run["properties"]["environment"] = report.environment.summary;
  if (!report.environment.release_from.empty()) run["properties"]["torchNpuReleaseFrom"] = report.environment.release_from;
  run["properties"]["products"] = productsText(report.products);
  const ordered_json root = {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"}, {"version", "2.1.0"}, {"runs", ordered_json::array({run})}};
  return root.dump(2, ' ', false, ordered_json::error_handler_t::replace) + "\n";
}

}  // namespace npu_lint
