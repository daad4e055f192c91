// Read-only view of a TorchScript zip archive: code, constants and debug ranges, never the weights.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include <ATen/core/ivalue.h>

namespace caffe2::serialize {
class PyTorchStreamReader;
}

namespace npu_lint::torchscript {

struct ArchiveLimits {
  size_t max_entries = 100000;
  size_t max_code_bytes = 256u << 20;  // all code/ and *.debug_pkl records together
};

class Archive {
 public:
  // Throws FrontendError when the file is not a readable TorchScript archive.
  Archive(const std::string& path, const ArchiveLimits& limits);
  ~Archive();

  // Record names (without the archive's top folder) of every serialized code file.
  const std::vector<std::string>& codeFiles() const { return code_files_; }
  bool hasRecord(const std::string& name) const;
  std::string readRecord(const std::string& name);
  // The class of the saved root module, e.g. "__torch__.torchvision.models.resnet.ResNet".
  std::string rootClassName();
  uint64_t version() const;
  caffe2::serialize::PyTorchStreamReader& reader() { return *reader_; }

 private:
  std::unique_ptr<caffe2::serialize::PyTorchStreamReader> reader_;
  std::vector<std::string> code_files_;
  ArchiveLimits limits_;
  size_t code_bytes_read_ = 0;
};

}  // namespace npu_lint::torchscript
