#include "frontends/model/exported_paths.h"

#include <filesystem>
#include <optional>

namespace npu_lint {

void relativizeExportedPaths(ModelFacts& facts, const std::string& archive) {
  const std::string inside = archive + "/";
  auto exported = [&inside](const Location& at) {
    return !at.file.empty() && at.file[0] == '/' && at.file.rfind(inside, 0) != 0 && at.exported_from.empty();
  };
  // The deepest folder of every exported path (normalized: ".../models/../rules/x.py"), ending in '/'.
  std::optional<std::string> common;
  forEachModelLocation(facts.ops, facts.unreached_ops, facts.custom_classes, facts.graph, facts.shapes, [&](Location& at) {
    if (!exported(at)) return;
    at.file = std::filesystem::path(at.file).lexically_normal().string();
    const std::string folder = at.file.substr(0, at.file.rfind('/') + 1);
    if (!common) {
      common = folder;
      return;
    }
    size_t n = 0;
    while (n < common->size() && n < folder.size() && (*common)[n] == folder[n]) ++n;
    common->resize(common->rfind('/', n == 0 ? 0 : n - 1) + 1);  // back to a whole folder
  });
  if (!common) return;
  forEachModelLocation(facts.ops, facts.unreached_ops, facts.custom_classes, facts.graph, facts.shapes, [&](Location& at) {
    if (!exported(at)) return;
    at.file.erase(0, common->size());
    at.exported_from = *common;
  });
}

}  // namespace npu_lint
