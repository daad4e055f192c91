// Steps after the frontends that an internal error (or memory running out) must not take the
// whole report with: the README promises a report whenever the arguments parse.
#pragma once
#include <exception>
#include <string>

#include "core/error.h"
#include "report/report.h"

namespace npu_lint {

// Runs `step`; an internal error there goes to `failed` with its message. Bad data or usage is
// the run's error, said once in main, and passes through.
template <class Step, class Failed>
void guarded(Step step, Failed failed) {
  try {
    step();
  } catch (const UserError&) {
    throw;
  } catch (const std::exception& e) {
    failed(e.what());
  }
}

// One input's step: a failure there is that input's problem, not the run's. Its findings, ops and
// figures are dropped, since a step stopped midway may have left some wrong, and an input in
// error counts in no coverage.
template <class Step>
void perInput(Target& target, const char* what, Step step) {
  guarded(step, [&](const char* error) {
    // What the step may have left half done goes first (also freeing memory for the line below).
    target.findings = {};
    target.ops = {};
    target.unreached_ops = {};
    target.compute = {};
    target.status = Status::kError;
    target.problems.push_back(std::string("internal error while ") + what + ": " + error + " (please report it)");
  });
}

// A step over the whole report: when it fails, the report says which, and the rest still runs.
template <class Step>
void reportWide(Report& report, const char* what, Step step) {
  guarded(step, [&](const char* error) { report.internal_errors.push_back(std::string(what) + ": " + error); });
}

}  // namespace npu_lint
