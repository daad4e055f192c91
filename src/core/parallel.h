// Runs independent work items on a few threads; each item is touched by one thread only.
#pragma once
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace npu_lint {

// Calls work(i) for every i in [0, count) on up to `jobs` threads (the calling one included).
template <class Work>
void parallelFor(size_t count, unsigned jobs, Work&& work) {
  std::atomic<size_t> next{0};
  auto worker = [&] {
    for (size_t i; (i = next.fetch_add(1)) < count;) work(i);
  };
  std::vector<std::thread> threads;
  for (unsigned t = 1; t < std::min<size_t>(jobs, count); ++t) threads.emplace_back(worker);
  worker();
  for (auto& thread : threads) thread.join();
}

inline unsigned defaultJobs() { return std::max(1u, std::thread::hardware_concurrency()); }

}  // namespace npu_lint
