#include "frontends/model/helper/graph_ops.h"

#include <cassert>
#include <map>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "frontends/model/graph_op_lists.h"

namespace npu_lint::torchscript {

GraphOps parseGraphOps(const std::string& json) {
  GraphOps ops;
  // The request's keys are the rules' [params] names (rules/*.toml, graph_op_lists.h); unknown
  // ones are errors, so that a renamed param cannot silently empty a list.
  const std::map<std::string, GraphOps::Set*> sets = {
      {"model_size_query_ops", &ops.size_queries},        {"model_value_read_ops", &ops.value_reads},
      {"model_mask_index_ops", &ops.mask_index},          {"model_bool_producer_ops", &ops.bool_producers},
      {"model_bool_preserving_ops", &ops.bool_preserving}, {"model_cast_ops", &ops.casts},
      {"model_int64_arithmetic_ops", &ops.int64_arithmetic}, {"model_int64_view_ops", &ops.int64_views},
      {"model_int_range_ops", &ops.int_ranges},           {"model_static_bound_ops", &ops.static_bound_ops},
      {"model_shape_like_input_ops", &ops.shape_like_input}, {"model_shape_embedding_ops", &ops.shape_embedding},
      {"model_shape_convolution_ops", &ops.shape_convolution}};
  assert(sets.size() + 1 == kGraphOpLists.size() && "a list of graph_op_lists.h this reader does not fill");
  const nlohmann::json request = nlohmann::json::parse(json, nullptr, false);
  if (!request.is_object()) throw std::invalid_argument("--graph-ops: not a JSON object");
  for (const auto& [key, list] : request.items()) {
    if (!list.is_array()) throw std::invalid_argument("--graph-ops: " + key + " is not a list");
    for (const auto& item : list)
      if (!item.is_string()) throw std::invalid_argument("--graph-ops: " + key + " holds a non-string");
    if (key == "model_static_bound_arguments") {
      for (const auto& item : list) ops.static_bound_arguments.push_back(item.get<std::string>());
      continue;
    }
    const auto set = sets.find(key);
    if (set == sets.end()) throw std::invalid_argument("--graph-ops: unknown list " + key);
    for (const auto& item : list) {
      const std::string name = item.get<std::string>();
      if (name.find("::") == std::string::npos) throw std::invalid_argument("--graph-ops: " + name + " is not namespace::name");
      set->second->insert(c10::Symbol::fromQualString(name));
    }
  }
  return ops;
}

}  // namespace npu_lint::torchscript
