#include "frontends/model/helper/archive.h"

#include <caffe2/serialize/inline_container.h>

#include "frontends/model/root_class.h"
#include "frontends/model/helper/frontend_error.h"
#include "core/strings.h"

namespace npu_lint::torchscript {

// LibTorch's messages carry a C++ backtrace after the first line: errors keep only the first.
Archive::Archive(const std::string& path, const ArchiveLimits& limits) : limits_(limits) {
  try {
    reader_ = std::make_unique<caffe2::serialize::PyTorchStreamReader>(path);
  } catch (const c10::Error& e) {
    throw FrontendError("not a readable TorchScript archive: " + firstLine(e.what()));
  }
  const std::vector<std::string> records = reader_->getAllRecords();
  if (records.size() > limits_.max_entries)
    throw FrontendError("archive has " + std::to_string(records.size()) + " entries, over the limit of " +
                        std::to_string(limits_.max_entries));
  for (const auto& name : records)
    if (name.rfind("code/", 0) == 0 && endsWith(name, ".py")) code_files_.push_back(name);
  if (code_files_.empty())
    throw FrontendError("archive has no code/ folder: not a TorchScript archive (a state_dict or pickled eager model?)");
  if (!reader_->hasRecord("data.pkl")) throw FrontendError("archive has no data.pkl record");
}

Archive::~Archive() = default;

bool Archive::hasRecord(const std::string& name) const { return reader_->hasRecord(name); }

uint64_t Archive::version() const { return reader_->version(); }

std::string Archive::readRecord(const std::string& name) {
  at::DataPtr data;
  size_t size = 0;
  try {
    std::tie(data, size) = reader_->getRecord(name);
  } catch (const c10::Error& e) {
    throw FrontendError("cannot read " + name + ": " + firstLine(e.what()));
  }
  code_bytes_read_ += size;
  if (code_bytes_read_ > limits_.max_code_bytes)
    throw FrontendError("code records exceed the limit of " + std::to_string(limits_.max_code_bytes) + " bytes");
  return std::string(static_cast<const char*>(data.get()), size);
}

std::string Archive::rootClassName() {
  std::string error;
  std::string root = rootClassFromDataPkl(readRecord("data.pkl"), error);
  if (root.empty()) throw FrontendError(error);
  return root;
}

}  // namespace npu_lint::torchscript
