// The pre-merge gate: exit codes per gate option, baselines, the config file, --changed-since,
// several outputs from one run, and progress only on a terminal.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <set>

#include "run_npu_lint.h"

namespace fs = std::filesystem;

namespace {

const char* const kSource = R"(#include <cuda_runtime.h>
__global__ void scale_kernel(float* x, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= s;
}
void run(float* x, int n) {
  float* tmp;
  cudaMalloc(&tmp, n);
  scale_kernel<<<1, 32>>>(x, 2.f, n);
  cudaFree(tmp);
}
)";

std::multiset<std::string> rules(const nlohmann::json& report) {
  std::multiset<std::string> out;
  for (const auto& target : report.at("targets"))
    for (const auto& f : target.at("findings")) out.insert(f.at("rule").get<std::string>());
  return out;
}

}  // namespace

TEST_CASE("gate: --fail-on picks the lowest severity that fails the run") {
  Scratch s("fail-on");
  s.write("k.cu", kSource);
  // Findings: cuda-kernel (warning), kernel-launch (info), cudaMalloc/cudaFree (info).
  CHECK(runIn(s.dir, "--no-config k.cu").exit_code == 0);
  CHECK(runIn(s.dir, "--no-config --fail-on error k.cu").exit_code == 0);
  CHECK(runIn(s.dir, "--no-config --fail-on warning k.cu").exit_code == 1);
  CHECK(runIn(s.dir, "--no-config --fail-on info k.cu").exit_code == 1);
  CHECK(runIn(s.dir, "--no-config --fail-on never --ignore custom-kernel k.cu").exit_code == 0);
  CHECK(runIn(s.dir, "--no-config --fail-on sometimes k.cu").exit_code == 2);
}

TEST_CASE("gate: --min-coverage fails when native coverage is below it") {
  // traced_cnn: every device op runs natively; custom_ops: 2 of 5 distinct device ops (40 %).
  CHECK(runNpuLint({"--no-config", "--fail-on", "never", "--min-coverage", "100", model("traced_cnn.pt")}).exit_code == 0);
  CHECK(runNpuLint({"--no-config", "--fail-on", "never", "--min-coverage", "40", model("custom_ops.pt")}).exit_code == 0);
  CHECK(runNpuLint({"--no-config", "--fail-on", "never", "--min-coverage", "41", model("custom_ops.pt")}).exit_code == 1);
  CHECK(runNpuLint({"--no-config", "--min-coverage", "101", model("traced_cnn.pt")}).exit_code == 2);
}

TEST_CASE("gate: a baseline survives lines inserted above its findings and reports only new ones") {
  Scratch s("baseline");
  s.write("k.cu", kSource);
  const Run write = runIn(s.dir, "--no-config --fail-on info --write-baseline base.json k.cu");
  CHECK(write.exit_code == 0);  // writing a baseline is not a failed gate
  CHECK(write.err.find("wrote 4 finding(s) to the baseline base.json") != std::string::npos);

  s.write("k.cu", std::string("// a licence header\n// pushed every line down\n\n") + kSource);
  const Run shifted = runIn(s.dir, "--no-config --fail-on info --baseline base.json --format json k.cu");
  CHECK(shifted.exit_code == 0);
  CHECK(rules(shifted.json()).empty());
  CHECK(shifted.json()["baseline"]["matched"] == 4);
  CHECK(shifted.json()["baseline"]["gone"].empty());

  // One new call, one call gone.
  std::string changed = kSource;
  changed.replace(changed.find("  cudaFree(tmp);\n"), 17, "  cudaDeviceSynchronize();\n");
  s.write("k.cu", changed);
  const Run after = runIn(s.dir, "--no-config --fail-on info --baseline base.json --format json k.cu");
  CHECK(after.exit_code == 1);
  const auto report = after.json();
  REQUIRE(rules(report) == std::multiset<std::string>{"cuda-api"});
  CHECK(report["targets"][0]["findings"][0]["op"] == "cudaDeviceSynchronize");
  REQUIRE(report["baseline"]["gone"].size() == 1);
  CHECK(report["baseline"]["gone"][0]["op"] == "cudaFree");

  s.write("bad.json", "{\"tool\": \"other\"}");
  const Run bad = runIn(s.dir, "--no-config --baseline bad.json k.cu");
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("bad.json: not a baseline file") != std::string::npos);
  CHECK(bad.stderrLines() == 1);
  // Found by fuzz_data_files: a number JSON cannot hold is a user error too, not an internal one.
  s.write("huge.json", "{\"tool\": \"npu-lint\", \"findings\": [], \"n\": 1e99999}");
  const Run huge = runIn(s.dir, "--no-config --baseline huge.json k.cu");
  CHECK(huge.exit_code == 2);
  CHECK(huge.err.find("huge.json: holds a number out of range, so not a baseline file") != std::string::npos);
  CHECK(huge.err.find("internal error") == std::string::npos);
}

TEST_CASE("gate: .npu-lint.toml is found from a subfolder and flags override it") {
  Scratch s("config");
  s.write("src/k.cu", kSource);
  s.write("src/vendor/v.cu", kSource);
  s.write(".npu-lint.toml", "fail-on = \"info\"\nexclude = [\"vendor/*\"]\n\n[severity]\ncuda-api = \"error\"\n");
  const Run found = runIn(s.dir / "src", "--format json .");
  CHECK(found.exit_code == 1);
  const auto report = found.json();
  REQUIRE(report["targets"].size() == 1);  // vendor/ excluded
  CHECK(report["targets"][0]["path"] == "./k.cu");
  for (const auto& f : report["targets"][0]["findings"])
    if (f["rule"] == "cuda-api") CHECK(f["severity"] == "error");
  CHECK(runIn(s.dir / "src", "--fail-on never .").exit_code == 0);  // the flag wins
  CHECK(runIn(s.dir / "src", "--no-config .").exit_code == 0);      // default fail-on error, no overrides

  s.write(".npu-lint.toml", "fail-on = \"info\"\nfial-on = \"error\"\n");
  const Run typo = runIn(s.dir / "src", ".");
  CHECK(typo.exit_code == 2);
  CHECK(typo.err.find(".npu-lint.toml:2: unknown key 'fial-on'") != std::string::npos);
  CHECK(typo.stderrLines() == 1);

  s.write(".npu-lint.toml", "[severity]\nno-such-rule = \"error\"\n");
  CHECK(runIn(s.dir, "src").err.find(".npu-lint.toml:2: [severity]: no rule 'no-such-rule'") != std::string::npos);
  s.write(".npu-lint.toml", "min-coverage = \"high\"\n");
  CHECK(runIn(s.dir, "src").err.find(".npu-lint.toml:1: min-coverage must be a number") != std::string::npos);
  s.write(".npu-lint.toml", "fail-on = \n");
  CHECK(runIn(s.dir, "src").err.find(".npu-lint.toml:1:") != std::string::npos);
}

TEST_CASE("gate: --changed-since scans only what git says changed") {
  Scratch s("changed");
  s.write("a.cu", kSource);
  s.write("b.cu", kSource);
  const std::string git = "git -c user.name=t -c user.email=t@example.invalid ";
  REQUIRE(runProgram({"/bin/sh", "-c", "cd " + quote(s.dir.string()) + " && git init -q && " + git + "add . && " + git +
                                           "commit -qm base"}).exit_code == 0);
  const Run nothing = runIn(s.dir, "--no-config --changed-since HEAD .");
  CHECK(nothing.exit_code == 0);
  CHECK(nothing.err.find("no input changed since HEAD") != std::string::npos);

  s.write("b.cu", std::string(kSource) + "// edited\n");
  s.write("c.cu", kSource);  // untracked, not ignored: new work
  const Run changed = runIn(s.dir, "--no-config --format json --changed-since HEAD .");
  CHECK(changed.exit_code == 0);
  std::set<std::string> paths;
  const auto report = changed.json();  // not a temporary: the loop below holds references into it
  for (const auto& t : report["targets"]) paths.insert(t["path"]);
  CHECK(paths == std::set<std::string>{"./b.cu", "./c.cu"});

  const Run unknown = runIn(s.dir, "--no-config --changed-since no-such-rev .");
  CHECK(unknown.exit_code == 2);
  CHECK(unknown.err.find("'no-such-rev' is not a commit") != std::string::npos);
}

TEST_CASE("gate: baseline x changed files: entries of files not scanned are neither matched nor gone, a new finding fails") {
  Scratch s("baseline-changed");
  s.write("a.cu", kSource);
  s.write("b.cu", kSource);
  const std::string git = "git -c user.name=t -c user.email=t@example.invalid ";
  REQUIRE(runProgram({"/bin/sh", "-c", "cd " + quote(s.dir.string()) + " && git init -q && " + git + "add . && " + git +
                                           "commit -qm base"}).exit_code == 0);
  REQUIRE(runIn(s.dir, "--no-config --write-baseline base.json .").exit_code == 0);
  CHECK(runIn(s.dir, "--no-config --fail-on warning --baseline base.json .").exit_code == 0);

  s.write("b.cu", std::string(kSource) + "// a comment: nothing new\n");
  const Run comment = runIn(s.dir, "--no-config --format json --fail-on warning --changed-since HEAD --baseline base.json .");
  CHECK(comment.exit_code == 0);
  CHECK(comment.json().at("baseline").at("gone").empty());  // a.cu's entries: not scanned, not gone
  CHECK(comment.json().at("baseline").at("matched").get<int>() > 0);

  s.write("b.cu", std::string(kSource) + "void more(float* p) { cudaMemset(p, 0, 4); }\n");
  const Run added = runIn(s.dir, "--no-config --format json --fail-on warning --changed-since HEAD --baseline base.json .");
  CHECK(added.exit_code == 1);
  CHECK(added.json().at("baseline").at("gone").empty());
  CHECK(rules(added.json()) == std::multiset<std::string>{"cuda-api"});

  // A full scan still lists the entries of a file that went away.
  std::filesystem::remove(s.dir / "a.cu");
  const Run full = runIn(s.dir, "--no-config --format json --fail-on never --baseline base.json .");
  CHECK_FALSE(full.json().at("baseline").at("gone").empty());
}

TEST_CASE("gate: one run writes several formats while stdout keeps --format") {
  Scratch s("outputs");
  s.write("k.cu", kSource);
  const Run run = runIn(s.dir, "--no-config -o sarif=r.sarif -o csv=r.csv -o json=r.json k.cu");
  CHECK(run.exit_code == 0);
  CHECK(run.out.find("k.cu:2:17: warning[cuda-kernel] __global__ kernel scale_kernel") != std::string::npos);
  CHECK(nlohmann::json::parse(std::ifstream(s.dir / "r.sarif"))["version"] == "2.1.0");
  CHECK(nlohmann::json::parse(std::ifstream(s.dir / "r.json"))["summary"]["findings"] == 4);
  CHECK(fs::file_size(s.dir / "r.csv") > 0);
  const Run overwrite = runIn(s.dir, "--no-config -o sarif=k.cu k.cu");
  CHECK(overwrite.exit_code == 2);
  CHECK(overwrite.err.find("names an input: refusing to overwrite it") != std::string::npos);
}

TEST_CASE("gate: progress appears on a terminal and nowhere else") {
  Scratch s("progress");
  for (int i = 0; i < 3; ++i) s.write("k" + std::to_string(i) + ".cu", kSource);
  const Run piped = runIn(s.dir, "--no-config -o json=r.json .");
  CHECK(piped.err.empty());
  // script(1) gives npu-lint a terminal.
  const Run tty = runProgram({"/usr/bin/script", "-qec", std::string(NPU_LINT_BIN) + " --no-config -o json=" + (s.dir / "r.json").string() + " " + s.dir.string(), "/dev/null"});
  CHECK(tty.out.find("[3/3]") != std::string::npos);
}

TEST_CASE("gate: CI annotations and SARIF regions carry a project file's finding line, not line 1") {
  Scratch s("gate-project-lines");
  s.write("requirements.txt", "numpy\ntorch>=2.1\n");
  const Run github = runIn(s.dir, "--no-config --no-cache --select unpinned-torch --format github requirements.txt");
  CHECK(github.out.find("file=requirements.txt,line=2,col=1") != std::string::npos);
  const Run sarif = runIn(s.dir, "--no-config --no-cache --select unpinned-torch --format sarif requirements.txt");
  const auto log = sarif.json();
  const auto& region = log.at("runs").at(0).at("results").at(0).at("locations").at(0).at("physicalLocation").at("region");
  CHECK(region.at("startLine") == 2);
  const Run gitlab = runIn(s.dir, "--no-config --no-cache --select unpinned-torch --format gitlab requirements.txt");
  CHECK(gitlab.json().at(0).at("location").at("lines").at("begin") == 2);
}
