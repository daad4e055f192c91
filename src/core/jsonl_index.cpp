#include "core/jsonl_index.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "core/paths.h"

namespace npu_lint {
namespace {

using nlohmann::json;

// Keeps the string values of the wanted keys of the top-level object; builds nothing else.
struct FieldPicker : nlohmann::json_sax<json> {
  const std::vector<std::string>& keys;
  std::vector<std::optional<std::string>>& fields;
  size_t depth = 0;
  int wanted = -1;  // the index in keys of the top-level key just read, or -1
  bool object = false;
  int not_a_string = -1;  // a key asked for whose value is not a string, or -1

  FieldPicker(const std::vector<std::string>& k, std::vector<std::optional<std::string>>& f) : keys(k), fields(f) {}

  // Any value but a string (an object or array starts one).
  bool value() {
    if (depth == 1 && wanted >= 0 && not_a_string < 0) not_a_string = wanted;
    return wanted = -1, true;
  }
  bool null() override { return value(); }
  bool boolean(bool) override { return value(); }
  bool number_integer(number_integer_t) override { return value(); }
  bool number_unsigned(number_unsigned_t) override { return value(); }
  bool number_float(number_float_t, const string_t&) override { return value(); }
  bool binary(binary_t&) override { return value(); }
  bool string(string_t& text) override {
    if (depth == 1 && wanted >= 0) fields[wanted] = std::move(text);
    return wanted = -1, true;
  }
  bool start_object(size_t) override {
    if (depth == 0) object = true;
    value();
    return ++depth, true;
  }
  bool end_object() override { return --depth, true; }
  bool start_array(size_t) override {
    value();
    return ++depth, true;
  }
  bool end_array() override { return --depth, true; }
  bool key(string_t& name) override {
    if (depth == 1) {
      const auto it = std::find(keys.begin(), keys.end(), name);
      wanted = it == keys.end() ? -1 : static_cast<int>(it - keys.begin());
    }
    return true;
  }
  bool parse_error(size_t, const std::string&, const nlohmann::detail::exception& e) override {
    error = e.id;
    return false;
  }
  int error = 0;
};

}  // namespace

JsonlIndex JsonlIndex::read(const std::string& path, const std::vector<std::string>& keys, const std::string& what,
                            const std::string& remedy) {
  JsonlIndex index;
  index.path_ = path;
  try {
    index.text_ = readFile(path);
  } catch (const UserError&) {
    throw UserError(path + ": cannot read " + what);
  }
  const std::string& text = index.text_;
  size_t number = 0;
  for (size_t begin = 0; begin < text.size();) {
    const size_t newline = text.find('\n', begin);
    const size_t end = newline == std::string::npos ? text.size() : newline;
    ++number;
    if (end > begin) {
      Line line{number, begin, end - begin, std::vector<std::optional<std::string>>(keys.size())};
      FieldPicker picker(keys, line.fields);
      const bool parsed = json::sax_parse(text.begin() + begin, text.begin() + end, &picker);
      if (!parsed) throwAt(path, number, "malformed (json error " + std::to_string(picker.error) + "); " + remedy);
      if (!picker.object) throwAt(path, number, "not a JSON object; " + remedy);
      if (picker.not_a_string >= 0) throwAt(path, number, "'" + keys[picker.not_a_string] + "' is not a string; " + remedy);
      index.lines_.push_back(std::move(line));
    }
    begin = end + 1;
  }
  return index;
}

}  // namespace npu_lint
