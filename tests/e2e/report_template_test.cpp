// --report-template: a team renders the customer report from its own copy of reports/html.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "run_npu_lint.h"

namespace fs = std::filesystem;

namespace {

const std::string kExample = std::string(NPU_LINT_SOURCE_DIR) + "/examples/detection_head.pt";

// A fresh copy of the shipped template in a scratch folder.
fs::path templateCopy(const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / ("npu-lint-e2e-template-" + name);
  fs::remove_all(dir);
  fs::copy(std::string(NPU_LINT_SOURCE_DIR) + "/reports/html", dir);
  return dir;
}

std::string read(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void write(const fs::path& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

void replace(const fs::path& path, const std::string& from, const std::string& to) {
  std::string text = read(path);
  const size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  write(path, text.replace(at, from.size(), to));
}

}  // namespace

TEST_CASE("report template: a branded copy changes the page, the figures stay npu-lint's") {
  const fs::path dir = templateCopy("branded");
  replace(dir / "report.html.mustache", "<h1>Ascend NPU migration scoping report", "<h1>ACME: Ascend readiness");
  write(dir / "style.css", read(dir / "style.css") + ".acme-brand{color:#123456}\n");
  const fs::path out = dir / "report.html";
  const Run run = runNpuLint({kExample, "--no-cache", "--format", "json", "-o", "html=" + out.string(),
                              "--report-template", dir.string()});
  CHECK(run.exit_code == 1);  // the example's custom op is an error finding
  const std::string html = read(out);
  CHECK(html.find("<h1>ACME: Ascend readiness") != std::string::npos);
  CHECK(html.find("Ascend NPU migration scoping report") == std::string::npos);
  CHECK(html.find(".acme-brand{color:#123456}") != std::string::npos);
  const auto findings = run.json().at("summary").at("findings").get<size_t>();
  CHECK(html.find("id=\"findings-total\" data-value=\"" + std::to_string(findings) + "\"") != std::string::npos);
}

TEST_CASE("report template: a missing file or a broken template is one error line, exit 2") {
  const fs::path missing = templateCopy("missing");
  fs::remove(missing / "script.js");
  const Run no_script = runNpuLint({kExample, "--no-cache", "-o", "html=" + (missing / "r.html").string(),
                                    "--report-template", missing.string()});
  CHECK(no_script.exit_code == 2);
  CHECK(no_script.stderrLines() == 1);
  CHECK(no_script.err.find((missing / "script.js").string() + ": cannot read") != std::string::npos);
  CHECK_FALSE(fs::exists(missing / "r.html"));

  const fs::path broken = templateCopy("broken");
  write(broken / "report.html.mustache", "<html>{{#summary}}never closed</html>\n");
  const Run unclosed = runNpuLint({kExample, "--no-cache", "-o", "html=" + (broken / "r.html").string(),
                                   "--report-template", broken.string()});
  CHECK(unclosed.exit_code == 2);
  CHECK(unclosed.stderrLines() == 1);
  CHECK(unclosed.err.find("report.html.mustache: ") != std::string::npos);
}

TEST_CASE("report template: read only when an html report is written") {
  const fs::path broken = templateCopy("unused");
  fs::remove(broken / "report.html.mustache");
  const Run text = runNpuLint({kExample, "--no-cache", "--report-template", broken.string()});
  CHECK(text.exit_code == 1);
  CHECK(text.err.find("report.html.mustache") == std::string::npos);
}

TEST_CASE("report template: a copy made before bars.mustache existed still renders its charts") {
  const fs::path dir = templateCopy("no-bars");
  fs::remove(dir / "bars.mustache");
  const fs::path out = dir / "report.html";
  const Run run = runNpuLint({kExample, "--no-cache", "-o", "html=" + out.string(), "--report-template", dir.string()});
  CHECK(run.exit_code == 1);
  const std::string html = read(out);
  CHECK(html.find("id=\"chart-category\"") != std::string::npos);
  CHECK(html.find("<rect x=") != std::string::npos);  // the default partial drew the bars

  write(dir / "bars.mustache", "{{#rows}}never closed\n");
  const Run broken = runNpuLint({kExample, "--no-cache", "-o", "html=" + out.string(), "--report-template", dir.string()});
  CHECK(broken.exit_code == 2);
  CHECK(broken.stderrLines() == 1);
  CHECK(broken.err.find("bars.mustache: ") != std::string::npos);
}

TEST_CASE("html report: paths below the scanned root, never the folders above it") {
  // An absolute root, as a user passing $PWD/project gives: the page names files below it and
  // the root by its own name only.
  const std::string root = std::string(NPU_LINT_SOURCE_DIR) + "/examples/cuda_extension";
  const fs::path out = fs::temp_directory_path() / "npu-lint-e2e-html-root.html";
  const Run run = runNpuLint({root, "--no-cache", "--no-config", "--exit-zero", "-o", "html=" + out.string()});
  REQUIRE(run.exit_code == 0);
  const std::string html = read(out);
  CHECK(html.find(NPU_LINT_SOURCE_DIR) == std::string::npos);
  CHECK(html.find("<span id=\"root\">cuda_extension</span>") != std::string::npos);
  CHECK(html.find("<code>dense_ops.cu:") != std::string::npos);
}
