#include "report/fix_plan.h"

#include <algorithm>
#include <tuple>

namespace npu_lint {
namespace {

// Two edits collide when they change common bytes, or insert at one point different text, or
// one inserts strictly inside the bytes the other replaces.
bool collide(const Edit& a, const Edit& b) {
  if (a == b) return false;
  if (a.begin == a.end && b.begin == b.end) return a.begin == b.begin;
  if (a.begin == a.end) return b.begin < a.begin && a.begin < b.end;
  if (b.begin == b.end) return a.begin < b.begin && b.begin < a.end;
  return a.begin < b.end && b.begin < a.end;
}

std::string where(const Edit& e) { return std::to_string(e.line) + ":" + std::to_string(e.column); }

}  // namespace

FileFixes planFileFixes(std::string text, std::vector<const Finding*> fixes) {
  FileFixes out;
  out.original = std::move(text);
  const auto first = [](const Finding* f) { return std::make_tuple(f->fix.edits.front().begin, f->fix.edits.front().end, f->rule); };
  fixes.erase(std::remove_if(fixes.begin(), fixes.end(), [](const Finding* f) { return f->fix.empty(); }), fixes.end());
  std::stable_sort(fixes.begin(), fixes.end(), [&](const Finding* a, const Finding* b) { return first(a) < first(b); });
  std::vector<std::pair<Edit, const Finding*>> taken;
  for (const Finding* finding : fixes) {
    std::string reason;
    for (const Edit& edit : finding->fix.edits) {
      if (edit.end < edit.begin || edit.end > out.original.size() ||
          out.original.compare(edit.begin, edit.end - edit.begin, edit.original) != 0) {
        reason = "the file's bytes at " + where(edit) + " are not what the fix replaces (changed since it was read)";
        break;
      }
      for (const auto& [other, owner] : taken)
        if (collide(edit, other)) {
          reason = "overlaps the fix of " + owner->rule + " at " + where(other);
          break;
        }
      if (!reason.empty()) break;
    }
    if (!reason.empty()) {
      out.skipped.push_back({finding, reason});
      continue;
    }
    out.applied.push_back(finding);
    for (const Edit& edit : finding->fix.edits)
      if (std::none_of(taken.begin(), taken.end(), [&](const auto& t) { return t.first == edit; })) taken.emplace_back(edit, finding);
  }
  for (const auto& t : taken) out.edits.push_back(t.first);
  // An insertion goes before a replacement that starts at the same byte.
  std::sort(out.edits.begin(), out.edits.end(), [](const Edit& a, const Edit& b) {
    return std::make_tuple(a.begin, a.end != a.begin) < std::make_tuple(b.begin, b.end != b.begin);
  });
  out.fixed.reserve(out.original.size());
  size_t at = 0;
  for (const Edit& edit : out.edits) {
    out.fixed.append(out.original, at, edit.begin - at);
    out.fixed += edit.replacement;
    at = edit.end;
  }
  out.fixed.append(out.original, at, std::string::npos);
  return out;
}

}  // namespace npu_lint
