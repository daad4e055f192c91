// Whether a torch / torch_npu / CANN / Python combination is one torch_npu publishes, judged
// against its compatibility page (op_db/environment.json), with the nearest published
// combinations where it is not. Used by `npu-lint env` for versions given by hand.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "core/version.h"
#include "facts/project_facts.h"
#include "opdb/compatibility.h"

namespace npu_lint {

// A version a project pins or a user gives, and where it was stated ("--torch", "requirements.txt:3").
struct StatedVersion {
  std::string text;  // as stated
  Version version;
  std::string from;
  std::string path;  // the project file that states it, "" for a version given by hand
  unsigned line = 0;
};

struct EnvironmentStatement {
  std::optional<StatedVersion> torch, torch_npu, cann, python;
  // CANN versions ("8.0.RC3") are not PEP 440 versions: compared as written, case aside.
};

enum class EnvCheck { kTorchNpuPublished, kTorchPairing, kCannPairing, kPythonSupported };
enum class EnvVerdict { kOk, kProblem, kNotChecked };
const char* nameOf(EnvCheck check);      // torch-npu-published | torch-pairing | cann-pairing | python-supported
const char* nameOf(EnvVerdict verdict);  // ok | problem | not-checked

struct EnvResult {
  EnvCheck check;
  EnvVerdict verdict;
  std::string message;
  std::string source;                // the table line that decided it, or ""
  std::vector<std::string> nearest;  // published combinations closest to what was stated
};

// The package the page lists for this torch_npu version, or null; the packages built for this
// PyTorch version, newest first.
const TorchNpuPackage* packageOf(const CompatibilityTable& table, const Version& torch_npu);
std::vector<const TorchNpuPackage*> packagesFor(const CompatibilityTable& table, const Version& pytorch);

// The one version a requirement pins: `==2.1.0` (not a wildcard), `===2.1.0`, or a wheel's file
// name; nullopt for a range, a bare name or a URL without a version.
std::optional<Version> pinnedVersion(const project::Requirement& requirement);

// Whether two CANN versions are the same: "8.0.RC3" is not a PEP 440 version, so compared as
// written, case aside.
bool sameCann(const std::string& a, const std::string& b);

// One result per stated version, in the order torch_npu, torch, CANN, Python.
std::vector<EnvResult> checkCombination(const EnvironmentStatement& stated, const CompatibilityTable& table);

}  // namespace npu_lint
