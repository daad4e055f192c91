#!/bin/bash
# A debug script: synchronous operators are what it is for, so debug-env-var says nothing here.
ASCEND_LAUNCH_BLOCKING=1 torchrun --nproc_per_node 1 train.py
