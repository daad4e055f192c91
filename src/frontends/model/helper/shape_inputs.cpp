#include "frontends/model/helper/shape_inputs.h"

#include <stdexcept>

#include <ATen/ATen.h>
#include <nlohmann/json.hpp>

#include "frontends/model/helper/shape_run.h"

namespace npu_lint::torchscript {
namespace {

using Json = nlohmann::json;

at::ScalarType scalarType(const std::string& name) {
  for (int i = 0; i < static_cast<int>(c10::ScalarType::NumOptions); ++i)
    if (dtypeName(i) == name) return static_cast<c10::ScalarType>(i);
  throw std::invalid_argument("unknown dtype '" + name + "'");
}

c10::TypePtr elementOf(const c10::TypePtr& type, size_t index) {
  if (!type) return nullptr;
  if (auto list = type->cast<c10::ListType>()) return list->getElementType();
  if (auto tuple = type->cast<c10::TupleType>()) return index < tuple->elements().size() ? tuple->elements()[index] : nullptr;
  if (auto dict = type->cast<c10::DictType>()) return dict->getValueType();
  if (auto optional = type->cast<c10::OptionalType>()) return elementOf(optional->getElementType(), index);
  return nullptr;
}

c10::IValue toValue(const Json& spec, const c10::TypePtr& type) {
  if (spec.is_null()) return c10::IValue();
  if (spec.is_boolean()) return c10::IValue(spec.get<bool>());
  if (spec.is_number_integer()) return c10::IValue(spec.get<int64_t>());
  if (spec.is_number()) return c10::IValue(spec.get<double>());
  if (!spec.is_object() || (spec.size() != 1 && !spec.contains("shape")))
    throw std::invalid_argument("an input is not a tensor, tuple, list, dict, number or null: " + spec.dump());
  if (spec.contains("shape")) {
    std::vector<int64_t> sizes;
    for (const auto& size : spec.at("shape")) {
      if (!size.is_number_integer() || size.get<int64_t>() < 0) throw std::invalid_argument("a shape holds a size that is not a whole number ≥ 0: " + spec.dump());
      sizes.push_back(size.get<int64_t>());
    }
    const auto dtype = scalarType(spec.value("dtype", std::string("float32")));
    return at::empty(sizes, at::TensorOptions().dtype(dtype).device(at::kMeta));
  }
  if (spec.contains("tuple")) {
    std::vector<c10::IValue> elements;
    for (size_t i = 0; i < spec.at("tuple").size(); ++i) elements.push_back(toValue(spec.at("tuple")[i], elementOf(type, i)));
    return c10::ivalue::Tuple::create(std::move(elements));
  }
  if (spec.contains("list")) {
    const c10::TypePtr element = elementOf(type, 0) ? elementOf(type, 0) : c10::TensorType::get();
    c10::impl::GenericList list(element);
    for (const auto& item : spec.at("list")) list.push_back(toValue(item, element));
    return c10::IValue(std::move(list));
  }
  if (spec.contains("dict")) {
    const c10::TypePtr value_type = elementOf(type, 0) ? elementOf(type, 0) : c10::TensorType::get();
    c10::impl::GenericDict dict(c10::StringType::get(), value_type);
    for (const auto& [key, item] : spec.at("dict").items()) dict.insert(key, toValue(item, value_type));
    return c10::IValue(std::move(dict));
  }
  throw std::invalid_argument("an input is not a tensor, tuple, list, dict, number or null: " + spec.dump());
}

}  // namespace

std::vector<InputSet> parseInputSets(const std::string& json, const std::vector<c10::TypePtr>& types) {
  std::vector<InputSet> sets;
  Json parsed;
  try {
    parsed = Json::parse(json);
  } catch (const Json::exception& e) {
    throw std::invalid_argument(std::string("--input-sets is not JSON: ") + e.what());
  }
  if (!parsed.is_array()) throw std::invalid_argument("--input-sets is not a list of input sets");
  for (const auto& set : parsed) {
    if (!set.is_object() || !set.contains("inputs") || !set.at("inputs").is_array())
      throw std::invalid_argument("an input set has no \"inputs\" list");
    InputSet input_set;
    input_set.label = set.value("label", std::string());
    const auto& inputs = set.at("inputs");
    for (size_t i = 0; i < inputs.size(); ++i)
      input_set.values.push_back(toValue(inputs[i], i < types.size() ? types[i] : nullptr));
    sets.push_back(std::move(input_set));
  }
  return sets;
}

}  // namespace npu_lint::torchscript
