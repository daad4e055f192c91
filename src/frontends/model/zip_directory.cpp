#include "frontends/model/zip_directory.h"

#include <algorithm>
#include <fstream>

#include "core/error.h"

namespace npu_lint {
namespace {

constexpr uint32_t kEndSignature = 0x06054b50, kZip64EndSignature = 0x06064b50, kZip64LocatorSignature = 0x07064b50,
                   kCentralSignature = 0x02014b50;
constexpr size_t kEndSize = 22, kZip64LocatorSize = 20, kZip64EndSize = 56, kCentralSize = 46;
constexpr uint64_t kMaxDirectoryBytes = 64ull << 20;

// Little-endian reads that never run past the buffer: a short read is a truncated archive.
class Reader {
 public:
  Reader(const std::string& bytes, uint64_t offset) : bytes_(bytes), at_(offset) {}
  uint64_t u(size_t width) {
    if (at_ + width > bytes_.size()) throw UserError("the zip directory is truncated");
    uint64_t value = 0;
    for (size_t i = 0; i < width; ++i) value |= uint64_t(static_cast<unsigned char>(bytes_[at_ + i])) << (8 * i);
    at_ += width;
    return value;
  }
  std::string text(size_t length) {
    if (at_ + length > bytes_.size()) throw UserError("the zip directory is truncated");
    std::string out = bytes_.substr(at_, length);
    at_ += length;
    return out;
  }
  void skip(size_t length) {
    if (at_ + length > bytes_.size()) throw UserError("the zip directory is truncated");
    at_ += length;
  }
  uint64_t at() const { return at_; }

 private:
  const std::string& bytes_;
  uint64_t at_;
};

bool escapes(const std::string& name) {
  if (name.empty() || name[0] == '/' || name[0] == '\\' || name.find('\0') != std::string::npos) return true;
  if (name.size() > 1 && name[1] == ':') return true;  // C:\...
  size_t start = 0;
  while (start <= name.size()) {
    size_t end = name.find_first_of("/\\", start);
    if (end == std::string::npos) end = name.size();
    if (name.compare(start, end - start, "..") == 0 && end - start == 2) return true;
    start = end + 1;
  }
  return false;
}

}  // namespace

bool isReadEntry(const std::string& name) {
  const size_t slash = name.find('/');
  const std::string inner = slash == std::string::npos ? name : name.substr(slash + 1);
  return inner.rfind("code/", 0) == 0 || inner == "data.pkl" || inner == "constants.pkl" ||
         (inner.size() > 10 && inner.compare(inner.size() - 10, 10, ".debug_pkl") == 0);
}

std::vector<ZipEntry> parseZipDirectory(const std::string& tail, uint64_t file_size, const ZipLimits& limits) {
  // tail holds the file's last tail.size() bytes; `base` is where it starts in the file.
  if (tail.size() < kEndSize || file_size < tail.size()) throw UserError("not a zip archive (too short)");
  const uint64_t base = file_size - tail.size();
  size_t end = std::string::npos;
  for (size_t i = tail.size() - kEndSize + 1; i-- > 0;)
    if (Reader(tail, i).u(4) == kEndSignature) {
      end = i;
      break;
    }
  if (end == std::string::npos) throw UserError("not a zip archive, or truncated (no end-of-directory record)");
  Reader eocd(tail, end + 4);
  eocd.skip(6);
  uint64_t entries = eocd.u(2);
  uint64_t directory_size = eocd.u(4), directory_offset = eocd.u(4);
  if (entries == 0xFFFF || directory_size == 0xFFFFFFFF || directory_offset == 0xFFFFFFFF) {
    // Zip64: the locator just before the end record points at the zip64 end record.
    if (end < kZip64LocatorSize || Reader(tail, end - kZip64LocatorSize).u(4) != kZip64LocatorSignature)
      throw UserError("zip64 archive without its locator record");
    Reader locator(tail, end - kZip64LocatorSize + 8);
    const uint64_t record = locator.u(8);
    if (record < base || record + kZip64EndSize > file_size) throw UserError("zip64 end record outside the read tail");
    Reader zip64(tail, record - base);
    if (zip64.u(4) != kZip64EndSignature) throw UserError("bad zip64 end record");
    zip64.skip(8 + 2 + 2 + 4 + 4 + 8);
    entries = zip64.u(8);
    directory_size = zip64.u(8);
    directory_offset = zip64.u(8);
  }
  if (entries > limits.max_entries)
    throw UserError("the archive has " + std::to_string(entries) + " entries, over the limit of " +
                    std::to_string(limits.max_entries) + " (--max-archive-entries)");
  if (directory_size > kMaxDirectoryBytes || directory_offset + directory_size > file_size)
    throw UserError("the zip directory is larger than the file or than " + std::to_string(kMaxDirectoryBytes >> 20) + " MiB");
  if (directory_offset < base)
    throw UserError("the zip directory starts before the bytes read (" + std::to_string(tail.size()) + ")");
  Reader cd(tail, directory_offset - base);
  std::vector<ZipEntry> out;
  uint64_t read_bytes = 0;
  for (uint64_t i = 0; i < entries; ++i) {
    if (cd.u(4) != kCentralSignature) throw UserError("corrupt zip directory (entry " + std::to_string(i) + ")");
    cd.skip(16);
    ZipEntry entry;
    entry.compressed_size = cd.u(4);
    entry.uncompressed_size = cd.u(4);
    const size_t name_length = cd.u(2), extra_length = cd.u(2), comment_length = cd.u(2);
    cd.skip(8);
    const uint64_t local_offset = cd.u(4);
    entry.name = cd.text(name_length);
    const uint64_t extra_end = cd.at() + extra_length;
    while (cd.at() + 4 <= extra_end) {
      const uint64_t id = cd.u(2), size = cd.u(2), field_end = cd.at() + size;
      if (field_end > extra_end) throw UserError("corrupt zip extra field in " + entry.name);
      if (id == 0x0001) {  // zip64 sizes, present only for the fields that overflowed
        if (entry.uncompressed_size == 0xFFFFFFFF && cd.at() + 8 <= field_end) entry.uncompressed_size = cd.u(8);
        if (entry.compressed_size == 0xFFFFFFFF && cd.at() + 8 <= field_end) entry.compressed_size = cd.u(8);
      }
      cd.skip(field_end - cd.at());
    }
    cd.skip(extra_end - cd.at() + comment_length);
    if (escapes(entry.name)) throw UserError("entry name leaves the archive: '" + entry.name + "'");
    if (local_offset != 0xFFFFFFFF && local_offset >= file_size)
      throw UserError("entry " + entry.name + " starts past the end of the file (truncated archive)");
    if (isReadEntry(entry.name)) {
      read_bytes += entry.uncompressed_size;
      if (entry.uncompressed_size > limits.max_read_bytes || read_bytes > limits.max_read_bytes)
        throw UserError("'" + entry.name + "' and the other code and pickle entries declare " +
                        std::to_string(read_bytes) + " bytes uncompressed, over the limit of " +
                        std::to_string(limits.max_read_bytes) + " (--max-code-bytes)");
    }
    out.push_back(std::move(entry));
  }
  return out;
}

std::vector<ZipEntry> readZipDirectory(const std::string& path, const ZipLimits& limits) {
  std::ifstream in(path, std::ios::binary | std::ios::ate);
  if (!in) throw UserError("cannot read");
  const uint64_t size = static_cast<uint64_t>(in.tellg());
  if (size < kEndSize) throw UserError("not a zip archive (too short)");
  char magic[4] = {};
  in.seekg(0);
  if (!in.read(magic, 4) || std::string(magic, 4) != std::string("PK\x03\x04", 4))
    throw UserError("not a zip archive (it does not start with a zip entry header)");
  // The end record sits in the last 64 KiB (its comment is at most 65535 bytes); the directory
  // just before it. Read the end first, then as much as the directory needs.
  uint64_t want = std::min<uint64_t>(size, 65557 + kZip64LocatorSize + kZip64EndSize);
  for (int attempt = 0; attempt < 2; ++attempt) {
    std::string tail(static_cast<size_t>(want), '\0');
    in.seekg(static_cast<std::streamoff>(size - want));
    if (!in.read(tail.data(), static_cast<std::streamsize>(want))) throw UserError("cannot read");
    try {
      return parseZipDirectory(tail, size, limits);
    } catch (const UserError& e) {
      // The directory starts before what was read: read it whole (it is bounded above).
      if (attempt == 1 || std::string(e.what()).find("starts before the bytes read") == std::string::npos) throw;
      want = std::min<uint64_t>(size, kMaxDirectoryBytes + 65557 + kZip64LocatorSize + kZip64EndSize);
    }
  }
  throw UserError("unreadable zip directory");
}

}  // namespace npu_lint
