#pragma once
// Why a .icpkg was refused: one kind per rule (so a caller or a test can tell them apart) and a
// message a person can act on (which entry, what rule, what to do).

#include <QString>

namespace ictools {

struct PackageProblem
{
    enum Kind {
        None,
        CannotOpen,
        NotAZip,
        Damaged,
        NoManifest,
        AbsolutePath,
        ParentSegment,
        Backslash,
        DriveLetter,
        EmptySegment,
        InvalidUtf8,
        ControlCharacter,
        SymbolicLink,
        HardLink,
        SpecialFile,
        Duplicate,
        TooManyEntries,
        FileTooLarge,
        TotalTooLarge,
        ManifestTooLarge,
        WriteFailed,
    };

    Kind kind = None;
    /// The entry's name as stored (invalid bytes shown as \xNN); empty when not about one entry.
    QString entry;
    QString message;

    bool ok() const { return kind == None; }
    static PackageProblem make(Kind kind, const QString &entry, const QString &message)
    {
        return PackageProblem{kind, entry, message};
    }
};

} // namespace ictools
