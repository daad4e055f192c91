// A per-file time budget (--file-timeout) that long loops poll: the clock is read once every
// kPollEvery calls, so a check costs a counter increment in a tight walk.
#pragma once
#include <algorithm>
#include <chrono>
#include <cstdint>

namespace npu_lint {

class Deadline {
 public:
  using Clock = std::chrono::steady_clock;
  // No limit.
  Deadline() = default;
  // At most a year: steady_clock's nanoseconds would overflow on milliseconds::max().
  explicit Deadline(std::chrono::milliseconds budget)
      : end_(Clock::now() + std::min(budget, std::chrono::milliseconds(std::chrono::hours(24 * 365)))), limited_(true) {}

  // True once the budget is spent (and from then on).
  bool passed() {
    if (!limited_ || expired_) return expired_;
    if (++calls_ % kPollEvery != 0) return false;
    expired_ = Clock::now() >= end_;
    return expired_;
  }
  // The same, reading the clock now (between coarse steps).
  bool passedNow() {
    if (limited_ && !expired_) expired_ = Clock::now() >= end_;
    return expired_;
  }
  std::chrono::milliseconds left() const {
    if (!limited_) return std::chrono::milliseconds::max();
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(end_ - Clock::now());
    return left.count() > 0 ? left : std::chrono::milliseconds(0);
  }

 private:
  static constexpr uint32_t kPollEvery = 256;
  Clock::time_point end_{};
  bool limited_ = false, expired_ = false;
  uint32_t calls_ = 0;
};

}  // namespace npu_lint
