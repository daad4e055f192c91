#include "report/problems.h"

#include <algorithm>
#include <map>
#include <optional>
#include <regex>

#include "core/strings.h"

namespace npu_lint {
namespace {

constexpr size_t kExamples = 3;

// A CUDA toolkit or NVIDIA library header: no -I in the tree can supply it.
bool isSdkHeader(const std::string& include) {
  static const char* const kPrefixes[] = {"cuda", "cu", "nccl", "nvtx", "nvrtc", "cub/", "thrust/", "cutlass/", "cute/",
                                          "mma", "sm_", "crt/", "nvml", "nvToolsExt"};
  return std::any_of(std::begin(kPrefixes), std::end(kPrefixes),
                     [&](const char* prefix) { return include.rfind(prefix, 0) == 0; });
}

struct Cause {
  std::string text, fix;
};

// Template libraries whose headers a file needs all of: one cause per library, whichever of its
// headers was missing first.
struct TemplateLibrary {
  const char* prefix;
  const char* name;
  const char* fix;
};
constexpr const char* kCutlassFix =
    "a header the CUTLASS npu-lint bundles (v4.7.0) does not have: pass -p BUILD_DIR (a compile_commands.json), or -I "
    "the include/ folder of the CUTLASS checkout the project builds with";
const TemplateLibrary kTemplateLibraries[] = {
    {"cub/", "CUB", "it ships with the CUDA toolkit: pass -p BUILD_DIR (a compile_commands.json) on a machine with it"},
    {"thrust/", "Thrust", "it ships with the CUDA toolkit: pass -p BUILD_DIR (a compile_commands.json) on a machine with it"},
    {"cutlass/", "CUTLASS/CuTe", kCutlassFix},
    {"cute/", "CUTLASS/CuTe", kCutlassFix},
};

std::optional<Cause> templateLibraryCause(const std::string& include) {
  for (const auto& library : kTemplateLibraries)
    if (include.rfind(library.prefix, 0) == 0)
      return Cause{std::string(library.name) + " template library headers not found, so its types were missing", library.fix};
  return std::nullopt;
}

Cause causeOf(const Target& target) {
  // "a.py: cannot read: Permission denied" -> "cannot read: Permission denied": the group lists the
  // files, and a cause with a path in it would be one group per file.
  std::string_view first = target.problems.front();
  if (first.rfind(target.path + ": ", 0) == 0) first.remove_prefix(target.path.size() + 2);
  const bool parse_error = first.rfind("parse error at ", 0) == 0;
  // A missing template library explains a parse error better than any other missing header: the
  // code is written in its types (a CUTLASS kernel that also includes curand_kernel.h).
  if (parse_error) {
    for (const auto& include : target.source.missing_includes)
      if (const auto library = templateLibraryCause(include)) return *library;
    for (const auto& include : target.source.missing_includes) {
      if (cuda::isPyTorchHeader(include)) continue;  // served by the stand-in: never the cause
      return {"header `" + include + "` not found, so its macros and types were missing",
              isSdkHeader(include) ? "a CUDA SDK header npu-lint has no stand-in for: pass -p BUILD_DIR (a "
                                     "compile_commands.json) on a machine with the CUDA toolkit"
                                   : "pass -p BUILD_DIR (a compile_commands.json), or -I the folder that holds " + include};
    }
  }
  // "parse error at 12:5: expected ';'; analysed ..." -> "parse error: expected ';'"; a position
  // inside a header keeps the header's name, the part that is the same for every file.
  static const std::regex kPosition(R"(at (?:(?:[^:]*/)?([^/:]+):)?\d+:\d+: )");
  std::string text(first.substr(0, first.find("; ")));
  std::smatch m;
  if (text.size() <= kMaxRegexSubject && std::regex_search(text, m, kPosition)) {
    std::string before = m.prefix().str();  // "parse error "
    while (!before.empty() && before.back() == ' ') before.pop_back();
    text = before + (m[1].matched ? " in " + m[1].str() + ": " : ": ") + m.suffix().str();
  }
  if (parse_error) return {text, "pass -p BUILD_DIR so the project's own flags are used, or accept the recovered parse "
                                 "errors: baseline or --ignore the partial-analysis finding"};
  return {text, ""};
}

}  // namespace

std::vector<ProblemGroup> groupProblems(const std::vector<Target>& targets) {
  std::map<std::string, ProblemGroup> by_cause;
  for (const auto& target : targets) {
    if (target.status == Status::kOk || target.problems.empty()) continue;
    const Cause cause = causeOf(target);
    ProblemGroup& group = by_cause[cause.text];
    group.cause = cause.text;
    group.fix = cause.fix;
    if (group.examples.size() < kExamples) group.examples.push_back(target.path);
    ++group.count;
  }
  std::vector<ProblemGroup> groups;
  for (auto& [cause, group] : by_cause) groups.push_back(std::move(group));
  std::stable_sort(groups.begin(), groups.end(), [](const ProblemGroup& a, const ProblemGroup& b) { return a.count > b.count; });
  return groups;
}

}  // namespace npu_lint
