// A cheap scan of a Python file's bracket nesting, run before tree-sitter: Debian's libtree-sitter
// 0.20.7 frees an invalid pointer when deleting the tree of 65,535 unclosed brackets, and CPython
// itself refuses more than 200 nested brackets (Parser/tokenizer.h MAXLEVEL: "too many nested
// parentheses"), so a file past that limit is no Python and is not handed to the parser.
#pragma once
#include <cstddef>
#include <optional>
#include <string_view>

namespace npu_lint::python {

// CPython's MAXLEVEL.
constexpr size_t kMaxBracketDepth = 200;

// The byte offset of the first bracket nested deeper than `limit`, outside strings and comments;
// nullopt when there is none.
std::optional<size_t> bracketTooDeep(std::string_view text, size_t limit = kMaxBracketDepth);

}  // namespace npu_lint::python
