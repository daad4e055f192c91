// How a path is shown beside another file: from that file's folder when it is near, else as given.
#include <catch2/catch.hpp>

#include "core/paths.h"

using namespace npu_lint;

TEST_CASE("paths: a path near a folder is shown from it, one further away as written") {
  CHECK(pathNear("/src/pkg/ops/add.py", "/src/pkg/ops") == "add.py");
  CHECK(pathNear("/src/pkg/ops/triton/add.py", "/src/pkg/ops") == "triton/add.py");
  CHECK(pathNear("/src/pkg/include/math.cuh", "/src/pkg/ops") == "../include/math.cuh");
  CHECK(pathNear("/src/a/b/x.h", "/src/c/d") == "../../a/b/x.h");
  // Three folders up reads worse than the path itself.
  CHECK(pathNear("/src/a/b/x.h", "/src/c/d/e") == "/src/a/b/x.h");
  // Relative paths compare as written; a path that cannot be expressed from the folder stays.
  CHECK(pathNear("repo/ops/./add.py", "repo/ops") == "add.py");
  CHECK(pathNear("/abs/x.py", "rel/dir") == "/abs/x.py");
}
