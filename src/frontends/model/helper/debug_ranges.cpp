#include "frontends/model/helper/debug_ranges.h"

#include <algorithm>

#include <torch/csrc/jit/serialization/pickle.h>

namespace npu_lint::torchscript {

using torch::jit::Source;
using torch::jit::SourceRange;

c10::optional<SourceRange> DebugRanges::findSourceRangeThatGenerated(const SourceRange& range) {
  if (!decoded_) decode();
  // The record that covers a byte is the last one starting at or before it.
  auto it = std::upper_bound(records_.begin(), records_.end(), range.start(),
                             [](size_t offset, const auto& record) { return offset < record.first; });
  if (it == records_.begin()) return c10::nullopt;
  return std::prev(it)->second;
}

// Two layouts exist (torch/csrc/jit/serialization/source_range_serialization.cpp):
//   ("FORMAT_WITH_STRING_TABLE", (text, ...), ((offset, range, tag), ...))  with
//        source = ([text indices], filename index, starting line)
//   ((offset, range[, tag]), ...)  with  source = (text, filename or None, starting line)
// where range = (source, start, end).
void DebugRanges::decode() {
  decoded_ = true;
  try {
    const c10::IValue root = torch::jit::unpickle(pickle_.data(), pickle_.size());
    const auto& top = root.toTupleRef().elements();
    std::vector<std::string> text_table;
    const c10::IValue* records = &root;
    if (top.size() == 3 && top[0].isString() && top[0].toStringRef() == "FORMAT_WITH_STRING_TABLE") {
      for (const auto& text : top[1].toTupleRef().elements()) text_table.push_back(text.toStringRef());
      records = &top[2];
    }
    for (const auto& record : records->toTupleRef().elements()) {
      const auto& fields = record.toTupleRef().elements();
      const auto& range = fields.at(1).toTupleRef().elements();
      auto source = decodeSource(range.at(0), text_table);
      const auto start = static_cast<size_t>(range.at(1).toInt());
      const auto end = static_cast<size_t>(range.at(2).toInt());
      c10::optional<SourceRange> original;
      if (start <= end && end <= source->size() && source->size() > 0) original = SourceRange(source, start, end);
      records_.emplace_back(static_cast<size_t>(fields.at(0).toInt()), original);
    }
    std::stable_sort(records_.begin(), records_.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
  } catch (const std::exception& e) {
    records_.clear();
    const std::string what = e.what();
    error_ = what.substr(0, what.find('\n'));
  }
  sources_.clear();
  pickle_.clear();
  pickle_.shrink_to_fit();
}

std::shared_ptr<Source> DebugRanges::decodeSource(const c10::IValue& source,
                                                  const std::vector<std::string>& text_table) {
  const void* key = source.internalToPointer();
  if (auto it = sources_.find(key); it != sources_.end()) return it->second;
  const auto& fields = source.toTupleRef().elements();
  std::string text;
  c10::optional<std::string> filename;
  if (fields.at(0).isString()) {
    text = fields[0].toStringRef();
    if (!fields.at(1).isNone()) filename = fields[1].toStringRef();
  } else {
    for (const auto& index : fields[0].toListRef()) text += text_table.at(static_cast<size_t>(index.toInt()));
    filename = text_table.at(static_cast<size_t>(fields.at(1).toInt()));
  }
  auto decoded = std::make_shared<Source>(text, filename, static_cast<size_t>(fields.at(2).toInt()));
  sources_.emplace(key, decoded);
  return decoded;
}

}  // namespace npu_lint::torchscript
