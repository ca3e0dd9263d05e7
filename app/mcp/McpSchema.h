#pragma once
// Builds the JSON Schemas the tools and prompts publish (draft 2020-12 subset: an object of
// typed, described properties; no other properties allowed).

#include <QJsonObject>
#include <QStringList>

#include <initializer_list>
#include <utility>

namespace icmcp {

class McpSchema
{
public:
    using Property = std::pair<QString, QJsonObject>;

    static QJsonObject object(std::initializer_list<Property> properties,
                              const QStringList &required);
    static Property string(const char *name, const char *description);
    static Property boolean(const char *name, const char *description);
    static Property integer(const char *name, const char *description, int minimum, int maximum);
};

} // namespace icmcp
