#pragma once
// Tests' view of the parts a Panel keeps inside (its game connection and its keychain), which
// the window does not get: make a call on the panel's own session, read what it stored.

#include "panel/Panel.h"

namespace icpanel {

class PanelProbe
{
public:
    static icrp::IcrpClient *client(const Panel &panel) { return panel.client(); }
    static icsecrets::SecretStore *secrets(const Panel &panel) { return panel.secrets(); }
    /// How often the panel has read its tool index again since it watched it (its file changed).
    static int toolsIndexReads(const Panel &panel) { return panel.toolsIndexReads(); }
};

} // namespace icpanel
