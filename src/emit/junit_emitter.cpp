#include <sstream>

#include "emit/emit_util.h"
#include "emit/emitters.h"

namespace npu_lint {

// One test suite per input, one test case per finding: a failure at or above --fail-on,
// skipped below it; an input that could not be fully analysed is an <error>.
std::string renderJunit(const Report& report, const EmitContext& context) {
  size_t tests = 0, failures = 0, errors = 0, skipped = 0;
  std::ostringstream suites;
  for (const auto& target : report.targets) {
    std::ostringstream cases;
    size_t t_tests = 0, t_failures = 0, t_errors = 0, t_skipped = 0;
    ++t_tests;
    cases << "    <testcase classname=\"npu-lint.analysis\" name=\"" << xmlEscape(target.path) << "\">";
    if (target.status != Status::kOk) {
      ++t_errors;
      std::string problems;
      for (const auto& p : target.problems) problems += p + "\n";
      cases << "\n      <error type=\"" << nameOf(target.status) << "\" message=\""
            << xmlEscape(target.problems.empty() ? nameOf(target.status) : target.problems.front()) << "\">"
            << xmlEscape(problems) << "</error>\n    ";
    }
    cases << "</testcase>\n";
    for (const auto& f : target.findings) {
      ++t_tests;
      const bool failing = context.fail_on && f.severity >= *context.fail_on;
      cases << "    <testcase classname=\"npu-lint." << xmlEscape(f.rule) << "\" name=\""
            << xmlEscape(siteText(target.path, f.location) + ": " + messageWithEvidence(f)) << "\" file=\"" << xmlEscape(annotationFile(target, f))
            << "\" line=\"" << annotationLine(target, f) << "\">\n";
      if (failing) {
        ++t_failures;
        cases << "      <failure type=\"" << nameOf(f.severity) << "\" message=\"" << xmlEscape(messageWithEvidence(f)) << "\">"
              << xmlEscape(f.suggestion.empty() ? messageWithEvidence(f) : "Suggestion: " + f.suggestion) << "</failure>\n";
      } else {
        ++t_skipped;
        cases << "      <skipped message=\"" << nameOf(f.severity) << ": below the --fail-on threshold\"/>\n";
      }
      cases << "    </testcase>\n";
    }
    suites << "  <testsuite name=\"" << xmlEscape(target.path) << "\" tests=\"" << t_tests << "\" failures=\""
           << t_failures << "\" errors=\"" << t_errors << "\" skipped=\"" << t_skipped << "\">\n"
           << cases.str() << "  </testsuite>\n";
    tests += t_tests;
    failures += t_failures;
    errors += t_errors;
    skipped += t_skipped;
  }
  std::ostringstream out;
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"npu-lint\" tests=\"" << tests
      << "\" failures=\"" << failures << "\" errors=\"" << errors << "\" skipped=\"" << skipped << "\">\n"
      << suites.str() << "</testsuites>\n";
  return out.str();
}

}  // namespace npu_lint
