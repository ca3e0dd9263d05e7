// The fuzz targets' regression check without libFuzzer (the preset asan, GCC, ASan + UBSan):
// runs the target's LLVMFuzzerTestOneInput once over every file of the folders given, in name
// order, naming each before it runs, so a crash, a sanitizer report or a leak at exit points at
// its input. An input that runs longer than 10 s ends the run (SIGALRM), as libFuzzer's
// -timeout=10 would. Hunting for new inputs is scripts/fuzz.sh's job (the preset fuzz).
//
//   fuzz-replay-<target> CORPUS_DIR...

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <unistd.h>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
extern "C" __attribute__((weak)) int LLVMFuzzerInitialize(int *argc, char ***argv);

namespace {

constexpr unsigned InputSeconds = 10;

std::vector<std::filesystem::path> inputsOf(int argc, char **argv)
{
    std::vector<std::filesystem::path> inputs;
    for (int i = 1; i < argc; ++i) {
        std::error_code error;
        if (!std::filesystem::is_directory(argv[i], error)) {
            std::fprintf(stderr, "%s is not a folder of inputs\n", argv[i]);
            std::exit(2);
        }
        for (const auto &entry : std::filesystem::directory_iterator(argv[i])) {
            if (entry.is_regular_file())
                inputs.push_back(entry.path());
        }
    }
    std::sort(inputs.begin(), inputs.end());
    return inputs;
}

std::string bytesOf(const std::filesystem::path &path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "Usage: %s CORPUS_DIR...\n", argv[0]);
        return 2;
    }
    if (LLVMFuzzerInitialize)
        LLVMFuzzerInitialize(&argc, &argv);
    const auto inputs = inputsOf(argc, argv);
    for (const auto &input : inputs) {
        const std::string bytes = bytesOf(input);
        std::fprintf(stderr, "input %s (%zu bytes)\n", input.c_str(), bytes.size());
        alarm(InputSeconds);
        LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(bytes.data()), bytes.size());
        alarm(0);
    }
    std::printf("%zu inputs ran\n", inputs.size());
    return inputs.empty() ? 1 : 0;
}
