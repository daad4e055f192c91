#include <catch2/catch.hpp>
#include <fstream>
#include <iterator>

#include "frontends/source/lexical_scan.h"

using namespace npu_lint::cuda;

namespace {
FileFacts scan(const std::string& text) {
  FileFacts facts;
  scanLexically(text, [](std::string_view name, bool is_call) { return is_call && name.rfind("cuda", 0) == 0; }, facts);
  return facts;
}
}  // namespace

TEST_CASE("lexical scan: kernels, their traits and template-ness") {
  const auto facts = scan(
      "template <typename T>\n"
      "__global__ void __launch_bounds__(256) reduce(const T* x, T* out) {\n"
      "  __shared__ T s[256];\n"
      "  __syncthreads();\n"
      "  atomicAdd(out, s[0]);\n"
      "}\n"
      "__global__ void declared(float* x);\n");
  REQUIRE(facts.kernels.size() == 1);
  const auto& k = facts.kernels[0];
  CHECK(k.name == "reduce");
  CHECK(k.is_template);
  CHECK(k.pos.line == 2);
  CHECK(k.lines == 6);
  CHECK(k.traits == std::vector<std::string>{"atomics", "shared_memory", "syncthreads"});
}

TEST_CASE("lexical scan: launches with template arguments, in macro arguments, and their function") {
  const auto facts = scan(
      "void run() {\n"
      "  ns::kern<float, 4><<<1, 2>>>(x);\n"
      "  DISPATCH(t, \"name\", [&] { other<<<g, b, 0, s>>>(y); });\n"
      "}\n");
  REQUIRE(facts.launches.size() == 2);
  CHECK(facts.launches[0].kernel == "kern");
  CHECK(facts.launches[0].pos.line == 2);
  CHECK(facts.launches[0].pos.column == 3);
  CHECK(facts.launches[0].function == "run");
  CHECK(facts.launches[1].kernel == "other");
  CHECK(facts.launches[1].pos.column == 29);
  CHECK(facts.launches[1].function == "run");
}

TEST_CASE("lexical scan: API calls outside comments and strings, by the caller's filter") {
  const auto facts = scan(
      "cudaStream_t s;  // cudaMalloc(&p, n)\n"
      "/* cudaFree(p) */ const char* n = \"cudaMemcpy(a)\";\n"
      "cudaMalloc(&p, n); my_cudaFree(p); x.cudaFree(q);\n");
  REQUIRE(facts.calls.size() == 2);
  CHECK(facts.calls[0].name == "cudaMalloc");
  CHECK(facts.calls[0].pos.line == 3);
  CHECK(facts.calls[1].name == "cudaFree");  // a member named like the API is still reported
}

TEST_CASE("lexical scan: qualified names are joined") {
  const auto tokens = tokenize("at :: cuda::getCurrentCUDAStream(); a::b");
  REQUIRE(tokens.size() >= 3);
  CHECK(tokens[0].text == "at :: cuda::getCurrentCUDAStream");
}

TEST_CASE("lexical scan: suppression comments") {
  npu_lint::Suppression s;
  CHECK(parseSuppression({" npu-lint: ignore[cuda-kernel, cuda-api]", {7, 40}}, s));
  CHECK(s.target_line == 7);
  CHECK(s.rules == std::vector<std::string>{"cuda-kernel", "cuda-api"});
  CHECK(parseSuppression({" npu-lint: ignore-next-line", {3, 1}}, s));
  CHECK(s.target_line == 4);
  CHECK(s.rules.empty());
  CHECK_FALSE(parseSuppression({" npu-lint: please ignore", {1, 1}}, s));
  CHECK_FALSE(parseSuppression({" ignore[cuda-kernel]", {1, 1}}, s));
}

TEST_CASE("lexical scan: unterminated comments, strings and brackets end cleanly") {
  for (const char* text : {"/* open", "\"open", "R\"x(open", "__global__ void k(", "__global__ void k() {", "k<<<",
                           "<<<", "__global__", "template <"})
    CHECK_NOTHROW(scan(text));
}

TEST_CASE("lexical scan: op registrations of every kind, and the call graph behind them") {
  const auto facts = scan(
      "TORCH_LIBRARY(myops, m) { m.def(\"twice(Tensor x) -> Tensor\"); m.def(\"myops::thrice\", &thrice); }\n"
      "TORCH_LIBRARY_IMPL(myops, CUDA, m) { m.impl(\"twice\", TORCH_FN(twice_cuda)); }\n"
      "static auto r = torch::RegisterOperators().op(\"other::sum_csr(Tensor a) -> Tensor\", &sum_csr);\n"
      "PYBIND11_MODULE(ext, m) { m.def(\"twice\", &twice_cuda, \"doc\"); }\n"
      "Tensor twice_cuda(Tensor x) { return helper(x); }\n"
      "Tensor helper(Tensor x) { k<<<1, 1>>>(x); return x; }\n");
  REQUIRE(facts.registrations.size() == 5);
  CHECK(facts.registrations[0].op == "myops::twice");
  CHECK(facts.registrations[0].schema == "twice(Tensor x) -> Tensor");
  CHECK(facts.registrations[1].op == "myops::thrice");
  CHECK(facts.registrations[1].function == "thrice");
  CHECK(facts.registrations[2].op == "myops::twice");
  CHECK(facts.registrations[2].dispatch_key == "CUDA");
  CHECK(facts.registrations[2].function == "twice_cuda");
  CHECK(facts.registrations[3].op == "other::sum_csr");
  CHECK(facts.registrations[3].function == "sum_csr");
  CHECK(facts.registrations[4].op == "twice");
  CHECK(facts.registrations[4].dispatch_key == "python");
  CHECK(facts.callees.at("twice_cuda").count("helper"));
  CHECK(facts.launches.at(0).function == "helper");
}

// Found by fuzz_lexical_scan: a '>' before the parameters with no '<' after __global__ walked
// the token index below zero when __global__ was the first token.
TEST_CASE("lexical scan: regression: an unmatched '>' after __global__ at the start of a file") {
  FileFacts facts;
  scanLexically("__global__ void f>(int x) {}", [](std::string_view, bool) { return false; }, facts);
  CHECK(facts.kernels.empty());
  std::ifstream in(std::string(NPU_LINT_SOURCE_DIR) + "/tests/fuzz/regressions/lexical_scan-unmatched-template-close.cu",
                   std::ios::binary);
  REQUIRE(in);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  FileFacts from_fuzzer;
  scanLexically(text, [](std::string_view, bool) { return true; }, from_fuzzer);
  CHECK(from_fuzzer.kernels.size() <= 1);
}

TEST_CASE("lexical scan: branches for another backend are not CUDA code") {
  const auto facts = scan(
      "void run() {\n"
      "#ifdef USE_ROCM\n"
      "  cudaRocmOnly();\n"                         // line 3: the ROCm build's branch
      "#else\n"
      "  cudaMemcpyAsync(a, b, n, k, s);\n"        // line 5: the CUDA branch
      "#endif\n"
      "#if !defined(USE_ROCM)\n"
      "  cudaStreamSynchronize(s);\n"              // line 8: CUDA
      "#else\n"
      "  cudaSecondCopy();\n"                      // line 10: ROCm
      "#endif\n"
      "#if defined(__HIP_PLATFORM_AMD__) || defined(USE_ROCM)\n"
      "  cudaHip();\n"                             // line 13: ROCm
      "#elif FOO\n"
      "  cudaAfterElif();\n"                       // line 15: unknown, kept
      "#endif\n"
      "#if defined(USE_ROCM) && FOO\n"
      "  cudaMixed();\n"                           // line 18: a condition not only about the backend, kept
      "#endif\n"
      "}\n");
  std::vector<std::string> calls;  // "name:line"
  for (const auto& call : facts.calls) calls.push_back(call.name + ":" + std::to_string(call.pos.line));
  CHECK(calls == std::vector<std::string>{"cudaMemcpyAsync:5", "cudaStreamSynchronize:8", "cudaAfterElif:15", "cudaMixed:18"});
}

TEST_CASE("lexical scan: a launch through a function pointer is a launch of what it points to") {
  const auto facts = scan(
      "template <typename K> void run(float* x) {\n"
      "  auto kernel = &scan_kernel<K>;\n"
      "  kernel<<<1, 32>>>(x);\n"
      "  auto other = pick(x);\n"
      "  other<<<1, 32>>>(x);\n"
      "}\n"
      "void later(float* x) {\n"
      "  kernel<<<1, 32>>>(x);\n"  // another function's pointer: not followed
      "  void (*p)(float*) = plain;\n"
      "  p<<<1, 1>>>(x);\n"
      "}\n");
  REQUIRE(facts.launches.size() == 4);
  CHECK(facts.launches[0].kernel == "scan_kernel");
  CHECK(facts.launches[0].pos.line == 3);
  CHECK(facts.launches[1].kernel == "other");  // assigned a call's result: unknown, kept as written
  CHECK(facts.launches[2].kernel == "kernel");
  CHECK(facts.launches[3].kernel == "plain");
}
