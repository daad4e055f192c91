// torch_npu releases the op database knows (op_db/releases.json).
#pragma once
#include <optional>
#include <string>
#include <vector>

namespace npu_lint {

struct ReleaseInfo {
  std::string name;  // "2.12"
  bool published = false;
  std::vector<std::string> packages;  // "2.12.0 (PyTorch 2.12.0, CANN 9.1.0)"
  std::string pytorch;                // the PyTorch version of its newest package: "2.12.0"
};

struct Releases {
  std::vector<ReleaseInfo> all;  // oldest first
  std::string default_release;

  // The one place a requested release becomes a release name: "2.12", "v2.12", a package
  // version "2.12.0", or "" for the default (the newest published). Throws UserError naming the
  // known ones.
  std::string resolve(const std::string& requested) const;
  // The release that publishes torch_npu package `version` ("2.1.0.post10" -> "2.1"), or nullopt.
  std::optional<std::string> releaseOf(const std::string& version) const;
  // Index in `all`, or -1.
  int indexOf(const std::string& name) const;
};

Releases loadReleases(const std::string& path);

}  // namespace npu_lint
