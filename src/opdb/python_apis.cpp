#include "opdb/python_apis.h"

#include <algorithm>
#include <fstream>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "opdb/page_text.h"

namespace npu_lint {
namespace {

// "2.12.0" -> "2.12"
std::string minorOf(const std::string& version) {
  const size_t first = version.find('.');
  return version.substr(0, first == std::string::npos ? version.size() : version.find('.', first + 1));
}

AdviceKind adviceKind(const std::string& name, const std::string& where) {
  static const std::map<std::string, AdviceKind> kKinds = {
      {"affinity", AdviceKind::kAffinity},       {"affinity-class", AdviceKind::kAffinityClass},
      {"affinity-function", AdviceKind::kAffinityFunction}, {"argument", AdviceKind::kArgument},
      {"performance", AdviceKind::kPerformance}, {"precision", AdviceKind::kPrecision}};
  const auto it = kKinds.find(name);
  if (it == kKinds.end()) throw UserError(where + ": unknown advice kind '" + name + "'; regenerate it with op_db/generate.py");
  return it->second;
}

}  // namespace

const PythonApis::Data& PythonApis::data() const {
  std::call_once(*loaded_, [this] {
    Data& d = *data_;
    const PageText page_text = page_text_path_.empty() ? PageText() : PageText::load(page_text_path_);
    std::ifstream in(path_);
    if (!in) throw UserError(path_ + ": cannot read torch_npu's API support table");
    std::string line;
    for (size_t number = 1; std::getline(in, line); ++number) {
      try {
        const nlohmann::json j = nlohmann::json::parse(line);
        if (number == 1) {  // the header: the products and their --chip ids
          for (const auto& [product, id] : j.at("chips").items()) d.chips.push_back(id.get<std::string>());
          std::sort(d.chips.begin(), d.chips.end());
          continue;
        }
        if (j.contains("advice")) {
          ApiAdvice advice;
          advice.kind = adviceKind(j.at("advice").get<std::string>(), path_ + ":" + std::to_string(number));
          advice.text = j.at("text").get<std::string>();
          advice.source = j.at("source").get<std::string>();
          advice.products_source = j.value("products_source", "");
          advice.deprecated = j.value("deprecated", "");
          for (const auto& product : j.value("products", nlohmann::json::array()))
            advice.products += (advice.products.empty() ? "" : ", ") + product.get<std::string>();
          advice.parameters = j.value("parameters", std::vector<std::string>{});
          advice.forward_parameters = j.value("forward_parameters", std::vector<std::string>{});
          advice.parent = j.value("parent", "");
          advice.parameter = j.value("parameter", "");
          advice.positions = j.value("positions", std::vector<unsigned>{});
          advice.expected = j.value("expected", "");
          advice.unexpected = j.value("unexpected", "");
          advice.default_value = j.value("default", "");
          d.advice[j.at("api").get<std::string>()].push_back(std::move(advice));
          continue;
        }
        PythonApi api;
        api.api = j.at("api").get<std::string>();
        api.pytorch = j.at("pytorch").get<std::string>();
        api.npu_name = j.value("npu_name", "");
        api.is_class = j.value("kind", "") == "class";
        api.restriction = j.value("restriction", "");
        api.restriction_en = hasCjk(api.restriction) ? page_text.english(api.restriction) : api.restriction;
        api.source = j.at("source").get<std::string>();
        api.listed_unsupported = j.value("listed_unsupported", false);
        for (const auto& [chip, ok] : j.at("chips").items()) api.chips[chip] = ok.get<bool>();
        const std::string minor = minorOf(api.pytorch);
        if (std::find(d.versions.begin(), d.versions.end(), minor) == d.versions.end()) d.versions.push_back(minor);
        d.by_key.try_emplace(minor + "|" + api.api, std::move(api));  // the first entry of a page set wins
      } catch (const nlohmann::json::exception& e) {
        throw UserError(path_ + ":" + std::to_string(number) + ": malformed (json error " + std::to_string(e.id) +
                        "); regenerate it with op_db/generate.py");
      }
    }
    for (const auto& [key, api] : d.by_key) {
      if (api.npu_name.empty() || api.npu_name == api.api) continue;
      const std::string minor = key.substr(0, key.find('|') + 1);
      d.by_npu_name.try_emplace(minor + api.npu_name, &api);
      const std::string module = "torch_npu.npu.";
      if (api.npu_name.rfind(module, 0) == 0) d.by_npu_name.try_emplace(minor + "torch.npu." + api.npu_name.substr(module.size()), &api);
    }
  });
  return *data_;
}

const PythonApi* PythonApis::find(const std::string& api, const std::string& pytorch) const {
  const auto& by_key = data().by_key;
  const std::string key = minorOf(pytorch) + "|" + api;
  if (const auto it = by_key.find(key); it != by_key.end()) return &it->second;
  const auto& by_npu_name = data().by_npu_name;
  const auto it = by_npu_name.find(key);
  return it == by_npu_name.end() ? nullptr : it->second;
}

const std::vector<ApiAdvice>& PythonApis::advice(const std::string& api) const {
  static const std::vector<ApiAdvice> kNone;
  const auto& advice = data().advice;
  const auto it = advice.find(api);
  return it == advice.end() ? kNone : it->second;
}

const std::vector<std::string>& PythonApis::chips() const { return data().chips; }

bool PythonApis::knowsChip(const std::string& chip) const {
  return std::find(chips().begin(), chips().end(), chip) != chips().end();
}

}  // namespace npu_lint
