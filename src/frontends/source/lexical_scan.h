// The lexical pass of the source scanner: tokens of a C++/CUDA file, without preprocessing,
// so it also sees code in #if-excluded regions and inside macro arguments, where the launch
// is written. It finds what grep would, without grep's false hits in comments and strings.
#pragma once
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "facts/source_facts.h"
#include "frontends/common/suppression_comment.h"

namespace npu_lint::cuda {

struct Token {
  enum Kind { kIdentifier, kPunct, kString, kOther } kind;  // kString: the literal's text, without quotes
  std::string_view text;
  SourcePos pos;
};


// Identifiers (with `::`-qualified names joined: "at::cuda::getCurrentCUDAStream"), the
// punctuation the scanner needs (<<< >>> ( ) { } < > ; ,), string literals (kString), and
// everything else as kOther. Comments and character literals are skipped; preprocessor lines
// are tokenised.
std::vector<Token> tokenize(std::string_view text, std::vector<Comment>* comments = nullptr);

// Decides which identifiers to report as API uses; `is_call`: the name is followed by `(`.
using ApiFilter = std::function<bool(std::string_view name, bool is_call)>;

// Code in #if branches for another backend (`#ifdef USE_ROCM`, `#if defined(__HIP_PLATFORM_AMD__)`,
// their #else when negated) is not scanned: it is not CUDA code to migrate.
void scanLexically(std::string_view text, const ApiFilter& is_api, FileFacts& facts);

}  // namespace npu_lint::cuda
