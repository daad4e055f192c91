// English for the notes torch_npu's API pages write in Chinese (op_db/page_text_en.toml,
// translated by hand): reports give the English, JSON keeps the page's words.
#pragma once
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace npu_lint {

class PageText {
 public:
  static PageText load(const std::string& path);  // errors name file:line

  // `note` in English: the table's whole note, else the note with each phrase replaced; "" when
  // Chinese would be left (the table lacks it).
  std::string english(const std::string& note) const;

 private:
  std::unordered_map<std::string, std::string> notes_;
  std::vector<std::pair<std::string, std::string>> phrases_;  // in the file's order
};

bool hasCjk(const std::string& text);  // any CJK ideograph or full-width punctuation

}  // namespace npu_lint
