#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

#include "core/error.h"
#include "opdb/page_text.h"

using namespace npu_lint;
namespace fs = std::filesystem;

namespace {

const std::string kTable = NPU_LINT_SOURCE_DIR "/op_db/page_text_en.toml";

std::string writeTable(const std::string& text) {
  const fs::path path = fs::temp_directory_path() / "npu-lint-page-text-test.toml";
  std::ofstream(path) << text;
  return path.string();
}

}  // namespace

TEST_CASE("page text: every note in Chinese the shipped pages hold has English in the table") {
  const PageText table = PageText::load(kTable);
  std::ifstream in(NPU_LINT_SOURCE_DIR "/op_db/python_apis.jsonl");
  std::set<std::string> notes, untranslated;
  for (std::string line; std::getline(in, line);) {
    const auto j = nlohmann::json::parse(line);
    const std::string note = j.value("restriction", "");
    if (!hasCjk(note) || !notes.insert(note).second) continue;
    if (table.english(note).empty()) untranslated.insert(note);
  }
  CHECK(notes.size() > 150);  // 203 distinct notes when this was written
  CHECK(untranslated.empty());
  for (const auto& note : untranslated) WARN("untranslated: " << note);
}

TEST_CASE("page text: whole notes first, else phrase by phrase, Chinese left over is no translation") {
  const PageText table = PageText::load(kTable);
  CHECK(table.english("`self`仅支持fp16，fp32") == "`self` supports only fp16, fp32");
  CHECK(table.english("仅CPU支持") == "supported on the CPU only");
  CHECK(table.english("`x`仅支持fp32，且不可为空") == "");  // "且不可为空" is in no entry
  CHECK(table.english("") == "");
}

TEST_CASE("page text: Chinese is recognised by its ideographs and full-width punctuation, not by ✔ or accents") {
  CHECK(hasCjk("仅支持"));
  CHECK(hasCjk("a，b"));   // U+FF0C
  CHECK(hasCjk("a：b"));   // U+FF1A
  CHECK_FALSE(hasCjk("✔ on a2, ✘ on 950dt"));
  CHECK_FALSE(hasCjk("naïve café"));
}

TEST_CASE("page text: a table whose English keeps Chinese, or lists a note twice, is an error at its line") {
  const std::string chinese = writeTable("[[note]]\nzh = \"仅CPU支持\"\nen = \"only 支持\"\n");
  CHECK_THROWS_WITH(PageText::load(chinese), Catch::Contains(":1:") && Catch::Contains("Chinese left"));
  const std::string twice = writeTable("[[note]]\nzh = \"a\"\nen = \"b\"\n\n[[note]]\nzh = \"a\"\nen = \"c\"\n");
  CHECK_THROWS_WITH(PageText::load(twice), Catch::Contains(":5:") && Catch::Contains("twice"));
  const std::string unknown = writeTable("[[note]]\nzh = \"a\"\nen = \"b\"\nfr = \"c\"\n");
  CHECK_THROWS_WITH(PageText::load(unknown), Catch::Contains("fr"));
}
