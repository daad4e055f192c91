// Fixes as edits: which of a file's fixes apply (overlaps, shared edits, stale bytes), the text
// after them, and the unified diff of that change. Expected texts are written by hand.
#include <catch2/catch.hpp>

#include "emit/unified_diff.h"
#include "report/fix_plan.h"

using namespace npu_lint;

namespace {

Edit edit(uint32_t begin, uint32_t end, std::string original, std::string replacement, unsigned line) {
  return {begin, end, std::move(original), std::move(replacement), line, 1};
}

Finding withFix(std::string rule, std::vector<Edit> edits) {
  Finding f;
  f.rule = std::move(rule);
  f.fix.edits = std::move(edits);
  return f;
}

}  // namespace

TEST_CASE("fixes: overlapping fixes, one wins by position and the other is reported, equal edits are shared") {
  const std::string text = "import torch\nx.cuda()\ny.cuda()\n";
  //                        0            13      21
  const Edit import = edit(13, 13, "", "import torch_npu\n", 2);
  const Finding first = withFix("cuda-device", {edit(15, 19, "cuda", "npu", 2), import});
  const Finding second = withFix("cuda-device", {edit(24, 28, "cuda", "npu", 3), import});
  const Finding overlapping = withFix("other-rule", {edit(15, 21, "cuda()", "npu()", 2)});
  const FileFixes planned = planFileFixes(text, {&second, &overlapping, &first});
  CHECK(planned.fixed == "import torch\nimport torch_npu\nx.npu()\ny.npu()\n");
  REQUIRE(planned.applied.size() == 2);
  CHECK(planned.applied[0] == &first);
  CHECK(planned.applied[1] == &second);
  REQUIRE(planned.skipped.size() == 1);
  CHECK(planned.skipped[0].finding == &overlapping);
  CHECK(planned.skipped[0].reason == "overlaps the fix of cuda-device at 2:1");
  CHECK(planned.edits.size() == 3);  // the import once
}

TEST_CASE("fixes: a fix whose bytes changed since the scan is not applied, no fix leaves the text as it was") {
  const std::string text = "x.cpu()\n";
  const Finding stale = withFix("cuda-device", {edit(2, 6, "cuda", "npu", 1)});
  const Finding outside = withFix("cuda-device", {edit(6, 40, "cuda", "npu", 1)});
  const FileFixes planned = planFileFixes(text, {&stale, &outside});
  CHECK_FALSE(planned.changed());
  REQUIRE(planned.skipped.size() == 2);
  CHECK(planned.skipped[0].reason.find("not what the fix replaces") != std::string::npos);
  CHECK(unifiedDiff("a.py", text, planned.edits).empty());
}

TEST_CASE("fixes: an insertion at a replacement's first byte goes before it") {
  const Finding a = withFix("r", {edit(0, 1, "x", "y", 1)});
  const Finding b = withFix("s", {edit(0, 0, "", "# head\n", 1)});
  CHECK(planFileFixes("x = 1\n", {&a, &b}).fixed == "# head\ny = 1\n");
}

TEST_CASE("fixes: unified diff hunks: context of 3, far edits in separate hunks, counts and starts") {
  std::string text;
  for (int i = 1; i <= 20; ++i) text += "line" + std::to_string(i) + "\n";
  // line2 starts at byte 6; line15 at 6*9 + 7*5 = 89.
  REQUIRE(text.compare(6, 5, "line2") == 0);
  REQUIRE(text.compare(89, 6, "line15") == 0);
  const std::vector<Edit> edits = {edit(6, 11, "line2", "LINE2", 2), edit(89, 89, "", "new\n", 15)};
  CHECK(unifiedDiff("./src/x.py", text, edits) ==
        "--- a/src/x.py\n+++ b/src/x.py\n"
        "@@ -1,5 +1,5 @@\n line1\n-line2\n+LINE2\n line3\n line4\n line5\n"
        "@@ -12,6 +12,7 @@\n line12\n line13\n line14\n+new\n line15\n line16\n line17\n");
}

TEST_CASE("fixes: unified diff of a last line without a line ending, and of an absolute path") {
  const std::string text = "a\nb";
  CHECK(unifiedDiff("/abs/f.py", text, {edit(3, 3, "", "\nc", 2)}) ==
        "--- a/abs/f.py\n+++ b/abs/f.py\n@@ -1,2 +1,3 @@\n a\n-b\n\\ No newline at end of file\n+b\n+c\n\\ No newline at end of file\n");
}
