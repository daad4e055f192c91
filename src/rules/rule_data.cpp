#include "rules/rule_data.h"

#include <algorithm>
#include <cassert>
#include <cctype>
#include <filesystem>
#include <set>

#include "core/enum_names.h"
#include "core/error.h"
#include "core/strings.h"
#include "core/toml_reader.h"

namespace npu_lint {
namespace {

namespace fs = std::filesystem;

Severity parseSeverity(const std::string& file, const toml::table& table, const std::string& name) {
  if (const auto severity = parseName<Severity>(name)) return *severity;
  failAt(file, *table.get("severity"), "severity must be error, warning or info, not '" + name + "'");
}

constexpr const char* kFixSites[] = {"method", "attribute", "string", "string-prefix", "module-member", "patch-target"};

FixSite loadSite(const std::string& path, TableReader& r, const toml::node& node, const char* table) {
  const std::string site = r.text("site");
  if (const auto parsed = enumFromName<FixSite>(kFixSites, site)) return *parsed;
  failAt(path, *node.as_table()->get("site"), std::string(table) + ".site must be one of method, attribute, string, string-prefix, module-member, patch-target, not '" + site + "'");
}

// [[fix.rename]] or [[fix.portable.rewrite]] entries: site, from, to, source.
std::vector<FixRename> loadRenames(const std::string& path, const toml::array& entries, const char* table) {
  std::vector<FixRename> out;
  for (const auto& node : entries) {
    TableReader r(path, *node.as_table());
    FixRename rename;
    rename.site = loadSite(path, r, node, table);
    rename.from = r.text("from");
    rename.to = r.text("to");
    rename.source = r.text("source");
    if (rename.from.empty() || rename.to.empty()) failAt(path, node, std::string(table) + " needs a non-empty from and to");
    r.rejectUnknownKeys();
    out.push_back(std::move(rename));
  }
  return out;
}

FixApplicability loadApplicability(const std::string& path, const toml::table& table, TableReader& reader, const char* key) {
  const std::string applicability = reader.text("applicability");
  if (const auto parsed = parseName<FixApplicability>(applicability)) return *parsed;
  failAt(path, *table.get("applicability"), std::string(key) + ".applicability must be safe or unsafe, not '" + applicability + "'");
}

PortableFix loadPortable(const std::string& path, const toml::table& table) {
  TableReader reader(path, table);
  PortableFix portable;
  portable.line = table.source().begin.line;
  portable.applicability = loadApplicability(path, table, reader, "fix.portable");
  portable.prologue = reader.text("prologue");
  portable.defines = reader.list("defines");
  if (portable.prologue.empty() || portable.prologue.back() != '\n' || portable.defines.empty())
    throwAt(path, portable.line, "[fix.portable] needs a prologue of whole lines and the names it defines");
  const toml::array* rewrites = reader.tables("rewrite");
  if (!rewrites || rewrites->empty()) throwAt(path, portable.line, "[fix.portable] needs at least one [[fix.portable.rewrite]]");
  portable.rewrites = loadRenames(path, *rewrites, "fix.portable.rewrite");
  for (const auto& rewrite : portable.rewrites)
    if (rewrite.site == FixSite::kAttribute || rewrite.site == FixSite::kPatchTarget)
      throwAt(path, portable.line, "fix.portable.rewrite has no device-neutral form for a " + std::string(kFixSites[static_cast<int>(rewrite.site)]) + " site");
  reader.rejectUnknownKeys();
  return portable;
}

FixData loadFix(const std::string& path, const toml::table& table) {
  TableReader reader(path, table);
  FixData fix;
  fix.applicability = loadApplicability(path, table, reader, "fix");
  if (const toml::node* adds = reader.node("adds_torch_npu_import")) {
    if (!adds->is_boolean()) failAt(path, *adds, "fix.adds_torch_npu_import must be true or false");
    fix.adds_torch_npu_import = adds->as_boolean()->get();
  }
  const toml::array* renames = reader.tables("rename");
  if (!renames || renames->empty()) throwAt(path, table.source().begin.line, "[fix] needs at least one [[fix.rename]]");
  fix.renames = loadRenames(path, *renames, "fix.rename");
  if (const toml::table* portable = reader.table("portable")) fix.portable = loadPortable(path, *portable);
  reader.rejectUnknownKeys();
  return fix;
}

bool isKebabCase(const std::string& id) {
  return !id.empty() && std::all_of(id.begin(), id.end(), [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; }) &&
         id.front() != '-' && id.back() != '-';
}

// The model helper's op lists ([params] model_*_ops, sent as its --graph-ops): a node's kind,
// "namespace::name" with no overload.
bool isGraphOpList(const std::string& key) { return startsWith(key, "model_") && endsWith(key, "_ops"); }

bool isGraphOpName(const std::string& op) {
  const size_t colons = op.find("::");
  auto word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  return colons != std::string::npos && colons > 0 && colons + 2 < op.size() && op.find("::", colons + 2) == std::string::npos &&
         std::all_of(op.begin(), op.begin() + colons, word) && std::all_of(op.begin() + colons + 2, op.end(), word);
}

RuleData loadRule(const std::string& path, const std::set<std::string>& categories, const std::set<std::string>& blockers) {
  const toml::table table = parseTomlFile(path);
  TableReader reader(path, table);
  RuleData rule;
  rule.file = path;
  rule.id = reader.text("id");
  if (rule.id != fs::path(path).stem().string() || !isKebabCase(rule.id))
    failAt(path, *table.get("id"), "id '" + rule.id + "' must be kebab-case and match the file name");
  rule.category = reader.text("category");
  if (!categories.count(rule.category))
    failAt(path, *table.get("category"), "unknown category '" + rule.category + "' (see rules/categories.toml)");
  rule.severity = parseSeverity(path, table, reader.text("severity"));
  rule.title = reader.text("title");
  rule.message = reader.text("message");
  rule.evidence = reader.text("evidence", false);
  rule.blocker = reader.text("blocker", false);
  if (!rule.blocker.empty() && !blockers.count(rule.blocker))
    failAt(path, *table.get("blocker"), "unknown blocker '" + rule.blocker + "' (see rules/categories.toml)");
  rule.why = reader.text("why");
  rule.references = reader.list("references");
  if (const toml::node* skips = reader.node("skips_npu_branches")) {
    if (!skips->is_boolean()) failAt(path, *skips, "skips_npu_branches must be true or false");
    rule.skips_npu_branches = skips->as_boolean()->get();
  }
  rule.ops = reader.list("ops");
  rule.skip_ops = reader.list("skip_ops");
  rule.name_patterns = reader.list("name_patterns");
  if (const toml::table* params = reader.table("params")) {
    TableReader p(path, *params);
    for (const auto& [key, value] : *params) {
      const std::string name(key.str());
      rule.params[name] = p.list(name.c_str());
      rule.param_lines[name] = value.source().begin.line;
      if (isGraphOpList(name))
        for (const auto& op : rule.params[name])
          if (!isGraphOpName(op))
            failAt(path, value, "params." + name + ": '" + op + "' is not an op name without overload (\"aten::add\")");
    }
  }
  if (const toml::array* records = reader.tables("record")) {
    for (const auto& node : *records) {
      RuleData::Record record;
      record.line = node.source().begin.line;
      for (const auto& [key, value] : *node.as_table()) {
        const auto text = value.value<std::string>();
        if (!text) failAt(path, value, "record." + std::string(key.str()) + " must be a string");
        if (key.str() == "effort" && !parseName<EffortLevel>(*text))
          failAt(path, value, "record.effort must be low, medium or high, not '" + *text + "'");
        record.fields[std::string(key.str())] = *text;
      }
      rule.records.push_back(std::move(record));
    }
  }
  if (const toml::array* suggestions = reader.tables("suggestion")) {
    for (const auto& node : *suggestions) {
      TableReader s(path, *node.as_table());
      Suggestion suggestion;
      suggestion.text = s.text("text");
      suggestion.before = s.text("before", false);
      suggestion.after = s.text("after", false);
      suggestion.ops = s.list("ops");
      suggestion.for_ops = s.list("for_ops");
      s.rejectUnknownKeys();
      rule.suggestions.push_back(std::move(suggestion));
    }
  }
  if (const toml::table* fix = reader.table("fix")) rule.fix = loadFix(path, *fix);
  if (rule.suggestions.empty()) throwAt(path, 1, "a rule needs at least one [[suggestion]]");
  reader.rejectUnknownKeys();
  return rule;
}

}  // namespace

const RuleData::Record* RuleData::record(const std::string& key, const std::string& value) const {
  for (const auto& r : records)
    if (r.get(key) == value) return &r;
  return nullptr;
}

const std::string& RuleData::Record::get(const std::string& key) const {
  static const std::string kNone;
  const auto it = fields.find(key);
  return it == fields.end() ? kNone : it->second;
}

namespace {
const FixRename* findRename(const std::vector<FixRename>& renames, FixSite site, const std::string& from) {
  for (const auto& r : renames)
    if (r.site == site && r.from == from) return &r;
  return nullptr;
}
}  // namespace

const FixRename* FixData::rename(FixSite site, const std::string& from) const { return findRename(renames, site, from); }
const FixRename* PortableFix::rewrite(FixSite site, const std::string& from) const { return findRename(rewrites, site, from); }

const std::vector<std::string>& RuleData::param(const std::string& key) const {
  static const std::vector<std::string> kNone;
  const auto it = params.find(key);
  return it == params.end() ? kNone : it->second;
}

const std::string& RuleData::paramText(const std::string& key) const {
  const auto& values = param(key);
  assert(values.size() == 1 && "a one-value param its check's registry entry does not name");
  return values.front();
}

const Suggestion* RuleData::suggestionFor(const std::string& op) const {
  const std::string base = op.substr(0, op.find('.', op.find("::")));
  for (const auto& s : suggestions)
    for (const auto& target : s.for_ops)
      if (target == op || target == base ||
          (target.back() == '*' && op.compare(0, target.size() - 1, target, 0, target.size() - 1) == 0))
        return &s;
  for (const auto& s : suggestions)
    if (s.for_ops.empty()) return &s;
  return nullptr;
}

const RuleData* RuleSet::find(const std::string& id) const {
  for (const auto& rule : rules)
    if (rule.id == id) return &rule;
  return nullptr;
}

RuleSet loadRules(const std::string& dir) {
  RuleSet set;
  const std::string categories_path = dir + "/categories.toml";
  const toml::table categories = parseTomlFile(categories_path);
  TableReader reader(categories_path, categories);
  std::set<std::string> ids;
  if (const toml::array* list = reader.tables("category"))
    for (const auto& node : *list) {
      TableReader c(categories_path, *node.as_table());
      Category category{c.text("id"), c.text("description")};
      c.rejectUnknownKeys();
      ids.insert(category.id);
      set.categories.push_back(std::move(category));
    }
  std::set<std::string> blockers;
  if (const toml::array* list = reader.tables("blocker"))
    for (const auto& node : *list) {
      TableReader b(categories_path, *node.as_table());
      Blocker blocker{b.text("id"), b.text("label"), b.text("description")};
      b.rejectUnknownKeys();
      if (!blockers.insert(blocker.id).second) failAt(categories_path, node, "blocker '" + blocker.id + "' is listed twice");
      set.blockers.push_back(std::move(blocker));
    }
  reader.rejectUnknownKeys();

  std::vector<std::string> files;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(dir, ec))
    if (entry.path().extension() == ".toml" && entry.path().filename() != "categories.toml")
      files.push_back(entry.path().string());
  if (ec) throw UserError(dir + ": cannot read the rule folder: " + ec.message());
  std::sort(files.begin(), files.end());
  for (const auto& file : files) set.rules.push_back(loadRule(file, ids, blockers));
  // [params] model_*_ops_of name rules whose `ops` join the list model_*_ops (rule_params.h).
  for (const auto& rule : set.rules)
    for (const auto& [key, ids_of] : rule.params)
      if (startsWith(key, "model_") && endsWith(key, "_ops_of"))
        for (const auto& id : ids_of)
          if (!set.find(id)) throwAt(rule.file, rule.param_lines.at(key), "params." + key + " names no rule '" + id + "'");
  // Portable fixes of one file share their prologue (fix plans write an edit equal in range and
  // text once): rules whose prologues differed would write two.
  const RuleData* first = nullptr;
  for (const auto& rule : set.rules) {
    if (!rule.fix || !rule.fix->portable) continue;
    if (!first) first = &rule;
    else if (rule.fix->portable->prologue != first->fix->portable->prologue || rule.fix->portable->defines != first->fix->portable->defines)
      throwAt(rule.file, rule.fix->portable->line, "[fix.portable]'s prologue and defines must be those of " + first->file);
  }
  return set;
}

std::string expandTemplate(const std::string& text, const std::map<std::string, std::string>& values) {
  std::string out;
  for (size_t i = 0; i < text.size();) {
    const size_t close = text[i] == '{' ? text.find('}', i) : std::string::npos;
    if (close != std::string::npos) {
      const auto it = values.find(text.substr(i + 1, close - i - 1));
      if (it != values.end()) {
        out += it->second;
        i = close + 1;
        continue;
      }
    }
    out += text[i++];
  }
  return out;
}

}  // namespace npu_lint
