#pragma once
// The YAML documents of tool.yaml as ManifestParser needs them: the first one's tree and where
// a second one begins, if there is one. Internal to ictools (it includes yaml-cpp).
//
// Not YAML::LoadAll(): in yaml-cpp 0.7 (Debian 12) it loops forever on some malformed input —
// a lone ',' is enough — appending null documents until memory runs out (yaml-cpp issues 1040
// and pull request 1319), so a stranger's package could take the panel down. Here the parser
// is asked for two documents at most, and a parser that is stuck on a token it cannot use is
// reported as a syntax error at that token.

#include <optional>
#include <string>
#include <yaml-cpp/yaml.h>

namespace ictools {

struct ManifestDocuments
{
    /// The first document (null when there is none or it is empty).
    YAML::Node root;
    /// Where the second document's root begins; unset when there is no second document.
    std::optional<YAML::Mark> second;

    /// Throws YAML::Exception (with its mark) on a syntax error.
    static ManifestDocuments load(const std::string &text);
};

} // namespace ictools
