// `--changed-since REV`: the files git says changed since a revision, for fast pre-merge runs.
#pragma once
#include <set>
#include <string>

namespace npu_lint {

// Absolute, normalised paths of files changed between REV and the work tree (staged, unstaged
// and untracked-but-not-ignored), in the git repository holding the working directory.
// Throws UserError when git is missing or REV is unknown.
std::set<std::string> filesChangedSince(const std::string& rev);

// The form filesChangedSince uses, for comparing a discovered input against it.
std::string normalizedAbsolute(const std::string& path);

}  // namespace npu_lint
