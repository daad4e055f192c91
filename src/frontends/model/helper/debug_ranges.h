// Maps ranges in serialized TorchScript code back to the original Python source, from the
// archive's *.debug_pkl records (LibTorch does not export its own reader of them).
#pragma once
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <torch/csrc/jit/serialization/source_range_serialization.h>

namespace npu_lint::torchscript {

class DebugRanges : public torch::jit::SourceRangeUnpickler {
 public:
  // Decoded on first use; a malformed record makes every lookup answer "unknown".
  explicit DebugRanges(std::string pickle) : pickle_(std::move(pickle)) {}

  c10::optional<torch::jit::SourceRange> findSourceRangeThatGenerated(
      const torch::jit::SourceRange& range) override;

  // Why decoding failed, empty when it did not.
  const std::string& error() const { return error_; }

 private:
  void decode();
  std::shared_ptr<torch::jit::Source> decodeSource(const c10::IValue& source,
                                                   const std::vector<std::string>& text_table);

  std::string pickle_;
  bool decoded_ = false;
  std::string error_;
  // By byte offset; empty where the record names no source (PyTorch writes empty-text records).
  std::vector<std::pair<size_t, c10::optional<torch::jit::SourceRange>>> records_;
  std::map<const void*, std::shared_ptr<torch::jit::Source>> sources_;
};

}  // namespace npu_lint::torchscript
