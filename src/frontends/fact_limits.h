// Limits every text-source frontend (C++/CUDA, Python) puts on one file's facts.
#pragma once
#include <string>
#include <vector>

#include "facts/target.h"

namespace npu_lint {

// Per file and kind of fact: a generated file with a million kernels would otherwise cost
// gigabytes of findings. Past it the file is partial, and says so.
constexpr size_t kMaxFactsPerKind = 10000;

// Keeps the first kMaxFactsPerKind of `facts`; returns whether it dropped any.
template <class Fact>
bool capFacts(std::vector<Fact>& facts, const char* what, Target& target) {
  if (facts.size() <= kMaxFactsPerKind) return false;
  target.markPartial("more than " + std::to_string(kMaxFactsPerKind) + " " + what + " (" + std::to_string(facts.size()) +
                     "): only the first " + std::to_string(kMaxFactsPerKind) + " are reported");
  facts.resize(kMaxFactsPerKind);
  return true;
}

}  // namespace npu_lint
