#include "opdb/releases.h"

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "core/paths.h"
#include "core/version.h"

namespace npu_lint {

int Releases::indexOf(const std::string& name) const {
  for (size_t i = 0; i < all.size(); ++i)
    if (all[i].name == name) return static_cast<int>(i);
  return -1;
}

std::string Releases::resolve(const std::string& requested) const {
  if (requested.empty()) return default_release;
  std::string name = requested;
  if (!name.empty() && (name[0] == 'v' || name[0] == 'V')) name.erase(0, 1);
  if (indexOf(name) < 0) {
    // A package version such as 2.12.0 or 2.10.0.post4 names its release by major.minor.
    const size_t first_dot = name.find('.');
    const size_t second_dot = first_dot == std::string::npos ? first_dot : name.find('.', first_dot + 1);
    if (second_dot != std::string::npos) name.resize(second_dot);
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
  } catch (const nlohmann::json::exception& e) {
    throw UserError(path + ": " + e.what());
  }
  if (releases.indexOf(releases.default_release) < 0)
    throw UserError(path + ": default release '" + releases.default_release + "' is not in its release list");
  return releases;
}

}  // namespace npu_lint
