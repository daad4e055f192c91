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

constexpr char kClassesQualifier[] = "__torch__.torch.classes.";

// An annotation from the serialized code ("List[int]", "Dict[str, int]", "None", a custom class
// registered here), or null: one naming a TorchScript class of the archive (not loaded yet) or
// one this process cannot parse.
c10::TypePtr parsedType(const std::string& annotation) {
  if (annotation == "None") return c10::NoneType::get();
  for (size_t at = annotation.find("__torch__."); at != std::string::npos; at = annotation.find("__torch__.", at + 1))
    if (annotation.compare(at, sizeof(kClassesQualifier) - 1, kClassesQualifier) != 0) return nullptr;
  try {
    return c10::parseType(annotation);
  } catch (const std::exception&) {
    return nullptr;
  }
}

// The result types Python's data model fixes for a method of any class (`range(x.__len__())`
// compiles only with an int), or null.
c10::TypePtr dataModelResult(const std::string& method) {
  if (method == "__len__" || method == "__hash__" || method == "__index__" || method == "__int__") return c10::IntType::get();
  if (method == "__bool__" || method == "__contains__") return c10::BoolType::get();
  if (method == "__str__" || method == "__repr__") return c10::StringType::get();
  if (method == "__float__") return c10::FloatType::get();
  return nullptr;
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
  // Every class first: a method may return another of them (TensorMap's block() a TensorBlock).
  std::map<std::string, c10::ClassTypePtr> types;
  for (const auto& name : classes) {
    const c10::QualifiedName qualified(std::string(kClassesQualifier) + name);
    if (torch::getCustomClass(qualified.qualifiedName())) continue;
    types[name] = c10::ClassType::create(qualified, std::weak_ptr<torch::jit::CompilationUnit>());
    torch::registerCustomClass(types[name]);
    out.registered.insert(name);
  }
  std::set<std::string> methods = {"__init__"};
  for (const auto& [method, arguments] : code.method_calls) methods.insert(method);
  const MethodResults& stated = code.method_results;
  for (const auto& [name, type] : types) {
    const auto by_class = stated.by_class.find(name);
    for (const auto& method : methods) {
      const std::set<std::string>* types_stated = nullptr;
      if (by_class != stated.by_class.end())
        if (const auto it = by_class->second.find(method); it != by_class->second.end()) types_stated = &it->second;
      if (!types_stated)
        if (const auto it = stated.any_class.find(method); it != stated.any_class.end()) types_stated = &it->second;
      c10::TypePtr result = method == "__init__" ? c10::NoneType::get() : c10::TypePtr(c10::TensorType::get());
      if (types_stated && types_stated->size() == 1 && parsedType(*types_stated->begin()))
        result = parsedType(*types_stated->begin());
      else if (types_stated)
        out.untyped[name + "." + method] = *types_stated;
      else if (auto fixed = dataModelResult(method))
        result = fixed;
      c10::FunctionSchema schema(method, "", {c10::Argument("self", type)}, {c10::Argument("", result)},
                                 /*is_vararg=*/true, /*is_varret=*/false);
      auto function = std::make_unique<torch::jit::BuiltinOpFunction>(
          c10::QualifiedName(*type->name(), method), std::move(schema),
          [](torch::jit::Stack&) { throw std::logic_error("npu-lint placeholder classes never run"); });
      type->addMethod(function.get());
      torch::registerCustomClassMethod(std::move(function));
    }
  }
  return out;
}

}  // namespace npu_lint::torchscript
