#include "core/specifier.h"

#include <algorithm>
#include <cctype>

namespace npu_lint {
namespace {

using Op = SpecifierClause::Op;

bool isPre(const Version& v) { return v.pre_kind != Version::Pre::kNone || v.dev >= 0; }

// `v`'s release starts with `prefix`'s release (padded with zeros), as "==2.1.*" matches.
bool prefixMatches(const Version& v, const Version& prefix) {
  for (size_t i = 0; i < prefix.release.size(); ++i)
    if ((i < v.release.size() ? v.release[i] : 0) != prefix.release[i]) return false;
  return true;
}

// The release alone: "2.1.0.post3" -> "2.1.0".
Version releaseOf(const Version& v) {
  Version out;
  out.release = v.release;
  return out;
}

bool holds(const SpecifierClause& c, const Version& v) {
  const int cmp = compareVersions(v, c.version);
  switch (c.op) {
    case Op::kEqual: return c.wildcard ? prefixMatches(v, c.version) : sameVersion(c.version, v);
    case Op::kNotEqual: return c.wildcard ? !prefixMatches(v, c.version) : !sameVersion(c.version, v);
    case Op::kCompatible: {
      Version prefix = c.version;
      prefix.release.pop_back();  // ~=2.1.3 is >=2.1.3, ==2.1.*
      return cmp >= 0 && prefixMatches(v, prefix);
    }
    case Op::kGreaterEqual: return cmp >= 0;
    case Op::kLessEqual: return cmp <= 0;
    // ">2.1" excludes 2.1's post-releases, "<2.1" its pre-releases, unless they name one.
    case Op::kGreater:
      if (cmp <= 0) return false;
      return !(v.post >= 0 && c.version.post < 0 && compareVersions(releaseOf(v), releaseOf(c.version)) == 0);
    case Op::kLess:
      if (cmp >= 0) return false;
      return !(isPre(v) && !isPre(c.version) && compareVersions(releaseOf(v), releaseOf(c.version)) == 0);
    case Op::kArbitrary: {
      std::string a = c.text, b = v.str();
      std::transform(a.begin(), a.end(), a.begin(), [](unsigned char ch) { return std::tolower(ch); });
      return a == b;
    }
  }
  return false;
}

}  // namespace

bool SpecifierSet::contains(const Version& v) const {
  const bool names_pre = std::any_of(clauses.begin(), clauses.end(), [](const SpecifierClause& c) { return isPre(c.version); });
  if (isPre(v) && !names_pre) return false;
  return std::all_of(clauses.begin(), clauses.end(), [&](const SpecifierClause& c) { return holds(c, v); });
}

std::optional<Version> SpecifierSet::pinned() const {
  if (clauses.size() != 1) return std::nullopt;
  const auto& c = clauses.front();
  if ((c.op == Op::kEqual && !c.wildcard) || c.op == Op::kArbitrary) return c.version;
  return std::nullopt;
}

std::optional<SpecifierSet> parseSpecifierSet(std::string_view text) {
  std::string compact;
  for (char c : text)
    if (!std::isspace(static_cast<unsigned char>(c))) compact += c;
  SpecifierSet out;
  if (compact.empty()) return out;
  static const std::pair<std::string_view, Op> kOps[] = {{"===", Op::kArbitrary}, {"==", Op::kEqual},      {"!=", Op::kNotEqual},
                                                         {"~=", Op::kCompatible},  {">=", Op::kGreaterEqual}, {"<=", Op::kLessEqual},
                                                         {">", Op::kGreater},      {"<", Op::kLess}};
  size_t start = 0;
  while (start <= compact.size()) {
    const size_t comma = std::min(compact.find(',', start), compact.size());
    const std::string_view part = std::string_view(compact).substr(start, comma - start);
    const auto op = std::find_if(std::begin(kOps), std::end(kOps), [&](const auto& o) { return part.substr(0, o.first.size()) == o.first; });
    if (op == std::end(kOps)) return std::nullopt;
    SpecifierClause clause{op->second, {}, false, std::string(part.substr(op->first.size()))};
    std::string version = clause.text;
    if ((clause.op == Op::kEqual || clause.op == Op::kNotEqual) && version.size() > 2 && version.compare(version.size() - 2, 2, ".*") == 0) {
      clause.wildcard = true;
      version.resize(version.size() - 2);
    }
    const auto parsed = parseVersion(version);
    if (!parsed && clause.op != Op::kArbitrary) return std::nullopt;
    if (parsed) clause.version = *parsed;
    if (clause.op == Op::kCompatible && clause.version.release.size() < 2) return std::nullopt;  // "~=2" is not valid
    if (clause.wildcard && !clause.version.local.empty()) return std::nullopt;
    out.clauses.push_back(std::move(clause));
    start = comma + 1;
  }
  return out;
}

}  // namespace npu_lint
