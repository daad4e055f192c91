#include <catch2/catch.hpp>

#include "frontends/model/code_calls.h"

using npu_lint::findCodeCalls;

TEST_CASE("code calls: torch.<op>( is an aten op, ops.<ns>.<op>( a namespaced one") {
  const auto calls = findCodeCalls("  y = torch.add(x, 1)\n  k = ops.torchvision.nms(b, s, 0.5)\n");
  REQUIRE(calls.size() == 2);
  CHECK(calls[0].op == "aten::add");
  CHECK(calls[0].line == 1);
  CHECK(calls[0].column == 7);
  CHECK(calls[0].positional == 2);
  CHECK(calls[1].op == "torchvision::nms");
  CHECK(calls[1].line == 2);
  CHECK(calls[1].positional == 3);
}

TEST_CASE("code calls: tuple unpacking counts the results, keywords are told apart") {
  const auto calls = findCodeCalls("    a, b, = ops.ns.split(x, dim=1, flag=(1 == 2))\n    c = torch.f(g(x, y), [1, 2])\n");
  REQUIRE(calls.size() == 2);
  CHECK(calls[0].targets == 2);
  CHECK(calls[0].positional == 1);
  CHECK(calls[0].keywords == std::vector<std::string>{"dim", "flag"});
  CHECK(calls[1].targets == 1);
  CHECK(calls[1].positional == 2);
}

TEST_CASE("code calls: a call nested in an expression is one result") {
  const auto calls = findCodeCalls("    return torch.mul(torch.relu(x), 2)\n");
  REQUIRE(calls.size() == 2);
  CHECK(calls[0].op == "aten::mul");
  CHECK(calls[1].op == "aten::relu");
  CHECK(calls[1].targets == 1);
}

TEST_CASE("code calls: near misses inside strings, comments, attributes and names") {
  const auto calls = findCodeCalls(
      "  s = \"torch.add(x)\"  # torch.sub(y)\n"
      "  t = '''ops.a.b(c)'''\n"
      "  u = self.torch.mul(x)\n"
      "  v = mytorch.div(x)\n"
      "  w = torch.jit._unwrap_optional(x)\n"
      "  z = torch.Tensor\n");
  CHECK(calls.empty());
}

TEST_CASE("code calls: unterminated text ends the scan without reading past the input") {
  CHECK(findCodeCalls("x = torch.add(a, \"unterminated").size() == 1);
  CHECK(findCodeCalls("x = ops.ns.").empty());
  CHECK(findCodeCalls("").empty());
}

TEST_CASE("code calls: a method's result type is what the def returning it is annotated with") {
  // Serialized code as torch.jit.save writes it (torchtext's Vocab module over its custom class).
  const npu_lint::CodeScan scan = npu_lint::scanCode(
      "class Vocab(Module):\n"
      "  vocab : __torch__.torch.classes.torchtext.Vocab\n"
      "  def __getitem__(self: __torch__.Vocab,\n"
      "    token: str) -> int:\n"
      "    return (self.vocab).__getitem__(token, )\n"
      "  def get_stoi(self: __torch__.Vocab) -> Dict[str, int]:\n"
      "    return (self.vocab).get_stoi()\n"
      "  def lookup_indices(self: __torch__.Vocab,\n"
      "    tokens: List[str]) -> List[int]:\n"
      "    _2 = (self.vocab).lookup_indices(tokens, )\n"
      "    return _2\n"
      "  def append_token(self: __torch__.Vocab, token: str) -> None:\n"
      "    _0 = (self.vocab).append_token(token, )\n"
      "    return None\n"
      "  def first(self: __torch__.Vocab) -> str:\n"
      "    return (self.vocab).lookup_token(0, )[0]\n"
      "  def reassigned(self: __torch__.Vocab) -> List[str]:\n"
      "    _3 = (self.vocab).get_itos()\n"
      "    _3 = torch.len(_3)\n"
      "    return _3\n"
      "  def other(self: __torch__.Vocab) -> List[int]:\n"
      "    return _2\n");
  CHECK(scan.custom_classes == std::set<std::string>{"torchtext.Vocab"});
  using Types = std::set<std::string>;
  CHECK(scan.method_results == std::map<std::string, Types>{
                                   {"__getitem__", Types{"int"}},
                                   {"get_stoi", Types{"Dict[str, int]"}},
                                   {"lookup_indices", Types{"List[int]"}}});
  // Not typed: a result assigned and never returned, indexed before it is returned, overwritten
  // before the return, or a name from another def.
  CHECK(scan.method_calls.count("append_token") == 1);
  CHECK(scan.method_calls.count("lookup_token") == 1);
  CHECK(scan.method_calls.count("get_itos") == 1);
}
