// npu-lint-torchscript: reads one TorchScript archive and prints its facts (facts/model_facts.h,
// through the table in facts/schema.h) as one JSON line on stdout. It compiles the archive's code without loading weights or running
// any method, and runs in its own process so that LibTorch is loaded only for models and a
// crash inside it cannot take npu-lint down.
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include <caffe2/serialize/inline_container.h>
#include <torch/csrc/jit/api/compilation_unit.h>
#include <torch/csrc/jit/passes/inliner.h>
#include <torch/csrc/jit/serialization/import_read.h>
#include <torch/csrc/jit/serialization/import_source.h>

#include "facts/json_io.h"
#include "facts/schema.h"
#include "frontends/model/code_calls.h"
#include "frontends/model/archive.h"
#include "frontends/model/debug_ranges.h"
#include "frontends/model/frontend_error.h"
#include "frontends/model/graph_facts.h"
#include "frontends/model/graph_inventory.h"
#include "frontends/model/placeholder_ops.h"

namespace npu_lint::torchscript {
namespace {

struct Options {
  std::string path;
  std::string method = "forward";
  bool all_methods = false;
  ArchiveLimits limits;
  size_t max_nodes = 2'000'000;
};

// TorchScript errors are several lines (message, code excerpt, "File ..., line N", C++ trace):
// keep the message and the innermost serialized-code position.
std::string summarizeError(const std::string& what) {
  std::string summary = what.substr(0, what.find('\n'));
  const size_t file = what.rfind("File \"code/");
  if (file != std::string::npos) {
    const size_t end = what.find('\n', file);
    summary += " (" + what.substr(file, end == std::string::npos ? std::string::npos : end - file) + ")";
  }
  return summary;
}

std::string qualifierToRecord(const std::string& qualifier) {
  std::string path = "code/" + qualifier;
  for (size_t i = 5; i < path.size(); ++i)
    if (path[i] == '.') path[i] = '/';
  return path + ".py";
}

class ModelReader {
 public:
  explicit ModelReader(const Options& options) : options_(options), archive_(options.path, options.limits) {}

  ModelFacts run() {
    for (const auto& file : archive_.codeFiles()) {
      code_[file] = archive_.readRecord(file);
      for (auto& call : findCodeCalls(code_[file])) calls_.emplace_back(file, std::move(call));
    }
    std::vector<CodeCall> calls;
    for (const auto& [file, call] : calls_) calls.push_back(call);
    placeholders_ = registerPlaceholderOps(calls);

    const std::string root = archive_.rootClassName();
    ModelFacts facts;
    facts.root_class = root;
    std::vector<std::string> methods;
    try {
      loadConstants();
      auto root_type = importer_.loadType(c10::QualifiedName(root))->cast<c10::ClassType>();
      if (!root_type) throw FrontendError("root object '" + root + "' is not a class");
      methods = methodsToScan(*root_type);
      for (const auto& name : methods) inventoryOfMethod(*root_type, name);
    } catch (const FrontendError&) {
      throw;
    } catch (const std::exception& e) {
      problems_.push_back("could not compile the archive's code: " + summarizeError(e.what()) +
                          "; ops are listed from the code text, counted per call site, not inlined");
      inventory_ = lexicalInventory();
      graph_facts_.clear();  // graph facts need the compiled graph
    }
    for (const auto& [record, ranges] : debug_ranges_)
      if (!ranges->error().empty())
        problems_.push_back(record + ".debug_pkl: unreadable debug info (" + ranges->error() +
                            "); locations in " + record + " point at the serialized code");
    facts.methods = methods;
    facts.ops = inventoryToOps(inventory_, placeholders_, options_.path);
    facts.graph = std::move(graph_facts_);
    facts.problems = problems_;
    facts.status = problems_.empty() ? Status::kOk : Status::kPartial;
    return facts;
  }

 private:
  std::shared_ptr<torch::jit::Source> loadSource(const std::string& qualifier) {
    const std::string record = qualifierToRecord(qualifier);
    auto code = code_.find(record);
    if (code == code_.end()) return nullptr;
    std::shared_ptr<DebugRanges> ranges;
    if (archive_.hasRecord(record + ".debug_pkl")) {
      ranges = std::make_shared<DebugRanges>(archive_.readRecord(record + ".debug_pkl"));
      debug_ranges_.emplace(record, ranges);
    }
    return std::make_shared<torch::jit::Source>(code->second, record, 1, ranges);
  }

  // constants.pkl holds the small tensors and values that code refers to as CONSTANTS.cN.
  void loadConstants() {
    if (!archive_.hasRecord("constants.pkl")) return;
    auto resolve = [this](const c10::QualifiedName& name) {
      return c10::StrongTypePtr(cu_, importer_.loadType(name));
    };
    // An object constant is built from its attributes only: __setstate__ is never run.
    auto makeObject = [this](const c10::StrongTypePtr& type, const c10::IValue&) {
      auto cls = type.type_->expect<c10::ClassType>();
      return c10::ivalue::Object::create(c10::StrongTypePtr(cu_, cls), cls->numAttributes());
    };
    auto value = torch::jit::readArchiveAndTensors("constants", "", "", resolve, makeObject, at::kCPU,
                                                   archive_.reader());
    for (const auto& constant : value.toTupleRef().elements()) constants_.push_back(constant);
  }

  std::vector<std::string> methodsToScan(const c10::ClassType& root) const {
    std::vector<std::string> names;
    for (const auto* method : root.methods()) names.push_back(method->name());
    if (options_.all_methods) return names;
    if (!root.findMethod(options_.method)) {
      std::string known;
      for (const auto& name : names) known += (known.empty() ? "" : ", ") + name;
      throw FrontendError("no method '" + options_.method + "' in " + root.name()->qualifiedName() +
                          " (it has: " + (known.empty() ? "none" : known) + ")");
    }
    return {options_.method};
  }

  void inventoryOfMethod(const c10::ClassType& root, const std::string& name) {
    auto graph = torch::jit::toGraphFunction(*root.findMethod(name)).graph()->copy();
    torch::jit::Inline(*graph);
    addToInventory(*graph, name, inventory_);
    addGraphFacts(*graph, name, options_.path, graph_facts_);
    size_t nodes = 0;
    for (const auto& [key, entry] : inventory_) nodes += entry.count;
    if (nodes > options_.max_nodes)
      throw FrontendError("graph has " + std::to_string(nodes) + " nodes, over the limit of " +
                          std::to_string(options_.max_nodes));
  }

  OpInventory lexicalInventory() const {
    OpInventory inventory;
    for (const auto& [file, call] : calls_) {
      auto& entry = inventory[{call.op, ""}];
      ++entry.count;
      SiteKey site;
      site.file = file;
      site.file_in_archive = true;
      site.line = call.line;
      site.column = call.column;
      ++entry.sites[site];
    }
    return inventory;
  }

  const Options& options_;
  Archive archive_;
  std::map<std::string, std::string> code_;
  std::vector<std::pair<std::string, CodeCall>> calls_;
  std::set<std::string> placeholders_;
  std::map<std::string, std::shared_ptr<DebugRanges>> debug_ranges_;
  std::shared_ptr<torch::jit::CompilationUnit> cu_ = std::make_shared<torch::jit::CompilationUnit>();
  std::vector<c10::IValue> constants_;
  torch::jit::SourceImporter importer_{cu_, &constants_,
                                       [this](const std::string& q) { return loadSource(q); },
                                       archive_.version()};
  OpInventory inventory_;
  std::vector<GraphFact> graph_facts_;
  std::vector<std::string> problems_;
};

size_t parseCount(const char* flag, const char* value) {
  char* end = nullptr;
  const unsigned long long n = std::strtoull(value, &end, 10);
  if (!*value || *end) throw std::invalid_argument(std::string(flag) + " takes a whole number");
  return static_cast<size_t>(n);
}

Options parseArguments(int argc, char** argv) {
  Options options;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    auto value = [&]() -> const char* {
      if (i + 1 >= argc) throw std::invalid_argument(arg + " needs a value");
      return argv[++i];
    };
    if (arg == "--method") options.method = value();
    else if (arg == "--all-methods") options.all_methods = true;
    else if (arg == "--max-entries") options.limits.max_entries = parseCount("--max-entries", value());
    else if (arg == "--max-code-bytes") options.limits.max_code_bytes = parseCount("--max-code-bytes", value());
    else if (arg == "--max-nodes") options.max_nodes = parseCount("--max-nodes", value());
    else if (!arg.empty() && arg[0] != '-' && options.path.empty()) options.path = arg;
    else throw std::invalid_argument("unexpected argument '" + arg + "'");
  }
  if (options.path.empty()) throw std::invalid_argument("no archive given");
  return options;
}

}  // namespace
}  // namespace npu_lint::torchscript

int main(int argc, char** argv) {
  using namespace npu_lint::torchscript;
  Options options;
  try {
    options = parseArguments(argc, argv);
  } catch (const std::invalid_argument& e) {
    std::cerr << "npu-lint-torchscript: " << e.what() << "\n"
              << "usage: npu-lint-torchscript [--method NAME | --all-methods] [--max-entries N]"
                 " [--max-code-bytes N] [--max-nodes N] ARCHIVE\n";
    return 2;
  }
  npu_lint::ModelFacts facts;
  try {
    facts = ModelReader(options).run();
  } catch (const FrontendError& e) {
    facts.status = npu_lint::Status::kError;
    facts.problems = {e.what()};
  } catch (const std::exception& e) {
    facts.status = npu_lint::Status::kError;
    facts.problems = {"unexpected failure: " + summarizeError(e.what())};
  }
  std::cout << npu_lint::toJsonLine(facts) << "\n";
  return 0;
}
