// How much of a zip archive (a TorchScript archive) the model frontend reads: --max-archive-entries,
// --max-code-bytes. Options every frontend's caller sets (frontend.h), the zip reader obeys.
#pragma once
#include <cstddef>
#include <cstdint>

namespace npu_lint {

struct ZipLimits {
  size_t max_entries = 100000;
  uint64_t max_read_bytes = 256ull << 20;  // uncompressed bytes of every entry the analyser reads
};

}  // namespace npu_lint
