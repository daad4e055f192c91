// npu-lint standalone stand-in for GoogleTest (names only): test suites and their assertions
// parse, so the CUDA code a C++ test exercises is analysed like any other.
#pragma once
#include "../npu_lint_any_api.h"
namespace testing {
struct npu_lint_message {
  template <class T> npu_lint_message& operator<<(const T&) { return *this; }
};
template <class... A> npu_lint_message npu_lint_check(A&&...) { return {}; }
// As GoogleTest's own: `return npu_lint_return() = message << ...;` ends a void test body.
struct npu_lint_return {
  void operator=(const npu_lint_message&) const {}
};
class Test {
 public:
  virtual ~Test() = default;
  virtual void TestBody() {}

 protected:
  virtual void SetUp() {}
  virtual void TearDown() {}
};
template <class T> class WithParamInterface {
 public:
  using ParamType = T;
  static const T& GetParam() { return *static_cast<const T*>(nullptr); }
};
template <class T> class TestWithParam : public Test, public WithParamInterface<T> {};
template <class T> struct TestParamInfo {
  T param;
  unsigned long index;
};
struct UnitTest {
  static UnitTest* GetInstance() { return nullptr; }
  template <class... A> npu_lint_any current_test_info(A&&...) const { return {}; }
};
NPU_LINT_ANY_FUNCTION(Values); NPU_LINT_ANY_FUNCTION(ValuesIn); NPU_LINT_ANY_FUNCTION(Combine);
NPU_LINT_ANY_FUNCTION(Range); NPU_LINT_ANY_FUNCTION(Bool); NPU_LINT_ANY_FUNCTION(InitGoogleTest);
}  // namespace testing
#define NPU_LINT_TEST_CLASS(suite, name, base)       \
  struct suite##_##name##_Test : base {             \
    void TestBody() override;                       \
  };                                                \
  void suite##_##name##_Test::TestBody()
#define TEST(suite, name) NPU_LINT_TEST_CLASS(suite, name, ::testing::Test)
#define TEST_F(fixture, name) NPU_LINT_TEST_CLASS(fixture, name, fixture)
#define TEST_P(fixture, name) NPU_LINT_TEST_CLASS(fixture, name, fixture)
#define INSTANTIATE_TEST_SUITE_P(prefix, suite, ...) static npu_lint_any npu_lint_##prefix##_##suite(__VA_ARGS__)
#define INSTANTIATE_TEST_CASE_P INSTANTIATE_TEST_SUITE_P
#define RUN_ALL_TESTS() 0
#define NPU_LINT_ASSERTION(...) ::testing::npu_lint_check(__VA_ARGS__)
#define EXPECT_EQ NPU_LINT_ASSERTION
#define EXPECT_NE NPU_LINT_ASSERTION
#define EXPECT_LT NPU_LINT_ASSERTION
#define EXPECT_LE NPU_LINT_ASSERTION
#define EXPECT_GT NPU_LINT_ASSERTION
#define EXPECT_GE NPU_LINT_ASSERTION
#define EXPECT_TRUE NPU_LINT_ASSERTION
#define EXPECT_FALSE NPU_LINT_ASSERTION
#define EXPECT_NEAR NPU_LINT_ASSERTION
#define EXPECT_FLOAT_EQ NPU_LINT_ASSERTION
#define EXPECT_DOUBLE_EQ NPU_LINT_ASSERTION
#define ASSERT_EQ NPU_LINT_ASSERTION
#define ASSERT_NE NPU_LINT_ASSERTION
#define ASSERT_LT NPU_LINT_ASSERTION
#define ASSERT_LE NPU_LINT_ASSERTION
#define ASSERT_GT NPU_LINT_ASSERTION
#define ASSERT_GE NPU_LINT_ASSERTION
#define ASSERT_TRUE NPU_LINT_ASSERTION
#define ASSERT_FALSE NPU_LINT_ASSERTION
#define ASSERT_NEAR NPU_LINT_ASSERTION
#define EXPECT_THROW(statement, exception) NPU_LINT_ASSERTION([&] { statement; })
#define ASSERT_THROW EXPECT_THROW
#define EXPECT_NO_THROW(statement) NPU_LINT_ASSERTION([&] { statement; })
#define ASSERT_NO_THROW EXPECT_NO_THROW
#define GTEST_SKIP() return ::testing::npu_lint_return() = ::testing::npu_lint_message()
#define GTEST_FAIL() return ::testing::npu_lint_return() = ::testing::npu_lint_message()
#define FAIL GTEST_FAIL
#define SUCCEED() ::testing::npu_lint_message()
