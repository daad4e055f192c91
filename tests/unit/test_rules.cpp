// The rule set as a whole: one check + one data file + one doc page + one fixture per id,
// docs generated from the data, rewrites built from ops that run natively.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <fstream>
#include <set>
#include <sstream>

#include "cli/rule_params.h"
#include "frontends/model/graph_op_lists.h"
#include "core/error.h"
#include "report/summary.h"
#include "emit/rule_docs.h"
#include "opdb/op_db.h"
#include "rules/guard_fixes.h"
#include "rules/registry.h"
#include "rules/rule_data.h"

using namespace npu_lint;
namespace fs = std::filesystem;

namespace {
const std::string kSource = NPU_LINT_SOURCE_DIR;

const RuleSet& rules() {
  static const RuleSet set = loadRules(kSource + "/rules");
  return set;
}

std::string slurp(const fs::path& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

fs::path scratch(const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / ("npu-lint-rules-" + name);
  fs::remove_all(dir);
  fs::create_directories(dir);
  fs::copy_file(kSource + "/rules/categories.toml", dir / "categories.toml");
  return dir;
}
}  // namespace

TEST_CASE("rules: the registry is sorted and matches the data, checks, docs and fixtures one to one") {
  const auto& checks = registeredChecks();
  for (size_t i = 1; i < checks.size(); ++i) CHECK(std::string(checks[i - 1].id) < checks[i].id);
  REQUIRE(checks.size() == rules().rules.size());
  for (size_t i = 0; i < checks.size(); ++i) {
    const std::string id = checks[i].id;
    INFO(id);
    CHECK(rules().rules[i].id == id);
    CHECK(fs::exists(kSource + "/src/rules/checks/" + id + ".cpp"));
    CHECK(fs::exists(kSource + "/docs/rules/" + id + ".md"));
    const std::string fixture = kSource + "/tests/fixtures/rules/" + id;
    REQUIRE(fs::exists(fixture + "/expected.json"));
    // A model fixture is built from model.py; any other names its input files in expected.json.
    const auto expected = nlohmann::json::parse(std::ifstream(fixture + "/expected.json"));
    if (expected.contains("input")) {
      CHECK(fs::exists(fixture + "/" + expected.at("input").get<std::string>()));
      CHECK(fs::exists(fixture + "/" + expected.at("near_miss_input").get<std::string>()));
    } else {
      CHECK(fs::exists(fixture + "/model.py"));
    }
  }
}

TEST_CASE("rules: the committed docs are what the rule data generates") {
  for (const auto& rule : rules().rules) {
    INFO("docs/rules/" << rule.id << ".md is stale: run build/npu-lint rules --write-docs docs/rules");
    CHECK(slurp(kSource + "/docs/rules/" + rule.id + ".md") == renderRuleDoc(rule));
  }
  CHECK(slurp(kSource + "/docs/rules/README.md") == renderRuleIndex(rules()));
}

TEST_CASE("rules: every rewrite is built from ops that run natively on the default release") {
  const OpDb db = OpDb::load(kSource + "/op_db");
  const std::string release = db.releases().default_release;
  for (const auto& rule : rules().rules)
    for (const auto& suggestion : rule.suggestions) {
      for (const auto& op : suggestion.ops) {
        INFO(rule.id << ": " << op);
        const size_t dot = op.find('.', op.find("::"));
        const std::string name = op.substr(0, dot);
        const std::string overload = dot == std::string::npos ? "" : op.substr(dot + 1);
        REQUIRE(db.find(name, overload));  // named exactly as the op database has it
        CHECK(runsNatively(db.verdict(name, overload, release, true).support));
      }
    }
}

TEST_CASE("rules: categories used by rules are declared") {
  std::set<std::string> declared;
  for (const auto& c : rules().categories) declared.insert(c.id);
  for (const char* id : {"coverage", "custom-op", "dynamic-shape", "segmented-reduce", "dtype", "performance",
                         "custom-kernel", "api-migration", "tool"})
    CHECK(declared.count(id));
}

TEST_CASE("rules: every blocker kind has rules, and every rule that blocks by default says which kind") {
  // Categories whose findings stop code from running on the NPU; the others slow it or inform.
  const std::set<std::string> blocking = {"coverage", "custom-op", "custom-kernel", "api-migration", "environment"};
  std::map<std::string, size_t> rules_of;
  for (const auto& b : rules().blockers) rules_of[b.id] = 0;
  for (const auto& rule : rules().rules) {
    INFO(rule.id);
    if (!rule.blocker.empty()) ++rules_of.at(rule.blocker);
    if (blocking.count(rule.category) && rule.severity != Severity::kInfo) CHECK_FALSE(rule.blocker.empty());
    if (!blocking.count(rule.category)) CHECK(rule.blocker.empty());
  }
  CHECK(rules_of.size() == 5);
  for (const auto& [kind, count] : rules_of) {
    INFO(kind);
    CHECK(count > 0);
  }
}

TEST_CASE("rules: data errors name the file and line") {
  const fs::path dir = scratch("errors");
  std::ofstream(dir / "my-rule.toml") << "id = \"my-rule\"\ncategory = \"coverage\"\nseverity = \"loud\"\n";
  CHECK_THROWS_WITH(loadRules(dir.string()), Catch::StartsWith((dir / "my-rule.toml").string() + ":3: severity must be"));

  std::ofstream(dir / "my-rule.toml") << "id = \"my-rule\"\ncategory = \"coverage\"\nseverity = \"error\"\ntitle = \"t\"\n"
                                         "message = \"m\"\nwhy = \"w\"\ncolour = \"red\"\n[[suggestion]]\ntext = \"s\"\n";
  CHECK_THROWS_WITH(loadRules(dir.string()), Catch::StartsWith((dir / "my-rule.toml").string() + ":7: unknown key 'colour'"));

  std::ofstream(dir / "my-rule.toml") << "id = \"other-name\"\n";
  CHECK_THROWS_WITH(loadRules(dir.string()), Catch::Contains("must be kebab-case and match the file name"));

  const std::string head = "id = \"my-rule\"\ncategory = \"coverage\"\nseverity = \"error\"\ntitle = \"t\"\nmessage = \"m\"\nwhy = \"w\"\n";
  std::ofstream(dir / "my-rule.toml") << head << "[fix]\napplicability = \"maybe\"\n[[fix.rename]]\nsite = \"method\"\nfrom = \"a\"\nto = \"b\"\nsource = \"s\"\n"
                                      << "[[suggestion]]\ntext = \"s\"\n";
  CHECK_THROWS_WITH(loadRules(dir.string()), Catch::StartsWith((dir / "my-rule.toml").string() + ":8: fix.applicability must be safe or unsafe"));
  std::ofstream(dir / "my-rule.toml") << head << "[fix]\napplicability = \"safe\"\n[[fix.rename]]\nsite = \"everywhere\"\nfrom = \"a\"\nto = \"b\"\nsource = \"s\"\n"
                                      << "[[suggestion]]\ntext = \"s\"\n";
  CHECK_THROWS_WITH(loadRules(dir.string()), Catch::StartsWith((dir / "my-rule.toml").string() + ":10: fix.rename.site must be one of"));
  std::ofstream(dir / "my-rule.toml") << head << "[fix]\napplicability = \"safe\"\n[[suggestion]]\ntext = \"s\"\n";
  CHECK_THROWS_WITH(loadRules(dir.string()), Catch::Contains("[fix] needs at least one [[fix.rename]]"));
  std::ofstream(dir / "my-rule.toml") << head << "[fix]\napplicability = \"unsafe\"\n[[fix.rename]]\nsite = \"string-prefix\"\nfrom = \"a:\"\nto = \"b:\"\nsource = \"s\"\n"
                                      << "[[suggestion]]\ntext = \"s\"\n";
  const RuleSet loaded = loadRules(dir.string());
  REQUIRE(loaded.rules.at(0).fix);
  CHECK(loaded.rules.at(0).fix->applicability == FixApplicability::kUnsafe);
  CHECK(loaded.rules.at(0).fix->rename(FixSite::kStringPrefix, "a:")->to == "b:");
  CHECK(loaded.rules.at(0).fix->rename(FixSite::kString, "a:") == nullptr);

  // [fix.portable]: whole lines of prologue, the names it defines, rewrites of sites that have a
  // device-neutral form; two rules with different prologues are an error at the second.
  const std::string fix = "[fix]\napplicability = \"safe\"\n[[fix.rename]]\nsite = \"string\"\nfrom = \"cuda\"\nto = \"npu\"\nsource = \"s\"\n";
  const std::string rewrite = "[[fix.portable.rewrite]]\nsite = \"string\"\nfrom = \"cuda\"\nto = \"D\"\nsource = \"s\"\n[[suggestion]]\ntext = \"s\"\n";
  std::ofstream(dir / "my-rule.toml") << head << fix << "[fix.portable]\napplicability = \"safe\"\nprologue = \"D = 1\"\ndefines = [\"D\"]\n" << rewrite;
  CHECK_THROWS_WITH(loadRules(dir.string()), Catch::StartsWith((dir / "my-rule.toml").string() + ":14: [fix.portable] needs a prologue of whole lines"));
  std::ofstream(dir / "my-rule.toml") << head << fix << "[fix.portable]\napplicability = \"safe\"\nprologue = \"D = 1\\n\"\ndefines = [\"D\"]\n"
                                      << "[[fix.portable.rewrite]]\nsite = \"attribute\"\nfrom = \"is_cuda\"\nto = \"D\"\nsource = \"s\"\n[[suggestion]]\ntext = \"s\"\n";
  CHECK_THROWS_WITH(loadRules(dir.string()), Catch::Contains("has no device-neutral form for a attribute site"));
  std::ofstream(dir / "my-rule.toml") << head << fix << "[fix.portable]\napplicability = \"safe\"\nprologue = \"D = 1\\n\"\ndefines = [\"D\"]\n" << rewrite;
  std::ofstream(dir / "your-rule.toml") << "id = \"your-rule\"\ncategory = \"coverage\"\nseverity = \"error\"\ntitle = \"t\"\nmessage = \"m\"\nwhy = \"w\"\n"
                                        << fix << "[fix.portable]\napplicability = \"safe\"\nprologue = \"D = 2\\n\"\ndefines = [\"D\"]\n" << rewrite;
  CHECK_THROWS_WITH(loadRules(dir.string()), Catch::StartsWith((dir / "your-rule.toml").string() + ":14: [fix.portable]'s prologue and defines must be those of"));
  fs::remove(dir / "your-rule.toml");
  const RuleSet portable = loadRules(dir.string());
  REQUIRE(portable.rules.at(0).fix->portable);
  CHECK(portable.rules.at(0).fix->portable->rewrite(FixSite::kString, "cuda")->to == "D");
  CHECK(portable.rules.at(0).fix->portable->rewrite(FixSite::kMethod, "cuda") == nullptr);

  std::ofstream(dir / "my-rule.toml") << head << "blocker = \"everything\"\n[[suggestion]]\ntext = \"s\"\n";
  CHECK_THROWS_WITH(loadRules(dir.string()), Catch::StartsWith((dir / "my-rule.toml").string() + ":7: unknown blocker 'everything'"));

  std::ofstream(dir / "my-rule.toml") << "id = [unclosed\n";
  CHECK_THROWS_AS(loadRules(dir.string()), UserError);
  fs::remove_all(dir);
}

TEST_CASE("rules: the model helper's op lists are op names without overload, and name rules that exist") {
  const fs::path dir = scratch("graph-ops");
  const std::string head = "id = \"my-rule\"\ncategory = \"coverage\"\nseverity = \"error\"\ntitle = \"t\"\nmessage = \"m\"\nwhy = \"w\"\n"
                           "ops = [\"aten::Bool.Tensor\", \"prim::tolist\"]\n";
  std::ofstream(dir / "my-rule.toml") << head << "[params]\nmodel_size_query_ops = [\"aten::size\", \"aten::size.int\"]\n[[suggestion]]\ntext = \"s\"\n";
  CHECK_THROWS_WITH(loadRules(dir.string()),
                    Catch::StartsWith((dir / "my-rule.toml").string() + ":9: params.model_size_query_ops: 'aten::size.int' is not an op name"));
  std::ofstream(dir / "my-rule.toml") << head << "[params]\nmodel_value_read_ops_of = [\"no-such-rule\"]\n[[suggestion]]\ntext = \"s\"\n";
  CHECK_THROWS_WITH(loadRules(dir.string()),
                    Catch::StartsWith((dir / "my-rule.toml").string() + ":9: params.model_value_read_ops_of names no rule 'no-such-rule'"));

  // The request joins each list over the rules, and a list named *_of brings the named rules'
  // ops without their overloads.
  std::ofstream(dir / "my-rule.toml") << head << "[params]\nmodel_value_read_ops_of = [\"my-rule\"]\nmodel_value_read_ops = [\"aten::item\"]\n"
                                      << "model_static_bound_arguments = [\"minlength\"]\npython_npu_words = [\"npu\"]\n[[suggestion]]\ntext = \"s\"\n";
  const auto request = nlohmann::json::parse(graphOpsRequest(loadRules(dir.string())));
  CHECK(request == nlohmann::json{{"model_static_bound_arguments", {"minlength"}},
                                  {"model_value_read_ops", {"aten::Bool", "aten::item", "prim::tolist"}}});
  std::ofstream(dir / "my-rule.toml") << head << "[params]\nmodel_size_queries = [\"aten::size\"]\n[[suggestion]]\ntext = \"s\"\n";
  CHECK_THROWS_WITH(graphOpsRequest(loadRules(dir.string())),
                    Catch::StartsWith((dir / "my-rule.toml").string() + ":9: params.model_size_queries is not a list the model helper reads"));
  fs::remove(dir / "my-rule.toml");
  std::ofstream(dir / "my-rule.toml") << head << "[[suggestion]]\ntext = \"s\"\n";
  CHECK(graphOpsRequest(loadRules(dir.string())).empty());
  fs::remove_all(dir);
}

TEST_CASE("rules: the shipped model op lists reach the helper, value reads joined from host-sync") {
  const auto request = nlohmann::json::parse(graphOpsRequest(rules()));
  CHECK(request.size() == kGraphOpLists.size());  // every list the helper reads, and no other
  for (const char* list : kGraphOpLists) {
    INFO(list);
    CHECK(request.contains(list));
  }
  const auto& reads = request.at("model_value_read_ops");
  for (const auto& op : rules().find("host-sync")->ops)
    CHECK(std::find(reads.begin(), reads.end(), op.substr(0, op.find('.', op.find("::")))) != reads.end());
}

TEST_CASE("rules: message templates fill known names and keep the rest") {
  CHECK(expandTemplate("{op} ran {count} times {unknown}", {{"op", "aten::add"}, {"count", "3"}}) ==
        "aten::add ran 3 times {unknown}");
  CHECK(expandTemplate("{", {}) == "{");
}

// A finding in a.py at `line` with a one-edit fix, for the guard-settling tests.
static Finding fixedFinding(const std::string& rule, const std::string& category, int line, FixApplicability fix) {
  Finding f;
  f.rule = rule;
  f.category = category;
  f.location.file = "a.py";
  f.location.line = line;
  f.fix.edits.push_back(Edit{10, 14, "cuda", "x", 1, 1});
  f.fix.applicability = fix;
  f.fix.title = "t";
  return f;
}

TEST_CASE("rules: a device test written device-neutral holds only while the block it decides moves with it") {
  const auto finding = fixedFinding;
  const auto test = [&] {
    Finding f = finding("cuda-device", "api-migration", 3, FixApplicability::kSafe);
    f.fix.decides_first_line = 3;
    f.fix.decides_last_line = 5;
    return f;
  };
  // A safe fix in the block: the test's fix stays safe.
  std::vector<Finding> findings{test(), finding("torch-cuda-api", "api-migration", 4, FixApplicability::kSafe)};
  settleGuardFixes(findings, rules(), FixTarget::kPortable);
  CHECK(findings[0].fix.applicability == FixApplicability::kSafe);
  // An unsafe one: the test's is unsafe, saying why.
  findings = {test(), finding("torch-cuda-api", "api-migration", 5, FixApplicability::kUnsafe)};
  settleGuardFixes(findings, rules(), FixTarget::kPortable);
  CHECK(findings[0].fix.applicability == FixApplicability::kUnsafe);
  CHECK_THAT(findings[0].fix.title, Catch::Contains("torch-cuda-api at line 5"));
  // One with no fix: the test stays as written. Outside the lines, or another category, or info: no matter.
  findings = {test(), finding("torch-cuda-api", "api-migration", 4, FixApplicability::kSafe)};
  findings[1].fix = {};
  settleGuardFixes(findings, rules(), FixTarget::kPortable);
  CHECK(findings[0].fix.empty());
  findings = {test(), finding("host-sync", "performance", 4, FixApplicability::kSafe), finding("api-restriction", "api-migration", 4, FixApplicability::kSafe),
              finding("torch-cuda-api", "api-migration", 6, FixApplicability::kSafe)};
  findings[1].fix = findings[2].fix = findings[3].fix = {};
  findings[2].severity = Severity::kInfo;
  settleGuardFixes(findings, rules(), FixTarget::kPortable);
  CHECK(findings[0].fix.applicability == FixApplicability::kSafe);
  // A test inside the block whose own block keeps CUDA: dropped first, then the outer one.
  Finding inner = test();
  inner.location.line = inner.fix.decides_first_line = 4;
  findings = {test(), inner, finding("torch-cuda-api", "api-migration", 5, FixApplicability::kSafe)};
  findings[2].fix = {};
  settleGuardFixes(findings, rules(), FixTarget::kPortable);
  CHECK(findings[0].fix.empty());
  CHECK(findings[1].fix.empty());
}

TEST_CASE("rules: with --to portable, the block of a device test kept as CUDA's moves only with it") {
  const auto finding = [](int line, FixApplicability fix) { return fixedFinding("torch-cuda-api", "api-migration", line, fix); };
  const auto test = [&](FixApplicability fix, bool kept) {
    Finding f = fixedFinding("cuda-device", "api-migration", 3, fix);
    if (kept) f.fix.edits.clear();
    f.fix.decides_first_line = 3;
    f.fix.decides_last_line = 5;
    return f;
  };
  // Kept as written (no fix): a rename inside is dropped too; one after the block stays.
  std::vector<Finding> findings{test(FixApplicability::kSafe, true), finding(4, FixApplicability::kSafe), finding(6, FixApplicability::kSafe)};
  settleGuardFixes(findings, rules(), FixTarget::kPortable);
  CHECK(findings[1].fix.empty());
  CHECK(findings[2].fix.applicability == FixApplicability::kSafe);
  CHECK_FALSE(findings[2].fix.empty());
  // Rewritten only unsafely: what it decides moves with it, unsafely too, saying why.
  findings = {test(FixApplicability::kUnsafe, false), finding(5, FixApplicability::kSafe)};
  settleGuardFixes(findings, rules(), FixTarget::kPortable);
  CHECK(findings[1].fix.applicability == FixApplicability::kUnsafe);
  CHECK_THAT(findings[1].fix.title, Catch::Contains("inside the device test at line 3"));
  // A safe test leaves its block's fixes as they are; --to npu renames inside kept tests (code the NPU never reaches).
  findings = {test(FixApplicability::kSafe, false), finding(4, FixApplicability::kSafe)};
  settleGuardFixes(findings, rules(), FixTarget::kPortable);
  CHECK(findings[1].fix.applicability == FixApplicability::kSafe);
  findings = {test(FixApplicability::kSafe, true), finding(4, FixApplicability::kSafe)};
  settleGuardFixes(findings, rules(), FixTarget::kNpu);
  CHECK(findings[1].fix.applicability == FixApplicability::kSafe);
  CHECK_FALSE(findings[1].fix.empty());
}
