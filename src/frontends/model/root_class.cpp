#include "frontends/model/root_class.h"

namespace npu_lint {

std::string rootClassFromDataPkl(std::string_view pkl, std::string& error) {
  // The pickle of the root object starts with PROTO n, then GLOBAL "module\nname\n".
  size_t pos = 0;
  if (pkl.size() >= 2 && static_cast<unsigned char>(pkl[0]) == 0x80) pos = 2;
  if (pos >= pkl.size() || pkl[pos] != 'c') {
    error = "data.pkl does not start with the root module's class";
    return "";
  }
  const size_t module_end = pkl.find('\n', pos + 1);
  const size_t name_end = module_end == std::string_view::npos ? module_end : pkl.find('\n', module_end + 1);
  if (name_end == std::string_view::npos) {
    error = "data.pkl: truncated class name";
    return "";
  }
  const std::string module(pkl.substr(pos + 1, module_end - pos - 1));
  const std::string name(pkl.substr(module_end + 1, name_end - module_end - 1));
  if (module.rfind("__torch__", 0) != 0) {
    error = "data.pkl: root object is '" + module + "." + name + "', not a TorchScript module";
    return "";
  }
  return module + "." + name;
}

}  // namespace npu_lint
