// A CompositeImplicitAutograd op has no kernel: on the NPU it runs as the ops its
// implementation calls, so its verdict is theirs (op_db/decompositions.jsonl), recursively,
// unless torch_npu registers a kernel for it (OpDb::verdictAt decides that first).
#include <algorithm>

#include "core/strings.h"
#include "opdb/op_db.h"

namespace npu_lint {
namespace {

constexpr int kMaxDepth = 12;  // the deepest chain observed is 5; deeper means a cycle in the data

// How far an op is from running natively: the least supported op of a decomposition decides.
int shortfall(Support support) {
  switch (support) {
    case Support::kNpu:
    case Support::kComposite:
    case Support::kAdapter:
    case Support::kHost: return 0;
    case Support::kUnknown: return 1;
    case Support::kFallback: return 2;
    case Support::kCustom: return 3;
  }
  return 3;
}

// The paths a call runs: those whose `when` holds the selector's value at every call site; every
// path, with a caveat saying why, when the sites do not decide.
std::vector<const DecompositionPath*> pathsFor(const Decomposition& d, const std::vector<ArgumentValues>& sites,
                                               std::vector<std::string>& caveats) {
  std::vector<const DecompositionPath*> all;
  for (const auto& path : d.paths) all.push_back(&path);
  if (all.size() == 1) return all;
  if (d.selected_by.empty()) {
    caveats.push_back("runs different ops for different input shapes: judged by every path observed (" + d.source + ")");
    return all;
  }
  std::vector<const DecompositionPath*> chosen;
  for (const auto& site : sites) {
    const auto value = site.find(d.selected_by);
    if (value == site.end()) {
      chosen.clear();
      break;
    }
    bool matched = false;
    for (const auto* path : all)
      if (std::find(path->when.begin(), path->when.end(), value->second) != path->when.end()) {
        matched = true;
        if (std::find(chosen.begin(), chosen.end(), path) == chosen.end()) chosen.push_back(path);
      }
    if (!matched) {
      caveats.push_back("runs different ops by '" + d.selected_by + "'; " + d.selected_by + "=" + value->second +
                        " was not observed: judged by every path observed (" + d.source + ")");
      return all;
    }
  }
  if (chosen.empty()) {
    caveats.push_back("runs different ops by '" + d.selected_by +
                      "', not a constant here: judged by every path observed (" + d.source + ")");
    return all;
  }
  return chosen;
}

struct Reached {
  OpLanding landing;
  std::string source;  // what decided the landing op's own verdict
};

void reach(std::vector<Reached>& out, Reached r) {
  for (auto& have : out)
    if (have.landing.op == r.landing.op) {
      if (shortfall(r.landing.support) > shortfall(have.landing.support)) have = std::move(r);
      return;
    }
  out.push_back(std::move(r));
}

}  // namespace

void OpDb::judgeDecomposition(const OpRecord& record, const std::string& release,
                              const std::vector<ArgumentValues>& arguments, int depth, Verdict& verdict) const {
  const Decomposition* d = decompositions().find(record.op, record.overload);
  if (!d || !d->not_observed.empty()) {
    verdict.caveats.push_back("decomposition not verified (" + (d ? d->not_observed + "; " + d->source : std::string("not in op_db/decompositions.jsonl")) +
                              "): counted as native");
    return;
  }
  if (depth >= kMaxDepth) {
    verdict.caveats.push_back("decomposition not followed deeper than " + std::to_string(kMaxDepth) + " ops (" + d->source + ")");
    return;
  }
  std::vector<Reached> reached;
  std::vector<std::string> calls;
  for (const DecompositionPath* path : pathsFor(*d, arguments, verdict.caveats))
    for (const std::string& call : path->calls) {
      if (std::find(calls.begin(), calls.end(), call) == calls.end()) calls.push_back(call);
      const size_t dot = call.find('.');
      const std::string op = call.substr(0, dot);
      const std::string overload = dot == std::string::npos ? "" : call.substr(dot + 1);
      // A composite op the profiler saw by name only: every overload it may have been.
      std::vector<std::string> overloads = {overload};
      if (dot == std::string::npos && !find(op, "")) {
        overloads.clear();
        for (const OpRecord* r : overloadsOf(op))
          if (r->native && r->native->kind == NativeKind::kCompositeImplicit) overloads.push_back(r->overload);
      }
      for (const std::string& ov : overloads) {
        const Verdict inner = verdictAt(op, ov, release, true, {}, depth + 1);
        const std::string name = ov.empty() ? op : op + "." + ov;
        if (inner.runs_as.empty()) {
          const std::string source = inner.provenance.empty() ? "" : inner.provenance.front().source;
          reach(reached, {{name, inner.support, record.op + " → " + name}, source});
          if (const OpRecord* r = find(op, ov))
            for (const auto& caveat : r->caveats)
              verdict.caveats.push_back("via " + name + ": " + caveat.detail + " (" + caveat.source + ")");
          // A composite landing whose own decomposition is unknown leaves this verdict unproven too.
          for (const auto& caveat : inner.caveats)
            if (caveat.rfind("decomposition not verified", 0) == 0) verdict.caveats.push_back("via " + name + ": " + caveat);
          continue;
        }
        for (const auto& landing : inner.runs_as) {
          const size_t landing_dot = landing.op.find('.');
          const OpRecord* r = find(landing.op.substr(0, landing_dot), landing_dot == std::string::npos ? "" : landing.op.substr(landing_dot + 1));
          const std::string source = r && r->native ? r->native->source : "";
          reach(reached, {{landing.op, landing.support, record.op + " → " + landing.via}, source});
        }
        for (const auto& caveat : inner.caveats)
          if (caveat.rfind("via ", 0) == 0) verdict.caveats.push_back(caveat);
      }
    }
  verdict.provenance.push_back({d->source, "observed in PyTorch " + decompositions().pytorch() + " on the CPU: calls " +
                                               (calls.empty() ? "no device op" : join(calls))});
  int worst = 0;
  for (const auto& r : reached) {
    verdict.runs_as.push_back(r.landing);
    const int s = shortfall(r.landing.support);
    if (s == 0) continue;
    verdict.provenance.push_back({r.source.empty() ? d->source : r.source, r.landing.via + ": " + nameOf(r.landing.support)});
    if (s > worst) {
      worst = s;
      verdict.support = r.landing.support;
    }
  }
  std::vector<std::string> distinct;
  for (auto& caveat : verdict.caveats)
    if (std::find(distinct.begin(), distinct.end(), caveat) == distinct.end()) distinct.push_back(std::move(caveat));
  verdict.caveats = std::move(distinct);
}

}  // namespace npu_lint
