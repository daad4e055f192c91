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
        "none of: a TorchScript archive (.pt, .pth, .ts, zip), a project file (requirements*.txt, pyproject.toml, setup.cfg, Dockerfile, shell script, YAML), a Python source (.py), "
        "a C++/CUDA source (.cu .cuh .cpp .cc .cxx .h .hpp)");

  fs::remove_all(dir / "sub");
  fs::remove(dir / "model.pt");
  const Discovery empty = discoverInputs({dir.string()}, frontends);
  REQUIRE(empty.unreadable.size() == 1);
  CHECK(empty.unreadable[0].problems.at(0) ==
        "nothing scannable in this folder (no .pt/.pth/.ts models, no requirements*.txt, pyproject.toml, setup.cfg, Dockerfile, shell script or YAML file, no .py files, no C++/CUDA sources)");
}

TEST_CASE("discovery: links leaving the given paths are skipped and listed, links inside them are read once") {
  const fs::path base = fs::temp_directory_path() / "npu-lint-unit-links";
  fs::remove_all(base);
  fs::create_directories(base / "tree" / "sub");
  fs::create_directories(base / "outside" / "dir");
  std::ofstream(base / "tree" / "real.cu") << "__global__ void k() {}\n";
  std::ofstream(base / "outside" / "secret.cu") << "__global__ void s() {}\n";
  std::ofstream(base / "outside" / "dir" / "other.cu") << "__global__ void o() {}\n";
  fs::create_symlink("../outside/secret.cu", base / "tree" / "out.cu");    // leaves: skipped
  fs::create_symlink("../outside/dir", base / "tree" / "outdir");          // leaves: skipped
  fs::create_symlink("../real.cu", base / "tree" / "sub" / "again.cu");    // inside: read once, at real.cu
  fs::create_symlink("..", base / "tree" / "sub" / "loop");                // inside: not walked twice
  fs::create_symlink("../outside/notes.txt", base / "tree" / "notes.txt"); // no frontend's: not worth a word
  const std::string tree = (base / "tree").string();
  const auto& frontends = registeredFrontends();

  const Discovery walked = discoverInputs({tree}, frontends);
  REQUIRE(walked.inputs.size() == 1);
  CHECK(walked.inputs[0].path == tree + "/real.cu");
  REQUIRE(walked.skipped.size() == 2);
  CHECK(walked.skipped[0].path == tree + "/out.cu");
  // Where a link out of the tree leads is not said: a report must not tell whether a host path exists.
  CHECK(walked.skipped[0].reason == "a symbolic link that leaves the scanned paths: not read (--follow-symlinks reads it)");
  CHECK(walked.skipped[1].path == tree + "/outdir");
  CHECK(walked.skipped[1].reason == walked.skipped[0].reason);
  CHECK(walked.unreadable.empty());

  // Both folders given: the links now stay inside the given paths.
  const Discovery both = discoverInputs({tree, (base / "outside").string()}, frontends);
  CHECK(both.skipped.empty());
  CHECK(both.inputs.size() == 4);  // real.cu, out.cu (a link into outside/), outside's two files

  DiscoveryFilter follow;
  follow.follow_symlinks = true;
  const Discovery followed = discoverInputs({tree}, frontends, follow);
  CHECK(followed.skipped.empty());
  std::vector<std::string> paths;
  for (const auto& input : followed.inputs) paths.push_back(input.path);
  CHECK(paths == std::vector<std::string>{tree + "/out.cu", tree + "/outdir/other.cu", tree + "/real.cu"});
  fs::remove_all(base);
}
