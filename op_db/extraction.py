"""What op_db's extractors from upstream git history share: reading a repository, and writing
the extracted file or checking the committed one against it."""
import os
import subprocess
import sys


class HistoryError(Exception):
    pass


def git(git_dir, *args):
    done = subprocess.run(["git", "--git-dir=" + git_dir, *args], capture_output=True, text=True)
    if done.returncode != 0:
        raise HistoryError(f"git {' '.join(args)} in {git_dir}: {done.stderr.strip()}")
    return done.stdout


def write_or_check(script, out, text, check, compared_with):
    """Writes `text` to `out`, or with `check` compares: exit status 0 when equal, 1 (said on
    stderr) when the committed file no longer matches `compared_with` ("the history")."""
    name = os.path.basename(out)
    if check:
        current = open(out, encoding="utf-8").read() if os.path.exists(out) else None
        if current != text:
            print(f"{script}: {name} no longer matches {compared_with}; rerun without --check and commit the result", file=sys.stderr)
            return 1
        print(f"{name} is up to date with {compared_with}")
        return 0
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    with open(out, "w", encoding="utf-8") as f:
        f.write(text)
    return 0
