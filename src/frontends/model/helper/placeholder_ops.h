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

// The placeholder classes registered, and how their methods' results were typed.
struct PlaceholderClasses {
  std::set<std::string> registered;  // "NS.Name"
  // Methods whose annotated uses state more than one type, or a type this process cannot
  // parse: they return Tensor. "NS.Name.method" -> the types stated.
  std::map<std::string, std::set<std::string>> untyped;
};

// Registers a placeholder for each of `classes` ("NS.Name", from CodeScan::custom_classes) that
// no loaded library defines: an __init__ and one method per name the code calls on any
// parenthesised receiver (CodeScan::method_calls; extra names are never used), each taking any
// positional arguments. A method returns the one type the code states for it (MethodResults:
// for calls on that class, else for calls on receivers of no stated type), else the type
// Python's data model fixes (`__len__`: int), else Tensor; __init__ returns None.
PlaceholderClasses registerPlaceholderClasses(const std::set<std::string>& classes, const CodeScan& code);

}  // namespace npu_lint::torchscript
