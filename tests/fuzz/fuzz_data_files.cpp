// Fuzzes the loaders of every data file a user or a customer can hand npu-lint: the config file,
// a rule file, the porting-effort table, the op database's ops.jsonl, a baseline and a JSON
// report given to `npu-lint merge`. The first input byte picks the loader.
#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include "cli/config.h"
#include "core/error.h"
#include "report/report_reader.h"
#include "opdb/op_db.h"
#include "report/baseline.h"
#include "rules/rule_data.h"
#include "report/effort.h"

namespace fs = std::filesystem;

namespace {

const fs::path& scratch() {
  static const fs::path dir = [] {
    fs::path d = fs::temp_directory_path() / ("npu-lint-fuzz-" + std::to_string(getpid()));
    fs::create_directories(d / "rules");
    fs::create_directories(d / "op_db");
    std::ofstream(d / "rules" / "categories.toml") << "[[category]]\nid = \"coverage\"\ndescription = \"x\"\n";
    std::ofstream(d / "op_db" / "releases.json")
        << R"({"default": "2.1", "releases": [{"name": "2.1", "published": true, "packages": []}]})";
    std::ofstream(d / "op_db" / "backend_namespaces.toml") << "";
    return d;
  }();
  return dir;
}

void write(const fs::path& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
  const fs::path& dir = scratch();
  try {
    switch (data[0] % 7) {
      case 0:
        write(dir / "config.toml", text);
        npu_lint::loadConfig((dir / "config.toml").string());
        break;
      case 1: {
        write(dir / "rules" / "fuzzed.toml", text);
        const npu_lint::RuleSet rules = npu_lint::loadRules((dir / "rules").string());
        write(dir / "effort.toml", text);
        npu_lint::loadEffortData((dir / "effort.toml").string(), rules);
        break;
      }
      case 2: {
        write(dir / "op_db" / "backend_namespaces.toml", "");
        write(dir / "op_db" / "ops.jsonl", text);
        const npu_lint::OpDb db = npu_lint::OpDb::load((dir / "op_db").string());
        db.verdict("aten::add", "Tensor", "2.1", true);
        db.checkEveryRecord();  // each record as a lookup parses it
        break;
      }
      case 4: {
        write(dir / "op_db" / "backend_namespaces.toml", text);
        const npu_lint::OpDb db = npu_lint::OpDb::load((dir / "op_db").string());
        db.verdict("quantized::linear", "", "2.1", true);
        break;
      }
      case 3:
        write(dir / "baseline.json", text);
        npu_lint::loadBaseline((dir / "baseline.json").string());
        break;
      default:
        write(dir / "report.json", text);
        npu_lint::readJsonReport((dir / "report.json").string());
        break;
    }
  } catch (const npu_lint::UserError&) {
  }
  return 0;
}
