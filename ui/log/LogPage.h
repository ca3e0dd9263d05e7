#pragma once
// The Log page: what the panel did and what failed, newest at the bottom, with a filter and a
// copy button; errors and warnings stand out (LogLevelStyle), repeated lines are folded by the
// model, and a long line wraps onto more lines (LogLineDelegate). It only shows the panel's log
// model (which never holds a secret).

#include <QWidget>

class QAbstractItemModel;
class QLineEdit;
class QPushButton;
class QTreeView;

namespace icui {

class LogLevelStyle;

class LogPage : public QWidget
{
    Q_OBJECT
public:
    explicit LogPage(QAbstractItemModel *model, QWidget *parent = nullptr);

    QTreeView *view() const { return m_view; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void copyVisible();
    void scrollToNewest();
    void fitFixedColumns();
    void wrapLongLines();
    /// The rows' heights again, for the message column's new width.
    void measureRowsAgain();

    LogLevelStyle *m_proxy = nullptr;
    QLineEdit *m_filter = nullptr;
    QTreeView *m_view = nullptr;
    QPushButton *m_copy = nullptr;
    bool m_follow = true;
};

} // namespace icui
