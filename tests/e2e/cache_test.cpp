// The result cache: a warm run gives the cold run's report, a changed file or header is analysed
// afresh, a rebuilt helper never serves old results, and --no-cache stores nothing.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "run_npu_lint.h"

namespace fs = std::filesystem;

namespace {

struct CacheScratch {
  fs::path dir = fs::temp_directory_path() / ("npu-lint-cache-" + std::to_string(getpid()));
  CacheScratch() {
    fs::remove_all(dir);
    fs::create_directories(dir / "src");
  }
  ~CacheScratch() { fs::remove_all(dir); }
  void write(const std::string& name, const std::string& text) const { std::ofstream(dir / name) << text; }
  size_t entries() const {
    size_t n = 0;
    if (fs::exists(dir / "cache"))
      for (const auto& e : fs::recursive_directory_iterator(dir / "cache")) n += e.is_regular_file();
    return n;
  }
};

// A kernel only Clang can see: the lexical pass does not expand the header's macro.
const char* const kHeader = "#define KERNEL __global__\n";
const char* const kSource = "#include \"macro.cuh\"\nKERNEL void hidden(float* x) { x[0] = 1.f; }\n";

std::set<std::string> kernels(const nlohmann::json& report) {
  std::set<std::string> out;
  for (const auto& target : report.at("targets"))
    for (const auto& f : target.at("findings"))
      if (f.at("rule") == "cuda-kernel") out.insert(f.at("op").get<std::string>());
  return out;
}

}  // namespace

TEST_CASE("cache: a warm run reports exactly what the cold run did") {
  CacheScratch s;
  const std::vector<std::string> args = {"--no-config", "--cache-dir", (s.dir / "cache").string(), "--format", "json",
                                         "--fail-on", "never", NPU_LINT_SOURCE_DIR "/examples/detection_head.pt",
                                         NPU_LINT_SOURCE_DIR "/examples/cuda_extension"};
  const Run cold = runNpuLint(args);
  const size_t stored = s.entries();
  CHECK(stored == 5);  // the model and the four sources
  const Run warm = runNpuLint(args);
  CHECK(warm.exit_code == cold.exit_code);
  CHECK(warm.json() == cold.json());
  CHECK(s.entries() == stored);
  CHECK(warm.seconds < cold.seconds);
}

// Every fact a check reads must survive the cache's JSON round trip (facts/schema.h): the fix
// fixtures exercise the Python facts the rules read, fixes included.
TEST_CASE("cache: a warm run over every fix fixture reports exactly what the cold run did") {
  CacheScratch s;
  std::vector<std::string> args = {"--no-config", "--cache-dir", (s.dir / "cache").string(), "--format", "json", "--fail-on", "never"};
  for (const auto& fixture : fs::directory_iterator(NPU_LINT_SOURCE_DIR "/tests/fixtures/fix"))
    if (fs::exists(fixture.path() / "input")) args.push_back((fixture.path() / "input").string());
  REQUIRE(args.size() > 20);
  const Run cold = runNpuLint(args);
  REQUIRE(s.entries() > 0);
  const Run warm = runNpuLint(args);
  CHECK(warm.exit_code == cold.exit_code);
  CHECK(warm.json() == cold.json());
}

TEST_CASE("cache: a Python file's facts are served from the cache until the file changes") {
  CacheScratch s;
  s.write("src/train.py", "import torch\ntorch.cuda.synchronize()\n");
  const std::vector<std::string> args = {"--no-config", "--cache-dir", (s.dir / "cache").string(), "--format", "json",
                                         "--select", "torch-cuda-api", (s.dir / "src" / "train.py").string()};
  const auto ops = [&] {
    std::set<std::string> out;
    const nlohmann::json report = runNpuLint(args).json();
    for (const auto& f : report.at("targets").at(0).at("findings")) out.insert(f.at("op").get<std::string>());
    return out;
  };
  CHECK(ops() == std::set<std::string>{"torch.cuda.synchronize"});
  REQUIRE(s.entries() == 1);
  // Rewrite the stored facts: a warm run reports what the entry says, so it was read, not parsed.
  for (const auto& e : fs::recursive_directory_iterator(s.dir / "cache"))
    if (e.is_regular_file()) {
      std::ifstream in(e.path());
      std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      const auto at = text.find("torch.cuda.synchronize");
      REQUIRE(at != std::string::npos);
      std::ofstream(e.path()) << text.replace(at, 22, "torch.cuda.empty_cache");
    }
  CHECK(ops() == std::set<std::string>{"torch.cuda.empty_cache"});
  s.write("src/train.py", "import torch\ntorch.cuda.synchronize()\ntorch.cuda.current_device()\n");
  CHECK(ops() == std::set<std::string>{"torch.cuda.synchronize", "torch.cuda.current_device"});
  CHECK(s.entries() == 2);
}

TEST_CASE("cache: a changed header makes its includer be analysed afresh") {
  CacheScratch s;
  s.write("src/macro.cuh", kHeader);
  s.write("src/k.cu", kSource);
  const std::vector<std::string> args = {"--no-config", "--cache-dir", (s.dir / "cache").string(), "--format", "json",
                                         (s.dir / "src" / "k.cu").string()};
  CHECK(kernels(runNpuLint(args).json()) == std::set<std::string>{"hidden"});
  CHECK(kernels(runNpuLint(args).json()) == std::set<std::string>{"hidden"});  // from the cache
  s.write("src/macro.cuh", "#define KERNEL static\n");
  CHECK(kernels(runNpuLint(args).json()).empty());
}

TEST_CASE("cache: a rebuilt helper does not reuse old results") {
  CacheScratch s;
  s.write("src/k.cu", kSource);
  s.write("src/macro.cuh", kHeader);
  // A private copy of the build, so that "rebuilding" it leaves the other tests' binaries alone.
  const fs::path build = fs::path(NPU_LINT_BIN).parent_path(), copy = s.dir / "build";
  fs::create_directories(copy);
  for (const char* binary : {"npu-lint", "npu-lint-cuda", "npu-lint-torchscript"}) fs::copy_file(build / binary, copy / binary);
  for (const char* data : {"op_db", "rules", "cuda_headers"})
    fs::create_directory_symlink(fs::path(NPU_LINT_SOURCE_DIR) / data, copy / data);
  const std::vector<std::string> argv = {(copy / "npu-lint").string(), "--no-config", "--cache-dir",
                                         (s.dir / "cache").string(), (s.dir / "src" / "k.cu").string()};
  runProgram(argv);
  runProgram(argv);
  CHECK(s.entries() == 1);
  // A rebuild changes the helper's modification time (and usually its size).
  fs::last_write_time(copy / "npu-lint-cuda", fs::last_write_time(copy / "npu-lint-cuda") + std::chrono::seconds(5));
  runProgram(argv);
  CHECK(s.entries() == 2);
}

TEST_CASE("cache: --no-cache and NPU_LINT_NO_CACHE store nothing") {
  CacheScratch s;
  s.write("src/k.cu", kSource);
  const std::string source = (s.dir / "src" / "k.cu").string();
  const std::string home = "HOME=" + (s.dir / "home").string();
  runProgram({"/usr/bin/env", "-u", "NPU_LINT_NO_CACHE", "-u", "XDG_CACHE_HOME", home, NPU_LINT_BIN, "--no-config", "--no-cache", source});
  CHECK(!fs::exists(s.dir / "home" / ".cache"));
  runProgram({"/usr/bin/env", "NPU_LINT_NO_CACHE=1", "-u", "XDG_CACHE_HOME", home, NPU_LINT_BIN, "--no-config", source});
  CHECK(!fs::exists(s.dir / "home" / ".cache"));
  runProgram({"/usr/bin/env", "-u", "NPU_LINT_NO_CACHE", "-u", "XDG_CACHE_HOME", home, NPU_LINT_BIN, "--no-config", source});
  CHECK(fs::exists(s.dir / "home" / ".cache" / "npu-lint"));  // the default location
}
