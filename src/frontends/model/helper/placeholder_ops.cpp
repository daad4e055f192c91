#include "frontends/model/helper/placeholder_ops.h"

#include <algorithm>
#include <map>

#include <ATen/core/builtin_function.h>
#include <torch/custom_class.h>
#include <torch/csrc/jit/runtime/operator.h>

namespace npu_lint::torchscript {
namespace {

struct CallShape {
  size_t min_positional = SIZE_MAX;
  size_t max_positional = 0;
  size_t results = 1;
  std::set<std::string> keywords;
};

std::string placeholderSchema(const std::string& op, const CallShape& shape) {
  std::string args;
  auto add = [&](const std::string& arg) { args += (args.empty() ? "" : ", ") + arg; };
  for (size_t i = 0; i < shape.max_positional; ++i)
    add(i < shape.min_positional ? "Any a" + std::to_string(i) : "Any? a" + std::to_string(i) + "=None");
  if (!shape.keywords.empty()) add("*");
  for (const auto& keyword : shape.keywords) add("Any? " + keyword + "=None");
  std::string results;
  for (size_t i = 0; i < shape.results; ++i) results += (i ? ", " : "") + std::string("Tensor");
  return op + "(" + args + ") -> " + (shape.results == 1 ? results : "(" + results + ")");
}

bool processKnows(const std::string& op) {
  return !torch::jit::getAllOperatorsFor(c10::Symbol::fromQualString(op)).empty();
}

}  // namespace

std::set<std::string> registerPlaceholderOps(const std::vector<CodeCall>& calls) {
  std::map<std::string, CallShape> unknown;
  for (const auto& call : calls) {
    if (processKnows(call.op)) continue;
    CallShape& shape = unknown[call.op];
    shape.min_positional = std::min(shape.min_positional, call.positional);
    shape.max_positional = std::max(shape.max_positional, call.positional);
    shape.results = std::max(shape.results, call.targets);
    shape.keywords.insert(call.keywords.begin(), call.keywords.end());
  }
  std::set<std::string> registered;
  for (const auto& [op, shape] : unknown) {
    torch::jit::registerOperator(torch::jit::Operator(
        placeholderSchema(op, shape),
        [](torch::jit::Stack&) { throw std::logic_error("npu-lint placeholder operators never run"); },
        c10::AliasAnalysisKind::CONSERVATIVE));
    registered.insert(op);
  }
  return registered;
}

std::set<std::string> registerPlaceholderClasses(const std::set<std::string>& classes,
                                                 const std::map<std::string, size_t>& method_calls) {
  std::set<std::string> registered;
  for (const auto& name : classes) {
    const c10::QualifiedName qualified("__torch__.torch.classes." + name);
    if (torch::getCustomClass(qualified.qualifiedName())) continue;
    auto type = c10::ClassType::create(qualified, std::weak_ptr<torch::jit::CompilationUnit>());
    torch::registerCustomClass(type);
    std::set<std::string> methods = {"__init__"};
    for (const auto& [method, arguments] : method_calls) methods.insert(method);
    for (const auto& method : methods) {
      const c10::TypePtr result = method == "__init__" ? c10::NoneType::get() : c10::TypePtr(c10::TensorType::get());
      c10::FunctionSchema schema(method, "", {c10::Argument("self", type)}, {c10::Argument("", result)},
                                 /*is_vararg=*/true, /*is_varret=*/false);
      auto function = std::make_unique<torch::jit::BuiltinOpFunction>(
          c10::QualifiedName(qualified, method), std::move(schema),
          [](torch::jit::Stack&) { throw std::logic_error("npu-lint placeholder classes never run"); });
      type->addMethod(function.get());
      torch::registerCustomClassMethod(std::move(function));
    }
    registered.insert(name);
  }
  return registered;
}

}  // namespace npu_lint::torchscript
