// `npu-lint fix --to portable`: a rule's device-neutral fix for a Python site (rule_data.h's
// PortableFix). The code keeps running on CUDA and runs on the NPU where torch_npu is installed:
// the prologue, written once after the file's first `import torch`, names the device type and
// module, and the site names them instead of CUDA's.
#pragma once
#include <string>

#include "rules/check.h"

namespace npu_lint {

// A string literal: the whole of it ("cuda"), or its prefix ("cuda:0", f"cuda:{rank}").
Fix portableStringFix(const CheckContext& ctx, FixSite site, const std::string& from, const python::StringUse& s);
// `.from(...)` called with no arguments, or with keyword arguments only, each one of the rule's
// param portable_method_keywords (those the new call takes too).
Fix portableMethodFix(const CheckContext& ctx, const std::string& from, const python::MemberUse& m);
// `<torch alias>.from` written in full (`torch.cuda` of `torch.cuda.synchronize()`).
Fix portableModuleFix(const CheckContext& ctx, const std::string& from, const python::NameUse& use);

}  // namespace npu_lint
