#include "tools/ArchiveEntryCheck.h"
#include "tools/Tr.h"

#include <QCoreApplication>

#include <archive_entry.h>

namespace ictools {

namespace {

QString hexByte(unsigned char c)
{
    return QStringLiteral("\\x%1").arg(unsigned(c), 2, 16, QLatin1Char('0'));
}

/// Length of the valid UTF-8 sequence at bytes[i], or 0 when it is not one.
int utf8SequenceLength(const QByteArray &bytes, qsizetype i)
{
    const auto at = [&bytes](qsizetype k) { return static_cast<unsigned char>(bytes.at(k)); };
    const unsigned char c = at(i);
    if (c < 0x80)
        return 1;
    int length = 0;
    char32_t code = 0;
    char32_t minimum = 0;
    if ((c & 0xE0) == 0xC0) {
        length = 2;
        code = c & 0x1F;
        minimum = 0x80;
    } else if ((c & 0xF0) == 0xE0) {
        length = 3;
        code = c & 0x0F;
        minimum = 0x800;
    } else if ((c & 0xF8) == 0xF0) {
        length = 4;
        code = c & 0x07;
        minimum = 0x10000;
    } else {
        return 0;
    }
    if (i + length > bytes.size())
        return 0;
    for (int k = 1; k < length; ++k) {
        const unsigned char cc = at(i + k);
        if ((cc & 0xC0) != 0x80)
            return 0;
        code = (code << 6) | (cc & 0x3F);
    }
    if (code < minimum || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF))
        return 0;
    return length;
}

bool hasControlCharacter(const QString &name)
{
    for (const QChar ch : name) {
        const char16_t u = ch.unicode();
        if (u < 0x20 || u == 0x7F || (u >= 0x80 && u <= 0x9F))
            return true;
    }
    return false;
}

} // namespace

bool ArchiveEntryCheck::isValidUtf8(const QByteArray &bytes)
{
    for (qsizetype i = 0; i < bytes.size();) {
        const int n = utf8SequenceLength(bytes, i);
        if (n == 0)
            return false;
        i += n;
    }
    return true;
}

QString ArchiveEntryCheck::printable(const QByteArray &raw)
{
    QString shown;
    for (qsizetype i = 0; i < raw.size();) {
        const int n = utf8SequenceLength(raw, i);
        if (n == 0) {
            shown += hexByte(static_cast<unsigned char>(raw.at(i)));
            ++i;
            continue;
        }
        const QString piece = QString::fromUtf8(raw.constData() + i, n);
        if (hasControlCharacter(piece)) {
            for (int k = 0; k < n; ++k)
                shown += hexByte(static_cast<unsigned char>(raw.at(i + k)));
        } else {
            shown += piece;
        }
        i += n;
    }
    return shown;
}

PackageProblem ArchiveEntryCheck::checkPath(const QByteArray &raw, QString *path)
{
    using P = PackageProblem;
    const QString shown = printable(raw);
    if (raw.isEmpty())
        return P::make(P::EmptySegment, shown,
                       Tr::tr("The package has an entry without a name. Rebuild the package with "
                              "\"ic-tool package\"."));
    if (!isValidUtf8(raw))
        return P::make(
            P::InvalidUtf8, shown,
            Tr::tr("Entry \"%1\": its name is not valid UTF-8. Rename the file to a UTF-8 "
                   "name and rebuild the package.")
                .arg(shown));
    const QString name = QString::fromUtf8(raw);
    if (hasControlCharacter(name))
        return P::make(
            P::ControlCharacter, shown,
            Tr::tr("Entry \"%1\": its name contains a control character. Rename the file "
                   "and rebuild the package.")
                .arg(shown));
    if (name.startsWith(QLatin1Char('/')))
        return P::make(P::AbsolutePath, shown,
                       Tr::tr("Entry \"%1\" has an absolute path; a package may only hold paths "
                              "relative to its root. The package is unsafe: do not install it.")
                           .arg(shown));
    if (name.contains(QLatin1Char('\\')))
        return P::make(P::Backslash, shown,
                       Tr::tr("Entry \"%1\" contains a backslash; use \"/\" between folders and "
                              "rebuild the package.")
                           .arg(shown));
    if (name.size() >= 2 && name.at(1) == QLatin1Char(':') && name.at(0).isLetter() &&
        name.at(0).unicode() < 0x80)
        return P::make(
            P::DriveLetter, shown,
            Tr::tr("Entry \"%1\" starts with a drive letter; a package may only hold "
                   "paths relative to its root. The package is unsafe: do not install it.")
                .arg(shown));
    QString relative = name;
    if (relative.endsWith(QLatin1Char('/')))
        relative.chop(1);
    const QStringList segments = relative.split(QLatin1Char('/'));
    for (const QString &segment : segments) {
        if (segment == QLatin1String(".."))
            return P::make(P::ParentSegment, shown,
                           Tr::tr("Entry \"%1\" contains \"..\" and would be written outside the "
                                  "tool's folder. The package is unsafe: do not install it.")
                               .arg(shown));
    }
    for (const QString &segment : segments) {
        if (segment.isEmpty() || segment == QLatin1String("."))
            return P::make(P::EmptySegment, shown,
                           Tr::tr("Entry \"%1\" has an empty or \".\" path segment; rebuild the "
                                  "package with \"ic-tool package\".")
                               .arg(shown));
    }
    if (path)
        *path = relative;
    return {};
}

PackageProblem ArchiveEntryCheck::checkType(archive_entry *entry, const QString &shownName)
{
    using P = PackageProblem;
    if (archive_entry_hardlink(entry) != nullptr)
        return P::make(P::HardLink, shownName,
                       Tr::tr("Entry \"%1\" is a hard link; a package may only hold regular files "
                              "and folders. The package is unsafe: do not install it.")
                           .arg(shownName));
    switch (archive_entry_filetype(entry)) {
    case AE_IFREG:
    case AE_IFDIR:
        return {};
    case AE_IFLNK:
        return P::make(P::SymbolicLink, shownName,
                       Tr::tr("Entry \"%1\" is a symbolic link; a package may only hold regular "
                              "files and folders. The package is unsafe: do not install it.")
                           .arg(shownName));
    default:
        return P::make(
            P::SpecialFile, shownName,
            Tr::tr("Entry \"%1\" is a device, fifo or socket; a package may only hold "
                   "regular files and folders. The package is unsafe: do not install it.")
                .arg(shownName));
    }
}

} // namespace ictools
