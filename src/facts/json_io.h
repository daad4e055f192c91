// Reading and writing the fact model as JSON, from one field table per struct (facts/schema.h).
// The helpers' replies, the result cache, the JSON report and `npu-lint merge` all go through
// these two visitors, so a field is named in exactly one place.
//
// A table is a function `jsonFields(v, value)` beside the struct's namespace, presenting each
// field to the visitor `v` in JSON order:
//   v("name", member)          always written; must be present when read
//   v.optional("name", member) written when not empty/zero/false; absent reads as the default
//   v.defaulted("name", member) always written; absent reads as the default
//   v.written("name", value)   derived from other fields: written, ignored when read
//   v.extension("name")        a field the writer's caller supplies (e.g. a report's summary)
#pragma once
#include <functional>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/json_writer.h"
#include "facts/kinds.h"

namespace npu_lint {

// A JSON document that does not fit a struct's table; the message names the field, e.g.
// "targets[2].ops[0].count: missing".
struct SchemaError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

namespace json_io_detail {

struct Probe {
  template <class T>
  void operator()(const char*, T&) {}
  template <class T>
  void optional(const char*, T&) {}
  template <class T>
  void defaulted(const char*, T&) {}
  template <class T>
  void written(const char*, const T&) {}
  void extension(const char*) {}
};

template <class T, class = void>
struct HasFields : std::false_type {};
template <class T>
struct HasFields<T, std::void_t<decltype(jsonFields(std::declval<Probe&>(), std::declval<T&>()))>> : std::true_type {};

template <class T>
struct IsSequence : std::false_type {};
template <class T>
struct IsSequence<std::vector<T>> : std::true_type {};
template <class T>
struct IsSet : std::false_type {};
template <class T>
struct IsSet<std::set<T>> : std::true_type {};
template <class T>
struct IsStringMap : std::false_type {};
template <class T>
struct IsStringMap<std::map<std::string, T>> : std::true_type {};

template <class T>
bool isEmpty(const T& value) {
  if constexpr (std::is_arithmetic_v<T> || std::is_enum_v<T>) return value == T{};
  else if constexpr (HasFields<T>::value) return value.empty();
  else return value.empty();
}

// Where a reader is in the document, composed into text only for an error message.
struct Where {
  const Where* parent = nullptr;
  const char* name = nullptr;  // a field, or null for an array index
  size_t index = 0;
  std::string text() const;
};

}  // namespace json_io_detail

class FieldWriter {
 public:
  using Extension = std::function<void(std::string_view name, JsonWriter&)>;
  explicit FieldWriter(JsonWriter& out, const Extension* extension = nullptr) : out_(out), extension_(extension) {}

  template <class T>
  void operator()(const char* name, const T& value) {
    out_.key(name);
    put(value);
  }
  template <class T>
  void optional(const char* name, const T& value) {
    if (!json_io_detail::isEmpty(value)) (*this)(name, value);
  }
  template <class T>
  void defaulted(const char* name, const T& value) {
    (*this)(name, value);
  }
  template <class T>
  void written(const char* name, const T& value) {
    (*this)(name, value);
  }
  void extension(const char* name) {
    if (extension_ && *extension_) (*extension_)(name, out_);
  }

  template <class T>
  void put(const T& value) {
    using namespace json_io_detail;
    if constexpr (HasFields<T>::value) {
      out_.object();
      // The table takes a mutable reference so that one table serves reading too; writing never modifies.
      jsonFields(*this, const_cast<T&>(value));
      out_.end();
    } else if constexpr (std::is_enum_v<T>) {
      out_.value(nameOf(value));
    } else if constexpr (IsSequence<T>::value || IsSet<T>::value) {
      out_.array();
      for (const auto& item : value) put(item);
      out_.end();
    } else if constexpr (IsStringMap<T>::value) {
      out_.object();
      for (const auto& [key, item] : value) (*this)(key.c_str(), item);
      out_.end();
    } else {
      out_.value(value);
    }
  }

 private:
  JsonWriter& out_;
  const Extension* extension_;
};

class FieldReader {
 public:
  using Json = nlohmann::json;
  FieldReader(const Json& object, const json_io_detail::Where& where) : object_(object), where_(where) {}

  template <class T>
  void operator()(const char* name, T& value) {
    const auto it = object_.find(name);
    const json_io_detail::Where at{&where_, name};
    if (it == object_.end()) throw SchemaError(at.text() + ": missing");
    get(*it, value, at);
  }
  template <class T>
  void optional(const char* name, T& value) {
    if (const auto it = object_.find(name); it != object_.end()) get(*it, value, {&where_, name});
  }
  template <class T>
  void defaulted(const char* name, T& value) {
    optional(name, value);
  }
  template <class T>
  void written(const char*, const T&) {}
  void extension(const char*) {}

  template <class T>
  static void get(const Json& json, T& value, const json_io_detail::Where& where) {
    using namespace json_io_detail;
    if constexpr (HasFields<T>::value) {
      expect(json.is_object(), "an object", where);
      FieldReader reader(json, where);
      jsonFields(reader, value);
    } else if constexpr (std::is_enum_v<T>) {
      expect(json.is_string(), "a string", where);
      const auto parsed = parseName<T>(json.get_ref<const std::string&>());
      if (!parsed) throw SchemaError(where.text() + ": unknown value '" + json.get<std::string>() + "'");
      value = *parsed;
    } else if constexpr (IsSequence<T>::value || IsSet<T>::value) {
      expect(json.is_array(), "an array", where);
      value.clear();
      for (size_t i = 0; i < json.size(); ++i) {
        typename T::value_type item{};
        get(json[i], item, {&where, nullptr, i});
        if constexpr (IsSet<T>::value) value.insert(std::move(item));
        else value.push_back(std::move(item));
      }
    } else if constexpr (IsStringMap<T>::value) {
      expect(json.is_object(), "an object", where);
      value.clear();
      for (const auto& [key, item] : json.items()) get(item, value[key], {&where, key.c_str()});
    } else if constexpr (std::is_same_v<T, std::string>) {
      expect(json.is_string(), "a string", where);
      value = json.get_ref<const std::string&>();
    } else if constexpr (std::is_same_v<T, bool>) {
      expect(json.is_boolean(), "true or false", where);
      value = json.get<bool>();
    } else {
      static_assert(std::is_arithmetic_v<T>, "no JSON form for this type: give it a jsonFields table");
      expect(json.is_number(), "a number", where);
      value = json.get<T>();
    }
  }

 private:
  static void expect(bool ok, const char* what, const json_io_detail::Where& where) {
    if (!ok) throw SchemaError(where.text() + ": expected " + what);
  }
  const Json& object_;
  const json_io_detail::Where& where_;
};

// `value` as JSON through its table; `extension` supplies the fields a table leaves to the caller.
template <class T>
void writeJson(JsonWriter& out, const T& value, const FieldWriter::Extension* extension = nullptr) {
  FieldWriter(out, extension).put(value);
}

// `value` on one line, as the helpers reply and the result cache stores.
template <class T>
std::string toJsonLine(const T& value) {
  JsonWriter out(JsonWriter::Layout::kOneLine);
  writeJson(out, value);
  return out.take();
}

// Fills `value` from `json` through its table; throws SchemaError naming the field at fault.
// `root` names the document in messages ("" for none).
template <class T>
void readJson(const nlohmann::json& json, T& value, const char* root = "") {
  FieldReader::get(json, value, json_io_detail::Where{nullptr, root});
}

// The same from text; text that is not JSON is a SchemaError too.
template <class T>
T fromJsonText(const std::string& text, const char* root = "") {
  const nlohmann::json json = nlohmann::json::parse(text, nullptr, false);
  if (json.is_discarded()) throw SchemaError("not valid JSON");
  T value{};
  readJson(json, value, root);
  return value;
}

}  // namespace npu_lint
