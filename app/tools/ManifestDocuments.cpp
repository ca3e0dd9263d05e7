#include "tools/ManifestDocuments.h"

#include <sstream>
#include <yaml-cpp/eventhandler.h>

namespace ictools {

namespace {

/// Keeps where a document's root node begins and whether the root is a null.
class RootEvent final : public YAML::EventHandler
{
public:
    std::optional<YAML::Mark> mark;
    bool null = false;

    void OnDocumentStart(const YAML::Mark &) override {}
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark &m, YAML::anchor_t) override { first(m, true); }
    void OnAlias(const YAML::Mark &m, YAML::anchor_t) override { first(m, false); }
    void OnScalar(const YAML::Mark &m, const std::string &, YAML::anchor_t,
                  const std::string &) override
    {
        first(m, false);
    }
    void OnSequenceStart(const YAML::Mark &m, const std::string &, YAML::anchor_t,
                         YAML::EmitterStyle::value) override
    {
        first(m, false);
    }
    void OnSequenceEnd() override {}
    void OnMapStart(const YAML::Mark &m, const std::string &, YAML::anchor_t,
                    YAML::EmitterStyle::value) override
    {
        first(m, false);
    }
    void OnMapEnd() override {}

private:
    void first(const YAML::Mark &m, bool isNull)
    {
        if (mark)
            return;
        mark = m;
        null = isNull;
    }
};

} // namespace

ManifestDocuments ManifestDocuments::load(const std::string &text)
{
    ManifestDocuments documents;
    std::istringstream in(text);
    YAML::Parser parser(in);
    RootEvent first;
    RootEvent next;
    if (parser.HandleNextDocument(first) && parser.HandleNextDocument(next) && next.mark) {
        // A null root where the first document's null root was: the parser did not move on (a
        // token no document may begin with).
        if (first.null && next.null && first.mark && first.mark->pos == next.mark->pos)
            throw YAML::ParserException(*next.mark, "unexpected character");
        documents.second = next.mark;
    }
    documents.root = YAML::Load(text);
    return documents;
}

} // namespace ictools
