#include "opdb/op_db.h"
#include "rules/checks/checks.h"
#include "rules/environment/project_environment.h"

namespace npu_lint::checks {

// The torch_npu release the scan judges ops against (--torch-npu, or the newest published when
// the pinned package's release is not one npu-lint has lists for) is not the release of the
// torch_npu the project pins.
void verdictRelease(const CheckContext& ctx, std::vector<Finding>& out) {
  const auto& pin = ctx.environment.stated.torch_npu;
  if (!pin || pin->path != ctx.target.path) return;
  const auto pinned = ctx.db.releases().releaseOf(pin->text);
  if (pinned && *pinned == ctx.release) return;
  out.push_back(ctx.finding("torch_npu " + pin->text, sourceLocation(ctx.target, {pin->line, 1}),
                            {{"pinned", pinned ? "the " + *pinned + " release" : "a release npu-lint has no operator lists for"}}));
}

}  // namespace npu_lint::checks
