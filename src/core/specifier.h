// Version specifiers as pip evaluates them (PEP 440): "==2.1.0", "==2.1.*", "~=2.1.0",
// ">=2.1,<2.2", "!=2.1.1", "===2.1.0+cpu". Used to ask which published versions a project's
// requirement allows.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/version.h"

namespace npu_lint {

struct SpecifierClause {
  enum class Op { kEqual, kNotEqual, kCompatible, kGreaterEqual, kLessEqual, kGreater, kLess, kArbitrary } op;
  Version version;
  bool wildcard = false;  // "==2.1.*", "!=2.1.*"
  std::string text;       // the version as written ("===" compares it as a string)
};

struct SpecifierSet {
  std::vector<SpecifierClause> clauses;  // all must hold; none: any version

  // Whether pip would take `v`: every clause holds, and `v` is not a pre-release (or dev
  // release) unless a clause names one.
  bool contains(const Version& v) const;
  // The one version `==V` (not a wildcard) or `===V` pins, or nullopt.
  std::optional<Version> pinned() const;
};

// nullopt when `text` (">=2.1, <2.2"; spaces anywhere) is not a PEP 440 specifier set.
std::optional<SpecifierSet> parseSpecifierSet(std::string_view text);

}  // namespace npu_lint
