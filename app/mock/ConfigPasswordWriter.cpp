#include "mock/ConfigPasswordWriter.h"

#include "common/GameConfigEditor.h"
#include "icrp/protocol/IcrpAuth.h"

namespace icmock {

ic::Result<QString> ConfigPasswordWriter::generateInto(const QString &path)
{
    const QString password = icrp::IcrpAuth::generatePassword();
    if (const auto written = write(path, password); !written)
        return written.error();
    return password;
}

ic::Result<void> ConfigPasswordWriter::write(const QString &path, const QString &password)
{
    if (const auto saved = ic::GameConfigEditor::setSecretString(
            path, QStringLiteral("remote"), QStringLiteral("password"), password);
        !saved)
        return ic::Error{saved.error().code,
                         QStringLiteral("Could not write the generated password into %1: %2 Make "
                                        "the file writable, or set [remote] password in it "
                                        "yourself.")
                             .arg(path, saved.error().message)};
    return ic::success();
}

} // namespace icmock
