#include "opdb/page_text.h"

#include "core/error.h"
#include "core/toml_reader.h"

namespace npu_lint {
namespace {

std::string trimmed(const std::string& text) {
  const size_t begin = text.find_first_not_of(' ');
  return begin == std::string::npos ? "" : text.substr(begin, text.find_last_not_of(' ') - begin + 1);
}

}  // namespace

bool hasCjk(const std::string& text) {
  // Three-byte UTF-8 sequences from U+3000 (CJK punctuation) to U+9FFF (ideographs), and the
  // full-width forms U+FF00..U+FF7F.
  for (size_t i = 0; i + 2 < text.size(); ++i) {
    const auto lead = static_cast<unsigned char>(text[i]);
    const auto next = static_cast<unsigned char>(text[i + 1]);
    if ((lead >= 0xE3 && lead <= 0xE9) || (lead == 0xEF && (next == 0xBC || next == 0xBD)))
      return true;
  }
  return false;
}

PageText PageText::load(const std::string& path) {
  const toml::table root = parseTomlFile(path);
  TableReader reader(path, root);
  PageText text;
  const auto pairs = [&](const char* key, auto add) {
    if (const toml::array* entries = reader.tables(key))
      for (const auto& node : *entries) {
        TableReader entry(path, *node.as_table());
        std::string zh = entry.text("zh"), en = entry.text("en");
        if (hasCjk(en)) failAt(path, node, std::string(key) + ".en has Chinese left in it");
        entry.rejectUnknownKeys();
        add(std::move(zh), std::move(en), node);
      }
  };
  pairs("note", [&](std::string zh, std::string en, const toml::node& node) {
    if (!text.notes_.emplace(std::move(zh), std::move(en)).second) failAt(path, node, "this note is listed twice");
  });
  pairs("phrase", [&](std::string zh, std::string en, const toml::node&) { text.phrases_.emplace_back(std::move(zh), std::move(en)); });
  reader.rejectUnknownKeys();
  return text;
}

std::string PageText::english(const std::string& note) const {
  if (const auto it = notes_.find(note); it != notes_.end()) return it->second;
  std::string out = note;
  for (const auto& [zh, en] : phrases_)
    for (size_t at = out.find(zh); at != std::string::npos; at = out.find(zh, at + en.size())) out.replace(at, zh.size(), en);
  return hasCjk(out) ? "" : trimmed(out);
}

}  // namespace npu_lint
