// Scale-out: --shard K/N splits the inputs, `npu-lint merge` combines the JSON reports, and the
// result equals a single run, links across files included.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "run_npu_lint.h"

namespace fs = std::filesystem;

namespace {

const std::vector<std::string> kInputs = {NPU_LINT_SOURCE_DIR "/examples/detection_head.pt",
                                          NPU_LINT_SOURCE_DIR "/examples/cuda_extension"};

std::vector<std::string> with(std::vector<std::string> args, const std::vector<std::string>& more) {
  args.insert(args.end(), more.begin(), more.end());
  return args;
}

}  // namespace

TEST_CASE("shard: merged shards equal a single run") {
  const fs::path dir = fs::temp_directory_path() / ("npu-lint-shard-" + std::to_string(getpid()));
  fs::create_directories(dir);
  const Run single = runNpuLint(with({"--no-config", "--format", "json", "--fail-on", "never"}, with(kInputs, {model("custom_ops.pt")})));
  const auto expected = single.json();
  REQUIRE(expected["targets"].size() == 6);
  for (unsigned count : {2u, 3u, 7u}) {
    std::vector<std::string> merge_args = {"merge", "--no-config", "--format", "json", "--fail-on", "never"};
    size_t targets = 0;
    for (unsigned index = 1; index <= count; ++index) {
      const std::string out = (dir / ("s" + std::to_string(index) + ".json")).string();
      const std::string shard = std::to_string(index) + "/" + std::to_string(count);
      const Run run = runNpuLint(with({"--no-config", "--shard", shard, "--fail-on", "never", "-o", "json=" + out},
                                      with(kInputs, {model("custom_ops.pt")})));
      CHECK(run.exit_code != 2);
      std::ifstream in(out);
      targets += nlohmann::json::parse(in)["targets"].size();
      merge_args.push_back(out);
    }
    CHECK(targets == 6);  // every input in exactly one shard
    const Run merged = runNpuLint(merge_args);
    INFO("shards: " << count);
    CHECK(merged.exit_code == single.exit_code);
    CHECK(merged.json() == expected);
  }
  // The same shard twice is an overlap, not twice the findings.
  const std::string s1 = (dir / "s1.json").string();
  const Run overlap = runNpuLint({"merge", "--no-config", s1, s1});
  CHECK(overlap.exit_code == 2);
  CHECK(overlap.err.find("overlapping shards") != std::string::npos);
  fs::remove_all(dir);
}

TEST_CASE("shard: bad shard specs and non-reports are one-line errors") {
  for (const char* spec : {"0/2", "3/2", "1/0", "2", "a/b", "1/2/3"}) {
    const Run run = runNpuLint({"--no-config", "--shard", spec, NPU_LINT_SOURCE_DIR "/examples/cuda_extension"});
    CHECK(run.exit_code == 2);
    CHECK(run.stderrLines() == 1);
  }
  const Run not_json = runNpuLint({"merge", "--no-config", NPU_LINT_SOURCE_DIR "/README.md"});
  CHECK(not_json.exit_code == 2);
  CHECK(not_json.err.find("README.md:1:1: not valid JSON, so not an npu-lint JSON report") != std::string::npos);
}
