#pragma once
// The inside of ToolManifest::parse(): walks the YAML tree of tool.yaml, fills a ToolManifest
// and collects every problem with its position. Internal to ictools (it includes yaml-cpp);
// use ToolManifest::parse().

#include "tools/ToolManifest.h"

#include <QHash>
#include <yaml-cpp/yaml.h>

namespace ictools {

class ManifestParser
{
public:
    /// Reports stop after this many problems (one more says how many were left out).
    static constexpr qsizetype MaxProblems = 200;

    ManifestParser(QString fileName, ToolManifest::FileExists exists);

    ToolManifestResult run(const QByteArray &yaml);

private:
    struct Entry
    {
        YAML::Node key;
        YAML::Node value;
    };

    // Problems at a node / a mark (yaml-cpp marks are 0-based; problems are 1-based).
    void error(const YAML::Mark &mark, const char *rule, const QString &message,
               const QString &fix = {});
    void warning(const YAML::Mark &mark, const char *rule, const QString &message,
                 const QString &fix = {});
    void add(ManifestProblem::Severity severity, const YAML::Mark &mark, const char *rule,
             const QString &message, const QString &fix);
    YAML::Mark markOf(const Entry &entry) const;

    bool checkUtf8(const QByteArray &yaml);
    void collectKeys(const YAML::Node &root);
    void requireAll();

    // One per field (ManifestParser_Fields.cpp).
    std::optional<QString> text(const char *key, int maxLength, bool singleLine);
    void readName();
    void readVersion();
    void readTier();
    void readTransport();
    void readEntryPoint();
    void readSubscriptions();
    void readScreenshots();
    void readId();
    void readOverlay();
    void readNetwork();
    void readIcrp();
    void checkCombinations();

    std::optional<QString> path(const YAML::Node &node, const QString &label);
    std::optional<int> pixels(const YAML::Node &overlay, const char *key, int max);
    void checkExists(const QString &path, const YAML::Mark &mark, const QString &label);

    static QString str(const YAML::Node &scalar);
    static QString suggestionFor(const QString &unknownKey);

    QString m_fileName;
    ToolManifest::FileExists m_exists;
    ToolManifest m_manifest;
    QList<ManifestProblem> m_problems;
    YAML::Mark m_rootMark;
    QHash<QString, Entry> m_entries;
    bool m_tierValid = false;
    bool m_entryPointValid = false;
};

} // namespace ictools
