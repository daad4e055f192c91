// Writes JSON text as it goes, in the layout of nlohmann's dump(2), or on one line (dump()) for
// the helpers' replies: the JSON emitter renders a report of thousands of findings without first
// building a tree of them (which cost a large scan most of its rendering time in allocation).
#pragma once
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace npu_lint {

class JsonWriter {
 public:
  enum class Layout { kIndented, kOneLine };
  explicit JsonWriter(Layout layout = Layout::kIndented) : indented_(layout == Layout::kIndented) {}

  JsonWriter& object();  // opens {, closed by end()
  JsonWriter& array();   // opens [, closed by end()
  JsonWriter& end();
  JsonWriter& key(std::string_view name);

  JsonWriter& value(std::string_view text);  // invalid UTF-8 becomes U+FFFD
  JsonWriter& value(const char* text) { return value(std::string_view(text)); }
  JsonWriter& value(const std::string& text) { return value(std::string_view(text)); }
  JsonWriter& value(bool flag);
  JsonWriter& value(long long number);
  JsonWriter& value(unsigned long long number);
  JsonWriter& value(int number) { return value(static_cast<long long>(number)); }
  JsonWriter& value(unsigned number) { return value(static_cast<unsigned long long>(number)); }
  JsonWriter& value(long number) { return value(static_cast<long long>(number)); }
  JsonWriter& value(unsigned long number) { return value(static_cast<unsigned long long>(number)); }
  JsonWriter& value(double number);
  JsonWriter& value(const std::vector<std::string>& texts);
  JsonWriter& value(const std::map<std::string, size_t>& counts);

  template <class T>
  JsonWriter& field(std::string_view name, const T& v) {
    return key(name).value(v);
  }

  std::string take() { return std::move(out_); }

 private:
  void beforeValue();
  void writeString(std::string_view text);
  void open(char bracket);

  std::string out_;
  struct Level {
    char close;
    bool empty;
  };
  std::vector<Level> levels_;
  bool after_key_ = false;
  bool indented_;
};

}  // namespace npu_lint
