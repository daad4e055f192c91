// A model's debug records name its Python files as they were on the machine that exported it
// ("/home/ann/proj/models/net.py"): paths that do not exist here, or are other files if they do.
#pragma once
#include <string>

#include "facts/model_facts.h"

namespace npu_lint {

// Rewrites every such path in `facts` relative to the deepest folder they share, which each of
// those locations names as its exported_from ("net.py", from "/home/ann/proj/models/").
// Serialized code inside `archive` ("<archive>/code/...") and relative names ("<stdin>") stay.
void relativizeExportedPaths(ModelFacts& facts, const std::string& archive);

}  // namespace npu_lint
