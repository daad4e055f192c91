// Where a fact, an op use or a finding is, and the suppression comments of a file: shared by
// every input kind's facts (C++/CUDA, Python, project files).
#pragma once
#include <string>
#include <vector>

namespace npu_lint {

struct Location {
  // As the user can open it: a source path, or "<archive>/code/..." inside a model; for a model's
  // Python line, relative to `exported_from` when that is set.
  std::string file;
  int line = 0;      // 1-based; 0 when unknown
  int column = 0;    // 1-based; 0 when unknown
  std::string function;
  std::string module;  // submodule path inside a model, e.g. "layer1.0.conv1"
  std::string entry_point;  // the model method scanned that reaches it: "forward", "__setstate__"
  std::string call;         // in Python: the API called there that runs the op, "torch.nn.functional.pad"
  bool for_some_arguments = false;  // that API runs the op for some arguments only
  // Models: the folder the model's Python source was in on the machine that exported it
  // ("/home/ann/proj/models/"), which `file` is relative to; "" when `file` is a path here.
  std::string exported_from;
  // Models: the installed package's line the op runs on ("torch/nn/modules/conv.py:459", below
  // its site-packages folder), when `file:line` is the model's own code calling into it, or when
  // the debug records hold no frame of the model's own code (then `file` is "").
  std::string library_frame;
  // Models: `file` is a Python file this scan read (judge/model_sources.h), which the report may
  // point at as a file here. Not in the JSON: a report read back points at the model instead.
  bool scanned_here = false;
};

// What tells two sites apart: their file, or for a model op whose recorded frames are all
// installed packages', the package line it runs on (`file` is then "").
inline const std::string& siteFile(const Location& at) { return at.file.empty() ? at.library_frame : at.file; }

struct SourcePos {
  unsigned line = 0, column = 0;
  bool empty() const { return line == 0; }
  bool operator==(const SourcePos& other) const { return line == other.line && column == other.column; }
};

// `# npu-lint: ignore[rule-a, rule-b]` (this line) or `# npu-lint: ignore-next-line[...]` (`//` in
// C++); no brackets: every rule.
struct Suppression {
  unsigned comment_line = 0;
  unsigned target_line = 0;
  std::vector<std::string> rules;
  bool used = false;
};

}  // namespace npu_lint
