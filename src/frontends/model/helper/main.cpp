// npu-lint-torchscript: reads one TorchScript archive and prints its facts (facts/model_facts.h,
// through the table in facts/schema.h) as one JSON line on stdout. It compiles the archive's code without loading weights or running
// any method, and runs in its own process so that LibTorch is loaded only for models and a
// crash inside it cannot take npu-lint down.
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include <c10/util/Logging.h>
#include <caffe2/serialize/inline_container.h>
#include <torch/csrc/jit/api/compilation_unit.h>
#include <torch/csrc/jit/passes/inliner.h>
#include <torch/csrc/jit/serialization/import_read.h>
#include <torch/csrc/jit/serialization/import_source.h>

#include "facts/json_io.h"
#include "facts/schema.h"
#include "frontends/model/code_calls.h"
#include "frontends/model/helper/archive.h"
#include "frontends/model/helper/debug_ranges.h"
#include "frontends/model/helper/entry_points.h"
#include "frontends/model/helper/frontend_error.h"
#include "frontends/model/helper/graph_facts.h"
#include "frontends/model/helper/graph_ops.h"
#include "frontends/model/helper/graph_inventory.h"
#include "frontends/model/helper/meta_module.h"
#include "frontends/model/helper/placeholder_ops.h"
#include "frontends/model/helper/shape_inputs.h"
#include "frontends/model/helper/shape_run.h"

namespace npu_lint::torchscript {
namespace {

struct Options {
  std::string path;
  std::vector<std::string> methods;  // empty: every entry point
  ArchiveLimits limits;
  size_t max_nodes = 2'000'000;
  std::string input_sets;  // --input-sets: JSON (shape_inputs.h); empty: no shape analysis
  GraphOps graph_ops;      // --graph-ops: the op names the analyses look for (graph_ops.h)
};

// TorchScript errors are several lines (message, code excerpt, "File ..., line N", C++ trace):
// keep the message and the innermost serialized-code position.
std::string summarizeError(const std::string& what) {
  // The first line that says something (some LibTorch errors start with a blank one).
  size_t start = what.find_first_not_of(" \t\n");
  if (start == std::string::npos) return "no reason given";
  std::string summary = what.substr(start, what.find('\n', start) - start);
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
      CodeScan scan = scanCode(code_[file]);
      for (auto& call : scan.calls) calls_.emplace_back(file, std::move(call));
      definitions_[file] = std::move(scan.definitions);
      custom_classes_.insert(scan.custom_classes.begin(), scan.custom_classes.end());
      for (const auto& [method, arguments] : scan.method_calls)
        method_uses_.method_calls[method] = std::max(method_uses_.method_calls[method], arguments);
      method_uses_.method_results.merge(scan.method_results);
    }
    std::vector<CodeCall> calls;
    for (const auto& [file, call] : calls_) calls.push_back(call);
    placeholders_ = registerPlaceholderOps(calls);
    placeholder_classes_ = registerPlaceholderClasses(custom_classes_, method_uses_);

    const std::string root = archive_.rootClassName();
    ModelFacts facts;
    facts.root_class = root;
    try {
      loadConstants();
      auto root_type = importer_.loadType(c10::QualifiedName(root))->cast<c10::ClassType>();
      if (!root_type) throw FrontendError("root object '" + root + "' is not a class");
      std::set<CodeLine> reached;
      for (const auto& [entry, cls] : entryPointsOf(root_type, options_.methods)) {
        scanEntryPoint(*cls, entry, reached);
        if (std::find(facts.methods.begin(), facts.methods.end(), entry.method) == facts.methods.end())
          facts.methods.push_back(entry.method);
      }
      facts.unreached_ops = inventoryToOps(lexicalInventory(reachedDefinitions(reached)), placeholders_, options_.path);
      if (!options_.input_sets.empty()) facts.shapes = runShapeAnalysis(*root_type);
    } catch (const FrontendError&) {
      throw;
    } catch (const std::exception& e) {
      problems_.push_back("could not compile the archive's code: " + summarizeError(e.what()) + untypedMethods() +
                          "; ops are listed from the code text, counted per call site, not inlined");
      inventory_ = lexicalInventory(std::nullopt);
      graph_facts_.clear();  // graph facts need the compiled graph
      facts.methods.clear();
    }
    for (const auto& [record, ranges] : debug_ranges_)
      if (!ranges->error().empty())
        problems_.push_back(record + ".debug_pkl: unreadable debug info (" + ranges->error() +
                            "); locations in " + record + " point at the serialized code");
    for (const auto& name : custom_classes_) {
      CustomClassUse& use = class_uses_[name];  // also the classes only declared, never called
      use.name = name;
      use.unknown_to_libtorch = placeholder_classes_.registered.count(name) > 0;
      std::sort(use.methods.begin(), use.methods.end());
      facts.custom_classes.push_back(std::move(use));
    }
    facts.ops = inventoryToOps(inventory_, placeholders_, options_.path);
    facts.graph = std::move(graph_facts_);
    facts.problems = problems_;
    facts.status = problems_.empty() ? Status::kOk : Status::kPartial;
    return facts;
  }

 private:
  // The entry point's example calls on meta tensors (shape_run.h), or a problem saying why none ran.
  std::vector<ShapeRun> runShapeAnalysis(const c10::ClassType& root) {
    const std::string method = options_.methods.empty() ? "forward" : options_.methods.front();
    auto found = inlined_.find({root.name()->qualifiedName(), method});
    if (found == inlined_.end() || !found->second.first) {
      problems_.push_back("shape analysis skipped: the root module has no scanned method '" + method + "'");
      return {};
    }
    const torch::jit::Graph& graph = *found->second.first;
    std::vector<c10::TypePtr> types;
    for (size_t i = 1; i < graph.inputs().size(); ++i) types.push_back(graph.inputs()[i]->type());
    std::vector<InputSet> sets;
    c10::IValue self;
    try {
      sets = parseInputSets(options_.input_sets, types);
      auto resolve = [this](const c10::QualifiedName& name) { return c10::StrongTypePtr(cu_, importer_.loadType(name)); };
      self = loadMetaModule(archive_.readRecord("data.pkl"), resolve);
    } catch (const std::exception& e) {
      problems_.push_back("shape analysis skipped: " + summarizeError(e.what()));
      return {};
    }
    std::vector<ShapeRun> runs;
    for (const auto& set : sets) {
      runs.push_back(runShapes(graph, self, set.values, {method, ""}, options_.path, options_.graph_ops));
      runs.back().label = set.label;
    }
    return runs;
  }

  std::shared_ptr<torch::jit::Source> loadSource(const std::string& qualifier) {
    return sourceOf(qualifierToRecord(qualifier));
  }

  // A code record as LibTorch's Source, with the record's debug ranges when it has them.
  std::shared_ptr<torch::jit::Source> sourceOf(const std::string& record) {
    auto code = code_.find(record);
    if (code == code_.end()) return nullptr;
    auto& source = sources_[record];
    if (!source) {
      std::shared_ptr<DebugRanges> ranges;
      if (archive_.hasRecord(record + ".debug_pkl")) {
        ranges = std::make_shared<DebugRanges>(archive_.readRecord(record + ".debug_pkl"));
        debug_ranges_.emplace(record, ranges);
      }
      source = std::make_shared<torch::jit::Source>(code->second, record, 1, ranges);
    }
    return source;
  }

  // The site of a call found in the code text: the original Python line when the record's
  // debug info has it, else the serialized code position.
  SiteKey siteOfCall(const std::string& record, const CodeCall& call) {
    SiteKey site;
    site.function = call.function;
    site.file = record;
    site.file_in_archive = true;
    site.line = call.line;
    site.column = call.column;
    const auto source = sourceOf(record);
    if (!source || static_cast<size_t>(call.line) > source->num_lines()) return site;
    const size_t offset = source->offset_for_line(static_cast<size_t>(call.line) - 1) + call.column - 1;
    const torch::jit::SourceRange range(source, offset, offset + 1);
    std::vector<PythonFrame> frames;
    addRecordedFrames(range, call.function, frames);
    if (!frames.empty()) siteFromFrames(frames, site);  // else the serialized code line
    return site;
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

  void scanEntryPoint(const c10::ClassType& cls, const EntryPoint& entry, std::set<CodeLine>& reached) {
    // One inlined graph per class and method: every object of a class runs the same code.
    auto& [graph, nodes] = inlined_[{cls.name()->qualifiedName(), entry.method}];
    if (!graph) {
      graph = torch::jit::toGraphFunction(*cls.findMethod(entry.method)).graph()->copy();
      torch::jit::Inline(*graph);
      addCodeLines(*graph, reached);
      forEachNode(*graph, [&nodes = nodes](const torch::jit::Node*) { ++nodes; });
    }
    nodes_scanned_ += nodes;
    if (nodes_scanned_ > options_.max_nodes)
      throw FrontendError("the entry points' graphs have " + std::to_string(nodes_scanned_) +
                          " nodes, over the limit of " + std::to_string(options_.max_nodes));
    addToInventory(*graph, entry, inventory_);
    addGraphFacts(*graph, entry, options_.path, options_.graph_ops, graph_facts_);
    addCustomClassUses(*graph, entry, options_.path, class_uses_);
  }

  // For a problem line: the methods of classes this process does not know whose results the
  // code's annotations could not type (they return Tensor here), or "".
  std::string untypedMethods() const {
    const auto& untyped = placeholder_classes_.untyped;
    if (untyped.empty()) return "";
    constexpr size_t kShown = 3;
    std::string out;
    size_t shown = 0;
    for (auto it = untyped.begin(); it != untyped.end() && shown < kShown; ++it, ++shown) {
      std::string stated;
      for (const auto& type : it->second) stated += (stated.empty() ? "" : " or ") + type;
      out += (out.empty() ? "" : ", ") + it->first + " (stated as " + stated + ")";
    }
    if (untyped.size() > kShown) out += " and " + std::to_string(untyped.size() - kShown) + " more";
    return "; methods of custom classes left returning Tensor: " + out;
  }

  // The `def`s (record, line of the def) that the lines of the scanned graphs are in. A
  // function counts as reached as a whole: compiling and inlining fold some of its calls away
  // (len() of a list literal becomes a constant), which does not make them dead code.
  std::set<CodeLine> reachedDefinitions(const std::set<CodeLine>& lines) const {
    std::set<CodeLine> defs;
    for (const auto& [record, line] : lines) {
      auto found = definitions_.find(record);
      if (found == definitions_.end()) continue;
      auto after = std::upper_bound(found->second.begin(), found->second.end(), line);
      if (after != found->second.begin()) defs.emplace(record, *std::prev(after));
    }
    return defs;
  }

  // Ops from the code text, per call site: every call, or those outside the `reached` defs.
  OpInventory lexicalInventory(const std::optional<std::set<CodeLine>>& reached) {
    OpInventory inventory;
    for (const auto& [file, call] : calls_) {
      if (reached && reached->count({file, call.function_line})) continue;
      auto& entry = inventory[{call.op, ""}];
      ++entry.count;
      ++entry.sites[siteOfCall(file, call)];
    }
    return inventory;
  }

  const Options& options_;
  Archive archive_;
  std::map<std::string, std::string> code_;
  std::vector<std::pair<std::string, CodeCall>> calls_;
  std::map<std::string, std::vector<int>> definitions_;  // record -> lines of its defs
  std::set<std::string> placeholders_;
  std::set<std::string> custom_classes_;
  CodeScan method_uses_;  // the method calls of every code record, and the result types stated
  PlaceholderClasses placeholder_classes_;
  std::map<std::string, CustomClassUse> class_uses_;
  std::map<std::string, std::shared_ptr<torch::jit::Source>> sources_;
  std::map<std::string, std::shared_ptr<DebugRanges>> debug_ranges_;
  std::shared_ptr<torch::jit::CompilationUnit> cu_ = std::make_shared<torch::jit::CompilationUnit>();
  std::vector<c10::IValue> constants_;
  torch::jit::SourceImporter importer_{cu_, &constants_,
                                       [this](const std::string& q) { return loadSource(q); },
                                       archive_.version()};
  std::map<std::pair<std::string, std::string>, std::pair<std::shared_ptr<torch::jit::Graph>, size_t>> inlined_;
  size_t nodes_scanned_ = 0;
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
    if (arg == "--method") options.methods.push_back(value());
    else if (arg == "--max-entries") options.limits.max_entries = parseCount("--max-entries", value());
    else if (arg == "--max-code-bytes") options.limits.max_code_bytes = parseCount("--max-code-bytes", value());
    else if (arg == "--max-nodes") options.max_nodes = parseCount("--max-nodes", value());
    else if (arg == "--input-sets") options.input_sets = value();
    else if (arg == "--graph-ops") options.graph_ops = parseGraphOps(value());
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
  // Every c10::Error records a C++ backtrace, symbolised on the spot (over 0.1 s the first time):
  // the shape analysis meets such errors from ops without a meta kernel, and nothing here reads them.
  c10::SetStackTraceFetcher([] { return std::string(); });
  Options options;
  try {
    options = parseArguments(argc, argv);
  } catch (const std::invalid_argument& e) {
    std::cerr << "npu-lint-torchscript: " << e.what() << "\n"
              << "usage: npu-lint-torchscript [--method NAME]... [--max-entries N]"
                 " [--max-code-bytes N] [--max-nodes N] [--input-sets JSON] [--graph-ops JSON] ARCHIVE\n";
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
