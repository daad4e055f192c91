"""The Python rules' data matches the vendored upstream file it cites: the device keywords of
rules/cuda-device.toml are torch_npu's patcher's device_kwargs_list, and every
`ascend/torch-npu/transfer_to_npu.py:N` reference of a rule points at a line that says what the
reference says it does.

usage: python_rule_data.py   (Debian's /usr/bin/python3: tomllib)
"""
import ast
import os
import re
import sys
import tomllib

from common import SOURCE_DIR, fail

PATCHER = os.path.join(SOURCE_DIR, "vendor", "ascend", "torch-npu", "transfer_to_npu.py")
# What each cited line must hold, by the reference's own words.
EXPECTED_AT = {
    "Tensor.cuda / Module.cuda -> .npu": "torch.Tensor.cuda and torch.nn.Module.cuda are replaced with torch.Tensor.npu",
    "a \"cuda\" device string -> \"npu\"": "'cuda' in device",
    "device_kwargs_list: the keywords that carry a device": "device_kwargs_list = [",
    "Tensor.is_cuda -> is_npu": "torch.Tensor.is_cuda = torch.Tensor.is_npu",
}


def module_list(tree, name):
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
            return ast.literal_eval(node.value), node.lineno
    fail(f"{PATCHER}: no module-level {name}")


def main():
    source = open(PATCHER, encoding="utf-8").read()
    lines = source.splitlines()
    keywords, line = module_list(ast.parse(source), "device_kwargs_list")
    rule_path = os.path.join(SOURCE_DIR, "rules", "cuda-device.toml")
    with open(rule_path, "rb") as f:
        rule = tomllib.load(f)
    if rule["params"]["device_keywords"] != keywords:
        fail(f"{rule_path}: params.device_keywords {rule['params']['device_keywords']} != "
             f"transfer_to_npu.py:{line} device_kwargs_list {keywords}")
    checked = 0
    for ref in rule["references"]:
        m = re.match(r"ascend/torch-npu/transfer_to_npu\.py:(\d+) \((.*)\)$", ref)
        if not m:
            continue
        number, says = int(m.group(1)), m.group(2)
        if says not in EXPECTED_AT:
            fail(f"{rule_path}: reference {ref!r}: this test does not know what that line must hold")
        if EXPECTED_AT[says] not in lines[number - 1]:
            fail(f"{rule_path}: reference {ref!r}: transfer_to_npu.py:{number} is {lines[number - 1].strip()!r}")
        checked += 1
    if checked != len(EXPECTED_AT):
        fail(f"{rule_path}: {checked} transfer_to_npu.py references checked, expected {len(EXPECTED_AT)}")
    print(f"cuda-device: device_keywords match transfer_to_npu.py:{line}; {checked} line references hold")


if __name__ == "__main__":
    main()
