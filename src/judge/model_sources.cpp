#include "judge/model_sources.h"

#include <algorithm>
#include <map>
#include <string_view>

namespace npu_lint {
namespace model_sources {  // named: unity batches share an anonymous namespace
namespace {

// How many trailing path names `a` and `b` share ("x/models/net.py", "/h/p/models/net.py": 2).
size_t sharedTail(std::string_view a, std::string_view b) {
  size_t names = 0;
  while (!a.empty() && !b.empty()) {
    const size_t a_slash = a.rfind('/'), b_slash = b.rfind('/');
    const std::string_view a_name = a_slash == std::string_view::npos ? a : a.substr(a_slash + 1);
    const std::string_view b_name = b_slash == std::string_view::npos ? b : b.substr(b_slash + 1);
    if (a_name != b_name || a_name.empty() || a_name == "." || a_name == "..") break;
    ++names;
    a = a_slash == std::string_view::npos ? std::string_view() : a.substr(0, a_slash);
    b = b_slash == std::string_view::npos ? std::string_view() : b.substr(0, b_slash);
  }
  return names;
}

size_t nameCount(std::string_view path) {
  size_t names = 0;
  for (size_t start = 0; start <= path.size();) {
    const size_t slash = std::min(path.find('/', start), path.size());
    const std::string_view name = path.substr(start, slash - start);
    names += !name.empty() && name != ".";
    start = slash + 1;
  }
  return names;
}

}  // namespace
}  // namespace model_sources

void linkModelSources(std::vector<Target>& targets) {
  std::multimap<std::string, const std::string*> python_by_name;  // file name -> scanned path
  for (const auto& target : targets)
    if (target.kind == InputKind::kPythonSource)
      python_by_name.emplace(target.path.substr(target.path.rfind('/') + 1), &target.path);
  if (python_by_name.empty()) return;
  std::map<std::string, const std::string*> found;  // recorded path -> the file here, or null
  // `recorded`: the whole path on the exporting machine; `relative`: the part below its export folder.
  auto here = [&](const std::string& recorded, const std::string& relative) -> const std::string* {
    if (auto it = found.find(recorded); it != found.end()) return it->second;
    const std::string* best = nullptr;
    size_t best_names = 0;
    bool tie = false;
    const auto [first, last] = python_by_name.equal_range(recorded.substr(recorded.rfind('/') + 1));
    for (auto it = first; it != last; ++it) {
      const size_t names = model_sources::sharedTail(*it->second, recorded);
      // A file and its folder, or a scanned path of one name ("util.py") for a recorded one of one.
      const size_t needed = model_sources::nameCount(*it->second) == 1 && model_sources::nameCount(relative) == 1 ? 1 : 2;
      if (names < needed) continue;
      if (names == best_names) tie = true;
      if (names > best_names) best = it->second, best_names = names, tie = false;
    }
    return found[recorded] = tie ? nullptr : best;
  };
  for (auto& target : targets) {
    if (target.kind != InputKind::kTorchScript) continue;
    forEachModelLocation(target.ops, target.unreached_ops, target.custom_classes, target.facts, target.shapes, [&](Location& at) {
      if (at.exported_from.empty()) return;
      if (const std::string* path = here(at.exported_from + at.file, at.file)) {
        at.file = *path;
        at.exported_from.clear();
        at.scanned_here = true;
      }
    });
  }
}

}  // namespace npu_lint
