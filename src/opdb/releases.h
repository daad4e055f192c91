// torch_npu releases the op database knows (op_db/releases.json).
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/version.h"

namespace npu_lint {

struct ReleaseInfo {
  std::string name;  // "2.12"
  bool published = false;
  std::vector<std::string> packages;  // "2.12.0 (PyTorch 2.12.0, CANN 9.1.0)"
  std::string pytorch;                // the PyTorch version of its newest package: "2.12.0"
};

// A published torch_npu package and what it was built from (op_db/package_history.py): the
// release tag, the op-plugin commit the tag pins and the op-plugin file its build read.
struct PackageInfo {
  std::string version;  // "2.1.0.post4"
  std::string series;   // "2.1": the release in `Releases::all`
  std::string tag, torch_npu_commit, op_plugin_commit, op_plugin_file;
  std::string cann, cann_source;  // "CANN 8.0.0", the compatibility table's line pairing it
  bool listed = true;  // false: a release tag the table leaves out, given the CANN of its release's rows
  std::optional<Version> cann_version;  // parsed once (compatibility.h's parseCannVersion)
  // The op-plugin commit was missing from the history read: the package is judged by op-plugin's
  // series annotations, and says so.
  bool approximate = false;
  size_t index = 0;  // in version order: its cell in OpRecord::shipped
};

struct Releases {
  std::vector<ReleaseInfo> all;  // oldest first
  std::string default_release;
  std::vector<PackageInfo> packages;  // every published package, in version order

  // The package `version` names exactly ("2.1.0.post4", "v2.2.0"), or null.
  const PackageInfo* package(const std::string& version) const;
  // The newest published package of a release, or null when it has none.
  const PackageInfo* newestOf(const std::string& release) const;
  // What a request judges against: the package it names exactly, else the newest package of the
  // release it names ("2.3" -> 2.3.1.post6); "" for a release with no published package. A
  // package version the table does not know throws UserError naming the nearest published ones.
  std::string packageFor(const std::string& requested) const;

  // The one place a requested release becomes a release name: "2.12", "v2.12", a published
  // package version "2.12.0", or "" for the default (the newest published). Throws UserError
  // naming the known ones (for an unpublished package version: the nearest published ones).
  std::string resolve(const std::string& requested) const;
  // The release that publishes torch_npu package `version` ("2.1.0.post10" -> "2.1"), or nullopt.
  std::optional<std::string> releaseOf(const std::string& version) const;
  // Index in `all`, or -1.
  int indexOf(const std::string& name) const;
};

Releases loadReleases(const std::string& path);

}  // namespace npu_lint
