// The JSON field table of every fact struct (see facts/json_io.h for what the visitor calls
// mean). The names and their order are the JSON contract of the report (docs/json.md, "JSON output"),
// and the helpers' replies use the same tables.
#pragma once
#include <string>
#include <vector>

#include "facts/model_facts.h"
#include "facts/python_facts.h"
#include "facts/source_facts.h"
#include "facts/target.h"

namespace npu_lint {

template <class V>
void jsonFields(V& v, SourcePos& x) {
  v("line", x.line);
  v("column", x.column);
}

// `used` is the rules' bookkeeping, not a fact.
template <class V>
void jsonFields(V& v, Suppression& x) {
  v("comment_line", x.comment_line);
  v("target_line", x.target_line);
  v("rules", x.rules);
}

template <class V>
void jsonFields(V& v, Location& x) {
  v.optional("file", x.file);
  v.optional("line", x.line);
  v.optional("column", x.column);
  v.optional("function", x.function);
  v.optional("module", x.module);
  v.optional("entry_point", x.entry_point);
  v.optional("call", x.call);
  v.optional("for_some_arguments", x.for_some_arguments);
  v.optional("exported_from", x.exported_from);
  v.optional("library_frame", x.library_frame);
}

template <class V>
void jsonFields(V& v, EnvSetting& x) {
  v("name", x.name);
  v("value", x.value);
  v.optional("computed", x.computed);
  v("how", x.how);
  v("pos", x.pos);
}

template <class V>
void jsonFields(V& v, Provenance& x) {
  v("source", x.source);
  v("detail", x.detail);
}

template <class V>
void jsonFields(V& v, OpLanding& x) {
  v("op", x.op);
  v("support", x.support);
  v("via", x.via);
}

template <class V>
void jsonFields(V& v, CannNeed& x) {
  v.optional("kernels", x.kernels);
  v("function", x.function);
  v.optional("since_package", x.since_package);
  v.optional("since_cann", x.since_cann);
  v.optional("since_cann_source", x.since_cann_source);
}

template <class V>
void jsonFields(V& v, OpUse& x) {
  v("name", x.name);
  v("overload", x.overload);
  v("count", x.count);
  v("support", x.verdict.support);
  v.optional("kernel_path", x.verdict.kernel_path);
  v.optional("kernel_name", x.verdict.kernel_name);
  v("provenance", x.verdict.provenance);
  v.optional("caveats", x.verdict.caveats);
  v.optional("backend", x.verdict.backend);
  v.optional("runs_as", x.verdict.runs_as);
  v.optional("needs_cann", x.verdict.needs_cann);
  v.optional("schema", x.schema);
  v("unknown_to_libtorch", x.unknown_to_libtorch);
  v.written("in_loop", x.max_loop_depth > 0);
  v("loop_depth", x.max_loop_depth);
  v("modules", x.modules);
  v.optional("entry_points", x.entry_points);
  v("locations", x.locations);
  v.optional("argument_values", x.argument_values);
  v.optional("argument_values_truncated", x.argument_values_truncated);
}

template <class V>
void jsonFields(V& v, GraphFact& x) {
  v("fact", x.fact);
  v("op", x.op);
  v("cause", x.cause);
  v("via", x.via);
  v("argument", x.argument);
  v("value", x.value);
  v("loop_depth", x.loop_depth);
  v("location", x.location);
}

template <class V>
void jsonFields(V& v, CustomClassUse& x) {
  v("name", x.name);
  v("unknown_to_libtorch", x.unknown_to_libtorch);
  v("methods", x.methods);
  v("calls", x.calls);
  v("locations", x.locations);
}

template <class V>
void jsonFields(V& v, TensorShape& x) {
  v("sizes", x.sizes);
  v("dtype", x.dtype);
  v.optional("value", x.value);
}

template <class V>
void jsonFields(V& v, ShapedOp& x) {
  v("op", x.op);
  v("inputs", x.inputs);
  v("outputs", x.outputs);
  v("location", x.location);
}

template <class V>
void jsonFields(V& v, UnknownShape& x) {
  v("op", x.op);
  v("reason", x.reason);
  v("location", x.location);
  v("not_evaluated", x.not_evaluated);
}

template <class V>
void jsonFields(V& v, ShapeRun& x) {
  v("method", x.method);
  v("label", x.label);
  v("inputs", x.inputs);
  v("ops", x.ops);
  v("unknown", x.unknown);
  v("not_evaluated", x.not_evaluated);
  v.optional("truncated", x.truncated);
}

template <class V>
void jsonFields(V& v, OpCompute& x) {
  v("op", x.op);
  v("support", x.support);
  v("flops", x.flops);
  v("bytes", x.bytes);
  v("calls", x.calls);
}

template <class V>
void jsonFields(V& v, ComputeFigures& x) {
  v("inputs", x.inputs);
  v("flops", x.flops);
  v("native_flops", x.native_flops);
  v("bytes", x.bytes);
  v("calls", x.calls);
  v("calls_without_formula", x.calls_without_formula);
  v("not_evaluated", x.not_evaluated);
  v("ops", x.ops);
}

template <class V>
void jsonFields(V& v, ModelFacts& x) {
  v("status", x.status);
  v("problems", x.problems);
  v.optional("root_class", x.root_class);
  v.optional("methods", x.methods);
  v("ops", x.ops);
  v.optional("unreached_ops", x.unreached_ops);
  v.optional("custom_classes", x.custom_classes);
  v("graph", x.graph);
  v.optional("shapes", x.shapes);
}

// A finding's rewrite example, written as one object when either side is there.
struct SuggestionExample {
  std::string& before;
  std::string& after;
  bool empty() const { return before.empty() && after.empty(); }
};

template <class V>
void jsonFields(V& v, SuggestionExample& x) {
  v("before", x.before);
  v("after", x.after);
}

template <class V>
void jsonFields(V& v, Edit& x) {
  v("begin_offset", x.begin);
  v("end_offset", x.end);
  v.defaulted("line", x.line);
  v.defaulted("column", x.column);
  v("original", x.original);
  v("replacement", x.replacement);
}

template <class V>
void jsonFields(V& v, Fix& x) {
  v("applicability", x.applicability);
  v("title", x.title);
  v("edits", x.edits);
}

template <class V>
void jsonFields(V& v, Finding& x) {
  v("rule", x.rule);
  v("category", x.category);
  v("severity", x.severity);
  v("message", x.message);
  v.optional("evidence", x.evidence);
  v.optional("quote", x.quote);
  v.optional("op", x.op);
  v("location", x.location);
  v.optional("suggestion", x.suggestion);
  v.optional("suggestion_ops", x.suggestion_ops);
  SuggestionExample example{x.suggestion_before, x.suggestion_after};
  v.optional("suggestion_example", example);
  v("fingerprint", x.fingerprint);
  v.optional("fix", x.fix);
  v.optional("products", x.products);
  v.optional("related", x.related);
}

namespace python {

template <class V>
void jsonFields(V& v, Token& x) {
  v("begin", x.begin);
  v("end", x.end);
  v("pos", x.pos);
  v.optional("text", x.text);
}

template <class V>
void jsonFields(V& v, InsertPoint& x) {
  v("at", x.at);
  v("line", x.line);
}

template <class V>
void jsonFields(V& v, Span& x) {
  v("begin", x.begin);
  v("end", x.end);
}

template <class V>
void jsonFields(V& v, GuardedBlock& x) {
  v("first_line", x.first_line);
  v("last_line", x.last_line);
  v.optional("calls", x.calls);
  v.optional("cuda_named_string", x.cuda_named_string);
  v.optional("cuda_named_name", x.cuda_named_name);
}

template <class V>
void jsonFields(V& v, NameUse& x) {
  v("name", x.name);
  v("kind", x.kind);
  v("pos", x.pos);
  v.optional("function", x.function);
  v.optional("second", x.second);
  v.optional("compared", x.compared);
  v.optional("in_collection", x.in_collection);
  v.optional("written_prefix", x.written_prefix);
  v.optional("decides_code", x.decides_code);
  v.optional("handed_on", x.handed_on);
  v.optional("chooses", x.chooses);
  v.optional("guarded", x.guarded);
  v.optional("chosen_unless", x.chosen_unless);
  v.optional("chosen_unless_npu", x.chosen_unless_npu);
  v.optional("chosen_unless_bound", x.chosen_unless_bound);
}

template <class V>
void jsonFields(V& v, MemberUse& x) {
  v("name", x.name);
  v("kind", x.kind);
  v("pos", x.pos);
  v.optional("function", x.function);
  v.optional("loop_depth", x.loop_depth);
  v.optional("receiver", x.receiver);
  v.optional("token", x.token);
  v.optional("arguments", x.arguments);
  v.optional("keyword_arguments_only", x.keyword_arguments_only);
  v.optional("keywords", x.keywords);
  v.optional("given_as", x.given_as);
}

template <class V>
void jsonFields(V& v, StringUse& x) {
  v("value", x.value);
  v("pos", x.pos);
  v.optional("function", x.function);
  v("context", x.context);
  v.optional("callee", x.callee);
  v.optional("callee_pos", x.callee_pos);
  v.optional("keyword", x.keyword);
  v.optional("value_begin", x.value_begin);
  v.optional("value_pos", x.value_pos);
  v.optional("tested", x.tested);
  v.optional("negated_test", x.negated_test);
  v.optional("one_of_several", x.one_of_several);
  v.optional("declared_choice", x.declared_choice);
  v.optional("default_of", x.default_of);
  v.optional("enum_member_of", x.enum_member_of);
  v.optional("compared_to", x.compared_to);
  v.optional("equality", x.equality);
  v.optional("literal", x.literal);
  v.optional("prefix", x.prefix);
  v.optional("guarded", x.guarded);
}

template <class V>
void jsonFields(V& v, MaskIndex& x) {
  v("pos", x.pos);
  v.optional("function", x.function);
  v("mask", x.mask);
  v.optional("loop_depth", x.loop_depth);
}

template <class V>
void jsonFields(V& v, Definition& x) {
  v("name", x.name);
  v.optional("is_class", x.is_class);
  v.optional("owner", x.owner);
  v.optional("parameters", x.parameters);
  v.optional("bases", x.bases);
  v("pos", x.pos);
  v.optional("decorators", x.decorators);
  v.optional("first_line", x.first_line);
  v.optional("last_line", x.last_line);
}

template <class V>
void jsonFields(V& v, SubscriptedCall& x) {
  v("callee", x.callee);
  v("pos", x.pos);
  v.optional("function", x.function);
  v.optional("arguments", x.arguments);
  v.optional("alternatives", x.alternatives);
}

template <class V>
void jsonFields(V& v, FromImport::Name& x) {
  v("imported", x.imported);
  v("bound", x.bound);
}

template <class V>
void jsonFields(V& v, FromImport& x) {
  v("statement", x.statement);
  v("module", x.module);
  v("second", x.second);
  v("names", x.names);
}

template <class V>
void jsonFields(V& v, FunctionCall& x) {
  v("callee", x.callee);
  v("pos", x.pos);
  v.optional("function", x.function);
  v.optional("passed_to", x.passed_to);
  v.optional("alias", x.alias);
}

template <class V>
void jsonFields(V& v, CallArgument& x) {
  v.optional("keyword", x.keyword);
  v("value", x.value);
}

template <class V>
void jsonFields(V& v, Call& x) {
  v("callee", x.callee);
  v("pos", x.pos);
  v.optional("function", x.function);
  v.optional("loop_depth", x.loop_depth);
  v("arguments", x.arguments);
}

template <class V>
void jsonFields(V& v, PythonFacts& x) {
  v("parsed_cleanly", x.parsed_cleanly);
  v.optional("first_error", x.first_error);
  v("names", x.names);
  v("members", x.members);
  v("strings", x.strings);
  v.optional("mask_indexes", x.mask_indexes);
  v.optional("definitions", x.definitions);
  v.optional("calls", x.calls);
  v.optional("subscripted_calls", x.subscripted_calls);
  v.optional("function_calls", x.function_calls);
  v.optional("from_imports", x.from_imports);
  v.optional("npu_branches", x.npu_branches);
  v.optional("cuda_branches", x.cuda_branches);
  v.optional("env", x.env);
  v.optional("assigned_members", x.assigned_members);
  v.optional("star_imports", x.star_imports);
  v("suppressions", x.suppressions);
  v.optional("too_deep_line", x.too_deep_line);
  v.optional("out_of_time_line", x.out_of_time_line);
  v.optional("full_line", x.full_line);
  v.optional("add_torch_npu_import", x.add_torch_npu_import);
  v.optional("after_import_torch", x.after_import_torch);
  v.optional("crlf", x.crlf);
  v.optional("present_identifiers", x.present_identifiers);
}

}  // namespace python

namespace project {

template <class V>
void jsonFields(V& v, Requirement& x) {
  v("name", x.name);
  v.optional("specifier", x.specifier);
  v.optional("url", x.url);
  v.optional("marker", x.marker);
  v("pos", x.pos);
}

template <class V>
void jsonFields(V& v, ToolVersion& x) {
  v("tool", x.tool);
  v("version", x.version);
  v("how", x.how);
  v("pos", x.pos);
}

template <class V>
void jsonFields(V& v, ProjectFacts& x) {
  v("requirements", x.requirements);
  v.optional("tools", x.tools);
  v.optional("env", x.env);
  v.optional("includes", x.includes);
  v.optional("unparsed", x.unparsed);
  v("suppressions", x.suppressions);
}

}  // namespace project

// What the frontends found about a target, beside its op inventory: what `npu-lint merge` needs
// to run the rules again.
struct TargetFacts {
  std::vector<GraphFact>& graph;
  std::vector<ShapeRun>& shapes;
  cuda::FileFacts& source;
  python::PythonFacts& python;
  project::ProjectFacts& project;
  bool empty() const { return false; }
};


template <class V>
void jsonFields(V& v, TargetFacts& x) {
  v("graph", x.graph);
  v.optional("shapes", x.shapes);
  v("source", x.source);
  v.optional("python", x.python);
  v.optional("project", x.project);
}

template <class V>
void jsonFields(V& v, SkippedPath& x) {
  v("path", x.path);
  v("reason", x.reason);
}

template <class V>
void jsonFields(V& v, Target& x) {
  v("path", x.path);
  v("kind", x.kind);
  v("status", x.status);
  v("problems", x.problems);
  v.optional("test_code", x.test_code);
  v.optional("root_class", x.root_class);
  v.optional("methods", x.methods);
  v("ops", x.ops);
  v.optional("unreached_ops", x.unreached_ops);
  v.optional("custom_classes", x.custom_classes);
  v("findings", x.findings);
  v.optional("compute", x.compute);
  v.extension("summary");  // the target's figures: the JSON emitter writes them, a reader ignores them
  TargetFacts facts{x.facts, x.shapes, x.source, x.python, x.project};
  v("facts", facts);
}

namespace cuda {

template <class V>
void jsonFields(V& v, KernelFact& x) {
  v("name", x.name);
  v("pos", x.pos);
  v("template", x.is_template);
  v("lines", x.lines);
  v("traits", x.traits);
  v("from_ast", x.from_ast);
  v("excluded", x.in_excluded_region);
}

template <class V>
void jsonFields(V& v, LaunchFact& x) {
  v("kernel", x.kernel);
  v("pos", x.pos);
  v("function", x.function);
  v("from_ast", x.from_ast);
  v("excluded", x.in_excluded_region);
}

template <class V>
void jsonFields(V& v, CallFact& x) {
  v("name", x.name);
  v("pos", x.pos);
  v("excluded", x.in_excluded_region);
}

template <class V>
void jsonFields(V& v, DeviceImplFact& x) {
  v("impl", x.impl);
  v("device", x.device);
  v("function", x.function);
  v("pos", x.pos);
}

template <class V>
void jsonFields(V& v, Registration& x) {
  v("op", x.op);
  v("dispatch_key", x.dispatch_key);
  v("function", x.function);
  v("schema", x.schema);
  v("pos", x.pos);
}

template <class V>
void jsonFields(V& v, FileFacts& x) {
  v("parsed_cleanly", x.parsed_cleanly);
  v("first_error", x.first_error);
  v("kernels", x.kernels);
  v("launches", x.launches);
  v("calls", x.calls);
  v("suppressions", x.suppressions);
  v("registrations", x.registrations);
  v("device_impls", x.device_impls);
  v("npu_port_uses", x.npu_port_uses);
  v("callees", x.callees);
  v.optional("missing_includes", x.missing_includes);
  v.optional("guessed_include_dirs", x.guessed_include_dirs);
  v.optional("backend", x.backend);
  v.optional("outside_includes", x.outside_includes);
  v.optional("included_headers", x.included_headers);
}

template <class V>
void jsonFields(V& v, SkippedRange& x) {
  v("first_line", x.first_line);
  v("last_line", x.last_line);
}

template <class V>
void jsonFields(V& v, ClangFacts& x) {
  v("ran", x.ran);
  v.optional("error", x.error);
  v("parsed_cleanly", x.parsed_cleanly);
  v("first_error", x.first_error);
  v("kernels", x.kernels);
  v("launches", x.launches);
  v("skipped", x.skipped);
  v("user_includes", x.user_includes);
  v.optional("missing_includes", x.missing_includes);
  v.optional("guessed_include_dirs", x.guessed_include_dirs);
  v.optional("outside_includes", x.outside_includes);
}

}  // namespace cuda
}  // namespace npu_lint
