// The project-file readers beside requirements files: Dockerfiles, shell scripts, YAML (conda
// environments, CI and launch configs), setup.cfg, and `pip freeze` output; each with the tricky
// cases its format has, and the line every fact is reported at.
#include <catch2/catch.hpp>

#include "core/toml_reader.h"
#include "frontends/project/dockerfile_parse.h"
#include "frontends/project/pyproject_parse.h"
#include "frontends/project/requirements_parse.h"
#include "frontends/project/setup_cfg_parse.h"
#include "frontends/project/shell_parse.h"
#include "frontends/project/yaml_parse.h"

using namespace npu_lint;
using namespace npu_lint::project;

namespace {
std::string pin(const Requirement& r) { return r.name + r.specifier; }
const EnvSetting* setting(const ProjectFacts& f, const std::string& name) {
  for (const auto& s : f.env)
    if (s.name == name) return &s;
  return nullptr;
}
}  // namespace

TEST_CASE("dockerfile: ARG defaults substituted as Docker does, stages, FROM images, RUN installs") {
  const ProjectFacts f = parseDockerfile(
      "# syntax=docker/dockerfile:1\n"                                   // 1
      "ARG CANN=8.3.rc1\n"                                               // 2
      "ARG PY=3.10\n"                                                    // 3
      "FROM --platform=linux/arm64 quay.io/ascend/cann:${CANN}-910b-ubuntu22.04-py${PY} AS build\n"  // 4
      "ARG TORCH=2.1.0\n"                                                // 5
      "ARG CANN\n"                                                       // 6: the global default, in this stage
      "ENV TASK_QUEUE_ENABLE=2 \\\n"                                     // 7
      "    ASCEND_LAUNCH_BLOCKING=\"0\"\n"                               // 8
      "ENV PYTORCH_NPU_ALLOC_CONF expandable_segments:True\n"            // 9: the legacy form
      "RUN pip install --no-cache-dir torch==${TORCH} \\\n"              // 10
      "    # a comment line inside the instruction\n"                    // 11
      "    torch_npu==2.1.0.post17 -i https://mirror/simple && \\\n"     // 12
      "    ./Ascend-cann-toolkit_${CANN}_linux-aarch64.run --install\n"  // 13
      "RUN [\"python3\", \"-m\", \"pip\", \"install\", \"numpy==1.26.4\"]\n"  // 14
      "RUN --mount=type=cache,target=/root/.cache pip install \"scipy>=1.10,<2\"\n"  // 15
      "FROM build AS test\n"                                             // 16: inherits build's ENV
      "RUN echo $TASK_QUEUE_ENABLE && export NPU_ASD_ENABLE=$TASK_QUEUE_ENABLE\n"  // 17
      "FROM python:3.9-slim@sha256:abc\n"                                // 18
      "RUN pip install torch==${TORCH}\n");                              // 19: TORCH is not set in this stage
  REQUIRE(f.tools.size() == 5);
  CHECK(f.tools[0].tool == EnvTool::kCann);
  CHECK(f.tools[0].version == "8.3.rc1");
  CHECK(f.tools[0].pos.line == 4);
  CHECK(f.tools[1].tool == EnvTool::kChip);  // the tag's chip field; the report decides whether it names a product
  CHECK(f.tools[1].version == "910b");
  CHECK(f.tools[1].pos.line == 4);
  CHECK(f.tools[2].tool == EnvTool::kPython);
  CHECK(f.tools[2].version == "3.10");
  CHECK(f.tools[3].tool == EnvTool::kCann);  // the installer's name, with the stage's ARG CANN
  CHECK(f.tools[3].version == "8.3.rc1");
  CHECK(f.tools[3].pos.line == 13);
  CHECK(f.tools[4].version == "3.9");
  CHECK(f.tools[4].pos.line == 18);
  REQUIRE(f.requirements.size() == 4);
  CHECK(pin(f.requirements[0]) == "torch==2.1.0");
  CHECK(f.requirements[0].pos.line == 10);
  CHECK(pin(f.requirements[1]) == "torch-npu==2.1.0.post17");
  CHECK(f.requirements[1].pos.line == 12);
  CHECK(pin(f.requirements[2]) == "numpy==1.26.4");  // exec form
  CHECK(pin(f.requirements[3]) == "scipy>=1.10,<2");  // after RUN's --mount flag
  REQUIRE(setting(f, "TASK_QUEUE_ENABLE"));
  CHECK(setting(f, "TASK_QUEUE_ENABLE")->how == "ENV");
  CHECK(setting(f, "ASCEND_LAUNCH_BLOCKING")->value == "0");
  CHECK(setting(f, "ASCEND_LAUNCH_BLOCKING")->pos.line == 8);
  CHECK(setting(f, "PYTORCH_NPU_ALLOC_CONF")->value == "expandable_segments:True");
  REQUIRE(setting(f, "NPU_ASD_ENABLE"));
  CHECK(setting(f, "NPU_ASD_ENABLE")->value == "2");  // ENV inherited from stage "build"
  CHECK(setting(f, "NPU_ASD_ENABLE")->pos.line == 17);
}

TEST_CASE("dockerfile: an ARG unset in the stage leaves its word computed, and nothing is installed for it") {
  const ProjectFacts f = parseDockerfile("ARG TORCH=2.1.0\nFROM python:3.10\nRUN pip install torch==${TORCH}\nENV X=$UNKNOWN\n");
  CHECK(f.requirements.empty());  // a global ARG is not seen inside a stage without `ARG TORCH`
  REQUIRE(setting(f, "X"));
  CHECK(setting(f, "X")->computed);
}

TEST_CASE("dockerfile: a RUN's own assignments end with it, the stage's values come back") {
  const ProjectFacts f = parseDockerfile(
      "FROM python:3.10\nENV V=2.1.0\nRUN V=9.9.9 && export W=1 && U=2\nENV A=$V B=$W C=$U\n");
  REQUIRE(setting(f, "A"));
  CHECK(setting(f, "A")->value == "2.1.0");  // the stage's V, not the RUN's
  REQUIRE(setting(f, "B"));
  CHECK(setting(f, "B")->computed);  // W was the RUN's only
  REQUIRE(setting(f, "C"));
  CHECK(setting(f, "C")->computed);
}

TEST_CASE("shell: export, VAR=value cmd, env, computed values, pip install, comments") {
  const ProjectFacts f = parseShellScript(
      "#!/bin/bash\n"                                                        // 1
      "LEVEL=2\n"                                                            // 2: a shell variable only
      "export TASK_QUEUE_ENABLE=$LEVEL ASCEND_LAUNCH_BLOCKING='0'\n"         // 3
      "DEVICES=$(npu-smi info | wc -l)\n"                                    // 4
      "export NPU_ASD_ENABLE=${DEVICES}\n"                                   // 5: computed
      "HCCL_CONNECT_TIMEOUT=1200 torchrun --nproc_per_node 8 train.py  # npu-lint: ignore\n"  // 6
      "env -u DISPLAY NPU_ASD_CONFIG=enable:true python -m pip install \"torch==2.1.0\" \\\n"  // 7
      "  torch-npu==2.1.0.post17; echo '# not a comment' \"ASCEND_X=1\"\n"  // 8
      "pip3 install -r requirements.txt -c constraints.txt --upgrade\n"      // 9
      "ASCEND_GLOBAL_LOG_LEVEL=${LOG:-3} python x.py\n"                      // 10
      "for i in 1 2; do pip install numpy==1.26.4; done\n");                 // 11: after a keyword
  CHECK_FALSE(setting(f, "LEVEL"));
  REQUIRE(setting(f, "TASK_QUEUE_ENABLE"));
  CHECK(setting(f, "TASK_QUEUE_ENABLE")->value == "2");
  CHECK(setting(f, "TASK_QUEUE_ENABLE")->how == "export");
  CHECK(setting(f, "ASCEND_LAUNCH_BLOCKING")->value == "0");
  CHECK(setting(f, "NPU_ASD_ENABLE")->computed);
  CHECK(setting(f, "HCCL_CONNECT_TIMEOUT")->how == "VAR=value cmd");
  CHECK(setting(f, "HCCL_CONNECT_TIMEOUT")->pos.line == 6);
  CHECK(setting(f, "NPU_ASD_CONFIG")->how == "env");
  CHECK_FALSE(setting(f, "ASCEND_X"));  // an argument of echo, not a setting
  CHECK(setting(f, "ASCEND_GLOBAL_LOG_LEVEL")->value == "3");  // ${LOG:-3}
  REQUIRE(f.requirements.size() == 3);
  CHECK(pin(f.requirements[0]) == "torch==2.1.0");
  CHECK(f.requirements[0].pos.line == 7);
  CHECK(pin(f.requirements[2]) == "numpy==1.26.4");
  CHECK(f.requirements[1].pos.line == 8);
  REQUIRE(f.includes.size() == 1);
  CHECK(f.includes[0] == "requirements.txt");
  REQUIRE(f.suppressions.size() == 1);
  CHECK(f.suppressions[0].target_line == 6);
}

TEST_CASE("shell: the CANN installer's name states its version, other .run files do not") {
  CHECK(cannInstallerVersion("/tmp/Ascend-cann-toolkit_8.0.RC3_linux-aarch64.run") == "8.0.RC3");
  CHECK(cannInstallerVersion("Ascend-cann-toolkit_8.1.0_linux-x86_64.run") == "8.1.0");
  CHECK(cannInstallerVersion("Ascend-cann-kernels-910b_8.0.RC3_linux.run").empty());
  CHECK(cannInstallerVersion("cuda_12.1.0_530.30.02_linux.run").empty());
}

TEST_CASE("yaml: a conda environment, CI env maps of each shape, run: blocks, and a syntax error") {
  const ProjectFacts conda = parseYaml(
      "name: npu\n"
      "channels: [conda-forge]\n"
      "dependencies:\n"
      "  - python=3.10\n"                      // 4
      "  - conda-forge::pytorch=2.1.0=py3.10_0\n"  // 5
      "  - numpy>=1.24\n"                      // 6
      "  - pip\n"                              // 7
      "  - pip:\n"
      "    - torch-npu==2.1.0.post17\n"        // 9
      "    - --extra-index-url https://x\n");
  REQUIRE(conda.tools.size() == 1);
  CHECK(conda.tools[0].version == "3.10");
  CHECK(conda.tools[0].pos.line == 4);
  REQUIRE(conda.requirements.size() == 4);  // pytorch, numpy, pip (a conda package too), torch-npu
  CHECK(pin(conda.requirements[0]) == "torch==2.1.0");  // conda's pytorch; =V read as ==V
  CHECK(conda.requirements[0].pos.line == 5);
  CHECK(pin(conda.requirements[1]) == "numpy>=1.24");
  CHECK(pin(conda.requirements[3]) == "torch-npu==2.1.0.post17");
  CHECK(conda.requirements[3].pos.line == 9);
  CHECK(conda.unparsed.empty());

  const ProjectFacts ci = parseYaml(
      "env:\n"
      "  TASK_QUEUE_ENABLE: 2\n"                    // 2
      "jobs:\n"
      "  train:\n"
      "    variables:\n"
      "      HCCL_BUFFSIZE: {value: \"200\"}\n"     // 6: GitLab's expanded form
      "    steps:\n"
      "      - run: |\n"                            // 8
      "          export ASCEND_LAUNCH_BLOCKING=1\n"  // 9
      "          pip install torch==2.1.0\n"        // 10
      "services:\n"
      "  app:\n"
      "    environment:\n"
      "      - NCCL_DEBUG=INFO\n"                   // 14: compose's list
      "    containers:\n"
      "      - env:\n"
      "          - name: PYTORCH_NPU_ALLOC_CONF\n"  // 17: Kubernetes
      "            value: expandable_segments:True\n"
      "dependencies: [torch]\n");                   // not a conda file: no name/channels
  REQUIRE(setting(ci, "TASK_QUEUE_ENABLE"));
  CHECK(setting(ci, "TASK_QUEUE_ENABLE")->pos.line == 2);
  CHECK(setting(ci, "HCCL_BUFFSIZE")->value == "200");
  CHECK(setting(ci, "ASCEND_LAUNCH_BLOCKING")->pos.line == 9);
  CHECK(setting(ci, "NCCL_DEBUG")->pos.line == 14);
  CHECK(setting(ci, "PYTORCH_NPU_ALLOC_CONF")->pos.line == 17);
  REQUIRE(ci.requirements.size() == 1);
  CHECK(ci.requirements[0].pos.line == 10);

  const ProjectFacts broken = parseYaml("env:\n  A: [1, 2\n");
  REQUIRE(broken.unparsed.size() == 1);
  CHECK(broken.unparsed[0].rfind("line ", 0) == 0);
}

TEST_CASE("yaml: flow collections nested past 1000 are refused before libyaml, quotes and comments do not count") {
  const auto unparsed = [](const std::string& text) { return parseYaml(text).unparsed; };
  CHECK(unparsed("x: " + std::string(1000, '[') + std::string(1000, ']') + "\n").empty());
  CHECK(unparsed("a: 1\nx: " + std::string(1001, '[') + "\n") == std::vector<std::string>{"line 2: not read: [ or { nested deeper than 1000"});
  CHECK(unparsed("x: '" + std::string(2000, '[') + "'\ny: \"" + std::string(2000, '{') + "\"\n# " + std::string(2000, '[') + "\n").empty());
}

TEST_CASE("yaml: aliases of aliases are walked within a budget") {
  std::string text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n";
  for (char c = 'b'; c <= 'j'; ++c) {
    text += std::string(1, c) + ": &" + c + " [";
    for (int i = 0; i < 10; ++i) text += std::string(i ? ", " : "") + "*" + static_cast<char>(c - 1);
    text += "]\n";
  }
  const ProjectFacts f = parseYaml(text);  // 10^10 nodes if walked naively
  REQUIRE_FALSE(f.unparsed.empty());
  CHECK(f.unparsed.back().find("YAML nodes") != std::string::npos);
}

TEST_CASE("setup.cfg: install_requires as dangling lines or one line split at semicolons, extras, comments") {
  const ProjectFacts f = parseSetupCfg(
      "[metadata]\n"
      "name = demo\n"
      "[options]\n"
      "install_requires =\n"                       // 4
      "    torch==2.1.0\n"                         // 5
      "    torch_npu>=2.1 ; python_version >= \"3.8\"  # a comment\n"  // 6
      "setup_requires = numpy; cython\n"           // 7
      "[options.extras_require]\n"
      "dev = pytest\n"                             // 9
      "[tool:pytest]\n"
      "install_requires = not-read\n");
  REQUIRE(f.requirements.size() == 5);
  CHECK(pin(f.requirements[0]) == "torch==2.1.0");
  CHECK(f.requirements[0].pos.line == 5);
  CHECK(pin(f.requirements[1]) == "torch-npu>=2.1");
  CHECK(f.requirements[1].marker == "python_version >= \"3.8\"");
  CHECK(f.requirements[2].name == "numpy");
  CHECK(f.requirements[3].name == "cython");
  CHECK(f.requirements[3].pos.line == 7);
  CHECK(f.requirements[4].name == "pytest");
}

TEST_CASE("pip freeze output reads as a requirements file") {
  const ProjectFacts f = parseRequirements(
      "numpy==1.26.4\n"
      "torch==2.1.0+cpu\n"
      "torch-npu @ file:///wheels/torch_npu-2.1.0.post17-cp310-cp310-manylinux_2_17_aarch64.whl\n"
      "-e git+https://github.com/org/repo@abc#egg=repo\n");
  REQUIRE(f.requirements.size() == 4);
  CHECK(pin(f.requirements[1]) == "torch==2.1.0+cpu");
  CHECK(f.requirements[2].name == "torch-npu");
  CHECK(f.requirements[2].specifier == "==2.1.0.post17");  // from the wheel's file name
  CHECK(f.unparsed.empty());
}

TEST_CASE("toml: a key of more than 1000 dotted parts is refused before toml++ recurses through it") {
  std::string key = "a";
  for (int i = 0; i < 999; ++i) key += ".a";
  CHECK(tomlKeyTooDeep(key + " = 1\n") == 0);  // 1000 parts
  CHECK(tomlKeyTooDeep("x = 1\n[" + key + ".b]\n") == 2);
  CHECK(tomlKeyTooDeep("x = \"" + std::string(2000, '.') + "\"\n") == 0);  // dots in a value
  CHECK(tomlKeyTooDeep("x = \"\"\"\n" + std::string(2000, '.') + "\n\"\"\"\n" + key + ".b = 1\n") == 4);  // a multi-line string's lines are text
  // Ways around a count of the dots before `=` only: an inline table, an `=` in a quoted key, a
  // quote that opens no multi-line string.
  CHECK(tomlKeyTooDeep("x = {" + key + ".b = 1}\n") == 1);
  CHECK(tomlKeyTooDeep("\"=\"." + key + " = 1\n") == 1);
  CHECK(tomlKeyTooDeep("x = '\"\"\"'\n" + key + ".b = 1\n") == 2);
  CHECK(tomlKeyTooDeep("# " + std::string(2000, '.') + "\nx = 'a.b' # " + std::string(2000, '.') + "\n") == 0);  // comments
}

TEST_CASE("toml: non-ASCII outside strings and comments is masked before toml++ sees it") {
  // toml++ 3.3 reaches __builtin_unreachable() on such characters where TOML expects whitespace.
  CHECK(tomlSafeText("a = \"é\" # é\né = 1\nb = '''é\n'''\nc = \"\\\"é\"\n", true) == "a = \"é\" # é\n?? = 1\nb = '''é\n'''\nc = \"\\\"é\"\n");
  CHECK(tomlSafeText("a = 8:'é'\n", true) == "a = 8:'?" "?'\n");  // no string opens after ':'
  CHECK(tomlSafeText("a = \"é\"\n", false) == "a = \"??\"\n");
  const ProjectFacts f = parsePyproject("[project]\nname = \"café\"\ndependencies = [\"torch==2.1.0\"]\nx = é\n");
  REQUIRE(f.unparsed.size() == 1);  // invalid TOML, said with its line
  CHECK(f.unparsed[0].find("line 4") != std::string::npos);
  CHECK(parsePyproject("[project]\nname = \"café\"\ndependencies = [\"torch==2.1.0\"]\n").requirements.size() == 1);
}
