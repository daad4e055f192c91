// The entry points of a TorchScript archive (docs/models.md, "Entry points"): what a caller of the
// loaded module runs, and what loading it runs.
#pragma once
#include <string>
#include <utility>
#include <vector>

#include <ATen/core/jit_type.h>

#include "frontends/model/op_inventory.h"

namespace npu_lint::torchscript {

// An entry point and the class whose method it is.
using ClassEntryPoint = std::pair<EntryPoint, c10::ClassTypePtr>;

// Every entry point of `root`: its methods that no other root method calls (forward first;
// __getstate__ runs only when saving), then __setstate__ of every object that defines one,
// found through the attribute types from the root down. With `methods`, only those names (in
// that order, once each; "__setstate__" selects every object's); a name the root lacks throws
// FrontendError.
std::vector<ClassEntryPoint> entryPointsOf(const c10::ClassTypePtr& root, const std::vector<std::string>& methods);

}  // namespace npu_lint::torchscript
