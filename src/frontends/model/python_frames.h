// The Python frames a TorchScript archive's debug records keep for an op, and which of them is
// the model's own code: the line a finding points at is the one the user can change, not the
// line inside PyTorch the op runs on.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace npu_lint {

struct PythonFrame {
  std::string file;  // as recorded on the exporting machine
  int line = 0;      // 1-based
  int column = 0;    // 1-based; 0 when not recorded (traced frames)
  std::string function;
};

// The Python stack torch.jit.trace records as a traced op's source text, one
// "/path/file.py(LINE): function" line per frame, innermost first; empty when `text` is not one
// (a scripted op's source text is the Python code itself).
std::vector<PythonFrame> parseTraceStack(std::string_view text);

// "torch/nn/modules/conv.py" for a file of an installed package (below a site-packages or
// dist-packages folder), else nullopt: the model's own code.
std::optional<std::string> installedPackagePath(const std::string& file);

struct ChosenFrames {
  std::optional<PythonFrame> user;     // the innermost frame in the model's own code
  std::optional<PythonFrame> library;  // the innermost frame, when it is an installed package's or a string's
};

// From `frames`, innermost first: walking outward past installed packages' frames and code
// compiled from strings ("<string>"), the first of the model's own code. Frames beyond torch.jit.trace's or torch.jit.script's own belong to the
// script that exported the model, not to the model, and are never chosen.
ChosenFrames chooseFrames(const std::vector<PythonFrame>& frames);

}  // namespace npu_lint
