// The HTML scoping report's template: a Mustache page with its stylesheet and script, read from
// reports/html/ beside the data, or from the folder `--report-template DIR` names (a team's
// branded copy; one made before bars.mustache existed gets the default one).
#pragma once
#include <string>

namespace npu_lint {

struct ReportTemplate {
  std::string dir;
  std::string page;    // report.html.mustache
  std::string style;   // style.css, inlined: the report stays one offline file
  std::string script;  // script.js, inlined
  std::string bars;    // bars.mustache: the rows of a bar chart, the partial {{>bars}}
};

// Throws UserError naming the file that is missing or does not parse as Mustache.
ReportTemplate loadReportTemplate(const std::string& dir);

// reports/html in npu-lint's data folder.
std::string defaultReportTemplateDir();

}  // namespace npu_lint
