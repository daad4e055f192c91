#include "frontends/torchscript/archive.h"

#include <caffe2/serialize/inline_container.h>

#include "frontends/torchscript/frontend_error.h"

namespace npu_lint::torchscript {
namespace {

bool endsWith(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// LibTorch's messages carry a C++ backtrace after the first line; users need only the first.
std::string firstLine(const std::string& message) { return message.substr(0, message.find('\n')); }

}  // namespace

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
  // data.pkl pickles the root module object, so its first GLOBAL opcode names the
  // root class. Reading only that avoids unpickling the object (which would load
  // every weight and run __setstate__).
  const std::string pkl = readRecord("data.pkl");
  size_t pos = 0;
  if (pkl.size() >= 2 && static_cast<unsigned char>(pkl[0]) == 0x80) pos = 2;  // PROTO n
  if (pos >= pkl.size() || pkl[pos] != 'c')
    throw FrontendError("data.pkl does not start with the root module's class");
  const size_t module_end = pkl.find('\n', pos + 1);
  const size_t name_end = module_end == std::string::npos ? module_end : pkl.find('\n', module_end + 1);
  if (name_end == std::string::npos) throw FrontendError("data.pkl: truncated class name");
  const std::string module = pkl.substr(pos + 1, module_end - pos - 1);
  const std::string name = pkl.substr(module_end + 1, name_end - module_end - 1);
  if (module.rfind("__torch__", 0) != 0)
    throw FrontendError("data.pkl: root object is '" + module + "." + name + "', not a TorchScript module");
  return module + "." + name;
}

}  // namespace npu_lint::torchscript
