// The judging stage, between the frontends' facts and the rules: an input's Python op inventory,
// each op's verdict on the judged torch_npu and its compute figures. Rules and the report read
// what it attaches; none of it depends on a rule.
#pragma once
#include <string>
#include <vector>

#include "facts/target.h"
#include "opdb/op_db.h"
#include "opdb/python_calls.h"

namespace npu_lint {

struct Judging {
  const OpDb& db;
  const PythonCalls& python_calls;
  // What verdicts judge: a published package ("2.1.0.post4", what it shipped) or a release ("2.12").
  const std::string& judged;
  const std::vector<std::string>& adapters;  // the adapter packages counted as installed
};

// Fills `target`'s Python op inventory (Python sources), every op's verdict and the compute figures.
void judgeTarget(Target& target, const Judging& judging);

// An op's verdict on `release`, an adapter's kernel counted native only where `adapters` has it.
Verdict verdictOn(const OpDb& db, const OpUse& op, const std::string& release, const std::vector<std::string>& adapters);

}  // namespace npu_lint
