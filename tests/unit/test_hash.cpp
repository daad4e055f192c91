// The result cache's key: SHA-256 over length-prefixed parts.
#include <catch2/catch.hpp>

#include "core/hash.h"

using namespace npu_lint;

TEST_CASE("hash: sha256Hex is SHA-256 of the length-prefixed parts") {
  // hashlib.sha256(b"3:abc0:").hexdigest()
  CHECK(sha256Hex({"abc", ""}) == "bdf1004d3099a7a3712d12c456e15ebb2b81d43740868f77760be8f639855aad");
  // hashlib.sha256(b"").hexdigest(): no parts, nothing hashed
  CHECK(sha256Hex({}) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  // The prefixes keep the split: "ab" + "c" is not "a" + "bc".
  CHECK(sha256Hex({"ab", "c"}) != sha256Hex({"a", "bc"}));
}
