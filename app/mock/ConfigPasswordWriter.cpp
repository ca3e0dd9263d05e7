#include "mock/ConfigPasswordWriter.h"

#include "common/GameConfigEditor.h"
#include "icrp/protocol/IcrpAuth.h"

#include <QFile>

namespace icmock {

namespace {

constexpr QFileDevice::Permissions kOwnerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;

ic::Result<void> restrictToOwner(const QString &path)
{
    QFile file(path);
    if (file.setPermissions(kOwnerOnly))
        return ic::success();
    return ic::Error{QStringLiteral("config.permissions"),
                     QStringLiteral("Cannot make %1 readable by its owner only (mode 0600): %2. "
                                    "Run the game as the file's owner, or set [remote] password "
                                    "in it yourself.")
                         .arg(path, file.errorString())};
}

} // namespace

ic::Result<QString> ConfigPasswordWriter::generateInto(const QString &path)
{
    const QString password = icrp::IcrpAuth::generatePassword();
    if (const auto written = write(path, password); !written)
        return written.error();
    return password;
}

ic::Result<void> ConfigPasswordWriter::write(const QString &path, const QString &password)
{
    // Private before the secret goes in: QSaveFile gives the new file the old one's mode.
    if (const auto restricted = restrictToOwner(path); !restricted)
        return restricted;
    if (const auto saved = ic::GameConfigEditor::setString(path, QStringLiteral("remote"),
                                                           QStringLiteral("password"), password);
        !saved)
        return ic::Error{saved.error().code,
                         QStringLiteral("Could not write the generated password into %1: %2 Make "
                                        "the file writable, or set [remote] password in it "
                                        "yourself.")
                             .arg(path, saved.error().message)};
    // Whatever the save did with the mode, the file holds a secret now.
    return restrictToOwner(path);
}

} // namespace icmock
