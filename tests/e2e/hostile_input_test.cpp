// Hostile inputs (#41). A version 300,000 characters long in every file kind that states one:
// before, std::regex recursed once per character and the process died of a stack overflow (a
// requirements.txt: signal 11, no report). Nesting that crashed the parsers: 65,535 unclosed
// brackets in a .py (an invalid free in libtree-sitter 0.20.7), a pyproject.toml key of 300,000
// dotted parts (toml++'s recursion, signal 11); libyaml's quadratic scan of 100,000 nested `[`.
// Now each file ends with a short problem line.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "run_npu_lint.h"

namespace fs = std::filesystem;

TEST_CASE("hostile input: a 300,000-character version in any project file gives a short problem line, not a crash") {
  const Scratch scratch("hostile-versions");
  const fs::path dir = scratch.dir;
  const std::string v(300000, '1');
  std::ofstream(dir / "requirements.txt") << "torch==" << v << "\n";
  std::ofstream(dir / "environment.yml") << "name: x\ndependencies:\n  - pytorch=" << v << "\n  - pip:\n    - torch==" << v << "\n";
  std::ofstream(dir / "pyproject.toml") << "[project]\nname = \"x\"\ndependencies = [\"torch==" << v << "\"]\n";
  std::ofstream(dir / "Dockerfile") << "FROM quay.io/ascend/cann:" << v << "-910b-ubuntu22.04-py3.10\nRUN ./Ascend-cann-toolkit_" << v
                                    << "_linux-aarch64.run --install\n";
  std::ofstream(dir / "install.sh") << "./Ascend-cann-toolkit_" << v << "_linux-aarch64.run --install\npip" << v << " install torch\n";

  const Run run = runNpuLint({"--format", "json", "--fail-on", "never", "--no-cache", dir.string()});
  REQUIRE(run.exit_code == 0);
  const auto report = run.json();
  CHECK(report.at("targets").size() == 5);
  CHECK(run.out.size() < 64 * 1024);  // the long lines are not copied into the report
  std::istringstream err(run.err);
  for (std::string line; std::getline(err, line);) {
    INFO(line.substr(0, 200));
    CHECK(line.size() < 400);
  }
  // The requirement that could not be read is said, quoting its start and its length.
  bool said = false;
  for (const auto& target : report.at("targets"))
    for (const auto& problem : target.at("problems"))
      said = said || problem.get<std::string>().find("torch==1111") != std::string::npos &&
                         problem.get<std::string>().find("(300007 bytes)") != std::string::npos;
  CHECK(said);
}

TEST_CASE("hostile input: nesting that crashed the parsers is that file's problem line") {
  const Scratch scratch("hostile-nesting");
  const fs::path dir = scratch.dir;
  std::ofstream(dir / "brackets.py") << "import torch\nx = torch.cuda.is_available()\ny = " << std::string(65535, '(') << "\n";
  std::ofstream(dir / "fine.py") << "import torch\nx = " << std::string(200, '(') << "1" << std::string(200, ')') << "\n";
  std::string key = "a";
  for (int i = 0; i < 300000; ++i) key += ".a";
  std::ofstream(dir / "pyproject.toml") << "[project]\nname = \"x\"\n" << key << " = 1\n";
  // libyaml's scanner is quadratic in flow nesting: 100,000 `[` took 13.6 s.
  std::ofstream(dir / "environment.yml") << "name: x\ndependencies:\n  - " << std::string(100000, '[') << "\n";

  const Run run = runNpuLint({"--format", "json", "--fail-on", "never", "--no-cache", dir.string()});
  REQUIRE(run.exit_code == 0);
  const auto report = run.json();
  std::map<std::string, std::vector<std::string>> problems;
  for (const auto& target : report.at("targets"))
    problems[fs::path(target.at("path").get<std::string>()).filename().string()] = target.at("problems").get<std::vector<std::string>>();
  // CPython refuses a 201st nested bracket ("too many nested parentheses"); 200 compile.
  CHECK(problems["brackets.py"] == std::vector<std::string>{"not parsed: brackets nested deeper than 200 from line 3 (CPython refuses more)"});
  CHECK(problems["fine.py"].empty());
  CHECK(problems["pyproject.toml"] == std::vector<std::string>{"line 3: not read: a key of more than 1000 dotted parts"});
  CHECK(problems["environment.yml"] == std::vector<std::string>{"line 3: not read: [ or { nested deeper than 1000"});
}

TEST_CASE("hostile input: doubling a variable and a 200,000-part attribute chain stay small and quick") {
  const Scratch scratch("hostile-growth");
  const fs::path dir = scratch.dir;
  {
    // Each line doubles $A: 40 lines would expand to 2^41 bytes (before: 16 GB of memory and rising).
    std::ofstream docker(dir / "Dockerfile");
    docker << "ARG A=xx\n";
    for (int i = 0; i < 40; ++i) docker << "ARG A=${A}${A}\n";
    docker << "FROM quay.io/ascend/cann:${A}\n";
    std::ofstream script(dir / "install.sh");
    script << "A=x\n";
    for (int i = 0; i < 64; ++i) script << "A=$A$A\n";
    script << "pip install torch_npu==$A\n";
    // A 2 KiB value referenced 20,000 times on one line, 40 MB expanded: the text's expansions
    // stop at 4 times its size, and the file says so once.
    std::ofstream amplify(dir / "Dockerfile.amplify");
    amplify << "ARG A=xx\n";
    for (int i = 0; i < 10; ++i) amplify << "ARG A=${A}${A}\n";
    amplify << "FROM ubuntu\nARG A\nRUN echo";
    for (int i = 0; i < 20000; ++i) amplify << " $A";
    amplify << "\n";
    // Each FROM <stage> copied the stage's variables (20,000 of them 20,000 times took 15 s): past
    // a million copied, here at the 1,001st FROM, a stage starts empty.
    std::ofstream stages(dir / "Dockerfile.stages");
    stages << "FROM ubuntu AS s0\n";
    for (int i = 0; i < 1000; ++i) stages << "ENV V" << i << "=x\n";
    for (int i = 0; i < 2000; ++i) stages << "FROM s0\n";
    // Before, each part of the chain was put at the front of a vector: quadratic (100,000 parts: 102 s).
    std::ofstream chain(dir / "chain.py");
    chain << "import torch\nx = torch";
    for (int i = 0; i < 200000; ++i) chain << ".cuda";
    chain << "\n";
  }
  const auto started = std::chrono::steady_clock::now();
  const Run run = runNpuLint({"--format", "json", "--fail-on", "never", "--no-cache", dir.string()});
  const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - started).count();
  REQUIRE(run.exit_code == 0);
  CHECK(seconds < 30);  // about 1 s here; generous for a sanitizer build on 2 cores
  CHECK(run.out.size() < 256 * 1024);
  const auto report = run.json();
  std::map<std::string, std::vector<std::string>> problems;
  for (const auto& target : report.at("targets"))
    problems[fs::path(target.at("path").get<std::string>()).filename().string()] = target.at("problems").get<std::vector<std::string>>();
  // 2^12 bytes at line 12: the first word past 4096 bytes; $A is unknown after that, and said once.
  CHECK(problems["Dockerfile"] == std::vector<std::string>{"line 12: $A not expanded: the word would pass 4096 bytes, or the text's expansions 4 times its size"});
  CHECK(problems["install.sh"] == std::vector<std::string>{"line 13: $A not expanded: the word would pass 4096 bytes, or the text's expansions 4 times its size"});
  REQUIRE(problems["Dockerfile.amplify"].size() == 1);
  CHECK(problems["Dockerfile.amplify"][0].rfind("line 14: $A not expanded: ", 0) == 0);
  CHECK(problems["Dockerfile.amplify"][0].find(" more)") != std::string::npos);
  CHECK(problems["Dockerfile.stages"] ==
        std::vector<std::string>{"line 2002: more than 1000000 variables copied into stages: from here a FROM <stage> starts without its ENV"});
  CHECK(problems["chain.py"] == std::vector<std::string>{"syntax nested deeper than 1000 levels from line 2: not analysed below that depth"});
}
