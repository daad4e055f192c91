#include "core/output.h"

#include <sys/stat.h>

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>

#include "core/error.h"

namespace npu_lint {

void writeFileAtomically(const std::string& path, const std::string& text, bool keep_mode) {
  const std::string temp = path + ".npu-lint-tmp." + std::to_string(getpid());
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    if (!out) throw UserError(path + ": cannot write: " + std::strerror(errno));
    out << text;
    out.flush();
    if (!out) {
      std::remove(temp.c_str());
      throw UserError(path + ": write failed: " + std::strerror(errno));
    }
  }
  struct stat before {};
  if (keep_mode && stat(path.c_str(), &before) == 0) chmod(temp.c_str(), before.st_mode & 07777);
  if (std::rename(temp.c_str(), path.c_str()) != 0) {
    const std::string reason = std::strerror(errno);
    std::remove(temp.c_str());
    throw UserError(path + ": cannot write: " + reason);
  }
}

}  // namespace npu_lint
