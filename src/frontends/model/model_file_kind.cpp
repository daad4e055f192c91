#include "frontends/model/model_file_kind.h"

#include <set>
#include "core/strings.h"

namespace npu_lint {
namespace {

const char kRescript[] = "script or trace the model (torch.jit.script / torch.jit.trace) and scan the saved archive";


// ONNX files are a protobuf ModelProto: field 1 (ir_version, a small varint) comes first, then
// producer_name (2), producer_version (3), domain (4), model_version (5), doc_string (6) or graph (7).
bool looksLikeOnnx(std::string_view head) {
  if (head.size() < 3 || head[0] != '\x08') return false;
  const auto ir_version = static_cast<unsigned char>(head[1]);
  const auto next = static_cast<unsigned char>(head[2]);
  return ir_version >= 1 && ir_version <= 20 && (next == 0x12 || next == 0x1a || next == 0x22 || next == 0x28 ||
                                                 next == 0x32 || next == 0x3a);
}

bool isDigit(char c) { return c >= '0' && c <= '9'; }

}  // namespace

std::string describeNonZipModel(std::string_view head) {
  // torch.save's format before PyTorch 1.6: pickle protocol 2, then its magic number as a LONG1.
  if (startsWith(head, std::string_view("\x80\x02\x8a\x0a\x6c\xfc\x9c\x46\xf9\x20\x6a\xa8\x50\x19", 14)))
    return std::string("a torch.save file in the pre-1.6 pickle format (weights or a pickled eager model): ") + kRescript;
  // Flatbuffers name their schema in bytes 4-7: ExecuTorch programs "ET" + two digits, PyTorch
  // Mobile's flatbuffer models "PTMF".
  if (head.size() >= 8 && head.substr(4, 2) == "ET" && isDigit(head[6]) && isDigit(head[7]))
    return std::string("an ExecuTorch program (.pte), already lowered for the ExecuTorch runtime: ") + kRescript;
  if (head.size() >= 8 && head.substr(4, 4) == "PTMF")
    return "a PyTorch Mobile flatbuffer model, which holds bytecode but no TorchScript code: save the scripted "
           "model with torch.jit.save (or _save_for_lite_interpreter without _use_flatbuffer) and scan that";
  if (looksLikeOnnx(head))
    return std::string("an ONNX model: ") + kRescript;
  // safetensors: an 8-byte little-endian header length, then the JSON header.
  if (head.size() >= 10 && head[8] == '{' && head[9] == '"' && head[6] == '\0' && head[7] == '\0')
    return std::string("a safetensors weights file, which holds no code: ") + kRescript;
  return "";
}

std::string describeNonTorchScriptZip(const std::vector<ZipEntry>& entries) {
  std::set<std::string> inner;  // names below the archive's top folder
  bool has_code = false;
  for (const auto& entry : entries) {
    const size_t slash = entry.name.find('/');
    const std::string name = slash == std::string::npos ? entry.name : entry.name.substr(slash + 1);
    has_code = has_code || startsWith(name, "code/");
    inner.insert(name);
  }
  if (inner.count("model.json"))
    return "a TorchScript archive in the layout of PyTorch 1.3 and older (model.json, attributes.pkl, tensors/), "
           "which npu-lint does not read: load it with torch.jit.load and save it again with torch.jit.save in a "
           "current PyTorch";
  if (has_code) return "";
  if (inner.count("bytecode.pkl"))
    return "a PyTorch Mobile archive with bytecode only, no TorchScript code: save the scripted model with "
           "torch.jit.save and scan that";
  if (inner.count("data.pkl"))
    return std::string("a torch.save file (a state_dict, checkpoint or pickled eager model): it holds weights, "
                       "not the TorchScript code npu-lint reads; ") + kRescript;
  return "";
}

}  // namespace npu_lint
