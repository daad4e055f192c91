// Steps after the frontends that an internal error (or memory running out) must not take the
// whole report with: the README promises a report whenever the arguments parse.
#pragma once
#include <exception>
#include <string>

#include "core/error.h"
#include "report/report.h"

namespace npu_lint {

// One input's step: an internal error (or memory running out) there is that input's problem, not
// the run's. Its findings are dropped, since a step stopped midway may have left some wrong.
template <class Step>
inline void perInput(Target& target, const char* what, Step step) {
  try {
    step();
  } catch (const UserError&) {  // bad data or usage: the run's error, said once in main
    throw;
  } catch (const std::exception& e) {
    target.findings.clear();
    target.findings.shrink_to_fit();
    target.status = Status::kError;
    target.problems.push_back(std::string("internal error while ") + what + ": " + e.what() + " (please report it)");
  }
}

// A step over the whole report: when it fails, the report says which, and the rest still runs.
template <class Step>
inline void reportWide(Report& report, const char* what, Step step) {
  try {
    step();
  } catch (const UserError&) {  // bad data or usage: the run's error, said once in main
    throw;
  } catch (const std::exception& e) {
    report.internal_errors.push_back(std::string(what) + ": " + e.what());
  }
}

}  // namespace npu_lint
