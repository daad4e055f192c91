// What an archive's serialized code states about the results of custom-class methods, read from
// the code text: the placeholder classes of a process that lacks the class's library return
// these types, so the code compiles (frontends/model/helper/placeholder_ops.h).
#pragma once
#include <map>
#include <set>
#include <string>
#include <string_view>

namespace npu_lint {

struct MethodResults {
  // "NS.Name" -> method -> the types stated: calls whose receiver the code types as the custom
  // class torch.classes.NS.Name (an attribute, parameter or local annotated with it).
  std::map<std::string, std::map<std::string, std::set<std::string>>> by_class;
  // method -> the types stated, for calls whose receiver's type the code does not say.
  std::map<std::string, std::set<std::string>> any_class;

  void merge(const MethodResults& other);
};

// A result's type is the return annotation of the `def` that returns it, or the type the class
// declares for the attribute it is assigned to (`self._keys = ...`), directly
// (`return (self.vocab).get_itos()`) or through the name it was assigned to
// (`_2 = (self.vocab).lookup_indices(tokens, )` ... `return _2`). Calls on modules and other
// TorchScript classes (`(self).f()`, `(self.fc).forward(x)`) state nothing: their own code is compiled.
MethodResults scanMethodResults(std::string_view code);

}  // namespace npu_lint
