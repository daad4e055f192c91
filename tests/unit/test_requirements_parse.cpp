// pip requirements files: names as pip normalises them, specifiers, extras, markers, URLs and
// wheels, options, comments with suppressions, continuations, and lines pip would refuse.
#include <catch2/catch.hpp>

#include "frontends/project/pyproject_parse.h"
#include "frontends/project/requirements_parse.h"

using namespace npu_lint::project;

TEST_CASE("requirements: each kind of line reads as pip reads it") {
  const ProjectFacts f = parseRequirements(
      "# a comment line\n"
      "--extra-index-url https://download.pytorch.org/whl/cpu\n"
      "-r base-requirements.txt\n"
      "--constraint=constraints.txt\n"
      "torch==2.1.0+cpu\n"
      "Torch_NPU == 2.1.0.post10  # npu-lint: ignore[unpinned-torch]\n"
      "numpy>=1.21,<2 ; python_version >= \"3.8\"\n"
      "timm[all]~=0.9\n"
      "pkg @ https://example.com/pkg-1.0.tar.gz#sha256=00\n"
      "./wheels/torch_npu-2.1.0.post10-cp310-cp310-manylinux_2_17_aarch64.whl\n"
      "apex \\\n"
      "  >=0.1\n"
      "requests --hash=sha256:00\r\n"
      "foo bar baz\n"
      "--no-such-option\n");
  REQUIRE(f.requirements.size() == 8);
  CHECK(f.requirements[0].name == "torch");
  CHECK(f.requirements[0].specifier == "==2.1.0+cpu");
  CHECK(f.requirements[0].pos.line == 5);
  CHECK(f.requirements[1].name == "torch-npu");  // "Torch_NPU", normalised
  CHECK(f.requirements[1].specifier == "==2.1.0.post10");
  CHECK(f.requirements[2].specifier == ">=1.21,<2");
  CHECK(f.requirements[2].marker == "python_version >= \"3.8\"");
  CHECK(f.requirements[3].name == "timm");
  CHECK(f.requirements[3].specifier == "~=0.9");
  CHECK(f.requirements[4].name == "pkg");
  CHECK(f.requirements[4].url == "https://example.com/pkg-1.0.tar.gz#sha256=00");  // "#" inside a URL is no comment
  CHECK(f.requirements[5].name == "torch-npu");  // from the wheel's file name
  CHECK(f.requirements[5].specifier == "==2.1.0.post10");
  CHECK(f.requirements[6].name == "apex");
  CHECK(f.requirements[6].specifier == ">=0.1");
  CHECK(f.requirements[6].pos.line == 11);  // a continued line: where it starts
  CHECK(f.requirements[7].name == "requests");
  CHECK(f.requirements[7].specifier.empty());
  CHECK(f.includes == std::vector<std::string>{"base-requirements.txt", "constraints.txt"});
  CHECK(f.unparsed == std::vector<std::string>{"line 14: foo bar baz", "line 15: --no-such-option"});
  REQUIRE(f.suppressions.size() == 1);
  CHECK(f.suppressions[0].target_line == 6);
  CHECK(f.suppressions[0].rules == std::vector<std::string>{"unpinned-torch"});
}

TEST_CASE("requirements: a wheel URL's escaped file name gives its version") {
  const ProjectFacts f = parseRequirements("https://download.pytorch.org/whl/cpu/torch-1.8.1%2Bcpu-cp37-cp37m-linux_x86_64.whl\n");
  REQUIRE(f.requirements.size() == 1);
  CHECK(f.requirements[0].name == "torch");
  CHECK(f.requirements[0].specifier == "==1.8.1+cpu");
}

TEST_CASE("requirements: names normalise as pip compares them") {
  CHECK(normalizedName("Torch_NPU") == "torch-npu");
  CHECK(normalizedName("torch.npu") == "torch-npu");
  CHECK(normalizedName("a__-.b") == "a-b");
}

TEST_CASE("pyproject: PEP 621 and Poetry dependencies, with their lines, bad TOML is said") {
  const ProjectFacts f = parsePyproject(
      "[project]\n"
      "name = \"demo\"\n"
      "dependencies = [\n"
      "  \"torch>=2.1\",\n"
      "  \"torch_npu==2.1.0.post10\",  # npu-lint: ignore[unpinned-torch]\n"
      "  \"not a requirement\",\n"
      "]\n"
      "[project.optional-dependencies]\n"
      "dev = [\"pytest>=7\"]\n"
      "[tool.poetry.dependencies]\n"
      "python = \"^3.10\"\n"
      "torch = \"2.1.2\"\n"
      "torch-npu = { version = \"^2.1\" }\n"
      "local = { path = \"../local\" }\n"
      "any = \"*\"\n");
  REQUIRE(f.requirements.size() == 7);
  CHECK(f.requirements[0].name == "torch");
  CHECK(f.requirements[0].specifier == ">=2.1");
  CHECK(f.requirements[0].pos.line == 4);
  CHECK(f.requirements[1].name == "torch-npu");
  CHECK(f.requirements[1].pos.line == 5);
  CHECK(f.requirements[2].name == "pytest");
  CHECK(f.requirements[3].name == "torch");  // Poetry: a bare version is exact
  CHECK(f.requirements[3].specifier == "==2.1.2");
  CHECK(f.requirements[3].pos.line == 12);
  CHECK(f.requirements[4].specifier == "^2.1");
  CHECK(f.requirements[5].url == "../local");
  CHECK(f.requirements[6].specifier.empty());
  CHECK(f.unparsed == std::vector<std::string>{"line 6: not a PEP 508 requirement"});
  REQUIRE(f.suppressions.size() == 1);
  CHECK(f.suppressions[0].target_line == 5);
  CHECK(parsePyproject("[project\n").unparsed == std::vector<std::string>{"line 1: not valid TOML"});
}
