#include "facts/source_facts.h"

namespace npu_lint::cuda {

bool isPyTorchHeader(std::string_view include) {
  static const char* const kFolders[] = {"torch/", "ATen/", "c10/", "caffe2/", "THC/", "pybind11/"};
  for (const char* folder : kFolders)
    if (include.rfind(folder, 0) == 0) return true;
  return false;
}

}  // namespace npu_lint::cuda
