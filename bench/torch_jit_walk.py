#!/usr/bin/python3
"""What a user without npu-lint does: torch.jit.load, inline forward, count every node."""
import collections
import sys

import torch


def main(path):
    module = torch.jit.load(path)
    graph = module.forward.graph.copy()
    torch._C._jit_pass_inline(graph)
    counts = collections.Counter()

    def walk(block):
        for node in block.nodes():
            counts[node.kind()] += 1
            for nested in node.blocks():
                walk(nested)

    walk(graph)
    print(sum(counts.values()), "nodes")


if __name__ == "__main__":
    main(sys.argv[1])
