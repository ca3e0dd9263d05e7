// Fuzz target: a .icpkg (zip) through PackageReader: the listing (libarchive, then our check of
// every entry), reading tool.yaml back, and, when the listing passed, the extraction into a
// staging folder under a scratch folder (tmpfs when there is one), removed after each input.
// The caps are smaller than the program's so that a zip bomb costs milliseconds, not seconds.
#include "FuzzSupport.h"
#include "tools/PackageReader.h"

#include <QDir>
#include <QTemporaryDir>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace {

std::unique_ptr<QTemporaryDir> scratch;

ictools::ExtractLimits fuzzLimits()
{
    ictools::ExtractLimits limits;
    limits.maxEntries = 200;
    limits.maxFileBytes = 256 * 1024;
    limits.maxTotalBytes = 1024 * 1024;
    limits.maxPackageBytes = 1024 * 1024;
    limits.maxManifestBytes = 64 * 1024;
    return limits;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::startQt();
    const QString base =
        QDir(QStringLiteral("/dev/shm")).exists() ? QStringLiteral("/dev/shm") : QDir::tempPath();
    scratch = std::make_unique<QTemporaryDir>(base + QStringLiteral("/ic-fuzz-package-XXXXXX"));
    if (!scratch->isValid())
        qFatal("cannot make a scratch folder");
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto reader =
        ictools::PackageReader::ofBytes(QStringLiteral("fuzz.icpkg"), bytes, fuzzLimits());
    ictools::PackageProblem problem;
    if (!reader.list(&problem))
        return 0;
    (void)reader.readFile(ictools::PackageReader::manifestName(), 64 * 1024, &problem);
    const QString staging = scratch->filePath(QStringLiteral("staging"));
    if (reader.extractTo(staging, &problem))
        QDir(staging).removeRecursively();
    return 0;
}
