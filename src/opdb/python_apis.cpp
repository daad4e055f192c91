#include "opdb/python_apis.h"

#include <algorithm>
#include <fstream>
#include <unordered_map>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "core/jsonl_index.h"
#include "opdb/generated.h"
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
  if (it == kKinds.end()) throw UserError(where + ": unknown advice kind '" + name + "'; " + kRegenerateOpDb);
  return it->second;
}

// The fields the index keeps per line, in the order data() asks for them.
enum IndexedField { kApi, kPytorch, kNpuName, kAdvice };

// Runs `parse` over line `number`; a JSON type error there names the line.
template <class Parse>
auto parsedAt(const std::string& path, size_t number, Parse parse) {
  try {
    return parse();
  } catch (const nlohmann::json::exception& e) {
    throwAt(path, number, "malformed (json error " + std::to_string(e.id) + "); " + kRegenerateOpDb);
  }
}

ApiAdvice adviceFrom(const nlohmann::json& j, const std::string& where) {
  ApiAdvice advice;
  advice.kind = adviceKind(j.at("advice").get<std::string>(), where);
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
  return advice;
}

PythonApi apiFrom(const nlohmann::json& j, const PageText& page_text) {
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
  return api;
}

}  // namespace

// python_apis.jsonl indexed by page set and API; an entry is parsed when first asked for.
struct PythonApis::Data {
  JsonlIndex file;
  PageText page_text;
  std::unordered_map<std::string, size_t> line_of;      // "major.minor|api" -> its line in file.lines()
  std::unordered_map<std::string, size_t> npu_line_of;  // "major.minor|npu name" -> the line of the API it names
  std::unordered_map<std::string, std::vector<size_t>> advice_lines;  // by api
};

// The entries parsed so far; lookups may come from any thread.
struct PythonApis::Parsed {
  std::mutex lock;
  std::unordered_map<size_t, PythonApi> apis;                       // by line
  std::unordered_map<std::string, std::vector<ApiAdvice>> advice;  // by api
};

PythonApis::PythonApis(std::string path, std::string page_text_path)
    : path_(std::move(path)), page_text_path_(std::move(page_text_path)), data_(std::make_shared<Data>()),
      parsed_(std::make_shared<Parsed>()) {}

const PythonApis::Data& PythonApis::data() const {
  std::call_once(*loaded_, [this] {  // built aside and kept only when whole: call_once runs again after a throw
    Data d;
    if (!page_text_path_.empty()) d.page_text = PageText::load(page_text_path_);
    d.file = JsonlIndex::read(path_, {"api", "pytorch", "npu_name", "advice"}, "torch_npu's API support table", kRegenerateOpDb);
    const auto& lines = d.file.lines();  // lines[0] is the header: chips() reads it
    for (size_t i = 1; i < lines.size(); ++i) {
      const auto& fields = lines[i].fields;
      if (!fields[kApi] || fields[kApi]->empty() || (!fields[kAdvice] && !fields[kPytorch]))
        throwAt(path_, lines[i].number, "an entry names its api, and its pytorch version or its advice; " + std::string(kRegenerateOpDb));
      if (fields[kAdvice]) {
        d.advice_lines[*fields[kApi]].push_back(i);
        continue;
      }
      const std::string minor = minorOf(*fields[kPytorch]) + "|";
      if (!d.line_of.try_emplace(minor + *fields[kApi], i).second) continue;  // the first entry of a page set wins
      // An NPU name finds the entry that names it; among entries naming the same, the first.
      const std::optional<std::string>& npu_name = fields[kNpuName];
      if (!npu_name || npu_name->empty() || *npu_name == *fields[kApi]) continue;
      d.npu_line_of.try_emplace(minor + *npu_name, i);
      const std::string module = "torch_npu.npu.";
      if (npu_name->rfind(module, 0) == 0) d.npu_line_of.try_emplace(minor + "torch.npu." + npu_name->substr(module.size()), i);
    }
    *data_ = std::move(d);
  });
  return *data_;
}

const PythonApi& PythonApis::apiAt(size_t line) const {
  const Data& d = *data_;
  const std::lock_guard<std::mutex> lock(parsed_->lock);
  auto& apis = parsed_->apis;
  if (const auto it = apis.find(line); it != apis.end()) return it->second;
  const auto& at = d.file.lines()[line];
  PythonApi api = parsedAt(path_, at.number, [&] { return apiFrom(nlohmann::json::parse(d.file.text(at)), d.page_text); });
  return apis.emplace(line, std::move(api)).first->second;
}

const PythonApi* PythonApis::find(const std::string& api, const std::string& pytorch) const {
  const Data& d = data();
  const std::string key = minorOf(pytorch) + "|" + api;
  for (const auto* index : {&d.line_of, &d.npu_line_of})
    if (const auto it = index->find(key); it != index->end()) return &apiAt(it->second);
  return nullptr;
}

const std::vector<ApiAdvice>& PythonApis::advice(const std::string& api) const {
  static const std::vector<ApiAdvice> kNone;
  const Data& d = data();
  const auto lines = d.advice_lines.find(api);
  if (lines == d.advice_lines.end()) return kNone;
  const std::lock_guard<std::mutex> lock(parsed_->lock);
  auto& parsed = parsed_->advice;
  if (const auto it = parsed.find(api); it != parsed.end()) return it->second;
  std::vector<ApiAdvice> out;
  for (const size_t i : lines->second) {
    const auto& at = d.file.lines()[i];
    const std::string where = path_ + ":" + std::to_string(at.number);
    out.push_back(parsedAt(path_, at.number, [&] { return adviceFrom(nlohmann::json::parse(d.file.text(at)), where); }));
  }
  return parsed.emplace(api, std::move(out)).first->second;
}

void PythonApis::checkEveryEntry() const {
  const Data& d = data();
  for (size_t i = 1; i < d.file.lines().size(); ++i)
    if (!d.file.lines()[i].fields[kAdvice]) apiAt(i);
  for (const auto& [api, lines] : d.advice_lines) advice(api);
}

// Only the header line: choosing products must not index the whole table (a scan with no Python
// code never looks an API up).
const std::vector<std::string>& PythonApis::chips() const {
  std::call_once(*chips_read_, [this] {
    std::ifstream in(path_, std::ios::binary);
    std::string header;
    if (!in || !std::getline(in, header)) throw UserError(path_ + ": cannot read torch_npu's API support table");
    std::vector<std::string> chips;
    parsedAt(path_, 1, [&] {  // the products and their --chip ids
      const nlohmann::json parsed = nlohmann::json::parse(header);
      for (const auto& [product, id] : parsed.at("chips").items()) chips.push_back(id.get<std::string>());
      return 0;
    });
    std::sort(chips.begin(), chips.end());
    *chips_ = std::move(chips);
  });
  return *chips_;
}

bool PythonApis::knowsChip(const std::string& chip) const {
  return std::find(chips().begin(), chips().end(), chip) != chips().end();
}

}  // namespace npu_lint
