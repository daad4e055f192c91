#include <algorithm>
#include <optional>
#include <set>

#include "facts/python_facts.h"
#include "opdb/op_db.h"
#include "rules/checks/checks.h"

namespace npu_lint::checks {
namespace {
using python::Call;
using python::Definition;
using python::PythonFacts;


std::string lastPart(const std::string& dotted) { return dotted.substr(dotted.rfind('.') + 1); }

std::string joined(const std::vector<std::string>& parts) {
  std::string out;
  for (const auto& p : parts) out += (out.empty() ? "" : ", ") + p;
  return out;
}

std::string replacementText(const ApiAdvice& advice) { return "NPU-affine replacement " + advice.text; }

// msFmkTransplt's entry, and the replacement's products with the page that lists them.
std::string sourcesOf(const ApiAdvice& advice) {
  if (advice.products.empty()) return advice.source;
  return advice.source + "; on " + advice.products + " (" + advice.products_source + ")";
}

const Definition* method(const PythonFacts& facts, const std::string& owner, const std::string& name) {
  for (const auto& d : facts.definitions)
    if (!d.is_class && d.owner == owner && d.name == name) return &d;
  return nullptr;
}

// msFmkTransplt's affinity list names user code by signature: a def with these exact parameters,
// or a class with this base (last dotted part), __init__ and forward parameters ([] = no __init__).
bool mirrors(const PythonFacts& facts, const Definition& def, const ApiAdvice& advice) {
  if (advice.kind == AdviceKind::kAffinityFunction) return !def.is_class && def.parameters == advice.parameters;
  if (advice.kind != AdviceKind::kAffinityClass || !def.is_class) return false;
  const bool has_base = std::any_of(def.bases.begin(), def.bases.end(), [&](const std::string& b) { return lastPart(b) == lastPart(advice.parent); });
  const Definition* init = method(facts, def.name, "__init__");
  const Definition* forward = method(facts, def.name, "forward");
  return has_base && (init ? init->parameters : std::vector<std::string>{}) == advice.parameters && forward &&
         forward->parameters == advice.forward_parameters;
}

bool isLiteral(const std::string& value) {
  if (value == "True" || value == "False" || value == "None") return true;
  if (!value.empty() && (value[0] == '"' || value[0] == '\'')) return true;
  return !value.empty() && value.find_first_not_of("0123456789.-") == std::string::npos;
}

// The value the call gives the advice's parameter: by keyword, else the positional at the last
// listed position the call has, else the default; nullopt when a `*`/`**` splat may carry it.
std::optional<std::string> argumentValue(const Call& call, const ApiAdvice& advice) {
  std::vector<std::string> positional;
  for (const auto& a : call.arguments) {
    if (a.keyword == advice.parameter) return a.value;
    if (a.keyword == "*" || a.keyword == "**") return std::nullopt;
    if (a.keyword.empty()) positional.push_back(a.value);
  }
  for (auto it = advice.positions.rbegin(); it != advice.positions.rend(); ++it)
    if (*it >= 1 && *it <= positional.size()) return positional[*it - 1];
  return advice.default_value;
}

// `.to(device)` in a loop, the device written as one: a `device=` keyword, or a first argument
// that is a string, a torch.device(...) or a name whose last part says device (`self.device`,
// `args.device`), not the CPU. Not a cast (`.to(torch.float16)`, `.to(x.dtype)`), a move to another tensor's
// place, or a one-off move outside a loop (model.to(device)), where non_blocking gains nothing.
bool isDeviceMoveInLoop(const Call& call) {
  if (call.loop_depth == 0) return false;
  for (const auto& a : call.arguments) {
    if (a.keyword == "device") return true;
    if (!a.keyword.empty()) continue;
    const std::string& v = a.value;
    if (v.find("cpu") != std::string::npos) return false;  // to the host: non_blocking needs a sync after
    const std::string last = v.substr(v.rfind('.') == std::string::npos ? 0 : v.rfind('.') + 1);
    return !v.empty() && (v[0] == '"' || v[0] == '\'' || v.rfind("torch.device(", 0) == 0 || last.find("device") != std::string::npos);
  }
  return false;
}

// Where a finding on `call` stands: a method call's method name (`.to` in `model.to(device)`),
// which the member uses record, else where the call starts.
SourcePos namePos(const PythonFacts& facts, const Call& call) {
  if (call.callee.empty() || call.callee[0] != '.') return call.pos;
  for (const auto& member : facts.members)
    if (member.name == call.callee.substr(1) && member.pos.line == call.pos.line && member.pos.column >= call.pos.column)
      return member.pos;
  return call.pos;
}

}  // namespace

// Python calls of APIs msFmkTransplt has precision, performance or affinity advice for (a class
// named in isinstance or an annotation is not a use the advice is about), calls with an argument
// value it advises against, and defs and classes the project writes with the signature of one its
// affinity list replaces.
void apiAdvice(const CheckContext& ctx, std::vector<Finding>& out) {
  if (ctx.target.kind != InputKind::kPythonSource) return;
  for (const auto& use : pythonApiUses(ctx.target)) {
    if (!use.is_call) continue;
    for (const ApiAdvice& advice : ctx.db.pythonApis().advice(use.name)) {
      if (!advice.deprecated.empty()) continue;  // the replacement's own page retires it
      if (advice.kind == AdviceKind::kAffinity)
        out.push_back(ctx.finding(use.name, use.location, {{"advice", replacementText(advice)}, {"source", sourcesOf(advice)}}));
      if (advice.kind != AdviceKind::kPrecision && advice.kind != AdviceKind::kPerformance) continue;
      // The advice is free text: the line gives its start, the finding's quote all of it.
      const char* kind = advice.kind == AdviceKind::kPrecision ? "precision: " : "performance: ";
      Finding finding = ctx.finding(use.name, use.location, {{"advice", kind + shortQuote(advice.text)}, {"source", advice.source}});
      finding.quote = advice.text;
      out.push_back(std::move(finding));
    }
  }
  const PythonFacts& facts = ctx.target.python;
  std::set<std::pair<unsigned, std::string>> reported;  // (line, parameter): once a line
  for (const Call& call : facts.calls) {
    const std::string api = call.callee[0] == '.' ? call.callee.substr(1) : call.callee;  // "to": a method
    for (const ApiAdvice& advice : ctx.db.pythonApis().advice(api)) {
      if (advice.kind != AdviceKind::kArgument) continue;
      if (call.callee == ".to" && !isDeviceMoveInLoop(call)) continue;
      const auto value = argumentValue(call, advice);
      if (!value || !isLiteral(*value)) continue;  // a variable's value is not known here
      const bool advised = advice.expected.empty() ? *value == advice.unexpected : *value != advice.expected;
      if (!advised || !reported.insert({call.pos.line, advice.parameter}).second) continue;
      const std::string given = advice.parameter + "=" + *value + (*value == advice.default_value ? " (the default)" : "");
      const std::string advised_value =
          advice.expected.empty() ? "msFmkTransplt advises against it" : "msFmkTransplt advises " + advice.parameter + "=" + advice.expected;
      Finding finding = ctx.finding(api, sourceLocation(ctx.target, namePos(facts, call), call.function),
                                    {{"advice", given + ": " + advised_value}, {"source", advice.source}});
      finding.quote = advice.text;
      out.push_back(std::move(finding));
    }
  }
  for (const Definition& def : facts.definitions) {
    for (const ApiAdvice& advice : ctx.db.pythonApis().advice(def.name)) {
      if (!advice.deprecated.empty() || !mirrors(facts, def, advice)) continue;
      // The signature msFmkTransplt's affinity list matches (a class also by its forward's, which
      // the rule's documentation names).
      const std::string shape = def.is_class ? "class " + def.name + "(" + advice.parent + ")" : "def " + def.name + "(" + joined(advice.parameters) + ")";
      out.push_back(ctx.finding(def.name, sourceLocation(ctx.target, def.pos, def.owner),
                                {{"advice", shape + " -> " + replacementText(advice)}, {"source", sourcesOf(advice)}}));
    }
  }
}

}  // namespace npu_lint::checks
