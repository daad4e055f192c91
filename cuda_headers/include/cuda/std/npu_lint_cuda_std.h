// npu-lint standalone stand-in for libcu++: its cuda::std is the standard library here.
#pragma once
namespace cuda {
namespace std = ::std;
}
