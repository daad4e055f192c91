// The finished analysis every emitter renders: the targets with their verdicts and findings,
// and the figures computed over all of them.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "facts/target.h"

namespace npu_lint {

// Native coverage of every scanned model's ops, judged against one torch_npu release.
struct ReleaseCoverage {
  std::string release;
  bool published = false;
  size_t native_distinct = 0, device_distinct = 0, native_instances = 0, device_instances = 0;
};

// One unit of porting work in the scoping estimate; days come from rules/scoping/effort.toml.
struct EffortItem {
  EffortKind kind = EffortKind::kFinding;
  std::string name;   // kernel or op; for a finding, the rule id and what it is about ("unsupported-api torch.fft.fft")
  std::optional<EffortLevel> level;  // kernels'
  std::string category;              // findings': the rule's category
  std::string target;  // the first file the work is in
  Location location;
  size_t count = 1;  // sites the item covers (an API replaced once covers all its call sites)
  size_t files = 1;  // files those sites are in
  double low_days = 0, high_days = 0;
};

// An item's `level` in the JSON report and the HTML page: a kernel's effort level, a finding's
// rule category, "" for a custom op (one field, as the JSON contract has always had it).
inline std::string levelText(const EffortItem& item) { return item.level ? nameOf(*item.level) : item.category; }

struct EffortEstimate {
  std::vector<EffortItem> items;       // largest first
  std::vector<EffortItem> test_items;  // work in test code, apart; in the total only when asked
  double low_days = 0, high_days = 0;
  double test_low_days = 0, test_high_days = 0;
  bool tests_in_total = false;
  std::vector<std::string> assumptions;
  // Triton kernels in the project's own Ascend ports (the triton-kernel rule's test): no work,
  // counted so that the report's kernels add up to the tree's.
  size_t ascend_port_triton_kernels = 0;
};

// The products (chips) a report judges Python APIs for, and what chose them.
struct ProductChoice {
  std::vector<std::string> judged;  // --chip ids; empty: none chosen, every product the pages name
  std::string from;                 // "--chip", ".npu-lint.toml:3", "Dockerfile:1 (FROM ...)"; "" when none chosen
  std::vector<std::string> all;     // every product torch_npu's API pages name
  std::vector<std::string> notes;   // what the project states that could not be used ("Dockerfile:1 names chip 910b, ...")
};

// APIs torch_npu's pages mark unsupported on some products only, per product (no product chosen):
// each API is one project-wide finding, and this table says what each product lacks.
struct ProductGap {
  std::string product;
  struct Api {
    std::string api;
    size_t sites = 0;
  };
  std::vector<Api> apis;  // by name
  size_t sites = 0;
};

// A finding recorded in a baseline file.
struct BaselineEntry {
  std::string fingerprint, rule, path, op, message;
  int line = 0;
};

struct BaselineResult {
  std::string file;                 // empty: no baseline given
  size_t matched = 0;               // findings the baseline already knew, dropped from the report
  std::vector<BaselineEntry> gone;  // baseline entries no finding matched any more
};

// Inputs not fully analysed that share what stopped them, with the fix to try: a report says
// each cause once, however many files it hit.
struct ProblemGroup {
  std::string cause;                  // "header `pytorch_cuda_helper.hpp` not found"
  std::string fix;                    // what to pass or change; empty when none is known
  size_t count = 0;                   // inputs
  std::vector<std::string> examples;  // the first few inputs' paths
};

// The environment the scanned project files set up, as the report's header says it.
struct EnvironmentHeader {
  std::string summary;       // "torch 2.1.0 (requirements.txt:3) + torch_npu 2.1.0.post10 (...): published combination"; "" if none stated
  std::string release_from;  // "torch_npu 2.1.0.post10 pinned at requirements.txt:4" when op verdicts use the project's release
  struct Check {
    std::string check, verdict, message, source;  // "torch-pairing", "ok" | "problem" | "not-checked"
  };
  std::vector<Check> checks;  // one per stated version, in the order torch_npu, torch, CANN, Python
  struct Adapter {
    std::string package, from;  // "torchvision_npu", "--with" | "requirements.txt:5"
  };
  std::vector<Adapter> adapters;  // adapter packages the op verdicts count as installed
  bool empty() const { return summary.empty() && release_from.empty() && adapters.empty(); }
};

struct Report {
  std::string torch_npu_release;
  std::string torch_npu_package;  // AnalysisOptions::package, or the package the project pins
  EnvironmentHeader environment;
  ProductChoice products;
  std::vector<ProductGap> product_gaps;  // by product; empty when products were chosen
  std::vector<Target> targets;
  std::vector<ReleaseCoverage> coverage_by_release;  // oldest release first; empty without models
  EffortEstimate effort;
  BaselineResult baseline;
  std::vector<ProblemGroup> problem_groups;  // most inputs first
  std::vector<SkippedPath> skipped;          // links the folder walks did not follow, by path
  std::vector<std::string> binary_modules;   // compiled Python modules met, never opened, by path
  // Report-wide steps an internal error (or exhausted memory) stopped: "fingerprints: std::bad_alloc".
  // What they would have added is missing; every input's own findings are still there.
  std::vector<std::string> internal_errors;
  bool shape_inputs_given = false;  // without example inputs, everything that needs shapes is skipped
};

}  // namespace npu_lint
