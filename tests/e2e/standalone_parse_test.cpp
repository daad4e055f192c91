// Standalone parsing of real-world extension code (tests/fixtures/standalone/, one folder per
// failure kind seen in public trees): no compile database, no CUDA, no PyTorch install.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "run_npu_lint.h"

namespace fs = std::filesystem;
using nlohmann::json;

namespace {

// A copy outside any git repository: the header search covers exactly the fixture's tree.
fs::path fixtureCopy(const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / ("npu-lint-e2e-standalone-" + name);
  fs::remove_all(dir);
  fs::copy(std::string(NPU_LINT_SOURCE_DIR) + "/tests/fixtures/standalone/" + name, dir, fs::copy_options::recursive);
  return dir;
}

const json& targetEndingWith(const json& report, const std::string& suffix) {
  for (const auto& t : report.at("targets")) {
    const std::string path = t.at("path");
    if (path.size() >= suffix.size() && path.compare(path.size() - suffix.size(), suffix.size(), suffix) == 0) return t;
  }
  FAIL("no target ending with " << suffix);
  throw;
}

Run scan(const std::vector<std::string>& args) {
  std::vector<std::string> all = {"--no-cache", "--no-config", "--format", "json", "--fail-on", "never"};
  all.insert(all.end(), args.begin(), args.end());
  return runNpuLint(all);
}

}  // namespace

TEST_CASE("standalone: standard headers stay real after an include found nowhere") {
  const fs::path dir = fixtureCopy("system_headers");
  const Run run = scan({dir.string()});
  CHECK(run.exit_code == 0);
  const json run_report = run.json();
  const json& t = targetEndingWith(run_report, "after_missing.cu");
  CHECK(t.at("status") == "ok");
  CHECK(t.at("facts").at("source").at("missing_includes") == json{"THC/THCDeviceUtils.cuh", "not_installed/sdk.h"});
  CHECK(t.at("facts").at("source").at("kernels").size() == 1);
  CHECK(t.at("facts").at("source").at("launches").size() == 1);
}

TEST_CASE("standalone: a project header elsewhere in the tree is found as with -I, and the JSON says so") {
  const fs::path dir = fixtureCopy("project_include");
  const Run run = scan({dir.string()});
  CHECK(run.exit_code == 0);
  const json run_report = run.json();
  const json& t = targetEndingWith(run_report, "scale_cuda.cu");
  CHECK(t.at("status") == "ok");
  CHECK(t.at("facts").at("source").at("guessed_include_dirs") == json{(dir / "common").string()});
  CHECK_FALSE(t.at("facts").at("source").contains("missing_includes"));
}

TEST_CASE("standalone: two equally near copies of a header are no guess, -I and the config key resolve it") {
  const fs::path dir = fixtureCopy("ambiguous_include");
  const Run guessless = scan({dir.string(), "--strict"});
  CHECK(guessless.exit_code == 3);
  const json guessless_report = guessless.json();
  const json& t = targetEndingWith(guessless_report, "shift_cuda.cu");
  CHECK(t.at("status") == "partial");
  CHECK(t.at("facts").at("source").at("missing_includes") == json{"loop_helper.hpp"});
  CHECK_FALSE(t.at("facts").at("source").contains("guessed_include_dirs"));

  const Run hinted = scan({dir.string(), "-I", (dir / "a").string()});
  CHECK(hinted.exit_code == 0);
  const json hinted_report = hinted.json();
  CHECK(targetEndingWith(hinted_report, "shift_cuda.cu").at("status") == "ok");
  const Run long_flag = scan({dir.string(), "--include-dir", (dir / "b").string()});
  CHECK(long_flag.exit_code == 0);

  std::ofstream(dir / ".npu-lint.toml") << "include-dirs = [\"a\"]\n";
  const Run configured = runNpuLint({"--no-cache", "--format", "json", "--fail-on", "never", "--config",
                                     (dir / ".npu-lint.toml").string(), dir.string()});
  CHECK(configured.exit_code == 0);
}

TEST_CASE("standalone: of two equally near copies, the one in an include folder beside an ancestor is the build's") {
  const fs::path dir = fixtureCopy("sibling_include");
  const Run run = scan({dir.string(), "--strict"});
  CHECK(run.exit_code == 0);
  const json report = run.json();
  const json& t = targetEndingWith(report, "apply.cu");
  CHECK(t.at("status") == "ok");
  CHECK(t.at("facts").at("source").at("guessed_include_dirs") == json{(dir / "csrc" / "includes").string()});
  CHECK_FALSE(t.at("facts").at("source").contains("missing_includes"));
}

TEST_CASE("standalone: PyTorch headers without a stub of their own parse with the extension API's") {
  const fs::path dir = fixtureCopy("pytorch_api");
  const Run run = scan({dir.string()});
  CHECK(run.exit_code == 0);
  const json run_report = run.json();
  const json& t = targetEndingWith(run_report, "roi_ops.cpp");
  CHECK(t.at("status") == "ok");
  CHECK(t.at("facts").at("source").at("registrations").size() == 1);  // the pybind11 m.def
}

TEST_CASE("standalone: the SDK, PyTorch and test-framework names real extension trees use parse cleanly") {
  // CUB collectives and libcu++, TMA/FP8/cuBLASLt/NVRTC/NVML/NVTX types, pybind11 casters, enums,
  // objects and keyword literals, GoogleTest suites, cuDNN frontend types, a header needing its
  // includer's standard headers, a header that launches a kernel (parsed as CUDA, as the .cu
  // including it compiles it), and a header that includes that one.
  const fs::path dir = fixtureCopy("sdk_names");
  const Run run = scan({dir.string()});
  CHECK(run.exit_code == 0);
  const json report = run.json();
  for (const char* file : {"scan_block.cu", "launch_helpers.h", "tma_fp8.cu", "binding.cpp", "status_string.h",
                           "test_prefix_sum.cu", "norm_graph.cpp", "fabric_probe.cpp", "scaled_ops.h", "profiled_copy.cu",
                           "staged_fp4.cu", "tma_ptx.cu"}) {
    INFO(file);
    const json& t = targetEndingWith(report, file);
    CHECK(t.at("status") == "ok");
    CHECK(t.at("problems").empty());
  }
  CHECK(targetEndingWith(report, "launch_helpers.h").at("facts").at("source").at("launches").size() == 1);
  // A header the toolkit ships (NVTX) is found, not guessed around.
  CHECK_FALSE(targetEndingWith(report, "profiled_copy.cu").at("facts").at("source").contains("missing_includes"));
  CHECK_FALSE(targetEndingWith(report, "staged_fp4.cu").at("facts").at("source").contains("missing_includes"));
}

TEST_CASE("standalone: an alignment-specifier Clang 14 rejects only after a CUDA memory space") {
  // `__shared__ alignas(8)` is ok (staged_fp4.cu above); after a type or another attribute it is
  // the error nvcc gives too.
  const fs::path dir = fixtureCopy("partial_alignas");
  const json report = scan({dir.string()}).json();
  const json& after_type = targetEndingWith(report, "misplaced.cu");
  CHECK(after_type.at("status") == "partial");
  CHECK(after_type.at("problems").at(0).get<std::string>().find("parse error at 6:8") != std::string::npos);
  const json& after_attribute = targetEndingWith(report, "after_attribute.cu");
  CHECK(after_attribute.at("status") == "partial");
  CHECK(after_attribute.at("problems").at(0).get<std::string>().find("an attribute list cannot appear here") !=
        std::string::npos);
}

TEST_CASE("standalone: CUTLASS and CuTe headers come from npu-lint's vendored copy unless the tree holds its own") {
  // Both files fail to parse without CUTLASS's headers (an unknown CUTLASS_HOST_DEVICE before a
  // return type, `using namespace cute`); with the vendored copy they parse as the build would.
  const fs::path dir = fixtureCopy("cutlass");
  const Run run = scan({dir.string()});
  CHECK(run.exit_code == 0);
  const json report = run.json();
  for (const char* file : {"gemm_epilogue.cu", "cute_layout.cu", "use_own_copy.cu"}) {
    INFO(file);
    const json& t = targetEndingWith(report, file);
    CHECK(t.at("status") == "ok");
    CHECK(t.at("problems").empty());
    CHECK(t.at("facts").at("source").at("launches").size() == 1);
  }
  // The vendored headers are npu-lint's, not the file's: they are not listed as its includes.
  CHECK_FALSE(targetEndingWith(report, "gemm_epilogue.cu").at("facts").at("source").contains("included_headers"));
  // A tree's own copy of a CUTLASS header is the one read, and the JSON says where it was found.
  const json& own = targetEndingWith(report, "use_own_copy.cu").at("facts").at("source");
  CHECK(own.at("included_headers") == json::array({(dir / "own_copy/include/cutlass/numeric_types.h").string()}));
  CHECK(own.at("guessed_include_dirs") == json::array({(dir / "own_copy/include").string()}));
}

TEST_CASE("standalone: another backend's code is classified, not parsed, CUDA code in it is still CUDA") {
  const fs::path dir = fixtureCopy("backends");
  const Run run = scan({dir.string()});
  CHECK(run.exit_code == 0);
  const json report = run.json();
  CHECK(targetEndingWith(report, "focal_loss_parrots.cpp").at("facts").at("source").at("backend") == "parrots");
  CHECK(targetEndingWith(report, "focal_loss_mlu.cpp").at("facts").at("source").at("backend") == "mlu");
  const json& npu = targetEndingWith(report, "focal_loss_npu.cpp");
  CHECK(npu.at("facts").at("source").at("backend") == "npu");
  CHECK(npu.at("facts").at("source").at("registrations").size() == 1);  // the port's PrivateUse1 kernel
  // A HIP include in an #else does not make a CUDA header HIP's; HIP's own header stays HIP's.
  CHECK_FALSE(targetEndingWith(report, "rocm_branch_common.cuh").at("facts").at("source").contains("backend"));
  CHECK(targetEndingWith(report, "hip_only.hip.h").at("facts").at("source").at("backend") == "hip");
  CHECK(targetEndingWith(report, "fused_adam_sycl.cpp").at("facts").at("source").at("backend") == "sycl");
  // JAX's bindings: through XLA's FFI header, or in a `jax` folder, whatever CUDA calls they hold.
  CHECK(targetEndingWith(report, "bindings.h").at("facts").at("source").at("backend") == "jax");
  CHECK(targetEndingWith(report, "scale.cpp").at("facts").at("source").at("backend") == "jax");
  const json& mixed = targetEndingWith(report, "mixed_cuda.cu");
  CHECK_FALSE(mixed.at("facts").at("source").contains("backend"));
  CHECK(mixed.at("facts").at("source").at("kernels").size() == 1);
  for (const auto& t : report.at("targets")) CHECK(t.at("status") == "ok");
  CHECK(run.out.find("\"kernel\": \"fill_kernel\"") != std::string::npos);
}

TEST_CASE("standalone: a recovered parse error is a partial-analysis finding, --strict and strict = true make it exit 3, unreadable inputs always do") {
  const fs::path dir = fixtureCopy("partial");
  const std::string file = (dir / "broken.cu").string();
  const Run plain = scan({file});
  CHECK(plain.exit_code == 0);  // --fail-on never
  const auto findings = plain.json().at("targets").at(0).at("findings");
  CHECK(std::count_if(findings.begin(), findings.end(), [](const json& f) { return f.at("rule") == "partial-analysis"; }) == 1);
  CHECK(runNpuLint({"--no-cache", "--no-config", "--fail-on", "warning", "--select", "partial-analysis", file}).exit_code == 1);
  CHECK(runNpuLint({"--no-cache", "--no-config", "--fail-on", "warning", "--select", "tool", "--ignore", "partial-analysis", file})
            .exit_code == 0);
  CHECK(scan({file, "--strict"}).exit_code == 3);
  CHECK(scan({file, "--strict", "--partial-ok"}).exit_code == 0);
  CHECK(scan({file, (dir / "missing.cu").string()}).exit_code == 3);
  CHECK(scan({file, "--exit-zero", (dir / "missing.cu").string()}).exit_code == 0);
  std::ofstream(dir / ".npu-lint.toml") << "strict = true\n";
  const Run configured = runNpuLint({"--no-cache", "--fail-on", "never", "--config", (dir / ".npu-lint.toml").string(), file});
  CHECK(configured.exit_code == 3);
  std::ofstream(dir / "bad.toml") << "partial-ok = \"yes\"\n";
  const Run bad = runNpuLint({"--no-cache", "--config", (dir / "bad.toml").string(), file});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("bad.toml:1") != std::string::npos);
}
