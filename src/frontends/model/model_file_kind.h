// What a file given as a model is when it is not a TorchScript archive npu-lint can read, so
// that the error names the format and what to do instead of only "not a TorchScript archive".
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "frontends/model/zip_directory.h"

namespace npu_lint {

// From the file's first bytes (at least 16 when the file has them): ONNX, ExecuTorch,
// PyTorch Mobile flatbuffers, pre-1.6 torch.save pickles, safetensors. "" when none matches.
std::string describeNonZipModel(std::string_view head);

// From a zip archive's entries: the pre-1.4 TorchScript layout (model.json), a torch.save
// checkpoint (data.pkl without code/), a mobile archive without code. "" when it has code/.
std::string describeNonTorchScriptZip(const std::vector<ZipEntry>& entries);

}  // namespace npu_lint
