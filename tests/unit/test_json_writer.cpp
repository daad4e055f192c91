#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "core/json_writer.h"

using namespace npu_lint;

namespace {

std::string written(const std::string& text) { return JsonWriter().value(text).take(); }

}  // namespace

// nlohmann's dump is the oracle: the JSON emitter promises its layout.
TEST_CASE("json writer: strings are escaped as nlohmann escapes them") {
  std::vector<std::string> texts = {"", "plain", "a\"b", "back\\slash", "tab\tnew\nline\r", "caf\xc3\xa9 \xe2\x86\x92",
                                    "\"\"\\\\", "end\\"};
  std::string every_control;
  for (char c = 1; c < 0x20; ++c) every_control += std::string("x") + c;
  texts.push_back(every_control);
  texts.push_back(std::string("nul\0byte", 8));
  for (const auto& text : texts) CHECK(written(text) == nlohmann::json(text).dump());
}

TEST_CASE("json writer: invalid UTF-8 becomes U+FFFD and the rest is kept") {
  CHECK(written("a\xff" "b\n") == "\"a\xef\xbf\xbd" "b\\n\"");
}
