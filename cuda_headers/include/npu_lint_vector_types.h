// npu-lint standalone stand-in for CUDA's vector types (vector_types.h): names and members.
#pragma once
// CUDA's vector types (vector_types.h), by name and members.
#define NPU_LINT_VECTOR_TYPES(T, name)                  \
  struct name##1 { T x; };                              \
  struct name##2 { T x, y; };                           \
  struct name##3 { T x, y, z; };                        \
  struct name##4 { T x, y, z, w; };
NPU_LINT_VECTOR_TYPES(char, char) NPU_LINT_VECTOR_TYPES(unsigned char, uchar) NPU_LINT_VECTOR_TYPES(short, short)
NPU_LINT_VECTOR_TYPES(unsigned short, ushort) NPU_LINT_VECTOR_TYPES(int, int) NPU_LINT_VECTOR_TYPES(unsigned, uint)
NPU_LINT_VECTOR_TYPES(long, long) NPU_LINT_VECTOR_TYPES(unsigned long, ulong) NPU_LINT_VECTOR_TYPES(long long, longlong)
NPU_LINT_VECTOR_TYPES(unsigned long long, ulonglong) NPU_LINT_VECTOR_TYPES(float, float) NPU_LINT_VECTOR_TYPES(double, double)
#undef NPU_LINT_VECTOR_TYPES
