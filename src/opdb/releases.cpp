#include "opdb/releases.h"

#include <map>
#include <nlohmann/json.hpp>

#include "core/error.h"
#include "core/paths.h"
#include "core/version.h"
#include "opdb/compatibility.h"

namespace npu_lint {

int Releases::indexOf(const std::string& name) const {
  for (size_t i = 0; i < all.size(); ++i)
    if (all[i].name == name) return static_cast<int>(i);
  return -1;
}

const PackageInfo* Releases::package(const std::string& version) const {
  for (const auto& p : packages)
    if (p.version == version) return &p;  // as the verdicts ask, every op
  const auto wanted = parseVersion(version);
  if (!wanted) return nullptr;
  for (const auto& p : packages)
    if (const auto v = parseVersion(p.version); v && sameVersion(*v, *wanted) && v->release.size() == wanted->release.size()) return &p;
  return nullptr;
}

const PackageInfo* Releases::newestOf(const std::string& release) const {
  const PackageInfo* newest = nullptr;
  for (const auto& p : packages)
    if (p.series == release) newest = &p;  // version order
  return newest;
}

namespace {

// A package version as written (three or more numbers: "2.2.7", "2.1.0.post4"), not a release.
bool namesPackage(const std::string& requested) {
  const auto v = parseVersion(requested);
  return v && v->release.size() >= 3;
}

}  // namespace

std::string Releases::packageFor(const std::string& requested) const {
  if (const PackageInfo* exact = package(requested)) return exact->version;
  const PackageInfo* newest = newestOf(resolve(requested));
  return newest ? newest->version : "";
}

std::string Releases::resolve(const std::string& requested) const {
  if (requested.empty()) return default_release;
  if (const PackageInfo* exact = package(requested)) return exact->series;
  std::string name = requested;
  if (!name.empty() && (name[0] == 'v' || name[0] == 'V')) name.erase(0, 1);
  if (namesPackage(requested)) {
    // Not published: the nearest published packages, the one before it and the one after. A
    // dated build (2.1.0.post20231207) orders by date, not by post number: its release's packages.
    const auto wanted = parseVersion(requested);
    if (constexpr long kDated = 20000000; wanted->post >= kDated) {
      std::string listed;
      for (const auto& p : packages)
        if (p.series == wanted->minor()) listed += (listed.empty() ? "" : ", ") + p.version;
      throw UserError("torch_npu " + requested + " is a dated build, not a published package; the published " + wanted->minor() +
                      " packages: " + (listed.empty() ? "none" : listed));
    }
    std::string before, after;
    for (const auto& p : packages) {
      const auto v = parseVersion(p.version);
      if (compareVersions(*v, *wanted) < 0) before = p.version;
      else if (after.empty()) after = p.version;
    }
    std::string nearest = before.empty() ? after : after.empty() ? before : before + " and " + after;
    throw UserError("torch_npu " + requested + " is not a published package (torch_npu's compatibility table and release tags); the nearest published: " + nearest);
  }
  if (indexOf(name) >= 0) return name;
  std::string known;
  for (const auto& release : all) known += (known.empty() ? "" : ", ") + release.name;
  throw UserError("unknown torch_npu release '" + requested + "' (known: " + known + ")");
}

std::optional<std::string> Releases::releaseOf(const std::string& version) const {
  const auto wanted = parseVersion(version);
  if (!wanted) return std::nullopt;
  for (const auto& release : all)
    for (const auto& package : release.packages)
      if (const auto v = parseVersion(package.substr(0, package.find(' '))); v && sameVersion(*v, *wanted)) return release.name;
  return std::nullopt;
}

Releases loadReleases(const std::string& path) {
  Releases releases;
  try {
    const auto data = nlohmann::json::parse(readFile(path));
    for (const auto& entry : data.at("releases")) {
      ReleaseInfo info;
      info.name = entry.at("name").get<std::string>();
      info.published = entry.at("published").get<bool>();
      for (const auto& package : entry.at("packages")) {
        if (info.pytorch.empty()) info.pytorch = package.at("pytorch").get<std::string>();
        info.packages.push_back(package.at("torch_npu").get<std::string>() + " (PyTorch " +
                                package.at("pytorch").get<std::string>() + ", " + package.at("cann").get<std::string>() + ")");
      }
      releases.all.push_back(std::move(info));
    }
    releases.default_release = data.at("default").get<std::string>();
    std::map<std::string, PackageInfo> built;
    for (const auto& entry : data.at("releases"))
      for (const auto& package : entry.at("packages")) {
        PackageInfo info;
        info.version = package.at("torch_npu").get<std::string>();
        info.series = entry.at("name").get<std::string>();
        info.tag = package.at("tag").get<std::string>();
        info.torch_npu_commit = package.at("torch_npu_commit").get<std::string>();
        info.op_plugin_commit = package.at("op_plugin_commit").get<std::string>();
        info.op_plugin_file = package.at("op_plugin_file").get<std::string>();
        info.approximate = package.at("approximate").get<bool>();
        info.cann = package.at("cann").get<std::string>();
        info.cann_source = package.value("cann_source", package.at("source").get<std::string>());
        info.listed = package.value("listed", true);
        info.cann_version = parseCannVersion(info.cann);
        built[info.version] = std::move(info);
      }
    for (const auto& version : data.at("package_order")) {
      const auto it = built.find(version.get<std::string>());
      if (it == built.end()) throw UserError(path + ": package_order names " + version.get<std::string>() + ", which no release lists");
      it->second.index = releases.packages.size();
      releases.packages.push_back(it->second);
    }
    if (releases.packages.size() != built.size()) throw UserError(path + ": package_order leaves out published packages");
  } catch (const nlohmann::json::exception& e) {
    throw UserError(path + ": " + e.what());
  }
  if (releases.indexOf(releases.default_release) < 0)
    throw UserError(path + ": default release '" + releases.default_release + "' is not in its release list");
  return releases;
}

}  // namespace npu_lint
