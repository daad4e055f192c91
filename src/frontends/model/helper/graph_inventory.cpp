#include "frontends/model/helper/graph_inventory.h"

#include <algorithm>
#include <optional>

#include <torch/csrc/jit/ir/ir.h>

#include "frontends/model/python_frames.h"

namespace npu_lint::torchscript {
namespace {

constexpr char kCustomClassPrefix[] = "__torch__.torch.classes.";

using torch::jit::Block;
using torch::jit::Node;

// Submodule path ("layer1.0.conv1") and innermost function of an inlined node.
void callSite(const Node* node, const EntryPoint& entry, SiteKey& site) {
  site.entry_point = entry.method;
  site.function = entry.method;
  site.module = entry.module;
  const auto stack = node->callstack();
  if (!stack) return;
  for (const auto& [function, range, module_info] : (*stack)->vec()) {
    if (function) site.function = function->name();
    if (!module_info) continue;
    const std::string name = module_info->instance_name();
    if (name == "SELF" || name == "INSTANCE_NAME_UNKNOWN") continue;
    site.module += (site.module.empty() ? "" : ".") + name;
  }
}

// The Python frames the archive's debug records keep for a node, innermost first: a traced
// node's range holds the whole stack the tracer recorded; a scripted node's is its own line,
// and each inlined call's range its caller's line. Empty without debug records.
std::vector<PythonFrame> pythonFrames(const Node* node, const std::string& innermost_function, const std::string& entry_point) {
  std::vector<PythonFrame> frames;
  if (addRecordedFrames(node->sourceRange(), innermost_function, frames) || !node->callstack()) return frames;
  const auto calls = (*node->callstack())->vec();  // outermost first: (callee, call site in its caller, module)
  for (size_t i = calls.size(); i-- > 0;) {
    const auto* caller = i > 0 ? std::get<0>(calls[i - 1]) : nullptr;
    if (addRecordedFrames(std::get<1>(calls[i]), caller ? caller->name() : entry_point, frames)) break;  // outermost: the entry point
  }
  return frames;
}

// The model's own line when the archive's debug records have one, with the installed package's
// line the op runs on beside it; the serialized code line when they have no Python frame.
void sourceSite(const Node* node, SiteKey& site) {
  const std::vector<PythonFrame> frames = pythonFrames(node, site.function, site.entry_point);
  if (frames.empty()) {
    const auto where = node->sourceRange().source() ? node->sourceRange().file_line_col() : c10::nullopt;
    if (!where) return;
    site.file_in_archive = true;
    site.file = std::get<0>(*where);
    site.line = static_cast<int>(std::get<1>(*where));
    site.column = static_cast<int>(std::get<2>(*where)) + 1;
    return;
  }
  siteFromFrames(frames, site);
}

// The string, bool and None constants a call passes to the op's str/bool arguments; nullopt for
// an op without such arguments.
std::optional<ArgumentValues> choosingArguments(const Node* node, const c10::FunctionSchema& schema) {
  std::optional<ArgumentValues> out;
  const auto& arguments = schema.arguments();
  for (size_t i = 0; i < arguments.size() && i < node->inputs().size(); ++i) {
    c10::TypePtr type = arguments[i].type();
    if (const auto optional = type->cast<c10::OptionalType>()) type = optional->getElementType();
    if (type->kind() != c10::TypeKind::StringType && type->kind() != c10::TypeKind::BoolType) continue;
    if (!out) out.emplace();
    const auto value = torch::jit::toIValue(node->input(i));
    if (!value) continue;  // not a constant: the path it chooses is not known
    if (value->isString())
      (*out)[arguments[i].name()] = value->toStringRef();
    else if (value->isBool())
      (*out)[arguments[i].name()] = value->toBool() ? "True" : "False";
    else if (value->isNone())
      (*out)[arguments[i].name()] = "None";
  }
  return out;
}

}  // namespace

bool addRecordedFrames(const torch::jit::SourceRange& range, const std::string& function, std::vector<PythonFrame>& frames) {
  if (!range.source()) return false;
  auto original = range.findSourceRangeThatGenerated();
  // A function call's site is the callee's name, which the debug records leave unmapped
  // (printed from a constant): the argument list after it maps to the call.
  if (!original && range.end() < range.source()->size())
    original = torch::jit::SourceRange(range.source(), range.end(), range.end() + 1).findSourceRangeThatGenerated();
  if (!original) return false;
  std::vector<PythonFrame> stack = parseTraceStack(original->text().str());
  if (!stack.empty()) {
    frames.insert(frames.end(), stack.begin(), stack.end());
    return true;
  }
  if (const auto where = original->file_line_col())
    frames.push_back({std::get<0>(*where), static_cast<int>(std::get<1>(*where)), static_cast<int>(std::get<2>(*where)) + 1, function});
  return false;
}

void siteFromFrames(const std::vector<PythonFrame>& frames, SiteKey& site) {
  const ChosenFrames chosen = chooseFrames(frames);
  if (chosen.library)
    site.library_frame = installedPackagePath(chosen.library->file).value_or(chosen.library->file) + ":" +
                         std::to_string(chosen.library->line);
  site.file.clear();
  site.file_in_archive = false;
  site.line = site.column = 0;
  if (!chosen.user) return;
  site.file = chosen.user->file;
  site.line = chosen.user->line;
  site.column = chosen.user->column;
  if (!chosen.user->function.empty()) site.function = chosen.user->function;
}

std::string qualifiedOp(const torch::jit::Node* node) {
  std::string name = node->kind().toQualString();
  if (const auto* schema = node->maybeSchema(); schema && !schema->overload_name().empty())
    name += "." + schema->overload_name();
  return name;
}

SiteKey siteOf(const Node* node, const EntryPoint& entry, int loop_depth) {
  SiteKey site;
  site.loop_depth = loop_depth;
  callSite(node, entry, site);
  sourceSite(node, site);
  return site;
}

namespace {

void visitBlock(const Block* block, int loop_depth, const EntryPoint& entry_point, OpInventory& inventory) {
  for (const Node* node : block->nodes()) {
    const auto* schema = node->maybeSchema();
    auto& entry = inventory[{node->kind().toQualString(), schema ? schema->overload_name() : ""}];
    if (schema && entry.schema.empty()) {
      std::ostringstream text;
      text << *schema;
      entry.schema = text.str();
    }
    ++entry.count;
    ++entry.sites[siteOf(node, entry_point, loop_depth)];
    if (schema && entry.argument_values.size() <= OpUse::kMaxArgumentSets)
      if (auto values = choosingArguments(node, *schema)) entry.argument_values.insert(std::move(*values));
    const int inner_depth = loop_depth + (node->kind() == c10::prim::Loop ? 1 : 0);
    for (const Block* nested : node->blocks()) visitBlock(nested, inner_depth, entry_point, inventory);
  }
}

}  // namespace

bool isCustomClass(const c10::ClassType& cls) {
  return cls.name() && cls.name()->qualifiedName().rfind(kCustomClassPrefix, 0) == 0;
}

void forEachNode(const torch::jit::Graph& graph, const std::function<void(const Node*)>& fn) {
  std::vector<const Block*> blocks = {graph.block()};
  while (!blocks.empty()) {
    const Block* block = blocks.back();
    blocks.pop_back();
    for (const Node* node : block->nodes()) {
      fn(node);
      blocks.insert(blocks.end(), node->blocks().begin(), node->blocks().end());
    }
  }
}

void addToInventory(const torch::jit::Graph& graph, const EntryPoint& entry, OpInventory& inventory) {
  visitBlock(graph.block(), 0, entry, inventory);
}

namespace {

void collectCustomClassUses(const Block* block, const EntryPoint& entry, const std::string& archive,
                            std::map<std::string, CustomClassUse>& uses) {
  for (const Node* node : block->nodes()) {
    const bool call = node->kind() == c10::prim::CallMethod;
    const torch::jit::Value* object = call ? node->input(0) : node->kind() == c10::prim::CreateObject ? node->output() : nullptr;
    const auto cls = object ? object->type()->cast<c10::ClassType>() : nullptr;
    if (cls && isCustomClass(*cls)) {
      CustomClassUse& use = uses[cls->name()->qualifiedName().substr(sizeof(kCustomClassPrefix) - 1)];
      ++use.calls;
      if (call && std::find(use.methods.begin(), use.methods.end(), node->s(c10::attr::name)) == use.methods.end())
        use.methods.push_back(node->s(c10::attr::name));
      if (use.locations.size() < OpUse::kMaxLocations) use.locations.push_back(locationOf(siteOf(node, entry, 0), archive));
    }
    for (const Block* nested : node->blocks()) collectCustomClassUses(nested, entry, archive, uses);
  }
}

void collectCodeLines(const Block* block, std::set<CodeLine>& lines) {
  for (const Node* node : block->nodes()) {
    if (auto where = node->sourceRange().file_line_col())
      lines.emplace(std::get<0>(*where), static_cast<int>(std::get<1>(*where)));
    for (const Block* nested : node->blocks()) collectCodeLines(nested, lines);
  }
}

}  // namespace

void addCustomClassUses(const torch::jit::Graph& graph, const EntryPoint& entry, const std::string& archive,
                        std::map<std::string, CustomClassUse>& uses) {
  collectCustomClassUses(graph.block(), entry, archive, uses);
}

void addCodeLines(const torch::jit::Graph& graph, std::set<CodeLine>& lines) { collectCodeLines(graph.block(), lines); }

}  // namespace npu_lint::torchscript
