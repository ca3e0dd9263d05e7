#pragma once
// The [remote] section of the game's config.toml (docs/icrp-spec.md §16), read with toml++.
// Every key is checked for its type and range; a problem is reported as FILE:LINE:COLUMN with
// what to write instead. Unknown keys in [remote] are not errors: they come back as warnings.

#include "common/Result.h"

#include <QString>
#include <QStringList>

namespace icmock {

struct MockConfig
{
    bool enabled = true;
    QString bind = QStringLiteral("127.0.0.1");
    quint16 port = 19710;
    /// Empty: no authentication (dev only).
    QString password;
    int maxConnections = 8;
    int rankedObserverDelaySeconds = 120;
    bool modTierEnabled = true;
    bool debugTierEnabled = false;
    /// debug_tier_enabled is in the file (else a development build, --dev, offers the tier).
    bool debugTierSet = false;

    /// Non-fatal findings (unknown keys), each "FILE:LINE:COLUMN: …".
    QStringList warnings;

    /// Reads and checks `path`. The error says why the file could not be read (the code of
    /// GameConfigEditor::read()) or, as "config.invalid", "FILE:LINE:COLUMN: what is wrong and
    /// how to fix it".
    static ic::Result<MockConfig> load(const QString &path);
    /// The same for text already in memory; `sourceName` is used in messages.
    static ic::Result<MockConfig> parse(const QByteArray &text, const QString &sourceName);

    /// The keys of [remote] (docs/icrp-spec.md §16), in their documented order.
    static const QStringList &knownKeys();

    /// Equal in every setting (warnings are not compared).
    bool sameSettings(const MockConfig &other) const;
};

} // namespace icmock
