// The model helper's op inventory (what it counted, where) and its conversion to op uses. Free
// of LibTorch, so that it is tested without loading a model.
#pragma once
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "facts/location.h"
#include "facts/op_use.h"

namespace npu_lint::torchscript {

// A method npu-lint scans as a whole: a root method a caller can run ("forward",
// "forward_lower"), or "__setstate__" of the object at `module`, which runs at load time.
struct EntryPoint {
  std::string method;
  std::string module;  // submodule path of the object it runs on; "" for the root
};

struct SiteKey {
  std::string entry_point, module, function, file;
  bool file_in_archive = false;  // `file` is a code/ record, not the original Python file
  int line = 0, column = 0, loop_depth = 0;
  std::string library_frame;  // Location::library_frame
  auto tie() const {
    return std::tie(entry_point, module, function, file, file_in_archive, line, column, loop_depth, library_frame);
  }
  bool operator<(const SiteKey& o) const { return tie() < o.tie(); }
};

struct OpInventoryEntry {
  std::string schema;
  size_t count = 0;
  std::map<SiteKey, size_t> sites;
  std::set<ArgumentValues> argument_values;  // distinct, up to OpUse::kMaxArgumentSets + 1
};

// Keyed by (qualified op name, overload name).
using OpInventory = std::map<std::pair<std::string, std::string>, OpInventoryEntry>;

// A site as a Location the user can open: serialized code is named inside the archive,
// "<archive>/code/__torch__/....py".
Location locationOf(const SiteKey& site, const std::string& archive);

// The inventory as op uses (verdicts not yet given): distinct submodules in first-seen order,
// the deepest loop, and up to OpUse::kMaxLocations locations sorted by file and position.
std::vector<OpUse> inventoryToOps(const OpInventory& inventory, const std::set<std::string>& placeholder_ops,
                                  const std::string& archive);

}  // namespace npu_lint::torchscript
