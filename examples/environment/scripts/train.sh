#!/bin/bash
# The launch script: a level torch_npu does not have (env-var-value), a misspelled allocator
# setting (misspelled-env-var), a CANN variable torch_npu does not document (undocumented-env-var),
# and an NCCL setting that configures nothing on Ascend (nccl-backend).
export TASK_QUEUE_ENABLE=3
export PYTORCH_NPU_ALOC_CONF=expandable_segments:True
export ASCEND_SLOG_PRINT_TO_STDOUT=1
export NCCL_DEBUG=INFO
torchrun --nproc_per_node 4 train.py
