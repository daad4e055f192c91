#include "frontends/python/python_scan.h"

#include "frontends/python/bracket_depth.h"

#include <tree_sitter/api.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <vector>

#include "core/deadline.h"
#include "core/strings.h"
#include "frontends/fact_limits.h"
#include "frontends/common/suppression_comment.h"

extern "C" const TSLanguage* tree_sitter_python(void);

namespace npu_lint::python {
namespace {

// What a name is bound to in one scope: the qualified name an import gave it, or "" for any
// other binding (assignment, parameter, def, for target, ...), which hides imports outside;
// and where that import writes the qualified name's second part, if it does (NameUse::second).
struct Bound {
  std::string qualified;
  Token second;
  // What a relative import binds, as written (".ops.add.add_kernel"), with `qualified` empty: the
  // project's own name, never resolved as a library's.
  std::string relative{};
  bool function = false;  // bound by a `def`
};
using Bindings = std::map<std::string, Bound>;

struct Scope {
  TSNode node;
  bool is_function = false;  // def/lambda: names used in nested functions look through it
  Bindings bindings;
};

std::string_view typeOf(TSNode node) { return ts_node_type(node); }
// MemberUse::receiver's forms for what no import names (facts/python_facts.h).
const char* const kHostValue = "<host>";
bool isOwnClassValue(const std::string& receiver) { return receiver.rfind("<class ", 0) == 0; }

bool is(TSNode node, const char* type) { return !ts_node_is_null(node) && std::strcmp(ts_node_type(node), type) == 0; }
SourcePos posOf(TSNode node) {
  const TSPoint p = ts_node_start_point(node);
  return {p.row + 1, p.column + 1};
}
TSNode field(TSNode node, const char* name) { return ts_node_child_by_field_name(node, name, std::strlen(name)); }
Token tokenOf(TSNode node) {
  if (ts_node_is_null(node)) return {};
  return {ts_node_start_byte(node), ts_node_end_byte(node), posOf(node)};
}
// The n-th identifier of a dotted_name (`torch.cuda.amp`: 1 is `cuda`), or an empty token.
Token segmentOf(TSNode dotted, uint32_t n) {
  if (!is(dotted, "dotted_name") || ts_node_named_child_count(dotted) <= n) return {};
  return tokenOf(ts_node_named_child(dotted, n));
}

// A node's named children in one linear pass (ts_node_named_child(node, i) starts over at each i).
std::vector<TSNode> namedChildren(TSNode node) {
  std::vector<TSNode> out;
  TSTreeCursor cursor = ts_tree_cursor_new(node);
  for (bool more = ts_tree_cursor_goto_first_child(&cursor); more; more = ts_tree_cursor_goto_next_sibling(&cursor))
    if (TSNode child = ts_tree_cursor_current_node(&cursor); ts_node_is_named(child)) out.push_back(child);
  ts_tree_cursor_delete(&cursor);
  return out;
}

class Walker {
 public:
  Walker(std::string_view text, const ScanOptions& options, Deadline& deadline, PythonFacts& facts)
      : text_(text), options_(options), deadline_(deadline), facts_(facts) {}

  void run(TSNode root) {
    scopes_.push_back({root, false, {}});
    collectBindings(root, 0, 0);
    // The facts come from pass two: where it stops is the line to name (line 1 when pass one
    // spent the budget).
    facts_.out_of_time_line = 0;
    for (const auto& [name, bound] : scopes_.front().bindings)
      imports_torch_ = imports_torch_ || bound.qualified == "torch" || bound.qualified.rfind("torch.", 0) == 0;
    use(root, 0);
    if (const size_t newline = text_.find('\n'); newline != std::string_view::npos && newline > 0 && text_[newline - 1] == '\r')
      facts_.crlf = true;
    const std::vector<TSNode> statements = namedChildren(root);
    facts_.add_torch_npu_import = torchNpuImport(statements);
    if (!importsTorchNpuAtTopLevel(statements)) facts_.after_import_torch = afterImportTorch(statements);
    if (options_.watched_identifiers)
      for (const auto& name : *options_.watched_identifiers)
        if (writesWord(name)) facts_.present_identifiers.push_back(name);
  }

  // Syntax nested deeper than this is not walked (the walks recurse: a file of 100,000 nested
  // brackets must not exhaust the stack); the file says where it stopped.
  static constexpr unsigned kMaxDepth = 1000;
  // Bytes of the enclosing function's name each fact records: a 100 KB name repeated by 1,000 facts
  // and their findings made 2 GB of JSON.
  static constexpr size_t kMaxContextName = 256;

  // Whether the walks stop at `node`: syntax nested past kMaxDepth (below it only), the file's
  // time budget spent, or a kind of fact past its cap (a generated file's millions of facts would
  // cost gigabytes); the last two stop the whole walk where it is.
  bool stopsHere(TSNode node, unsigned depth) {
    if (deadline_.passed()) {
      if (!facts_.out_of_time_line) facts_.out_of_time_line = posOf(node).line;
      return true;
    }
    if (facts_.full_line || factsFull()) {
      if (!facts_.full_line) facts_.full_line = posOf(node).line;
      return true;
    }
    if (depth <= kMaxDepth) return false;
    if (!facts_.too_deep_line) facts_.too_deep_line = posOf(node).line;
    return true;
  }

  // The time budget or a fact cap stopped the walks: loops over a wide node's children end too.
  bool stopped() const { return facts_.out_of_time_line || facts_.full_line; }

  bool factsFull() const {
    const PythonFacts& f = facts_;
    for (size_t size : {f.names.size(), f.members.size(), f.strings.size(), f.mask_indexes.size(), f.definitions.size(),
                        f.calls.size(), f.env.size(), f.subscripted_calls.size(), f.function_calls.size(), f.from_imports.size()})
      if (size > kMaxFactsPerKind) return true;
    return false;
  }

 private:
  std::string textOf(TSNode node) const {
    if (ts_node_is_null(node)) return "";  // a field the error recovery left out
    return std::string(text_.substr(ts_node_start_byte(node), ts_node_end_byte(node) - ts_node_start_byte(node)));
  }

  // The bytes from `first`'s start to `last`'s end, with their text.
  Token written(TSNode first, TSNode last) const {
    if (ts_node_is_null(first) || ts_node_is_null(last)) return {};
    Token token{ts_node_start_byte(first), ts_node_end_byte(last), posOf(first), ""};
    token.text = std::string(text_.substr(token.begin, token.end - token.begin));
    return token;
  }

  // A line that, past its indentation, starts `import MODULE` or `from MODULE` (MODULE whole, or
  // dotted on): the text's own account, for when the walk did not reach every import.
  bool hasLineImporting(std::string_view module) const {
    const auto identifier = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
    for (size_t start = 0; start < text_.size();) {
      const size_t end = std::min(text_.find('\n', start), text_.size());
      std::string_view line = text_.substr(start, end - start);
      start = end + 1;
      line.remove_prefix(std::min(line.find_first_not_of(" \t"), line.size()));
      for (std::string_view keyword : {"import", "from"}) {
        if (line.substr(0, keyword.size()) != keyword) continue;
        std::string_view rest = line.substr(keyword.size());
        const size_t name = rest.find_first_not_of(" \t");
        if (name == 0 || name == std::string_view::npos) continue;  // `importlib`, or nothing after
        rest.remove_prefix(name);
        if (rest.substr(0, module.size()) == module && (rest.size() == module.size() || !identifier(rest[module.size()])))
          return true;
      }
    }
    return false;
  }

  // `word` written anywhere in the file as a whole identifier-like word.
  bool writesWord(const std::string& word) const {
    const auto identifier = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
    for (size_t at = text_.find(word); at != std::string_view::npos; at = text_.find(word, at + 1))
      if ((at == 0 || !identifier(text_[at - 1])) && (at + word.size() == text_.size() || !identifier(text_[at + word.size()])))
        return true;
    return false;
  }

  static std::pair<uint32_t, uint32_t> span(TSNode node) { return {ts_node_start_byte(node), ts_node_end_byte(node)}; }

  // The scope a node opens, if it opens one (its bindings were collected in pass one).
  Scope* scopeOf(TSNode node) {
    const auto it = scope_at_.find(span(node));
    return it == scope_at_.end() ? nullptr : &scopes_[it->second];
  }

  static bool opensScope(TSNode node) {
    return is(node, "function_definition") || is(node, "lambda") || is(node, "class_definition");
  }

  // Pass one: every scope's bindings. Scopes are stored in the order met; `current` indexes
  // the innermost one.
  void collectBindings(TSNode node, size_t current, unsigned depth) {
    if (stopsHere(node, depth)) return;
    if (opensScope(node) && !ts_node_eq(node, scopes_[current].node)) {
      if (TSNode name = field(node, "name"); !ts_node_is_null(name)) {
        scopes_[current].bindings.emplace(textOf(name), Bound{{}, {}, {}, is(node, "function_definition")});
        if (is(node, "class_definition") && isTorchProxy(node)) torch_proxies_.insert(textOf(name));
      }
      scopes_.push_back({node, !is(node, "class_definition"), {}});
      const size_t inner = scopes_.size() - 1;
      scope_at_[span(node)] = inner;
      if (TSNode params = field(node, "parameters"); !ts_node_is_null(params)) bindTargets(params, inner, depth + 1);
      for (uint32_t i = 0; i < ts_node_named_child_count(node) && !stopped(); ++i) {
        TSNode child = ts_node_named_child(node, i);
        if (ts_node_eq(child, field(node, "parameters")) || ts_node_eq(child, field(node, "name"))) continue;
        collectBindings(child, inner, depth + 1);
      }
      return;
    }
    Bindings& here = scopes_[current].bindings;
    if (is(node, "import_statement")) {
      for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
        TSNode item = ts_node_named_child(node, i);
        if (is(item, "aliased_import")) {
          here[textOf(field(item, "alias"))] = {textOf(field(item, "name")), segmentOf(field(item, "name"), 1)};
        } else if (is(item, "dotted_name")) {
          const std::string dotted = textOf(item);
          const std::string first = dotted.substr(0, dotted.find('.'));
          here[first] = {first, {}};  // `import a.b` binds a
        }
      }
      return;
    }
    if (is(node, "import_from_statement")) {
      TSNode module = field(node, "module_name");
      const std::string from = textOf(module);
      const bool relative = is(module, "relative_import");
      for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
        TSNode item = ts_node_named_child(node, i);
        if (ts_node_eq(item, module)) continue;
        if (is(item, "wildcard_import")) {
          if (!relative && current == 0) facts_.star_imports.push_back(from);
        } else if (is(item, "aliased_import")) {
          const std::string name = joined(from, textOf(field(item, "name")));
          here[textOf(field(item, "alias"))] = relative ? Bound{{}, {}, name} : Bound{name, fromImportSecond(module, item)};
        } else if (is(item, "dotted_name")) {
          const std::string name = joined(from, textOf(item));
          here[textOf(item)] = relative ? Bound{{}, {}, name} : Bound{name, fromImportSecond(module, item)};
        }
      }
      return;
    }
    // Everything else that binds a name: assignments, for/with/except targets, walrus,
    // comprehension variables (bound in the enclosing scope here: close enough for shadowing).
    if (is(node, "assignment") && (deviceModule(node, here) || torchProxy(node, here))) {
      // bound above
    } else if (is(node, "assignment") || is(node, "augmented_assignment")) bindTargets(field(node, "left"), current, depth);
    else if (is(node, "for_statement") || is(node, "for_in_clause")) bindTargets(field(node, "left"), current, depth);
    else if (is(node, "named_expression")) bindTargets(field(node, "name"), current, depth);
    else if (is(node, "as_pattern_target")) bindTargets(node, current, depth);
    else if (is(node, "except_clause")) {
      for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i)
        if (TSNode c = ts_node_named_child(node, i); is(c, "as_pattern")) bindTargets(field(c, "alias"), current, depth);
    }
    for (uint32_t i = 0; i < ts_node_named_child_count(node) && !stopped(); ++i)
      collectBindings(ts_node_named_child(node, i), current, depth + 1);
  }

  // `device_module = getattr(torch, DEVICE_TYPE)`: torch's module for a device type chosen at run
  // time (torch_npu's own pattern, and `npu-lint fix --to portable`'s). Bound to torch.npu, the
  // module it is where the code runs on the NPU, so its uses stay judged; with a literal device
  // type (`getattr(torch, "cuda")`), to that module.
  bool deviceModule(TSNode assignment, Bindings& here) {
    TSNode left = field(assignment, "left"), right = field(assignment, "right");
    if (!is(left, "identifier") || !is(right, "call") || textOf(field(right, "function")) != "getattr") return false;
    TSNode arguments = field(right, "arguments");
    if (!is(arguments, "argument_list") || ts_node_named_child_count(arguments) != 2) return false;
    TSNode object = ts_node_named_child(arguments, 0), type = ts_node_named_child(arguments, 1);
    const auto bound = here.find(textOf(object));
    if (!is(object, "identifier") || bound == here.end() || bound->second.qualified != "torch") return false;
    const auto literal_type = literal(type);
    if (!literal_type && !is(type, "identifier")) return false;
    here[textOf(left)] = {"torch." + (literal_type ? *literal_type : std::string("npu")), {}};
    return true;
  }

  // A class whose attributes are torch's, imported when first read (torchchat's
  // `_LazyImportTorch`): a method __getattr__ or __getattribute__ that imports torch and returns
  // `getattr(torch, <its last parameter>)`.
  bool isTorchProxy(TSNode class_definition) const {
    TSNode body = field(class_definition, "body");
    for (uint32_t i = 0; i < ts_node_named_child_count(body); ++i) {
      TSNode method = ts_node_named_child(body, i);
      if (is(method, "decorated_definition")) method = field(method, "definition");
      const std::string name = textOf(field(method, "name"));
      if (!is(method, "function_definition") || (name != "__getattr__" && name != "__getattribute__")) continue;
      TSNode parameters = field(method, "parameters");
      const uint32_t count = ts_node_named_child_count(parameters);
      if (count == 0) continue;
      TSNode last = ts_node_named_child(parameters, count - 1);
      if (is(last, "typed_parameter")) last = ts_node_named_child(last, 0);
      if (!is(last, "identifier")) continue;
      bool imports = false;
      TSNode statements = field(method, "body");
      for (uint32_t j = 0; j < ts_node_named_child_count(statements); ++j) {
        TSNode statement = ts_node_named_child(statements, j);
        imports = imports || textOf(statement) == "import torch";
        if (imports && is(statement, "return_statement") && withoutSpaces(textOf(statement)) == "returngetattr(torch," + textOf(last) + ")")
          return true;
      }
    }
    return false;
  }

  static std::string withoutSpaces(std::string text) {
    text.erase(std::remove_if(text.begin(), text.end(), [](unsigned char c) { return std::isspace(c); }), text.end());
    return text;
  }

  // `torch = _LazyImportTorch()`: an instance of a torch proxy class of the file is torch.
  bool torchProxy(TSNode assignment, Bindings& here) {
    TSNode left = field(assignment, "left"), right = field(assignment, "right");
    if (!is(left, "identifier") || !is(right, "call") || !torch_proxies_.count(textOf(field(right, "function")))) return false;
    if (ts_node_named_child_count(field(right, "arguments")) != 0) return false;
    here[textOf(left)] = {"torch", {}};
    return true;
  }

  // Every identifier in a target (tuple, list, starred, parameters, defaults aside) binds locally.
  void bindTargets(TSNode node, size_t scope, unsigned depth) {
    if (ts_node_is_null(node) || stopsHere(node, depth)) return;
    if (is(node, "identifier")) {
      scopes_[scope].bindings.try_emplace(textOf(node), Bound{});
      return;
    }
    if (is(node, "attribute") || is(node, "subscript")) return;  // binds no name
    for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
      TSNode child = ts_node_named_child(node, i);
      if (ts_node_eq(child, field(node, "value")) || ts_node_eq(child, field(node, "type"))) continue;  // defaults, annotations
      bindTargets(child, scope, depth + 1);
    }
  }

  // The qualified name `name` has in the scopes now open, innermost first: class scopes are
  // skipped for names used inside their methods, as Python does.
  std::optional<std::string> resolve(const std::string& name) const {
    const Bound* bound = binding(name);
    if (!bound) return std::nullopt;
    return bound->qualified;
  }
  // The import binding `name` has there, or null (not bound by an import).
  const Bound* binding(const std::string& name) const {
    const Bound* bound = anyBinding(name);
    return bound && !bound->qualified.empty() ? bound : nullptr;
  }
  // The binding `name` has there, an import's or not, or null (not bound in the file).
  const Bound* anyBinding(const std::string& name) const {
    for (size_t i = open_.size(); i-- > 0;) {
      const Scope& scope = *open_[i];
      if (i + 1 < open_.size() && !scope.is_function && i != 0) continue;
      if (auto it = scope.bindings.find(name); it != scope.bindings.end()) return &it->second;
    }
    return nullptr;
  }

  // Pass two: uses.
  void use(TSNode node, unsigned depth) {
    if (stopsHere(node, depth)) return;
    Scope* opened = nullptr;
    if (opensScope(node)) opened = scopeOf(node);
    if (opened) {
      open_.push_back(opened);
      // A def starts its own loop count; a lambda belongs to the def around it.
      if (is(node, "function_definition")) {
        functions_.push_back({clipped(textOf(field(node, "name")), kMaxContextName), loops_}), loops_ = 0;
        masks_.emplace_back();
        foreign_.emplace_back();
        built_.emplace_back();
        choices_.emplace_back();
      }
    } else if (open_.empty()) {
      open_.push_back(&scopes_.front());
    }
    const bool loop = is(node, "for_statement") || is(node, "while_statement");
    loops_ += loop;
    visit(node);
    for (uint32_t i = 0; i < ts_node_named_child_count(node) && !stopped(); ++i) use(ts_node_named_child(node, i), depth + 1);
    loops_ -= loop;
    if (opened) {
      open_.pop_back();
      if (is(node, "function_definition")) loops_ = functions_.back().second, functions_.pop_back(), masks_.pop_back(), foreign_.pop_back(), built_.pop_back(), choices_.pop_back();
    }
  }

  // Whether `node` (whose parent is `parent`) is only tested against or looked up by: an operand
  // of a comparison, or an element of a tuple, list or set (or parentheses) that is one, or a
  // dict literal's key (`{torch.float64: "F64"}`, a table from dtypes to names).
  static bool isCompared(TSNode node, TSNode parent) {
    if (is(parent, "pair") && ts_node_eq(ts_node_child_by_field_name(parent, "key", 3), node)) return true;
    while (is(parent, "tuple") || is(parent, "list") || is(parent, "set") || is(parent, "parenthesized_expression"))
      parent = ts_node_parent(parent);
    return is(parent, "comparison_operator");
  }

  // Whether a string decides a test: an operand of a comparison (also inside a list, tuple, set,
  // parentheses, or a call such as `torch.device("cuda") == d`), a `case` pattern, or what
  // `startswith`/`endswith` look for.
  bool isTested(TSNode node) const {
    for (TSNode at = ts_node_parent(node); !ts_node_is_null(at); at = ts_node_parent(at)) {
      if (is(at, "comparison_operator") || is(at, "case_pattern") || is(at, "case_clause")) return true;
      if (is(at, "argument_list")) {
        TSNode function = field(ts_node_parent(at), "function");
        if (is(function, "attribute")) {
          const std::string method = textOf(field(function, "attribute"));
          if (method == "startswith" || method == "endswith") return true;
        }
        continue;
      }
      if (!(is(at, "list") || is(at, "tuple") || is(at, "set") || is(at, "parenthesized_expression") ||
            is(at, "expression_list") || is(at, "call") || is(at, "keyword_argument")))
        return false;
    }
    return false;
  }

  // How a string is one choice of several (StringUse::one_of_several, ::declared_choice).
  enum class Choice { kNone, kListed, kDeclared, kDefault };

  // `Literal`, `typing.Literal`, `t.Literal`: the type whose parameters are the values allowed.
  static bool isLiteralType(const std::string& name) {
    return name == "Literal" || (name.size() > 8 && name.compare(name.size() - 8, 8, ".Literal") == 0);
  }

  // The values a `Literal[...]` type allows, as written: a subscript's indexes (or a tuple's
  // elements there), or an annotation's type parameters (a generic type); none for another type.
  std::vector<TSNode> literalTypeValues(TSNode node) const {
    std::vector<TSNode> values;
    if (is(node, "subscript") && isLiteralType(textOf(field(node, "value")))) {
      for (uint32_t i = 1; i < ts_node_named_child_count(node); ++i) {
        TSNode index = ts_node_named_child(node, i);
        if (!is(index, "tuple")) values.push_back(index);
        else for (uint32_t j = 0; j < ts_node_named_child_count(index); ++j) values.push_back(ts_node_named_child(index, j));
      }
    } else if (is(node, "generic_type") && isLiteralType(textOf(ts_node_named_child(node, 0)))) {
      for (uint32_t i = 1; i < ts_node_named_child_count(node); ++i)
        if (TSNode parameters = ts_node_named_child(node, i); is(parameters, "type_parameter"))
          for (uint32_t j = 0; j < ts_node_named_child_count(parameters); ++j) {
            TSNode type = ts_node_named_child(parameters, j);
            values.push_back(is(type, "type") && ts_node_named_child_count(type) == 1 ? ts_node_named_child(type, 0) : type);
          }
    }
    return values;
  }

  // An element of a list, tuple or set of two or more (listed), of a `Literal[...]` type's
  // choices (declared: a subscript's index, or a tuple there), or an annotated assignment's value
  // that its Literal annotation lists (a default).
  Choice choiceOf(TSNode node, TSNode parent) const {
    // `backend: Literal["nccl", "gloo"] = "nccl"`: the default is one of the annotation's choices.
    if (is(parent, "assignment") && ts_node_eq(field(parent, "right"), node))
      return literalTypeHolds(field(parent, "type"), node) ? Choice::kDefault : Choice::kNone;
    if ((is(parent, "list") || is(parent, "tuple") || is(parent, "set")) && ts_node_named_child_count(parent) >= 2) {
      if (!is(parent, "tuple") || !is(ts_node_parent(parent), "subscript")) return Choice::kListed;
      parent = ts_node_parent(parent);  // Literal[("a", "b")]
    }
    // In an annotation the grammar reads `Literal["a", "b"]` as a generic type whose parameters
    // are types: string < type < type_parameter < generic_type.
    if (is(parent, "type") && is(ts_node_parent(parent), "type_parameter")) {
      TSNode generic = ts_node_parent(ts_node_parent(parent));
      return is(generic, "generic_type") && isLiteralType(textOf(ts_node_named_child(generic, 0))) ? Choice::kDeclared : Choice::kNone;
    }
    if (!is(parent, "subscript") || ts_node_eq(field(parent, "value"), node)) return Choice::kNone;
    return isLiteralType(textOf(field(parent, "value"))) ? Choice::kDeclared : Choice::kNone;
  }

  // Whether an annotation is a `Literal[...]` one of whose choices is `value`'s string.
  bool literalTypeHolds(TSNode type, TSNode value) const {
    const auto wanted = literal(value);
    if (!wanted) return false;
    return anyNodeIn(type, [&](TSNode at) {
      if (!is(at, "string")) return Walk::kDescend;
      return literal(at) == wanted && choiceOf(at, ts_node_parent(at)) == Choice::kDeclared ? Walk::kFound : Walk::kSkip;
    });
  }

  // What anyNodeIn's `look` says of a node: it is what is sought, it holds nothing sought below
  // it, or its children are looked at.
  enum class Walk { kFound, kSkip, kDescend };

  // Whether `look` finds a node of `root`'s subtree (root included), in source order; at most
  // kMaxConditionNodes nodes are looked at, however deep the code nests.
  template <class Look>
  static bool anyNodeIn(TSNode root, Look look) {
    if (ts_node_is_null(root)) return false;
    std::vector<TSNode> pending{root};
    for (size_t seen = 0; !pending.empty() && seen < kMaxConditionNodes; ++seen) {
      TSNode at = pending.back();
      pending.pop_back();
      const Walk walk = look(at);
      if (walk == Walk::kFound) return true;
      if (walk == Walk::kDescend)
        for (uint32_t i = ts_node_named_child_count(at); i-- > 0;) pending.push_back(ts_node_named_child(at, i));
    }
    return false;
  }

  // The block a tested string decides (python_facts.h's GuardedBlock): it is an operand of `==`
  // or `in`, a comparison whose truth opens the block. Else empty.
  GuardedBlock guardedBlock(TSNode node) {
    TSNode test = comparisonOf(node);
    const std::string op = ts_node_is_null(test) ? "" : ts_node_type(ts_node_child(test, 1));
    if (op != "==" && op != "in") return {};
    return decisionOf(test).guarded;
  }

  // StringUse::negated_test: the string is an operand of `!=` or `not in`.
  bool negatedTest(TSNode node) const {
    TSNode test = comparisonOf(node);
    const std::string op = ts_node_is_null(test) ? "" : ts_node_type(ts_node_child(test, 1));
    return op == "!=" || op == "not in";
  }

  // The comparison `a <op> b` a string is an operand of, directly or as an element of a tuple,
  // list or set that is one; null for none, or a chain (`a == b == c`).
  TSNode comparisonOf(TSNode node) const {
    TSNode test = ts_node_parent(node);
    while (is(test, "tuple") || is(test, "list") || is(test, "set") || is(test, "parenthesized_expression")) test = ts_node_parent(test);
    if (!is(test, "comparison_operator") || ts_node_child_count(test) != 3) return {};
    return test;
  }

  // MemberUse::given_as: where the value of `value` goes whole.
  std::string givenAs(TSNode value) const {
    TSNode at = ts_node_parent(value);
    // `x.f() if c else d`: either value; the condition (named child 1) is tested, not given.
    while (is(at, "parenthesized_expression") || (is(at, "conditional_expression") && !ts_node_eq(ts_node_named_child(at, 1), value)))
      value = at, at = ts_node_parent(at);
    if (is(at, "keyword_argument")) return textOf(field(at, "name")) + "=";
    if (is(at, "assignment") && ts_node_eq(field(at, "right"), value)) {
      TSNode left = field(at, "left");
      if (is(left, "identifier")) return textOf(left);
      if (is(left, "attribute")) return textOf(field(left, "attribute"));
      return "";
    }
    if (is(at, "argument_list") && ts_node_eq(ts_node_named_child(at, 0), value)) {
      TSNode function = field(ts_node_parent(at), "function");
      if (is(function, "attribute")) return "." + textOf(field(function, "attribute"));
    }
    return "";
  }

  // StringUse::compared_to: in `a == b`, the operand the string (or the list, tuple or set holding
  // it) is not.
  std::string comparedTo(TSNode node) const {
    TSNode test = ts_node_parent(node);
    while (is(test, "tuple") || is(test, "list") || is(test, "set") || is(test, "parenthesized_expression")) node = test, test = ts_node_parent(test);
    if (!is(test, "comparison_operator") || ts_node_child_count(test) != 3) return "";
    const std::string other = textOf(ts_node_child(test, ts_node_eq(ts_node_child(test, 0), node) ? 2 : 0));
    return other.size() <= StringUse::kMaxComparedText ? other : "";
  }

  // StringUse::equality: the `a == "x"` the string is one side of (not `a == b == c`).
  TSNode equalityOf(TSNode node) const {
    TSNode test = ts_node_parent(node);
    if (!is(test, "comparison_operator") || ts_node_child_count(test) != 3) return {};
    if (std::string(ts_node_type(ts_node_child(test, 1))) != "==") return {};
    return test;
  }

  // NameUse::chosen_unless(_npu): the test of the conditional expression picking `value` where
  // it fails.
  void chosenUnless(TSNode value, NameUse& use) const {
    TSNode at = ts_node_parent(value);
    while (is(at, "parenthesized_expression")) value = at, at = ts_node_parent(at);
    if (!is(at, "conditional_expression") || ts_node_named_child_count(at) != 3 || !ts_node_eq(ts_node_named_child(at, 2), value))
      return;
    TSNode test = ts_node_named_child(at, 1);
    while (is(test, "parenthesized_expression") && ts_node_named_child_count(test) == 1) test = ts_node_named_child(test, 0);
    if (ts_node_end_byte(test) - ts_node_start_byte(test) > StringUse::kMaxComparedText) return;
    use.chosen_unless = written(test, test);
    use.chosen_unless_npu = namesNpu(test);
    if (is(test, "identifier")) use.chosen_unless_bound = equalityBoundTo(textOf(test), at);
  }

  // The `==` comparison that `name` is assigned, once, before `from` in the function (or module)
  // around it: `is_mps = x.device.type == "mps"`. Nested definitions are another scope; empty
  // when there is none or several, or more than kMaxConditionNodes nodes come before `from`.
  Token equalityBoundTo(const std::string& name, TSNode from) const {
    TSNode scope = ts_node_parent(from);
    while (!ts_node_is_null(scope) && !is(scope, "function_definition") && !is(scope, "module")) scope = ts_node_parent(scope);
    if (ts_node_is_null(scope)) return {};
    TSNode bound{};
    int found = 0;
    std::vector<TSNode> pending{is(scope, "function_definition") ? field(scope, "body") : scope};
    for (size_t seen = 0; !pending.empty(); ++seen) {
      if (seen == kMaxConditionNodes) return {};
      TSNode at = pending.back();
      pending.pop_back();
      if (ts_node_is_null(at) || ts_node_start_byte(at) >= ts_node_start_byte(from) || is(at, "function_definition") ||
          is(at, "class_definition") || is(at, "lambda"))
        continue;
      if (is(at, "assignment") && is(field(at, "left"), "identifier") && textOf(field(at, "left")) == name) {
        TSNode right = field(at, "right");
        if (++found > 1) return {};
        if (is(right, "comparison_operator") && ts_node_child_count(right) == 3 &&
            std::string(ts_node_type(ts_node_child(right, 1))) == "==")
          bound = right;
        continue;
      }
      for (uint32_t i = ts_node_named_child_count(at); i-- > 0;) pending.push_back(ts_node_named_child(at, i));
    }
    return ts_node_is_null(bound) ? Token{} : tokenOf(bound);
  }

  // The block an `if`/`elif` decides, with its calls; each walked once, however many tests its
  // condition holds.
  GuardedBlock decidedBlock(TSNode statement) {
    TSNode block = field(statement, "consequence");
    if (ts_node_is_null(block)) return {};
    const auto [cached, fresh] = guarded_blocks_.try_emplace(ts_node_start_byte(statement));
    if (!fresh) return cached->second;
    GuardedBlock& guarded = cached->second;
    guarded.first_line = ts_node_start_point(field(statement, "condition")).row + 1;
    guarded.last_line = ts_node_end_point(block).row + 1;
    // Iteratively: a block nests as deep as the file does.
    std::vector<TSNode> pending{block};
    while (!pending.empty()) {
      TSNode at = pending.back();
      pending.pop_back();
      if (is(at, "call")) {
        if (guarded.calls.size() == GuardedBlock::kMaxCalls) {
          guarded.calls.push_back("...");
          break;
        }
        guarded.calls.push_back(calleeAsWritten(field(at, "function")));
      }
      if (guarded.cuda_named_string.empty() && options_.cuda_words)
        if (const auto value = literal(at); value && namesCudaBesideOthers(*value)) guarded.cuda_named_string = *value;
      if (guarded.cuda_named_name.empty() && is(at, "attribute") && !is(ts_node_parent(at), "attribute")) guarded.cuda_named_name = cudaNamedName(at);
      for (uint32_t i = ts_node_named_child_count(at); i-- > 0;) pending.push_back(ts_node_named_child(at, i));
    }
    return guarded;
  }

  // Whether an expression's value decides which code runs (NameUse::decides_code), and the block it
  // opens when it is true (NameUse::guarded, StringUse::guarded), climbing from it through the
  // expressions around it to what uses its value.
  struct Decision {
    bool decides_code = false;
    GuardedBlock guarded;
    bool handed_on = false;  // NameUse::handed_on
    std::string chooses{};   // NameUse::chooses
  };
  Decision decisionOf(TSNode expression) {
    bool positive = true;  // true exactly when the expression is true
    bool negated = false;   // under an odd number of `not`s
    bool computed = false;  // compared, or an argument: the test is about another value
    bool handed_on = false;
    TSNode child = expression;
    for (TSNode at = ts_node_parent(expression); !ts_node_is_null(at); child = at, at = ts_node_parent(at)) {
      if (is(at, "parenthesized_expression")) continue;
      if (is(at, "boolean_operator")) {
        positive = positive && textOf(field(at, "operator")) == "and";
        continue;
      }
      if (is(at, "conditional_expression")) {
        // `a if test else b` chooses a value: `a` where the test holds (`b` where it is negated).
        // NameUse::chooses names it for a test that is the call's truth (through `and`, `or`,
        // `not`) choosing a device (the other value a string: `else "cpu"`).
        if (ts_node_eq(ts_node_named_child(at, 1), child)) {
          if (computed || !is(ts_node_named_child(at, negated ? 0 : 2), "string")) return {};
          const std::string chosen = textOf(ts_node_named_child(at, negated ? 2 : 0));
          return {false, {}, false, chosen.substr(0, Call::kMaxArgumentText)};
        }
        positive = false;
        continue;
      }
      // Negated, compared or an argument: true or false, whatever uses it may decide code.
      if (is(at, "not_operator") || is(at, "comparison_operator") || is(at, "argument_list") || is(at, "call") || is(at, "keyword_argument")) {
        positive = false;
        negated = negated != is(at, "not_operator");
        computed = computed || !is(at, "not_operator");
        handed_on = handed_on || is(at, "argument_list");
        continue;
      }
      if (is(at, "if_statement") || is(at, "elif_clause") || is(at, "while_statement")) {
        if (!ts_node_eq(field(at, "condition"), child)) return {false, {}, handed_on};
        return {true, positive && !is(at, "while_statement") ? decidedBlock(at) : GuardedBlock{}, handed_on};
      }
      handed_on = handed_on || is(at, "assignment") || is(at, "augmented_assignment") || is(at, "return_statement");
      return {is(at, "assert_statement") || is(at, "decorator"), {}, handed_on};
    }
    return {};
  }

  // A name below module `from`: "a.b" + "c" is "a.b.c"; the relative "." + "c" is ".c", "..x" + "c" "..x.c".
  static std::string joined(const std::string& from, const std::string& name) {
    return from + (!from.empty() && from.back() == '.' ? "" : ".") + name;
  }

  // A callee as GuardedBlock names it.
  std::string calleeAsWritten(TSNode function) const {
    if (is(function, "subscript")) return "[]";
    const auto relative = [&](TSNode name) -> const Bound* {
      const Bound* bound = is(name, "identifier") ? anyBinding(textOf(name)) : nullptr;
      return bound && !bound->relative.empty() ? bound : nullptr;
    };
    if (const Bound* bound = relative(function)) return bound->relative;
    if (is(function, "identifier")) return resolve(textOf(function)).value_or(textOf(function));
    if (is(function, "attribute")) {
      TSNode object = field(function, "object");
      const std::string owner = is(object, "identifier") ? textOf(object) : "";
      if (owner == "self" || owner == "cls") return owner + "." + textOf(field(function, "attribute"));
      TSNode root = object;
      while (is(root, "attribute")) root = field(root, "object");
      // `training.stats` after `from . import training`: ".training.stats".
      if (const Bound* bound = relative(root)) return bound->relative + textOf(function).substr(ts_node_end_byte(root) - ts_node_start_byte(function));
      // Not through an import: a method of a value.
      if (!is(root, "identifier") || !resolve(textOf(root))) return GuardedBlock::kMethodCall + textOf(field(function, "attribute"));
    }
    return qualifiedOf(function);
  }

  std::string function() const { return functions_.empty() ? "" : functions_.back().first; }

  // Whether a condition names the NPU: an identifier one of whose `_`-separated words is one of
  // ScanOptions::npu_words (`is_torch_npu_available`, `torch.npu.is_available`, `IS_NPU`), or a
  // string that is one, alone or before a device index (`"npu"`, `"npu:0"`, `"hccl"`). Walked
  // iteratively, and no further than kMaxConditionNodes nodes.
  static constexpr size_t kMaxConditionNodes = 4096;
  bool namesNpu(TSNode condition) const {
    if (!options_.npu_words || options_.npu_words->empty()) return false;
    return anyNodeIn(condition, [&](TSNode at) {
      if (is(at, "identifier")) return hasWord(textOf(at), *options_.npu_words) ? Walk::kFound : Walk::kSkip;
      if (is(at, "string")) {  // its device part as a whole: "npu", "npu:0", "hccl"
        auto value = literal(at);
        if (!value) return Walk::kSkip;
        std::string device = value->substr(0, value->find(':'));
        for (auto& c : device) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return options_.npu_words->count(device) ? Walk::kFound : Walk::kSkip;
      }
      return Walk::kDescend;
    });
  }

  // Whether one of a name's `_`-separated words, in lower case, is one of `words` (IS_NPU: npu).
  static bool hasWord(std::string name, const std::set<std::string>& words) {
    for (auto& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (size_t start = 0; start <= name.size();) {
      const size_t end = std::min(name.find('_', start), name.size());
      if (words.count(name.substr(start, end - start))) return true;
      start = end + 1;
    }
    return false;
  }

  // Whether `name` is one of ScanOptions::cuda_modules or a name under one.
  bool inCudaModule(const std::string& name) const {
    if (!options_.cuda_modules) return false;
    for (const auto& module : *options_.cuda_modules)
      if (name == module || (name.size() > module.size() && name.compare(0, module.size(), module) == 0 && name[module.size()] == '.'))
        return true;
    return false;
  }

  // GuardedBlock::cuda_named_name: `chain` resolved through the imports, when one of its parts has
  // a CUDA word (`torch.backends.cuda.matmul.allow_tf32`); not a name under torch.cuda, which
  // torch-cuda-api judges, nor a member of a value (`x.cuda`). Else "".
  std::string cudaNamedName(TSNode chain) const {
    if (!options_.cuda_words) return "";
    const std::string name = qualifiedOf(chain);
    if (name.empty() || name[0] == '.' || inCudaModule(name)) return "";
    for (size_t start = 0; start < name.size();) {
      const size_t end = std::min(name.find('.', start), name.size());
      if (hasWord(name.substr(start, end - start), *options_.cuda_words)) return name;
      start = end + 1;
    }
    return "";
  }

  // GuardedBlock::cuda_named_string: a token (no whitespace: not prose) of two or more
  // `_`-separated words, one of them a CUDA word.
  bool namesCudaBesideOthers(const std::string& value) const {
    return value.find('_') != std::string::npos && value.find_first_of(" \t\n") == std::string::npos && hasWord(value, *options_.cuda_words);
  }

  // Whether a test names CUDA through the project's own names (ScanOptions::cuda_words, as an
  // identifier's `_`-separated word), not under `not`: names under torch.cuda (whose tests
  // torch-cuda-api judges and rewrites) and strings (device tests) do not count.
  bool namesCudaFlag(TSNode condition) const {
    if (!options_.cuda_words || options_.cuda_words->empty()) return false;
    return anyNodeIn(condition, [&](TSNode at) {
      if (is(at, "not_operator") || is(at, "string")) return Walk::kSkip;
      // The imported name a call or attribute chain spells (`torch.cuda.is_available()`); a chain
      // longer than kMaxLinks is read as none (bounded work for each node looked at).
      constexpr size_t kMaxLinks = 64;
      std::vector<std::string> attributes;  // innermost first
      TSNode root = at;
      for (size_t links = 0; (is(root, "attribute") || is(root, "call")) && links < kMaxLinks; ++links)
        if (is(root, "attribute")) attributes.push_back(textOf(field(root, "attribute"))), root = field(root, "object");
        else root = field(root, "function");
      if (const Bound* bound = is(root, "identifier") ? binding(textOf(root)) : nullptr) {
        std::string name = bound->qualified;
        for (size_t i = attributes.size(); i-- > 0;) name += "." + attributes[i];
        if (inCudaModule(name)) return Walk::kSkip;
      }
      // `x.is_cuda`: a member the rules judge themselves (ScanOptions::member_reads).
      if (is(at, "attribute") && options_.member_reads && options_.member_reads->count(textOf(field(at, "attribute")))) return Walk::kSkip;
      if (!is(at, "identifier")) return Walk::kDescend;
      return hasWord(textOf(at), *options_.cuda_words) ? Walk::kFound : Walk::kSkip;
    });
  }

  // PythonFacts::cuda_branches: the block of each `if`/`elif` clause whose test names CUDA so.
  void cudaBranches(TSNode statement) {
    const auto record = [&](TSNode clause) {
      TSNode block = field(clause, "consequence");
      if (ts_node_is_null(block) || !namesCudaFlag(field(clause, "condition"))) return;
      const TSPoint end = ts_node_end_point(block);
      facts_.cuda_branches.push_back({posOf(block), {end.row + 1, end.column + 1}});
    };
    record(statement);
    for (uint32_t i = 0; i < ts_node_named_child_count(statement); ++i)
      if (TSNode clause = ts_node_named_child(statement, i); is(clause, "elif_clause")) record(clause);
  }

  // PythonFacts::npu_branches: an `if` with its `elif`s and `else`, or a conditional expression,
  // where one of the tests names the NPU.
  void npuBranch(TSNode node) {
    bool npu = false;
    if (is(node, "list") || is(node, "tuple") || is(node, "set") || is(node, "dictionary")) {
      // A collection of choices one of which is the NPU's (`["cuda", "npu"]`, `{"npu": "hccl"}`).
      for (uint32_t i = 0; !npu && i < ts_node_named_child_count(node); ++i) {
        TSNode element = ts_node_named_child(node, i);
        if (is(element, "pair")) npu = (is(field(element, "key"), "string") && namesNpu(field(element, "key"))) ||
                                       (is(field(element, "value"), "string") && namesNpu(field(element, "value")));
        else npu = is(element, "string") && namesNpu(element);
      }
    } else if (is(node, "subscript") || is(node, "generic_type")) {
      // A `Literal[...]` type one of whose values is the NPU's (`Literal["nccl", "hccl"]`).
      for (TSNode value : literalTypeValues(node)) npu = npu || namesNpu(value);
    } else if (is(node, "conditional_expression")) {
      npu = ts_node_named_child_count(node) == 3 && namesNpu(ts_node_named_child(node, 1));
    } else {
      npu = namesNpu(field(node, "condition"));
      for (uint32_t i = 0; !npu && i < ts_node_named_child_count(node); ++i)
        if (TSNode clause = ts_node_named_child(node, i); is(clause, "elif_clause")) npu = namesNpu(field(clause, "condition"));
    }
    if (!npu) return;
    const TSPoint end = ts_node_end_point(node);
    facts_.npu_branches.push_back({posOf(node), {end.row + 1, end.column + 1}});
  }

  void visit(TSNode node) {
    if (is(node, "if_statement") || is(node, "conditional_expression") || is(node, "list") || is(node, "tuple") || is(node, "set") ||
        is(node, "dictionary") || is(node, "subscript") || is(node, "generic_type"))
      npuBranch(node);
    if (is(node, "if_statement")) cudaBranches(node);
    if (is(node, "comment")) return comment(node);
    if (is(node, "import_statement") || is(node, "import_from_statement")) return imports(node);
    if (is(node, "string")) return string(node);
    if (is(node, "function_definition") || is(node, "class_definition")) return definition(node);
    if (is(node, "call")) return environCall(node), call(node);
    if (is(node, "assignment")) environAssignment(node), rememberValue(node);
    if (is(node, "for_statement")) rememberValue(node);
    // A comprehension's body comes before its `for` clauses in the tree: take them first.
    if (is(node, "list_comprehension") || is(node, "set_comprehension") || is(node, "generator_expression") ||
        is(node, "dictionary_comprehension"))
      for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i)
        if (TSNode clause = ts_node_named_child(node, i); is(clause, "for_in_clause")) rememberValue(clause);
    if (is(node, "assignment") || is(node, "augmented_assignment")) assignedMembers(field(node, "left"));
    if (imports_torch_ && is(node, "assignment")) return rememberMask(node);
    if (imports_torch_ && is(node, "subscript")) return maskIndex(node);
    if (!(is(node, "attribute") || is(node, "identifier"))) return;
    TSNode parent = ts_node_parent(node);
    // Only the whole chain `a.b.c`, where it is read or called.
    if (is(parent, "attribute") && ts_node_eq(field(parent, "object"), node)) return;
    if (is(node, "identifier") && !isRead(node, parent)) return;
    const bool call = is(parent, "call") && ts_node_eq(field(parent, "function"), node);
    std::vector<std::string> attributes;
    std::vector<TSNode> attribute_nodes;
    TSNode root = node;
    while (is(root, "attribute")) {  // collected last part first, then turned around: linear in the chain
      // A chain past the walk's depth limit is said once as too deep (stopsHere), not named.
      if (attributes.size() == kMaxDepth) {
        if (!facts_.too_deep_line) facts_.too_deep_line = posOf(node).line;
        return;
      }
      attributes.push_back(textOf(field(root, "attribute")));
      attribute_nodes.push_back(field(root, "attribute"));
      root = field(root, "object");
    }
    std::reverse(attributes.begin(), attributes.end());
    std::reverse(attribute_nodes.begin(), attribute_nodes.end());
    if (is(root, "identifier")) {
      if (const Bound* bound = binding(textOf(root))) {
        std::string name = bound->qualified;
        for (const auto& a : attributes) name += "." + a;
        // The name's second part is written here when the root stands for one part only, else
        // (if anywhere) in the import that bound the root.
        const bool root_is_module = bound->qualified.find('.') == std::string::npos;
        const Token second = !root_is_module ? bound->second : attribute_nodes.empty() ? Token{} : tokenOf(attribute_nodes.front());
        facts_.names.push_back({name, call ? PyUse::kCall : PyUse::kReference, posOf(node), function(), second, isCompared(node, parent),
                                is(parent, "list") || is(parent, "tuple") || is(parent, "set") || is(parent, "expression_list"),
                                root_is_module && !attribute_nodes.empty() ? written(root, attribute_nodes.front()) : Token{}});
        if (call) {
          Decision decision = decisionOf(parent);
          facts_.names.back().decides_code = decision.decides_code;
          facts_.names.back().handed_on = decision.handed_on;
          facts_.names.back().chooses = std::move(decision.chooses);
          facts_.names.back().guarded = std::move(decision.guarded);
        } else {
          chosenUnless(node, facts_.names.back());
        }
        return;
      }
    }
    if (attributes.empty()) return;
    const bool wanted = call || (options_.member_reads && options_.member_reads->count(attributes.back()));
    if (!wanted) return;
    std::string receiver = receiverOf(root);
    // `self.log(...)`: a method of the object itself (a Module, a LightningModule), not a tensor's.
    if (receiver.empty() && attributes.size() == 1 && is(root, "identifier") && (textOf(root) == "self" || textOf(root) == "cls"))
      receiver = textOf(root);
    MemberUse member{attributes.back(), call ? PyUse::kCall : PyUse::kReference, posOf(field(node, "attribute")),
                     function(), loops_, std::move(receiver), tokenOf(field(node, "attribute"))};
    if (TSNode arguments = call ? field(parent, "arguments") : TSNode{}; is(arguments, "argument_list")) {
      member.arguments = tokenOf(arguments);
      member.keyword_arguments_only = true;
      for (uint32_t i = 0; i < ts_node_named_child_count(arguments); ++i) {
        TSNode argument = ts_node_named_child(arguments, i);
        member.keyword_arguments_only = member.keyword_arguments_only && is(argument, "keyword_argument");
        if (is(argument, "keyword_argument")) member.keywords.push_back(textOf(field(argument, "name")));
      }
      member.given_as = givenAs(parent);
    }
    facts_.members.push_back(std::move(member));
  }

  void definition(TSNode node) {
    TSNode name = field(node, "name");
    if (ts_node_is_null(name)) return;
    Definition def;
    def.name = textOf(name);
    def.pos = posOf(name);
    def.is_class = is(node, "class_definition");
    def.first_line = ts_node_start_point(node).row + 1;
    def.last_line = ts_node_end_point(node).row + 1;
    TSNode container = ts_node_parent(node);
    if (is(container, "decorated_definition")) {
      def.first_line = ts_node_start_point(container).row + 1;
      for (uint32_t i = 0; i < ts_node_named_child_count(container); ++i)
        if (TSNode decorator = ts_node_named_child(container, i); is(decorator, "decorator") && ts_node_named_child_count(decorator) > 0) {
          TSNode callee = ts_node_named_child(decorator, 0);
          if (is(callee, "call")) callee = field(callee, "function");
          def.decorators.push_back(calleeAsWritten(callee));
        }
      container = ts_node_parent(container);
    }
    if (is(container, "block") && is(ts_node_parent(container), "class_definition"))
      def.owner = textOf(field(ts_node_parent(container), "name"));
    if (def.is_class) {
      TSNode bases = field(node, "superclasses");
      for (uint32_t i = 0; !ts_node_is_null(bases) && i < ts_node_named_child_count(bases); ++i)
        def.bases.push_back(textOf(ts_node_named_child(bases, i)));
    } else if (TSNode params = field(node, "parameters"); !ts_node_is_null(params)) {
      for (uint32_t i = 0; i < ts_node_named_child_count(params); ++i) {
        TSNode param = ts_node_named_child(params, i);
        def.parameters.push_back(parameterName(param));
        // `x: torch.Tensor`, `p: Path`: the annotation says what the parameter is built from.
        if (TSNode type = field(param, "type"); !ts_node_is_null(type) && ts_node_named_child_count(type) == 1)
          if (std::string from = receiverOf(ts_node_named_child(type, 0)); !from.empty()) built_.back()[def.parameters.back()] = from;
      }
    }
    if (def.is_class) classes_.insert(def.name);
    facts_.definitions.push_back(std::move(def));
  }

  // `name` as FunctionCall names a callee when the file defines it, binds it through a relative
  // import or assigned it one of those at module level (seen so far), else "".
  std::string ownFunction(TSNode name) const {
    if (!is(name, "identifier")) return "";
    const Bound* bound = anyBinding(textOf(name));
    if (function_aliases_.count(textOf(name))) {  // unless a function's own name shadows it
      const Bindings& module = open_.front()->bindings;
      const auto it = module.find(textOf(name));
      return it != module.end() && bound == &it->second ? textOf(name) : "";
    }
    if (!bound || (!bound->function && bound->relative.empty())) return "";
    return bound->relative.empty() ? textOf(name) : bound->relative;
  }

  void call(TSNode node) {
    const TSNode called = field(node, "function");
    if (std::string own = ownFunction(called); !own.empty()) facts_.function_calls.push_back({std::move(own), posOf(node), function()});
    if (TSNode arguments = field(node, "arguments"); is(arguments, "argument_list") && (is(called, "identifier") || is(called, "attribute")))
      for (uint32_t i = 0; i < ts_node_named_child_count(arguments); ++i) {
        TSNode argument = ts_node_named_child(arguments, i);
        if (is(argument, "keyword_argument")) argument = field(argument, "value");
        if (std::string own = ownFunction(argument); !own.empty())
          facts_.function_calls.push_back({std::move(own), posOf(argument), function(), calleeAsWritten(called)});
      }
    if (is(called, "subscript")) {
      TSNode launched = field(called, "value");
      std::string callee = is(launched, "identifier") || is(launched, "attribute") ? nameAsLaunched(launched)
                           : is(launched, "call")                                    ? calleeAsWritten(field(launched, "function"))
                                                                                     : "";
      std::vector<std::string> alternatives;
      if (is(launched, "identifier")) alternatives = choicesOf(textOf(launched));
      if (TSNode arguments = is(launched, "call") ? field(launched, "arguments") : TSNode{}; is(arguments, "argument_list"))
        for (uint32_t i = 0; i < ts_node_named_child_count(arguments) && alternatives.size() < kMaxChoices; ++i)
          if (TSNode a = ts_node_named_child(arguments, i); is(a, "identifier") || is(a, "attribute")) alternatives.push_back(nameAsLaunched(a));
      if (!callee.empty())
        facts_.subscripted_calls.push_back({std::move(callee), posOf(node), function(), tokenOf(field(node, "arguments")), std::move(alternatives)});
    }
    if (!options_.argument_calls || options_.argument_calls->empty()) return;
    std::string callee = calleeOf(node);
    // `triton.autotune(configs=...)(kernel)`: the outer call applies what the listed call returns.
    if (callee.empty() && is(called, "call")) callee = calleeOf(called);
    std::vector<std::string> callees;
    if (options_.argument_calls->count(callee)) callees.push_back(std::move(callee));
    else if (is(called, "identifier"))  // `ext = CUDAExtension` ... `ext("pkg._C", sources)`: each listed one it may be
      for (auto& alternative : choicesOf(textOf(called)))
        if (options_.argument_calls->count(alternative)) callees.push_back(std::move(alternative));
    if (callees.empty()) return;
    Call out{"", posOf(node), function(), loops_, {}};
    TSNode arguments = field(node, "arguments");
    for (uint32_t i = 0; is(arguments, "argument_list") && i < ts_node_named_child_count(arguments); ++i) {
      TSNode argument = ts_node_named_child(arguments, i);
      if (is(argument, "comment")) continue;
      CallArgument a;
      if (is(argument, "keyword_argument")) {
        a.keyword = textOf(field(argument, "name"));
        argument = field(argument, "value");
      } else if (is(argument, "list_splat") || is(argument, "dictionary_splat")) {
        a.keyword = is(argument, "list_splat") ? "*" : "**";
      }
      const bool listed = is(argument, "list") || is(argument, "tuple") || is(argument, "set");
      a.value = textOf(argument).substr(0, listed ? Call::kMaxListArgumentText : Call::kMaxArgumentText);
      out.arguments.push_back(std::move(a));
    }
    for (auto& one : callees) {
      out.callee = std::move(one);
      facts_.calls.push_back(out);
    }
  }

  // What a variable assigned names may stand for (rememberChoices), in its function, else at
  // module level; empty when unknown.
  std::vector<std::string> choicesOf(const std::string& name) const {
    for (const auto* choices : {&choices_.back(), &choices_.front()})
      if (const auto it = choices->find(name); it != choices->end()) return it->second;
    return {};
  }

  // `x`, `x=1`, `x: int`, `x: int = 1` -> "x"; `*args` -> "*args"; `**kw` -> "**kw"; `*` and `/` as written.
  std::string parameterName(TSNode param) const {
    if (is(param, "identifier")) return textOf(param);
    if (is(param, "default_parameter") || is(param, "typed_default_parameter")) return textOf(field(param, "name"));
    if (is(param, "typed_parameter") && ts_node_named_child_count(param) > 0) return parameterName(ts_node_named_child(param, 0));
    return textOf(param);
  }

  static TSNode unparenthesized(TSNode node) {
    while (is(node, "parenthesized_expression") && ts_node_named_child_count(node) == 1) node = ts_node_named_child(node, 0);
    return node;
  }

  // A boolean mask as written: an order or equality comparison of values that are not string
  // literals (`df["c"] == "x"` is a table's), its negation `~m`, or `m1 & m2` / `m1 | m2` of masks.
  bool isMask(TSNode node) const {
    node = unparenthesized(node);
    if (is(node, "comparison_operator")) {
      for (uint32_t i = 0; i < ts_node_child_count(node); ++i) {
        TSNode child = ts_node_child(node, i);
        if (ts_node_is_named(child) ? is(child, "string") || is(child, "none")
                                    : !(typeOf(child) == "<" || typeOf(child) == ">" || typeOf(child) == "<=" ||
                                        typeOf(child) == ">=" || typeOf(child) == "==" || typeOf(child) == "!="))
          return false;  // `in`, `is`, `not in`: not elementwise; strings and None: not tensors
      }
      return true;
    }
    if (is(node, "unary_operator")) {
      const std::string op = textOf(field(node, "operator"));
      return op == "~" && isMask(field(node, "argument"));
    }
    if (is(node, "binary_operator")) {
      const std::string op = textOf(field(node, "operator"));
      return (op == "&" || op == "|") && isMask(field(node, "left")) && isMask(field(node, "right"));
    }
    if (is(node, "identifier") && !masks_.empty()) return masks_.back().count(textOf(node)) > 0;
    return false;
  }

  // `keep = scores > 0.5` makes `keep` a mask in this function until it is assigned again;
  // `m = np.zeros(...)` makes `m` another library's value (numpy's, pandas').
  void rememberMask(TSNode node) {
    TSNode left = field(node, "left"), right = field(node, "right");
    if (!is(left, "identifier") || masks_.empty()) return;
    const std::string name = textOf(left);
    masks_.back().erase(name);
    foreign_.back().erase(name);
    if (ts_node_is_null(right)) return;
    if (isMask(right)) masks_.back()[name] = name + " = " + textOf(unparenthesized(right));
    else if (notOnDevice(receiverOf(right))) foreign_.back().insert(name);
  }

  // A name or attribute as SubscriptedCall names a callee: what a relative import bound it to
  // (".kernels.fwd.k"), else as GuardedBlock names callees.
  std::string nameAsLaunched(TSNode node) const {
    if (is(node, "attribute")) {  // `ops.k` after `from . import ops`: ".ops.k"
      TSNode object = field(node, "object");
      const Bound* bound = is(object, "identifier") ? anyBinding(textOf(object)) : nullptr;
      if (bound && !bound->relative.empty()) return bound->relative + "." + textOf(field(node, "attribute"));
    }
    const Bound* bound = is(node, "identifier") ? anyBinding(textOf(node)) : nullptr;
    if (bound && !bound->relative.empty()) return bound->relative;
    // `obj.kernel`: ".kernel", the name a launch through a value has here (not a method call's).
    const std::string callee = calleeAsWritten(node);
    return startsWith(callee, GuardedBlock::kMethodCall) ? callee.substr(std::strlen(GuardedBlock::kMethodCall) - 1) : callee;
  }

  // `mod.name` whose root an import binds (absolute or relative), as SubscriptedCall names a
  // callee; "" for any other expression.
  std::string importedAttribute(TSNode node) const {
    if (!is(node, "attribute")) return "";
    TSNode root = node;
    for (unsigned parts = 0; is(root, "attribute"); ++parts) {
      if (parts == kMaxDepth) return "";  // said as too deep where the walk stops
      root = field(root, "object");
    }
    const Bound* bound = is(root, "identifier") ? anyBinding(textOf(root)) : nullptr;
    return bound && (!bound->qualified.empty() || !bound->relative.empty()) ? nameAsLaunched(node) : "";
  }

  // `name = a`, `name = a if c else b` (nested too): the names it may stand for, added to those
  // of earlier such assignments; any other value forgets them.
  void rememberChoices(const std::string& name, TSNode value) {
    std::vector<std::string> names;
    std::vector<TSNode> pending{value};
    while (!pending.empty() && names.size() <= kMaxChoices) {
      TSNode at = pending.back();
      pending.pop_back();
      if (is(at, "parenthesized_expression") && ts_node_named_child_count(at) == 1) pending.push_back(ts_node_named_child(at, 0));
      else if (is(at, "conditional_expression") && ts_node_named_child_count(at) == 3)
        pending.push_back(ts_node_named_child(at, 2)), pending.push_back(ts_node_named_child(at, 0));
      else if (is(at, "identifier") || is(at, "attribute")) names.push_back(nameAsLaunched(at));
      else return void(choices_.back().erase(name));
    }
    if (names.empty() || names.size() > kMaxChoices) return void(choices_.back().erase(name));
    // Assignments of names add up (`if a: k = fwd_a` / `else: k = fwd_b`): branches are not
    // told apart, so a later launch through `k` may launch any of them.
    std::vector<std::string>& known = choices_.back()[name];
    for (auto& added : names)
      if (std::find(known.begin(), known.end(), added) == known.end()) known.push_back(std::move(added));
    if (known.size() > kMaxChoices) choices_.back().erase(name);
  }
  static constexpr size_t kMaxChoices = 8;

  // `p = Path(x)`, `m = MyModel()`, `labels, counts = np.unique(x)`: what the names are built
  // from, until assigned again. `for c in contours:` takes only another library's or a host
  // copy's kind (iterating a Module or a DataLoader gives tensors).
  void rememberValue(TSNode node) {
    TSNode left = field(node, "left"), right = field(node, "right");
    const bool loop = is(node, "for_statement") || is(node, "for_in_clause");
    auto kindOf = [&](TSNode value) {
      std::string from = ts_node_is_null(value) ? "" : receiverOf(value);
      return loop && !notOnDevice(from) ? std::string() : from;
    };
    auto remember = [&](TSNode name, const std::string& from) {
      if (!is(name, "identifier")) return;
      if (from.empty()) built_.back().erase(textOf(name));
      else built_.back()[textOf(name)] = from;
    };
    const bool unpacks = is(left, "pattern_list") || is(left, "tuple_pattern");
    const uint32_t targets = unpacks ? ts_node_named_child_count(left) : 1;
    // `for a, b in zip(A, B)`: each target takes its own sequence's kind; `enumerate(A)` gives A's second.
    std::vector<std::string> kinds(targets, kindOf(right));
    if (loop && unpacks && is(right, "call") && is(field(right, "function"), "identifier") && !resolve(textOf(field(right, "function")))) {
      const std::string builtin = textOf(field(right, "function"));
      std::vector<TSNode> sequences;
      TSNode arguments = field(right, "arguments");
      for (uint32_t i = 0; is(arguments, "argument_list") && i < ts_node_named_child_count(arguments); ++i)
        if (TSNode argument = ts_node_named_child(arguments, i); !is(argument, "keyword_argument")) sequences.push_back(argument);
      if (builtin == "zip" && sequences.size() == targets)
        for (uint32_t i = 0; i < targets; ++i) kinds[i] = kindOf(sequences[i]);
      else if (builtin == "enumerate" && targets == 2 && !sequences.empty())
        kinds = {"", kindOf(sequences[0])};
    }
    if (!unpacks && is(left, "identifier") && !loop) rememberChoices(textOf(left), right);
    // `softplus = softplus_nv` (module level), `_kernel = ops.fwd_kernel` (a class body too):
    // the name stands for the function, so its uses and launches are the function's.
    if (!unpacks && is(left, "identifier") && functions_.empty()) {
      const TSNode value = unparenthesized(right);
      if (std::string own = ownFunction(value); !own.empty()) {
        if (open_.size() == 1) function_aliases_.insert(textOf(left));
        facts_.function_calls.push_back({std::move(own), posOf(right), "", "", textOf(left)});
      } else if (std::string imported = importedAttribute(value); !imported.empty()) {
        facts_.function_calls.push_back({std::move(imported), posOf(right), "", "", textOf(left)});
      }
    }
    if (!unpacks) return remember(left, kinds[0]);
    for (uint32_t i = 0; i < targets; ++i) remember(ts_node_named_child(left, i), kinds[i]);
  }

  // Whether a value built from `receiver` ("numpy.zeros") is another library's array.
  // Another library's value, or a host copy (`x.cpu()`): not a tensor on the device.
  bool notOnDevice(const std::string& receiver) const { return receiver == kHostValue || isForeign(receiver); }

  bool isForeign(const std::string& receiver) const {
    return options_.non_tensor_modules && options_.non_tensor_modules->count(receiver.substr(0, receiver.find('.')));
  }

  // `x[mask]` read; an assignment `x[mask] = v` keeps x's shape and is not one.
  void maskIndex(TSNode node) {
    TSNode parent = ts_node_parent(node);
    if (is(parent, "assignment") && ts_node_eq(field(parent, "left"), node)) return;
    TSNode value = field(node, "value");
    if (notOnDevice(receiverOf(value))) return;  // numpy's, pandas', a host copy'
    TSNode root = value;
    while (is(root, "attribute") || is(root, "subscript") || is(root, "call"))
      root = is(root, "attribute") ? field(root, "object") : is(root, "subscript") ? field(root, "value") : field(root, "function");
    if (is(root, "identifier") && foreign_.back().count(textOf(root))) return;  // m = np.zeros(...); m[m > 0]
    for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
      TSNode index = ts_node_named_child(node, i);
      if (ts_node_eq(index, value) || !isMask(index)) continue;
      index = unparenthesized(index);
      std::string mask = textOf(index);
      if (is(index, "identifier")) mask = masks_.back().at(mask);
      if (mask.size() > 80) mask = mask.substr(0, 77) + "...";
      facts_.mask_indexes.push_back({posOf(node), function(), mask, loops_});
      return;
    }
  }

  // The imported name a value is built from: down through calls, attributes and subscripts to
  // the first name, resolved ("numpy.finfo" for np.finfo(x).eps), or "".
  // Down from the outside: a call of a host method (`.cpu()`) makes a host copy whatever it is
  // called on, a call of a device method (`.to(d)`) may make a tensor on the device; an instance
  // of a class the file defines is that class's only as itself (`m` of `m = Net()`, not `m(x)`).
  std::string receiverOf(TSNode node) const {
    std::vector<std::string> attributes;
    size_t steps = 0;  // calls, subscripts and attributes passed
    bool last_was_call = false;
    while (true) {
      if (is(node, "call")) {
        TSNode function = field(node, "function");
        if (is(function, "attribute")) {
          const std::string method = textOf(field(function, "attribute"));
          if (options_.device_methods && options_.device_methods->count(method)) return "";
          if (options_.host_methods && options_.host_methods->count(method)) return kHostValue;
        }
        node = function, attributes.clear(), last_was_call = true;
      } else if (is(node, "subscript")) {
        node = field(node, "value"), attributes.clear(), last_was_call = false;
      } else if (is(node, "attribute")) {
        if (attributes.size() == kMaxDepth) return "";  // a chain past the walk's limit names nothing
        attributes.push_back(textOf(field(node, "attribute"))), node = field(node, "object"), last_was_call = false;
      } else {
        break;
      }
      ++steps;
    }
    if (!is(node, "identifier")) return "";
    const std::string root = textOf(node);
    auto local = [&](const std::string& value) { return steps > 0 && isOwnClassValue(value) ? std::string() : value; };
    std::string name;
    if (const auto qualified = resolve(root)) name = *qualified;
    else if (const auto it = built_.back().find(root); it != built_.back().end()) return local(it->second);
    else if (const auto global = built_.front().find(root); global != built_.front().end()) return local(global->second);
    else if (classes_.count(root)) return steps == 1 && last_was_call ? "<class " + root + ">" : "";  // `Net()`
    else return "";
    for (auto a = attributes.rbegin(); a != attributes.rend(); ++a) name += "." + *a;  // collected last part first
    return name;
  }

  // An identifier that is read: not a definition's name, a keyword argument's name, or a target.
  bool isRead(TSNode node, TSNode parent) const {
    if (is(parent, "attribute") && ts_node_eq(field(parent, "attribute"), node)) return false;  // the `b` of a.b
    if (is(parent, "keyword_argument") && ts_node_eq(field(parent, "name"), node)) return false;
    if ((is(parent, "function_definition") || is(parent, "class_definition")) && ts_node_eq(field(parent, "name"), node))
      return false;
    if (is(parent, "dotted_name") || is(parent, "aliased_import")) return false;
    if ((is(parent, "assignment") || is(parent, "augmented_assignment")) && ts_node_eq(field(parent, "left"), node))
      return false;
    return !is(parent, "parameters") && !is(parent, "default_parameter") && !is(parent, "typed_parameter") &&
           !is(parent, "typed_default_parameter");
  }

  void imports(TSNode node) {
    if (is(node, "import_statement")) {
      for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
        TSNode item = ts_node_named_child(node, i);
        TSNode name = is(item, "aliased_import") ? field(item, "name") : item;
        facts_.names.push_back({textOf(name), PyUse::kImport, posOf(name), function(), segmentOf(name, 1)});
      }
      return;
    }
    TSNode module = field(node, "module_name");
    if (is(module, "relative_import")) return;
    const std::string from = textOf(module);
    const Token module_second = segmentOf(module, 1);
    facts_.names.push_back({from, PyUse::kImport, posOf(module), function(), module_second});
    FromImport statement{written(node, node), written(module, module), module_second, {}};
    bool wildcard = false;
    for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
      TSNode item = ts_node_named_child(node, i);
      wildcard = wildcard || is(item, "wildcard_import");
      if (ts_node_eq(item, module) || is(item, "wildcard_import")) continue;
      TSNode name = is(item, "aliased_import") ? field(item, "name") : item;
      facts_.names.push_back({from + "." + textOf(name), PyUse::kImport, posOf(name), function(), fromImportSecond(module, item)});
      statement.names.push_back({textOf(name), textOf(is(item, "aliased_import") ? field(item, "alias") : item)});
    }
    if (!module_second.empty() && !wildcard) facts_.from_imports.push_back(std::move(statement));
  }

  // `x.name = ...` (also in a tuple of targets) for a member the rules read.
  void assignedMembers(TSNode target) {
    if (is(target, "attribute")) {
      const std::string name = textOf(field(target, "attribute"));
      auto& out = facts_.assigned_members;
      if (options_.member_reads && options_.member_reads->count(name) && std::find(out.begin(), out.end(), name) == out.end())
        out.push_back(name);
      return;
    }
    if (is(target, "pattern_list") || is(target, "tuple_pattern") || is(target, "list_pattern") || is(target, "tuple") || is(target, "list"))
      for (uint32_t i = 0; i < ts_node_named_child_count(target); ++i) assignedMembers(ts_node_named_child(target, i));
  }

  // Where `from M import item` writes the second part of M.item: in M when M has two parts or
  // more; in the item for `from torch import cuda as c` (renaming `cuda` keeps the alias); nowhere
  // for `from torch import cuda`, where renaming would rename the bound name too.
  static Token fromImportSecond(TSNode module, TSNode item) {
    if (Token second = segmentOf(module, 1); !second.empty()) return second;
    if (is(module, "dotted_name") && ts_node_named_child_count(module) == 1 && is(item, "aliased_import"))
      return segmentOf(field(item, "name"), 0);
    return {};
  }

  // Where `import torch_npu` goes: on the line after the file's first module-level import of
  // torch (or a torch submodule), unless the file imports torch_npu anywhere already.
  Edit torchNpuImport(const std::vector<TSNode>& statements) const {
    TSNode first_torch = {};
    bool has_torch = false;
    for (const auto& use : facts_.names) {
      if (use.kind != PyUse::kImport) continue;
      if (use.name == "torch_npu" || use.name.rfind("torch_npu.", 0) == 0) return {};
    }
    // A walk that stopped early recorded no imports past its stop: any line importing it counts.
    if (stopped() && hasLineImporting("torch_npu")) return {};
    for (size_t i = 0; i < statements.size() && !has_torch; ++i) {
      TSNode statement = statements[i];
      for (const auto& m : modulesImported(statement))
        if (m == "torch" || m.rfind("torch.", 0) == 0) has_torch = true, first_torch = statement;
    }
    if (!has_torch) return {};
    const std::string eol = facts_.crlf ? "\r\n" : "\n";
    Edit edit;
    edit.column = 1;
    if (!ts_node_is_null(statementOnSameLine(first_torch))) {
      // `import torch; x = (` or `import torch; torch.cuda...`: on its line, right after it, so
      // never inside the next statement's brackets and never after a use.
      edit.begin = edit.end = ts_node_end_byte(first_torch);
      edit.line = posOf(first_torch).line + ts_node_end_point(first_torch).row - ts_node_start_point(first_torch).row;
      edit.column = ts_node_end_point(first_torch).column + 1;
      edit.replacement = "; import torch_npu";
    } else if (const InsertPoint next = nextLineStart(ts_node_end_byte(first_torch)); !next.empty()) {
      edit.begin = edit.end = next.at;
      edit.line = next.line;
      edit.replacement = "import torch_npu" + eol;
    } else {  // the last line, without a line ending
      edit.begin = edit.end = static_cast<uint32_t>(text_.size());
      edit.line = 1 + static_cast<unsigned>(std::count(text_.begin(), text_.end(), '\n'));
      edit.replacement = eol + "import torch_npu";
    }
    return edit;
  }

  // `import torch_npu` (or from it) as a statement of the module itself: the file is NPU code.
  // One inside an `if`/`try` (`if is_npu_available(): import torch_npu`) is the file's own
  // choice of device, which a device-neutral prologue may repeat.
  bool importsTorchNpuAtTopLevel(const std::vector<TSNode>& statements) const {
    for (TSNode statement : statements)
      for (const auto& m : modulesImported(statement))
        if (m == "torch_npu" || m.rfind("torch_npu.", 0) == 0) return true;
    return false;
  }

  // The modules an import statement names (`import a.b as c, d`: a.b and d; `from a.b import c`:
  // a.b); none for any other statement or a relative import.
  std::vector<std::string> modulesImported(TSNode statement) const {
    std::vector<std::string> modules;
    if (is(statement, "import_statement")) {
      for (uint32_t j = 0; j < ts_node_named_child_count(statement); ++j) {
        TSNode item = ts_node_named_child(statement, j);
        modules.push_back(textOf(is(item, "aliased_import") ? field(item, "name") : item));
      }
    } else if (TSNode module = is(statement, "import_from_statement") ? field(statement, "module_name") : TSNode{}; is(module, "dotted_name")) {
      modules.push_back(textOf(module));
    }
    return modules;
  }

  // An import, or a `try`/`if` whose blocks hold only imports (`try: from a import b` / `except
  // ImportError: from c import b`): part of the import block code after it must follow (E402).
  bool importsOnly(TSNode node, unsigned depth = 0) const {
    if (depth > kMaxDepth) return false;
    if (is(node, "import_statement") || is(node, "import_from_statement") || is(node, "future_import_statement") || is(node, "comment") || is(node, "pass_statement"))
      return true;
    if (!is(node, "try_statement") && !is(node, "if_statement") && !is(node, "block") && !is(node, "except_clause") && !is(node, "else_clause") &&
        !is(node, "elif_clause") && !is(node, "finally_clause"))
      return false;
    // Conditions and exception types are expressions; blocks and clauses are what runs.
    for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
      TSNode child = ts_node_named_child(node, i);
      const bool runs = is(node, "block") || is(child, "block") || std::string_view(ts_node_type(child)).find("clause") != std::string_view::npos;
      if (runs && !importsOnly(child, depth + 1)) return false;
    }
    return true;
  }

  // The statement after `statement` that starts on the line where it ends (`import torch; x = 1`),
  // or a null node. A comment is not one.
  static TSNode statementOnSameLine(TSNode statement) {
    const TSNode next = ts_node_next_named_sibling(statement);
    if (ts_node_is_null(next) || is(next, "comment") || ts_node_start_point(next).row != ts_node_end_point(statement).row) return {};
    return next;
  }

  // The start of the line after byte `at`, or empty when `at` is on the last line.
  InsertPoint nextLineStart(uint32_t at) const {
    const size_t newline = text_.find('\n', at);
    if (newline == std::string_view::npos) return {};
    InsertPoint point;
    point.at = static_cast<uint32_t>(newline + 1);
    point.line = 1 + static_cast<unsigned>(std::count(text_.begin(), text_.begin() + point.at, '\n'));
    return point;
  }

  // After the module-level imports that follow the file's first `import torch` binding `torch`
  // itself (`import torch`, `import os, torch`), so that no import comes after code (flake8's
  // E402): the start of the next line. Nothing after them, nothing to place there.
  InsertPoint afterImportTorch(const std::vector<TSNode>& statements) const {
    const size_t count = statements.size();
    for (size_t i = 0; i < count; ++i) {
      TSNode statement = statements[i];
      if (!is(statement, "import_statement")) continue;
      bool binds_torch = false;
      for (uint32_t j = 0; j < ts_node_named_child_count(statement); ++j)
        binds_torch = binds_torch || textOf(ts_node_named_child(statement, j)) == "torch";
      if (!binds_torch) continue;
      for (size_t k = i + 1; k < count; ++k) {
        TSNode next = statements[k];
        if (!importsOnly(next)) break;
        if (!is(next, "comment")) statement = next;
      }
      // Past the statements sharing its line (`import torch; x = (\n 1)`): never inside brackets.
      for (TSNode same = statementOnSameLine(statement); !ts_node_is_null(same); same = statementOnSameLine(statement)) statement = same;
      return nextLineStart(ts_node_end_byte(statement));
    }
    return {};
  }

  void string(TSNode node) {
    TSNode parent = ts_node_parent(node);
    // A docstring or any string standing alone as a statement is prose, not code.
    if (is(parent, "expression_statement") && ts_node_named_child_count(parent) == 1) return;
    if (is(parent, "concatenated_string")) return;
    std::string value;
    for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
      TSNode part = ts_node_named_child(node, i);
      if (is(part, "string_content")) value += textOf(part);
      else if (is(part, "interpolation")) value += "{}";
      else if (is(part, "escape_sequence")) value += textOf(part);
    }
    if (value.size() > 64 || value.find_first_of(" \t\n") != std::string::npos) return;  // prose, not a token
    StringUse use{value, posOf(node), function(), PyContext::kOther, "", {}, "", 0, {}};
    for (uint32_t i = 0; i < ts_node_child_count(node); ++i)
      if (TSNode part = ts_node_child(node, i); is(part, "string_start")) {
        const std::string start = textOf(part);
        use.prefix = start.substr(0, start.find_first_of("'\""));
        use.value_begin = ts_node_end_byte(part);
        use.value_pos = {ts_node_end_point(part).row + 1, ts_node_end_point(part).column + 1};
      }
    TSNode at = parent;
    if (is(at, "list") || is(at, "tuple")) at = ts_node_parent(at);  // sources=["a.cu", "b.cpp"]
    if (is(at, "keyword_argument")) {
      use.keyword = textOf(field(at, "name"));
      at = ts_node_parent(at);
    }
    if (is(at, "argument_list")) {
      use.context = PyContext::kArgument;
      use.callee = calleeOf(ts_node_parent(at));
      use.callee_pos = posOf(ts_node_parent(at));
    } else if (is(at, "comparison_operator")) {
      use.context = PyContext::kComparison;
    } else if (is(at, "assignment")) {
      use.context = PyContext::kAssignment;
    } else if (is(at, "pair") && ts_node_eq(field(at, "key"), node)) {
      use.context = PyContext::kDictKey;
    }
    use.tested = isTested(node);
    if (use.tested) use.guarded = guardedBlock(node), use.compared_to = comparedTo(node), use.negated_test = negatedTest(node);
    if (TSNode equality = equalityOf(node); !ts_node_is_null(equality)) use.equality = tokenOf(equality);
    const Choice choice = choiceOf(node, parent);
    use.one_of_several = choice != Choice::kNone;
    use.declared_choice = choice == Choice::kDeclared;
    if ((is(parent, "default_parameter") || is(parent, "typed_default_parameter")) && ts_node_eq(field(parent, "value"), node))
      use.default_of = textOf(field(parent, "name"));
    use.enum_member_of = enumMemberOf(node, parent);
    use.literal = written(node, node);
    facts_.strings.push_back(std::move(use));
  }

  // StringUse::enum_member_of: `NAME = "value"` as a statement of a class body whose base's
  // name ends in "Enum" (enum.Enum, StrEnum, a project's BaseEnum).
  std::string enumMemberOf(TSNode node, TSNode parent) const {
    if (!is(parent, "assignment") || !ts_node_eq(field(parent, "right"), node) || !is(field(parent, "left"), "identifier")) return "";
    TSNode statement = ts_node_parent(parent);
    TSNode body = is(statement, "expression_statement") ? ts_node_parent(statement) : TSNode{};
    TSNode klass = is(body, "block") ? ts_node_parent(body) : TSNode{};
    if (!is(klass, "class_definition")) return "";
    TSNode bases = field(klass, "superclasses");
    for (uint32_t i = 0; !ts_node_is_null(bases) && i < ts_node_named_child_count(bases); ++i) {
      const std::string base = textOf(ts_node_named_child(bases, i));
      if (base.size() >= 4 && base.compare(base.size() - 4, 4, "Enum") == 0) return textOf(field(klass, "name"));
    }
    return "";
  }

  // The value of a plain string literal (no interpolation), or nullopt.
  std::optional<std::string> literal(TSNode node) const {
    if (!is(node, "string")) return std::nullopt;
    std::string value;
    for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
      TSNode part = ts_node_named_child(node, i);
      if (is(part, "interpolation")) return std::nullopt;
      if (is(part, "string_content") || is(part, "escape_sequence")) value += textOf(part);
    }
    return value;
  }

  void environSetting(TSNode name, TSNode value, const char* how) {
    const auto key = literal(name);
    if (!key) return;
    const auto text = literal(value);
    facts_.env.push_back({*key, text ? *text : textOf(value).substr(0, Call::kMaxArgumentText), !text, how, posOf(name)});
  }

  // os.environ["X"] = value
  void environAssignment(TSNode node) {
    TSNode left = field(node, "left");
    if (!is(left, "subscript") || qualifiedOf(field(left, "value")) != "os.environ") return;
    environSetting(field(left, "subscript"), field(node, "right"), "os.environ");
  }

  // os.environ.setdefault("X", value), os.putenv("X", value), os.environ.update({"X": value}, Y=value)
  void environCall(TSNode node) {
    const std::string callee = calleeOf(node);
    TSNode arguments = field(node, "arguments");
    if (!is(arguments, "argument_list")) return;
    std::vector<TSNode> args;
    for (uint32_t i = 0; i < ts_node_named_child_count(arguments); ++i)
      if (!is(ts_node_named_child(arguments, i), "comment")) args.push_back(ts_node_named_child(arguments, i));
    if ((callee == "os.environ.setdefault" || callee == "os.putenv") && args.size() == 2)
      return environSetting(args[0], args[1], callee == "os.putenv" ? "os.putenv" : "os.environ.setdefault");
    if (callee != "os.environ.update") return;
    for (TSNode a : args) {
      if (is(a, "dictionary")) {
        for (uint32_t i = 0; i < ts_node_named_child_count(a); ++i)
          if (TSNode pair = ts_node_named_child(a, i); is(pair, "pair")) environSetting(field(pair, "key"), field(pair, "value"), "os.environ.update");
      } else if (is(a, "keyword_argument")) {
        TSNode value = field(a, "value");
        const auto text = literal(value);
        facts_.env.push_back({textOf(field(a, "name")), text ? *text : textOf(value).substr(0, Call::kMaxArgumentText), !text, "os.environ.update",
                              posOf(field(a, "name"))});
      }
    }
  }

  // "torch.device" for a call through an import, ".to" for a member call, else "".
  std::string calleeOf(TSNode call) const { return qualifiedOf(field(call, "function")); }

  // An expression `a.b.c` resolved through the imports ("os.environ"), ".c" when `a` is not an
  // imported name, else "".
  std::string qualifiedOf(TSNode function) const {
    std::vector<std::string> attributes;
    TSNode root = function;
    while (is(root, "attribute")) {  // last part first, then turned around
      if (attributes.size() == kMaxDepth) return "";  // a chain past the walk's limit names nothing
      attributes.push_back(textOf(field(root, "attribute")));
      root = field(root, "object");
    }
    std::reverse(attributes.begin(), attributes.end());
    if (is(root, "identifier"))
      if (const auto qualified = resolve(textOf(root))) {
        std::string name = *qualified;
        for (const auto& a : attributes) name += "." + a;
        return name;
      }
    return attributes.empty() ? "" : "." + attributes.back();
  }

  void comment(TSNode node) {
    const std::string text = textOf(node);
    Suppression suppression;
    if (cuda::parseSuppression({std::string_view(text).substr(1), posOf(node)}, suppression))
      facts_.suppressions.push_back(std::move(suppression));
  }

  std::string_view text_;
  const ScanOptions& options_;
  Deadline& deadline_;
  PythonFacts& facts_;
  std::vector<Scope> scopes_;
  std::set<std::string> torch_proxies_;  // the file's classes isTorchProxy() accepts
  std::map<std::pair<uint32_t, uint32_t>, size_t> scope_at_;  // a scope's node's bytes -> scopes_ index
  std::map<uint32_t, GuardedBlock> guarded_blocks_;  // an `if`/`elif`'s first byte -> the block it decides
  std::vector<const Scope*> open_;
  std::vector<std::pair<std::string, unsigned>> functions_;  // enclosing defs, with the loop depth outside each
  unsigned loops_ = 0;
  bool imports_torch_ = false;  // the module imports torch or a torch submodule
  // Per def being walked (module level first): names last assigned a mask -> "name = mask".
  std::vector<std::map<std::string, std::string>> masks_{1};
  std::vector<std::set<std::string>> foreign_{1};  // per def: names last assigned another library's value
  // Per def: names last assigned a value built from an import, a class of the file or an
  // annotated parameter -> what receiverOf says of that value.
  std::vector<std::map<std::string, std::string>> built_{1};
  // Per open function (the module first): names last assigned a name or a choice of names
  // (`k = a if c else b`), with those names as SubscriptedCall names them.
  std::vector<std::map<std::string, std::vector<std::string>>> choices_{1};
  std::set<std::string> function_aliases_;  // module-level names assigned one of the file's functions
  std::set<std::string> classes_;  // classes the file defines, as far as walked
};

// The first ERROR or MISSING node, depth first: where the syntax error is (a loop, not a
// recursion: the tree may be very deep).
TSNode firstError(TSNode node) {
  while (!ts_node_is_missing(node) && !is(node, "ERROR")) {
    bool descended = false;
    for (uint32_t i = 0; i < ts_node_child_count(node) && !descended; ++i)
      if (TSNode child = ts_node_child(node, i); ts_node_has_error(child)) node = child, descended = true;
    if (!descended) break;
  }
  return node;
}

// `return dx, *[None] * 10` is valid Python (3.8+) that the bundled grammar does not read: said
// so, rather than calling the user's file wrong.
constexpr const char* kUnpackInReturn = " in `return a, *b`, valid Python the bundled grammar does not read";

// Whether the line holding byte `at` is a `return` with a starred element after a comma.
bool unpacksInReturn(std::string_view text, size_t at) {
  const size_t newline = at == 0 ? std::string_view::npos : text.rfind('\n', at - 1);
  const size_t start = newline == std::string_view::npos ? 0 : newline + 1;
  std::string_view line = text.substr(start, std::min(text.find('\n', at), text.size()) - start);
  line.remove_prefix(std::min(line.find_first_not_of(" \t"), line.size()));
  if (line.rfind("return ", 0) != 0) return false;
  for (size_t comma = line.find(','); comma != std::string_view::npos; comma = line.find(',', comma + 1))
    if (const size_t next = line.find_first_not_of(" \t", comma + 1); next != std::string_view::npos && line[next] == '*') return true;
  return false;
}

// The text with each lone CR (one not before LF) as LF: CPython reads a lone CR as a line end, the
// grammar does not. Same length, so every byte offset (and a fix's edit) still fits the file.
std::optional<std::string> loneCrAsNewline(std::string_view text) {
  std::optional<std::string> out;
  for (size_t at = text.find('\r'); at != std::string_view::npos; at = text.find('\r', at + 1)) {
    if (at + 1 < text.size() && text[at + 1] == '\n') continue;
    if (!out) out.emplace(text);
    (*out)[at] = '\n';
  }
  return out;
}

}  // namespace

PythonFacts scanPython(std::string_view text, const ScanOptions& options) {
  if (const auto lf = loneCrAsNewline(text)) return scanPython(*lf, options);
  PythonFacts facts;
  if (const auto deep = bracketTooDeep(text)) {
    const size_t line = static_cast<size_t>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(*deep), '\n')) + 1;
    facts.parsed_cleanly = false;
    facts.first_error = "not parsed: brackets nested deeper than " + std::to_string(kMaxBracketDepth) + " from line " +
                        std::to_string(line) + " (CPython refuses more)";
    return facts;
  }
  std::unique_ptr<TSParser, decltype(&ts_parser_delete)> parser(ts_parser_new(), ts_parser_delete);
  ts_parser_set_language(parser.get(), tree_sitter_python());
  Deadline deadline{std::chrono::milliseconds(options.timeout_ms)};
  ts_parser_set_timeout_micros(parser.get(), uint64_t{options.timeout_ms} * 1000);
  std::unique_ptr<TSTree, decltype(&ts_tree_delete)> tree(
      ts_parser_parse_string(parser.get(), nullptr, text.data(), static_cast<uint32_t>(text.size())), ts_tree_delete);
  if (!tree) {  // the parse ran past the budget: nothing analysed
    facts.parsed_cleanly = false;
    facts.out_of_time_line = 1;
    return facts;
  }
  const TSNode root = ts_tree_root_node(tree.get());
  if (ts_node_has_error(root)) {
    const TSNode error = firstError(root);
    const SourcePos at = posOf(error);
    facts.parsed_cleanly = false;
    facts.first_error = std::to_string(at.line) + ":" + std::to_string(at.column) + ": syntax error";
    if (unpacksInReturn(text, ts_node_start_byte(error))) facts.first_error += kUnpackInReturn;
  }
  Walker(text, options, deadline, facts).run(root);
  return facts;
}

}  // namespace npu_lint::python
