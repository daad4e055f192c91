// What an error in a file op_db/generate.py writes tells the user to do.
#pragma once

namespace npu_lint {

inline constexpr const char* kRegenerateOpDb = "regenerate it with op_db/generate.py";

}  // namespace npu_lint
