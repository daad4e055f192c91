// npu-lint standalone stand-in (names only): see torch/extension.h.
#pragma once
#include <torch/extension.h>
