// Known NPU implementations of ops outside ATen and torch_npu (op_db/equivalents.toml): packages
// that register NPU kernels for the same op (adapters), torch_npu APIs to call instead
// (replacements), and, for a library with neither, what its own documentation says.
#pragma once
#include <optional>
#include <string>
#include <vector>

#include "facts/op_use.h"
#include "opdb/releases.h"

namespace npu_lint {

enum class EquivalentKind { kAdapter, kReplacement };
const char* nameOf(EquivalentKind kind);  // adapter | replacement

struct AdapterVersion {
  std::string tag, torch_npu, library, source;
  std::optional<std::string> release;  // the torch_npu release of `torch_npu`; none for older packages
};

struct Adapter {
  std::string package;  // as Python imports it: "torchvision_npu"
  std::string pip;      // as a requirement names it, pip-normalised: "torchvision-npu"
  std::string library;  // the library whose ops it adapts: "torchvision"
  std::string use, use_source;
  std::vector<std::string> products;     // --chip ids its documentation states; empty: it states none
  std::vector<AdapterVersion> versions;  // as its version table lists them
  std::vector<const AdapterVersion*> versionsFor(const std::string& release) const;
};

struct Equivalent {
  EquivalentKind kind = EquivalentKind::kAdapter;
  std::string package;            // kAdapter
  bool registers_kernel = false;  // kAdapter: the source is its NPU kernel registration
  std::string api;                // kReplacement: "torch_npu.npu_roi_align"
  std::vector<std::string> products;  // kReplacement: --chip ids of the products its page ticks
  std::string deprecated;             // kReplacement: page:line of a deprecation notice
  std::string different_semantics;
  std::string caveat, caveat_source;
  std::string before, after;  // a rewrite, when the entry gives one
  std::string source;         // file:line below vendor/
};

struct OpEquivalents {
  std::string op;      // "torchvision::nms"
  std::string python;  // "torchvision.ops.nms"
  std::string source;  // where the op itself is declared (file:line below vendor/)
  std::vector<Equivalent> equivalents;
};

struct LibraryStatement {
  std::string ns, statement, source;
};

class Equivalents {
 public:
  // Errors name file:line; every adapter version is resolved to a release through `releases`.
  static Equivalents load(const std::string& path, const Releases& releases);

  const OpEquivalents* find(const std::string& op) const;
  const OpEquivalents* findByPython(const std::string& python_name) const;  // "torchvision.ops.nms"
  const Adapter* adapter(const std::string& package) const;
  const LibraryStatement* library(const std::string& ns) const;
  const std::vector<Adapter>& adapters() const { return adapters_; }

  // A custom op's verdict when an adapter registers an NPU kernel for it in `release`: kAdapter,
  // naming the package and the versions; nullopt otherwise.
  std::optional<Verdict> adapterVerdict(const std::string& op, const std::string& release) const;

 private:
  std::vector<Adapter> adapters_;
  std::vector<OpEquivalents> ops_;
  std::vector<LibraryStatement> libraries_;
};

// An adapter verdict runs natively only where the adapter is installed: otherwise the op stays
// `custom`, with the adapter named so that findings can say what to install. `installed` holds
// adapter packages ("torchvision_npu").
Verdict settleAdapter(Verdict verdict, const std::vector<std::string>& installed);

}  // namespace npu_lint
