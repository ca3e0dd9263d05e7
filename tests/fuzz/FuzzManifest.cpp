// Fuzz target: tool.yaml through ToolManifest::parse() (yaml-cpp, then every field check and the
// problems with their positions), with a package listing that has some files and not others.
#include "FuzzSupport.h"
#include "tools/ToolManifest.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::startQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray yaml(reinterpret_cast<const char *>(data), qsizetype(size));
    // A listing that has some of the paths the manifest names: those of an even length.
    const auto exists = [](const QString &path) { return path.size() % 2 == 0; };
    const ictools::ToolManifestResult result =
        ictools::ToolManifest::parse(yaml, ictools::ToolManifest::manifestFileName(), exists);
    // Every problem is rendered as the user would see it.
    for (const ictools::ManifestProblem &problem : result.problems)
        (void)problem.toString();
    return 0;
}
