#include "rules/environment/combination.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace npu_lint {
namespace {

constexpr size_t kNearest = 3;

// "(PyTorch 2.1.0, CANN 8.0.0, branch v2.1.0-6.0.0; COMPATIBILITY.en.md:45)"; for a package the
// page leaves out, "(PyTorch 2.1.0, CANN 8.0.RC1 as the rows of Ascend Extension 6.0.rc1
// (COMPATIBILITY.en.md:59), tag v6.0.rc1.1-pytorch2.1.0, not on the compatibility page; package_ops.tsv:12)".
std::string details(const TorchNpuPackage& p) {
  if (!p.listed)
    return "(PyTorch " + p.pytorch + ", " +
           (p.cann.empty() ? "CANN unknown" : "CANN " + p.cann + " as the rows of Ascend Extension " + p.cann_release + " (" + p.cann_source + ")") +
           ", tag " + p.tag + ", not on the compatibility page; " + p.source + ")";
  return "(PyTorch " + p.pytorch + ", CANN " + p.cann + ", branch " + p.branch + (p.historical ? ", historical" : "") + "; " + p.source + ")";
}

std::string describe(const TorchNpuPackage& p) { return "torch_npu " + p.torch_npu + " " + details(p); }

std::vector<std::string> describeAll(const std::vector<const TorchNpuPackage*>& packages) {
  std::vector<std::string> out;
  for (size_t i = 0; i < packages.size() && i < kNearest; ++i) out.push_back(describe(*packages[i]));
  return out;
}

// Every package, closest to `v` first: its major.minor line, current before historical, newest first.
std::vector<const TorchNpuPackage*> closestPackages(const CompatibilityTable& table, const Version& v) {
  std::vector<const TorchNpuPackage*> out;
  for (const auto& p : table.packages) out.push_back(&p);
  const auto rank = [&](const TorchNpuPackage* p) {
    return std::make_pair(p->torch_npu_version.minor() != v.minor(), p->historical);
  };
  std::stable_sort(out.begin(), out.end(), [&](auto* a, auto* b) {
    if (rank(a) != rank(b)) return rank(a) < rank(b);
    return compareVersions(a->torch_npu_version, b->torch_npu_version) > 0;  // newest first
  });
  return out;
}

// The PyTorch versions with packages just below and above `v`, each with its newest package.
std::vector<std::string> closestPytorch(const CompatibilityTable& table, const Version& v) {
  std::vector<const TorchNpuPackage*> firsts;  // the page lists a PyTorch's newest package first
  std::set<std::string> seen;
  for (const auto& p : table.packages)
    if (seen.insert(p.pytorch_version.str()).second) firsts.push_back(&p);
  std::sort(firsts.begin(), firsts.end(), [](auto* a, auto* b) { return compareVersions(a->pytorch_version, b->pytorch_version) < 0; });
  const auto above = std::find_if(firsts.begin(), firsts.end(), [&](auto* p) { return compareVersions(p->pytorch_version, v) > 0; });
  std::vector<std::string> out;
  if (above != firsts.begin()) out.push_back("PyTorch " + (*std::prev(above))->pytorch + ": " + describe(**std::prev(above)));
  if (above != firsts.end()) out.push_back("PyTorch " + (*above)->pytorch + ": " + describe(**above));
  return out;
}

EnvResult torchNpuPublished(const StatedVersion& stated, const TorchNpuPackage* package, const CompatibilityTable& table) {
  if (package)
    return {EnvCheck::kTorchNpuPublished, EnvVerdict::kOk,
            "torch_npu " + stated.text + (package->listed ? " is a published package " : " is a released package ") + details(*package),
            package->source, {}};
  return {EnvCheck::kTorchNpuPublished, EnvVerdict::kProblem,
          "torch_npu " + stated.text + " (" + stated.from + ") is not a package torch_npu's compatibility page lists", "",
          describeAll(closestPackages(table, stated.version))};
}

EnvResult torchPairing(const StatedVersion& torch, const TorchNpuPackage* package, const CompatibilityTable& table) {
  const auto for_torch = packagesFor(table, torch.version);
  if (package && sameVersion(package->pytorch_version, torch.version))
    return {EnvCheck::kTorchPairing, EnvVerdict::kOk, "PyTorch " + torch.text + " is the version torch_npu " + package->torch_npu + " is built for",
            package->source, {}};
  if (package) {
    // The PyTorch this torch_npu needs, then the torch_npu packages for the PyTorch given.
    std::vector<std::string> nearest = describeAll(for_torch);
    nearest.insert(nearest.begin(), "PyTorch " + package->pytorch + " with torch_npu " + package->torch_npu);
    return {EnvCheck::kTorchPairing, EnvVerdict::kProblem,
            "PyTorch " + torch.text + " (" + torch.from + ") with torch_npu " + package->torch_npu + ", which is built for PyTorch " + package->pytorch +
                " exactly",
            package->source, nearest};
  }
  if (!for_torch.empty())
    return {EnvCheck::kTorchPairing, EnvVerdict::kOk,
            "PyTorch " + torch.text + " has published torch_npu packages, newest " + for_torch.front()->torch_npu, for_torch.front()->source,
            describeAll(for_torch)};
  return {EnvCheck::kTorchPairing, EnvVerdict::kProblem,
          "PyTorch " + torch.text + " (" + torch.from + "): no torch_npu package is published for it", "", closestPytorch(table, torch.version)};
}

EnvResult cannPairing(const StatedVersion& cann, const TorchNpuPackage* package, const std::optional<StatedVersion>& torch,
                      const CompatibilityTable& table) {
  const std::string& wanted = cann.text;
  std::optional<Version> pytorch;
  if (package) pytorch = package->pytorch_version;
  else if (torch) pytorch = torch->version;
  if (!pytorch)
    return {EnvCheck::kCannPairing, EnvVerdict::kNotChecked, "CANN " + cann.text + ": give the torch_npu or PyTorch version to pair it with", "", {}};
  std::vector<const TorchNpuPackage*> with_cann;
  for (const auto* p : packagesFor(table, *pytorch))
    if (sameCann(p->cann, wanted)) with_cann.push_back(p);
  if (package && package->cann.empty())
    return {EnvCheck::kCannPairing, EnvVerdict::kNotChecked,
            "CANN " + cann.text + ": no cited CANN for torch_npu " + package->torch_npu + " (tag " + package->tag + ", not on the compatibility page)",
            package->source, {}};
  // A package the page leaves out has its release's CANN, from that release's rows.
  const bool unlisted = package && !package->listed;
  const std::string cann_source = unlisted ? package->cann_source : package ? package->source : "";
  if (package && sameCann(package->cann, wanted))
    return {EnvCheck::kCannPairing, EnvVerdict::kOk,
            "CANN " + cann.text + " is the CANN " +
                (unlisted ? "of Ascend Extension " + package->cann_release + ", whose build torch_npu " + package->torch_npu + " is (tag " + package->tag + ")"
                         : "torch_npu " + package->torch_npu + " was released with"),
            cann_source, {}};
  if (package)
    return {EnvCheck::kCannPairing, EnvVerdict::kProblem,
            "CANN " + cann.text + " (" + cann.from + ") with torch_npu " + package->torch_npu +
                (unlisted ? ", a build (tag " + package->tag + ") of Ascend Extension " + package->cann_release + ", which was released with CANN "
                         : ", which was released with CANN ") +
                package->cann,
            cann_source, describeAll(with_cann)};
  if (!with_cann.empty())
    return {EnvCheck::kCannPairing, EnvVerdict::kOk, "CANN " + cann.text + " has a torch_npu package for PyTorch " + torch->text, with_cann.front()->source,
            describeAll(with_cann)};
  return {EnvCheck::kCannPairing, EnvVerdict::kProblem,
          "CANN " + cann.text + " (" + cann.from + "): no torch_npu package for PyTorch " + torch->text + " was released with it", "",
          describeAll(packagesFor(table, *pytorch))};
}

EnvResult pythonSupported(const StatedVersion& python, const std::optional<Version>& pytorch, const CompatibilityTable& table) {
  if (!pytorch)
    return {EnvCheck::kPythonSupported, EnvVerdict::kNotChecked, "Python " + python.text + ": give the torch_npu or PyTorch version to check it against", "", {}};
  const auto support = std::find_if(table.python.begin(), table.python.end(), [&](const PythonSupport& s) { return sameVersion(s.pytorch_version, *pytorch); });
  if (support == table.python.end())
    return {EnvCheck::kPythonSupported, EnvVerdict::kNotChecked, "Python " + python.text + ": the compatibility page lists no Python versions for PyTorch " + pytorch->str(),
            "", {}};
  std::string listed;
  for (const auto& e : support->python) listed += (listed.empty() ? "" : ", ") + e.version + (e.minimum.empty() ? "" : " (>= " + e.minimum + ")");
  for (const auto& e : support->python) {
    if (python.version.minor() != e.version) continue;
    const auto minimum = parseVersion(e.minimum);
    if (minimum && python.version.release.size() > 2 && compareVersions(python.version, *minimum) < 0) break;
    return {EnvCheck::kPythonSupported, EnvVerdict::kOk, "Python " + python.text + " is supported with PyTorch " + support->pytorch, support->source, {}};
  }
  return {EnvCheck::kPythonSupported, EnvVerdict::kProblem,
          "Python " + python.text + " (" + python.from + ") with PyTorch " + support->pytorch + ", which supports Python " + listed, support->source, {}};
}

}  // namespace

bool sameCann(const std::string& a, const std::string& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                    [](unsigned char x, unsigned char y) { return std::toupper(x) == std::toupper(y); });
}

const char* nameOf(EnvCheck check) {
  switch (check) {
    case EnvCheck::kTorchNpuPublished: return "torch-npu-published";
    case EnvCheck::kTorchPairing: return "torch-pairing";
    case EnvCheck::kCannPairing: return "cann-pairing";
    case EnvCheck::kPythonSupported: return "python-supported";
  }
  return "";
}

const char* nameOf(EnvVerdict verdict) {
  switch (verdict) {
    case EnvVerdict::kOk: return "ok";
    case EnvVerdict::kProblem: return "problem";
    case EnvVerdict::kNotChecked: return "not-checked";
  }
  return "";
}

const TorchNpuPackage* packageOf(const CompatibilityTable& table, const Version& torch_npu) {
  for (const auto& p : table.packages)
    if (sameVersion(p.torch_npu_version, torch_npu)) return &p;
  return nullptr;
}

std::vector<const TorchNpuPackage*> packagesFor(const CompatibilityTable& table, const Version& pytorch) {
  std::vector<const TorchNpuPackage*> out;
  for (const auto& p : table.packages)
    if (sameVersion(p.pytorch_version, pytorch)) out.push_back(&p);
  return out;
}

std::optional<Version> pinnedVersion(const project::Requirement& requirement) {
  const std::string& spec = requirement.specifier;
  if (spec.find(',') != std::string::npos || spec.find('*') != std::string::npos) return std::nullopt;
  if (spec.rfind("===", 0) == 0) return parseVersion(spec.substr(3));
  if (spec.rfind("==", 0) == 0) return parseVersion(spec.substr(2));
  return std::nullopt;
}

std::vector<EnvResult> checkCombination(const EnvironmentStatement& stated, const CompatibilityTable& table) {
  std::vector<EnvResult> out;
  const TorchNpuPackage* package = stated.torch_npu ? packageOf(table, stated.torch_npu->version) : nullptr;
  if (stated.torch_npu) out.push_back(torchNpuPublished(*stated.torch_npu, package, table));
  if (stated.torch) out.push_back(torchPairing(*stated.torch, package, table));
  if (stated.cann) out.push_back(cannPairing(*stated.cann, package, stated.torch, table));
  if (stated.python) {
    // The PyTorch the torch_npu package is built for, whose wheels exist per Python; else the torch given.
    std::optional<Version> pytorch;
    if (package) pytorch = package->pytorch_version;
    else if (stated.torch) pytorch = stated.torch->version;
    out.push_back(pythonSupported(*stated.python, pytorch, table));
  }
  return out;
}

}  // namespace npu_lint
