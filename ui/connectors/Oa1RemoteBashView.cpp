#include "ui/connectors/Oa1RemoteBashView.h"
#include "ui/Tr.h"

#include "ui/common/ActionFeedback.h"
#include "ui/common/MessageBar.h"
#include "ui/common/MessageBox.h"

#include "common/ForeignText.h"
#include "connectors/oa1/Oa1RemoteBashConnector.h"

#include <QFontDatabase>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

namespace icui {
namespace {

using icconnectors::oa1::Oa1RemoteBashConnector;

// The length of the valid UTF-8 sequence at `i`, or 0.
qsizetype utf8Length(const QByteArray &bytes, qsizetype i)
{
    const auto c = static_cast<unsigned char>(bytes.at(i));
    const qsizetype n = c < 0x80   ? 1
                        : c < 0xC2 ? 0
                        : c < 0xE0 ? 2
                        : c < 0xF0 ? 3
                        : c < 0xF5 ? 4
                                   : 0;
    if (n == 0 || i + n > bytes.size())
        return 0;
    const QByteArray one = bytes.mid(i, n);
    return QString::fromUtf8(one).toUtf8() == one ? n : 0; // invalid forms become U+FFFD
}

} // namespace

QString Oa1RemoteBashView::shownText(const QByteArray &bytes)
{
    QString text;
    const QByteArray plain = QByteArray(bytes).replace("\r\n", "\n");
    for (qsizetype i = 0; i < plain.size();) {
        const qsizetype n = utf8Length(plain, i);
        if (n == 0) {
            text += QStringLiteral("\\x%1").arg(uchar(plain.at(i)), 2, 16, QLatin1Char('0'));
            ++i;
            continue;
        }
        text += ic::ForeignText::escaped(QString::fromUtf8(plain.mid(i, n)), true);
        i += n;
    }
    return text;
}

Oa1RemoteBashView::Oa1RemoteBashView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("remoteBashView"));
    m_bar = new MessageBar(this);
    m_peer = new QLabel(this);
    m_peer->setObjectName(QStringLiteral("remoteBashPeer"));
    m_peer->setWordWrap(true);
    m_peer->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_output = new QPlainTextEdit(this);
    m_output->setObjectName(QStringLiteral("remoteBashOutput"));
    m_output->setAccessibleName(Tr::tr("Output of the remote commands"));
    m_output->setReadOnly(true);
    m_output->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_output->setPlaceholderText(
        Tr::tr("Each command and its output show here, control characters escaped."));
    m_line = new QLineEdit(this);
    m_line->setObjectName(QStringLiteral("remoteBashCommand"));
    m_line->setAccessibleName(Tr::tr("Shell command to run on the remote machine"));
    m_line->setPlaceholderText(Tr::tr("A shell command, such as uname -a"));
    m_line->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_runButton = new QPushButton(Tr::tr("&Run"), this);
    m_runButton->setObjectName(QStringLiteral("remoteBashRun"));
    m_cancel = new QPushButton(Tr::tr("&Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("remoteBashCancel"));
    connect(m_line, &QLineEdit::returnPressed, this, &Oa1RemoteBashView::runCommand);
    connect(m_runButton, &QPushButton::clicked, this, &Oa1RemoteBashView::runCommand);
    connect(m_cancel, &QPushButton::clicked, this, &Oa1RemoteBashView::cancelCommand);

    auto *prompt = new QLabel(QStringLiteral("$"), this);
    prompt->setFont(m_line->font());
    auto *row = new QHBoxLayout;
    row->addWidget(prompt);
    row->addWidget(m_line, 1);
    row->addWidget(m_runButton);
    row->addWidget(m_cancel);
    auto *box = new QGroupBox(Tr::tr("RemoteBash session"), this);
    auto *inside = new QVBoxLayout(box);
    inside->addWidget(m_peer);
    inside->addWidget(m_output, 1);
    inside->addLayout(row);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_bar);
    layout->addWidget(box, 1);
    setConnector(nullptr);
}

void Oa1RemoteBashView::setConnector(Oa1RemoteBashConnector *connector)
{
    for (const auto &link : std::as_const(m_links))
        disconnect(link);
    m_links.clear();
    m_connector = connector;
    m_run = 0;
    m_atLineStart = true;
    m_confirmedFor.clear();
    m_output->clear();
    m_bar->hideMessage();
    if (connector) {
        using C = icconnectors::Connector;
        m_links << connect(connector, &Oa1RemoteBashConnector::output, this,
                           &Oa1RemoteBashView::onOutput)
                << connect(connector, &C::finished, this, &Oa1RemoteBashView::onFinished)
                << connect(connector, &Oa1RemoteBashConnector::peerIdentified, this,
                           &Oa1RemoteBashView::refresh)
                << connect(connector, &C::stateChanged, this, [this](C::State state) {
                       if (state != C::State::Open)
                           m_confirmedFor.clear(); // a new session asks again
                       refresh();
                   });
    }
    refresh();
}

void Oa1RemoteBashView::refresh()
{
    const bool open = m_connector && m_connector->state() == icconnectors::Connector::State::Open;
    if (!m_connector) {
        m_peer->clear();
    } else if (m_connector->peerIdentity().isEmpty()) {
        m_peer->setText(Tr::tr("Commands go to %1 in %2, not seen in the channel yet.")
                            .arg(m_connector->peerNick(), m_connector->config().channel));
    } else {
        m_peer->setText(Tr::tr("Commands you run here run on another machine: the one "
                               "behind %1.")
                            .arg(ic::ForeignText::escaped(m_connector->peerIdentity())));
    }
    m_line->setEnabled(open);
    m_runButton->setEnabled(open && m_run == 0);
    m_cancel->setEnabled(m_run != 0);
}

bool Oa1RemoteBashView::confirmSession()
{
    const QString who =
        m_connector->peerIdentity().isEmpty()
            ? Tr::tr("%1 (user and host not known yet)").arg(m_connector->peerNick())
            : ic::ForeignText::escaped(m_connector->peerIdentity());
    if (m_confirmedFor == who)
        return true;
    if (!MessageBox::confirm(
            this, Tr::tr("Run commands on another machine"),
            Tr::tr("Run commands on %1?\n\nWhatever you type is run as a shell command on that "
                   "machine, with the rights of whoever runs it there. IRC nicks are not "
                   "authenticated: make sure this is the machine you mean.")
                .arg(who),
            Tr::tr("&Run commands")))
        return false;
    m_confirmedFor = who;
    return true;
}

void Oa1RemoteBashView::runCommand()
{
    const QString command = m_line->text().trimmed();
    if (!m_connector || m_run != 0 || command.isEmpty())
        return;
    if (!confirmSession()) {
        ActionFeedback::say(this, Tr::tr("Nothing was run."));
        return;
    }
    if (!m_atLineStart)
        append(QStringLiteral("\n"));
    append(QStringLiteral("$ %1\n").arg(ic::ForeignText::escaped(command)));
    m_atLineStart = true;
    m_run = m_connector->run(QString::fromLatin1(Oa1RemoteBashConnector::kCommand),
                             {{QStringLiteral("command"), command}});
    m_line->clear();
    refresh();
}

void Oa1RemoteBashView::cancelCommand()
{
    if (m_connector && m_run != 0)
        m_connector->cancel(m_run);
}

void Oa1RemoteBashView::append(const QString &text)
{
    QScrollBar *bar = m_output->verticalScrollBar();
    const bool follow = bar->value() >= bar->maximum();
    m_output->moveCursor(QTextCursor::End);
    m_output->insertPlainText(text);
    if (follow)
        bar->setValue(bar->maximum());
}

void Oa1RemoteBashView::onOutput(quint64 run, const QByteArray &bytes)
{
    if (run != m_run || bytes.isEmpty())
        return;
    const QString text = shownText(bytes);
    append(text);
    m_atLineStart = text.endsWith(QLatin1Char('\n'));
}

void Oa1RemoteBashView::onFinished(const icconnectors::CommandResult &result)
{
    if (result.run != m_run)
        return;
    m_run = 0;
    if (!m_atLineStart)
        append(QStringLiteral("\n"));
    m_atLineStart = true;
    const bool truncated = result.data.toObject().value(QLatin1String("truncated")).toBool();
    if (result.ok()) {
        append(truncated ? Tr::tr("[finished; output truncated at the size limit]\n")
                         : Tr::tr("[finished]\n"));
        ActionFeedback::say(this, Tr::tr("Remote command finished: %1").arg(result.message()));
        m_bar->clearIfKind(MessageBar::Kind::Error);
    } else {
        const QString why = QStringLiteral("%1: %2").arg(
            result.errorCode(), ic::ForeignText::escaped(result.message()));
        append(Tr::tr("[ended: %1]\n").arg(why));
        ActionFeedback::say(this, Tr::tr("Remote command ended: %1").arg(why));
        if (result.errorCode() != QLatin1String("cancelled"))
            m_bar->showMessage(MessageBar::Kind::Error,
                               Tr::tr("The remote command failed: %1").arg(why));
    }
    refresh();
}

} // namespace icui
