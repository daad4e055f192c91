// Version numbers as pip reads them (PEP 440): "2.1.0.post10", "2.1.0rc1", "2.4.0+cpu", "v2.1".
// Used to match what a project pins against the versions torch_npu's compatibility table lists.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace npu_lint {

struct Version {
  std::vector<long> release;  // 2.1.0 -> {2, 1, 0}
  enum class Pre { kAlpha, kBeta, kRc, kNone } pre_kind = Pre::kNone;
  long pre = 0;
  long post = -1;  // -1: none
  long dev = -1;   // -1: none
  std::string local;  // after "+", lowercased: "cpu", "cu121"

  // Normalised as PEP 440 spells it: "2.1.0rc1", "1.11.0.post14", "2.4.0+cpu".
  std::string str() const;
  // major.minor ("2.1"); the release padded with zeros where shorter.
  std::string minor() const;
};

// nullopt when `text` is not a PEP 440 version (leading "v" and surrounding spaces allowed).
std::optional<Version> parseVersion(std::string_view text);

// PEP 440 order, the local part ignored: 2.1.0.dev1 < 2.1.0rc1 < 2.1.0 == 2.1 < 2.1.0.post1.
int compareVersions(const Version& a, const Version& b);
// Equal as `==` compares a version without a local part against `b`: "2.1" == "2.1.0+cpu".
bool sameVersion(const Version& a, const Version& b);

}  // namespace npu_lint
