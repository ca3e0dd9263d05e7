#include "ui/overlays/OverlayPreview.h"
#include "ui/Tr.h"

#include "ui/common/ActionFeedback.h"
#include "ui/common/ExternalLink.h"
#include "ui/common/MessageBox.h"
#include "ui/overlays/AudienceBadge.h"
#include "ui/overlays/Checkerboard.h"
#include "ui/overlays/ObsUrlBox.h"
#include "ui/overlays/PreviewConsole.h"
#include "ui/overlays/PreviewPage.h"
#include "ui/overlays/UrlDragLabel.h"

#include "host/OverlayAudience.h"
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
#include <algorithm>
#include <utility>

namespace icui {

namespace {
/// The widest a preview is drawn until the page says how wide it is (fitWidth()).
constexpr int kPreviewWidth = 440;
/// How often a loaded page is asked whether it draws anything.
constexpr int kIdleCheckMs = 1000;
/// What the page's watcher says in its console when what it draws changes ("…1": something,
/// "…0": nothing); OverlayPreview takes it and keeps it out of the page's console.
const char *const kDrawsMarker = "ic-preview-draws:";
/// True when the page paints anything in its viewport: text, an image, a canvas, a coloured or
/// imaged box, seen through its ancestors (visible, their opacity together above 5 %; one fading
/// in counts from its first frame). A page that leaves everything transparent (OBS shows the game
/// through it) is false. Run in the preview's own JavaScript world (the page's scripts neither
/// see nor change it), it also installs once per page a watcher of the page's elements that says
/// at once in the console (kDrawsMarker) when that answer changes: a kill line shows without
/// waiting for the once-a-second check (the seventeenth newcomer, s1-10).
const char *const kDrawsSomething = R"js((() => {
  const clear = (c) => c === "transparent" || /,\s*0\)$/.test(c);
  const moving = (e) => e.getAnimations().some((a) => a.playState === "running");
  const seen = (e) => {
    let opacity = 1;
    for (let n = e; n && n.nodeType === 1; n = n.parentElement) {
      const s = getComputedStyle(n);
      if (s.display === "none") return false;
      if (!moving(n)) opacity *= parseFloat(s.opacity);
    }
    return opacity > 0.05 && getComputedStyle(e).visibility === "visible";
  };
  const inks = (e, s) => /^(img|canvas|video|svg|iframe|object|embed)$/i.test(e.tagName) ||
    s.backgroundImage !== "none" || !clear(s.backgroundColor) ||
    (parseFloat(s.borderTopWidth) > 0 && !clear(s.borderTopColor)) ||
    [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== "");
  const painted = (e) => {
    const r = e.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0 || r.bottom <= 0 || r.right <= 0 ||
        r.left >= innerWidth || r.top >= innerHeight) return false;
    return inks(e, getComputedStyle(e)) && seen(e);
  };
  const draws = () => !!document.body &&
    [document.body, ...document.body.querySelectorAll("*")].some(painted);
  if (!window.icPreviewWatch && document.documentElement) {
    const watch = { last: draws(), pending: 0 };
    const again = () => {
      watch.pending = 0;
      const now = draws();
      if (now !== watch.last) console.debug("ic-preview-draws:" + (now ? 1 : 0));
      watch.last = now;
    };
    const soon = () => { if (!watch.pending) watch.pending = setTimeout(again, 30); };
    new MutationObserver(soon).observe(document.documentElement,
      { subtree: true, childList: true, attributes: true, characterData: true });
    for (const type of ["animationend", "transitionend", "animationstart"])
      document.addEventListener(type, soon, true);
    window.icPreviewWatch = watch;
  }
  const now = draws();
  if (window.icPreviewWatch) window.icPreviewWatch.last = now;
  return now;
})())js";
/// The preview's own JavaScript world (QWebEngineScript::ApplicationWorld): not the page's.
constexpr quint32 kPreviewWorld = 1;
} // namespace

OverlayPreview::OverlayPreview(icpanel::Panel &panel, const QString &toolId, QWidget *parent)
    : QFrame(parent), m_panel(panel), m_toolId(toolId)
{
    setObjectName(QStringLiteral("overlayPreview-") + toolId);
    setFrameShape(QFrame::StyledPanel);
    // As wide as the page's column gives it (the preview centred), as high as it needs.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    readOverlaySize();
    const ictools::InstalledTool *tool = m_panel.tools()->find(toolId);
    m_name = tool && !tool->name.isEmpty() ? tool->name : toolId;
    m_title = new QLabel(
        QStringLiteral("<b>%1</b>  <span>%2</span>").arg(m_name.toHtmlEscaped(), toolId), this);
    m_title->setTextFormat(Qt::RichText);
    m_size = new QLabel(this);
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
    m_audience = new AudienceBadge(this);
    auto *head = new QHBoxLayout;
    head->addWidget(m_title, 1);
    head->addWidget(m_audience);
    head->addWidget(m_size);
    layout->addLayout(head);
    layout->addWidget(createPreview());
    layout->addWidget(m_state);
    m_obsUrl = new ObsUrlBox([this] { return m_url; }, this);
    connect(m_obsUrl, &ObsUrlBox::copied, this, [this] {
        ActionFeedback::say(this, Tr::tr("Copied the OBS URL of %1: paste it into an OBS browser "
                                         "source within %n s.",
                                         nullptr, ObsUrlBox::clearMs() / 1000)
                                      .arg(m_name));
        m_panel.log()->info(
            Tr::tr("Copied the OBS URL of %1 (it leaves the clipboard again in %n s).", nullptr,
                   ObsUrlBox::clearMs() / 1000)
                .arg(m_name)); // the tool's name, as everywhere the user reads it
    });
    connect(m_obsUrl, &ObsUrlBox::noUrl, this,
            [this] { setState(Tr::tr("No URL yet: the preview has not loaded."), true); });
    layout->addWidget(m_obsUrl);
    layout->addLayout(createButtons());
    layout->addWidget(m_console);
    applyScale();
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

qreal OverlayPreview::scaleFor(const QSize &room) const
{
    // QtWebEngine zooms from 25 % up. Full size at most, unless the room (width and height)
    // allows at least kGrowFrom: then as large as it allows, kLargestScale at most. Just above
    // 100 % it stays at 100 % (a page at 960 × 620 looks as it always did).
    const qreal across = qreal(room.width()) / m_overlaySize.width();
    if (room.height() >= 0) {
        const qreal grown =
            std::min({across, qreal(room.height()) / m_overlaySize.height(), kLargestScale});
        if (grown >= kGrowFrom)
            return grown;
    }
    return qBound(0.25, across, 1.0);
}

void OverlayPreview::fit(const QSize &room)
{
    const qreal scale = scaleFor(room);
    if (qAbs(scale - m_scale) < 0.005)
        return;
    m_scale = scale;
    applyScale();
}

int OverlayPreview::chromeHeight(int cardWidth) const
{
    // The card's height at that width without its preview's place (the slot's fixed height).
    const int whole = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(cardWidth)
                                                    : layout()->totalSizeHint().height();
    return whole - m_slot->minimumHeight();
}

int OverlayPreview::chromeWidth() const
{
    const QMargins margins = layout()->contentsMargins();
    return margins.left() + margins.right() + 2 * frameWidth();
}

void OverlayPreview::applyScale()
{
    const QSize shown(qRound(m_overlaySize.width() * m_scale),
                      qRound(m_overlaySize.height() * m_scale));
    m_checkerboard->setFixedSize(shown);
    m_slot->setMinimumHeight(shown.height());
    m_view->setGeometry(QRect(QPoint(0, 0), shown));
    // The caption across the preview's middle, as wide as it with a margin.
    const int width = qMax(40, shown.width() - 16);
    const int height = qMin(shown.height(), m_idle->heightForWidth(width));
    m_idle->setGeometry((shown.width() - width) / 2, (shown.height() - height) / 2, width, height);
    m_page->setZoomFactor(m_scale);
    m_size->setText(Tr::tr("%1 × %2, shown at %3 %")
                        .arg(m_overlaySize.width())
                        .arg(m_overlaySize.height())
                        .arg(qRound(m_scale * 100)));
}

QSize OverlayPreview::shownSize() const
{
    return m_checkerboard->size();
}

void OverlayPreview::reservePreviewHeight(int height)
{
    m_slot->setFixedHeight(qMax(height, m_checkerboard->height()));
}

QWidget *OverlayPreview::createPreview()
{
    m_slot = new QWidget(this);
    m_slot->setObjectName(QStringLiteral("previewSlot"));
    auto *slot = new QVBoxLayout(m_slot);
    slot->setContentsMargins(0, 0, 0, 0);
    m_checkerboard = new Checkerboard(m_slot);
    slot->addWidget(m_checkerboard, 0, Qt::AlignHCenter | Qt::AlignTop);
    slot->addStretch(1);
    // Off the record: nothing of one preview (storage, cookies) is kept or seen by another.
    m_profile = new QWebEngineProfile(static_cast<QObject *>(nullptr));
    // Marked, so that the Status page does not count this page as one open in OBS or a browser
    // (ichost::OverlayAudience). Chromium sends it on the WebSocket's upgrade request too.
    m_profile->setHttpUserAgent(
        ichost::OverlayAudience::previewUserAgent(m_profile->httpUserAgent()));
    m_page = new PreviewPage(m_profile, nullptr);
    m_page->setBackgroundColor(Qt::transparent);
    m_view = new QWebEngineView(m_checkerboard);
    m_view->setObjectName(QStringLiteral("previewView"));
    m_view->setAccessibleName(Tr::tr("Preview of %1").arg(m_toolId));
    m_view->setPage(m_page);
    m_view->setContextMenuPolicy(Qt::NoContextMenu);
    createIdleCaption();
    connect(m_page, &PreviewPage::consoleMessage, this, &OverlayPreview::addConsoleLine);
    connect(m_page, &QWebEnginePage::loadFinished, this, [this](bool ok) {
        if (m_throughBlank) {
            // Only the blank page's own end: an earlier load cut short by it ends here too
            // (under load, the first load may still be finishing), and loading the new URL
            // then would only move within the old page.
            if (!ok || m_page->url() != QUrl(QStringLiteral("about:blank")))
                return;
            m_throughBlank = false;
            return m_page->load(m_url);
        }
        if (!ok)
            setProblem(Tr::tr("The page did not load. Is the tool enabled, and the overlay host "
                              "running (see the Log page)?"));
        else if (m_consoleErrors == 0) // a script that threw while loading keeps saying so
            setProblem({});
        m_pageReady = ok;
        if (ok)
            checkIdle();
        if (std::exchange(m_reloading, false))
            ActionFeedback::say(this, ok ? Tr::tr("Reloaded %1.").arg(m_name)
                                         : Tr::tr("%1 did not load: see its card on the Overlays "
                                                  "page.")
                                               .arg(m_name));
        Q_EMIT loaded(ok);
    });
    connect(m_page, &QWebEnginePage::renderProcessTerminated, this,
            [this] { setProblem(Tr::tr("The page's process ended. Press Reload.")); });
    return m_slot;
}

void OverlayPreview::createIdleCaption()
{
    // In the panel only: the page itself (what OBS shows) stays transparent.
    m_idle = new QLabel(
        Tr::tr("Nothing on screen yet: %1 draws only once there is something to show. It works; "
               "until then OBS shows the game through it.")
            .arg(m_name),
        m_checkerboard);
    m_idle->setObjectName(QStringLiteral("idleCaption"));
    m_idle->setWordWrap(true);
    m_idle->setAlignment(Qt::AlignCenter);
    m_idle->setMargin(8);
    m_idle->setAutoFillBackground(true);
    m_idle->setBackgroundRole(QPalette::ToolTipBase);
    m_idle->setForegroundRole(QPalette::ToolTipText);
    m_idle->hide();
    m_idleTimer = new QTimer(this);
    m_idleTimer->setObjectName(QStringLiteral("idleCheck"));
    m_idleTimer->setInterval(kIdleCheckMs);
    connect(m_idleTimer, &QTimer::timeout, this, &OverlayPreview::checkIdle);
    m_idleTimer->start();
}

void OverlayPreview::checkIdle()
{
    // Only a loaded page that runs: a frozen one answers nothing, one still loading is not idle.
    if (!m_pageReady || isFrozen() || !isVisible())
        return;
    QPointer<OverlayPreview> self(this);
    m_page->runJavaScript(QString::fromUtf8(kDrawsSomething), kPreviewWorld,
                          [self](const QVariant &draws) {
                              if (self && self->m_pageReady)
                                  self->setIdle(!draws.toBool());
                          });
}

void OverlayPreview::setIdle(bool idle)
{
    if (idle == !m_idle->isHidden())
        return;
    m_idle->setVisible(idle);
    if (idle)
        m_idle->raise(); // above the page's view
}

QLayout *OverlayPreview::createButtons()
{
    m_reload = new QPushButton(Tr::tr("&Reload"), this);
    m_reload->setObjectName(QStringLiteral("reloadButton"));
    m_open = new QPushButton(Tr::tr("Open in &Browser"), this);
    m_open->setObjectName(QStringLiteral("openInBrowserButton"));
    m_renew = new QPushButton(Tr::tr("Renew &Token…"), this);
    m_renew->setObjectName(QStringLiteral("renewTokenButton"));
    connect(m_reload, &QPushButton::clicked, this, [this] {
        m_reloading = true;
        load();
    });
    connect(m_open, &QPushButton::clicked, this, &OverlayPreview::openInBrowser);
    connect(m_renew, &QPushButton::clicked, this, &OverlayPreview::renewToken);
    auto *buttons = new QHBoxLayout;
    for (QPushButton *button : {m_reload, m_open, m_renew})
        buttons->addWidget(button);
    buttons->addStretch(1);
    return buttons;
}

QWidget *OverlayPreview::checkerboard() const
{
    return m_checkerboard;
}

QPushButton *OverlayPreview::copyButton() const
{
    return m_obsUrl->copyButton();
}

UrlDragLabel *OverlayPreview::dragHandle() const
{
    return m_obsUrl->dragHandle();
}

void OverlayPreview::load()
{
    QPointer<OverlayPreview> self(this);
    m_panel.toolUrl(m_toolId, [self](const ic::Result<QString> &url) {
        if (!self)
            return;
        // The panel answers once the token has come from the keychain.
        if (!url)
            return self->setProblem(url.error().message);
        self->m_consoleErrors = 0;
        self->m_pageReady = false; // not idle while it loads
        self->setIdle(false);
        const QUrl shown = self->m_page->url();
        self->m_url = QUrl(*url);
        self->m_obsUrl->urlChanged();
        self->setProblem({});
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
    // Nothing is asked of a frozen page: its idle check rests with it (issue 30: nothing polled
    // at rest).
    if (isFrozen())
        m_idleTimer->stop();
    else if (!m_idleTimer->isActive())
        m_idleTimer->start();
}

bool OverlayPreview::isFrozen() const
{
    return m_page->lifecycleState() == QWebEnginePage::LifecycleState::Frozen;
}

void OverlayPreview::copyUrl()
{
    m_obsUrl->copy();
}

void OverlayPreview::openInBrowser()
{
    if (!m_url.isValid()) {
        setState(Tr::tr("There is no web browser to open it with."), true);
        return;
    }
    ExternalLink::open(m_url, this, [this](const QString &why) {
        setState(why, true);
        ActionFeedback::say(this, why);
    });
}

void OverlayPreview::renewToken()
{
    if (!MessageBox::confirm(
            this, Tr::tr("Renew the token of %1?").arg(m_name),
            Tr::tr("The old OBS URL stops working at once: every OBS browser source that uses it "
                   "must get the new URL (drag it to OBS or Copy URL for OBS after this). Do this "
                   "when the URL was shown on stream or shared by mistake."),
            Tr::tr("Renew Token")))
        return;
    QPointer<OverlayPreview> self(this);
    m_panel.renewToolToken(m_toolId, [self](const ic::Result<QString> &url) {
        if (!self)
            return;
        if (!url) {
            ActionFeedback::say(self, url.error().message);
            return self->setState(url.error().message, true);
        }
        ActionFeedback::say(self, Tr::tr("New token for %1: the old OBS URL no longer works. "
                                         "Drag or copy the new one into OBS.")
                                      .arg(self->m_name));
        self->load();
    });
}

void OverlayPreview::addConsoleLine(const QString &level, const QString &message,
                                    const QString &where)
{
    // The preview's watcher (kDrawsSomething), not the page: what it draws changed.
    if (const QLatin1String marker(kDrawsMarker); message.startsWith(marker)) {
        if (m_pageReady && !isFrozen())
            setIdle(message.mid(marker.size()) != QLatin1String("1"));
        return;
    }
    m_console->show();
    m_console->addLine(level, message, where);
    if (level == QLatin1String("error"))
        setProblem(Tr::tr("The page reported %n error(s): see its console below.", nullptr,
                          ++m_consoleErrors));
}

void OverlayPreview::setProblem(const QString &text)
{
    setState(text, !text.isEmpty());
    if (text == m_problem)
        return;
    m_problem = text;
    Q_EMIT problemChanged(m_problem);
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
