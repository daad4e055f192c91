#include <catch2/catch.hpp>

#include "frontends/model/python_frames.h"

using namespace npu_lint;

namespace {

// The stack torch.jit.trace recorded for a convolution in a model defined in the exporting
// script (as in a traced fixture's debug records, paths of the machine that exported it).
const char* const kConvStack =
    "/usr/lib/python3/dist-packages/torch/nn/modules/conv.py(459): _conv_forward\n"
    "/usr/lib/python3/dist-packages/torch/nn/modules/conv.py(463): forward\n"
    "/usr/lib/python3/dist-packages/torch/nn/modules/module.py(1182): _slow_forward\n"
    "/usr/lib/python3/dist-packages/torch/nn/modules/module.py(1194): _call_impl\n"
    "/home/ann/proj (v2)/models/net.py(49): forward\n"
    "/usr/lib/python3/dist-packages/torch/nn/modules/container.py(204): forward\n"
    "/home/ann/proj (v2)/models/net.py(62): forward\n"
    "/usr/lib/python3/dist-packages/torch/jit/_trace.py(976): trace_module\n"
    "/usr/lib/python3/dist-packages/torch/jit/_trace.py(759): trace\n"
    "/home/ann/proj (v2)/export.py(12): <module>\n";

}  // namespace

TEST_CASE("python frames: a traced op's stack parses, innermost first, parentheses in paths kept") {
  const auto frames = parseTraceStack(kConvStack);
  REQUIRE(frames.size() == 10);
  CHECK(frames[0].file == "/usr/lib/python3/dist-packages/torch/nn/modules/conv.py");
  CHECK(frames[0].line == 459);
  CHECK(frames[0].function == "_conv_forward");
  CHECK(frames[4].file == "/home/ann/proj (v2)/models/net.py");
  CHECK(frames[4].line == 49);
  CHECK(frames[9].function == "<module>");
}

TEST_CASE("python frames: Python code and broken stacks are no stack") {
  CHECK(parseTraceStack("F.conv2d(input, weight, self.bias)").empty());
  CHECK(parseTraceStack("{f(1): y}\n").empty());  // a dict, not a file
  CHECK(parseTraceStack("<stdin>(3): forward\n").size() == 1);
  CHECK(parseTraceStack("/a.py(12): f").empty());   // every frame ends its line
  CHECK(parseTraceStack("/a.py(): f\n").empty());
  CHECK(parseTraceStack("(12): f\n").empty());
  CHECK(parseTraceStack("/a.py(99999999999999999999): f\n").empty());
  CHECK(parseTraceStack("").empty());
}

TEST_CASE("python frames: installed packages' files are named below their package folder") {
  CHECK(installedPackagePath("/usr/lib/python3/dist-packages/torch/nn/modules/conv.py") == "torch/nn/modules/conv.py");
  CHECK(installedPackagePath("/opt/venv/lib/python3.10/site-packages/torchvision/ops/boxes.py") == "torchvision/ops/boxes.py");
  CHECK(installedPackagePath("/usr/lib/python3.11/contextlib.py") == "contextlib.py");
  CHECK(installedPackagePath("/home/ann/proj/models/net.py") == std::nullopt);
  CHECK(installedPackagePath("/home/ann/lib/pythonic/net.py") == std::nullopt);
  CHECK(installedPackagePath("net.py") == std::nullopt);
}

TEST_CASE("python frames: the model's own innermost line is chosen, PyTorch's kept beside it") {
  const auto chosen = chooseFrames(parseTraceStack(kConvStack));
  REQUIRE(chosen.user);
  CHECK(chosen.user->file == "/home/ann/proj (v2)/models/net.py");
  CHECK(chosen.user->line == 49);
  REQUIRE(chosen.library);
  CHECK(chosen.library->line == 459);

  // A torchvision model: every frame up to the tracer is an installed package's; the exporting
  // script beyond it is not the model.
  const auto library_only = chooseFrames(parseTraceStack(
      "/usr/lib/python3/dist-packages/torch/nn/functional.py(1457): relu\n"
      "/usr/lib/python3/dist-packages/torchvision/models/resnet.py(268): _forward_impl\n"
      "/usr/lib/python3/dist-packages/torch/jit/_trace.py(976): trace_module\n"
      "/home/ann/export.py(5): <module>\n"));
  CHECK(!library_only.user);
  REQUIRE(library_only.library);
  CHECK(library_only.library->file == "/usr/lib/python3/dist-packages/torch/nn/functional.py");

  // A scripted model's own op: the innermost frame is the user's, no library frame.
  const auto own = chooseFrames({{"/home/ann/net.py", 7, 12, "forward"}});
  REQUIRE(own.user);
  CHECK(own.user->column == 12);
  CHECK(!own.library);
  CHECK(!chooseFrames({}).user);

  // torchvision's batched_nms runs through @torch.jit._script_if_tracing's wrapper in torch/jit/.
  const auto nms = chooseFrames(parseTraceStack(
      "/usr/lib/python3/dist-packages/torchvision/ops/boxes.py(41): nms\n"
      "/usr/lib/python3/dist-packages/torch/jit/_trace.py(1136): wrapper\n"
      "/home/ann/det.py(88): forward\n"
      "/usr/lib/python3/dist-packages/torch/jit/_trace.py(976): trace_module\n"));
  REQUIRE(nms.user);
  CHECK(nms.user->line == 88);

  // Code torchvision compiles from a string, called from the model's own line.
  const auto from_string = chooseFrames({{"<string>", 11, 10, "paste_mask_in_image"}, {"/home/ann/net.py", 30, 5, "forward"}});
  REQUIRE(from_string.user);
  CHECK(from_string.user->line == 30);
  REQUIRE(from_string.library);
  CHECK(from_string.library->file == "<string>");
  CHECK(!chooseFrames({{"<stdin>", 3, 0, "forward"}}).user);
}
