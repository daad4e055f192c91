// The frontend registry's contract, and discovery handing each input to its frontend.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <set>

#include "frontends/discovery.h"
#include "frontends/registry.h"

using namespace npu_lint;
namespace fs = std::filesystem;

TEST_CASE("frontends: the registry is sorted by name, and each input kind has exactly one frontend") {
  const auto& frontends = registeredFrontends();
  REQUIRE(frontends.size() >= 2);
  for (size_t i = 1; i < frontends.size(); ++i) CHECK(frontends[i - 1]->name() < frontends[i]->name());
  std::set<InputKind> seen;
  for (const Frontend* frontend : frontends)
    for (InputKind kind : frontend->kinds()) {
      CHECK(seen.insert(kind).second);
      CHECK(frontendFor(kind) == frontend);
    }
  for (InputKind kind : {InputKind::kTorchScript, InputKind::kCudaSource, InputKind::kCppSource})
    CHECK(seen.count(kind));
  CHECK(frontendFor(InputKind::kUnknown) == nullptr);  // inputs no frontend could read
}

TEST_CASE("frontends: discovery claims files by name in a folder walk, and by content when named directly") {
  const fs::path dir = fs::temp_directory_path() / "npu-lint-unit-discovery";
  fs::remove_all(dir);
  fs::create_directories(dir / "sub");
  std::ofstream(dir / "model.pt") << "PK\x03\x04";
  std::ofstream(dir / "sub" / "kernel.cu") << "__global__ void k() {}\n";
  std::ofstream(dir / "notes.txt") << "not an input\n";
  std::ofstream(dir / "weights.bin") << "PK\x03\x04";  // a zip without a model extension

  const auto& frontends = registeredFrontends();
  const Discovery walked = discoverInputs({dir.string()}, frontends);
  REQUIRE(walked.inputs.size() == 2);  // notes.txt and weights.bin are no frontend's by name
  CHECK(walked.inputs[0].path == (dir / "model.pt").string());
  CHECK(walked.inputs[0].frontend->name() == "model");
  CHECK(walked.inputs[1].path == (dir / "sub" / "kernel.cu").string());
  CHECK(walked.inputs[1].frontend->name() == "source");
  CHECK(walked.unreadable.empty());

  const Discovery named = discoverInputs({(dir / "weights.bin").string(), (dir / "notes.txt").string()}, frontends);
  REQUIRE(named.inputs.size() == 1);
  CHECK(named.inputs[0].frontend->name() == "model");
  REQUIRE(named.unreadable.size() == 1);
  CHECK(named.unreadable[0].kind == InputKind::kUnknown);
  CHECK(named.unreadable[0].problems.at(0) ==
        "neither a TorchScript archive (.pt, .pth, .ts, zip) nor a C++/CUDA source (.cu .cuh .cpp .cc .cxx .h .hpp)");

  fs::remove_all(dir / "sub");
  fs::remove(dir / "model.pt");
  const Discovery empty = discoverInputs({dir.string()}, frontends);
  REQUIRE(empty.unreadable.size() == 1);
  CHECK(empty.unreadable[0].problems.at(0) ==
        "nothing scannable in this folder (no .pt/.pth/.ts models, no C++/CUDA sources)");
}
