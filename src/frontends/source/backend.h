// Which accelerator a C++ source is written for, from what it includes and where it lives:
// code for parrots, Cambricon MLU, MUSA, Apple MPS or HIP cannot parse without that SDK, and
// torch_npu/AscendCL code is an existing Ascend port, and JAX's bindings serve another framework.
// None is CUDA code to migrate.
#pragma once
#include <string>
#include <string_view>

#include "facts/source_facts.h"

namespace npu_lint::cuda {

// The backend the file's #include lines or folder names point to; kCuda when none does, or when
// the lexical facts show CUDA code (kernels, launches, CUDA library calls): a file that also
// holds CUDA is analysed as CUDA, unless it is JAX's (a binding, whatever CUDA it holds).
Backend backendOf(const std::string& path, std::string_view text, const FileFacts& facts);

}  // namespace npu_lint::cuda
