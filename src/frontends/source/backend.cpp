#include "frontends/source/backend.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <optional>

namespace npu_lint::cuda {
namespace {

struct Marker {
  Backend backend;
  const char* include_prefix;  // an #include naming this SDK's headers
};

// SDK headers, by the prefix of the name an #include writes.
const Marker kIncludes[] = {
    {Backend::kNpu, "torch_npu/"}, {Backend::kNpu, "acl/"},        {Backend::kNpu, "aclnn"},
    {Backend::kNpu, "hccl/"},      {Backend::kParrots, "parrots/"}, {Backend::kMlu, "cnnl.h"},
    {Backend::kMlu, "cnrt.h"},     {Backend::kMlu, "mlu_op.h"},     {Backend::kMlu, "cn_api.h"},
    {Backend::kMusa, "musa"},      {Backend::kMusa, "torch_musa/"}, {Backend::kMps, "Metal/"},
    {Backend::kMps, "MetalPerformanceShaders/"}, {Backend::kHip, "hip/"},
    // Intel's: SYCL (DPC++), oneCCL and the PyTorch extension for XPUs.
    {Backend::kSycl, "sycl/"},     {Backend::kSycl, "CL/sycl"},    {Backend::kSycl, "oneapi/"},
    {Backend::kSycl, "ipex.h"},
    // CUDA's own: a file including one has a CUDA branch, whatever other backend its #else serves.
    {Backend::kCuda, "cuda.h"},    {Backend::kCuda, "cuda_"},      {Backend::kCuda, "cub/"},
    {Backend::kCuda, "thrust/"},   {Backend::kCuda, "cooperative_groups"}, {Backend::kCuda, "cublas"},
    {Backend::kCuda, "cudnn"},     {Backend::kCuda, "curand"},     {Backend::kCuda, "cufft"},
    {Backend::kCuda, "cusparse"},  {Backend::kCuda, "cusolver"},   {Backend::kCuda, "nccl.h"},
    {Backend::kCuda, "ATen/cuda/"}, {Backend::kCuda, "c10/cuda/"},
};

// A folder or file-name word naming a backend: mmcv's pytorch/npu/, common/mlu/,
// pytorch_npu_helper.hpp, parrots_cpp_helper.hpp.
std::optional<Backend> backendWord(std::string_view word) {
  if (word == "npu" || word == "ascend") return Backend::kNpu;
  if (word == "parrots") return Backend::kParrots;
  if (word == "mlu" || word == "cambricon") return Backend::kMlu;
  if (word == "musa") return Backend::kMusa;
  if (word == "mps" || word == "metal") return Backend::kMps;
  if (word == "hip" || word == "rocm") return Backend::kHip;
  if (word == "xpu" || word == "sycl") return Backend::kSycl;
  return std::nullopt;
}

std::optional<Backend> backendInName(std::string_view name) {
  size_t start = 0;
  for (size_t i = 0; i <= name.size(); ++i)
    if (i == name.size() || !std::isalnum(static_cast<unsigned char>(name[i]))) {
      if (auto b = backendWord(name.substr(start, i - start))) return b;
      start = i + 1;
    }
  return std::nullopt;
}

// The names of the file's #include lines.
template <class Visit>
void forEachInclude(std::string_view text, Visit visit) {
  for (size_t at = text.find("#include"); at != std::string_view::npos; at = text.find("#include", at + 8)) {
    size_t open = text.find_first_of("<\"\n", at + 8);
    if (open == std::string_view::npos || text[open] == '\n') continue;
    const size_t close = text.find_first_of(">\"\n", open + 1);
    if (close == std::string_view::npos || text[close] == '\n') continue;
    visit(text.substr(open + 1, close - open - 1));
  }
}

bool isCudaLibraryCall(const std::string& name) {
  static const char* const kPrefixes[] = {"cuda", "cublas", "cudnn", "curand", "cufft", "cusparse", "cusolver",
                                          "nccl", "cub::", "thrust::", "__shfl", "atomic", "__syncthreads"};
  for (const char* prefix : kPrefixes)
    if (name.rfind(prefix, 0) == 0) return true;
  return name.size() > 2 && name[0] == 'c' && name[1] == 'u' && std::isupper(static_cast<unsigned char>(name[2]));
}

// Another framework's bindings: a file including XLA's FFI headers or living in a `jax` folder
// binds kernels into JAX custom calls. Whatever CUDA it holds serves JAX, not PyTorch, and the
// kernels it binds are in the sources it includes, which are analysed as CUDA.
bool isJaxBinding(const std::string& path, std::string_view text) {
  bool xla = false;
  forEachInclude(text, [&](std::string_view include) { xla = xla || include.rfind("xla/", 0) == 0; });
  if (xla) return true;
  const auto parts = std::filesystem::path(path).parent_path();
  return std::any_of(parts.begin(), parts.end(), [](const std::filesystem::path& part) { return part == "jax"; });
}

}  // namespace

Backend backendOf(const std::string& path, std::string_view text, const FileFacts& facts) {
  if (isJaxBinding(path, text)) return Backend::kJax;
  if (!facts.kernels.empty() || !facts.launches.empty()) return Backend::kCuda;
  for (const auto& call : facts.calls)
    if (isCudaLibraryCall(call.name)) return Backend::kCuda;
  // Another backend's only when nothing is CUDA's: `#ifndef USE_ROCM #include <cuda_bf16.h>
  // #else #include <hip/hip_bf16.h>` is a CUDA file with a HIP branch.
  std::optional<Backend> found;
  bool cuda_include = false;
  forEachInclude(text, [&](std::string_view include) {
    for (const Marker& m : kIncludes)
      if (include.rfind(m.include_prefix, 0) == 0) {
        cuda_include = cuda_include || m.backend == Backend::kCuda;
        if (!found && m.backend != Backend::kCuda) found = m.backend;
      }
    if (!found) found = backendInName(std::filesystem::path(include).filename().string());
  });
  if (cuda_include) return Backend::kCuda;
  if (found) return *found;
  for (const auto& part : std::filesystem::path(path).parent_path())
    if (auto b = backendWord(part.string())) return *b;
  if (auto b = backendInName(std::filesystem::path(path).stem().string())) return *b;
  return Backend::kCuda;
}

}  // namespace npu_lint::cuda
