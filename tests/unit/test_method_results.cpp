#include <catch2/catch.hpp>

#include "frontends/model/method_results.h"

using npu_lint::scanMethodResults;
using Types = std::set<std::string>;
using Methods = std::map<std::string, Types>;

// Serialized code in the shape torch.jit.save writes it (torchtext's Vocab module over its
// custom class; metatensor-style parameters typed as lists and dicts of custom classes).
TEST_CASE("method results: a custom-class method returns what the def returning it is annotated with") {
  const auto results = scanMethodResults(
      "class Vocab(Module):\n"
      "  __parameters__ = []\n"
      "  vocab : __torch__.torch.classes.torchtext.Vocab\n"
      "  fc : __torch__.torch.nn.modules.linear.Linear\n"
      "  def __getitem__(self: __torch__.Vocab,\n"
      "    token: str) -> int:\n"
      "    return (self.vocab).__getitem__(token, )\n"
      "  def get_stoi(self: __torch__.Vocab) -> Dict[str, int]:\n"
      "    vocab = self.vocab\n"
      "    return (vocab).get_stoi()\n"
      "  def lookup_indices(self: __torch__.Vocab,\n"
      "    tokens: List[str]) -> List[int]:\n"
      "    _2 = (self.vocab).lookup_indices(tokens, )\n"
      "    return _2\n"
      "  def first(self: __torch__.Vocab,\n"
      "    systems: List[__torch__.torch.classes.ns.System]) -> int:\n"
      "    return (systems[0]).size()\n"
      "  def named(self: __torch__.Vocab,\n"
      "    maps: Dict[str, __torch__.torch.classes.ns.Map]) -> str:\n"
      "    return (maps[\"a\"]).name()\n"
      "  def optional(self: __torch__.Vocab,\n"
      "    m: Optional[__torch__.torch.classes.ns.Map]) -> Tensor:\n"
      "    return (m).values()\n"
      "  def unknown(self: __torch__.Vocab) -> List[str]:\n"
      "    _0 = getattr(self, \"0\")\n"
      "    return (_0).forward(1, )\n");
  CHECK(results.by_class == std::map<std::string, Methods>{
                                {"torchtext.Vocab", {{"__getitem__", {"int"}}, {"get_stoi", {"Dict[str, int]"}}, {"lookup_indices", {"List[int]"}}}},
                                {"ns.System", {{"size", {"int"}}}},
                                {"ns.Map", {{"name", {"str"}}, {"values", {"Tensor"}}}}});
  // A receiver the code gives no type: the result may be any class's.
  CHECK(results.any_class == Methods{{"forward", {"List[str]"}}});
}

TEST_CASE("method results: a result assigned to a declared attribute has the attribute's type") {
  const auto results = scanMethodResults(
      "class LayerNormMap(Module):\n"
      "  _in_keys : __torch__.torch.classes.metatensor.Labels\n"
      "  def forward(self: __torch__.LayerNormMap,\n"
      "    tensor: __torch__.torch.classes.metatensor.TensorMap) -> __torch__.torch.classes.metatensor.TensorMap:\n"
      "    _in_keys = self._in_keys\n"
      "    _17 = (_in_keys).to((tensor).device_getter(), )\n"
      "    self._in_keys = _17\n"
      "    self._undeclared = (tensor).keys_getter()\n"
      "    return tensor\n");
  CHECK(results.by_class == std::map<std::string, Methods>{{"metatensor.Labels", {{"to", {"__torch__.torch.classes.metatensor.Labels"}}}}});
  CHECK(results.any_class.empty());
}

TEST_CASE("method results: near misses state nothing") {
  const auto results = scanMethodResults(
      "class M(Module):\n"
      "  vocab : __torch__.torch.classes.torchtext.Vocab\n"
      "  fc : __torch__.torch.nn.modules.linear.Linear\n"
      "  def forward(self: __torch__.M, x: Tensor) -> Tensor:\n"
      "    return (self.fc).forward(x, )\n"              // a module's method: compiled from its code
      "  def helper(self: __torch__.M) -> List[int]:\n"
      "    return (self).lookup_indices([\"a\"], )\n"    // the module's own method
      "  def indexed(self: __torch__.M) -> str:\n"
      "    return (self.vocab).lookup_token(0, )[0]\n"   // the result indexed before it is returned
      "  def reassigned(self: __torch__.M) -> List[str]:\n"
      "    _3 = (self.vocab).get_itos()\n"
      "    _3 = torch.len(_3)\n"                          // overwritten before the return
      "    return _3\n"
      "  def other(self: __torch__.M) -> List[int]:\n"
      "    return _3\n"                                   // a name of another def
      "  def unannotated(self: __torch__.M):\n"
      "    return (self.vocab).size()\n"
      "  def unclosed(self: __torch__.M,\n");
  CHECK(results.by_class.empty());
  CHECK(results.any_class.empty());
}
