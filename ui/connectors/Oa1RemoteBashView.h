#pragma once
// An OA1 RemoteBash session (seed 004 §10) in the window, terminal-like: who the commands run
// as (the far side's nick!user@host) and a plain warning that they run on another machine, a
// command line, the output as it arrives, how each command ended, and Cancel. Before the first
// command of a session — and again when the far side's nick!user@host changes — it asks "Run
// commands on …?" (MessageBox::confirm). Output never reaches the screen raw: control
// characters (ESC, BEL, …) are written as \x1b, \x07 (ic::ForeignText), bytes that are not UTF-8
// as \xHH. It drives an Oa1RemoteBashConnector and owns nothing of it.

#include <QPointer>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace icconnectors {
struct CommandResult;
namespace oa1 {
class Oa1RemoteBashConnector;
}
} // namespace icconnectors

namespace icui {

class MessageBar;

class Oa1RemoteBashView : public QWidget
{
    Q_OBJECT
public:
    explicit Oa1RemoteBashView(QWidget *parent = nullptr);

    /// Shows `connector`'s session (nullptr: none); a new session starts empty and unconfirmed.
    void setConnector(icconnectors::oa1::Oa1RemoteBashConnector *connector);
    /// Runs the command line's text (the Run button, Return).
    void runCommand();
    /// Cancels the command under way (the Cancel button).
    void cancelCommand();

    /// `bytes` as the screen shows them: UTF-8 decoded, CR LF as LF, every other control
    /// character and every byte that is not UTF-8 escaped.
    static QString shownText(const QByteArray &bytes);

    QLineEdit *commandLine() const { return m_line; }
    QPlainTextEdit *outputView() const { return m_output; }
    QLabel *peerLabel() const { return m_peer; }
    QPushButton *cancelButton() const { return m_cancel; }
    MessageBar *messageBar() const { return m_bar; }

private:
    void refresh();
    bool confirmSession();
    void append(const QString &text);
    void onOutput(quint64 run, const QByteArray &bytes);
    void onFinished(const icconnectors::CommandResult &result);

    QPointer<icconnectors::oa1::Oa1RemoteBashConnector> m_connector;
    QList<QMetaObject::Connection> m_links;
    quint64 m_run = 0;
    bool m_atLineStart = true;
    /// The nick!user@host the user agreed to run commands on in this session.
    QString m_confirmedFor;

    MessageBar *m_bar = nullptr;
    QLabel *m_peer = nullptr;
    QPlainTextEdit *m_output = nullptr;
    QLineEdit *m_line = nullptr;
    QPushButton *m_runButton = nullptr;
    QPushButton *m_cancel = nullptr;
};

} // namespace icui
