#include "frontends/source/lexical_scan.h"

#include <algorithm>
#include <cctype>
#include <optional>

namespace npu_lint::cuda {
namespace {

bool isIdentStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool isIdentChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

class Tokenizer {
 public:
  Tokenizer(std::string_view s, std::vector<Comment>* comments) : s_(s), comments_(comments) {}

  std::vector<Token> run() {
    std::vector<Token> tokens;
    while (i_ < s_.size()) {
      const char c = s_[i_];
      if (c == '\n') {
        advance(1);
      } else if (std::isspace(static_cast<unsigned char>(c))) {
        advance(1);
      } else if (s_.compare(i_, 2, "//") == 0) {
        const size_t start = i_;
        while (i_ < s_.size() && s_[i_] != '\n') advance(1);
        if (comments_) comments_->push_back({s_.substr(start + 2, i_ - start - 2), posAt(start)});
      } else if (s_.compare(i_, 2, "/*") == 0) {
        const size_t start = i_;
        const SourcePos pos = posAt(start);
        const size_t end = s_.find("*/", i_ + 2);
        advance((end == std::string_view::npos ? s_.size() : end + 2) - i_);
        if (comments_) comments_->push_back({s_.substr(start + 2, (end == std::string_view::npos ? s_.size() : end) - start - 2), pos});
      } else if (c == '"') {
        const size_t start = i_;
        const SourcePos pos = posAt(start);
        skipQuoted(c);
        tokens.push_back({Token::kString, s_.substr(start + 1, i_ > start + 1 ? i_ - start - 2 : 0), pos});
      } else if (c == '\'') {
        skipQuoted(c);
      } else if (c == 'R' && i_ + 1 < s_.size() && s_[i_ + 1] == '"') {
        skipRawString();
      } else if (isIdentStart(c)) {
        tokens.push_back(identifier());
      } else if (std::isdigit(static_cast<unsigned char>(c))) {
        const size_t start = i_;
        while (i_ < s_.size() && (isIdentChar(s_[i_]) || s_[i_] == '.' || s_[i_] == '\'')) advance(1);
        tokens.push_back({Token::kOther, s_.substr(start, i_ - start), posAt(start)});
      } else {
        tokens.push_back(punct());
      }
    }
    return tokens;
  }

 private:
  SourcePos posAt(size_t offset) const {
    // Offsets only move forward, so line and column follow the cursor.
    return {line_, static_cast<unsigned>(offset - line_start_) + 1};
  }

  void advance(size_t n) {
    for (size_t k = 0; k < n && i_ < s_.size(); ++k, ++i_)
      if (s_[i_] == '\n') {
        ++line_;
        line_start_ = i_ + 1;
      }
  }

  void skipQuoted(char quote) {
    advance(1);
    while (i_ < s_.size() && s_[i_] != quote && s_[i_] != '\n') advance(s_[i_] == '\\' ? 2 : 1);
    advance(1);
  }

  void skipRawString() {
    // R"delim( ... )delim"
    const size_t open = s_.find('(', i_ + 2);
    if (open == std::string_view::npos || open - i_ > 20) {
      advance(1);
      return;
    }
    const std::string close = ")" + std::string(s_.substr(i_ + 2, open - i_ - 2)) + "\"";
    const size_t end = s_.find(close, open);
    advance((end == std::string_view::npos ? s_.size() : end + close.size()) - i_);
  }

  Token identifier() {
    const size_t start = i_;
    const SourcePos pos = posAt(start);
    for (;;) {
      while (i_ < s_.size() && isIdentChar(s_[i_])) advance(1);
      // Join `a::b::c`, allowing spaces around `::`.
      size_t j = i_;
      while (j < s_.size() && s_[j] == ' ') ++j;
      if (s_.compare(j, 2, "::") != 0) break;
      size_t k = j + 2;
      while (k < s_.size() && s_[k] == ' ') ++k;
      if (k >= s_.size() || !isIdentStart(s_[k])) break;
      advance(k - i_);
    }
    return {Token::kIdentifier, s_.substr(start, i_ - start), pos};
  }

  Token punct() {
    const size_t start = i_;
    for (const char* p : {"<<<", ">>>", "::"})
      if (s_.compare(i_, std::char_traits<char>::length(p), p) == 0) {
        advance(std::char_traits<char>::length(p));
        return {Token::kPunct, s_.substr(start, i_ - start), posAt(start)};
      }
    advance(1);
    const bool wanted = std::string_view("(){}<>;,#").find(s_[start]) != std::string_view::npos;
    return {wanted ? Token::kPunct : Token::kOther, s_.substr(start, 1), posAt(start)};
  }

  std::string_view s_;
  std::vector<Comment>* comments_;
  size_t i_ = 0;
  unsigned line_ = 1;
  size_t line_start_ = 0;
};

bool is(const Token& t, std::string_view text) { return t.text == text; }

// Index of the token that closes the bracket opened at `open` ("(" / "{" / "<"), or tokens.size().
size_t matching(const std::vector<Token>& t, size_t open) {
  const std::string_view o = t[open].text;
  const std::string_view c = o == "(" ? ")" : o == "{" ? "}" : ">";
  int depth = 0;
  for (size_t i = open; i < t.size(); ++i) {
    if (t[i].kind != Token::kPunct) continue;
    if (t[i].text == o) ++depth;
    if (t[i].text == c && --depth == 0) return i;
    if (o == "<" && (t[i].text == ";" || t[i].text == "{")) break;  // not a template argument list
  }
  return t.size();
}

std::string baseName(std::string_view qualified) {
  const size_t sep = qualified.rfind("::");
  return std::string(sep == std::string_view::npos ? qualified : qualified.substr(sep + 2));
}

const char* traitOf(std::string_view name) {
  if (name == "__shared__") return "shared_memory";
  if (name.rfind("atomic", 0) == 0) return "atomics";
  if (name.rfind("__shfl", 0) == 0 || name.rfind("__ballot", 0) == 0 || name.rfind("__any_sync", 0) == 0 ||
      name.rfind("__all_sync", 0) == 0 || name.rfind("__activemask", 0) == 0 || name.rfind("__reduce_", 0) == 0)
    return "warp_intrinsics";
  if (name == "__syncthreads" || name.rfind("__syncthreads_", 0) == 0 || name == "__syncwarp") return "syncthreads";
  if (name.find("cooperative_groups") != std::string_view::npos || name.rfind("cg::", 0) == 0)
    return "cooperative_groups";
  if (name == "asm" || name == "__asm__" || name == "__asm") return "inline_ptx";
  if (name.rfind("tex1D", 0) == 0 || name.rfind("tex2D", 0) == 0 || name.rfind("tex3D", 0) == 0 ||
      name.rfind("texture", 0) == 0 || name == "cudaTextureObject_t" || name.rfind("surf", 0) == 0)
    return "textures";
  return nullptr;
}

void scanKernel(const std::vector<Token>& t, size_t global, FileFacts& facts) {
  // __global__ [attributes/return type] name [<...>] ( params ) { body }
  size_t open = global + 1;
  while (open < t.size() && !is(t[open], ";") && !is(t[open], "{")) {
    if (is(t[open], "(")) {
      // __launch_bounds__(...) and __attribute__((...)) come before the name.
      const bool attribute = is(t[open - 1], "__launch_bounds__") || is(t[open - 1], "__attribute__") ||
                             is(t[open - 1], "__declspec") || is(t[open - 1], "alignas");
      if (!attribute) break;
      open = matching(t, open);
    }
    ++open;
  }
  if (open >= t.size() || !is(t[open], "(")) return;
  size_t name = open - 1;
  if (is(t[name], ">")) {  // explicit specialisation: name<T>(...)
    int depth = 0;
    for (; name > global; --name) {
      if (is(t[name], ">")) ++depth;
      if (is(t[name], "<") && --depth == 0) break;
    }
    if (name <= global) return;  // no matching '<' after __global__ (index 0 would wrap below)
    --name;
  }
  if (name <= global || t[name].kind != Token::kIdentifier) return;
  const size_t close = matching(t, open);
  if (close + 1 >= t.size()) return;
  size_t body = close + 1;
  while (body < t.size() && !is(t[body], "{") && !is(t[body], ";")) ++body;  // qualifiers, launch bounds
  if (body >= t.size() || !is(t[body], "{")) return;                         // a declaration, not a definition
  const size_t end = matching(t, body);
  KernelFact kernel;
  kernel.name = baseName(t[name].text);
  // The declaration starts at `template` when there is one right before.
  size_t start = global;
  for (size_t k = global; k-- > 0;) {
    if (is(t[k], ";") || is(t[k], "}") || is(t[k], "{")) break;
    if (is(t[k], "template")) {
      kernel.is_template = true;
      start = k;
    }
  }
  kernel.pos = t[name].pos;
  kernel.lines = (end < t.size() ? t[end].pos.line : t.back().pos.line) - t[start].pos.line + 1;
  for (size_t k = body; k < end && k < t.size(); ++k)
    if (t[k].kind == Token::kIdentifier)
      if (const char* trait = traitOf(t[k].text))
        if (std::find(kernel.traits.begin(), kernel.traits.end(), trait) == kernel.traits.end())
          kernel.traits.push_back(trait);
  std::sort(kernel.traits.begin(), kernel.traits.end());
  facts.kernels.push_back(std::move(kernel));
}

// What a launched function pointer points to, from its last assignment before the launch in the
// same function: `auto kernel = &scan_kernel<Traits>;` or `kernel = scan_kernel;` makes
// `kernel<<<...>>>` a launch of scan_kernel.
// `name =`, or the declarator `(*name)(params) =`, ends at token k - 1.
// Both walks are bounded, so that a function of many launches costs linear time: a pointer is
// assigned near its launch, and a declarator's parameter list is short.
constexpr size_t kPointerLookback = 1024;  // tokens before a launch searched for its assignment
constexpr size_t kDeclaratorTokens = 128;  // tokens of a `(*name)(params)` parameter list

bool assignsTo(const std::vector<Token>& t, size_t k, std::string_view name, size_t start) {
  if (is(t[k - 1], name)) return true;
  if (!is(t[k - 1], ")")) return false;
  start = std::max(start, k > kDeclaratorTokens ? k - kDeclaratorTokens : 0);
  size_t open = k - 1;
  for (int depth = 0; open > start; --open) {
    if (is(t[open], ")")) ++depth;
    if (is(t[open], "(") && --depth == 0) break;
  }
  return open >= start + 4 && is(t[open - 1], ")") && is(t[open - 2], name) && is(t[open - 3], "*") && is(t[open - 4], "(");
}

std::optional<std::string> pointedKernel(const std::vector<Token>& t, size_t name, size_t body_start) {
  const size_t first = std::max(body_start + 1, name > kPointerLookback ? name - kPointerLookback : 0);
  for (size_t k = name; k-- > first;) {
    if (!is(t[k], "=") || !assignsTo(t, k, t[name].text, body_start) || k + 1 >= name) continue;
    const size_t target = is(t[k + 1], "&") ? k + 2 : k + 1;
    if (target < name && t[target].kind == Token::kIdentifier && (is(t[target + 1], ";") || is(t[target + 1], "<")))
      return baseName(t[target].text);
    return std::nullopt;
  }
  return std::nullopt;
}

void scanLaunch(const std::vector<Token>& t, size_t chevrons, size_t body_start, const std::vector<std::string>& enclosing, FileFacts& facts) {
  if (chevrons == 0) return;
  size_t name = chevrons - 1;
  if (is(t[name], ">")) {  // kernel<T, N><<<...>>>
    int depth = 0;
    for (; name > 0; --name) {
      if (is(t[name], ">")) ++depth;
      if (is(t[name], "<") && --depth == 0) break;
    }
    if (name == 0) return;
    --name;
  }
  if (t[name].kind != Token::kIdentifier) return;
  LaunchFact launch;
  launch.kernel = pointedKernel(t, name, body_start).value_or(baseName(t[name].text));
  launch.pos = t[name].pos;
  launch.function = enclosing.empty() ? "" : enclosing.back();
  facts.launches.push_back(std::move(launch));
}

// The C++ function a registration binds: `fn`, `&fn`, `TORCH_FN(fn)`, `&ns::fn`.
std::string boundFunction(const std::vector<Token>& t, size_t i, size_t end) {
  for (; i < end; ++i) {
    if (is(t[i], ")") || is(t[i], ",")) break;
    if (t[i].kind == Token::kIdentifier && !is(t[i], "TORCH_FN") && !is(t[i], "TORCH_FN_TYPE")) return baseName(t[i].text);
  }
  return "";
}

// TORCH_LIBRARY / TORCH_LIBRARY_FRAGMENT / TORCH_LIBRARY_IMPL / PYBIND11_MODULE blocks and the
// m.def / m.impl calls inside them.
void scanRegistrations(const std::vector<Token>& t, FileFacts& facts) {
  for (size_t i = 0; i + 1 < t.size(); ++i) {
    // torch::RegisterOperators().op("ns::name(schema)", &fn).op(...);  (the older registration API)
    if (baseName(t[i].text) == "RegisterOperators") {
      for (size_t k = i + 1; k + 2 < t.size() && !is(t[k], ";"); ++k) {
        if (!is(t[k], "op") || !is(t[k + 1], "(") || t[k + 2].kind != Token::kString) continue;
        const std::string_view text = t[k + 2].text;
        Registration r;
        r.op = std::string(text.substr(0, text.find('(')));
        r.schema = text.find('(') != std::string_view::npos ? std::string(text) : "";
        r.pos = t[k + 2].pos;
        if (k + 3 < t.size() && is(t[k + 3], ",")) r.function = boundFunction(t, k + 4, t.size());
        facts.registrations.push_back(std::move(r));
      }
      continue;
    }
    const bool library = is(t[i], "TORCH_LIBRARY") || is(t[i], "TORCH_LIBRARY_FRAGMENT");
    const bool impl = is(t[i], "TORCH_LIBRARY_IMPL");
    const bool pybind = is(t[i], "PYBIND11_MODULE");
    if (!(library || impl || pybind) || !is(t[i + 1], "(")) continue;
    const size_t close = matching(t, i + 1);
    if (close + 1 >= t.size() || !is(t[close + 1], "{")) continue;
    const std::string ns = t[i + 2].kind == Token::kIdentifier ? std::string(t[i + 2].text) : "";
    std::string key = pybind ? "python" : "";
    if (impl && i + 4 < close && t[i + 4].kind == Token::kIdentifier) key = std::string(t[i + 4].text);
    const size_t end = matching(t, close + 1);
    for (size_t k = close + 2; k + 2 < end && k + 2 < t.size(); ++k) {
      const bool def = is(t[k], "def") && (library || pybind);
      if (!(def || (impl && is(t[k], "impl"))) || !is(t[k + 1], "(") || t[k + 2].kind != Token::kString) continue;
      const std::string_view text = t[k + 2].text;
      const std::string name(text.substr(0, std::min(text.find('('), text.find('.', text.rfind("::") == std::string_view::npos ? 0 : text.rfind("::")))));
      Registration r;
      r.op = pybind || name.find("::") != std::string::npos ? name : ns + "::" + name;
      r.dispatch_key = key;
      r.schema = def && !pybind && text.find('(') != std::string_view::npos ? std::string(text) : "";
      r.pos = t[k + 2].pos;
      if (k + 3 < t.size() && is(t[k + 3], ",")) r.function = boundFunction(t, k + 4, end);
      facts.registrations.push_back(std::move(r));
    }
  }
}

// Whether t[i] is on a preprocessor line (a `#` starts its line): a macro's own #define.
bool inDirective(const std::vector<Token>& t, size_t i) {
  size_t first = i;
  while (first > 0 && t[first - 1].pos.line == t[i].pos.line) --first;
  return is(t[first], "#");
}

// mmcv's device registry: REGISTER_DEVICE_IMPL(impl, DEVICE, fn) and REGISTER_NPU_IMPL(impl, fn).
void scanDeviceImpls(const std::vector<Token>& t, FileFacts& facts) {
  for (size_t i = 0; i + 5 < t.size(); ++i) {
    const bool device = is(t[i], "REGISTER_DEVICE_IMPL"), npu = is(t[i], "REGISTER_NPU_IMPL");
    if (!(device || npu) || !is(t[i + 1], "(") || t[i + 2].kind != Token::kIdentifier || !is(t[i + 3], ",")) continue;
    if (inDirective(t, i)) continue;  // the macro's #define: its parameters are not names
    DeviceImplFact fact;
    fact.impl = std::string(t[i + 2].text);
    fact.pos = t[i].pos;
    size_t fn = i + 4;
    if (device) {
      if (t[fn].kind != Token::kIdentifier || fn + 2 >= t.size() || !is(t[fn + 1], ",")) continue;
      fact.device = std::string(t[fn].text);
      fn += 2;
    } else {
      fact.device = "NPU";
    }
    if (t[fn].kind != Token::kIdentifier) continue;
    fact.function = baseName(t[fn].text);
    facts.device_impls.push_back(std::move(fact));
  }
}

bool isNpuPortUse(std::string_view name) {
  return name == "EXEC_NPU_CMD" || name == "OpCommand" || name.rfind("at_npu::native::OpCommand", 0) == 0 ||
         name.rfind("c10_npu::", 0) == 0;
}

}  // namespace

std::vector<Token> tokenize(std::string_view text, std::vector<Comment>* comments) {
  return Tokenizer(text, comments).run();
}

// Macros whose #if selects another backend's code: ROCm/HIP builds of PyTorch extensions and
// HIP's own platform macros (PyTorch's cpp_extension defines USE_ROCM for ROCm builds; HIP's
// headers define __HIP_PLATFORM_AMD__/__HIP_PLATFORM_HCC__, hipcc defines __HIPCC__), and SYCL's
// device pass (__SYCL_DEVICE_ONLY__).
bool isOtherBackendMacro(std::string_view name) {
  return name == "USE_ROCM" || name == "__HIP_PLATFORM_AMD__" || name == "__HIP_PLATFORM_HCC__" || name == "__HIPCC__" ||
         name == "__HIP__" || name == "__SYCL_DEVICE_ONLY__";
}

// What an #if/#ifdef/#ifndef condition says of the branch under it: +1 another backend's code
// (`defined(USE_ROCM)`, `A || B` of such), -1 not it (`!defined(USE_ROCM)`, #ifndef), 0 unknown.
int backendCondition(const std::vector<Token>& t, size_t begin, size_t end, std::string_view directive) {
  bool negated = directive == "ifndef", any = false;
  for (size_t i = begin; i < end; ++i) {
    const std::string_view x = t[i].text;
    if (x == "defined" || x == "(" || x == ")" || x == "|") continue;  // `||` is two `|` tokens
    if (x == "!" && i == begin) {
      negated = true;
      continue;
    }
    if (!isOtherBackendMacro(x) || (negated && any)) return 0;
    any = true;
  }
  return !any ? 0 : negated ? -1 : 1;
}

// The tokens outside #if branches that hold another backend's code, with the directives kept:
// the lexical pass sees every branch, and a CUDA call written again in a ROCm branch is no
// second call (Clang's pass sees only the branch the build takes).
std::vector<Token> withoutOtherBackendBranches(std::vector<Token> t) {
  struct Frame {
    int condition;   // as backendCondition
    bool in_else;    // past its #else
    bool unknown;    // past an #elif: no longer known
    bool skipping() const { return !unknown && condition != 0 && (condition > 0) != in_else; }
  };
  std::vector<Frame> frames;
  size_t skipping = 0;  // frames that skip now
  std::vector<Token> out;
  out.reserve(t.size());
  for (size_t i = 0; i < t.size();) {
    const bool directive = is(t[i], "#") && (i == 0 || t[i - 1].pos.line != t[i].pos.line) && i + 1 < t.size() &&
                           t[i + 1].pos.line == t[i].pos.line;
    if (directive) {
      size_t end = i + 1;
      while (end < t.size() && t[end].pos.line == t[i].pos.line) ++end;
      const std::string_view name = t[i + 1].text;
      auto update = [&](auto change) {
        skipping -= frames.back().skipping();
        change(frames.back());
        skipping += frames.back().skipping();
      };
      if (name == "if" || name == "ifdef" || name == "ifndef") {
        frames.push_back({backendCondition(t, i + 2, end, name), false, false});
        skipping += frames.back().skipping();
      } else if (name == "elif" && !frames.empty()) {
        update([](Frame& f) { f.unknown = true; });
      } else if (name == "else" && !frames.empty()) {
        update([](Frame& f) { f.in_else = true; });
      } else if (name == "endif" && !frames.empty()) {
        skipping -= frames.back().skipping();
        frames.pop_back();
      }
      for (; i < end; ++i) out.push_back(t[i]);
      continue;
    }
    if (skipping == 0) out.push_back(t[i]);
    ++i;
  }
  return out;
}

void scanLexically(std::string_view text, const ApiFilter& is_api, FileFacts& facts) {
  std::vector<Comment> comments;
  const std::vector<Token> t = withoutOtherBackendBranches(tokenize(text, &comments));
  for (const auto& comment : comments) {
    Suppression suppression;
    if (parseSuppression(comment, suppression)) facts.suppressions.push_back(std::move(suppression));
  }
  // Enclosing function names: an identifier followed by ( ... ) { opens a function body.
  std::vector<std::pair<std::string, int>> functions;  // name, brace depth of its body
  std::vector<std::string> enclosing;
  std::vector<size_t> body_starts;  // the `{` of each enclosing function
  int depth = 0;
  for (size_t i = 0; i < t.size(); ++i) {
    const Token& tok = t[i];
    if (is(tok, "{")) {
      ++depth;
      // `name ( ... ) [const|noexcept|override|final|mutable] {`
      size_t k = i;
      while (k > 0 && (is(t[k - 1], "const") || is(t[k - 1], "noexcept") || is(t[k - 1], "override") ||
                       is(t[k - 1], "final") || is(t[k - 1], "mutable")))
        --k;
      if (k > 0 && is(t[k - 1], ")")) {
        int paren = 0;
        size_t open = k - 1;
        for (; open > 0; --open) {
          if (is(t[open], ")")) ++paren;
          if (is(t[open], "(") && --paren == 0) break;
        }
        if (open > 0 && t[open - 1].kind == Token::kIdentifier && !is(t[open - 1], "if") &&
            !is(t[open - 1], "for") && !is(t[open - 1], "while") && !is(t[open - 1], "switch") &&
            !is(t[open - 1], "catch")) {
          functions.emplace_back(baseName(t[open - 1].text), depth);
          enclosing.push_back(functions.back().first);
          body_starts.push_back(i);
        }
      }
    } else if (is(tok, "}")) {
      if (!functions.empty() && functions.back().second == depth) {
        functions.pop_back();
        enclosing.pop_back();
        body_starts.pop_back();
      }
      --depth;
    } else if (is(tok, "__global__")) {
      scanKernel(t, i, facts);
    } else if (is(tok, "<<<")) {
      scanLaunch(t, i, body_starts.empty() ? 0 : body_starts.back(), enclosing, facts);
    } else if (tok.kind == Token::kIdentifier && !enclosing.empty() && i + 1 < t.size() &&
               (is(t[i + 1], "(") || is(t[i + 1], "<")) && !is(tok, "if") && !is(tok, "for") && !is(tok, "while") &&
               !is(tok, "switch") && !is(tok, "return") && !is(tok, "sizeof")) {
      facts.callees[enclosing.back()].insert(baseName(tok.text));
      if (is_api(tok.text, is(t[i + 1], "("))) facts.calls.push_back({std::string(tok.text), tok.pos, false});
    } else if (tok.kind == Token::kIdentifier && is_api(tok.text, i + 1 < t.size() && is(t[i + 1], "("))) {
      facts.calls.push_back({std::string(tok.text), tok.pos, false});
    } else if (tok.kind == Token::kIdentifier && isNpuPortUse(tok.text)) {
      facts.npu_port_uses.push_back(tok.pos);
    }
  }
  scanRegistrations(t, facts);
  scanDeviceImpls(t, facts);
}

}  // namespace npu_lint::cuda
