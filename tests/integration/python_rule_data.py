"""The Python rules' data matches the vendored upstream files it cites: the device keywords of
rules/cuda-device.toml are torch_npu's patcher's device_kwargs_list, rules/torch-cuda-api.toml's
submodules its _patch_cuda list and its npu_names torch_npu.npu's __all__, and every
`ascend/torch-npu/transfer_to_npu.py:N` reference of a rule points at a line that says what the
reference says it does; every record of rules/third-party-library.toml quotes its vendored source
line, and a table it says names no Ascend does not; rules/api-advice.toml's python_argument_calls
are the callees of op_db/python_apis.jsonl's argument advice; rules/nccl-backend.toml's records are
the HCCL variables torch_npu documents, each at a line of its vendored page that names it.

usage: python_rule_data.py   (Debian's /usr/bin/python3: tomllib)
"""
import ast
import json
import os
import re
import sys
import tomllib

from common import SOURCE_DIR, fail

PATCHER = os.path.join(SOURCE_DIR, "vendor", "ascend", "torch-npu", "transfer_to_npu.py")
NPU_ALL = os.path.join(SOURCE_DIR, "vendor", "ascend", "torch-npu", "torch_npu_npu_all.txt")
# What each cited line must hold, by the reference's own words.
EXPECTED_AT = {
    "Tensor.cuda / Module.cuda -> .npu": "torch.Tensor.cuda and torch.nn.Module.cuda are replaced with torch.Tensor.npu",
    "a \"cuda\" device string -> \"npu\"": "'cuda' in device",
    "device_kwargs_list: the keywords that carry a device": "device_kwargs_list = [",
    "Tensor.is_cuda -> is_npu": "torch.Tensor.is_cuda = torch.Tensor.is_npu",
    "_patch_cuda: torch.cuda and its submodules -> torch_npu.npu": "['cuda', torch_npu.npu], ['cuda.amp', torch_npu.npu.amp]",
    "\"nccl\" -> \"hccl\" in a backend argument": "arg = arg.replace('nccl', 'hccl')",
    "is_nccl_available -> is_hccl_available": "torch.distributed.is_nccl_available = torch.distributed.is_hccl_available",
    "ProcessGroupNCCL -> ProcessGroupHCCL": "torch.distributed.ProcessGroupNCCL = torch_npu._C._distributed_c10d.ProcessGroupHCCL",
    "torch.cuda.DoubleTensor is replaced with torch.npu.FloatTensor": "The torch.cuda.DoubleTensor is replaced with torch.npu.FloatTensor",
    "_jit_script: returns obj unless _dynamo.use_jit_script": "def _jit_script(obj, *args, **kwargs):",
    "_jit_script_method: returns fn": "def _jit_script_method(fn):",
    "_patch_jit_script: the warning and the replacement": "def _patch_jit_script():",
    "_init calls _patch_jit_script": "    _patch_jit_script()",
    "an integer device= becomes \"npu:N\"": "elif type(device) is int:",
}


def load_rule(name):
    path = os.path.join(SOURCE_DIR, "rules", name + ".toml")
    with open(path, "rb") as f:
        return path, tomllib.load(f)


def patched_submodules(tree):
    """The torch.cuda submodules _patch_cuda maps onto torch_npu.npu: ['cuda.amp', ...] -> ['amp', ...]."""
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == "_patch_cuda":
            for stmt in node.body:
                if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.List):
                    return [e.elts[0].value[len("cuda."):] for e in stmt.value.elts if e.elts[0].value != "cuda"]
    fail(f"{PATCHER}: no _patch_cuda list")


def module_list(tree, name):
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
            return ast.literal_eval(node.value), node.lineno
    fail(f"{PATCHER}: no module-level {name}")


def main():
    source = open(PATCHER, encoding="utf-8").read()
    lines = source.splitlines()
    keywords, line = module_list(ast.parse(source), "device_kwargs_list")
    rule_path, rule = load_rule("cuda-device")
    if rule["params"]["device_keywords"] != keywords:
        fail(f"{rule_path}: params.device_keywords {rule['params']['device_keywords']} != "
             f"transfer_to_npu.py:{line} device_kwargs_list {keywords}")
    api_path, api = load_rule("torch-cuda-api")
    if api["params"]["submodules"] != patched_submodules(ast.parse(source)):
        fail(f"{api_path}: params.submodules {api['params']['submodules']} != _patch_cuda's {patched_submodules(ast.parse(source))}")
    npu_all = [l.strip() for l in open(NPU_ALL, encoding="utf-8") if l.strip()]
    if api["params"]["npu_names"] != npu_all:
        fail(f"{api_path}: params.npu_names differ from vendor/ascend/torch-npu/torch_npu_npu_all.txt "
             f"({len(api['params']['npu_names'])} vs {len(npu_all)} names)")
    checked = set()
    references = []
    for name in sorted(os.listdir(os.path.join(SOURCE_DIR, "rules"))):
        if name.endswith(".toml") and name not in ("categories.toml",):
            data = load_rule(name[:-5])[1]
            references += data.get("references", [])
            references += [r["source"] for r in data.get("fix", {}).get("rename", [])]
    for ref in references:
        m = re.match(r"ascend/torch-npu/transfer_to_npu\.py:(\d+) \((.*)\)$", ref)
        if not m:
            continue
        number, says = int(m.group(1)), m.group(2)
        if says not in EXPECTED_AT:
            fail(f"reference {ref!r}: this test does not know what that line must hold")
        if EXPECTED_AT[says] not in lines[number - 1]:
            fail(f"reference {ref!r}: transfer_to_npu.py:{number} is {lines[number - 1].strip()!r}")
        checked.add(says)
    if len(checked) != len(EXPECTED_AT):
        fail(f"{len(checked)} transfer_to_npu.py references checked, expected {len(EXPECTED_AT)}")
    renames = check_fix_renames()
    quotes = check_library_records()
    check_device_index(keywords, line)
    calls = check_argument_calls()
    variables = check_hccl_variables()
    check_guard_params()
    check_npu_device_type(ast.parse(source))
    values, debug = check_environment_variable_records()
    limits = check_shape_limit_records()
    documented, triton_quotes = check_triton_kernel_data()
    print(f"triton-kernel: {documented} documented APIs match Triton-Ascend's index; {triton_quotes} quotes hold")
    print(f"shape-limit: {limits} quotes hold on torch_npu's pages")
    print("device-index: device_keywords, the cited guide line and DeepSpeed's two accelerators agree")
    print(f"fixes: {renames} renames match msFmkTransplt's rewrite rules")
    print(f"env-var-value: {values} values on their pages; debug-env-var: {debug} quotes hold")
    print(f"cuda-device: device_keywords match transfer_to_npu.py:{line}; torch-cuda-api: {len(npu_all)} torch.npu names "
          f"and the submodules match; {checked} line references hold; third-party-library: {quotes} quotes hold; "
          f"api-advice: {calls} argument callees agree; "
          f"nccl-backend: {variables} HCCL variables at their pages")


def check_triton_kernel_data():
    """triton-kernel's `documented` list is the set of APIs Triton-Ascend's vendored index links
    to, and each record's quote is on the line it cites; every cited source file exists."""
    rule_path, rule = load_rule("triton-kernel")
    index = os.path.join(SOURCE_DIR, "vendor", rule["params"]["documented_source"][0])
    linked = sorted(set(re.findall(r"\[([A-Za-z_0-9]+)\]\(\./", open(index, encoding="utf-8").read())))
    if rule["params"]["documented"] != linked:
        fail(f"{rule_path}: params.documented differs from the APIs {index} links to "
             f"(missing {sorted(set(linked) - set(rule['params']['documented']))}, "
             f"extra {sorted(set(rule['params']['documented']) - set(linked))})")
    for record in rule["record"]:
        path, number = record["source"].rsplit(":", 1)
        line = open(os.path.join(SOURCE_DIR, "vendor", path), encoding="utf-8").read().split("\n")[int(number) - 1]
        if record["quote"] not in line:
            fail(f"{rule_path}: {record['api']}: {record['source']} does not say {record['quote']!r}: {line.strip()!r}")
    config = rule["params"]["config_source"][0].rsplit(":", 1)
    line = open(os.path.join(SOURCE_DIR, "vendor", config[0]), encoding="utf-8").read().split("\n")[int(config[1]) - 1]
    if "num_warps" not in line:
        fail(f"{rule_path}: config_source {rule['params']['config_source'][0]} is {line.strip()!r}")
    return len(linked), len(rule["record"])


def check_guard_params():
    """The device tests' lists are the same in the two rules that rewrite tests."""
    _, device = load_rule("cuda-device")
    _, api = load_rule("torch-cuda-api")
    for key in ("guard_neutral_calls", "guard_foreign_calls", "guard_cuda_only_words", "guard_blocking_categories"):
        if device["params"][key] != api["params"][key]:
            fail(f"rules/cuda-device.toml and rules/torch-cuda-api.toml differ in {key}")


def check_npu_device_type(tree):
    """float64's npu_device_type is the device type the patcher's _get_npu_type returns (the fix
    that adds the NPU to a test for mps names it)."""
    rule_path, rule = load_rule("float64")
    function = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == "_get_npu_type")
    returned = [n.value.value for n in ast.walk(function) if isinstance(n, ast.Return) and isinstance(n.value, ast.Constant)]
    if rule["params"]["npu_device_type"] != returned:
        fail(f"{rule_path}: params.npu_device_type {rule['params']['npu_device_type']} != "
             f"transfer_to_npu.py:{function.lineno} _get_npu_type's {returned}")


def check_hccl_variables():
    rule_path, rule = load_rule("nccl-backend")
    documented = [l.strip() for l in open(os.path.join(SOURCE_DIR, "vendor", "ascend", "torch-npu", "env_vars_in_torch_npu_docs.txt"),
                                          encoding="utf-8") if "HCCL" in l]
    variable_records = [r for r in rule["record"] if "variable" in r]
    listed = [r["variable"] for r in variable_records]
    if sorted(listed) != sorted(documented):
        fail(f"{rule_path}: records {sorted(listed)} != the documented HCCL variables {sorted(documented)}")
    for record in variable_records:
        path, number = record["source"].rsplit(":", 1)
        line = open(os.path.join(SOURCE_DIR, "vendor", path), encoding="utf-8").read().splitlines()[int(number) - 1]
        if not re.search(r"(?<![A-Z_])" + re.escape(record["variable"]) + r"(?![A-Z_])", line.replace("\\", "")):
            fail(f"{rule_path}: {record['variable']}: {record['source']} is {line.strip()!r}")
    # The torch.distributed name records: a vendored source line names the API.
    for record in rule["record"]:
        if "name" not in record or not record["source"].startswith("ascend/"):
            continue
        path, number = record["source"].rsplit(":", 1)
        line = open(os.path.join(SOURCE_DIR, "vendor", path), encoding="utf-8").read().splitlines()[int(number) - 1]
        if record["name"].rsplit(".", 1)[1] not in line:
            fail(f"{rule_path}: {record['name']}: {record['source']} is {line.strip()!r}")
    return len(listed)


def check_shape_limit_records():
    """shape-limit's records: each quote on the vendored page line it cites, under the heading of
    the API it names."""
    rule_path, rule = load_rule("shape-limit")
    for record in rule["record"]:
        path, number = record["source"].rsplit(":", 1)
        lines = open(os.path.join(SOURCE_DIR, "vendor", path), encoding="utf-8").read().splitlines()
        line = lines[int(number) - 1]
        heading = next(l for l in reversed(lines[:int(number)]) if l.startswith("### "))
        if record["quote"] not in line:
            fail(f"{rule_path}: {record['source']} does not say {record['quote']!r}: {line.strip()!r}")
        if not heading.endswith(" " + record["api"]):
            fail(f"{rule_path}: {record['source']} is under {heading!r}, not {record['api']}")
    return len(rule["record"])


def check_environment_variable_records():
    """env-var-value's values: each variable is one torch_npu documents, and each value is quoted
    as a setting (为“1”, 为"1") in its page's 功能描述 section. debug-env-var's: each quote on its
    line, with the value the record names quoted there."""
    documented = {l.strip() for l in open(os.path.join(SOURCE_DIR, "vendor", "ascend", "torch-npu", "env_vars_in_torch_npu_docs.txt"),
                                          encoding="utf-8") if l.strip()}
    rule_path, rule = load_rule("env-var-value")
    values = 0
    for record in rule["record"]:
        if record["variable"] not in documented:
            fail(f"{rule_path}: {record['variable']} is not a variable torch_npu documents")
        page = open(os.path.join(SOURCE_DIR, "vendor", record["source"]), encoding="utf-8").read()
        section = page.split("## 功能描述", 1)[-1].split("\n## ", 1)[0]
        for value in record["values"].split(","):
            if not re.search("为[“\"]" + re.escape(value) + "[”\"]", section):
                fail(f"{rule_path}: {record['variable']}={value}: not set as a value in {record['source']}'s 功能描述")
            values += 1
    rule_path, rule = load_rule("debug-env-var")
    for record in rule["record"]:
        if record["variable"] not in documented:
            fail(f"{rule_path}: {record['variable']} is not a variable torch_npu documents")
        path, number = record["source"].rsplit(":", 1)
        line = open(os.path.join(SOURCE_DIR, "vendor", path), encoding="utf-8").read().splitlines()[int(number) - 1]
        if record["quote"] not in line or (record["value"] and not re.search("[“\"]" + re.escape(record["value"]) + "[”\"]", line)):
            fail(f"{rule_path}: {record['variable']}: {record['source']} is {line.strip()!r}")
    return values, len(rule["record"])


def check_argument_calls():
    """The calls the Python frontend records arguments of are the APIs that have argument advice
    (a method's bare name, "to", is the member call ".to")."""
    rule_path, rule = load_rule("api-advice")
    wanted = set()
    for line in open(os.path.join(SOURCE_DIR, "op_db", "python_apis.jsonl"), encoding="utf-8"):
        record = json.loads(line)
        if record.get("advice") == "argument":
            wanted.add(record["api"] if "." in record["api"] else "." + record["api"])
    listed = set(rule["params"]["python_argument_calls"])
    if listed != wanted:
        fail(f"{rule_path}: params.python_argument_calls {sorted(listed)} != the argument advice's callees {sorted(wanted)}")
    return len(listed)


MSFMK_RULES = os.path.join(SOURCE_DIR, "vendor", "ascend", "msfmktransplt", "rules", "builtin_rules.json")
# Which fields of each kind of msFmkTransplt rule hold the old and the new text.
MSFMK_FIELDS = {"FuncNameModifyRule": ("old_name", "new_name"), "ModuleNameModifyRule": ("old_name", "new_name"),
                "ReplaceStringRule": ("str_old", "str_new"), "ReplaceAttributeRule": ("old_name", "new_name")}


def check_fix_renames():
    """Each [[fix.rename]] citing builtin_rules.json:N (Kind ...) points at the `from` of an
    msFmkTransplt rule of that kind whose replacement is the rename's `to` (and, for a module
    rename, whose parent module is torch; for a string rename marked strict, a strict one).
    Returns the number of renames checked."""
    lines = open(MSFMK_RULES, encoding="utf-8").read().splitlines()
    json.load(open(MSFMK_RULES, encoding="utf-8"))  # well-formed
    checked = 0
    for name in sorted(os.listdir(os.path.join(SOURCE_DIR, "rules"))):
        if not name.endswith(".toml") or name == "categories.toml":
            continue
        rule_path, rule = load_rule(name[:-5])
        for rename in rule.get("fix", {}).get("rename", []):
            m = re.match(r"ascend/msfmktransplt/rules/builtin_rules\.json:(\d+) \((\w+)(.*)\)$", rename["source"])
            if not m:
                continue
            number, kind, rest = int(m.group(1)), m.group(2), m.group(3)
            section = next((re.search(r'"(\w+Rule)"', l).group(1) for l in reversed(lines[:number]) if re.search(r'"\w+Rule": \[', l)), None)
            if section != kind:
                fail(f"{rule_path}: {rename['source']}: that line is in {section}, not {kind}")
            old_field, new_field = MSFMK_FIELDS[kind]
            entry = "\n".join(lines[number - 1:number + 4])
            entry = entry[:entry.find("}")]
            if f'"{old_field}": {json.dumps(rename["from"])}' not in lines[number - 1]:
                fail(f"{rule_path}: {rename['source']} is {lines[number - 1].strip()!r}, not {old_field} {rename['from']!r}")
            if f'"{new_field}": {json.dumps(rename["to"])}' not in entry:
                fail(f"{rule_path}: {rename['source']}: the rule's {new_field} is not {rename['to']!r}")
            if "parent module torch" in rest and '"parent_module": "torch"' not in entry:
                fail(f"{rule_path}: {rename['source']}: not a rule for torch's submodule")
            if "strict" in rest and '"strict": true' not in entry:
                fail(f"{rule_path}: {rename['source']}: the rule is not strict")
            checked += 1
    if checked < 6:
        fail(f"only {checked} fix renames cite msFmkTransplt's rules")
    return checked


def check_library_records():
    """Each `X_source` = "vendored/path:N" of a record holds `X_quote` on line N; `needs_absent` words
    appear nowhere in the needs_source file. Returns the number of quotes checked."""
    rule_path, rule = load_rule("third-party-library")
    checked = 0
    for record in rule["record"]:
        for part in ("needs", "ascend"):
            source = record.get(part + "_source", "")
            if not source:
                if record.get(part):
                    fail(f"{rule_path}: {record['module']}: {part} without {part}_source")
                continue
            path, number = source.rsplit(":", 1)
            lines = open(os.path.join(SOURCE_DIR, "vendor", path), encoding="utf-8").read().splitlines()
            quote = record[part + "_quote"]
            if quote not in lines[int(number) - 1]:
                fail(f"{rule_path}: {record['module']}: {source} is {lines[int(number) - 1].strip()!r}, not {quote!r}")
            checked += 1
        for word in filter(None, (w.strip() for w in record.get("needs_absent", "").split(","))):
            path = record["needs_source"].rsplit(":", 1)[0]
            if word.lower() in open(os.path.join(SOURCE_DIR, "vendor", path), encoding="utf-8").read().lower():
                fail(f"{rule_path}: {record['module']}: {path} mentions {word!r}, which the record says it does not")
    return checked


def check_device_index(keywords, line):
    """device-index's device_keywords are the patcher's; each rename's cited guide line names the
    `to` form; and both vendored DeepSpeed accelerators define `from` as their torch module's
    current_device() (an index) and `to` as "<device>:<that index>"."""
    rule_path, rule = load_rule("device-index")
    if rule["params"]["device_keywords"] != keywords:
        fail(f"{rule_path}: params.device_keywords != transfer_to_npu.py:{line} device_kwargs_list {keywords}")
    for rename in rule["fix"]["rename"]:
        path, number = rename["source"].rsplit(":", 1)
        cited = open(os.path.join(SOURCE_DIR, "vendor", path), encoding="utf-8").read().splitlines()[int(number) - 1]
        if f"get_accelerator().{rename['to']}()" not in cited:
            fail(f"{rule_path}: {rename['source']} does not name get_accelerator().{rename['to']}()")
        for device in ("cuda", "npu"):
            code = open(os.path.join(SOURCE_DIR, "vendor", "thirdparty", "deepspeed", "accelerator", f"{device}_accelerator.py"), encoding="utf-8").read()
            if not re.search(rf"def {rename['from']}\(self\):\n\s+return torch\.{device}\.current_device\(\)\n", code):
                fail(f"{rule_path}: {device}_accelerator.py's {rename['from']}() is not torch.{device}.current_device()")
            if not re.search(rf"def {rename['to']}\(self\):\n\s+return '{device}:{{}}'\.format\(torch\.{device}\.current_device\(\)\)\n", code):
                fail(f"{rule_path}: {device}_accelerator.py's {rename['to']}() is not '{device}:<index>'")


if __name__ == "__main__":
    main()
