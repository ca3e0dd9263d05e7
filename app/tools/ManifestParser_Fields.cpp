// ManifestParser: one reader per field of tool.yaml.
#include "tools/ManifestParser.h"
#include "tools/Tr.h"

#include "common/ForeignText.h"

#include <QCoreApplication>

namespace ictools {

using icrp::EventCategory;
using icrp::Tier;

namespace {

QString typeName(const YAML::Node &node)
{
    switch (node.Type()) {
    case YAML::NodeType::Sequence:
        return Tr::tr("a list");
    case YAML::NodeType::Map:
        return Tr::tr("a mapping");
    case YAML::NodeType::Null:
    case YAML::NodeType::Undefined:
        return Tr::tr("nothing");
    case YAML::NodeType::Scalar:
        break;
    }
    return Tr::tr("a single value");
}

QString tierList()
{
    return icrp::tierNames(icrp::Tiers(Tier::Observer) | Tier::Admin | Tier::Mod | Tier::Debug)
        .join(QLatin1String(", "));
}

QString categoryList()
{
    QStringList names;
    for (EventCategory c : icrp::allCategories())
        names << icrp::categoryName(c);
    return names.join(QLatin1String(", "));
}

/// The lowest tier (in the order of docs/icrp-spec.md §8) that may subscribe to `category`.
std::optional<Tier> lowestTierFor(EventCategory category)
{
    for (Tier t : {Tier::Observer, Tier::Mod, Tier::Admin, Tier::Debug}) {
        if (icrp::categoriesVisibleTo(t).testFlag(category))
            return t;
    }
    return std::nullopt;
}

} // namespace

std::optional<QString> ManifestParser::text(const char *key, int maxLength, bool singleLine)
{
    const auto it = m_entries.constFind(QLatin1String(key));
    if (it == m_entries.constEnd())
        return std::nullopt;
    const YAML::Node &value = it->value;
    if (!value.IsScalar()) {
        error(markOf(*it), "wrong-type",
              Tr::tr("\"%1\" must be text, not %2").arg(QLatin1String(key), typeName(value)),
              Tr::tr("write it on the same line: %1: \"…\"").arg(QLatin1String(key)));
        return std::nullopt;
    }
    const QString s = str(value).trimmed();
    if (s.isEmpty()) {
        error(markOf(*it), "empty-field", Tr::tr("\"%1\" is empty").arg(QLatin1String(key)),
              Tr::tr("write a value after \"%1:\"").arg(QLatin1String(key)));
        return std::nullopt;
    }
    if (singleLine && s.contains(u'\n')) {
        error(markOf(*it), "multi-line", Tr::tr("\"%1\" must be one line").arg(QLatin1String(key)),
              Tr::tr("put it on one line"));
        return std::nullopt;
    }
    if (const qsizetype at = ic::ForeignText::firstForbidden(s, !singleLine); at >= 0) {
        error(markOf(*it), "control-character",
              Tr::tr("\"%1\" contains the control character %2 (at character %3); terminal "
                     "escapes and direction overrides could hide what the tool asks for")
                  .arg(QLatin1String(key), ic::ForeignText::escape(s.at(at).unicode()))
                  .arg(at + 1),
              singleLine ? Tr::tr("remove it; this field is plain text on one line")
                         : Tr::tr("remove it; only plain text and line breaks are allowed"));
        return std::nullopt;
    }
    if (s.size() > maxLength) {
        error(markOf(*it), "too-long",
              Tr::tr("\"%1\" is %2 characters long; at most %3 are allowed")
                  .arg(QLatin1String(key))
                  .arg(s.size())
                  .arg(maxLength),
              Tr::tr("shorten it"));
        return std::nullopt;
    }
    return s;
}

void ManifestParser::readName()
{
    if (auto name = text("name", 64, true))
        m_manifest.m_name = *name;
}

void ManifestParser::readVersion()
{
    const auto it = m_entries.constFind(QStringLiteral("version"));
    if (it == m_entries.constEnd())
        return;
    if (!it->value.IsScalar()) {
        error(markOf(*it), "wrong-type",
              Tr::tr("\"version\" must be a version like 1.2.0, not %1").arg(typeName(it->value)),
              Tr::tr("write it as version: \"1.2.0\""));
        return;
    }
    const QString v = str(it->value).trimmed();
    const auto version = Semver::parse(v);
    if (!version) {
        error(
            markOf(*it), "bad-version",
            Tr::tr("version \"%1\" is not a semantic version: %2").arg(v, version.error().message),
            Tr::tr("write MAJOR.MINOR.PATCH, e.g. 1.2.0, or 1.2.0-beta.1 for a pre-release"));
        return;
    }
    m_manifest.m_version = *version;
}

void ManifestParser::readTier()
{
    const auto it = m_entries.constFind(QStringLiteral("tier"));
    if (it == m_entries.constEnd())
        return;
    if (!it->value.IsScalar()) {
        error(markOf(*it), "wrong-type",
              Tr::tr("\"tier\" must be one word, not %1").arg(typeName(it->value)),
              Tr::tr("use one of: %1").arg(tierList()));
        return;
    }
    const QString name = str(it->value).trimmed();
    const auto tier = icrp::parseTier(name);
    if (!tier) {
        const auto lower = icrp::parseTier(name.toLower());
        error(markOf(*it), "unknown-tier", Tr::tr("unknown tier \"%1\"").arg(name),
              lower ? Tr::tr("write it in lowercase: %1").arg(icrp::tierName(*lower))
                    : Tr::tr("use one of: %1").arg(tierList()));
        return;
    }
    m_manifest.m_tier = *tier;
    m_tierValid = true;
    if (*tier == Tier::Debug)
        warning(markOf(*it), "debug-tier",
                Tr::tr("debug tools run only in development builds of the game, never in ranked"),
                Tr::tr("ask for observer, admin or mod if the tool is meant for players"));
}

void ManifestParser::readTransport()
{
    const auto it = m_entries.constFind(QStringLiteral("transport"));
    if (it == m_entries.constEnd())
        return;
    const QString valid = QStringLiteral("websocket, http, stdio");
    if (!it->value.IsScalar()) {
        error(markOf(*it), "wrong-type",
              Tr::tr("\"transport\" must be one word, not %1").arg(typeName(it->value)),
              Tr::tr("use one of: %1").arg(valid));
        return;
    }
    const QString name = str(it->value).trimmed();
    const auto transport = parseTransport(name);
    if (!transport) {
        error(markOf(*it), "unknown-transport", Tr::tr("unknown transport \"%1\"").arg(name),
              Tr::tr("use one of: %1").arg(valid));
        return;
    }
    m_manifest.m_transport = *transport;
}

std::optional<QString> ManifestParser::path(const YAML::Node &node, const QString &label)
{
    if (!node.IsScalar()) {
        error(node.Mark(), "wrong-type",
              Tr::tr("%1 must be a path, not %2").arg(label, typeName(node)),
              Tr::tr("write a path inside the package, e.g. overlay/index.html"));
        return std::nullopt;
    }
    const QString p = str(node);
    if (p.trimmed().isEmpty()) {
        error(node.Mark(), "empty-field", Tr::tr("%1 is empty").arg(label),
              Tr::tr("write a path inside the package, e.g. overlay/index.html"));
        return std::nullopt;
    }
    const QString why = ToolManifest::unsafePathReason(p);
    if (!why.isEmpty()) {
        error(node.Mark(), "unsafe-path", Tr::tr("%1 \"%2\" is not allowed: %3").arg(label, p, why),
              Tr::tr("write the path from the package root with '/' between folders, e.g. "
                     "overlay/index.html"));
        return std::nullopt;
    }
    return p;
}

void ManifestParser::checkExists(const QString &p, const YAML::Mark &mark, const QString &label)
{
    if (m_exists && !m_exists(p))
        error(mark, "missing-file", Tr::tr("%1 \"%2\" is not in the package").arg(label, p),
              Tr::tr("add the file or correct the path; paths are case-sensitive"));
}

void ManifestParser::readEntryPoint()
{
    const auto it = m_entries.constFind(QStringLiteral("entry_point"));
    if (it == m_entries.constEnd())
        return;
    const auto p = path(it->value, QStringLiteral("entry_point"));
    if (!p)
        return;
    m_manifest.m_entryPoint = *p;
    const YAML::Mark mark = markOf(*it);
    m_manifest.m_entryPointPosition = {mark.line + 1, mark.column + 1};
    m_entryPointValid = true;
    checkExists(*p, mark, QStringLiteral("entry_point"));
}

void ManifestParser::readSubscriptions()
{
    const auto it = m_entries.constFind(QStringLiteral("subscriptions"));
    if (it == m_entries.constEnd() || it->value.IsNull())
        return;
    if (!it->value.IsSequence()) {
        error(markOf(*it), "wrong-type",
              Tr::tr("\"subscriptions\" must be a list, not %1").arg(typeName(it->value)),
              Tr::tr("write each category on its own line as \"  - match\""));
        return;
    }
    for (const YAML::Node &item : it->value) {
        if (!item.IsScalar()) {
            error(item.Mark(), "wrong-type",
                  Tr::tr("a subscription must be a category name, not %1").arg(typeName(item)),
                  Tr::tr("use categories from: %1").arg(categoryList()));
            continue;
        }
        const QString name = str(item).trimmed();
        const auto category = icrp::parseCategory(name);
        if (!category) {
            if (const auto owner = icrp::categoryOfEvent(name))
                error(item.Mark(), "unknown-category",
                      Tr::tr("\"%1\" is an event, not a category").arg(name),
                      Tr::tr("subscribe to its category \"%1\" instead")
                          .arg(icrp::categoryName(*owner)));
            else
                error(item.Mark(), "unknown-category",
                      Tr::tr("unknown subscription category \"%1\"").arg(name),
                      Tr::tr("use categories from: %1").arg(categoryList()));
            continue;
        }
        if (m_manifest.m_subscriptions.contains(*category)) {
            warning(item.Mark(), "duplicate-subscription",
                    Tr::tr("\"%1\" is listed twice").arg(name), Tr::tr("remove one of them"));
            continue;
        }
        if (m_tierValid && !icrp::categoriesVisibleTo(m_manifest.m_tier).testFlag(*category)) {
            const auto needed = lowestTierFor(*category);
            error(item.Mark(), "category-not-allowed",
                  Tr::tr("%1 tools cannot subscribe to %2")
                      .arg(icrp::tierName(m_manifest.m_tier), name),
                  needed ? Tr::tr("ask for tier %1 or remove it").arg(icrp::tierName(*needed))
                         : Tr::tr("remove it"));
            continue;
        }
        m_manifest.m_subscriptions << *category;
    }
}

void ManifestParser::readScreenshots()
{
    const auto it = m_entries.constFind(QStringLiteral("screenshots"));
    if (it == m_entries.constEnd() || it->value.IsNull())
        return;
    if (!it->value.IsSequence()) {
        error(markOf(*it), "wrong-type",
              Tr::tr("\"screenshots\" must be a list, not %1").arg(typeName(it->value)),
              Tr::tr("write each path on its own line as \"  - screenshots/preview.png\""));
        return;
    }
    for (const YAML::Node &item : it->value) {
        const auto p = path(item, QStringLiteral("screenshot"));
        if (!p)
            continue;
        const QString lower = p->toLower();
        if (!lower.endsWith(QLatin1String(".png")) && !lower.endsWith(QLatin1String(".jpg")) &&
            !lower.endsWith(QLatin1String(".jpeg")) && !lower.endsWith(QLatin1String(".webp"))) {
            error(item.Mark(), "not-an-image",
                  Tr::tr("screenshot \"%1\" is not a PNG, JPEG or WebP image").arg(*p),
                  Tr::tr("save the screenshot as .png, .jpg or .webp"));
            continue;
        }
        m_manifest.m_screenshots << *p;
        m_manifest.m_screenshotPositions
            << ToolManifest::Position{item.Mark().line + 1, item.Mark().column + 1};
        checkExists(*p, item.Mark(), QStringLiteral("screenshot"));
    }
}

void ManifestParser::readId()
{
    const auto it = m_entries.constFind(QStringLiteral("id"));
    if (it != m_entries.constEnd()) {
        if (!it->value.IsScalar()) {
            error(markOf(*it), "wrong-type",
                  Tr::tr("\"id\" must be one word, not %1").arg(typeName(it->value)),
                  Tr::tr("write it like id: live-stats"));
            return;
        }
        const QString id = str(it->value).trimmed();
        if (!ToolManifest::isValidId(id)) {
            error(markOf(*it), "bad-id",
                  Tr::tr("id \"%1\" is not a valid tool id; it becomes the host name "
                         "<id>.localhost")
                      .arg(id),
                  Tr::tr("use 2 to 48 lowercase letters, digits and '-', starting with a letter or "
                         "digit and not ending with '-', e.g. live-stats"));
            return;
        }
        m_manifest.m_id = id;
        return;
    }
    if (m_manifest.m_name.isEmpty())
        return; // The name's own problem is reported already.
    const QString derived = ToolManifest::deriveId(m_manifest.m_name);
    if (!ToolManifest::isValidId(derived)) {
        error(markOf(m_entries.value(QStringLiteral("name"))), "no-id",
              Tr::tr("no tool id can be made from the name \"%1\"").arg(m_manifest.m_name),
              Tr::tr("add a line like \"id: my-tool\" with lowercase letters, digits and '-'"));
        return;
    }
    m_manifest.m_id = derived;
    m_manifest.m_idDerived = true;
}

std::optional<int> ManifestParser::pixels(const YAML::Node &overlay, const char *key, int max)
{
    const YAML::Node value = overlay[key];
    if (!value || value.IsNull()) {
        error(overlay.Mark(), "missing-field", Tr::tr("overlay needs a %1").arg(QLatin1String(key)),
              Tr::tr("add \"%1: …\" in pixels under overlay").arg(QLatin1String(key)));
        return std::nullopt;
    }
    bool ok = false;
    const int n = value.IsScalar() ? str(value).trimmed().toInt(&ok) : 0;
    if (!ok) {
        error(value.Mark(), "wrong-type",
              Tr::tr("overlay %1 must be a whole number of pixels").arg(QLatin1String(key)),
              Tr::tr("write a number without units, e.g. %1: 480").arg(QLatin1String(key)));
        return std::nullopt;
    }
    if (n <= 0 || n > max) {
        error(value.Mark(), "out-of-range",
              Tr::tr("overlay %1 %2 is out of range").arg(QLatin1String(key)).arg(n),
              Tr::tr("use 1 to %1 pixels").arg(max));
        return std::nullopt;
    }
    return n;
}

void ManifestParser::readOverlay()
{
    const auto it = m_entries.constFind(QStringLiteral("overlay"));
    if (it == m_entries.constEnd())
        return;
    if (!it->value.IsMap()) {
        error(markOf(*it), "wrong-type",
              Tr::tr("\"overlay\" must hold width and height, not %1").arg(typeName(it->value)),
              Tr::tr("write \"overlay: {width: 480, height: 270}\""));
        return;
    }
    for (auto inner = it->value.begin(); inner != it->value.end(); ++inner) {
        const QString key = inner->first.IsScalar() ? str(inner->first) : QString();
        if (key != QLatin1String("width") && key != QLatin1String("height"))
            warning(inner->first.Mark(), "unknown-key",
                    Tr::tr("unknown key \"%1\" in overlay is ignored").arg(key),
                    Tr::tr("overlay takes only width and height"));
    }
    const auto width = pixels(it->value, "width", ToolManifest::MaxOverlayWidth);
    const auto height = pixels(it->value, "height", ToolManifest::MaxOverlayHeight);
    if (width && height)
        m_manifest.m_overlay = OverlaySize{*width, *height};
}

void ManifestParser::readNetwork()
{
    const auto it = m_entries.constFind(QStringLiteral("network"));
    if (it == m_entries.constEnd() || it->value.IsNull())
        return;
    if (!it->value.IsSequence()) {
        error(markOf(*it), "wrong-type",
              Tr::tr("\"network\" must be a list of origins, not %1").arg(typeName(it->value)),
              Tr::tr("write each origin on its own line as \"  - https://api.example.com\""));
        return;
    }
    for (const YAML::Node &item : it->value) {
        if (!item.IsScalar()) {
            error(item.Mark(), "wrong-type",
                  Tr::tr("a network origin must be text, not %1").arg(typeName(item)),
                  Tr::tr("write it like https://api.example.com"));
            continue;
        }
        const QString text = str(item).trimmed();
        const auto origin = ToolManifest::normaliseOrigin(text);
        if (!origin) {
            error(item.Mark(), "bad-origin",
                  Tr::tr("network origin \"%1\" is not allowed: %2")
                      .arg(text, origin.error().message),
                  Tr::tr("write only scheme://host[:port], e.g. https://api.example.com; http is "
                         "allowed for localhost only"));
            continue;
        }
        if (m_manifest.m_network.contains(*origin)) {
            warning(item.Mark(), "duplicate-origin", Tr::tr("\"%1\" is listed twice").arg(text),
                    Tr::tr("remove one of them"));
            continue;
        }
        m_manifest.m_network << *origin;
    }
}

void ManifestParser::readIcrp()
{
    const auto it = m_entries.constFind(QStringLiteral("icrp"));
    if (it == m_entries.constEnd())
        return;
    if (!it->value.IsScalar()) {
        error(markOf(*it), "wrong-type",
              Tr::tr("\"icrp\" must be a version requirement, not %1").arg(typeName(it->value)),
              Tr::tr("write it like icrp: \">=1.0\""));
        return;
    }
    const auto requirement = IcrpRequirement::parse(str(it->value));
    if (!requirement) {
        error(markOf(*it), "bad-icrp",
              Tr::tr("icrp requirement is malformed: %1").arg(requirement.error().message),
              Tr::tr("write comparators on MAJOR.MINOR, e.g. \">=1.0\" or \">=1.0 <2.0\""));
        return;
    }
    const icrp::VersionRange supported = icrp::VersionRange::supported();
    if (!requirement->isSatisfiedBy(supported)) {
        error(markOf(*it), "icrp-unsupported",
              Tr::tr("the tool needs ICRP %1 but this panel speaks %2")
                  .arg(requirement->text(), supported.describe()),
              Tr::tr("allow %1 if the tool works with it, or wait for a panel that speaks the "
                     "newer protocol")
                  .arg(supported.describe()));
        return;
    }
    m_manifest.m_icrp = *requirement;
}

void ManifestParser::checkCombinations()
{
    const bool web = m_entryPointValid && m_manifest.isBrowserSource();
    const auto transport = m_entries.constFind(QStringLiteral("transport"));
    if (web && transport != m_entries.constEnd() && transport->value.IsScalar() &&
        m_manifest.m_transport == Transport::Stdio) {
        error(markOf(*transport), "stdio-web-page",
              Tr::tr("a web page entry point cannot use the stdio transport"),
              Tr::tr("use websocket or http for a browser-source tool"));
    }
    const auto overlay = m_entries.constFind(QStringLiteral("overlay"));
    if (m_entryPointValid && !web && overlay != m_entries.constEnd())
        warning(overlay->key.Mark(), "overlay-not-web",
                Tr::tr("overlay size is ignored: the entry point is not a web page"),
                Tr::tr("remove overlay, or point entry_point at an .html file"));
}

} // namespace ictools
