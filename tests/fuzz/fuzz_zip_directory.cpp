// Fuzzes the zip central-directory check that runs on every model before LibTorch sees it.
#include <cstdint>
#include <string>

#include "core/error.h"
#include "frontends/zip_directory.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string tail(reinterpret_cast<const char*>(data), size);
  npu_lint::ZipLimits limits;
  limits.max_entries = 1000;
  try {
    // As the whole file, and as the tail of a larger one.
    npu_lint::parseZipDirectory(tail, size, limits);
    npu_lint::parseZipDirectory(tail, size + 4096, limits);
  } catch (const npu_lint::UserError&) {
  }
  return 0;
}
