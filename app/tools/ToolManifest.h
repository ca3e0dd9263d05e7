#pragma once
// A Workshop tool's manifest, `tool.yaml` at the root of a .icpkg (docs/icrp-spec.md
// §17): name, version, author, description, tier, transport, entry_point,
// subscriptions, screenshots, plus id, overlay size, network origins and the ICRP versions it
// needs. parse() reads and validates the YAML in one pass and reports every problem at once,
// each with its line and column and a plain fix; checkFiles() then checks the paths the
// manifest names against the package's files (a folder or an archive listing).

#include "common/Result.h"
#include "icrp/protocol/EventCategory.h"
#include "icrp/protocol/Tier.h"
#include "tools/IcrpRequirement.h"
#include "tools/ManifestProblem.h"
#include "tools/Semver.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>

namespace ictools {

/// How a tool talks to the panel.
enum class Transport { WebSocket, Http, Stdio };
QString transportName(Transport transport);
std::optional<Transport> parseTransport(QStringView name);

/// The browser-source size a streamer gives OBS.
struct OverlaySize
{
    int width = 0;
    int height = 0;
    friend bool operator==(const OverlaySize &, const OverlaySize &) = default;
};

struct ToolManifestResult;

class ToolManifest
{
public:
    /// What parse() returns: the manifest when there are no errors, and every problem.
    using Result = ToolManifestResult;

    /// A manifest is at most this big; anything larger is refused unread.
    static constexpr qsizetype MaxFileSize = 64 * 1024;
    /// Largest overlay (8K UHD).
    static constexpr int MaxOverlayWidth = 7680;
    static constexpr int MaxOverlayHeight = 4320;
    static constexpr int MaxIdLength = 48;

    /// "tool.yaml": the manifest's name at the root of a package.
    static QString manifestFileName();

    /// Answers whether a relative path ('/' separators) is a file of the package.
    using FileExists = std::function<bool(const QString &path)>;

    /// Parses and validates `yaml`. `fileName` is how problems name the file. With `exists`,
    /// the paths the manifest names are checked too (as checkFiles() does), even when other
    /// problems keep the manifest from being returned.
    static Result parse(const QByteArray &yaml, const QString &fileName = manifestFileName(),
                        const FileExists &exists = {});

    /// Checks that entry_point and every screenshot exist in the package: `exists` answers for
    /// a relative path with '/' separators (a folder or an archive listing). Appends an error
    /// per missing file, at the line of the path in the manifest.
    void checkFiles(const FileExists &exists, QList<ManifestProblem> *problems) const;

    /// The id derived from a name: lowercase ASCII letters, digits and '-', spaces and other
    /// separators to '-', accents dropped ("Café Stats" → "cafe-stats"), at most 48 chars.
    /// Empty when nothing usable is left.
    static QString deriveId(const QString &name);
    /// True when `id` is a valid tool id (^[a-z0-9][a-z0-9-]{1,47}$, not ending in '-'):
    /// it becomes a hostname label, <id>.localhost.
    static bool isValidId(QStringView id);
    /// True when `path` is safe inside a package: relative, '/' separators, no '.', '..' or
    /// empty segments, no backslash, no drive letter, no control characters.
    static bool isSafePath(QStringView path);
    /// Why `path` is not safe (one plain sentence), or empty when it is.
    static QString unsafePathReason(QStringView path);
    /// Normalises a network origin ("HTTPS://Example.com:443" → "https://example.com");
    /// the error "manifest.bad-origin" with a reason when it is not an allowed origin
    /// (https://host[:port], or http only for localhost / 127.0.0.1 / [::1]; no path, query,
    /// user or wildcard).
    static ic::Result<QString> normaliseOrigin(QStringView text);

    const QString &fileName() const { return m_fileName; }
    /// The explicit id, or the one derived from the name.
    const QString &id() const { return m_id; }
    bool isIdDerived() const { return m_idDerived; }
    const QString &name() const { return m_name; }
    const Semver &version() const { return m_version; }
    const QString &author() const { return m_author; }
    const QString &description() const { return m_description; }
    icrp::Tier tier() const { return m_tier; }
    Transport transport() const { return m_transport; }
    /// Relative path inside the package.
    const QString &entryPoint() const { return m_entryPoint; }
    /// In the order the manifest lists them, without duplicates.
    const QList<icrp::EventCategory> &subscriptions() const { return m_subscriptions; }
    icrp::EventCategories subscriptionFlags() const;
    const QStringList &screenshots() const { return m_screenshots; }
    const std::optional<OverlaySize> &overlay() const { return m_overlay; }
    /// Normalised origins, in manifest order, without duplicates.
    const QStringList &network() const { return m_network; }
    const std::optional<IcrpRequirement> &icrp() const { return m_icrp; }

    /// The entry point is a web page (.html / .htm): served as an OBS browser source.
    bool isBrowserSource() const;

private:
    friend class ManifestParser;

    struct Position
    {
        int line = 0;
        int column = 0;
    };

    QString m_fileName;
    QString m_id;
    bool m_idDerived = false;
    QString m_name;
    Semver m_version;
    QString m_author;
    QString m_description;
    icrp::Tier m_tier = icrp::Tier::Observer;
    Transport m_transport = Transport::WebSocket;
    QString m_entryPoint;
    Position m_entryPointPosition;
    QList<icrp::EventCategory> m_subscriptions;
    QStringList m_screenshots;
    QList<Position> m_screenshotPositions;
    std::optional<OverlaySize> m_overlay;
    QStringList m_network;
    std::optional<IcrpRequirement> m_icrp;
};

struct ToolManifestResult
{
    /// Set when there are no errors (warnings may remain).
    std::optional<ToolManifest> manifest;
    /// Errors and warnings, in the order of the file.
    QList<ManifestProblem> problems;

    bool hasErrors() const { return ictools::hasErrors(problems); }
};

} // namespace ictools
