#!/usr/bin/env python3
"""Times commands in turn, round after round, so that the swings of a shared machine fall on all
of them alike and their ratios can be taken round by round. Writes NAME.json per command in
hyperfine's shape (results[0].times, median, min, max); the first round only warms up.

usage: interleaved.py RESULTS_DIR RUNS NAME=COMMAND...
"""
import json
import statistics
import subprocess
import sys
import time


def main():
    out, runs = sys.argv[1], int(sys.argv[2])
    commands = [arg.split("=", 1) for arg in sys.argv[3:]]
    times = {name: [] for name, _ in commands}
    for round_ in range(runs + 1):
        for name, command in commands:
            start = time.perf_counter()
            subprocess.run(command, shell=True, executable="/bin/bash", stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, check=False)
            if round_:
                times[name].append(time.perf_counter() - start)
    for name, t in times.items():
        with open(f"{out}/{name}.json", "w") as f:
            json.dump({"results": [{"command": name, "times": t, "median": statistics.median(t),
                                    "min": min(t), "max": max(t)}]}, f)


if __name__ == "__main__":
    main()
