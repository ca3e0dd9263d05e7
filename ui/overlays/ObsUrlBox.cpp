#include "ui/overlays/ObsUrlBox.h"
#include "ui/Tr.h"

#include "ui/common/RevealGuard.h"
#include "ui/common/SecretClipboard.h"
#include "ui/overlays/UrlDragLabel.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHideEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>
#include <cmath>

namespace icui {

namespace {
/// Adding a browser source in OBS (Sources ▸ + ▸ Browser, a name, paste, the size) takes a
/// practised user half a minute; twice that leaves room, and a token should not stay longer.
int g_clearMs = 60'000;
int g_aftermathMs = 10'000;
constexpr int kTickMs = 200;
/// Stands for the token while the URL is not shown.
const QString kMask = QString(12, QChar(0x2022));
} // namespace

ObsUrlBox::ObsUrlBox(std::function<QUrl()> url, QWidget *parent)
    : QWidget(parent), m_url(std::move(url))
{
    m_drag = new UrlDragLabel(Tr::tr("Drag to OBS"), m_url, this);
    m_drag->setObjectName(QStringLiteral("dragToObs"));
    m_drag->setToolTip(Tr::tr("Drag this into OBS's scene to add the overlay as a browser "
                              "source: the URL does not go through the clipboard."));
    QFont bold = m_drag->font();
    bold.setBold(true);
    m_drag->setFont(bold);
    m_copy = new QPushButton(Tr::tr("C&opy URL for OBS"), this);
    m_copy->setObjectName(QStringLiteral("copyUrlButton"));
    m_copy->setToolTip(Tr::tr("The URL holds the tool's token: paste it into an OBS browser "
                              "source, and nowhere you would not paste a password."));
    SecretClipboard::reserveWidth(m_copy);
    m_show = new QPushButton(Tr::tr("Sho&w URL"), this);
    m_show->setObjectName(QStringLiteral("showUrlButton"));
    m_show->setCheckable(true);
    m_show->setAccessibleName(Tr::tr("Show or hide the URL's token"));
    // Show and Hide are both Alt+W, as on the Password page, so the same key toggles.
    m_show->setMinimumWidth(qMax(
        m_show->sizeHint().width(),
        m_show->fontMetrics().size(Qt::TextShowMnemonic, Tr::tr("Hide URL (&W)")).width() + 24));
    // Shown on a shared screen only as long as needed.
    new RevealGuard(m_show, this);
    m_field = new QLineEdit(this);
    m_field->setObjectName(QStringLiteral("urlField"));
    m_field->setAccessibleName(Tr::tr("The overlay's URL"));
    m_field->setReadOnly(true);
    m_field->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_clipboard = new QLabel(this);
    m_clipboard->setObjectName(QStringLiteral("clipboardLabel"));
    m_clipboard->setWordWrap(true);
    m_copyAgain = new QPushButton(Tr::tr("Cop&y Again"), this);
    m_copyAgain->setObjectName(QStringLiteral("copyAgainButton"));
    QSizePolicy keep = m_copyAgain->sizePolicy();
    keep.setRetainSizeWhenHidden(true); // appearing moves nothing
    m_copyAgain->setSizePolicy(keep);
    m_copyAgain->hide();

    connect(m_copy, &QPushButton::clicked, this, &ObsUrlBox::copy);
    connect(m_copyAgain, &QPushButton::clicked, this, &ObsUrlBox::copy);
    connect(m_show, &QPushButton::toggled, this, &ObsUrlBox::showUrl);
    connect(SecretClipboard::instance(), &SecretClipboard::expired, this, &ObsUrlBox::expired);
    m_tick.setInterval(kTickMs);
    connect(&m_tick, &QTimer::timeout, this, &ObsUrlBox::tick);
    m_aftermath.setSingleShot(true);
    connect(&m_aftermath, &QTimer::timeout, this, &ObsUrlBox::sayIdle);

    auto *ways = new QHBoxLayout;
    ways->addWidget(m_drag);
    ways->addWidget(m_copy);
    ways->addWidget(m_show);
    ways->addStretch(1);
    auto *clipboard = new QHBoxLayout;
    clipboard->addWidget(m_clipboard, 1);
    clipboard->addWidget(m_copyAgain);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(ways);
    layout->addWidget(m_field);
    layout->addLayout(clipboard);
    sayIdle();
    urlChanged();
}

int ObsUrlBox::clearMs()
{
    return g_clearMs;
}

void ObsUrlBox::setClearMs(int ms)
{
    g_clearMs = qMax(0, ms);
}

int ObsUrlBox::aftermathMs()
{
    return g_aftermathMs;
}

void ObsUrlBox::setAftermathMs(int ms)
{
    g_aftermathMs = qMax(0, ms);
}

bool ObsUrlBox::copy()
{
    const QUrl url = m_url();
    if (!url.isValid()) {
        Q_EMIT noUrl();
        return false;
    }
    m_copiedText = url.toString();
    SecretClipboard::copy(m_copy, m_copiedText, SecretClipboard::Kind::Secret, g_clearMs);
    m_generation = SecretClipboard::generation();
    m_copyAgain->show();
    m_tick.start();
    tick();
    Q_EMIT copied();
    return true;
}

void ObsUrlBox::tick()
{
    if (SecretClipboard::generation() != m_generation ||
        QApplication::clipboard()->text() != m_copiedText) {
        // Another copy (here, another card, the Password page) took the clipboard's place.
        m_tick.stop();
        sayAftermath(Tr::tr("Something else was copied since: the URL is no longer on the "
                            "clipboard."));
        return;
    }
    const qint64 left = SecretClipboard::remainingMs();
    if (left < 0)
        return m_tick.stop(); // expired() says what happened
    m_clipboard->setText(
        Tr::tr("Clipboard clears in %n s", nullptr, int(std::ceil(left / 1000.0))));
}

void ObsUrlBox::expired(bool cleared)
{
    if (!m_tick.isActive() || SecretClipboard::generation() != m_generation)
        return; // not this box's copy, or its countdown already said what became of it
    m_tick.stop();
    sayAftermath(cleared ? Tr::tr("Clipboard cleared: paste no longer gives the URL. Copy it "
                                  "again, or drag it to OBS.")
                         : Tr::tr("Something else was copied since: the URL is no longer on the "
                                  "clipboard."));
}

void ObsUrlBox::dropRenewedCopy(const QUrl &url)
{
    // Renew Token: the copied URL stopped working. Pasting it into OBS would fail without a word,
    // so it leaves the clipboard now (as a password manager clears an entry it replaced); the
    // new one is copied only when asked (Copy Again), never put on the clipboard unasked.
    if (!m_tick.isActive() || m_copiedText.isEmpty() || url.toString() == m_copiedText)
        return;
    m_tick.stop();
    if (!SecretClipboard::withdraw(m_generation, m_copiedText))
        return sayAftermath(Tr::tr("Something else was copied since: the URL is no longer on "
                                   "the clipboard."));
    m_copiedText.clear();
    sayAftermath(Tr::tr("Token renewed: the old URL, which no longer works, was removed from the "
                        "clipboard. Copy the new one, or drag it to OBS."));
}

void ObsUrlBox::sayAftermath(const QString &text)
{
    m_clipboard->setText(text);
    m_aftermath.start(g_aftermathMs);
}

void ObsUrlBox::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    // The page was left (not the window minimised): the news is old once it is back.
    if (!event->spontaneous() && m_aftermath.isActive())
        sayIdle();
}

void ObsUrlBox::sayIdle()
{
    m_aftermath.stop();
    m_copyAgain->hide();
    m_clipboard->setText(Tr::tr("Drag it into OBS, or copy the URL: the clipboard is cleared "
                                "again after %n s.",
                                nullptr, g_clearMs / 1000));
}

void ObsUrlBox::showUrl(bool shown)
{
    m_show->setText(shown ? Tr::tr("Hide URL (&W)") : Tr::tr("Sho&w URL"));
    urlChanged();
}

void ObsUrlBox::urlChanged()
{
    const QUrl url = m_url();
    dropRenewedCopy(url);
    if (!url.isValid()) {
        m_field->clear();
        m_field->setPlaceholderText(Tr::tr("No URL yet: the preview has not loaded."));
        return;
    }
    // The token is the secret; the rest says where the overlay is served.
    m_field->setText(m_show->isChecked() ? url.toString()
                                         : url.adjusted(QUrl::RemoveFragment).toString() +
                                               QStringLiteral("#token=") + kMask);
    m_field->setCursorPosition(0);
}

} // namespace icui
