#include "opdb/python_calls.h"

#include <cctype>

#include "core/error.h"
#include "core/json_file.h"
#include "core/paths.h"

namespace npu_lint {
namespace {

// "aten::add.Tensor" -> {"aten::add", "Tensor"}: the traced table writes ops with their overload.
CalledOp splitOverload(const std::string& qualified, bool for_some_arguments) {
  const size_t dot = qualified.find('.', qualified.find("::"));
  if (dot == std::string::npos) return {qualified, "", for_some_arguments};
  return {qualified.substr(0, dot), qualified.substr(dot + 1), for_some_arguments};
}

const PythonCall* find(const std::unordered_map<std::string, PythonCall>& table, const std::string& name) {
  const auto it = table.find(name);
  return it == table.end() ? nullptr : &it->second;
}

void malformed(const std::string& path, const nlohmann::json::exception& e, const char* generator) {
  throw UserError(path + ": malformed (json error " + std::to_string(e.id) + "); regenerate it with " + generator);
}

}  // namespace

PythonCalls PythonCalls::load(const std::string& direct_path, const std::string& traced_path) {
  PythonCalls calls;
  const nlohmann::json direct = readJsonFile(direct_path, "npu-lint's table of Python calls");
  try {
    for (auto [table, key] : {std::pair{&calls.functions_, "functions"}, std::pair{&calls.methods_, "methods"}})
      for (const auto& [name, record] : direct.at(key).items())
        table->emplace(name, PythonCall{{{record.at("op").get<std::string>(), record.at("overload").get<std::string>()}},
                                        record.at("source").get<std::string>()});
    for (const auto& name : direct.at("builtin_methods")) calls.builtin_methods_.insert(name.get<std::string>());
  } catch (const nlohmann::json::exception& e) {
    malformed(direct_path, e, "op_db/generate.py");
  }
  const nlohmann::json traced = readJsonFile(traced_path, "npu-lint's table of traced Python calls");
  try {
    for (auto [table, key] :
         {std::pair{&calls.functions_, "functions"}, std::pair{&calls.methods_, "methods"}, std::pair{&calls.modules_, "modules"}})
      for (const auto& [name, record] : traced.at(key).items()) {
        PythonCall call{{}, record.at("source").get<std::string>()};
        for (const auto& op : record.at("always")) call.ops.push_back(splitOverload(op.get<std::string>(), false));
        for (const auto& op : record.at("sometimes")) call.ops.push_back(splitOverload(op.get<std::string>(), true));
        table->emplace(name, std::move(call));  // an op native_functions.yaml names keeps that mapping
      }
  } catch (const nlohmann::json::exception& e) {
    malformed(traced_path, e, "op_db/trace_python.py");
  }
  return calls;
}

const PythonCall* PythonCalls::function(const std::string& name) const { return find(functions_, name); }

const PythonCall* PythonCalls::method(const std::string& name) const {
  return builtin_methods_.count(name) ? nullptr : find(methods_, name);
}

const PythonCall* PythonCalls::module(const std::string& name) const { return find(modules_, name); }

PythonCalls PythonCalls::loadShipped() {
  return load(dataDir() + "/op_db/python_calls.json", dataDir() + "/op_db/python_traced.json");
}

const PythonCall* PythonCalls::api(const std::string& name) const {
  const std::string torch = "torch.", tensor = "torch.Tensor.", nn = "torch.nn.";
  auto starts = [&](const std::string& prefix) { return name.rfind(prefix, 0) == 0 && name.size() > prefix.size(); };
  // Named on torch.Tensor, a method is the tensor's even where a builtin type has one of its name.
  if (starts(tensor)) return find(methods_, name.substr(tensor.size()));
  if (starts(nn) && name.find('.', nn.size()) == std::string::npos && std::isupper(static_cast<unsigned char>(name[nn.size()])))
    return module(name.substr(nn.size()));
  return starts(torch) ? function(name.substr(torch.size())) : nullptr;
}

}  // namespace npu_lint
