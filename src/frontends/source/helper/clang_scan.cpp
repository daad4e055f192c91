#include "frontends/source/helper/clang_scan.h"

#include "core/paths.h"
#include "frontends/source/header_index.h"
#include "frontends/source/helper/standalone_fs.h"

#include <clang/AST/ASTConsumer.h>
#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/Basic/DiagnosticIDs.h>
#include <clang/Basic/DiagnosticParse.h>
#include <clang/Basic/DiagnosticSema.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/FrontendAction.h>
#include <clang/Lex/Lexer.h>
#include <clang/Lex/PPCallbacks.h>
#include <clang/Lex/Preprocessor.h>
#include <clang/Tooling/CompilationDatabase.h>
#include <clang/Tooling/Tooling.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>
#include <optional>

namespace npu_lint::cuda {
namespace {

using namespace clang;

// Counts only what breaks the AST: syntax and preprocessor errors. Unknown names and types
// are expected in standalone mode, where third-party headers are replaced by empty ones.
class ErrorCollector : public DiagnosticConsumer {
  // `__shared__ alignas(8) uint64_t mbar[N];` compiles with nvcc, but Clang 14 rejects an
  // alignment-specifier after the GNU attribute the CUDA memory-space keywords expand to ("an
  // attribute list cannot appear here"; newer Clang accepts it). It still builds the declaration,
  // with its memory space, and drops only the alignment, which nothing here reads: not a parse
  // failure of the file.
  static bool isAlignasAfterMemorySpace(const Diagnostic& info) {
    if (info.getID() != diag::err_attributes_not_allowed && info.getID() != diag::err_attribute_not_type_attr)
      return false;
    if (!info.hasSourceManager() || !info.getLocation().isValid()) return false;
    const SourceManager& sm = info.getSourceManager();
    const SourceLocation loc = sm.getFileLoc(info.getLocation());
    bool invalid = false;
    const char* at = sm.getCharacterData(loc, &invalid);
    if (invalid) return false;
    const StringRef text = sm.getBufferData(sm.getFileID(loc), &invalid);
    if (invalid) return false;
    const size_t offset = static_cast<size_t>(at - text.data());
    if (!text.substr(offset).startswith("alignas") && !text.substr(offset).startswith("_Alignas")) return false;
    const StringRef before = text.substr(0, offset).rtrim();
    static const char* const kMemorySpaces[] = {"__shared__", "__device__", "__constant__", "__managed__"};
    return std::any_of(std::begin(kMemorySpaces), std::end(kMemorySpaces),
                       [&](const char* space) { return before.endswith(space); });
  }

  // A header near the file as a path from the file's folder ("../include/math.cuh").
  static std::string headerAsShown(const SourceManager& sm, StringRef header) {
    const FileEntry* main = sm.getFileEntryForID(sm.getMainFileID());
    if (!main || !llvm::sys::path::is_absolute(header)) return header.str();
    const StringRef real = main->tryGetRealPathName();
    return pathNear(header.str(), llvm::sys::path::parent_path(real.empty() ? main->getName() : real).str());
  }

 public:
  explicit ErrorCollector(ClangFacts& facts) : facts_(facts) {}

  void HandleDiagnostic(DiagnosticsEngine::Level level, const Diagnostic& info) override {
    DiagnosticConsumer::HandleDiagnostic(level, info);
    if (level < DiagnosticsEngine::Error || !facts_.parsed_cleanly || isAlignasAfterMemorySpace(info)) return;
    const StringRef category = DiagnosticIDs::getCategoryNameFromID(DiagnosticIDs::getCategoryNumberForDiag(info.getID()));
    if (category != "Parse Issue" && category != "Lexical or Preprocessor Issue") return;
    SmallString<128> message;
    info.FormatDiagnostic(message);
    std::string where;
    if (info.hasSourceManager() && info.getLocation().isValid()) {
      const SourceManager& sm = info.getSourceManager();
      const SourceLocation loc = sm.getFileLoc(info.getLocation());
      const PresumedLoc p = sm.getPresumedLoc(loc);
      // In the file itself "line:col"; in a header it included, "header:line:col".
      if (p.isValid())
        where = (sm.isInMainFile(loc) ? "" : headerAsShown(sm, p.getFilename()) + ":") + std::to_string(p.getLine()) +
                ":" + std::to_string(p.getColumn()) + ": ";
    }
    facts_.parsed_cleanly = false;
    facts_.first_error = where + std::string(message.str());
  }

 private:
  ClangFacts& facts_;
};

// Standalone mode: what an include found nowhere is resolved to.
struct Recovery {
  bool standalone = false;
  const HeaderIndex* headers = nullptr;  // the project's headers, searched as with -I their folder
  std::vector<std::string> library_dirs;  // bundled header libraries, searched after the tree
  std::vector<std::string> own_header_dirs;  // npu-lint's stand-ins and bundled libraries
  RefusedReads refused;                  // files the boundary kept Clang from reading
};

// Replaces headers the standalone mode does not ship with an empty one, and records the
// ranges the preprocessor skipped (#if branches not taken).
class Preprocessing : public PPCallbacks {
 public:
  Preprocessing(const SourceManager& sm, ClangFacts& facts, const Recovery& recovery)
      : sm_(sm), facts_(facts), recovery_(recovery) {}

  // Standalone: a project header elsewhere in the tree is searched for as with -I its folder,
  // then a header library npu-lint bundles; anything else reads as empty.
  bool FileNotFound(StringRef name, SmallVectorImpl<char>& recovery_path) override {
    if (!recovery_.standalone) return false;
    std::string dir;
    if (const auto folder = recovery_.headers ? recovery_.headers->folderFor(name.str(), mainFolder()) : std::nullopt) {
      dir = *folder;
      auto& guessed = facts_.guessed_include_dirs;
      if (std::find(guessed.begin(), guessed.end(), dir) == guessed.end()) guessed.push_back(dir);
    } else if (const auto library = bundledLibraryFor(name)) {
      dir = *library;
    } else {
      facts_.missing_includes.push_back(name.str());
      dir = missingHeaderDir(name.str());
    }
    recovery_path.assign(dir.begin(), dir.end());
    return true;
  }

  void InclusionDirective(SourceLocation, const Token&, StringRef written, bool, CharSourceRange, const FileEntry* file,
                          StringRef, StringRef, const Module*, SrcMgr::CharacteristicKind kind) override {
    if (file && recovery_.refused.paths.count(file->getName().str())) {
      facts_.outside_includes.push_back(written.str());
      return;
    }
    if (!file || kind != SrcMgr::C_User) return;
    const StringRef real = file->tryGetRealPathName();
    const std::string name(real.empty() ? file->getName() : real);
    const auto& own = recovery_.own_header_dirs;
    if (std::any_of(own.begin(), own.end(), [&](const std::string& dir) { return isPathBelow(name, dir); })) return;
    if (!recovery_.standalone || !StringRef(name).startswith(kEmptyHeaderRoot)) facts_.user_includes.push_back(name);
  }

  std::optional<std::string> bundledLibraryFor(StringRef name) const {
    for (const auto& dir : recovery_.library_dirs)
      if (llvm::sys::fs::exists(dir + "/" + name.str())) return dir;
    return std::nullopt;
  }

  std::string mainFolder() const {
    const FileEntry* main = sm_.getFileEntryForID(sm_.getMainFileID());
    if (!main) return "";
    const StringRef real = main->tryGetRealPathName();
    return llvm::sys::path::parent_path(real.empty() ? main->getName() : real).str();
  }

  void SourceRangeSkipped(SourceRange range, SourceLocation) override {
    if (!sm_.isInMainFile(range.getBegin())) return;
    facts_.skipped.push_back({sm_.getSpellingLineNumber(range.getBegin()), sm_.getSpellingLineNumber(range.getEnd())});
  }

 private:
  const SourceManager& sm_;
  ClangFacts& facts_;
  const Recovery& recovery_;
};

class Visitor : public RecursiveASTVisitor<Visitor> {
 public:
  Visitor(ASTContext& context, ClangFacts& facts)
      : sm_(context.getSourceManager()), lang_(context.getLangOpts()), facts_(facts) {}

  bool shouldVisitTemplateInstantiations() const { return false; }

  bool VisitFunctionDecl(FunctionDecl* decl) {
    if (!decl->hasAttr<CUDAGlobalAttr>() || !decl->doesThisDeclarationHaveABody()) return true;
    const SourceLocation loc = sm_.getFileLoc(decl->getLocation());
    if (!sm_.isInMainFile(loc)) return true;
    KernelFact kernel;
    kernel.name = decl->getNameAsString();
    kernel.pos = position(loc);
    kernel.is_template = decl->getDescribedFunctionTemplate() != nullptr;
    kernel.lines = sm_.getSpellingLineNumber(sm_.getFileLoc(decl->getEndLoc())) -
                   sm_.getSpellingLineNumber(sm_.getFileLoc(decl->getBeginLoc())) + 1;
    kernel.from_ast = true;
    facts_.kernels.push_back(std::move(kernel));
    return true;
  }

  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr* call) {
    // The launch is written where the kernel's name is spelled, also inside a macro argument.
    const SourceLocation loc = sm_.getFileLoc(call->getCallee()->getBeginLoc());
    if (!sm_.isInMainFile(loc)) return true;
    LaunchFact launch;
    if (const FunctionDecl* callee = call->getDirectCallee())
      launch.kernel = callee->getNameAsString();
    else if (const auto* ref = dyn_cast<DeclRefExpr>(call->getCallee()->IgnoreImplicit()))
      launch.kernel = ref->getNameInfo().getAsString();
    else if (const auto* lookup = dyn_cast<OverloadExpr>(call->getCallee()->IgnoreImplicit()))
      launch.kernel = lookup->getName().getAsString();
    if (launch.kernel.empty())  // a dependent callee inside a template: take the name as written
      launch.kernel = Lexer::getSourceText(CharSourceRange::getTokenRange(loc, loc), sm_, lang_).str();
    if (launch.kernel.empty()) return true;
    launch.pos = position(loc);
    launch.from_ast = true;
    facts_.launches.push_back(std::move(launch));
    return true;
  }

 private:
  SourcePos position(SourceLocation loc) const {
    return {sm_.getSpellingLineNumber(loc), sm_.getSpellingColumnNumber(loc)};
  }

  const SourceManager& sm_;
  const LangOptions& lang_;
  ClangFacts& facts_;
};

class Consumer : public ASTConsumer {
 public:
  explicit Consumer(ClangFacts& facts) : facts_(facts) {}
  void HandleTranslationUnit(ASTContext& context) override { Visitor(context, facts_).TraverseDecl(context.getTranslationUnitDecl()); }

 private:
  ClangFacts& facts_;
};

class Action : public ASTFrontendAction {
 public:
  Action(ClangFacts& facts, const Recovery& recovery) : facts_(facts), recovery_(recovery) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance& ci, StringRef) override {
    ci.getPreprocessor().addPPCallbacks(std::make_unique<Preprocessing>(ci.getSourceManager(), facts_, recovery_));
    return std::make_unique<Consumer>(facts_);
  }

 private:
  ClangFacts& facts_;
  const Recovery& recovery_;
};

class ActionFactory : public tooling::FrontendActionFactory {
 public:
  ActionFactory(ClangFacts& facts, const Recovery& recovery) : facts_(facts), recovery_(recovery) {}
  std::unique_ptr<FrontendAction> create() override { return std::make_unique<Action>(facts_, recovery_); }

 private:
  ClangFacts& facts_;
  const Recovery& recovery_;
};

}  // namespace

ClangFacts scanWithClang(const std::string& file, const ClangScanOptions& options, bool standalone) {
  ClangFacts facts;
  tooling::FixedCompilationDatabase database(options.directory.empty() ? "." : options.directory, options.args);
  Recovery recovery;
  recovery.standalone = standalone;
  recovery.headers = options.headers;
  recovery.library_dirs = options.library_dirs;
  recovery.own_header_dirs = options.own_header_dirs;
  tooling::ClangTool tool(database, {file}, std::make_shared<PCHContainerOperations>(),
                          standalone ? makeStandaloneFileSystem(*options.boundary, recovery.refused)
                                     : llvm::vfs::getRealFileSystem());
  ErrorCollector errors(facts);
  tool.setDiagnosticConsumer(&errors);
  tool.setPrintErrorMessage(false);
  ActionFactory factory(facts, recovery);
  // Its status only says some error was seen; ErrorCollector keeps those that matter.
  (void)tool.run(&factory);
  facts.ran = true;
  return facts;
}

}  // namespace npu_lint::cuda
