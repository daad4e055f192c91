#include "emit/report_template.h"

#include <filesystem>
#include <kainjow/mustache.hpp>

#include "core/error.h"
#include "core/paths.h"

namespace npu_lint {

ReportTemplate loadReportTemplate(const std::string& dir) {
  if (!std::filesystem::is_directory(dir))
    throw UserError(dir + ": not a report template folder (it needs report.html.mustache, style.css, script.js)");
  ReportTemplate t;
  t.dir = dir;
  t.page = readFile(dir + "/report.html.mustache");
  t.style = readFile(dir + "/style.css");
  t.script = readFile(dir + "/script.js");
  const std::string own_bars = dir + "/bars.mustache";
  const std::string bars = std::filesystem::exists(own_bars) ? own_bars : defaultReportTemplateDir() + "/bars.mustache";
  t.bars = readFile(bars);
  for (const auto& [file, text] : {std::pair{dir + "/report.html.mustache", &t.page}, std::pair{bars, &t.bars}}) {
    const kainjow::mustache::mustache parsed{*text};
    if (!parsed.is_valid()) throw UserError(file + ": " + parsed.error_message());
  }
  return t;
}

std::string defaultReportTemplateDir() { return dataDir() + "/reports/html"; }

}  // namespace npu_lint
