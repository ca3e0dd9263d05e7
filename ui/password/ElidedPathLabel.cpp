#include "ui/password/ElidedPathLabel.h"

namespace icui {

ElidedPathLabel::ElidedPathLabel(QWidget *parent) : ElidedLabel(parent, Qt::ElideMiddle, 8) {}

void ElidedPathLabel::setPath(const QString &path)
{
    setToolTip(path);
    setAccessibleDescription(path);
    setFullText(path);
}

} // namespace icui
