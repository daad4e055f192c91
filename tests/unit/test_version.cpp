// PEP 440 versions and specifiers as pip reads them: parsing, normal form, order, `==` equality, and which versions a specifier set allows.
#include <catch2/catch.hpp>

#include "core/specifier.h"
#include "core/version.h"

using namespace npu_lint;

namespace {
Version v(const char* text) {
  auto parsed = parseVersion(text);
  REQUIRE(parsed);
  return *parsed;
}
}  // namespace

TEST_CASE("version: the spellings pip accepts read to one normal form") {
  CHECK(v("2.1.0.post10").str() == "2.1.0.post10");
  CHECK(v("2.1.0-post10").str() == "2.1.0.post10");
  CHECK(v("1.0-1").str() == "1.0.post1");  // an implicit post-release
  CHECK(v("2.1.0.rc1").str() == "2.1.0rc1");
  CHECK(v("2.1.0-RC1").str() == "2.1.0rc1");
  CHECK(v("1.0alpha2").str() == "1.0a2");
  CHECK(v("1.0.preview1").str() == "1.0rc1");
  CHECK(v("2.4.0+CPU").str() == "2.4.0+cpu");
  CHECK(v("v2.1").str() == "2.1");
  CHECK(v(" 3.10 ").str() == "3.10");
  CHECK(v("1.0.dev3").str() == "1.0.dev3");
  CHECK(v("2.1.0").minor() == "2.1");
  CHECK(v("3").minor() == "3.0");
}

TEST_CASE("version: what is not a version is refused") {
  for (const char* bad : {"", "abc", "2.1.0.", "2..1", "2.1.0+", "2.1.0 beta", "2.1.0.post1x", "99999999999.0", "2.1.0+cpu+x"})
    CHECK_FALSE(parseVersion(bad));
}

TEST_CASE("version: PEP 440 order, zero padding, local parts") {
  CHECK(compareVersions(v("2.1.0.dev1"), v("2.1.0a1")) < 0);
  CHECK(compareVersions(v("2.1.0a1"), v("2.1.0b1")) < 0);
  CHECK(compareVersions(v("2.1.0b1"), v("2.1.0rc1")) < 0);
  CHECK(compareVersions(v("2.1.0rc1"), v("2.1.0")) < 0);
  CHECK(compareVersions(v("2.1.0"), v("2.1.0.post1")) < 0);
  CHECK(compareVersions(v("2.1.0.post9"), v("2.1.0.post10")) < 0);
  CHECK(compareVersions(v("2.1.0rc1.dev2"), v("2.1.0rc1")) < 0);
  CHECK(compareVersions(v("1.11.0"), v("1.8.1")) > 0);  // numbers, not text
  CHECK(compareVersions(v("2.1"), v("2.1.0")) == 0);
  CHECK(sameVersion(v("2.1"), v("2.1.0+cpu")));       // `==2.1` matches a local build
  CHECK_FALSE(sameVersion(v("2.1.0+cu121"), v("2.1.0+cpu")));
  CHECK_FALSE(sameVersion(v("2.1.0"), v("2.1.0.post1")));
}

namespace {
bool allows(const char* specifier, const char* version) {
  const auto set = parseSpecifierSet(specifier);
  REQUIRE(set);
  return set->contains(v(version));
}
}  // namespace

TEST_CASE("specifier: each operator as pip evaluates it") {
  CHECK(allows("==2.1.0", "2.1.0"));
  CHECK(allows("==2.1.0", "2.1.0+cpu"));  // a local build matches a public pin
  CHECK_FALSE(allows("==2.1.0+cu121", "2.1.0+cpu"));
  CHECK_FALSE(allows("==2.1.0", "2.1.0.post1"));
  CHECK(allows("==2.1.*", "2.1.2"));
  CHECK(allows("==2.1.*", "2.1.0.post10"));
  CHECK_FALSE(allows("==2.1.*", "2.10.0"));  // segments, not text
  CHECK(allows("!=2.1.1", "2.1.0"));
  CHECK_FALSE(allows("!=2.1.*", "2.1.5"));
  CHECK(allows("~=2.1.0", "2.1.9"));
  CHECK_FALSE(allows("~=2.1.0", "2.2.0"));
  CHECK(allows("~=2.1", "2.9"));
  CHECK(allows(">=2.1, <2.2", "2.1.0.post10"));
  CHECK_FALSE(allows(">=2.1,<2.2", "2.2.0"));
  CHECK(allows("<=2.1.0", "2.1.0"));
  CHECK_FALSE(allows(">2.1.0", "2.1.0.post3"));  // ">V" leaves out V's post-releases
  CHECK(allows(">2.1.0.post1", "2.1.0.post3"));
  CHECK(allows(">2.1.0", "2.1.1"));
  CHECK_FALSE(allows(">2.1.0", "2.1.0+cpu"));
  CHECK(allows("===2.1.0+cpu", "2.1.0+CPU"));
  CHECK_FALSE(allows("===2.1.0", "2.1"));
  CHECK(allows("", "1.0"));  // no specifier: any version
}

TEST_CASE("specifier: pre-releases only where a clause names one") {
  CHECK_FALSE(allows(">=2.1", "2.2.0rc1"));
  CHECK(allows(">=2.2.0rc1", "2.2.0rc2"));
  CHECK_FALSE(allows("<2.2", "2.2.0rc1"));
  CHECK(allows("==2.5.1rc1", "2.5.1rc1"));
}

TEST_CASE("specifier: pinned versions, and what is not a specifier") {
  CHECK(parseSpecifierSet("==2.1.0.post10")->pinned()->str() == "2.1.0.post10");
  CHECK(parseSpecifierSet("===2.1.0")->pinned());
  CHECK_FALSE(parseSpecifierSet("==2.1.*")->pinned());
  CHECK_FALSE(parseSpecifierSet(">=2.1")->pinned());
  CHECK_FALSE(parseSpecifierSet("==2.1.0,!=2.1.1")->pinned());
  for (const char* bad : {"2.1.0", "=2.1.0", "==", ">=2.1,", "~=2", "==2.1.*+cpu", ">=abc", "==2.1.0;"}) CHECK_FALSE(parseSpecifierSet(bad));
}
