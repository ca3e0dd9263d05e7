#include "ui/overlays/OverlayPreview.h"
#include "ui/Tr.h"

#include "ui/common/ExternalLink.h"
#include "ui/common/MessageBox.h"
#include "ui/common/SecretClipboard.h"
#include "ui/overlays/Checkerboard.h"
#include "ui/overlays/PreviewConsole.h"
#include "ui/overlays/PreviewPage.h"
#include "ui/overlays/UrlDragLabel.h"

#include "panel/LogModel.h"
#include "panel/Panel.h"
#include "tools/ToolManifest.h"
#include "tools/ToolRegistry.h"

#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>
#include <QWebEngineProfile>
#include <QWebEngineView>
#include <utility>

namespace icui {

namespace {
/// The widest a preview is drawn, in pixels; a larger overlay is scaled down to it.
constexpr int kPreviewWidth = 440;
/// While the panel reads the tool's token from the keychain: tries, and the pause between.
constexpr int kUrlTries = 40;
constexpr int kUrlRetryMs = 250;
} // namespace

OverlayPreview::OverlayPreview(icpanel::Panel &panel, const QString &toolId, QWidget *parent)
    : QFrame(parent), m_panel(panel), m_toolId(toolId)
{
    setObjectName(QStringLiteral("overlayPreview-") + toolId);
    setFrameShape(QFrame::StyledPanel);
    setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Maximum);
    readOverlaySize();
    const ictools::InstalledTool *tool = m_panel.tools()->find(toolId);
    m_title = new QLabel(QStringLiteral("<b>%1</b>  <span>%2</span>")
                             .arg((tool ? tool->name : toolId).toHtmlEscaped(), toolId),
                         this);
    m_title->setTextFormat(Qt::RichText);
    m_size = new QLabel(Tr::tr("%1 × %2, shown at %3 %")
                            .arg(m_overlaySize.width())
                            .arg(m_overlaySize.height())
                            .arg(qRound(m_scale * 100)),
                        this);
    m_size->setObjectName(QStringLiteral("sizeLabel"));
    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("stateLabel"));
    m_state->setWordWrap(true);
    m_console = new PreviewConsole(this);
    m_console->setObjectName(QStringLiteral("previewConsole"));
    m_console->setAccessibleName(Tr::tr("Page console of %1").arg(toolId));
    m_console->setMaximumHeight(m_console->fontMetrics().lineSpacing() * 4 + 10);
    m_console->hide(); // until the page says something

    auto *layout = new QVBoxLayout(this);
    auto *head = new QHBoxLayout;
    head->addWidget(m_title, 1);
    head->addWidget(m_size);
    layout->addLayout(head);
    layout->addWidget(createPreview(), 0, Qt::AlignHCenter);
    layout->addWidget(m_state);
    layout->addLayout(createButtons());
    layout->addWidget(m_console);
}

OverlayPreview::~OverlayPreview()
{
    // A profile may only go once no page uses it.
    m_view->setPage(nullptr);
    delete m_page;
    delete m_profile;
}

void OverlayPreview::readOverlaySize()
{
    // The installed manifest says how big the overlay is meant to be in OBS.
    QFile file(m_panel.tools()->toolFolder(m_toolId) + QLatin1Char('/') +
               ictools::ToolManifest::manifestFileName());
    if (file.open(QIODevice::ReadOnly)) {
        const auto parsed = ictools::ToolManifest::parse(file.read(256 * 1024));
        if (parsed.manifest && parsed.manifest->overlay())
            m_overlaySize =
                QSize(parsed.manifest->overlay()->width, parsed.manifest->overlay()->height);
    }
    // QtWebEngine zooms from 25 % up.
    m_scale = qBound(0.25, qreal(kPreviewWidth) / m_overlaySize.width(), 1.0);
}

QWidget *OverlayPreview::createPreview()
{
    m_checkerboard = new Checkerboard(this);
    const QSize shown(qRound(m_overlaySize.width() * m_scale),
                      qRound(m_overlaySize.height() * m_scale));
    m_checkerboard->setFixedSize(shown);
    // Off the record: nothing of one preview (storage, cookies) is kept or seen by another.
    m_profile = new QWebEngineProfile(static_cast<QObject *>(nullptr));
    m_page = new PreviewPage(m_profile, nullptr);
    m_page->setBackgroundColor(Qt::transparent);
    m_page->setZoomFactor(m_scale);
    m_view = new QWebEngineView(m_checkerboard);
    m_view->setObjectName(QStringLiteral("previewView"));
    m_view->setAccessibleName(Tr::tr("Preview of %1").arg(m_toolId));
    m_view->setPage(m_page);
    m_view->setContextMenuPolicy(Qt::NoContextMenu);
    m_view->setGeometry(QRect(QPoint(0, 0), shown));
    connect(m_page, &PreviewPage::consoleMessage, this, &OverlayPreview::addConsoleLine);
    connect(m_page, &QWebEnginePage::loadFinished, this, [this](bool ok) {
        if (std::exchange(m_throughBlank, false))
            return m_page->load(m_url);
        if (!ok)
            setState(Tr::tr("The page did not load. Is the tool enabled, and the overlay host "
                            "running (see the Log page)?"),
                     true);
        else if (m_consoleErrors == 0) // a script that threw while loading keeps saying so
            setState({}, false);
        Q_EMIT loaded(ok);
    });
    connect(m_page, &QWebEnginePage::renderProcessTerminated, this,
            [this] { setState(Tr::tr("The page's process ended. Press Reload."), true); });
    return m_checkerboard;
}

QLayout *OverlayPreview::createButtons()
{
    m_reload = new QPushButton(Tr::tr("Reload"), this);
    m_reload->setObjectName(QStringLiteral("reloadButton"));
    m_copy = new QPushButton(Tr::tr("Copy URL for OBS"), this);
    m_copy->setObjectName(QStringLiteral("copyUrlButton"));
    m_copy->setToolTip(Tr::tr("The URL holds the tool's token: paste it into an OBS browser "
                              "source, and nowhere you would not paste a password."));
    m_open = new QPushButton(Tr::tr("Open in Browser"), this);
    m_open->setObjectName(QStringLiteral("openInBrowserButton"));
    m_renew = new QPushButton(Tr::tr("Renew Token…"), this);
    m_renew->setObjectName(QStringLiteral("renewTokenButton"));
    m_drag = new UrlDragLabel(
        Tr::tr("Drag to OBS"), [this] { return m_url; }, this);
    m_drag->setObjectName(QStringLiteral("dragToObs"));
    m_drag->setToolTip(
        Tr::tr("Drag this into OBS's scene to add the overlay as a browser source."));
    connect(m_reload, &QPushButton::clicked, this, &OverlayPreview::load);
    connect(m_copy, &QPushButton::clicked, this, &OverlayPreview::copyUrl);
    connect(m_open, &QPushButton::clicked, this, &OverlayPreview::openInBrowser);
    connect(m_renew, &QPushButton::clicked, this, &OverlayPreview::renewToken);
    auto *buttons = new QHBoxLayout;
    for (QWidget *w : {static_cast<QWidget *>(m_reload), static_cast<QWidget *>(m_copy),
                       static_cast<QWidget *>(m_drag), static_cast<QWidget *>(m_open),
                       static_cast<QWidget *>(m_renew)})
        buttons->addWidget(w);
    buttons->addStretch(1);
    return buttons;
}

QWidget *OverlayPreview::checkerboard() const
{
    return m_checkerboard;
}

void OverlayPreview::load()
{
    QPointer<OverlayPreview> self(this);
    m_panel.toolUrl(m_toolId, [self](const ic::Result<QString> &url) {
        if (!self)
            return;
        if (!url) {
            // The token may still be on its way from the keychain.
            if (++self->m_urlTries < kUrlTries &&
                url.error().message.contains(QLatin1String("keychain")))
                return QTimer::singleShot(kUrlRetryMs, self, [self] { self->load(); });
            return self->setState(url.error().message, true);
        }
        self->m_urlTries = 0;
        self->m_consoleErrors = 0;
        const QUrl shown = self->m_page->url();
        self->m_url = QUrl(*url);
        self->setState(Tr::tr("Loading…"), false);
        // Only the #token changed (Renew Token): Chromium would move within the page instead of
        // loading it, and the page would keep its closed connection. Through a blank page, it
        // loads as OBS would load the new URL.
        self->m_throughBlank =
            shown != self->m_url &&
            shown.adjusted(QUrl::RemoveFragment) == self->m_url.adjusted(QUrl::RemoveFragment);
        self->m_page->load(self->m_throughBlank ? QUrl(QStringLiteral("about:blank"))
                                                : self->m_url);
    });
}

void OverlayPreview::setFrozen(bool frozen)
{
    const auto wanted =
        frozen ? QWebEnginePage::LifecycleState::Frozen : QWebEnginePage::LifecycleState::Active;
    // A page can be frozen only while nobody sees it.
    if (m_page->lifecycleState() != wanted && (!frozen || !m_page->isVisible()))
        m_page->setLifecycleState(wanted);
}

bool OverlayPreview::isFrozen() const
{
    return m_page->lifecycleState() == QWebEnginePage::LifecycleState::Frozen;
}

void OverlayPreview::copyUrl()
{
    if (!m_url.isValid())
        return setState(Tr::tr("No URL yet: the preview has not loaded."), true);
    SecretClipboard::copy(m_copy, m_url.toString(), SecretClipboard::Kind::Secret);
    m_panel.log()->info(Tr::tr("Copied the OBS URL of %1 (it leaves the clipboard again in %2 s).")
                            .arg(m_toolId)
                            .arg(SecretClipboard::clearDelayMs() / 1000));
}

void OverlayPreview::openInBrowser()
{
    if (!m_url.isValid() || !ExternalLink::open(m_url))
        setState(Tr::tr("There is no web browser to open it with."), true);
}

void OverlayPreview::renewToken()
{
    if (!MessageBox::confirm(
            this, Tr::tr("Renew the token of %1?").arg(m_toolId),
            Tr::tr("The overlay's URL stops working at once: every OBS source that uses it must "
                   "get the new URL (Copy URL for OBS after this). Do this when the URL was shown "
                   "on stream or shared by mistake."),
            Tr::tr("Renew Token")))
        return;
    QPointer<OverlayPreview> self(this);
    m_panel.renewToolToken(m_toolId, [self](const ic::Result<QString> &url) {
        if (!self)
            return;
        if (!url)
            return self->setState(url.error().message, true);
        self->load();
    });
}

void OverlayPreview::addConsoleLine(const QString &level, const QString &message,
                                    const QString &where)
{
    m_console->show();
    m_console->addLine(level, message, where);
    if (level == QLatin1String("error"))
        setState(Tr::tr("The page reported %n error(s): see its console below.", nullptr,
                        ++m_consoleErrors),
                 true);
}

void OverlayPreview::setState(const QString &text, bool problem)
{
    m_state->setText(text);
    m_state->setForegroundRole(problem ? QPalette::BrightText : QPalette::WindowText);
    m_state->setBackgroundRole(problem ? QPalette::Highlight : QPalette::Window);
    m_state->setAutoFillBackground(problem);
    m_state->setVisible(!text.isEmpty());
}

} // namespace icui
