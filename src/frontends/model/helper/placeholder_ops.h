// Declares operators and custom classes the archive uses but this process does not know
// (custom ops such as torchvision::nms, ATen ops newer than the linked LibTorch, classes such as
// torch.classes.metatensor.Labels), so its code still compiles.
#pragma once
#include <set>
#include <string>
#include <vector>

#include "frontends/model/code_calls.h"

namespace npu_lint::torchscript {

// Registers one placeholder schema per unknown op, shaped after its call sites: `Any`
// arguments (optional past the fewest seen), the keywords seen, and as many Tensor results
// as the widest tuple-unpacking assignment. Returns the ops it registered.
std::set<std::string> registerPlaceholderOps(const std::vector<CodeCall>& calls);

// Registers a placeholder for each of `classes` ("NS.Name", from CodeScan::custom_classes) that
// no loaded library defines: an __init__ and one method per name the code calls on any
// parenthesised receiver (CodeScan::method_calls; extra names are never used), each taking any
// positional arguments and returning a Tensor (__init__: None). Returns the classes registered.
std::set<std::string> registerPlaceholderClasses(const std::set<std::string>& classes,
                                                 const std::map<std::string, size_t>& method_calls);

}  // namespace npu_lint::torchscript
