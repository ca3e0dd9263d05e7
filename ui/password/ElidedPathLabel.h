#pragma once
// A file or folder path on one line: whole whenever it fits; when it does not, its middle is
// elided ("/tmp/tmp.9Pyy…/iron-curtain/config.toml": where it is and which file it is both
// stay), never wrapped inside a name (the sixth newcomer saw "/tmp/tmp.↵9Pyy…", s1-73) nor cut
// at its start (the twelfth saw "…p/tmp.p82x…", s4-14); the whole path is its tooltip and
// fullPath().

#include <QLabel>

namespace icui {

class ElidedPathLabel : public QLabel
{
    Q_OBJECT
public:
    explicit ElidedPathLabel(QWidget *parent = nullptr);

    void setPath(const QString &path);
    QString fullPath() const { return m_path; }
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void elide();
    QString m_path;
};

} // namespace icui
