#include <catch2/catch.hpp>

#include <csignal>

#include "core/subprocess.h"

using namespace npu_lint;

TEST_CASE("subprocess: output, exit code and signals are reported") {
  auto ok = runSubprocess({"/bin/sh", "-c", "echo out; echo err >&2; exit 3"}, {});
  CHECK(ok.out == "out\n");
  CHECK(ok.err == "err\n");
  CHECK(ok.exit_code == 3);
  CHECK(ok.signal == 0);
  auto crashed = runSubprocess({"/bin/sh", "-c", "kill -SEGV $$"}, {});
  CHECK(crashed.signal == SIGSEGV);
  CHECK(crashed.exit_code == -1);
}

TEST_CASE("subprocess: a hang is cut at the timeout") {
  SubprocessLimits limits;
  limits.timeout_seconds = 1;
  auto hung = runSubprocess({"/bin/sh", "-c", "exec sleep 30"}, limits);
  CHECK(hung.timed_out);
  CHECK(hung.signal == SIGKILL);
}

TEST_CASE("subprocess: a missing program exits 127 with a reason") {
  auto missing = runSubprocess({"/nonexistent/helper"}, {});
  CHECK(missing.exit_code == 127);
  CHECK(missing.err.find("/nonexistent/helper") != std::string::npos);
}
