// The project's environment in a scan: the example project's findings of every kind, pins judged
// across files, the release op verdicts use (from the pin, said in the header), `npu-lint env
// PATH`, the config's [environment], baselines and suppressions on environment findings.
#include <catch2/catch.hpp>

#include <map>
#include <set>

#include "run_npu_lint.h"

namespace {

const std::string kExample = NPU_LINT_SOURCE_DIR "/examples/environment";

std::map<std::string, int> byRule(const nlohmann::json& report) {
  std::map<std::string, int> out;
  for (const auto& target : report.at("targets"))
    for (const auto& f : target.at("findings")) ++out[f.at("rule").get<std::string>()];
  return out;
}

// "rule file:line" of every finding.
std::set<std::string> sites(const nlohmann::json& report) {
  std::set<std::string> out;
  for (const auto& target : report.at("targets"))
    for (const auto& f : target.at("findings"))
      out.insert(f.at("rule").get<std::string>() + " " + target.at("path").get<std::string>().substr(target.at("path").get<std::string>().rfind('/') + 1) +
                 ":" + std::to_string(f.at("location").at("line").get<int>()));
  return out;
}

}  // namespace

TEST_CASE("environment: the example project shows each kind of environment finding, where its README says") {
  const Run run = runNpuLint({"--no-config", "--format", "json", kExample});
  CHECK(run.exit_code == 1);  // the pairing, CANN and Python findings are errors
  const auto report = run.json();
  const std::set<std::string> expected = {
      "torch-npu-pairing requirements.txt:2",  // torch==2.1.2 beside torch_npu==2.1.0.post10
      "unpinned-torch requirements-dev.txt:3",  // torch>=2.1
      "cann-version Dockerfile:4",             // cann:8.0.rc3 image; 2.1.0.post10 needs CANN 8.0.0
      "python-version Dockerfile:4",           // py3.12; PyTorch 2.1.0 supports 3.8-3.11
      "debug-env-var Dockerfile:8",            // ENV ASCEND_LAUNCH_BLOCKING=1
      "env-var-value train.sh:5",              // TASK_QUEUE_ENABLE=3
      "misspelled-env-var train.sh:6",         // PYTORCH_NPU_ALOC_CONF
      "undocumented-env-var train.sh:7",       // ASCEND_SLOG_PRINT_TO_STDOUT (CANN's)
      "nccl-backend train.sh:8",               // NCCL_DEBUG
  };
  CHECK(sites(report) == expected);  // and nothing in debug_train.sh
  CHECK(report.at("torch_npu") == "2.1");  // the pinned package's release
  CHECK(report.at("environment").at("torch_npu_from").get<std::string>().find("torch_npu 2.1.0.post10 pinned at") == 0);
  std::map<std::string, std::string> verdicts;
  for (const auto& c : report.at("environment").at("checks")) verdicts[c.at("check")] = c.at("verdict");
  CHECK(verdicts == std::map<std::string, std::string>{
                        {"torch-npu-published", "ok"}, {"torch-pairing", "problem"}, {"cann-pairing", "problem"}, {"python-supported", "problem"}});

  const Run text = runNpuLint({"--no-config", kExample});
  CHECK(text.out.find("· torch_npu 2.1 (from the torch_npu 2.1.0.post10 pinned at ") != std::string::npos);
  CHECK(text.out.find("\nenvironment: torch 2.1.2 (") != std::string::npos);
  const Run markdown = runNpuLint({"--no-config", "--format", "markdown", kExample});
  CHECK(markdown.out.find("environment: torch 2.1.2") != std::string::npos);
  const Run html = runNpuLint({"--no-config", "--format", "html", kExample});
  CHECK(html.out.find("<p id=\"environment\">environment: torch 2.1.2 (") != std::string::npos);
  const Run sarif = runNpuLint({"--no-config", "--format", "sarif", kExample});
  CHECK(sarif.json().at("runs")[0].at("properties").at("torchNpuReleaseFrom").get<std::string>().find("2.1.0.post10") != std::string::npos);
}

TEST_CASE("environment: --torch-npu wins over the pin, and verdict-release says so at the pin") {
  const auto report = runNpuLint({"--no-config", "--format", "json", "--torch-npu", "2.5", kExample}).json();
  CHECK(report.at("torch_npu") == "2.5");
  CHECK_FALSE(report.at("environment").contains("torch_npu_from"));
  CHECK(sites(report).count("verdict-release requirements.txt:3") == 1);
  // A shard sees only some files: it judges against the newest release, as every shard does.
  const auto shard = runNpuLint({"--no-config", "--format", "json", "--shard", "1/1", kExample}).json();
  CHECK(shard.at("torch_npu") != "2.1");
  CHECK(sites(shard).count("verdict-release requirements.txt:3") == 1);
}

TEST_CASE("environment: npu-lint env PATH prints what the files state and the verdicts, exit codes as scans") {
  const Run text = runNpuLint({"env", kExample});
  CHECK(text.exit_code == 1);
  CHECK(text.out.find("  problem: CANN 8.0.rc3 (") != std::string::npos);
  CHECK(text.out.find("  ok: torch_npu 2.1.0.post10 is a published package") != std::string::npos);
  const auto json = runNpuLint({"env", "--format", "json", kExample}).json();
  CHECK(byRule(json).count("float64") == 0);  // environment rules (and nccl-backend) only
  CHECK(byRule(json).at("nccl-backend") == 1);
  const Run both = runNpuLint({"env", "--torch", "2.1.0", kExample});
  CHECK(both.exit_code == 2);
  CHECK(both.err.find("not both") != std::string::npos);
  // Project files and Python only: a CUDA source that parses in part is not read, so not said.
  const Run sources = runNpuLint({"env", "--format", "json", NPU_LINT_SOURCE_DIR "/examples/cuda_extension"});
  CHECK(sources.err.find("not fully analysed") == std::string::npos);
  const auto sources_report = sources.json();  // kept alive: the loop walks into it
  for (const auto& target : sources_report.at("targets")) CHECK(target.at("kind") != "cuda-source");
}

TEST_CASE("environment: pins in different files are judged together, the config's environment table stands first") {
  Scratch s("environment");
  s.write("requirements.txt", "torch==2.1.0\n");
  s.write("docker/Dockerfile", "FROM python:3.10-slim\nRUN pip install torch_npu==2.1.0.post10 torch==2.1.2\n");
  const auto report = runIn(s.dir, "--no-config --no-cache --format json --fail-on never .").json();
  // docker/Dockerfile comes first in scan order: its torch 2.1.2 is judged, requirements.txt's 2.1.0 disagrees.
  CHECK(sites(report) == std::set<std::string>{"torch-npu-pairing Dockerfile:2", "torch-npu-pairing requirements.txt:1"});
  CHECK(report.at("environment").at("summary").get<std::string>().find("Python 3.10 (./docker/Dockerfile:1)") != std::string::npos);

  s.write("env.toml", "[environment]\ntorch = \"2.1.0\"\ncann = \"8.0.0\"\n");
  const auto configured = runIn(s.dir, "--config env.toml --no-cache --format json --fail-on never .").json();
  // The config's torch 2.1.0 is judged (a published pair); the Dockerfile's 2.1.2 disagrees with it.
  CHECK(sites(configured) == std::set<std::string>{"torch-npu-pairing Dockerfile:2"});
  s.write("bad.toml", "[environment]\ntorch_npu = \"latest\"\n");
  const Run refused = runIn(s.dir, "--config bad.toml .");
  CHECK(refused.exit_code == 2);
  CHECK(refused.err.find("bad.toml:2: environment.torch_npu must be a version") != std::string::npos);
}

TEST_CASE("environment: ranges are evaluated as pip does against the pinned package") {
  Scratch s("ranges");
  s.write("requirements.txt", "torch_npu==2.1.0.post10\ntorch>=2.2\n");
  CHECK(sites(runIn(s.dir, "--no-config --no-cache --format json --fail-on never --select torch-npu-pairing .").json()) ==
        std::set<std::string>{"torch-npu-pairing requirements.txt:2"});
  s.write("requirements.txt", "torch_npu==2.1.0.post10\ntorch>=2.1,<2.2\n");  // allows 2.1.0: only unpinned-torch
  CHECK(sites(runIn(s.dir, "--no-config --no-cache --format json --fail-on never .").json()) ==
        std::set<std::string>{"unpinned-torch requirements.txt:2"});
  s.write("requirements.txt", "torch==2.1.0\ntorch-npu~=2.5.1\n");  // no 2.5.1.x package is built for PyTorch 2.1.0
  CHECK(sites(runIn(s.dir, "--no-config --no-cache --format json --fail-on never --select torch-npu-pairing .").json()) ==
        std::set<std::string>{"torch-npu-pairing requirements.txt:2"});
}

TEST_CASE("environment: suppressions and baselines apply to environment findings") {
  Scratch s("envbaseline");
  s.write("run.sh", "export TASK_QUEUE_ENABLE=3  # npu-lint: ignore[env-var-value]\nexport ASCEND_LAUNCH_BLOCKING=1\n");
  const auto first = runIn(s.dir, "--no-config --no-cache --format json --fail-on never run.sh").json();
  CHECK(sites(first) == std::set<std::string>{"debug-env-var run.sh:2"});
  CHECK(runIn(s.dir, "--no-config --no-cache --fail-on warning --write-baseline base.json run.sh").err.find("wrote 1 finding(s)") != std::string::npos);
  CHECK(runIn(s.dir, "--no-config --no-cache --fail-on warning run.sh").exit_code == 1);
  const Run again = runIn(s.dir, "--no-config --no-cache --fail-on warning --baseline base.json --format json run.sh");
  CHECK(again.exit_code == 0);
  CHECK(sites(again.json()).empty());
}

TEST_CASE("environment: setup.py's install_requires and os.environ settings in Python are read") {
  Scratch s("setuppy");
  s.write("setup.py",
          "import os\n"
          "from setuptools import setup\n"
          "os.environ[\"TASK_QUEUE_ENABLE\"] = \"5\"\n"
          "setup(name=\"demo\", install_requires=[\"torch==2.1.2\", \"torch_npu==2.1.0.post10\"])\n");
  const auto report = runIn(s.dir, "--no-config --no-cache --format json --fail-on never setup.py").json();
  CHECK(sites(report) == std::set<std::string>{"torch-npu-pairing setup.py:4", "env-var-value setup.py:3"});
  CHECK(report.at("targets")[0].at("kind") == "python-source");
}
