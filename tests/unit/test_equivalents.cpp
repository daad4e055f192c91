// Known NPU implementations of ops outside ATen (op_db/equivalents.toml): the verdicts they give,
// read off the vendored lines each entry cites, and the loader's errors.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "committed_op_db.h"
#include "core/error.h"
#include "opdb/op_db.h"

using namespace npu_lint;
using committed_op_db::cites;
using committed_op_db::db;

namespace {
// Loads `text` as an equivalents table and returns the error it gives ("" when none).
std::string loadError(const std::string& text) {
  const auto path = std::filesystem::temp_directory_path() / "npu-lint-equivalents-test.toml";
  std::ofstream(path) << text;
  try {
    Equivalents::load(path.string(), db().releases());
  } catch (const UserError& e) {
    std::filesystem::remove(path);
    return std::string(e.what()).substr(path.string().size());
  }
  std::filesystem::remove(path);
  return "";
}
const char* kAdapter = R"(
[[adapter]]
package = "pkg_npu"
pip = "pkg-npu"
library = "pkg"
use = "install it"
use_source = "a.md:1"
use_quote = "x"
[[adapter.version]]
tag = "v1"
torch_npu = "2.6.0"
library = "1.0"
source = "a.md:2"
)";
}  // namespace

TEST_CASE("equivalents: torchvision_npu's kernel makes torchvision::nms an adapter op where it publishes a version") {
  // privateuse1_ops.txt:38 "torchvision::nms"; README.upstream.md:19 "v0.21.0-7.1.0 | 2.6.0 | 2.6.0 | 0.21.0".
  const Verdict v26 = db().verdict("torchvision::nms", "", "2.6", false);
  CHECK(v26.support == Support::kAdapter);
  CHECK(v26.adapter == "torchvision_npu");
  CHECK(cites(v26, "ascend/torchvision-npu/privateuse1_ops.txt:38"));
  CHECK(cites(v26, "ascend/torchvision-npu/README.upstream.md:19"));
  CHECK(runsNatively(v26.support));
  // README rows 21 and 23-26 are five adapter versions for torch_npu 2.1.0.postN.
  CHECK(db().verdict("torchvision::roi_align", "", "2.1", false).provenance.size() == 6);
  // No row names a torch_npu 2.12 package: the op stays custom, as every op outside ATen.
  CHECK(db().verdict("torchvision::nms", "", "2.12", false).support == Support::kCustom);
  CHECK(db().verdict("torchvision::nms", "", "2.12", false).adapter.empty());
}

TEST_CASE("equivalents: an op only the adapter's README lists, and an op with none, stay custom") {
  // README.upstream.md:339 ticks deform_conv2d; privateuse1_ops.txt registers no kernel for it.
  CHECK(db().verdict("torchvision::deform_conv2d", "", "2.6", false).support == Support::kCustom);
  CHECK(db().verdict("torchvision::ps_roi_align", "", "2.6", false).support == Support::kCustom);
  CHECK(db().verdict("torch_scatter::scatter_sum", "", "2.6", false).support == Support::kCustom);
  REQUIRE(db().equivalents().library("torch_scatter"));
  CHECK(db().equivalents().library("torch_scatter")->source == "thirdparty/pytorch_scatter/README.md:40");
  CHECK_FALSE(db().equivalents().library("torchvision"));
}

TEST_CASE("equivalents: an adapter verdict runs natively only where the adapter is installed") {
  const Verdict adapter = db().verdict("torchvision::roi_pool", "", "2.5", false);
  REQUIRE(adapter.support == Support::kAdapter);
  const Verdict missing = settleAdapter(adapter, {});
  CHECK(missing.support == Support::kCustom);
  CHECK(missing.adapter == "torchvision_npu");  // findings name what to install
  REQUIRE_FALSE(missing.caveats.empty());
  CHECK(missing.caveats.front().find("--with torchvision_npu") != std::string::npos);
  CHECK(settleAdapter(adapter, {"torchvision_npu"}).support == Support::kAdapter);
  CHECK(settleAdapter(adapter, {"other_npu"}).support == Support::kCustom);
  // Other verdicts pass through unchanged.
  CHECK(settleAdapter(db().verdict("aten::relu", "", "2.5", true), {}).support == Support::kNpu);
}

TEST_CASE("equivalents: replacements carry their pages' products and notices") {
  const OpEquivalents* nms = db().equivalents().find("torchvision::nms");
  REQUIRE(nms);
  REQUIRE(nms->equivalents.size() == 2);
  const Equivalent& v4 = nms->equivalents[1];
  CHECK(v4.kind == EquivalentKind::kReplacement);
  CHECK(v4.api == "torch_npu.npu_nms_v4");
  CHECK(v4.products == std::vector<std::string>{"a2", "a3", "atlas-inference", "atlas-training"});
  CHECK(v4.deprecated == "ascend/op-plugin/docs/custom_APIs/torch_npu/（beta）torch_npu-npu_nms_v4.md:4");
  CHECK_FALSE(v4.different_semantics.empty());
}

TEST_CASE("equivalents: a malformed table is reported at its file and line") {
  CHECK(loadError(kAdapter) == "");
  CHECK(loadError(std::string(kAdapter) + "[[op]]\nop = \"x::y\"\nop_source = \"a:1\"\nop_quote = \"q\"\n[[op.equivalent]]\nkind = \"port\"\nsource = \"a:1\"\nquote = \"q\"\n") ==
        ":18: kind must be adapter or replacement, not 'port'");
  CHECK(loadError(std::string(kAdapter) + "[[op]]\nop = \"x::y\"\nop_source = \"a:1\"\nop_quote = \"q\"\n[[op.equivalent]]\nkind = \"adapter\"\npackage = \"nope\"\n"
                                          "registers_kernel = true\nsource = \"a:1\"\nquote = \"q\"\n") ==
        ":18: adapter 'nope' has no [[adapter]] entry");
  CHECK(loadError(std::string(kAdapter) + "[[op]]\nop = \"x::y\"\nop_source = \"a:1\"\nop_quote = \"q\"\n[[op.equivalent]]\nkind = \"replacement\"\napi = \"a\"\n"
                                          "products = [\"h100\"]\nsource = \"a:1\"\nquote = \"q\"\n") ==
        ":18: unknown product 'h100'");
  CHECK(loadError(std::string(kAdapter) + "[[op]]\nop = \"x::y\"\nop_source = \"a:1\"\nop_quote = \"q\"\nspelling = 1\n[[op.equivalent]]\nkind = \"adapter\"\n"
                                          "package = \"pkg_npu\"\nsource = \"a:1\"\nquote = \"q\"\n")
            .find("spelling") != std::string::npos);
  CHECK(loadError("[[adapter]]\npackage = \"p\"\npip = \"p\"\nlibrary = \"l\"\nuse = \"u\"\nuse_source = \"s\"\nuse_quote = \"q\"\n") ==
        ":1: an adapter lists its published versions ([[adapter.version]])");
}
