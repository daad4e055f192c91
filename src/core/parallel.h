// Runs independent work items on a few threads; each item is touched by one thread only.
#pragma once
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace npu_lint {

// Runs worker(claim) on up to `jobs` threads (the calling one included), for work that keeps
// state per thread: each worker loops `for (size_t i; claim(i);)` and gets every index in
// [0, count) that no other worker took.
template <class Worker>
void parallelWorkers(size_t count, unsigned jobs, Worker&& worker) {
  std::atomic<size_t> next{0};
  auto claim = [&next, count](size_t& i) { return (i = next.fetch_add(1)) < count; };
  auto run = [&] { worker(claim); };
  std::vector<std::thread> threads;
  for (unsigned t = 1; t < std::min<size_t>(jobs, count); ++t) threads.emplace_back(run);
  run();
  for (auto& thread : threads) thread.join();
}

// Calls work(i) for every i in [0, count) on up to `jobs` threads (the calling one included).
template <class Work>
void parallelFor(size_t count, unsigned jobs, Work&& work) {
  parallelWorkers(count, jobs, [&](const auto& claim) {
    for (size_t i; claim(i);) work(i);
  });
}

inline unsigned defaultJobs() { return std::max(1u, std::thread::hardware_concurrency()); }

}  // namespace npu_lint
