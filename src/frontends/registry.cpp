#include "frontends/registry.h"

#include <algorithm>

#include "frontends/model/model_frontend.h"
#include "frontends/project/project_frontend.h"
#include "frontends/python/python_frontend.h"
#include "frontends/source/source_frontend.h"

namespace npu_lint {

const std::vector<const Frontend*>& registeredFrontends() {
  // Sorted by name (a unit test checks): models, project files, Python, then C++/CUDA sources in every report.
  static const std::vector<const Frontend*> kFrontends = {
      &modelFrontend(),
      &projectFrontend(),
      &pythonFrontend(),
      &sourceFrontend(),
  };
  return kFrontends;
}

const Frontend* frontendFor(InputKind kind) {
  for (const Frontend* frontend : registeredFrontends()) {
    const auto kinds = frontend->kinds();
    if (std::find(kinds.begin(), kinds.end(), kind) != kinds.end()) return frontend;
  }
  return nullptr;
}

}  // namespace npu_lint
