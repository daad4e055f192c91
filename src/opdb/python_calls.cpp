#include "opdb/python_calls.h"

#include "core/error.h"
#include "core/json_file.h"

namespace npu_lint {

PythonCalls PythonCalls::load(const std::string& path) {
  const nlohmann::json root = readJsonFile(path, "npu-lint's table of Python calls");
  PythonCalls calls;
  try {
    for (auto [table, key] : {std::pair{&calls.functions_, "functions"}, std::pair{&calls.methods_, "methods"}})
      for (const auto& [name, record] : root.at(key).items())
        table->emplace(name, PythonCall{record.at("op").get<std::string>(), record.at("overload").get<std::string>(),
                                        record.at("source").get<std::string>()});
    for (const auto& name : root.at("builtin_methods")) calls.builtin_methods_.insert(name.get<std::string>());
  } catch (const nlohmann::json::exception& e) {
    throw UserError(path + ": malformed (json error " + std::to_string(e.id) + "); regenerate it with op_db/generate.py");
  }
  return calls;
}

const PythonCall* PythonCalls::function(const std::string& name) const {
  const auto it = functions_.find(name);
  return it == functions_.end() ? nullptr : &it->second;
}

const PythonCall* PythonCalls::method(const std::string& name) const {
  if (builtin_methods_.count(name)) return nullptr;
  const auto it = methods_.find(name);
  return it == methods_.end() ? nullptr : &it->second;
}

}  // namespace npu_lint
