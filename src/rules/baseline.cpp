#include "rules/baseline.h"

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>

#include "core/error.h"
#include "core/paths.h"

namespace npu_lint {

std::vector<BaselineEntry> loadBaseline(const std::string& path) {
  const std::string text = readFile(path);
  nlohmann::json root;
  try {
    root = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {  // parse_error, and out_of_range for huge numbers
    throw UserError(path + ": not a baseline file (invalid JSON: " + e.what() + ")");
  }
  if (!root.is_object() || root.value("tool", "") != "npu-lint" || !root.contains("findings") || !root["findings"].is_array())
    throw UserError(path + ": not a baseline file (expected an object with \"tool\": \"npu-lint\" and \"findings\")");
  std::vector<BaselineEntry> entries;
  size_t index = 0;
  for (const auto& item : root["findings"]) {
    if (!item.is_object() || !item.contains("fingerprint") || !item["fingerprint"].is_string())
      throw UserError(path + ": findings[" + std::to_string(index) + "] has no \"fingerprint\" string");
    BaselineEntry entry;
    entry.fingerprint = item["fingerprint"].get<std::string>();
    auto text = [&](const char* key) { return item.contains(key) && item[key].is_string() ? item[key].get<std::string>() : ""; };
    entry.rule = text("rule");
    entry.path = text("path");
    entry.op = text("op");
    entry.message = text("message");
    entry.line = item.contains("line") && item["line"].is_number_integer() ? item["line"].get<int>() : 0;
    entries.push_back(std::move(entry));
    ++index;
  }
  return entries;
}

void applyBaseline(Report& report, const std::vector<BaselineEntry>& baseline, const std::string& file) {
  std::map<std::string, std::vector<const BaselineEntry*>> unmatched;
  for (const auto& entry : baseline) unmatched[entry.fingerprint].push_back(&entry);
  report.baseline.file = file;
  for (auto& target : report.targets) {
    auto known = [&](const Finding& finding) {
      auto it = unmatched.find(finding.fingerprint);
      if (it == unmatched.end() || it->second.empty()) return false;
      it->second.pop_back();
      ++report.baseline.matched;
      return true;
    };
    target.findings.erase(std::remove_if(target.findings.begin(), target.findings.end(), known), target.findings.end());
  }
  for (const auto& [fingerprint, entries] : unmatched)
    for (const BaselineEntry* entry : entries) report.baseline.gone.push_back(*entry);
}

}  // namespace npu_lint
