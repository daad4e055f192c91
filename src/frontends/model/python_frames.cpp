#include "frontends/model/python_frames.h"

#include <cctype>

namespace npu_lint {

std::vector<PythonFrame> parseTraceStack(std::string_view text) {
  std::vector<PythonFrame> frames;
  while (!text.empty()) {
    const size_t end = text.find('\n');
    if (end == std::string_view::npos) return {};  // the tracer ends every frame with a newline
    const std::string_view line = text.substr(0, end);
    text.remove_prefix(end + 1);
    // "<file>(<digits>): <function>", the file (a .py path, or "<stdin>") possibly holding
    // parentheses itself.
    const size_t colon = line.rfind("): ");
    const size_t open = colon == std::string_view::npos ? colon : line.rfind('(', colon);
    if (open == std::string_view::npos || open == 0 || open + 1 == colon) return {};
    const std::string_view file = line.substr(0, open);
    const bool named = (file.size() > 3 && file.substr(file.size() - 3) == ".py") || (file.front() == '<' && file.back() == '>');
    if (!named) return {};  // Python code such as `{f(1): y}`
    int number = 0;
    for (size_t i = open + 1; i < colon; ++i) {
      if (!std::isdigit(static_cast<unsigned char>(line[i])) || number > 100'000'000) return {};
      number = number * 10 + (line[i] - '0');
    }
    frames.push_back({std::string(file), number, 0, std::string(line.substr(colon + 3))});
  }
  return frames;
}

std::optional<std::string> installedPackagePath(const std::string& file) {
  for (const char* folder : {"/site-packages/", "/dist-packages/"})
    if (const size_t at = file.rfind(folder); at != std::string::npos) return file.substr(at + std::char_traits<char>::length(folder));
  // Python's own library (/usr/lib/python3.11/contextlib.py): a wrapper between the model's
  // code and PyTorch's is no more the user's line than PyTorch's is.
  const size_t lib = file.find("/lib/python");
  const size_t folder_end = lib == std::string::npos ? lib : file.find('/', lib + 11);
  if (folder_end != std::string::npos && folder_end + 1 < file.size() && std::isdigit(static_cast<unsigned char>(file[lib + 11])))
    return file.substr(folder_end + 1);
  return std::nullopt;
}

namespace {

// torch.jit.trace's and torch.jit.script's own functions: the frames beyond them are the script
// that exported the model. (Not every torch/jit frame: torchvision's ops decorated with
// @torch.jit._script_if_tracing run through a `wrapper` in torch/jit/ between the op and the
// model's line.)
bool isExportEntry(const std::string& installed, const std::string& function) {
  if (installed != "torch/jit/_trace.py" && installed != "torch/jit/_script.py") return false;
  for (const char* entry : {"trace", "trace_module", "_trace_impl", "script", "_script_impl"})
    if (function == entry) return true;
  return false;
}

}  // namespace

ChosenFrames chooseFrames(const std::vector<PythonFrame>& frames) {
  ChosenFrames chosen;
  for (const PythonFrame& frame : frames) {
    const std::optional<std::string> installed = installedPackagePath(frame.file);
    // Code compiled from a string ("<string>", "<stdin>") has no file to open: walk on.
    const bool from_string = !frame.file.empty() && frame.file.front() == '<';
    if (&frame == &frames.front() && (installed || from_string)) chosen.library = frame;
    if (from_string) continue;
    if (!installed) {
      chosen.user = frame;
      break;
    }
    if (isExportEntry(*installed, frame.function)) break;  // the exporting script lies beyond
  }
  return chosen;
}

}  // namespace npu_lint
