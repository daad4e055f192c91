// The root module's class of a TorchScript archive, read from the start of its data.pkl without
// unpickling it (unpickling would load every weight and run __setstate__). Free of LibTorch, so
// the fuzzer can reach it.
#pragma once
#include <string>
#include <string_view>

namespace npu_lint {

// "__torch__.Net", or "" with `error` set when data.pkl does not begin with a TorchScript class.
std::string rootClassFromDataPkl(std::string_view pkl, std::string& error);

}  // namespace npu_lint
