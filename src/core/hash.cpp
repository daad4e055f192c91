#include "core/hash.h"

#include <openssl/evp.h>

#include <cassert>
#include <cstdio>
#include <memory>
#include <stdexcept>

namespace npu_lint {

uint64_t fnv1a(std::string_view text, uint64_t hash) {
  for (unsigned char c : text) {
    hash ^= c;
    hash *= 1099511628211ull;
  }
  return hash;
}

std::string hex64(uint64_t value) {
  char buffer[17];
  std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(value));
  return buffer;
}

std::string sha256Hex(const std::vector<std::string_view>& parts) {
  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> context(EVP_MD_CTX_new(), EVP_MD_CTX_free);
  bool ok = context && EVP_DigestInit_ex(context.get(), EVP_sha256(), nullptr) == 1;
  for (std::string_view part : parts) {
    const std::string length = std::to_string(part.size()) + ":";
    ok = ok && EVP_DigestUpdate(context.get(), length.data(), length.size()) == 1 &&
         EVP_DigestUpdate(context.get(), part.data(), part.size()) == 1;
  }
  unsigned char digest[32];
  unsigned int size = 0;
  ok = ok && EVP_DigestFinal_ex(context.get(), digest, &size) == 1 && size == sizeof digest;
  assert(ok && "OpenSSL's SHA-256 failed");
  if (!ok) throw std::runtime_error("SHA-256 failed");
  std::string hex;
  char byte[3];
  for (unsigned char d : digest) std::snprintf(byte, sizeof byte, "%02x", d), hex += byte;
  return hex;
}

}  // namespace npu_lint
