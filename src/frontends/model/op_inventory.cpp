#include "frontends/model/op_inventory.h"

#include <functional>
#include <tuple>

#include <algorithm>

namespace npu_lint::torchscript {

Location locationOf(const SiteKey& site, const std::string& archive) {
  Location location;
  location.entry_point = site.entry_point;
  location.function = site.function;
  location.module = site.module;
  location.library_frame = site.library_frame;
  if (!site.file.empty()) {
    location.file = site.file_in_archive ? archive + "/" + site.file : site.file;
    location.line = site.line;
    location.column = site.column;
  }
  return location;
}

std::vector<OpUse> inventoryToOps(const OpInventory& inventory, const std::set<std::string>& placeholder_ops,
                                  const std::string& archive) {
  std::vector<OpUse> ops;
  for (const auto& [key, entry] : inventory) {
    OpUse& use = ops.emplace_back();
    use.name = key.first;
    use.overload = key.second;
    use.count = entry.count;
    if (placeholder_ops.count(key.first))
      use.unknown_to_libtorch = true;  // its schema is npu-lint's placeholder, not the op's own
    else
      use.schema = entry.schema;
    std::set<std::string> seen_modules, seen_entry_points;
    for (const auto& [site, count] : entry.sites) {
      if (!site.entry_point.empty() && seen_entry_points.insert(site.entry_point).second)
        use.entry_points.push_back(site.entry_point);
      use.max_loop_depth = std::max(use.max_loop_depth, static_cast<size_t>(site.loop_depth));
      Location location = locationOf(site, archive);
      if (!location.module.empty() && seen_modules.insert(location.module).second) use.modules.push_back(location.module);
      if (!location.file.empty() || !location.library_frame.empty()) use.locations.push_back(std::move(location));
    }
    // The model's own lines first: a finding takes the first location.
    std::sort(use.locations.begin(), use.locations.end(), [](const Location& a, const Location& b) {
      return std::make_tuple(a.file.empty(), std::cref(a.file), a.line, a.column, std::cref(a.module), std::cref(a.library_frame)) <
             std::make_tuple(b.file.empty(), std::cref(b.file), b.line, b.column, std::cref(b.module), std::cref(b.library_frame));
    });
    if (use.locations.size() > OpUse::kMaxLocations) use.locations.resize(OpUse::kMaxLocations);
    use.argument_values.assign(entry.argument_values.begin(), entry.argument_values.end());
    if (use.argument_values.size() > OpUse::kMaxArgumentSets) {
      use.argument_values.resize(OpUse::kMaxArgumentSets);
      use.argument_values_truncated = true;
    }
  }
  return ops;
}

}  // namespace npu_lint::torchscript
