// npu-lint's standalone mode declares API entry points as variadic templates returning a value
// that converts to anything: any call to them resolves, so the AST keeps the code around it.
// These are names only, not the libraries' declarations; the signatures are deliberately loose.
#pragma once
#include <initializer_list>
struct npu_lint_any {
  template <class... Args>
  __attribute__((host)) __attribute__((device)) npu_lint_any(Args&&...) {}
  template <class T>
  __attribute__((host)) __attribute__((device)) operator T() const { return T(); }
};
#define NPU_LINT_ANY_FUNCTION(name) \
  template <class... Args>          \
  __attribute__((host)) __attribute__((device)) npu_lint_any name(Args&&...)
#define NPU_LINT_ANY_STATIC(name) \
  template <class... Args>        \
  static npu_lint_any name(Args&&...)
