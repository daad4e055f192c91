#include "opdb/decompositions.h"

#include <fstream>
#include <nlohmann/json.hpp>

#include "core/error.h"

namespace npu_lint {
namespace {

using nlohmann::json;

constexpr char kCited[] = "op_db/decompositions.jsonl";

DecompositionPath pathFromJson(const json& j) {
  DecompositionPath path;
  path.calls = j.at("calls").get<std::vector<std::string>>();
  path.when = j.value("when", std::vector<std::string>{});
  for (const auto& call : path.calls)
    if (call.rfind("aten::", 0) != 0) throw std::invalid_argument("'" + call + "' is not an aten:: op");
  return path;
}

Decomposition decompositionFromJson(const json& j) {
  Decomposition d;
  d.op = j.at("op").get<std::string>();
  d.overload = j.at("overload").get<std::string>();
  d.not_observed = j.value("not_observed", "");
  d.selected_by = j.value("selected_by", "");
  if (j.contains("calls")) d.paths.push_back(pathFromJson(j));
  for (const auto& p : j.value("paths", json::array())) d.paths.push_back(pathFromJson(p));
  if (d.paths.empty() == d.not_observed.empty())
    throw std::invalid_argument("an entry has either calls/paths or not_observed");
  if (!d.selected_by.empty())
    for (const auto& path : d.paths)
      if (path.when.empty()) throw std::invalid_argument("a path of an op selected_by an argument lacks 'when'");
  return d;
}

}  // namespace

Decompositions Decompositions::load(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw UserError(path + ": cannot read the decomposition table");
  Decompositions out;
  std::string line;
  size_t number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty()) continue;
    try {
      const json j = json::parse(line);
      if (number == 1) {  // the header names the generator and the PyTorch it observed
        out.pytorch_ = j.at("pytorch").get<std::string>();
        continue;
      }
      Decomposition d = decompositionFromJson(j);
      d.source = std::string(kCited) + ":" + std::to_string(number);
      const std::string key = d.op + "." + d.overload;
      if (!out.by_op_.emplace(key, std::move(d)).second) throw std::invalid_argument("duplicate entry " + key);
    } catch (const std::exception& e) {
      throwAt(path, number, e.what());
    }
  }
  if (out.pytorch_.empty()) throw UserError(path + ": the decomposition table has no header");
  return out;
}

const Decomposition* Decompositions::find(const std::string& op, const std::string& overload) const {
  const auto it = by_op_.find(op + "." + overload);
  return it == by_op_.end() ? nullptr : &it->second;
}

}  // namespace npu_lint
