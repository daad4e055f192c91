#include "cli/input_specs.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>

#include "core/error.h"
#include "core/json_file.h"
#include "core/strings.h"

namespace npu_lint {
namespace {

using Json = nlohmann::json;

// torch's dtype names, and the aliases torch itself accepts for them.
const std::map<std::string, std::string> kDtypes = {
    {"float16", "float16"}, {"half", "float16"},   {"bfloat16", "bfloat16"}, {"float32", "float32"},
    {"float", "float32"},   {"float64", "float64"}, {"double", "float64"},    {"int8", "int8"},
    {"uint8", "uint8"},     {"int16", "int16"},     {"short", "int16"},      {"int32", "int32"},
    {"int", "int32"},       {"int64", "int64"},     {"long", "int64"},       {"bool", "bool"},
};

using Dims = std::map<std::string, std::vector<int64_t>>;

bool isName(const std::string& text) {
  if (text.empty() || !(std::isalpha(static_cast<unsigned char>(text[0])) || text[0] == '_')) return false;
  for (char c : text)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
  return true;
}

int64_t wholeNumber(const std::string& text, const std::string& where) {
  if (text.empty() || text.size() > 12 || text.find_first_not_of("0123456789") != std::string::npos)
    throw UserError(where + ": '" + text + "' is not a size (a whole number, or a name given with --dim)");
  return std::stoll(text);
}

Dims parseDims(const std::vector<std::string>& flags) {
  Dims dims;
  for (const auto& flag : flags) {
    const size_t eq = flag.find('=');
    const std::string name = flag.substr(0, eq);
    if (eq == std::string::npos || !isName(name))
      throw UserError("--dim " + flag + ": expected NAME=V1,V2,... e.g. --dim B=1,8,32");
    if (dims.count(name)) throw UserError("--dim " + name + " is given twice");
    auto& values = dims[name];
    for (const auto& value : split(flag.substr(eq + 1), ',')) values.push_back(wholeNumber(value, "--dim " + flag));
  }
  return dims;
}

// "8xBx224:float16" -> {"shape": [8, "B", 224], "dtype": "float16"}; names stay for expansion.
Json parseTensorFlag(const std::string& flag) {
  const std::string where = "--input " + flag;
  const size_t colon = flag.find(':');
  Json tensor = Json::object();
  Json shape = Json::array();
  const std::string sizes = flag.substr(0, colon);
  if (!sizes.empty() && sizes != "scalar")
    for (const auto& size : split(sizes, 'x')) shape.push_back(isName(size) ? Json(size) : Json(wholeNumber(size, where)));
  tensor["shape"] = shape;
  if (colon != std::string::npos) {
    const auto dtype = kDtypes.find(flag.substr(colon + 1));
    if (dtype == kDtypes.end())
      throw UserError(where + ": unknown dtype '" + flag.substr(colon + 1) + "' (float16, bfloat16, float32, float64, int8, uint8, int16, int32, int64, bool)");
    tensor["dtype"] = dtype->second;
  }
  return tensor;
}

// Checks a spec from a file (the forms of shape_inputs.h), normalising dtype aliases.
void checkSpec(Json& spec, const std::string& where) {
  if (spec.is_null() || spec.is_boolean() || spec.is_number()) return;
  if (spec.is_object() && spec.contains("shape")) {
    if (!spec["shape"].is_array()) throw UserError(where + ": \"shape\" is not a list");
    for (const auto& size : spec["shape"])
      if (!(size.is_number_integer() && size.get<int64_t>() >= 0) && !(size.is_string() && isName(size.get<std::string>())))
        throw UserError(where + ": a size in \"shape\" is neither a whole number nor a dim name: " + size.dump());
    if (spec.contains("dtype")) {
      const auto dtype = spec["dtype"].is_string() ? kDtypes.find(spec["dtype"].get<std::string>()) : kDtypes.end();
      if (dtype == kDtypes.end()) throw UserError(where + ": unknown dtype " + spec["dtype"].dump());
      spec["dtype"] = dtype->second;
    }
    return;
  }
  for (const char* kind : {"tuple", "list"})
    if (spec.is_object() && spec.size() == 1 && spec.contains(kind) && spec[kind].is_array()) {
      for (auto& item : spec[kind]) checkSpec(item, where);
      return;
    }
  if (spec.is_object() && spec.size() == 1 && spec.contains("dict") && spec["dict"].is_object()) {
    for (auto& [key, item] : spec["dict"].items()) checkSpec(item, where);
    return;
  }
  throw UserError(where + ": an input is not {\"shape\": ...}, {\"tuple\": [...]}, {\"list\": [...]}, {\"dict\": {...}}, a number or null: " + spec.dump());
}

// The dim names the shapes in `spec` use, in order of first use.
void namesIn(const Json& spec, std::vector<std::string>& names) {
  if (spec.is_object() && spec.contains("shape")) {
    for (const auto& size : spec["shape"])
      if (size.is_string() && std::find(names.begin(), names.end(), size.get<std::string>()) == names.end())
        names.push_back(size.get<std::string>());
  } else if (spec.is_structured()) {
    for (const auto& item : spec) namesIn(item, names);
  }
}

Json substitute(const Json& spec, const std::map<std::string, int64_t>& values) {
  if (spec.is_object() && spec.contains("shape")) {
    Json out = spec;
    for (auto& size : out["shape"])
      if (size.is_string()) size = values.at(size.get<std::string>());
    return out;
  }
  if (spec.is_array() || spec.is_object()) {
    Json out = spec;
    for (auto& item : out) item = substitute(item, values);
    return out;
  }
  return spec;
}

std::string label(const Json& spec) {
  if (spec.is_object() && spec.contains("shape")) {
    std::vector<std::string> sizes;
    for (const auto& size : spec["shape"]) sizes.push_back(std::to_string(size.get<int64_t>()));
    return (sizes.empty() ? "scalar" : join(sizes, "x")) + ":" + spec.value("dtype", std::string("float32"));
  }
  if (spec.is_object() && spec.size() == 1) {
    const std::string kind = spec.begin().key();
    const Json& items = spec.begin().value();
    std::vector<std::string> parts;
    for (const auto& [key, item] : items.items()) parts.push_back(kind == "dict" ? key + ": " + label(item) : label(item));
    return kind + "(" + join(parts, ", ") + ")";
  }
  return spec.dump();
}

// One set per combination of the values of the dims it names, in --dim order.
void expand(const Json& inputs, const Dims& dims, const std::string& where, Json& sets) {
  std::vector<std::string> names;
  namesIn(inputs, names);
  for (const auto& name : names)
    if (!dims.count(name)) throw UserError(where + ": the dim " + name + " has no values (give --dim " + name + "=V1,V2,...)");
  std::map<std::string, int64_t> values;
  std::function<void(size_t)> next = [&](size_t i) {
    if (i == names.size()) {
      Json set = {{"inputs", substitute(inputs, values)}};
      std::vector<std::string> parts;
      for (const auto& input : set["inputs"]) parts.push_back(label(input));
      set["label"] = join(parts, ", ");
      sets.push_back(set);
      return;
    }
    for (int64_t value : dims.at(names[i])) {
      values[names[i]] = value;
      next(i + 1);
    }
  };
  next(0);
}

}  // namespace

std::string inputSetsJson(const InputSpecArgs& args) {
  if (args.empty()) {
    if (!args.dims.empty()) throw UserError("--dim names a dim of --input or --input-set shapes: give those too");
    return "";
  }
  const Dims dims = parseDims(args.dims);
  Json sets = Json::array();
  if (!args.input_set_file.empty()) {
    const Json file = readJsonFile(args.input_set_file, "an input-set file");
    if (!file.is_array() || file.empty()) throw UserError(args.input_set_file + ": expected a list of input sets (each a list of inputs)");
    for (size_t i = 0; i < file.size(); ++i) {
      const std::string where = args.input_set_file + ": input set " + std::to_string(i + 1);
      if (!file[i].is_array()) throw UserError(where + ": not a list of inputs");
      Json inputs = file[i];
      for (auto& spec : inputs) checkSpec(spec, where);
      expand(inputs, dims, where, sets);
    }
  }
  if (!args.inputs.empty()) {
    Json inputs = Json::array();
    for (const auto& flag : args.inputs) inputs.push_back(parseTensorFlag(flag));
    expand(inputs, dims, "--input", sets);
  }
  return sets.dump();
}

}  // namespace npu_lint
