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
