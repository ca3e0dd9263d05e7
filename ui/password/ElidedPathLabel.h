#pragma once
// A file or folder path on one line: when it does not fit, its start is elided ("…/config/
// iron-curtain/config.toml": the file's name and folder say which one it is), never wrapped
// inside a name (the sixth newcomer saw "/tmp/tmp.↵9Pyy…", s1-73); the whole path is its
// tooltip and fullPath().

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

private:
    void elide();
    QString m_path;
};

} // namespace icui
