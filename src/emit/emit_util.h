// Small helpers the emitters share, so every format counts and names things the same way.
#pragma once
#include <map>
#include <string>

#include "core/utf8.h"
#include "report/report.h"

namespace npu_lint {

std::string locationText(const Location& location);  // "file:line:col", as far as known
// Where a finding or work item is, as the user can find it: the file and line for sources and
// serialized model code; for a model's Python line recorded on the machine that exported it,
// the model and that line ("model.pt at net.py:49:9"), never the line alone, which would read as
// a file here; the target alone when the location has no file.
std::string siteText(const std::string& target_path, const Location& location);
// The message with its evidence, for the formats that give one text per finding (the terminal
// shows the evidence with --explain).
std::string messageWithEvidence(const Finding& finding);
std::string oneDecimal(double value);                 // "2.5"
std::string percentText(double percent);              // "93.3%"
std::string daysText(double low, double high);        // "2.5–10.0"
// "products: a2 (from --chip)", or what judging every product means when none was chosen.
std::string productsText(const ProductChoice& products);
std::string productsBrief(const ProductChoice& products);  // "products: a2, a3" or "products: all (none chosen)"
// What a composite op runs as: "runs as aten::linalg_inv_ex (fallback)" naming the ops that do
// not run natively, else up to three of the ops it reaches; "" for an op that is not decomposed.
std::string runsAsText(const Verdict& verdict);

// Whether a finding's location is a file here: a source's own file; for a model, the Python
// file the scan read (Location::scanned_here), never a path as the model recorded it.
bool locatedHere(const Target& target, const Location& location);
// What a CI annotation on the input itself adds to a finding's message: " (in head, at
// net.py:49:9)", the submodule and the recorded line, or the package line where no line of the
// model's own was recorded; "" when the finding is located here.
std::string annotationContext(const Target& target, const Location& location);
// The file a CI annotation can point at: the finding's file when it is here, else the input.
std::string annotationFile(const Target& target, const Finding& finding);
int annotationLine(const Target& target, const Finding& finding);  // 1 when unknown

// The folder every input lies under (the scanned root as given: "detr", "/home/me/detr"), "" when
// they share none. Reports meant to be passed on (HTML) name paths below it, so that they read the
// same on every machine and do not show the author's home folder.
std::string commonFolder(const Report& report);
// `text` (a path, or "path:line:col") without `folder` + "/" at its start.
std::string belowFolder(const std::string& text, const std::string& folder);

// &, <, >, " and ' escaped; control characters XML forbids dropped; valid UTF-8.
std::string xmlEscape(const std::string& text);

struct FindingCounts {
  size_t total = 0;
  std::map<Severity, size_t> by_severity;
  std::map<std::string, size_t> by_rule;
  std::map<std::string, std::map<Severity, size_t>> by_category;
  size_t of(Severity severity) const {
    const auto it = by_severity.find(severity);
    return it == by_severity.end() ? 0 : it->second;
  }
};
FindingCounts countFindings(const Report& report);

}  // namespace npu_lint
