#include "core/version.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <tuple>

namespace npu_lint {
namespace {

std::string lower(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
  return out;
}

// Reads digits at `at`; false when there are none.
bool number(const std::string& s, size_t& at, long& out) {
  const size_t start = at;
  while (at < s.size() && std::isdigit(static_cast<unsigned char>(s[at])) && at - start < 9) ++at;
  if (at == start || (at < s.size() && std::isdigit(static_cast<unsigned char>(s[at])))) return false;
  out = std::stol(s.substr(start, at - start));
  return true;
}

bool separator(char c) { return c == '.' || c == '-' || c == '_'; }

// A label at `at` from `labels` (longest first), after an optional separator.
template <size_t N>
int label(const std::string& s, size_t& at, const std::string_view (&labels)[N]) {
  size_t from = at < s.size() && separator(s[at]) ? at + 1 : at;
  for (size_t i = 0; i < N; ++i)
    if (s.compare(from, labels[i].size(), labels[i]) == 0) {
      at = from + labels[i].size();
      return static_cast<int>(i);
    }
  return -1;
}

// The number after a label, with an optional separator; 0 when absent (PEP 440's implicit 0).
long labelNumber(const std::string& s, size_t& at) {
  size_t from = at < s.size() && separator(s[at]) ? at + 1 : at;
  long n = 0;
  if (number(s, from, n)) at = from;
  return n;
}

}  // namespace

std::optional<Version> parseVersion(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  std::string s = lower(text);
  if (!s.empty() && s[0] == 'v') s.erase(0, 1);
  if (const size_t plus = s.find('+'); plus != std::string::npos) {
    auto base = parseVersion(s.substr(0, plus));
    const std::string local = s.substr(plus + 1);
    if (!base || local.empty() ||
        !std::all_of(local.begin(), local.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || separator(c); }))
      return std::nullopt;
    base->local = local;
    return base;
  }
  Version v;
  size_t at = 0;
  long n = 0;
  if (!number(s, at, n)) return std::nullopt;
  v.release.push_back(n);
  while (at + 1 < s.size() && s[at] == '.' && std::isdigit(static_cast<unsigned char>(s[at + 1]))) {
    ++at;
    if (!number(s, at, n)) return std::nullopt;
    v.release.push_back(n);
  }
  static constexpr std::string_view kPre[] = {"alpha", "beta", "preview", "pre", "rc", "a", "b", "c"};
  static constexpr Version::Pre kPreKind[] = {Version::Pre::kAlpha, Version::Pre::kBeta, Version::Pre::kRc, Version::Pre::kRc,
                                              Version::Pre::kRc,    Version::Pre::kAlpha, Version::Pre::kBeta, Version::Pre::kRc};
  if (const int i = label(s, at, kPre); i >= 0) v.pre_kind = kPreKind[i], v.pre = labelNumber(s, at);
  static constexpr std::string_view kPost[] = {"post", "rev", "r"};
  if (label(s, at, kPost) >= 0) {
    v.post = labelNumber(s, at);
  } else if (at < s.size() && s[at] == '-' && at + 1 < s.size() && std::isdigit(static_cast<unsigned char>(s[at + 1]))) {
    ++at;  // "1.0-1": an implicit post-release
    number(s, at, v.post);
  }
  static constexpr std::string_view kDev[] = {"dev"};
  if (label(s, at, kDev) >= 0) v.dev = labelNumber(s, at);
  if (at != s.size()) return std::nullopt;
  return v;
}

std::string Version::str() const {
  std::string out;
  for (size_t i = 0; i < release.size(); ++i) out += (i ? "." : "") + std::to_string(release[i]);
  static const char* const kPreName[] = {"a", "b", "rc", ""};
  if (pre_kind != Pre::kNone) out += kPreName[static_cast<int>(pre_kind)] + std::to_string(pre);
  if (post >= 0) out += ".post" + std::to_string(post);
  if (dev >= 0) out += ".dev" + std::to_string(dev);
  if (!local.empty()) out += "+" + local;
  return out;
}

std::string Version::minor() const {
  return std::to_string(release.empty() ? 0 : release[0]) + "." + std::to_string(release.size() > 1 ? release[1] : 0);
}

int compareVersions(const Version& a, const Version& b) {
  const size_t n = std::max(a.release.size(), b.release.size());
  for (size_t i = 0; i < n; ++i) {
    const long x = i < a.release.size() ? a.release[i] : 0, y = i < b.release.size() ? b.release[i] : 0;
    if (x != y) return x < y ? -1 : 1;
  }
  // A dev release of a final sorts before its pre-releases; no dev sorts after any dev.
  const auto key = [](const Version& v) {
    const int pre_kind = v.pre_kind == Version::Pre::kNone && v.post < 0 && v.dev >= 0 ? -1 : static_cast<int>(v.pre_kind);
    return std::make_tuple(pre_kind, v.pre, v.post, v.dev < 0 ? std::numeric_limits<long>::max() : v.dev);
  };
  const auto ka = key(a), kb = key(b);
  return ka < kb ? -1 : kb < ka ? 1 : 0;
}

bool sameVersion(const Version& a, const Version& b) {
  return compareVersions(a, b) == 0 && (a.local.empty() || a.local == b.local);
}

}  // namespace npu_lint
