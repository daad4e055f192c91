// What the HTML report's builders share: the Mustache values they make, and the page's paths
// (below the scanned root). Internal to src/emit/html_*.cpp.
#pragma once
#include <cctype>
#include <cstdint>
#include <string>
#include <vector>

#include <kainjow/mustache.hpp>

#include "emit/emit_util.h"
#include "report/report.h"
#include "rules/rule_data.h"

namespace npu_lint::html {

using Data = kainjow::mustache::data;

inline Data list() { return Data(Data::type::list); }

// Appends `item` to a list the template joins with ", " ({{separator}} before each item).
inline void appendJoined(Data& joined, Data item) {
  item.set("separator", joined.list_value().empty() ? "" : ", ");
  joined.push_back(item);
}
inline std::string num(size_t n) { return std::to_string(n); }

// The first `most` of `values` as a joined list of {key: value} items.
inline Data joinedStrings(const std::vector<std::string>& values, const char* key, size_t most = SIZE_MAX) {
  Data joined = list();
  for (size_t i = 0; i < values.size() && i < most; ++i) {
    Data item;
    item.set(key, values[i]);
    appendJoined(joined, item);
  }
  return joined;
}

// Paths as the page shows them: below the scanned root.
struct Paths {
  std::string folder;
  std::string operator()(const std::string& text) const { return belowFolder(text, folder); }
  // A sentence that names files ("launched at /home/me/x/a.cu:3") with the root taken out.
  std::string inText(std::string text) const {
    if (folder.empty() || folder == "/") return text;
    const std::string prefix = folder + "/";
    auto inPath = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '/' || c == '-'; };
    for (size_t at = text.find(prefix); at != std::string::npos; at = text.find(prefix, at + 1))
      if (at == 0 || !inPath(text[at - 1])) text.erase(at, prefix.size());
    return text;
  }
};

// What a finding is about, for grouping: its op or API, else its place.
std::string subjectOf(const Finding& finding);
// The sites a finding stands for: its own and, for a project-wide one, the others it lists.
inline size_t sitesOf(const Finding& finding) { return 1 + finding.related.size(); }
bool anyModel(const Report& report);

// The page's sections, each the values of one part of the template.
Data blockerData(const Report& report, const RuleSet& rules, const Paths& path);  // the first screen's "what blocks the move"
Data summaryData(const Report& report, const FindingCounts& counts, const Paths& path);
Data productGapData(const Report& report);
Data effortData(const Report& report, const Paths& path);
Data releaseData(const Report& report);
Data flopsByVerdict(const ComputeFigures& compute);
Data findingCharts(const Report& report, const FindingCounts& counts, const Paths& path);

}  // namespace npu_lint::html
