#include "frontends/model/helper/placeholder_ops.h"

#include <algorithm>
#include <map>

#include <ATen/core/builtin_function.h>
#include <torch/custom_class.h>
#include <torch/csrc/jit/mobile/type_parser.h>
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

// An annotation from the serialized code ("List[int]", "Dict[str, int]", "None"), or null: one
// naming a class (which this process has not loaded yet) or one it cannot parse.
c10::TypePtr parsedType(const std::string& annotation) {
  if (annotation == "None") return c10::NoneType::get();
  if (annotation.find("__torch__") != std::string::npos) return nullptr;
  try {
    return c10::parseType(annotation);
  } catch (const std::exception&) {
    return nullptr;
  }
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

PlaceholderClasses registerPlaceholderClasses(const std::set<std::string>& classes, const CodeScan& code) {
  PlaceholderClasses out;
  std::map<std::string, c10::TypePtr> results = {{"__init__", c10::NoneType::get()}};
  for (const auto& [method, arguments] : code.method_calls) {
    results[method] = c10::TensorType::get();
    const auto stated = code.method_results.find(method);
    if (stated == code.method_results.end()) continue;
    if (stated->second.size() == 1) {
      if (auto type = parsedType(*stated->second.begin())) {
        results[method] = std::move(type);
        continue;
      }
    }
    out.untyped[method] = stated->second;
  }
  for (const auto& name : classes) {
    const c10::QualifiedName qualified("__torch__.torch.classes." + name);
    if (torch::getCustomClass(qualified.qualifiedName())) continue;
    auto type = c10::ClassType::create(qualified, std::weak_ptr<torch::jit::CompilationUnit>());
    torch::registerCustomClass(type);
    for (const auto& [method, result] : results) {
      c10::FunctionSchema schema(method, "", {c10::Argument("self", type)}, {c10::Argument("", result)},
                                 /*is_vararg=*/true, /*is_varret=*/false);
      auto function = std::make_unique<torch::jit::BuiltinOpFunction>(
          c10::QualifiedName(qualified, method), std::move(schema),
          [](torch::jit::Stack&) { throw std::logic_error("npu-lint placeholder classes never run"); });
      type->addMethod(function.get());
      torch::registerCustomClassMethod(std::move(function));
    }
    out.registered.insert(name);
  }
  return out;
}

}  // namespace npu_lint::torchscript
