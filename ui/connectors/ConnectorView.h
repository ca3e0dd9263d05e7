#pragma once
// One connector in the window: a command console (pick a command of its catalogue, fill the
// form built from it, Run, see the answer), the figures that matter for its protocol, what the
// peer said unasked, and a live log of everything sent and received with timestamps. It shows
// and drives a icconnectors::Connector; it owns nothing of the connection.

#include "connectors/common/Connector.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QStackedWidget;
class QTableView;
class QTreeWidget;

namespace icconnectors {
class WireLogModel;
}

namespace icui {

class Oa1RemoteBashView;
class ParamForm;
class WireLogProxy;

class ConnectorView : public QWidget
{
    Q_OBJECT
public:
    explicit ConnectorView(QWidget *parent = nullptr);

    /// Shows `connector` (nullptr: nothing); the log starts empty.
    void setConnector(icconnectors::Connector *connector);
    icconnectors::Connector *connector() const { return m_connector; }

    /// Runs the chosen command with the form's values (the Run button).
    void runCommand();
    bool selectCommand(const QString &name);

    ParamForm *form() const { return m_form; }
    QPlainTextEdit *resultView() const { return m_result; }
    QTableView *wireView() const { return m_wireView; }
    QTreeWidget *figuresView() const { return m_figures; }
    QListWidget *eventsView() const { return m_events; }
    icconnectors::WireLogModel *wireLog() const { return m_wireLog; }
    /// The session view shown instead of the console for an OA1 RemoteBash connection.
    Oa1RemoteBashView *remoteBashView() const { return m_remoteBash; }

private:
    QWidget *makeConsole();
    QWidget *makeLog();
    void showCommand(int index);
    void showResult(const icconnectors::CommandResult &result);
    void showPeerEvent(const QString &name, const QJsonValue &payload);
    void refreshFigures();
    void refreshState();
    void scrollLogToNewest();

    QPointer<icconnectors::Connector> m_connector;
    QList<QMetaObject::Connection> m_links;
    quint64 m_pendingRun = 0;

    QStackedWidget *m_consoles = nullptr;
    Oa1RemoteBashView *m_remoteBash = nullptr;
    QComboBox *m_command = nullptr;
    QLabel *m_summary = nullptr;
    ParamForm *m_form = nullptr;
    QPushButton *m_run = nullptr;
    QLabel *m_status = nullptr;
    QPlainTextEdit *m_result = nullptr;
    QTreeWidget *m_figures = nullptr;
    QListWidget *m_events = nullptr;
    icconnectors::WireLogModel *m_wireLog = nullptr;
    WireLogProxy *m_wireFilter = nullptr;
    QLineEdit *m_filter = nullptr;
    QTableView *m_wireView = nullptr;
    bool m_follow = true;
};

} // namespace icui
