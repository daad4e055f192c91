#include "report/baseline.h"

#include <algorithm>
#include <map>
#include <set>

#include "core/error.h"
#include "core/json_file.h"
#include "core/json_writer.h"
#include "core/paths.h"
#include "facts/json_io.h"

namespace npu_lint {

namespace {

struct BaselineFile {
  std::string tool = "npu-lint";
  int baseline_version = 1;
  std::vector<BaselineEntry> findings;
};

template <class V>
void jsonFields(V& v, BaselineFile& x) {
  v("tool", x.tool);
  v.defaulted("baseline_version", x.baseline_version);
  v("findings", x.findings);
}

}  // namespace

std::string renderBaseline(const Report& report) {
  BaselineFile file;
  for (const auto& target : report.targets)
    for (const auto& f : target.findings) file.findings.push_back({f.fingerprint, f.rule, target.path, f.op, f.message, f.location.line});
  std::stable_sort(file.findings.begin(), file.findings.end(),
                   [](const BaselineEntry& a, const BaselineEntry& b) { return a.fingerprint < b.fingerprint; });
  JsonWriter out;
  writeJson(out, file);
  return out.take() + "\n";
}

std::vector<BaselineEntry> loadBaseline(const std::string& path) {
  const nlohmann::json root = readJsonFile(path, "a baseline file");
  if (!root.is_object() || root.value("tool", "") != "npu-lint")
    throw UserError(path + ": not a baseline file (expected an object with \"tool\": \"npu-lint\" and \"findings\")");
  try {
    BaselineFile file;
    readJson(root, file);
    return file.findings;
  } catch (const SchemaError& e) {
    throw UserError(path + ": not a baseline file (" + e.what() + ")");
  } catch (const nlohmann::json::exception&) {  // its message may quote the value
    throw UserError(path + ": not a baseline file (a number out of its field's range)");
  }
}

void applyBaseline(Report& report, const std::vector<BaselineEntry>& baseline, const std::string& file, bool part_of_project) {
  std::map<std::string, std::vector<const BaselineEntry*>> unmatched;
  for (const auto& entry : baseline) unmatched[entry.fingerprint].push_back(&entry);
  report.baseline.file = file;
  // A project-wide finding (one per rule and API) stands at its first site, which moves between
  // files as code changes or as --changed-since scans part of the tree: it is known when the
  // baseline holds the same rule and subject anywhere, and those entries are not gone.
  std::set<std::pair<std::string, std::string>> project_subjects;
  for (const auto& target : report.targets)
    for (const auto& finding : target.findings)
      if (finding.scope == FindingScope::kProject) project_subjects.emplace(finding.rule, finding.op);
  std::set<std::pair<std::string, std::string>> known_subjects;
  for (auto& [fingerprint, entries] : unmatched)
    entries.erase(std::remove_if(entries.begin(), entries.end(),
                                 [&](const BaselineEntry* e) {
                                   const std::pair<std::string, std::string> subject{e->rule, e->op};
                                   if (!project_subjects.count(subject)) return false;
                                   known_subjects.insert(subject);
                                   return true;
                                 }),
                  entries.end());
  for (auto& target : report.targets) {
    auto known = [&](const Finding& finding) {
      if (finding.scope == FindingScope::kProject && known_subjects.count({finding.rule, finding.op})) {
        ++report.baseline.matched;
        return true;
      }
      auto it = unmatched.find(finding.fingerprint);
      if (it == unmatched.end() || it->second.empty()) return false;
      it->second.pop_back();
      ++report.baseline.matched;
      return true;
    };
    target.findings.erase(std::remove_if(target.findings.begin(), target.findings.end(), known), target.findings.end());
  }
  std::set<std::string> scanned;
  for (const auto& target : report.targets) scanned.insert(target.path);
  for (const auto& [fingerprint, entries] : unmatched)
    for (const BaselineEntry* entry : entries)
      if (!part_of_project || scanned.count(entry->path)) report.baseline.gone.push_back(*entry);
}

}  // namespace npu_lint
