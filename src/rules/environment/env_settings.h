// What the environment-variable rules share: every setting a target makes, and the variables
// torch_npu documents (op_db/environment.json, from its environment-variable pages).
#pragma once
#include <string>
#include <vector>

#include "facts/target.h"
#include "opdb/compatibility.h"

namespace npu_lint {

// The settings of a project file (shell, Dockerfile, YAML) or a Python source, in file order.
std::vector<const EnvSetting*> envSettingsOf(const Target& target);

// A name in the families torch_npu and CANN use: NPU_*, ASCEND_*, TORCH_NPU_*, HCCL_*, ACL_*.
bool isAscendFamily(const std::string& name);

// Documented names one edit from `name`: a letter added, dropped or changed, or two neighbours
// swapped (PYTORCH_NPU_ALOC_CONF, TASK_QUEUE_ENABEL). Two edits already reach other libraries'
// names (TORCH_UCC_BLOCKING_WAIT is two from TORCH_HCCL_BLOCKING_WAIT).
std::vector<const DocumentedVariable*> closestDocumented(const CompatibilityTable& table, const std::string& name);

}  // namespace npu_lint
