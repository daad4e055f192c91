// `npu-lint fix` as a user and a CI job meet it: its exit codes, its flags, and the `fix` the
// JSON and SARIF reports carry (part of the JSON contract).
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "run_npu_lint.h"

namespace {

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TEST_CASE("fix: exit codes: 0 nothing left, 1 findings without a fix, 2 bad usage or nothing to analyse, 3 partly analysed") {
  Scratch s("fix-exit");
  const std::string fixable = s.write("fixable.py", "import torch\nx = torch.ones(1).cuda()\n");
  const std::string clean = s.write("clean.py", "import os\nprint(os.getcwd())\n");
  const std::string unfixable = s.write("graph.py", "import torch\ng = torch.cuda.CUDAGraph()\n");

  const Run nothing = runNpuLint({"fix", "--no-config", clean});
  CHECK(nothing.exit_code == 0);
  CHECK(nothing.out.empty());
  CHECK(nothing.err.find("would apply 0 fix(es) in 0 file(s); 0 finding(s) left") != std::string::npos);

  const Run all_fixable = runNpuLint({"fix", "--no-config", fixable});
  CHECK(all_fixable.exit_code == 0);
  CHECK(all_fixable.out.find("+x = torch.ones(1).to(DEVICE_TYPE)\n") != std::string::npos);  // --to portable, the default
  const Run npu_only = runNpuLint({"fix", "--no-config", "--to", "npu", fixable});
  CHECK(npu_only.exit_code == 0);
  CHECK(npu_only.out.find("+x = torch.ones(1).npu()\n") != std::string::npos);
  CHECK(read(fixable) == "import torch\nx = torch.ones(1).cuda()\n");  // --diff changes nothing

  const Run left = runNpuLint({"fix", "--no-config", unfixable});
  CHECK(left.exit_code == 1);
  CHECK(left.err.find("1 finding(s) left that need a person") != std::string::npos);

  CHECK(runNpuLint({"fix", "--no-config", (s.dir / "missing.py").string()}).exit_code == 2);
  CHECK(runNpuLint({"fix", "--diff", "--write", fixable}).exit_code == 2);
  CHECK(runNpuLint({"fix", "--format", "json", fixable}).exit_code == 2);  // fix has no report formats
  CHECK(runNpuLint({"fix", "--to", "gpu", fixable}).exit_code == 2);
  CHECK(runNpuLint({"scan", "--fix-to", "gpu", fixable}).exit_code == 2);

  const Run wrote = runNpuLint({"fix", "--no-config", "--to", "npu", "--write", fixable});
  CHECK(wrote.exit_code == 0);
  CHECK(wrote.out.empty());
  CHECK(read(fixable) == "import torch\nimport torch_npu\nx = torch.ones(1).npu()\n");
  CHECK(wrote.err.find("applied 1 fix(es) in 1 file(s) (cuda-device: 1)") != std::string::npos);

  // Past the 10,000-facts cap some sites were never read: fixing the rest is no clean run. The
  // partial-analysis finding is left for a person (exit 1) and says how many there were; without
  // that rule the run is still incomplete (exit 3; before: 0).
  std::string many = "import torch\n";
  for (int i = 0; i < 15000; ++i) many += "x" + std::to_string(i) + " = torch.ones(1).cuda()\n";
  const std::string capped = s.write("capped.py", many);
  const Run partly = runNpuLint({"fix", "--no-config", "--to", "npu", capped});
  CHECK(partly.exit_code == 1);
  // Line 1's import is the first name used, so the 10,001st is on line 10,001; the walk stops there.
  CHECK(partly.err.find("more than 10000 imported names used by line 10001: only the first 10000 are reported, and the file is not "
                        "analysed from there on") != std::string::npos);
  CHECK(runNpuLint({"fix", "--no-config", "--to", "npu", "--ignore", "partial-analysis", capped}).exit_code == 3);
}

TEST_CASE("fix: --select and --ignore choose the rules whose fixes apply") {
  Scratch s("fix-select");
  const std::string file = s.write("t.py", "import torch\nx = torch.ones(1).cuda()\ntorch.cuda.synchronize()\n");
  const Run only_api = runNpuLint({"fix", "--no-config", "--to", "npu", "--select", "torch-cuda-api", file});
  CHECK(only_api.out.find("+torch.npu.synchronize()") != std::string::npos);
  CHECK(only_api.out.find(".npu()") == std::string::npos);
  const Run ignored = runNpuLint({"fix", "--no-config", "--to", "npu", "--ignore", "torch-cuda-api", file});
  CHECK(ignored.out.find("torch.npu.synchronize") == std::string::npos);
  CHECK(ignored.out.find("+x = torch.ones(1).npu()") != std::string::npos);
}

TEST_CASE("fix: JSON findings carry fix {applicability, title, edits}, the summary counts the Python sites fix handles") {
  Scratch s("fix-json");
  const std::string file = s.write("t.py", "import torch\na = torch.ones(1, dtype=torch.float64).cuda()\ng = torch.cuda.CUDAGraph()\n");
  const Run run = runNpuLint({"--no-config", "--format", "json", "--fix-to", "npu", file});
  const auto report = run.json();
  std::map<std::string, nlohmann::json> by_rule;
  for (const auto& f : report.at("targets").at(0).at("findings")) by_rule[f.at("rule").get<std::string>()] = f;
  const auto& device = by_rule.at("cuda-device").at("fix");
  CHECK(device.at("applicability") == "safe");
  CHECK(device.at("title").get<std::string>().find("builtin_rules.json:462") != std::string::npos);
  REQUIRE(device.at("edits").size() == 2);
  CHECK(device.at("edits")[0] == nlohmann::json({{"begin_offset", 52}, {"end_offset", 56}, {"line", 2}, {"column", 40},
                                                  {"original", "cuda"}, {"replacement", "npu"}}));
  CHECK(device.at("edits")[1] == nlohmann::json({{"begin_offset", 13}, {"end_offset", 13}, {"line", 2}, {"column", 1},
                                                  {"original", ""}, {"replacement", "import torch_npu\n"}}));
  CHECK(by_rule.at("float64").at("fix").at("applicability") == "unsafe");
  CHECK_FALSE(by_rule.at("torch-cuda-api").contains("fix"));  // CUDAGraph: torch.npu has no such name
  CHECK(report.at("summary").at("fixes") == nlohmann::json({{"python_sites", 3}, {"safe", 1}, {"unsafe", 1}, {"safe_pct", 100.0 / 3}}));

  // The default, device-neutral fix: the method renamed, the device given first, the prologue
  // inserted after `import torch` (line 2 starts at byte 13).
  const auto default_report = runNpuLint({"--no-config", "--format", "json", file}).json();
  std::map<std::string, nlohmann::json> portable;
  for (const auto& f : default_report.at("targets").at(0).at("findings")) portable[f.at("rule").get<std::string>()] = f;
  const auto& neutral = portable.at("cuda-device").at("fix");
  CHECK(neutral.at("applicability") == "safe");
  REQUIRE(neutral.at("edits").size() == 3);
  CHECK(neutral.at("edits")[0] == nlohmann::json({{"begin_offset", 52}, {"end_offset", 56}, {"line", 2}, {"column", 40},
                                                   {"original", "cuda"}, {"replacement", "to"}}));
  CHECK(neutral.at("edits")[1] == nlohmann::json({{"begin_offset", 57}, {"end_offset", 57}, {"line", 2}, {"column", 45},
                                                   {"original", ""}, {"replacement", "DEVICE_TYPE"}}));
  CHECK(neutral.at("edits")[2].at("begin_offset") == 13);
  CHECK(neutral.at("edits")[2].at("replacement").get<std::string>().rfind("try:  # the Ascend NPU", 0) == 0);

  const Run sarif = runNpuLint({"--no-config", "--format", "sarif", "--fix-to", "npu", file});
  const auto results = nlohmann::json::parse(sarif.out).at("runs")[0].at("results");
  size_t with_fixes = 0;
  for (const auto& r : results)
    if (r.contains("fixes")) {
      ++with_fixes;
      const auto& replacement = r.at("fixes")[0].at("artifactChanges")[0].at("replacements")[0];
      CHECK(replacement.at("deletedRegion").contains("byteOffset"));
      CHECK(r.at("properties").contains("fixApplicability"));
    }
  CHECK(with_fixes == 2);
}

TEST_CASE("fix: `import torch_npu` goes after the whole statement line, never inside brackets or after a use") {
  // Before, it went on the line after `import torch`: inside `x = (` (a SyntaxError) and after
  // `torch.cuda...` on the same line (an AttributeError when it runs).
  Scratch s("fix-import-place");
  const std::string open_paren = s.write("paren.py", "import torch; x = (\n    1)\ny = torch.cuda.is_available()\n");
  const std::string from_list = s.write("from.py", "from torch import (nn); x = [\n 1]\ny = nn.Linear(1, 1).cuda()\n");
  const std::string one_line = s.write("one.py", "import torch; y = torch.cuda.is_available()\n");
  for (const std::string& file : {open_paren, from_list, one_line})
    REQUIRE(runNpuLint({"fix", "--no-config", "--to", "npu", "--unsafe-fixes", "--write", file}).exit_code == 0);
  CHECK(read(open_paren) == "import torch; import torch_npu; x = (\n    1)\ny = torch.npu.is_available()\n");
  CHECK(read(from_list) == "from torch import (nn); import torch_npu; x = [\n 1]\ny = nn.Linear(1, 1).npu()\n");
  CHECK(read(one_line) == "import torch; import torch_npu; y = torch.npu.is_available()\n");
  // The portable prologue goes after the line's last statement, and a use before it is left alone.
  const std::string portable = s.write("portable.py", "import torch; x = (\n    1)\ny = torch.cuda.is_available()\n");
  REQUIRE(runNpuLint({"fix", "--no-config", "--unsafe-fixes", "--write", portable}).exit_code == 0);
  CHECK(read(portable).rfind("import torch; x = (\n    1)\ntry:", 0) == 0);
  const std::string portable_one = s.write("portable_one.py", "import torch; y = torch.cuda.is_available()\n");
  CHECK(runNpuLint({"fix", "--no-config", "--unsafe-fixes", "--write", portable_one}).exit_code == 1);
  CHECK(read(portable_one) == "import torch; y = torch.cuda.is_available()\n");
}

TEST_CASE("fix: a dict key \"cuda\" is an unsafe rewrite, b\"cuda\" is no device string") {
  Scratch s("fix-keys-bytes");
  const std::string file = s.write("keys.py", "import torch\nd = {\"cuda\": 1}\nb = b\"cuda\"\nx = torch.ones(1).to(\"cuda\")\n");
  const Run safe = runNpuLint({"fix", "--no-config", "--to", "npu", "--write", file});
  CHECK(safe.exit_code == 1);  // the dict key is left for a person
  CHECK(read(file) == "import torch\nimport torch_npu\nd = {\"cuda\": 1}\nb = b\"cuda\"\nx = torch.ones(1).to(\"npu\")\n");
  CHECK(safe.err.find("1 more fix(es) with --unsafe-fixes") != std::string::npos);
  REQUIRE(runNpuLint({"fix", "--no-config", "--to", "npu", "--unsafe-fixes", "--write", file}).exit_code == 0);
  CHECK(read(file) == "import torch\nimport torch_npu\nd = {\"npu\": 1}\nb = b\"cuda\"\nx = torch.ones(1).to(\"npu\")\n");
}
