#include "rules/api_map.h"

#include <cctype>

#include <toml++/toml.h>

#include "core/enum_names.h"
#include "core/error.h"
#include "core/toml_reader.h"

namespace npu_lint {

namespace {
const char* const kStatusNames[] = {"direct", "different-semantics", "no-equivalent"};  // ApiStatus order
}  // namespace

const char* nameOf(ApiStatus status) { return enumName(kStatusNames, status); }

ApiMap ApiMap::load(const std::string& path) {
  const toml::table table = parseTomlFile(path);
  ApiMap map;
  const toml::array* apis = table["api"].as_array();
  if (!apis) throwAt(path, 1, "expected [[api]] entries");
  for (const auto& node : *apis) {
    const toml::table* entry = node.as_table();
    const size_t line = node.source().begin.line;
    if (!entry) throwAt(path, line, "[[api]] must be a table");
    ApiMapping m;
    m.line = line;
    std::string status;
    for (const auto& [key, value] : *entry) {
      const std::string k(key.str());
      const size_t at = value.source().begin.line;
      if (k == "ascend_ops") {
        const toml::array* ops = value.as_array();
        if (!ops) throwAt(path, at, "ascend_ops must be an array of strings");
        for (const auto& op : *ops) {
          if (!op.is_string()) throwAt(path, at, "ascend_ops must be an array of strings");
          m.ascend_ops.push_back(**op.as_string());
        }
        continue;
      }
      if (!value.is_string()) throwAt(path, at, "'" + k + "' must be a string");
      const std::string text = **value.as_string();
      if (k == "cuda") m.cuda = text;
      else if (k == "kind") m.kind = text;
      else if (k == "status") status = text;
      else if (k == "ascend") m.ascend = text;
      else if (k == "note") m.note = text;
      else if (k == "match" && (text == "call" || text == "name")) m.match_any_use = text == "name";
      else throwAt(path, at, "unknown key or value '" + k + " = " + text + "'");
    }
    if (m.cuda.empty() || m.kind.empty()) throwAt(path, line, "an [[api]] entry needs cuda and kind");
    const auto known = enumFromName<ApiStatus>(kStatusNames, status);
    if (!known) throwAt(path, line, "status must be direct, different-semantics or no-equivalent, not '" + status + "'");
    m.status = *known;
    for (const auto& other : map.entries_)
      if (other.cuda == m.cuda) throwAt(path, line, "'" + m.cuda + "' is already mapped at line " + std::to_string(other.line));
    map.entries_.push_back(std::move(m));
  }
  for (size_t i = 0; i < map.entries_.size(); ++i) {
    if (map.entries_[i].cuda.back() == '*') map.families_.push_back(i);
    else map.exact_.emplace(map.entries_[i].cuda, i);
  }
  return map;
}

namespace {
// "cuda*" covers cudaMalloc but not cuda_version: after a lowercase prefix the API's own
// CamelCase name must begin.
bool inFamily(const std::string& family, const std::string& name) {
  const size_t n = family.size() - 1;
  if (name.size() <= n || name.compare(0, n, family, 0, n) != 0) return false;
  const bool camel = n > 0 && std::islower(static_cast<unsigned char>(family[n - 1]));
  return !camel || std::isupper(static_cast<unsigned char>(name[n]));
}
}  // namespace

const ApiMapping* ApiMap::find(const std::string& name) const {
  if (const auto it = exact_.find(name); it != exact_.end()) return &entries_[it->second];
  const ApiMapping* best = nullptr;
  for (size_t i : families_) {
    const ApiMapping& m = entries_[i];
    if (inFamily(m.cuda, name) && (!best || m.cuda.size() > best->cuda.size())) best = &m;
  }
  return best;
}

}  // namespace npu_lint
