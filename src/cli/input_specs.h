// Example inputs for the shape analysis: `--input SHAPE[:DTYPE]` (one per model input, in
// order), `--dim NAME=V1,V2,...` for the symbolic dims their shapes name, `--input-set FILE`
// (JSON, docs/models.md "Shape analysis"), and the same per model in .npu-lint.toml. They become the
// input sets the model helper runs (frontends/model/helper/shape_inputs.h).
#pragma once
#include <string>
#include <vector>

namespace npu_lint {

struct InputSpecArgs {
  std::vector<std::string> inputs;  // --input, in order
  std::vector<std::string> dims;    // --dim NAME=V1,V2
  std::string input_set_file;       // --input-set
  bool empty() const { return inputs.empty() && input_set_file.empty(); }
};

// The input sets as the helper's --input-sets JSON, one per combination of the --dim values
// (the file's sets first, then the --input set); "" when no input is given. Throws UserError
// naming the flag (or the file) and the part that is wrong.
std::string inputSetsJson(const InputSpecArgs& args);

}  // namespace npu_lint
