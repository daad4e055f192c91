// Reads a zip archive's central directory without trusting it: the model frontend checks an
// archive here, in npu-lint's own process and before LibTorch sees it, against the limits on
// entries and on the bytes it would have to read, and rejects names that leave the archive.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "frontends/common/zip_limits.h"

namespace npu_lint {

struct ZipEntry {
  std::string name;
  uint64_t compressed_size = 0, uncompressed_size = 0;
};

// Entries of the archive at `path`. Throws UserError with a one-line reason when it is not a
// zip, is truncated, or is hostile.
std::vector<ZipEntry> readZipDirectory(const std::string& path, const ZipLimits& limits);

// The same over bytes already in memory: the tail of the file (at most 64 KiB + the central
// directory) and the file's size. Exposed for the fuzzer.
std::vector<ZipEntry> parseZipDirectory(const std::string& tail, uint64_t file_size, const ZipLimits& limits);

// Whether the model analyser reads this entry (code, debug info, pickles); weights it never reads.
bool isReadEntry(const std::string& name);

}  // namespace npu_lint
