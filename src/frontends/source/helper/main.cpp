// npu-lint-cuda: parses C++/CUDA files with Clang and prints, per file, what the AST shows
// (kernel definitions, launches), the #if-excluded ranges and the first real parse error, as
// one JSON line on stdout (ClangFacts of facts/source_facts.h, through the table in
// facts/schema.h). A process of its own, so that npu-lint loads Clang only for sources and a
// crash inside Clang cannot take npu-lint down.
#include <string.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include <clang/Tooling/CompilationDatabase.h>
#include "facts/json_io.h"
#include "facts/schema.h"
#include "frontends/source/helper/clang_scan.h"
#include "frontends/source/header_index.h"
#include "frontends/source/helper/standalone_fs.h"

namespace npu_lint::cuda {
namespace {

namespace fs = std::filesystem;

struct Options {
  std::string headers;       // npu-lint's bundled standalone headers
  std::string resource_dir;  // Clang's own headers (stddef.h, CUDA builtin variables)
  std::string database_dir;  // -p: a folder with compile_commands.json
  unsigned file_timeout = 0;  // seconds per file; 0 = none
  std::vector<std::string> include_dirs;  // -I: folders the user names for a tree without a database
  std::vector<std::string> search_roots;  // --search-root: where to look for project headers (standalone)
  std::vector<std::string> library_dirs;  // --library-headers: bundled header libraries (standalone)
  bool follow_symlinks = false;           // --follow-symlinks: includes may lead out through links
  std::vector<std::string> files;
};

// The compile database, read once per process: a helper answers many files.
struct Database {
  std::unique_ptr<clang::tooling::CompilationDatabase> commands;
  std::string error;
};

const Database& databaseOf(const Options& o) {
  static const Database database = [&] {
    Database d;
    d.commands = clang::tooling::CompilationDatabase::loadFromDirectory(o.database_dir, d.error);
    // Of "fixed-compilation-database: ...\njson-compilation-database: Missing key ...\n", the
    // JSON reader's reason: one line.
    const size_t json = d.error.find("json-compilation-database: ");
    if (json != std::string::npos) d.error = d.error.substr(json + strlen("json-compilation-database: "));
    d.error = d.error.substr(0, d.error.find('\n'));
    return d;
  }();
  return database;
}

constexpr size_t kHeaderSniffBytes = 1u << 20;  // a header's first MiB decides its language

// A .cu/.cuh file, or a header holding CUDA code (a kernel or a launch), which only compiles
// as part of a .cu file: parsed as C++ its `<<<` and `__global__` would be errors.
bool isHeader(const std::string& file) {
  const std::string ext = fs::path(file).extension().string();
  return ext == ".h" || ext == ".hpp" || ext == ".hh" || ext == ".hxx" || ext == ".inl";
}

bool isCuda(const std::string& file) {
  const std::string ext = fs::path(file).extension().string();
  if (ext == ".cu" || ext == ".cuh") return true;
  if (!isHeader(file)) return false;
  std::ifstream in(file, std::ios::binary);
  std::string text(kHeaderSniffBytes, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<size_t>(in.gcount()));
  return text.find("<<<") != std::string::npos || text.find("__global__") != std::string::npos;
}

// Clang cannot parse the CUDA toolkit's headers of these machines (CUDA 13 with Clang 14), so
// CUDA files always parse host-side only, without the toolkit, with npu-lint's prelude.
std::vector<std::string> cudaArgs(const Options& o, bool as_cuda) {
  std::vector<std::string> args;
  if (as_cuda) args = {"-xcuda", "--cuda-host-only", "-nocudainc", "-nocudalib", "--no-cuda-version-check"};
  else args = {"-xc++"};
  args.insert(args.end(), {"-ferror-limit=0", "-Wno-everything", "-fsyntax-only", "-include",
                           o.headers + "/npu_lint_prelude.h", "-resource-dir", o.resource_dir});
  return args;
}

// nvcc-only flags have no meaning to Clang; keep what shapes the preprocessor and language.
std::vector<std::string> databaseArgs(const std::vector<std::string>& command, const std::string& file) {
  std::vector<std::string> kept;
  for (size_t i = 1; i < command.size(); ++i) {
    const std::string& a = command[i];
    auto takesValue = [&](const char* flag) { return a == flag && i + 1 < command.size(); };
    if (takesValue("-I") || takesValue("-D") || takesValue("-isystem") || takesValue("-include") || takesValue("-U")) {
      kept.insert(kept.end(), {a, command[i + 1]});
      ++i;
    } else if (a.rfind("-I", 0) == 0 || a.rfind("-D", 0) == 0 || a.rfind("-U", 0) == 0 || a.rfind("-std=", 0) == 0 ||
               a.rfind("-isystem", 0) == 0) {
      kept.push_back(a);
    } else if (takesValue("-o") || takesValue("-x") || takesValue("-Xcompiler") || takesValue("-gencode") ||
               takesValue("-arch") || takesValue("-ccbin")) {
      ++i;
    }
    (void)file;
  }
  return kept;
}

// What every standalone parse may read (see ReadBoundary); the file being parsed is added per file.
ReadBoundary standaloneBoundary(const Options& o) {
  ReadBoundary boundary;
  for (const auto& root : o.search_roots) boundary.allow(root);
  for (const auto& dir : o.include_dirs) boundary.allow(dir);
  for (const auto& dir : o.library_dirs) boundary.allow(dir);
  for (const auto& dir : {o.headers, o.resource_dir, std::string("/usr/include"), std::string("/usr/lib/gcc")})
    boundary.allow(dir);
  if (o.follow_symlinks) boundary.followLinks();
  return boundary;
}

// npu-lint's own header folders (stand-ins, bundled libraries) as Clang names an included
// file: with every link resolved.
const std::vector<std::string>& ownHeaderDirs(const Options& o) {
  static const std::vector<std::string> dirs = [&] {
    std::vector<std::string> resolved;
    std::vector<std::string> own = o.library_dirs;
    own.push_back(o.headers);
    for (const auto& dir : own) {
      std::error_code ec;
      const std::filesystem::path real = std::filesystem::weakly_canonical(dir, ec);
      resolved.push_back(ec ? dir : real.string());
    }
    return resolved;
  }();
  return dirs;
}

ClangFacts notRun(std::string why) {
  ClangFacts facts;
  facts.error = std::move(why);
  return facts;
}

ClangFacts scanAs(const Options& o, const std::string& file, bool as_cuda) {
  ClangScanOptions scan;
  scan.args = cudaArgs(o, as_cuda);
  scan.own_header_dirs = ownHeaderDirs(o);
  const bool standalone = o.database_dir.empty();
  for (const auto& dir : o.include_dirs) scan.args.insert(scan.args.end(), {"-I", dir});
  ReadBoundary boundary;
  if (standalone) {
    scan.args.insert(scan.args.end(), {"-std=c++17", "-isystem", o.headers + "/include"});
    static const HeaderIndex index(o.search_roots);  // walked once per process, on first need
    scan.headers = &index;
    scan.library_dirs = o.library_dirs;
    static const ReadBoundary common = standaloneBoundary(o);
    boundary = common;
    boundary.allow(file);  // named on the command line, or found in a walk that kept to the roots
    scan.boundary = &boundary;
  } else {
    const Database& db = databaseOf(o);
    if (!db.commands) return notRun("cannot read the compile database: " + db.error);
    auto commands = db.commands->getCompileCommands(file);
    if (commands.empty()) return notRun("not in the compile database");
    // Clang aborts when the working directory of a command is missing: say so instead.
    std::error_code ec;
    if (!std::filesystem::is_directory(commands.front().Directory, ec))
      return notRun("the compile database runs it in " + commands.front().Directory + ", which is not a folder here");
    const auto project = databaseArgs(commands.front().CommandLine, file);
    scan.args.insert(scan.args.end(), project.begin(), project.end());
    scan.directory = commands.front().Directory;
  }
  ClangFacts facts = scanWithClang(file, scan, standalone);
  if (standalone && facts.ran && !facts.parsed_cleanly) {
    // Once more with the standard headers PyTorch's own would bring in: they cost parse time,
    // so only a file that needs them pays for it. The second parse wins when it is clean.
    scan.args.push_back("-DNPU_LINT_STANDARD_HEADERS=1");
    ClangFacts retry = scanWithClang(file, scan, standalone);
    if (retry.parsed_cleanly) facts = std::move(retry);
  }
  return facts;
}

ClangFacts scanFile(const Options& o, const std::string& file) {
  const bool as_cuda = isCuda(file);
  ClangFacts facts = scanAs(o, file, as_cuda);
  // A header whose CUDA code sits in a header it includes (a launch in a pointwise helper) only
  // compiles as part of a .cu file: when it fails as C++, it parses once more as CUDA, which wins
  // when clean.
  if (facts.ran && !facts.parsed_cleanly && !as_cuda && isHeader(file)) {
    ClangFacts cuda = scanAs(o, file, true);
    if (cuda.parsed_cleanly) facts = std::move(cuda);
  }
  return facts;
}

}  // namespace
}  // namespace npu_lint::cuda

int main(int argc, char** argv) {
  using namespace npu_lint::cuda;
  static const char* const kUsage =
      "usage: npu-lint-cuda --headers DIR [--resource-dir DIR] [-p BUILD_DIR] [--file-timeout S] [-I DIR]... "
      "[--search-root DIR]... [--library-headers DIR]... [--follow-symlinks] FILE... | -\n";
  Options options;
  options.resource_dir = NPU_LINT_CLANG_RESOURCE_DIR;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) {
        std::cerr << "npu-lint-cuda: " << arg << " needs a value\n";
        std::exit(2);
      }
      return argv[++i];
    };
    if (arg == "--headers") options.headers = value();
    else if (arg == "--resource-dir") options.resource_dir = value();
    else if (arg == "-p") options.database_dir = value();
    else if (arg == "--file-timeout") options.file_timeout = static_cast<unsigned>(std::stoul(value()));
    else if (arg == "-I") options.include_dirs.push_back(value());
    else if (arg == "--search-root") options.search_roots.push_back(value());
    else if (arg == "--library-headers") options.library_dirs.push_back(value());
    else if (arg == "--follow-symlinks") options.follow_symlinks = true;
    else if (arg.size() > 1 && arg[0] == '-') {
      std::cerr << "npu-lint-cuda: unknown option " << arg << "\n" << kUsage;
      return 2;
    } else options.files.push_back(arg);
  }
  if (options.headers.empty() || options.files.empty()) {
    std::cerr << kUsage;
    return 2;
  }
  // One line per file, flushed, so that a crash on one file leaves the others' results.
  auto answer = [&](const std::string& file) {
    // A file that takes longer ends this process (SIGALRM); npu-lint reports it and goes on.
    alarm(options.file_timeout);
    std::cout << npu_lint::toJsonLine(scanFile(options, file)) << std::endl;
    alarm(0);
  };
  if (options.files != std::vector<std::string>{"-"}) {
    for (const auto& file : options.files) answer(file);
    return 0;
  }
  // "-": paths arrive on stdin, each ended by a NUL byte (the one byte no path holds), until it
  // closes, so that npu-lint starts one helper per job rather than per batch of files.
  for (std::string path; std::getline(std::cin, path, '\0');) answer(path);
  return 0;
}
