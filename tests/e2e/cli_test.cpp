// The command line as a contract: exit codes, one-line errors, JSON on every parsed run.
#include <catch2/catch.hpp>

#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "run_npu_lint.h"

namespace fs = std::filesystem;

TEST_CASE("cli: malformed inputs exit 2 with one line naming the file and the problem") {
  struct Case {
    const char* file;
    const char* reason;
  };
  const auto c = GENERATE(Case{"malformed/not_a_zip.pt", "not a readable TorchScript archive"},
                          Case{"malformed/empty.pt", "empty file"},
                          Case{"malformed/truncated.pt", "not a readable TorchScript archive"},
                          Case{"malformed/state_dict.pt", "a torch.save file (a state_dict"},
                          Case{"malformed/legacy_layout.pt", "layout of PyTorch 1.3 and older"},
                          Case{"malformed/pre16_pickle.pt", "pre-1.6 pickle format"},
                          Case{"malformed/onnx_named.pt", "an ONNX model"},
                          Case{"malformed/mobile_flatbuffer.ptl", "PyTorch Mobile flatbuffer model"},
                          Case{"malformed/bytecode_only.ptl", "bytecode only"},
                          Case{"malformed/executorch.pt", "an ExecuTorch program"},
                          Case{"malformed/weights_safetensors.pt", "a safetensors weights file"},
                          Case{"malformed/empty_dir", "nothing scannable"},
                          Case{"does_not_exist.pt", "no such file or directory"});
  const std::string path = model(c.file);
  INFO(path);
  const Run run = runNpuLint({"--format", "json", path});
  CHECK(run.exit_code == 2);
  CHECK(run.stderrLines() == 1);
  CHECK(run.err.find(path) != std::string::npos);
  CHECK(run.err.find(c.reason) != std::string::npos);
  const auto target = run.json().at("targets").at(0);  // JSON is written even when nothing was analysed
  CHECK(target.at("path") == path);
  CHECK(target.at("status") == "error");
}

TEST_CASE("cli: one bad input among good ones exits 3 and the JSON lists both") {
  const Run run = runNpuLint({"--format", "json", model("traced_cnn.pt"), model("malformed/truncated.pt")});
  CHECK(run.exit_code == 3);
  const auto targets = run.json().at("targets");
  REQUIRE(targets.size() == 2);
  // Models are listed by path: malformed/truncated.pt before traced_cnn.pt.
  CHECK(targets[0].at("path") == model("malformed/truncated.pt"));
  CHECK(targets[0].at("status") == "error");
  CHECK(targets[1].at("status") == "ok");
}

TEST_CASE("cli: bad usage exits 2 with one line") {
  for (const auto& args : std::vector<std::vector<std::string>>{
           {}, {"--format", "xml", "m.pt"}, {"--no-such-flag"}, {"--torch-npu", "9.9", model("traced_cnn.pt")},
           {"--method", "forward", "--all-methods", model("traced_cnn.pt")}}) {
    const Run run = runNpuLint(args);
    INFO(run.err);
    CHECK(run.exit_code == 2);
    CHECK(run.err.find("npu-lint") == 0);
    CHECK(run.err.find("Traceback") == std::string::npos);
  }
}

TEST_CASE("cli: --version and --help exit 0") {
  const Run version = runNpuLint({"--version"});
  CHECK(version.exit_code == 0);
  CHECK(version.out.find("npu-lint 0.") == 0);
  const Run help = runNpuLint({"--help"});
  CHECK(help.exit_code == 0);
  CHECK(help.out.find("Examples:") != std::string::npos);
}

TEST_CASE("cli: a folder named like a subcommand is scanned with an explicit `scan`") {
  const Scratch dir_scratch("subcommand");
  const fs::path dir = dir_scratch.dir / "ops";
  fs::create_directories(dir);
  fs::copy_file(model("traced_cnn.pt"), dir / "cnn.pt");
  const Run run = runNpuLint({"scan", dir.string(), "--format", "json"});
  CHECK(run.exit_code == 0);
  CHECK(run.json().at("targets").at(0).at("path") == (dir / "cnn.pt").string());
}

TEST_CASE("cli: -o writes the report to a file, and never over an input") {
  const Scratch dir_scratch("output");
  const fs::path dir = dir_scratch.dir;
  const std::string out = (dir / "report.json").string();
  const Run run = runNpuLint({"--format", "json", "-o", out, model("traced_cnn.pt")});
  CHECK(run.exit_code == 0);
  CHECK(run.out.empty());
  std::ifstream in(out);
  CHECK(nlohmann::json::parse(in).at("targets").size() == 1);

  const fs::path input = dir / "model.pt";
  fs::copy_file(model("traced_cnn.pt"), input);
  const auto size_before = fs::file_size(input);
  const Run refused = runNpuLint({"-o", input.string(), input.string()});
  CHECK(refused.exit_code == 2);
  CHECK(fs::file_size(input) == size_before);
}

TEST_CASE("cli: --method picks another method, and a missing one is a clear error") {
  const Run missing = runNpuLint({"--format", "json", "--method", "no_such_method", model("traced_cnn.pt")});
  CHECK(missing.exit_code == 2);
  CHECK(missing.err.find("no method 'no_such_method'") != std::string::npos);
  CHECK(missing.err.find("forward") != std::string::npos);  // it lists what the class has
  const Run all = runNpuLint({"--format", "json", "--all-methods", model("traced_cnn.pt")});
  CHECK(all.exit_code == 0);
  CHECK(all.json().at("targets")[0].at("methods") == nlohmann::json::array({"forward"}));
}

TEST_CASE("cli: text output has the summary, the op table and the coverage line") {
  const Run run = runNpuLint({model("custom_ops.pt")});
  CHECK(run.out.find("op instances 14") != std::string::npos);
  CHECK(run.out.find("torchvision::nms *") != std::string::npos);
  CHECK(run.out.find("native coverage on torch_npu 2.12") != std::string::npos);
  CHECK(run.out.find("\033[") == std::string::npos);  // no colour when not a terminal
}

TEST_CASE("cli: `ops` shows a verdict per release with provenance") {
  const Run run = runNpuLint({"ops", "aten::bitwise_left_shift.Tensor_out"});
  CHECK(run.exit_code == 0);
  // op-plugin's master annotates it [v2.7, newest], but added it after every published package's
  // pinned commit (b8d8c479, 2026-08-21): each package falls back; the unpublished releases take
  // the annotation.
  CHECK(run.out.find("no published package shipped an NPU kernel for it") != std::string::npos);
  CHECK(run.out.find("torch_npu 2.1–2.12 (newest package of each): fallback") != std::string::npos);
  CHECK(run.out.find("torch_npu 2.13–2.15 (no published package: op-plugin's annotations): npu (aclnn aclnnLeftShift)") != std::string::npos);
  CHECK(run.out.find("op_plugin_functions.yaml:5598") != std::string::npos);
  const Run unknown = runNpuLint({"ops", "aten::no_such_op"});
  CHECK(unknown.exit_code == 2);
  CHECK(unknown.stderrLines() == 1);
  const Run list = runNpuLint({"ops", "--list", "--torch-npu", "2.5"});
  CHECK(list.exit_code == 0);
  CHECK(list.out.find("aten::segment_reduce\tfallback") != std::string::npos);
}

TEST_CASE("cli: --python-ext and python-ext read more file endings as Python, an ending another kind owns is exit 2") {
  const Scratch dir_scratch("python-ext");
  const fs::path dir = dir_scratch.dir;
  std::ofstream(dir / "train.py") << "import torch\nx = torch.zeros(2).cuda()\n";
  std::ofstream(dir / "gui.pyw") << "import torch\ny = torch.ones(2).cuda()\n";
  auto paths = [](const Run& run) {
    std::set<std::string> out;
    const auto report = run.json();  // kept alive: the loop walks into it
    for (const auto& target : report.at("targets")) out.insert(fs::path(target.at("path").get<std::string>()).filename());
    return out;
  };
  const std::vector<std::string> base = {"--no-config", "--no-cache", "--format", "json", "--fail-on", "never"};
  auto with = [&](std::vector<std::string> extra) {
    auto args = base;
    args.insert(args.end(), extra.begin(), extra.end());
    args.push_back(dir.string());
    return runNpuLint(args);
  };
  CHECK(paths(with({})) == std::set<std::string>{"train.py"});
  CHECK(paths(with({"--python-ext", "pyw"})) == std::set<std::string>{"gui.pyw", "train.py"});
  CHECK(paths(with({"--python-ext", ".pyw"})) == std::set<std::string>{"gui.pyw", "train.py"});
  std::ofstream(dir / ".npu-lint.toml") << "python-ext = [\".pyw\"]\n";
  CHECK(paths(runNpuLint({"--config", (dir / ".npu-lint.toml").string(), "--no-cache", "--format", "json", "--fail-on", "never",
                          dir.string()})) == std::set<std::string>{"gui.pyw", "train.py"});
  const Run taken = with({"--python-ext", ".cu"});
  CHECK(taken.exit_code == 2);
  CHECK(taken.err.find("--python-ext .cu: those files are") != std::string::npos);
  fs::remove_all(dir);
}

TEST_CASE("cli: env checks a combination given by hand, exit 0 published, 1 a problem, 2 bad usage") {
  const Run ok = runNpuLint({"env", "--torch", "2.1.0", "--torch-npu", "2.1.0.post10", "--cann", "8.0.0", "--python", "3.10", "--format", "json"});
  CHECK(ok.exit_code == 0);
  const auto report = ok.json();
  CHECK(report.at("environment").at("torch_npu").at("version") == "2.1.0.post10");
  CHECK(report.at("environment").at("torch_npu").at("from") == "--torch-npu");
  REQUIRE(report.at("checks").size() == 4);
  for (const auto& check : report.at("checks")) {
    CHECK(check.at("verdict") == "ok");
    CHECK(check.at("source") != "");
  }
  CHECK(report.at("summary").at("problems") == 0);

  const Run wrong = runNpuLint({"env", "--torch", "1.8.0", "--torch-npu", "1.8.1"});  // the pairing docs/environment.md warns of
  CHECK(wrong.exit_code == 1);
  CHECK(wrong.out.find("problem: PyTorch 1.8.0 (--torch) with torch_npu 1.8.1, which is built for PyTorch 1.8.1 exactly") != std::string::npos);

  for (const auto& args : std::vector<std::vector<std::string>>{{"env"}, {"env", "--torch", "two"}, {"env", "--torch", "2.1.0", "--format", "xml"}}) {
    const Run bad = runNpuLint(args);
    INFO(bad.err);
    CHECK(bad.exit_code == 2);
    CHECK(bad.err.find("npu-lint: error: ") == 0);  // one line (a flag error adds the --help hint)
  }
}

TEST_CASE("cli: --show-source prints the finding's line with a caret under the name, --no-show-source not") {
  Scratch s("cli-show-source");
  s.write("train.py", "import torch\n\tx = 1; torch.cuda.synchronize()\n");
  const Run shown = runIn(s.dir, "--no-config --no-cache --select torch-cuda-api --show-source --color never train.py");
  // The tab is shown as one space, so the caret stays under column 9 (1-based, in bytes).
  CHECK(shown.out.find("train.py:2:9: warning[torch-cuda-api] torch.cuda.synchronize -> ") != std::string::npos);
  CHECK(shown.out.find("      2 |  x = 1; torch.cuda.synchronize()\n        |         ^^^^^^^^^^^^^^^^^^^^^^\n") != std::string::npos);
  const Run plain = runIn(s.dir, "--no-config --no-cache --select torch-cuda-api --no-show-source --color never train.py");
  CHECK(plain.out.find("      2 |") == std::string::npos);
}

TEST_CASE("cli: --min-severity drops lower findings from every output and the gate, --help lists the scan options") {
  Scratch s("cli-min-severity");
  s.write("train.py", "import torch\ntorch.cuda.synchronize()\nx = torch.zeros(2).item()\n");
  const Run all = runIn(s.dir, "--no-config --no-cache --format json --fail-on info train.py");
  const Run warnings = runIn(s.dir, "--no-config --no-cache --format json --fail-on info --min-severity warning train.py");
  const auto all_findings = all.json().at("targets").at(0).at("findings");  // copies: the loops walk into them
  const auto kept = warnings.json().at("targets").at(0).at("findings");
  size_t infos = 0;
  for (const auto& f : all_findings) infos += f.at("severity") == "info";
  CHECK(infos == 2);  // api-restriction and host-sync on line 3, read by hand
  for (const auto& f : kept) CHECK(f.at("severity") != "info");
  CHECK(kept.size() + infos == all_findings.size());
  CHECK(all.exit_code == 1);
  const Run help = runNpuLint({"--help"});
  CHECK(help.exit_code == 0);
  for (const char* flag : {"--select", "--fail-on", "--show-source", "--statistics", "--min-severity", "--baseline"}) {
    INFO(flag);
    CHECK(help.out.find(flag) != std::string::npos);
  }
}

TEST_CASE("cli: ops takes the PyTorch API names findings use, per release, with what a call dispatches to") {
  const Run stride = runNpuLint({"ops", "torch.Tensor.stride"});
  REQUIRE(stride.exit_code == 0);
  // op_db/python_apis.jsonl, read by hand: the 2.12.0 page marks it ✘ on 950dt with the note
  // "`self`仅支持fp32" at torch-Tensor.md:7144.
  CHECK(stride.out.find("  torch_npu 2.12 (PyTorch 2.12.0): ✔ a2, a3; ✘ 950dt\n"
                        "      ascend/torch-npu/native_api/pytorch_2-12-0/torch-Tensor.md:7144\n"
                        "      note: `self` supports only fp32\n") != std::string::npos);
  const Run nonzero = runNpuLint({"ops", "torch.nonzero", "--torch-npu", "2.12"});
  REQUIRE(nonzero.exit_code == 0);
  CHECK(nonzero.out.find("dispatches to") != std::string::npos);
  CHECK(nonzero.out.find("    aten::nonzero: ") != std::string::npos);
  const Run unknown = runNpuLint({"ops", "torch.no_such_api"});
  CHECK(unknown.exit_code == 2);
  CHECK(unknown.err.find("no PyTorch API 'torch.no_such_api'") != std::string::npos);
}

TEST_CASE("cli: -o to a device writes into it and leaves it a device, a link at the destination is refused") {
  // Replacing /dev/null by renaming a temporary file over it (as root, as CI runs) turned it into a
  // regular file for every later program.
  const Run to_null = runNpuLint({"--format", "json", "-o", "/dev/null", model("traced_cnn.pt")});
  CHECK(to_null.exit_code == 0);
  CHECK(fs::is_character_file("/dev/null"));

  const Scratch dir_scratch("output-link");

  const fs::path dir = dir_scratch.dir;
  const fs::path outside = dir / "outside.txt";
  std::ofstream(outside) << "keep";
  fs::create_symlink(outside, dir / "report.json");
  const Run linked = runNpuLint({"--format", "json", "-o", (dir / "report.json").string(), model("traced_cnn.pt")});
  CHECK(linked.exit_code == 2);
  CHECK(linked.stderrLines() == 1);
  CHECK(linked.err.find("a symbolic link: not written through") != std::string::npos);
  std::ifstream kept(outside);
  CHECK(std::string(std::istreambuf_iterator<char>(kept), {}) == "keep");
  CHECK(fs::is_symlink(dir / "report.json"));
  // No temporary file is left beside it.
  size_t entries = 0;
  for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir)) ++entries;
  CHECK(entries == 2);

  // /dev/stdout is a link to this run's pipe: written through, not refused.
  const Run to_stdout = runNpuLint({"--format", "json", "-o", "/dev/stdout", model("traced_cnn.pt")});
  CHECK(to_stdout.exit_code == 0);
  CHECK(to_stdout.out.rfind("{", 0) == 0);
  // A FIFO nobody reads: before, the run waited for a reader for ever.
  const fs::path fifo = dir / "fifo";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  const Run unread = runNpuLint({"--format", "json", "-o", fifo.string(), model("traced_cnn.pt")});
  CHECK(unread.exit_code == 2);
  CHECK(unread.err.find(fifo.string() + ": no process reads it (a FIFO without a reader): not written") != std::string::npos);
  // A report the user made private stays private when it is rewritten.
  const fs::path report = dir / "private.json";
  std::ofstream(report) << "{}";
  fs::permissions(report, fs::perms::owner_read | fs::perms::owner_write);
  CHECK(runNpuLint({"--format", "json", "-o", report.string(), model("traced_cnn.pt")}).exit_code == 0);
  CHECK(fs::status(report).permissions() == (fs::perms::owner_read | fs::perms::owner_write));
  CHECK(fs::file_size(report) > 2);
}
