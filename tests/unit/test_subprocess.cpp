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

// A shell that answers each request line with its own pid: one process serves them all.
const std::vector<std::string> kEchoPid = {"/bin/sh", "-c", "while IFS= read -r line; do echo \"$$ $line\"; done"};

TEST_CASE("coprocess: one helper answers request after request") {
  Coprocess helper(kEchoPid, {});
  const auto first = helper.ask("a\n");
  const auto second = helper.ask("b c\n");
  REQUIRE(first);
  REQUIRE(second);
  const std::string pid = first->substr(0, first->find(' '));
  CHECK(*first == pid + " a");
  CHECK(*second == pid + " b c");
}

TEST_CASE("coprocess: a helper that dies on a request is reported") {
  Coprocess helper({"/bin/sh", "-c", "read -r line; echo \"ok $line\"; read -r line; kill -SEGV $$"}, {});
  CHECK(helper.ask("1\n") == std::optional<std::string>("ok 1"));
  CHECK_FALSE(helper.ask("2\n"));
  CHECK(helper.ended().signal == SIGSEGV);
  CHECK_FALSE(helper.ask("3\n"));
}

TEST_CASE("coprocess: a request to a helper that stopped reading fails without a SIGPIPE") {
  // It closes its stdin before it answers, so the next request meets a closed socket.
  Coprocess helper({"/bin/sh", "-c", "read -r line; exec 0<&-; echo \"ok $line\"; exec sleep 0.3"}, {});
  CHECK(helper.ask("1\n") == std::optional<std::string>("ok 1"));
  CHECK_FALSE(helper.ask("2\n"));  // a SIGPIPE would have ended the test binary here
  CHECK(helper.ended().exit_code == 0);
}

TEST_CASE("coprocess: a request that hangs is cut at the timeout") {
  SubprocessLimits limits;
  limits.timeout_seconds = 1;
  Coprocess helper({"/bin/sh", "-c", "read -r line; exec sleep 30"}, limits);
  CHECK_FALSE(helper.ask("x\n"));
  CHECK(helper.ended().timed_out);
  CHECK(helper.ended().signal == SIGKILL);
}

TEST_CASE("coprocess: a reply past the output limit ends the helper") {
  SubprocessLimits limits;
  limits.max_output_bytes = 1000;
  Coprocess helper({"/bin/sh", "-c", "read -r line; while :; do printf xxxxxxxxxx; done"}, limits);
  CHECK_FALSE(helper.ask("x\n"));
  CHECK(helper.ended().output_truncated);
}

TEST_CASE("coprocess: a helper that cannot be run exits 127 with a reason") {
  Coprocess helper({"/nonexistent/helper"}, {});
  CHECK_FALSE(helper.ask("x\n"));
  CHECK(helper.ended().exit_code == 127);
  CHECK(helper.ended().err.find("/nonexistent/helper") != std::string::npos);
}
