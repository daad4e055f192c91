// The saved module object with every parameter and buffer as a meta tensor: data.pkl's tensor
// records carry storage dtype, sizes and strides, which is all the shape analysis needs, so the
// weights under data/ are never read.
#pragma once
#include <functional>
#include <string>

#include <ATen/core/ivalue.h>

namespace npu_lint::torchscript {

using ClassResolver = std::function<c10::StrongTypePtr(const c10::QualifiedName&)>;

// Unpickles `data_pkl` (the archive's data.pkl). Objects are built from their attributes;
// a class with __setstate__ gets its attributes only when its state is a dict of them
// (__setstate__ itself is never run). Throws std::exception on a malformed pickle.
c10::IValue loadMetaModule(const std::string& data_pkl, const ClassResolver& resolve);

}  // namespace npu_lint::torchscript
