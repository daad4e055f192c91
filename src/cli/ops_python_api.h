// `npu-lint ops torch.Tensor.stride`: a PyTorch API as torch_npu's API pages judge it in every
// torch_npu release, and the ATen ops a call of it dispatches to.
#pragma once
#include <optional>
#include <string>

namespace npu_lint {

class OpDb;
class PythonCalls;

// Whether `query` names a Python API ("torch.x", "torch_npu.x") rather than an op.
bool isPythonApiQuery(const std::string& query);
// The report for `query`; nullopt when neither the pages nor the call tables know it. The ops it
// dispatches to are judged on `judged` (a package, or `release` where it has none).
std::optional<std::string> renderPythonApi(const OpDb& db, const PythonCalls& calls, const std::string& query,
                                           const std::string& release, const std::string& judged);

}  // namespace npu_lint
