#pragma once
// A file or folder path on one line: whole whenever it fits; when it does not, its middle is
// elided ("/tmp/tmp.9Pyy…/iron-curtain/config.toml": where it is and which file it is both
// stay), never wrapped inside a name (the sixth newcomer saw "/tmp/tmp.↵9Pyy…", s1-73) nor cut
// at its start (the twelfth saw "…p/tmp.p82x…", s4-14); the whole path is its tooltip and
// fullPath().

#include "ui/common/ElidedLabel.h"

namespace icui {

class ElidedPathLabel : public ElidedLabel
{
    Q_OBJECT
public:
    explicit ElidedPathLabel(QWidget *parent = nullptr);

    void setPath(const QString &path);
    QString fullPath() const { return fullText(); }
};

} // namespace icui
