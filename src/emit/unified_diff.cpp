#include "emit/unified_diff.h"

#include <algorithm>
#include <filesystem>

namespace npu_lint {
namespace {

constexpr size_t kContext = 3;

// Start offsets of the text's lines (a last line without an ending counts; an empty text has none).
std::vector<size_t> lineStarts(const std::string& text) {
  std::vector<size_t> starts;
  for (size_t at = 0; at < text.size();) {
    starts.push_back(at);
    const size_t newline = text.find('\n', at);
    at = newline == std::string::npos ? text.size() : newline + 1;
  }
  return starts;
}

// The text split after each '\n'.
std::vector<std::string> splitLines(const std::string& text) {
  std::vector<std::string> lines;
  for (size_t start : lineStarts(text)) {
    const size_t newline = text.find('\n', start);
    lines.push_back(text.substr(start, newline == std::string::npos ? std::string::npos : newline + 1 - start));
  }
  return lines;
}

// Old lines [lo, hi) become `lines`.
struct Block {
  size_t lo, hi;
  std::vector<std::string> lines;
};

void put(std::string& out, char mark, const std::string& line) {
  out += mark;
  out += line;
  if (line.empty() || line.back() != '\n') out += "\n\\ No newline at end of file\n";
}

}  // namespace

std::string unifiedDiff(const std::string& path, const std::string& original, const std::vector<Edit>& edits) {
  const std::vector<size_t> starts = lineStarts(original);
  const std::vector<std::string> old_lines = splitLines(original);
  const auto lineOf = [&](size_t offset) {  // the line holding `offset` (the end of the text: past the last line)
    return static_cast<size_t>(std::upper_bound(starts.begin(), starts.end(), offset) - starts.begin()) - 1;
  };
  // Each edit's old lines: a replacement the lines it touches, an insertion at a line's start
  // none (before that line), one inside a line that line.
  std::vector<Block> blocks;
  std::vector<std::vector<const Edit*>> block_edits;
  for (const Edit& edit : edits) {
    size_t lo, hi;
    if (edit.begin == edit.end && (edit.begin == original.size() ? original.empty() || original.back() == '\n'
                                                                 : std::binary_search(starts.begin(), starts.end(), edit.begin))) {
      lo = hi = edit.begin == original.size() ? starts.size() : lineOf(edit.begin);
    } else {
      lo = lineOf(std::min<size_t>(edit.begin, original.size() - 1));
      hi = lineOf(std::max<size_t>(edit.end, edit.begin + 1) - 1) + 1;
    }
    // Edits on one line, or on adjacent lines, are one block; an inserted line stays its own.
    const bool insertion = lo == hi;
    if (!blocks.empty() && (lo < blocks.back().hi || (lo == blocks.back().hi && !insertion && blocks.back().lo != blocks.back().hi))) {
      blocks.back().hi = std::max(blocks.back().hi, hi);
      block_edits.back().push_back(&edit);
    } else {
      blocks.push_back({lo, hi, {}});
      block_edits.push_back({&edit});
    }
  }
  for (size_t b = 0; b < blocks.size(); ++b) {
    Block& block = blocks[b];
    const size_t from = block.lo < starts.size() ? starts[block.lo] : original.size();
    const size_t to = block.hi < starts.size() ? starts[block.hi] : original.size();
    std::string text;
    size_t at = from;
    for (const Edit* edit : block_edits[b]) {
      text.append(original, at, edit->begin - at);
      text += edit->replacement;
      at = edit->end;
    }
    text.append(original, at, to - at);
    block.lines = splitLines(text);
  }
  blocks.erase(std::remove_if(blocks.begin(), blocks.end(),
                              [&](const Block& b) {
                                return std::equal(b.lines.begin(), b.lines.end(), old_lines.begin() + b.lo, old_lines.begin() + b.hi);
                              }),
               blocks.end());
  if (blocks.empty()) return "";

  // a/ and b/ before the path, as git writes them (patch -p1 applies it); an absolute path loses its
  // leading / (GNU patch ignores absolute names as dangerous; `patch -p1 -d /` applies this one).
  std::string name = std::filesystem::path(path).lexically_normal().string();
  name.erase(0, name.find_first_not_of('/'));
  std::string out = "--- a/" + name + "\n+++ b/" + name + "\n";
  long shift = 0;  // new line numbers minus old ones, before the hunk
  for (size_t b = 0; b < blocks.size();) {
    // A hunk: blocks whose context windows touch.
    size_t e = b + 1;
    while (e < blocks.size() && blocks[e].lo <= blocks[e - 1].hi + 2 * kContext) ++e;
    const size_t lo = blocks[b].lo > kContext ? blocks[b].lo - kContext : 0;
    const size_t hi = std::min(old_lines.size(), blocks[e - 1].hi + kContext);
    std::string body;
    size_t old_count = 0, new_count = 0;
    size_t line = lo;
    long growth = 0;
    for (size_t k = b; k < e; ++k) {
      for (; line < blocks[k].lo; ++line, ++old_count, ++new_count) put(body, ' ', old_lines[line]);
      for (; line < blocks[k].hi; ++line, ++old_count) put(body, '-', old_lines[line]);
      for (const auto& added : blocks[k].lines) put(body, '+', added), ++new_count;
      growth += static_cast<long>(blocks[k].lines.size()) - static_cast<long>(blocks[k].hi - blocks[k].lo);
    }
    for (; line < hi; ++line, ++old_count, ++new_count) put(body, ' ', old_lines[line]);
    const size_t old_start = old_count ? lo + 1 : lo;
    const long new_first = static_cast<long>(lo) + shift;
    const long new_start = new_count ? new_first + 1 : new_first;
    out += "@@ -" + std::to_string(old_start) + "," + std::to_string(old_count) + " +" + std::to_string(new_start) + "," +
           std::to_string(new_count) + " @@\n" + body;
    shift += growth;
    b = e;
  }
  return out;
}

}  // namespace npu_lint
