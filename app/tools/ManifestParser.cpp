#include "tools/ManifestParser.h"
#include "tools/ManifestDocuments.h"
#include "tools/Tr.h"

#include <QCoreApplication>
#include <QStringDecoder>
#include <algorithm>

namespace ictools {

namespace {

/// Every key of docs/icrp-spec.md §17, in the order they are usually written.
const QStringList &knownKeys()
{
    static const QStringList keys{QStringLiteral("id"),
                                  QStringLiteral("name"),
                                  QStringLiteral("version"),
                                  QStringLiteral("author"),
                                  QStringLiteral("description"),
                                  QStringLiteral("tier"),
                                  QStringLiteral("transport"),
                                  QStringLiteral("entry_point"),
                                  QStringLiteral("subscriptions"),
                                  QStringLiteral("screenshots"),
                                  QStringLiteral("overlay"),
                                  QStringLiteral("network"),
                                  QStringLiteral("icrp")};
    return keys;
}

const QStringList &requiredKeys()
{
    static const QStringList keys{QStringLiteral("name"),       QStringLiteral("version"),
                                  QStringLiteral("author"),     QStringLiteral("description"),
                                  QStringLiteral("tier"),       QStringLiteral("transport"),
                                  QStringLiteral("entry_point")};
    return keys;
}

int editDistance(const QString &a, const QString &b)
{
    QList<int> previous(b.size() + 1);
    QList<int> current(b.size() + 1);
    for (qsizetype j = 0; j <= b.size(); ++j)
        previous[j] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        current[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int substitute = previous[j - 1] + (a.at(i - 1) == b.at(j - 1) ? 0 : 1);
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, substitute});
        }
        std::swap(previous, current);
    }
    return previous[b.size()];
}

} // namespace

ManifestParser::ManifestParser(QString fileName, ToolManifest::FileExists exists)
    : m_fileName(std::move(fileName)), m_exists(std::move(exists))
{
    m_manifest.m_fileName = m_fileName;
}

ToolManifestResult ManifestParser::run(const QByteArray &yaml)
{
    ToolManifestResult result;
    if (yaml.size() > ToolManifest::MaxFileSize) {
        add(ManifestProblem::Severity::Error, YAML::Mark::null_mark(), "too-large",
            Tr::tr("the manifest is %1 bytes; at most %2 bytes are allowed")
                .arg(yaml.size())
                .arg(ToolManifest::MaxFileSize),
            Tr::tr("keep tool.yaml short: long texts belong in the tool's own files"));
        result.problems = m_problems;
        return result;
    }
    if (!checkUtf8(yaml)) {
        result.problems = m_problems;
        return result;
    }

    ManifestDocuments documents;
    try {
        documents = ManifestDocuments::load(yaml.toStdString());
    } catch (const YAML::Exception &e) {
        error(e.mark, "yaml-syntax",
              Tr::tr("YAML syntax error: %1").arg(QString::fromStdString(e.msg)),
              Tr::tr("check the indentation and quoting on this line and the one before"));
        result.problems = m_problems;
        return result;
    }
    if (!documents.root || documents.root.IsNull()) {
        YAML::Mark start;
        error(start, "empty", Tr::tr("the manifest is empty"),
              Tr::tr("write at least name, version, author, description, tier, transport and "
                     "entry_point"));
        result.problems = m_problems;
        return result;
    }
    const YAML::Node root = documents.root;
    if (documents.second)
        error(*documents.second, "several-documents",
              Tr::tr("the manifest holds more than one YAML document"),
              Tr::tr("remove the '---' line and everything after it"));
    if (!root.IsMap()) {
        error(root.Mark(), "not-a-map",
              Tr::tr("the manifest must be a list of \"key: value\" lines"),
              Tr::tr("start with \"name: My Tool\" on the first line, without '-' or brackets"));
        result.problems = m_problems;
        return result;
    }
    m_rootMark = root.Mark();

    collectKeys(root);
    requireAll();
    readName();
    readVersion();
    if (auto author = text("author", 64, true))
        m_manifest.m_author = *author;
    if (auto description = text("description", 1000, false))
        m_manifest.m_description = *description;
    readTier();
    readTransport();
    readEntryPoint();
    readSubscriptions();
    readScreenshots();
    readId();
    readOverlay();
    readNetwork();
    readIcrp();
    checkCombinations();

    std::stable_sort(m_problems.begin(), m_problems.end(),
                     [](const ManifestProblem &a, const ManifestProblem &b) {
                         return std::pair(a.line, a.column) < std::pair(b.line, b.column);
                     });
    if (!hasErrors(m_problems))
        result.manifest = m_manifest;
    if (m_problems.size() > MaxProblems) {
        const qsizetype more = m_problems.size() - MaxProblems;
        m_problems.resize(MaxProblems);
        add(result.manifest ? ManifestProblem::Severity::Warning : ManifestProblem::Severity::Error,
            YAML::Mark::null_mark(), "too-many-problems",
            Tr::tr("%1 more problems are not shown").arg(more),
            Tr::tr("fix the problems above and check again"));
    }
    result.problems = m_problems;
    return result;
}

bool ManifestParser::checkUtf8(const QByteArray &yaml)
{
    int lineNumber = 1;
    for (const QByteArray &line : yaml.split('\n')) {
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
        const QString decoded = decoder.decode(line);
        Q_UNUSED(decoded);
        if (decoder.hasError()) {
            m_problems << ManifestProblem::error(m_fileName, lineNumber, 1,
                                                 QStringLiteral("not-utf8"),
                                                 Tr::tr("this line is not valid UTF-8 text"),
                                                 Tr::tr("save tool.yaml as UTF-8 in your editor"));
            return false;
        }
        ++lineNumber;
    }
    return true;
}

void ManifestParser::collectKeys(const YAML::Node &root)
{
    for (auto it = root.begin(); it != root.end(); ++it) {
        const YAML::Node key = it->first;
        if (!key.IsScalar()) {
            error(key.Mark(), "bad-key", Tr::tr("a key must be a plain word"),
                  Tr::tr("write keys like \"name:\" at the start of a line"));
            continue;
        }
        const QString name = str(key);
        if (const auto seen = m_entries.constFind(name); seen != m_entries.constEnd()) {
            error(key.Mark(), "duplicate-key",
                  Tr::tr("duplicate key \"%1\"; the first is on line %2")
                      .arg(name)
                      .arg(seen->key.Mark().line + 1),
                  Tr::tr("keep only one \"%1:\" line").arg(name));
            continue;
        }
        if (!knownKeys().contains(name)) {
            const QString suggestion = suggestionFor(name);
            warning(key.Mark(), "unknown-key", Tr::tr("unknown key \"%1\" is ignored").arg(name),
                    suggestion.isEmpty() ? Tr::tr("remove it; known keys are: %1")
                                               .arg(knownKeys().join(QLatin1String(", ")))
                                         : Tr::tr("did you mean \"%1\"?").arg(suggestion));
        }
        m_entries.insert(name, Entry{key, it->second});
    }
}

void ManifestParser::requireAll()
{
    QStringList missing;
    for (const QString &key : requiredKeys()) {
        if (!m_entries.contains(key))
            missing << key;
    }
    for (const QString &key : missing) {
        error(m_rootMark, "missing-field", Tr::tr("required field \"%1\" is missing").arg(key),
              Tr::tr("add a line \"%1: …\"").arg(key));
    }
    for (const QString &key : requiredKeys()) {
        const auto it = m_entries.constFind(key);
        if (it == m_entries.constEnd() || !it->value.IsNull())
            continue;
        error(it->key.Mark(), "empty-field", Tr::tr("\"%1\" has no value").arg(key),
              Tr::tr("write a value after \"%1:\"").arg(key));
        m_entries.erase(it);
    }
}

YAML::Mark ManifestParser::markOf(const Entry &entry) const
{
    // A missing value ("key:" and nothing) has the position of the next token: use the key's.
    const YAML::Mark value = entry.value.Mark();
    return value.is_null() || entry.value.IsNull() ? entry.key.Mark() : value;
}

void ManifestParser::error(const YAML::Mark &mark, const char *rule, const QString &message,
                           const QString &fix)
{
    add(ManifestProblem::Severity::Error, mark, rule, message, fix);
}

void ManifestParser::warning(const YAML::Mark &mark, const char *rule, const QString &message,
                             const QString &fix)
{
    add(ManifestProblem::Severity::Warning, mark, rule, message, fix);
}

void ManifestParser::add(ManifestProblem::Severity severity, const YAML::Mark &mark,
                         const char *rule, const QString &message, const QString &fix)
{
    const int line = mark.is_null() ? 0 : mark.line + 1;
    const int column = mark.is_null() ? 0 : mark.column + 1;
    m_problems << ManifestProblem{severity, m_fileName, line, column, QLatin1String(rule),
                                  message,  fix};
}

QString ManifestParser::str(const YAML::Node &scalar)
{
    return QString::fromStdString(scalar.Scalar());
}

QString ManifestParser::suggestionFor(const QString &unknownKey)
{
    QString normalised = unknownKey.toLower();
    normalised.replace(u'-', u'_').replace(u' ', u'_');
    QString best;
    int bestDistance = 3;
    for (const QString &known : knownKeys()) {
        if (normalised == known)
            return known;
        const int d = editDistance(normalised, known);
        if (d < bestDistance) {
            bestDistance = d;
            best = known;
        }
    }
    return best;
}

} // namespace ictools
