#include "frontends/report_reader.h"

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "core/paths.h"

namespace npu_lint {
namespace {

using nlohmann::json;

Location location(const json& j) {
  Location l;
  l.file = j.value("file", "");
  l.line = j.value("line", 0);
  l.column = j.value("column", 0);
  l.function = j.value("function", "");
  l.module = j.value("module", "");
  return l;
}

cuda::SourcePos pos(const json& j) { return {j.at("line").get<unsigned>(), j.at("column").get<unsigned>()}; }

Status status(const std::string& name) {
  if (name == "ok") return Status::kOk;
  if (name == "partial") return Status::kPartial;
  if (name == "error") return Status::kError;
  throw json::other_error::create(501, "unknown status '" + name + "'", nullptr);
}

OpUse op(const json& j) {
  OpUse o;
  o.name = j.at("name").get<std::string>();
  o.overload = j.at("overload").get<std::string>();
  o.schema = j.value("schema", "");
  o.count = j.at("count").get<size_t>();
  o.unknown_to_libtorch = j.value("unknown_to_libtorch", false);
  o.max_loop_depth = j.value("loop_depth", size_t{0});
  o.modules = j.value("modules", std::vector<std::string>{});
  for (const auto& l : j.value("locations", json::array())) o.locations.push_back(location(l));
  return o;
}

void sourceFacts(const json& j, cuda::FileFacts& s) {
  s.parsed_cleanly = j.at("parsed_cleanly").get<bool>();
  s.first_error = j.at("first_error").get<std::string>();
  for (const auto& k : j.at("kernels")) {
    cuda::KernelFact f;
    f.name = k.at("name").get<std::string>();
    f.pos = pos(k.at("pos"));
    f.is_template = k.at("template").get<bool>();
    f.lines = k.at("lines").get<unsigned>();
    f.traits = k.at("traits").get<std::vector<std::string>>();
    f.from_ast = k.at("from_ast").get<bool>();
    f.in_excluded_region = k.at("excluded").get<bool>();
    s.kernels.push_back(std::move(f));
  }
  for (const auto& l : j.at("launches")) {
    cuda::LaunchFact f;
    f.kernel = l.at("kernel").get<std::string>();
    f.pos = pos(l.at("pos"));
    f.function = l.at("function").get<std::string>();
    f.from_ast = l.at("from_ast").get<bool>();
    f.in_excluded_region = l.at("excluded").get<bool>();
    s.launches.push_back(std::move(f));
  }
  for (const auto& c : j.at("calls"))
    s.calls.push_back({c.at("name").get<std::string>(), pos(c.at("pos")), c.at("excluded").get<bool>()});
  for (const auto& x : j.at("suppressions"))
    s.suppressions.push_back({x.at("comment_line").get<unsigned>(), x.at("target_line").get<unsigned>(),
                              x.at("rules").get<std::vector<std::string>>(), false});
  for (const auto& r : j.at("registrations"))
    s.registrations.push_back({r.at("op").get<std::string>(), r.at("dispatch_key").get<std::string>(),
                               r.at("function").get<std::string>(), r.at("schema").get<std::string>(), pos(r.at("pos"))});
  for (const auto& p : j.at("npu_port_uses")) s.npu_port_uses.push_back(pos(p));
  for (const auto& [function, names] : j.at("callees").items())
    s.callees[function] = names.get<std::set<std::string>>();
}

Target target(const json& j) {
  Target t;
  t.path = j.at("path").get<std::string>();
  t.kind = j.at("kind").get<std::string>();
  t.status = status(j.at("status").get<std::string>());
  t.problems = j.at("problems").get<std::vector<std::string>>();
  t.root_class = j.value("root_class", "");
  t.methods = j.value("methods", std::vector<std::string>{});
  for (const auto& o : j.at("ops")) t.ops.push_back(op(o));
  const json& facts = j.at("facts");
  for (const auto& f : facts.at("graph")) {
    GraphFact g;
    g.fact = f.at("fact").get<std::string>();
    g.op = f.at("op").get<std::string>();
    g.cause = f.at("cause").get<std::string>();
    g.via = f.at("via").get<std::string>();
    g.argument = f.at("argument").get<std::string>();
    g.value = f.at("value").get<long>();
    g.loop_depth = f.at("loop_depth").get<int>();
    g.location = location(f.at("location"));
    t.facts.push_back(std::move(g));
  }
  t.source.path = t.path;
  sourceFacts(facts.at("source"), t.source);
  return t;
}

}  // namespace

ReadReport readJsonReport(const std::string& path) {
  const json root = json::parse(readFile(path), nullptr, false);
  if (root.is_discarded() || !root.is_object() || root.value("tool", "") != "npu-lint")
    throw UserError(path + ": not an npu-lint JSON report (write one with --format json)");
  try {
    ReadReport out;
    out.torch_npu_release = root.at("torch_npu").get<std::string>();
    for (const auto& t : root.at("targets")) {
      if (!t.contains("facts"))
        throw UserError(path + ": written by an npu-lint without facts in its JSON; rerun the shard with this version");
      out.targets.push_back(target(t));
    }
    return out;
  } catch (const json::exception& e) {
    throw UserError(path + ": malformed npu-lint JSON report (" + std::string(e.what()) + ")");
  }
}

}  // namespace npu_lint
