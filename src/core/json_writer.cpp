#include "core/json_writer.h"

#include <algorithm>
#include <cassert>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "core/utf8.h"

namespace npu_lint {

void JsonWriter::beforeValue() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (levels_.empty()) return;
  Level& level = levels_.back();
  if (!level.empty) out_ += ',';
  level.empty = false;
  if (!indented_) return;
  out_ += '\n';
  out_.append(2 * levels_.size(), ' ');
}

void JsonWriter::open(char bracket) {
  beforeValue();
  out_ += bracket;
  levels_.push_back({bracket == '{' ? '}' : ']', true});
}

JsonWriter& JsonWriter::object() {
  open('{');
  return *this;
}

JsonWriter& JsonWriter::array() {
  open('[');
  return *this;
}

JsonWriter& JsonWriter::end() {
  assert(!levels_.empty() && !after_key_);
  const Level level = levels_.back();
  levels_.pop_back();
  if (!level.empty && indented_) {
    out_ += '\n';
    out_.append(2 * levels_.size(), ' ');
  }
  out_ += level.close;
  return *this;
}

JsonWriter& JsonWriter::key(std::string_view name) {
  assert(!levels_.empty() && levels_.back().close == '}');
  beforeValue();
  writeString(name);
  out_ += indented_ ? ": " : ":";
  after_key_ = true;
  return *this;
}

JsonWriter& JsonWriter::value(std::string_view text) {
  beforeValue();
  writeString(text);
  return *this;
}

void JsonWriter::writeString(std::string_view raw) {
  const bool ascii = std::all_of(raw.begin(), raw.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
  const std::string repaired = ascii ? std::string() : validUtf8(std::string(raw));
  const std::string_view text = ascii ? raw : std::string_view(repaired);
  out_ += '"';
  // Runs of characters that need no escape are copied whole: reports are mostly such text.
  size_t plain_from = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    const char* escape = c == '"' ? "\\\"" : c == '\\' ? "\\\\" : c == '\b' ? "\\b" : c == '\f' ? "\\f"
                       : c == '\n' ? "\\n" : c == '\r' ? "\\r" : c == '\t' ? "\\t" : nullptr;
    if (!escape && static_cast<unsigned char>(c) >= 0x20) continue;
    out_.append(text, plain_from, i - plain_from);
    plain_from = i + 1;
    if (escape) {
      out_ += escape;
    } else {
      char buffer[8];
      std::snprintf(buffer, sizeof buffer, "\\u%04x", static_cast<unsigned>(c));
      out_ += buffer;
    }
  }
  out_.append(text, plain_from);
  out_ += '"';
}

JsonWriter& JsonWriter::value(bool flag) {
  beforeValue();
  out_ += flag ? "true" : "false";
  return *this;
}

JsonWriter& JsonWriter::value(long long number) {
  beforeValue();
  out_ += std::to_string(number);
  return *this;
}

JsonWriter& JsonWriter::value(unsigned long long number) {
  beforeValue();
  out_ += std::to_string(number);
  return *this;
}

// nlohmann's shortest round-trip form ("66.66666666666667", "100.0"), so output is unchanged.
JsonWriter& JsonWriter::value(double number) {
  beforeValue();
  out_ += nlohmann::json(number).dump();
  return *this;
}

JsonWriter& JsonWriter::value(const std::vector<std::string>& texts) {
  array();
  for (const auto& text : texts) value(text);
  return end();
}

JsonWriter& JsonWriter::value(const std::map<std::string, size_t>& counts) {
  object();
  for (const auto& [name, count] : counts) field(name, count);
  return end();
}

}  // namespace npu_lint
