// Fuzzes the source scanner's lexical pass (tokens, comments, suppressions, kernels, launches,
// registrations, the call graph).
#include <cstdint>
#include <string_view>

#include "frontends/source/lexical_scan.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  npu_lint::cuda::FileFacts facts;
  npu_lint::cuda::scanLexically(text, [](std::string_view name, bool) { return name.rfind("cuda", 0) == 0; }, facts);
  return 0;
}
