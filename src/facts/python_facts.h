// Facts the Python frontend reports for one .py file: the names it uses as Python resolves them
// (through its imports), calls and reads of members on other values, and string literals, each
// where it is written. Which members and strings are recorded is the rules' choice (PythonFilter).
#pragma once
#include <string>
#include <vector>

#include "facts/env_setting.h"
#include "facts/fix.h"
#include "facts/kinds.h"
#include "facts/location.h"

namespace npu_lint::python {

// Bytes [begin, end) of the file, with where begin is; empty when the code does not write it.
struct Token {
  uint32_t begin = 0, end = 0;
  SourcePos pos;
  std::string text{};  // the bytes [begin, end), where a fix replaces more than a name (else "")
  bool empty() const { return begin == end; }
};

// Where whole lines may be inserted: before byte `at`, the start of line `line`.
struct InsertPoint {
  uint32_t at = 0;
  unsigned line = 0;
  bool empty() const { return line == 0; }
};

// The block a test decides: a device test that is an operand of `==` or `in`, or a call, in an
// `if`/`elif` condition (alone, or under `and`). Lines from the condition to the block's end, and the calls the
// block makes, by callee: resolved through the imports ("torch.cuda.synchronize"), a name the
// file binds or a builtin ("len"), "self.f"/"cls.f", kMethodCall + "f" for a method of another
// value ("<value>.float" of `x.float()`; a relative import stays as resolved: ".kernels.fused_norm"),
// "[]" for a subscripted callee (a Triton launch `kernel[grid](...)`); "..." once past kMaxCalls.
struct GuardedBlock {
  static constexpr size_t kMaxCalls = 200;
  static constexpr const char* kMethodCall = "<value>.";
  unsigned first_line = 0, last_line = 0;
  std::vector<std::string> calls;
  // The first string in it naming CUDA as one of its `_`-separated words beside others
  // (`sort_by="self_cuda_time_total"`, `"CUDA_VISIBLE_DEVICES"`): a name only CUDA has, which no
  // rule renames (a whole device or backend string is a finding of its own); else "".
  std::string cuda_named_string;
  // The first name in it, resolved through the imports, with such a word as one of its parts
  // (`torch.backends.cuda.matmul.allow_tf32`); not under torch.cuda, whose names torch-cuda-api
  // judges. Else "".
  std::string cuda_named_name;
  bool empty() const { return first_line == 0; }
};

// A name bound by an import, used: `th.cuda.synchronize()` with `import torch as th` is
// "torch.cuda.synchronize", kind kCall. Imports themselves are kImport ("from torch.cuda import amp"
// is "torch.cuda.amp").
struct NameUse {
  std::string name;  // fully qualified, dotted
  PyUse kind = PyUse::kReference;
  SourcePos pos;
  std::string function;  // enclosing def, "" at module level
  // The token that writes the name's second part (`cuda` of `th.cuda.synchronize`, or of the
  // module in `from torch.cuda import amp`); empty where an alias or an imported name stands
  // for it (`from torch import cuda`).
  Token second;
  // An operand of a comparison, or an element of a tuple, list or set that is one
  // (`dtype in (torch.float32, torch.float64)`): a value tested against, not computed with.
  bool compared = false;
  // An element of a list, tuple or set literal (`[torch.float32, torch.float64]`): one choice of
  // several, which a rename to another element's value would duplicate.
  bool in_collection = false;
  // `<root>.cuda` as written, when the root is a module alias (`th.cuda` of `th.cuda.synchronize()`):
  // what a device-neutral fix replaces as a whole. Empty otherwise.
  Token written_prefix{};
  // A call whose result decides which code runs: an `if`/`elif`/`while` condition (negated or
  // not), an assert, a decorator's argument (`skipif(not torch.cuda.is_available())`); not a value
  // chosen by a conditional expression. The block it opens when it is true, where it is a plain
  // `if`/`elif` condition (alone or under `and`).
  bool decides_code = false;
  // A call whose result is handed on rather than used here: assigned, returned, or an argument
  // (`fused=torch.cuda.is_available()`); what it enables there is not followed. Not a value a
  // conditional expression chooses by (`"cuda" if torch.cuda.is_available() else "cpu"`).
  bool handed_on = false;
  // A call that is the test of a conditional expression choosing a device (its other value is a
  // string: `... else "cpu"`): the value chosen where the test holds, as written (`"cuda"` of
  // `"cuda" if torch.cuda.is_available() else "cpu"`, `local_rank` of
  // `local_rank if torch.cuda.is_available() else "cpu"`), up to Call::kMaxArgumentText characters.
  std::string chooses{};
  GuardedBlock guarded{};
  // A value a conditional expression picks where its test fails (`torch.float64` of
  // `torch.float32 if is_mps else torch.float64`): the test as written, without parentheses, up to
  // StringUse::kMaxComparedText characters; else empty. Whether that test names the NPU
  // (`... if (is_mps or is_npu) else torch.float64`): the value is the other devices' side of a
  // port made.
  Token chosen_unless{};
  bool chosen_unless_npu = false;
  // Where that test is a name assigned once in the same function an `==` comparison
  // (`is_mps = x.device.type == "mps"`): that comparison's place; else empty.
  Token chosen_unless_bound{};
};

// `<value>.name` where the value is not an imported name: `x.cuda()`, `t.is_cuda`.
struct MemberUse {
  std::string name;
  PyUse kind = PyUse::kReference;  // kCall or kReference
  SourcePos pos;                   // of the member name
  std::string function;
  unsigned loop_depth = 0;  // for/while loops around it in its function
  // The imported name the value is built from, through calls, attributes and subscripts:
  // "numpy.finfo" for `np.finfo(t).eps.item()`; through a name the function assigned such a
  // value (`p = Path(x)`: "pathlib.Path") or annotated (`x: Tensor`: "torch.Tensor"). What no
  // import names: "<class Net>" for an instance of a class the file defines (`m = Net()`),
  // "<host>" for a host copy (`x.cpu()`, `y = x.numpy()`, the rules' python_host_methods),
  // "self"/"cls" for `self.log(...)`; "" when the code does not say.
  std::string receiver;
  Token token;  // the member's name as written
  // For a call: its argument list (`(x, non_blocking=True)`), and whether every argument is a
  // keyword argument (true for `()`).
  Token arguments{};
  bool keyword_arguments_only = false;
  std::vector<std::string> keywords{};  // the keyword arguments' names, in order
  // For a call, where its value goes whole (through parentheses and either branch of a conditional
  // expression): the keyword it is passed as ("device=" of `device=x.f()`), the name or attribute it
  // is assigned to (`device = x.f()`, `self.device = ...`), or ".m" as the first argument of a
  // method call `.m(...)` (".to" of `t.to(x.f())`); else "".
  std::string given_as{};
  // Built from torch (`torch.zeros(...)`, a `torch.Tensor` parameter): a tensor or a torch object.
  bool receiverFromTorch() const { return receiver == "torch" || receiver.rfind("torch.", 0) == 0; }
  // Could be a tensor on the device: built from torch, or the code does not say what it is.
  bool mayBeTensor() const { return receiver.empty() || receiverFromTorch(); }
  // Another library's value (numpy's, a Path): an import other than torch built it.
  bool fromOtherLibrary() const { return !receiver.empty() && !receiverFromTorch() && receiver[0] != '<' && receiver != "self" && receiver != "cls"; }
  bool onHost() const { return receiver == "<host>"; }
};

// A string literal's value (an f-string's interpolations as "{}"), with where it is used: as
// an argument (positional or `keyword=`, or an element of a list or tuple given as one) of a call
// to `callee` (a qualified name or ".member") written at `callee_pos`, or compared, or assigned.
// Docstrings are not recorded.
struct StringUse {
  std::string value;
  SourcePos pos;
  std::string function;
  PyContext context = PyContext::kOther;
  std::string callee;   // for kArgument
  SourcePos callee_pos;  // for kArgument: where the call starts (where its NameUse is)
  std::string keyword;  // for kArgument given as keyword=...
  // Where the value's first character is written (after the prefix and quote); a value's
  // characters up to its first "{}" are the file's bytes from here.
  uint32_t value_begin = 0;
  SourcePos value_pos;
  // It decides a test: compared against (`d.type == "cuda"`, `in ("cuda", "mps")`, also inside a
  // call: `torch.device("cuda") == d`), a `case` pattern, or what startswith/endswith look for.
  bool tested = false;
  // A tested string an operand of `!=` or `not in` (or an element of the collection one is:
  // `d.type not in {"cuda", "xpu"}`): the test holds on the devices it does not name.
  bool negated_test = false;
  // One choice of several: an element of a list, tuple or set literal of two or more elements, or
  // of a `Literal[...]` type (`choices=["cpu", "cuda"]`, `Literal["nccl", "gloo"]`). Renamed, that
  // choice is gone; the port adds the NPU's beside it.
  bool one_of_several = false;
  // One of a `Literal[...]` type's choices: a value declared allowed, not one used.
  bool declared_choice = false;
  // A parameter's default (`def load_model(device="cuda")`): the parameter's name; else "".
  std::string default_of{};
  // The value of a member of an Enum class (`CUDA = "cuda"` in `class RNGType(BaseEnum)`, a base
  // whose name ends in "Enum"): that class's name; else "". The member is a name the code tests
  // against: renamed, RNGType.CUDA would stand for the NPU; the port adds an NPU member beside it.
  std::string enum_member_of{};
  // For a tested string, the other operand of its comparison as written (`device` of
  // `device == "cuda"`), up to kMaxComparedText characters; else "".
  static constexpr size_t kMaxComparedText = 64;
  std::string compared_to{};
  // For a string one side of an `==` (`x.device.type == "mps"`): that comparison's place.
  Token equality{};
  // The whole literal as written (`f"cuda:{rank}"`), and its prefix letters ("f", "rb", "").
  Token literal{};
  std::string prefix{};
  GuardedBlock guarded{};  // for a test in an `if`/`elif` condition
};

// `x[mask]` where the index is a boolean mask: a comparison (`x[x > 0]`, `~(a == b)`, `m1 & m2`
// of comparisons) or a name the same function last assigned one. Only in files that import torch;
// not where `x` is built from another library's import (numpy, pandas).
struct MaskIndex {
  SourcePos pos;  // of the subscript
  std::string function;
  std::string mask;  // the comparison as written ("scores > 0.5"), or "keep = scores > 0.5"
  unsigned loop_depth = 0;
};

// A def or class the file writes: its name, where, and for a def its parameters as written
// (`self`, `x`, `*args`, `**kw`), for a class its bases as written (`nn.Module`).
struct Definition {
  std::string name;
  bool is_class = false;
  std::string owner;  // the class a def is written directly in, else ""
  std::vector<std::string> parameters;
  std::vector<std::string> bases;
  SourcePos pos;  // of the name
  // Its decorators' callees, resolved through the imports: "triton.jit" for `@triton.jit`, for
  // `@jit` after `from triton import jit`, and for `@triton.autotune(configs=...)`'s "triton.autotune".
  std::vector<std::string> decorators{};
  // Lines from its first decorator (else the `def`/`class` line) to its body's last.
  unsigned first_line = 0, last_line = 0;
};

// `kernel[grid](...)`: a call of a subscripted name, Triton's launch syntax. The callee as the
// file names it: resolved through the imports ("pkg.ops.add_kernel"), as a relative import wrote
// it (".ops.add.add_kernel"), else as written ("add_kernel", "self.kernel", ".kernel" for `ops.kernel`).
struct SubscriptedCall {
  std::string callee;
  SourcePos pos;  // where the call starts
  std::string function;
  Token arguments{};  // the argument list's bytes (`(x, y, n, BLOCK=1024)`), text not kept
  // What the callee may stand for, named as callee is: the choices of a variable the function
  // assigned (`k = fwd_a if c else fwd_b; k[grid](...)`), or the names a call's result wraps
  // (`wrap_triton(kernel)[grid](...)`).
  std::vector<std::string> alternatives{};
};

// `from torch.cuda.amp import autocast, GradScaler as GS`: a from-import of a module with two parts
// or more (not relative, not `*`), where a device-neutral fix rewrites the whole statement as an
// assignment (`autocast, GS = device_module.amp.autocast, device_module.amp.GradScaler`).
struct FromImport {
  Token statement{};  // the whole statement, text kept
  Token module{};     // the module as written, text kept
  Token second{};     // the module's second part (`cuda`), as NameUse::second
  // The names imported and the names they bind (the alias, else the name), in order.
  struct Name {
    std::string imported, bound;
  };
  std::vector<Name> names{};
};

// A call of a plain name the file defines (`helper(x)` for its `def helper`) or binds through a
// relative import (".op.exp" for `exp(x)` after `from .op import exp`): where a function's
// callers are, so that a Triton device function is known as one. Such a name handed to a call as
// an argument (`tl.associative_scan(x, 0, combine)`, `launch(kernel, x)`) is recorded too, with
// `passed_to` naming that call's callee as the file resolves it; one a module-level name is
// assigned (`softplus = softplus_nv`) with `alias` naming it, so that its uses are the function's.
struct FunctionCall {
  std::string callee;
  SourcePos pos;
  std::string function;  // the calling function
  std::string passed_to{};  // "" for a call of `callee`
  std::string alias{};
};

// A call the rules asked about (ScanOptions::argument_calls, named as StringUse::callee), with
// its arguments as written: `keyword=value` or positional ("" keyword); `*xs` and `**kw` are
// kept with keyword "*" / "**". A value longer than kMaxArgumentText is cut there; a list, tuple
// or set written out (`sources=["a.cpp", ..., "k.cu"]`) at kMaxListArgumentText, so that what a
// rule looks for in its last elements is still there.
struct CallArgument {
  std::string keyword;
  std::string value;
};
// A call of a listed callee's result (`triton.autotune(configs=...)(kernel)`) is recorded as a call
// of that callee with the outer arguments: applying what it returns, as a decorator would.
struct Call {
  static constexpr size_t kMaxArgumentText = 120;
  static constexpr size_t kMaxListArgumentText = 4096;
  std::string callee;
  SourcePos pos;  // where the call starts
  std::string function;
  unsigned loop_depth = 0;  // for/while loops around it in its function
  std::vector<CallArgument> arguments;
};

// Code from `begin` to `end` (the position just past it).
struct Span {
  SourcePos begin, end;
  bool contains(const SourcePos& at) const {
    const auto before = [](const SourcePos& a, const SourcePos& b) { return a.line < b.line || (a.line == b.line && a.column < b.column); };
    return !before(at, begin) && before(at, end);
  }
};

struct PythonFacts {
  bool parsed_cleanly = true;
  std::string first_error;  // "line:col: syntax error"
  std::vector<NameUse> names;
  std::vector<MemberUse> members;
  std::vector<StringUse> strings;
  std::vector<MaskIndex> mask_indexes;
  std::vector<Definition> definitions;
  std::vector<Call> calls;
  std::vector<SubscriptedCall> subscripted_calls;
  std::vector<FunctionCall> function_calls;
  std::vector<FromImport> from_imports;
  // Code already written for the NPU and another device side by side: an `if` statement one of
  // whose conditions names the NPU (ScanOptions::npu_words: `torch.npu.is_available()`,
  // `is_torch_npu_available()`, `device.type == "npu"`, `backend == "hccl"`), a conditional
  // expression whose test does, and a list, tuple, set or dict holding an NPU string beside the
  // others (`["cuda", "npu"]`, `{"cuda": "nccl", "npu": "hccl"}`). A CUDA site there is the other
  // device's side of a port made.
  std::vector<Span> npu_branches;
  // Blocks only CUDA runs, by a test the fix cannot rewrite: the block of an `if`/`elif` whose
  // condition names CUDA (ScanOptions::cuda_words) through the project's own names, not negated
  // (`if is_nccl_backend:`, `elif is_cuda_available():`, `if self.use_cuda:`; not torch's names
  // nor members the rules judge, `x.is_cuda`). A fix inside leaves
  // the test as it is: the NPU never runs it.
  std::vector<Span> cuda_branches;
  std::vector<EnvSetting> env;  // os.environ[...] = ..., os.environ.setdefault, os.putenv
  // Member names of ScanOptions::member_reads the file assigns (`self.is_cuda = ...`): the
  // file's own attribute of that name, not the library's.
  std::vector<std::string> assigned_members;
  std::vector<std::string> star_imports;  // `from X import *` modules: names they bind are not resolved
  std::vector<Suppression> suppressions;
  unsigned too_deep_line = 0;  // where syntax nested past the walk's depth limit began, or 0
  unsigned out_of_time_line = 0;  // where the walk stopped when the file's time budget ran out, or 0
  unsigned full_line = 0;  // where the walk stopped when a kind of fact passed its cap, or 0
  // `import torch_npu` on its own line after the file's first module-level torch import, in the
  // file's line ending; empty when the file imports torch_npu already or has no such import.
  Edit add_torch_npu_import;
  // The start of the line after the file's first module-level `import torch` (binding `torch`
  // itself), where device-neutral code may go; empty when there is none, it is the last line, or
  // the module itself imports torch_npu (one inside an `if`/`try` is the file's own device choice).
  InsertPoint after_import_torch;
  bool crlf = false;  // the file's first line ends in "\r\n": lines a fix inserts do too
  // Which of ScanOptions::watched_identifiers the file writes anywhere (as whole words, comments
  // and strings included): names a fix must not introduce.
  std::vector<std::string> present_identifiers;
  bool empty() const {
    return parsed_cleanly && too_deep_line == 0 && out_of_time_line == 0 && full_line == 0 && names.empty() && members.empty() && strings.empty() && mask_indexes.empty() && definitions.empty() && calls.empty() && subscripted_calls.empty() && npu_branches.empty() && cuda_branches.empty() && env.empty() && star_imports.empty() && assigned_members.empty() &&
           suppressions.empty() && add_torch_npu_import.empty() && after_import_torch.empty() && present_identifiers.empty() && !crlf;
  }
};

}  // namespace npu_lint::python
