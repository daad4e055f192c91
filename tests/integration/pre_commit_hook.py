"""The hook in .pre-commit-hooks.yaml works for real with Debian's pre-commit, offline: a change
with a CUDA kernel is refused, a clean change is committed.

usage: pre_commit_hook.py NPU_LINT_BIN_DIR
"""
import os
import shutil
import sys

from common import SOURCE_DIR, fail, run, scratch


def main():
    bin_dir = sys.argv[1]
    work = scratch("npu-lint-pre-commit-")
    # pre-commit clones the hook repository at a commit: take the checked-out tree's files as a
    # throwaway repository of their own, so uncommitted edits to the hook file are tested too.
    hook_repo = os.path.join(work, "hook-repo")
    os.makedirs(hook_repo)
    shutil.copy(os.path.join(SOURCE_DIR, ".pre-commit-hooks.yaml"), hook_repo)
    env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ["PATH"], PRE_COMMIT_HOME=os.path.join(work, "cache"),
               GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.invalid", GIT_COMMITTER_NAME="t",
               GIT_COMMITTER_EMAIL="t@example.invalid", GIT_CONFIG_GLOBAL="/dev/null")
    git = lambda *args, cwd: run(["git", "-c", "init.defaultBranch=main", *args], cwd=cwd, env=env, check_codes=[0])
    git("init", "-q", cwd=hook_repo)
    git("add", ".", cwd=hook_repo)
    git("commit", "-q", "-m", "hooks", cwd=hook_repo)
    rev = run(["git", "rev-parse", "HEAD"], cwd=hook_repo, env=env, check_codes=[0]).stdout.strip()

    project = os.path.join(work, "project")
    os.makedirs(project)
    git("init", "-q", cwd=project)
    with open(os.path.join(project, ".pre-commit-config.yaml"), "w") as f:
        f.write(f"repos:\n- repo: {hook_repo}\n  rev: {rev}\n  hooks:\n  - id: npu-lint\n")
    git("add", ".pre-commit-config.yaml", cwd=project)
    git("commit", "-q", "-m", "config", cwd=project)
    run(["pre-commit", "install"], cwd=project, env=env, check_codes=[0])

    with open(os.path.join(project, "clean.cpp"), "w") as f:
        f.write("int add(int a, int b) { return a + b; }\n")
    git("add", "clean.cpp", cwd=project)
    clean = run(["git", "commit", "-m", "clean change"], cwd=project, env=env)
    if clean.returncode != 0:
        fail("a clean change was refused:\n" + clean.stdout + clean.stderr)

    with open(os.path.join(project, "kernel.cu"), "w") as f:
        f.write("__global__ void scale(float* x, float s, int n) {\n"
                "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n  if (i < n) x[i] *= s;\n}\n")
    git("add", "kernel.cu", cwd=project)
    blocked = run(["git", "commit", "-m", "adds a CUDA kernel"], cwd=project, env=env)
    output = blocked.stdout + blocked.stderr
    if blocked.returncode == 0:
        fail("a change adding a CUDA kernel was committed:\n" + output)
    if "kernel.cu:1:17: warning[cuda-kernel] __global__ kernel scale" not in output:
        fail("the refusal does not show npu-lint's finding:\n" + output)
    # Python is linted too: a hard-coded CUDA device string is refused.
    os.remove(os.path.join(project, "kernel.cu"))
    run(["git", "reset", "-q"], cwd=project, env=env, check_codes=[0])
    with open(os.path.join(project, "train.py"), "w") as f:
        f.write("import torch\n\nx = torch.zeros(3, device=\"cuda\")\n")
    git("add", "train.py", cwd=project)
    python = run(["git", "commit", "-m", "adds CUDA-only Python"], cwd=project, env=env)
    if python.returncode == 0 or "train.py:3:" not in python.stdout + python.stderr:
        fail("a Python change with a CUDA device string was not refused with its finding:\n" + python.stdout + python.stderr)
    log = run(["git", "log", "--format=%s"], cwd=project, env=env, check_codes=[0]).stdout.split("\n")
    if log[0] != "clean change":
        fail(f"unexpected history: {log}")
    print("clean change committed; CUDA kernel and CUDA-only Python refused with npu-lint's findings")


if __name__ == "__main__":
    main()
