// Fuzzes what npu-lint itself reads of a model archive: the zip central-directory check that
// runs before LibTorch sees the file, the scan of data.pkl for the root class, and the lexical
// call scan of serialized TorchScript code, with what it reads of method result types, and the
// Python stack a traced op's debug text records. (constants.pkl and *.debug_pkl are read by
// LibTorch's unpickler inside the helper process, whose crashes npu-lint contains.)
#include <cstdint>
#include <string>

#include "core/error.h"
#include "frontends/model/code_calls.h"
#include "frontends/model/python_frames.h"
#include "frontends/model/root_class.h"
#include "frontends/model/zip_directory.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  npu_lint::ZipLimits limits;
  limits.max_entries = 1000;
  try {
    // As the whole file, and as the tail of a larger one.
    npu_lint::parseZipDirectory(bytes, size, limits);
    npu_lint::parseZipDirectory(bytes, size + 4096, limits);
  } catch (const npu_lint::UserError&) {
  }
  std::string error;
  npu_lint::rootClassFromDataPkl(bytes, error);
  npu_lint::scanCode(bytes);
  npu_lint::chooseFrames(npu_lint::parseTraceStack(bytes));
  return 0;
}
