// torch_npu's per-API support pages (docs/zh/api/native_api/pytorch_X/*.md), as
// op_db/generate.py reads them into op_db/python_apis.jsonl: per PyTorch API and PyTorch
// version, the NPU name, ✔/✘ per product and the restriction text; for PyTorch versions without
// pages, msFmkTransplt's lists of unsupported APIs.
#pragma once
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace npu_lint {

struct PythonApi {
  std::string api;       // "torch.cuda.synchronize"
  std::string pytorch;   // "2.12.0": the page set it comes from
  std::string npu_name;  // "torch_npu.npu.synchronize", or ""
  bool is_class = false;  // the page lists a class (its ✔/✘ is for constructing one)
  std::map<std::string, bool> chips;  // "a2" -> supported
  // From msFmkTransplt's op_list (PyTorch versions without pages): unsupported, no per-product marks.
  bool listed_unsupported = false;
  std::string restriction;     // "限制与说明", or ""
  std::string restriction_en;  // the same in English (op_db/page_text_en.toml); "" when untranslated
  std::string source;       // "ascend/torch-npu/native_api/pytorch_2-12-0/torch-cuda.md:407"
};

// Ascend's migration analyser's (msFmkTransplt) advice for an API, whatever the PyTorch version.
enum class AdviceKind {
  kPrecision,         // a precision note on calling the API
  kPerformance,       // a faster way, or overhead to remove
  kAffinity,          // an NPU-affine replacement for the API (`text`)
  kAffinityFunction,  // a def the project writes with `parameters` is replaced by `text`
  kAffinityClass,     // a class with base `parent`, __init__ `parameters`, forward `forward_parameters`
  kArgument,          // a value to give the call's argument `parameter`
};

struct ApiAdvice {
  AdviceKind kind = AdviceKind::kPerformance;
  std::string text;    // as the file writes it
  std::string source;  // "ascend/msfmktransplt/resource/precision_performance_advice.json:7"
  // For a replacement: the products it runs on ("a2, a3, ..."), from its op-plugin page, and
  // where that page says it is to be deprecated ("" when it does not).
  std::string products, products_source, deprecated;
  std::vector<std::string> parameters, forward_parameters;
  std::string parent;
  // For kArgument: the argument's keyword, its positions (from 1), the value the advice wants
  // (`expected`) or warns of (`unexpected`), and the default the call gets without it.
  std::string parameter, expected, unexpected, default_value;
  std::vector<unsigned> positions;
};

class PythonApis {
 public:
  explicit PythonApis(std::string path = "", std::string page_text_path = "");

  // The entry for `api` in the pages of the PyTorch version `pytorch` ("2.12.0": its major.minor
  // picks the page set), or null: not on the pages, or no pages for that version. An NPU name a
  // page gives ("torch_npu.npu.current_stream", also as torch.npu.current_stream, which it is
  // after `import torch_npu`) finds the page's entry for the API it is the NPU form of.
  const PythonApi* find(const std::string& api, const std::string& pytorch) const;
  // msFmkTransplt's advice for `api` ("torch.optim.Adam"; a method's advice under its bare name,
  // "to"), in the file's order; empty when none.
  const std::vector<ApiAdvice>& advice(const std::string& api) const;
  // The --chip ids the pages name ("a2", "a3", "950dt", ...); reads the file's header on first use.
  const std::vector<std::string>& chips() const;
  bool knowsChip(const std::string& chip) const;  // one of chips()
  // Parses every entry, as a lookup would: what a test runs over the shipped table.
  void checkEveryEntry() const;

 private:
  struct Data;    // python_apis.jsonl indexed by page set and API (python_apis.cpp)
  struct Parsed;  // the entries parsed so far
  const Data& data() const;
  const PythonApi& apiAt(size_t line) const;
  std::string path_, page_text_path_;
  std::shared_ptr<std::once_flag> loaded_ = std::make_shared<std::once_flag>();
  std::shared_ptr<Data> data_;
  std::shared_ptr<Parsed> parsed_;
  std::shared_ptr<std::once_flag> chips_read_ = std::make_shared<std::once_flag>();
  std::shared_ptr<std::vector<std::string>> chips_ = std::make_shared<std::vector<std::string>>();
};

}  // namespace npu_lint
