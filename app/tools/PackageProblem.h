#pragma once
// Why a .icpkg was refused: one kind per rule (so a caller or a test can tell them apart) and a
// message a person can act on (which entry, what rule, what to do). A file that is no package or
// a damaged one (notAPackage()) is told apart from one that breaks a safety rule
// (breaksSafetyRule()): only the latter is a reason to distrust the file's author.

#include "tools/Tr.h"

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
    /// Not a package at all, or a damaged one: not a zip, truncated, unreadable entries, no
    /// tool.yaml. Download it again.
    bool notAPackage() const { return kind == NotAZip || kind == Damaged || kind == NoManifest; }
    /// A path, link, size, duplicate or name rule that keeps a package from writing outside its
    /// folder or filling the disk: the strong warning.
    bool breaksSafetyRule() const { return kind >= AbsolutePath && kind <= ManifestTooLarge; }
    /// The message of a notAPackage() problem: "<file> is not a tool package (or it is
    /// damaged): <reason>. Download it again or ask its author for a new one."
    static QString notAPackageText(const QString &fileName, const QString &reason)
    {
        return Tr::tr("\"%1\" is not a tool package (or it is damaged): %2. Download it again or "
                      "ask its author for a new one.")
            .arg(fileName, reason);
    }
    static PackageProblem make(Kind kind, const QString &entry, const QString &message)
    {
        return PackageProblem{kind, entry, message};
    }
};

} // namespace ictools
