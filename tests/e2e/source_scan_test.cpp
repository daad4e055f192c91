// The source scanner on the example CUDA extension (examples/cuda_extension/, written for these
// tests): every kernel and launch found, in standalone mode and with the project's own flags.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <set>

#include "run_npu_lint.h"

namespace fs = std::filesystem;

namespace {
const std::string kExtension = NPU_LINT_SOURCE_DIR "/examples/cuda_extension";

// (rule, file name, line) of every kernel and launch finding
std::set<std::tuple<std::string, std::string, int>> kernelsAndLaunches(const nlohmann::json& report) {
  std::set<std::tuple<std::string, std::string, int>> out;
  for (const auto& target : report.at("targets"))
    for (const auto& f : target.at("findings"))
      if (f.at("rule") == "cuda-kernel" || f.at("rule") == "kernel-launch")
        out.emplace(f.at("rule"), fs::path(f.at("location").at("file").get<std::string>()).filename().string(),
                    f.at("location").at("line").get<int>());
  return out;
}

// Lines read off the example's sources by hand (grep -n '__global__\\|<<<').
const std::set<std::tuple<std::string, std::string, int>> kExpected = {
    {"cuda-kernel", "broken.cu", 4},          {"kernel-launch", "broken.cu", 10},
    {"cuda-kernel", "dense_ops.cu", 24},      {"kernel-launch", "dense_ops.cu", 30},
    {"cuda-kernel", "segment_ops.cu", 8},     {"kernel-launch", "segment_ops.cu", 38},
    {"cuda-kernel", "segment_ops.cu", 25},    {"kernel-launch", "segment_ops.cu", 48},
};
}  // namespace

TEST_CASE("sources: the example extension, standalone, reports every kernel and launch") {
  const Run run = runNpuLint({"--format", "json", "--fail-on", "never", kExtension});
  CHECK(run.exit_code == 0);  // broken.cu is only partly parsed: a partial-analysis finding, and --fail-on never
  const auto report = run.json();
  CHECK(kernelsAndLaunches(report) == kExpected);
  std::map<std::string, std::string> status;
  for (const auto& t : report.at("targets")) status[fs::path(t.at("path").get<std::string>()).filename()] = t.at("status");
  CHECK(status == std::map<std::string, std::string>{
                      {"bindings.cpp", "ok"}, {"broken.cu", "partial"}, {"dense_ops.cu", "ok"}, {"segment_ops.cu", "ok"}});
  CHECK(run.err.find("npu-lint: 1 input(s) not fully analysed: parse error: expected ';' after expression (e.g. ") != std::string::npos);
  CHECK(run.stderrLines() == 1);
}

TEST_CASE("sources: kernels in #if-excluded code are reported and marked") {
  const auto report = runNpuLint({"--format", "json", "--select", "cuda-kernel", kExtension + "/dense_ops.cu"}).json();
  const auto& finding = report.at("targets")[0].at("findings").at(0);
  CHECK(finding.at("op") == "scale_half_kernel");
  CHECK(finding.at("message").get<std::string>().find("#if branch") != std::string::npos);
}

TEST_CASE("sources: the project's own flags (-p) with LibTorch and CUDA headers give the same kernels and launches") {
  const fs::path build = fs::temp_directory_path() / "npu-lint-e2e-compile-db";
  fs::create_directories(build);
  nlohmann::json commands = nlohmann::json::array();
  for (const char* file : {"broken.cu", "dense_ops.cu", "segment_ops.cu", "bindings.cpp"})
    commands.push_back({{"directory", kExtension},
                        {"file", kExtension + "/" + file},
                        {"arguments",
                         {"/usr/local/cuda/bin/nvcc", "-I/usr/include/torch/csrc/api/include", "-I/usr/include/python3.11",
                          "-I/usr/local/cuda/include", "-DTORCH_EXTENSION_NAME=npulint_ext", "-std=c++17",
                          "--expt-relaxed-constexpr", "-gencode", "arch=compute_80,code=sm_80", "-c",
                          kExtension + "/" + file, "-o", "out.o"}}});
  std::ofstream(build / "compile_commands.json") << commands.dump(1);
  const Run with_headers = runNpuLint({"--format", "json", "--fail-on", "never", "-p", build.string(), kExtension});
  CHECK(kernelsAndLaunches(with_headers.json()) == kExpected);
}

TEST_CASE("sources: a model and a source folder in one run") {
  const Run run = runNpuLint({"--format", "json", "--fail-on", "never", model("custom_ops.pt"), kExtension + "/segment_ops.cu"});
  const auto report = run.json();
  REQUIRE(report.at("targets").size() == 2);
  CHECK(report.at("targets")[0].at("kind") == "torchscript");
  CHECK(report.at("targets")[1].at("kind") == "cuda-source");
  CHECK(run.exit_code == 0);
}

TEST_CASE("sources: a model's custom op points at the CUDA source that implements it") {
  const Run run = runNpuLint({"--format", "json", "--select", "custom-op", model("custom_ops.pt"),
                              NPU_LINT_SOURCE_DIR "/tests/fixtures/sources/npulint_test_ops.cu"});
  const auto report = run.json();
  std::string message;
  for (const auto& f : report.at("targets")[0].at("findings"))
    if (f.at("op") == "npulint_test::segment_sum_csr") message = f.at("evidence");  // where it is registered
  CHECK(message.find("npulint_test_ops.cu:15") != std::string::npos);  // the TORCH_LIBRARY m.def
  CHECK(message.find("npulint_test_ops.cu:19 (CUDA)") != std::string::npos);
  CHECK(message.find("runs CUDA kernel segment_sum_csr_kernel") != std::string::npos);
  CHECK(message.find("segment_sum_csr(Tensor src, Tensor indptr) -> Tensor") != std::string::npos);
}

TEST_CASE("sources: -j N gives the same report as -j 1") {
  const Run one = runNpuLint({"--format", "json", "--fail-on", "never", "-j", "1", kExtension, NPU_LINT_SOURCE_DIR "/tests/fixtures"});
  const Run many = runNpuLint({"--format", "json", "--fail-on", "never", "-j", "4", kExtension, NPU_LINT_SOURCE_DIR "/tests/fixtures"});
  CHECK(one.json().at("targets").size() > 10);
  CHECK(one.json() == many.json());
}
