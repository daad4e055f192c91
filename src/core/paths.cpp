#include "core/paths.h"

#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <cerrno>
#include <cstring>
#include <fstream>

#include "core/error.h"

namespace npu_lint {
namespace fs = std::filesystem;

std::string executableDir() {
  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (ec) throw UserError("cannot locate the npu-lint executable: " + ec.message());
  return self.parent_path().string();
}

namespace {
std::string firstExisting(std::initializer_list<fs::path> candidates) {
  for (const auto& candidate : candidates)
    if (fs::exists(candidate)) return candidate.string();
  return candidates.begin()->string();
}
}  // namespace

std::string dataDir() {
  const fs::path exe = executableDir();
  for (const fs::path& dir : {exe, exe.parent_path() / "share" / "npu-lint"})
    if (fs::exists(dir / "op_db")) return dir.string();
  throw UserError("cannot find npu-lint's data (op_db/) beside " + exe.string() + " or in ../share/npu-lint");
}

std::string helperPath(const std::string& name) {
  const fs::path exe = executableDir();
  return firstExisting({exe / name, exe.parent_path() / "libexec" / "npu-lint" / name});
}

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UserError(path + ": cannot read: " + std::strerror(errno));
  // Read in blocks into room sized from the file: a stream copy through a stringbuf took 40% of
  // the start of a run (it grows and copies the 6 MB op tables several times).
  std::string text;
  std::error_code ec;
  if (const auto size = fs::file_size(path, ec); !ec) text.reserve(std::min<std::uintmax_t>(size, 1u << 28));
  char block[1 << 16];
  while (in.read(block, sizeof block) || in.gcount() > 0) text.append(block, static_cast<size_t>(in.gcount()));
  if (in.bad()) throw UserError(path + ": cannot read: " + std::strerror(errno));
  return text;
}

bool isPathBelow(const std::string& path, const std::string& folder) {
  if (folder == "/") return !path.empty() && path[0] == '/';
  return path.compare(0, folder.size(), folder) == 0 && (path.size() == folder.size() || path[folder.size()] == '/');
}

bool isInsideFolder(const std::string& path, const std::string& folder) {
  std::error_code ec, folder_ec;
  const fs::path resolved = fs::weakly_canonical(fs::absolute(path), ec);
  const fs::path resolved_folder = fs::weakly_canonical(fs::absolute(folder), folder_ec);
  return !ec && !folder_ec && isPathBelow(resolved.string(), resolved_folder.string());
}

std::string pathNear(const std::string& path, const std::string& folder) {
  const fs::path relative = fs::path(path).lexically_normal().lexically_relative(fs::path(folder).lexically_normal());
  int ups = 0;
  for (const auto& part : relative) ups += part == "..";
  return relative.empty() || ups > 2 ? path : relative.generic_string();
}

}  // namespace npu_lint
