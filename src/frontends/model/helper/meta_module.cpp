#include "frontends/model/helper/meta_module.h"

#include <cstring>

#include <torch/csrc/jit/serialization/unpickler.h>

namespace npu_lint::torchscript {

c10::IValue loadMetaModule(const std::string& data_pkl, const ClassResolver& resolve) {
  size_t position = 0;
  auto read = [&](char* buffer, size_t n) {
    const size_t count = std::min(n, data_pkl.size() - position);
    std::memcpy(buffer, data_pkl.data() + position, count);
    position += count;
    return count;
  };
  auto makeObject = [](const c10::StrongTypePtr& type, const c10::IValue& state) {
    const auto cls = type.type_->expect<c10::ClassType>();
    auto object = c10::ivalue::Object::create(type, cls->numAttributes());
    if (state.isGenericDict()) {
      const auto dict = state.toGenericDict();
      for (size_t i = 0; i < cls->numAttributes(); ++i) {
        const auto found = dict.find(cls->getAttributeName(i));
        if (found != dict.end()) object->setSlot(i, found->value());
      }
    }
    return object;
  };
  // A storage without data: the unpickler sizes it from the record's element count, and the
  // tensor is moved to the meta device, which never touches the bytes.
  auto noData = [](const std::string&) { return at::DataPtr(nullptr, at::Device(at::kCPU)); };
  torch::jit::Unpickler unpickler(read, resolve, makeObject, noData, at::Device(at::kMeta));
  return unpickler.parse_ivalue();
}

}  // namespace npu_lint::torchscript
