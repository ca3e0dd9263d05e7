<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>iccli</name>
    <message numerus="yes">
        <location filename="../app/cli/DevCommand.cpp" line="+173"/>
        <source>Changed: connected pages reloading: %n.</source>
        <translation>
            <numerusform>Changed: connected pages reloading: %n.</numerusform>
            <numerusform>Changed: connected pages reloading: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/cli/TestCommand.cpp" line="+236"/>
        <source>Problems found: %n.</source>
        <translation>
            <numerusform>Problems found: %n.</numerusform>
            <numerusform>Problems found: %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>icconnectors</name>
    <message numerus="yes">
        <location filename="../app/connectors/arena/ArenaConnector.cpp" line="+171"/>
        <source>Cleared the record of %n tick(s).</source>
        <translation>
            <numerusform>Cleared the record of %n tick.</numerusform>
            <numerusform>Cleared the record of %n ticks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+56"/>
        <source>Tick %1: %n action(s) in %2 (runtime %3), %4 schema finding(s).</source>
        <translation>
            <numerusform>Tick %1: %n action in %2 (runtime %3), %4 schema finding.</numerusform>
            <numerusform>Tick %1: %n actions in %2 (runtime %3), %4 schema findings.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/connectors/arena/ArenaProxy.cpp" line="+267"/>
        <source>%n value(s)</source>
        <translation>
            <numerusform>%n value</numerusform>
            <numerusform>%n values</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/connectors/arena/SchemaChecker.cpp" line="+147"/>
        <source>an array of %n item(s)</source>
        <translation>
            <numerusform>an array of %n item</numerusform>
            <numerusform>an array of %n items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ichistory</name>
    <message numerus="yes">
        <location filename="../app/history/PlayerStyle.cpp" line="+81"/>
        <source>Won %1 of %n match(es) (%2 %).</source>
        <translation>
            <numerusform>Won %1 of %n match (%2 %).</numerusform>
            <numerusform>Won %1 of %n matches (%2 %).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ichost</name>
    <message numerus="yes">
        <location filename="../app/host/ToolRunner.cpp" line="+246"/>
        <source>Failed: it %1, and ended %n times within a minute; the panel gave up. Fix it, then disable and enable it on the Tools page.</source>
        <translation>
            <numerusform>Failed: it %1, and ended %n time within a minute; the panel gave up. Fix it, then disable and enable it on the Tools page.</numerusform>
            <numerusform>Failed: it %1, and ended %n times within a minute; the panel gave up. Fix it, then disable and enable it on the Tools page.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>icmatch</name>
    <message numerus="yes">
        <location filename="../app/match/MatchEventText.cpp" line="+94"/>
        <location line="+2"/>
        <source>%1 (%n unit(s))</source>
        <translation>
            <numerusform>%1 (%n unit)</numerusform>
            <numerusform>%1 (%n units)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>icpanel</name>
    <message numerus="yes">
        <location filename="../app/panel/LogModel.cpp" line="+163"/>
        <source>%n times, from %1 to %2</source>
        <translation>
            <numerusform>%n time, from %1 to %2</numerusform>
            <numerusform>%n times, from %1 to %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ictools</name>
    <message numerus="yes">
        <location filename="../app/tools/PermissionSummary.cpp" line="+77"/>
        <source>In ranked matches: active with a %n-minute delay</source>
        <translation>
            <numerusform>In ranked matches: active with a %n-minute delay</numerusform>
            <numerusform>In ranked matches: active with a %n-minute delay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>In ranked matches: active with a %n-second delay</source>
        <translation>
            <numerusform>In ranked matches: active with a %n-second delay</numerusform>
            <numerusform>In ranked matches: active with a %n-second delay</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>icui</name>
    <message numerus="yes">
        <location filename="../ui/connectinfo/ConnectInfoPage.cpp" line="+87"/>
        <location filename="../ui/password/PasswordPage.cpp" line="+163"/>
        <source>Copy the password; the clipboard is cleared again after %n s</source>
        <translation>
            <numerusform>Copy the password; the clipboard is cleared again after %n s</numerusform>
            <numerusform>Copy the password; the clipboard is cleared again after %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Copied the server password; it leaves the clipboard again in %n s.</source>
        <translation>
            <numerusform>Copied the server password; it leaves the clipboard again in %n s.</numerusform>
            <numerusform>Copied the server password; it leaves the clipboard again in %n s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/connections/ToolSessionsBox.cpp" line="+125"/>
        <source>Only the panel&apos;s own previews are connected (%n). Overlays connect when OBS shows them; native tools when they are enabled.</source>
        <translation>
            <numerusform>Only the panel&apos;s own previews are connected (%n). Overlays connect when OBS shows them; native tools when they are enabled.</numerusform>
            <numerusform>Only the panel&apos;s own previews are connected (%n). Overlays connect when OBS shows them; native tools when they are enabled.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/history/HistoryMatchesTab.cpp" line="+310"/>
        <source>%n match(es) shown; older ones can be loaded.</source>
        <translation>
            <numerusform>%n match shown; older ones can be loaded.</numerusform>
            <numerusform>%n matches shown; older ones can be loaded.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n match(es) shown: all there are.</source>
        <translation>
            <numerusform>%n match shown: all there are.</numerusform>
            <numerusform>%n matches shown: all there are.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/history/HistoryQueryTab.cpp" line="+251"/>
        <source>%n row(s) shown; there are more: the game stops at %1. Narrow the query (WHERE, LIMIT) to see the rest.</source>
        <translation>
            <numerusform>%n row shown; there are more: the game stops at %1. Narrow the query (WHERE, LIMIT) to see the rest.</numerusform>
            <numerusform>%n rows shown; there are more: the game stops at %1. Narrow the query (WHERE, LIMIT) to see the rest.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n row(s).</source>
        <translation>
            <numerusform>%n row.</numerusform>
            <numerusform>%n rows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/history/HistoryReplaysTab.cpp" line="+109"/>
        <source>%n replay(s)</source>
        <translation>
            <numerusform>%n replay</numerusform>
            <numerusform>%n replays</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/overlays/AudienceBadge.cpp" line="+36"/>
        <source>An OBS browser source shows this overlay now (%n page(s)).</source>
        <translation>
            <numerusform>An OBS browser source shows this overlay now (%n page).</numerusform>
            <numerusform>An OBS browser source shows this overlay now (%n pages).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>A web browser shows this overlay (%n page(s)), but no OBS browser source does.</source>
        <translation>
            <numerusform>A web browser shows this overlay (%n page), but no OBS browser source does.</numerusform>
            <numerusform>A web browser shows this overlay (%n pages), but no OBS browser source does.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/overlays/ObsUrlBox.cpp" line="+148"/>
        <source>Clipboard clears in %n s</source>
        <translation>
            <numerusform>Clipboard clears in %n s</numerusform>
            <numerusform>Clipboard clears in %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>Drag it into OBS, or copy the URL: the clipboard is cleared again after %n s.</source>
        <translation>
            <numerusform>Drag it into OBS, or copy the URL: the clipboard is cleared again after %n s.</numerusform>
            <numerusform>Drag it into OBS, or copy the URL: the clipboard is cleared again after %n s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/overlays/OverlayPreview.cpp" line="+131"/>
        <source>Copied the OBS URL of %1: paste it into an OBS browser source within %n s.</source>
        <translation>
            <numerusform>Copied the OBS URL of %1: paste it into an OBS browser source within %n s.</numerusform>
            <numerusform>Copied the OBS URL of %1: paste it into an OBS browser source within %n s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Copied the OBS URL of %1 (it leaves the clipboard again in %n s).</source>
        <translation>
            <numerusform>Copied the OBS URL of %1 (it leaves the clipboard again in %n s).</numerusform>
            <numerusform>Copied the OBS URL of %1 (it leaves the clipboard again in %n s).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+337"/>
        <source>The page reported %n error(s): see its console below.</source>
        <translation>
            <numerusform>The page reported %n error: see its console below.</numerusform>
            <numerusform>The page reported %n errors: see its console below.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/overlays/PreviewConsole.cpp" line="+18"/>
        <source> … (%n more character(s))</source>
        <translation>
            <numerusform> … (%n more character)</numerusform>
            <numerusform> … (%n more characters)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>… %n line(s) not shown: the page said too much at once</source>
        <translation>
            <numerusform>… %n line not shown: the page said too much at once</numerusform>
            <numerusform>… %n lines not shown: the page said too much at once</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/prompts/PermissionPrompt.cpp" line="+212"/>
        <source>Denied by itself in %n s unless you answer.</source>
        <translation>
            <numerusform>Denied by itself in %n s unless you answer.</numerusform>
            <numerusform>Denied by itself in %n s unless you answer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/replay/ReplayControls.cpp" line="+28"/>
        <source>Drag or click to go to another moment of the match; Left and Right step %n game seconds.</source>
        <translation>
            <numerusform>Drag or click to go to another moment of the match; Left and Right step %n game second.</numerusform>
            <numerusform>Drag or click to go to another moment of the match; Left and Right step %n game seconds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/status/MatchCard.cpp" line="+280"/>
        <source>%1, +%n</source>
        <comment>more players</comment>
        <translation>
            <numerusform>%1, +%n</numerusform>
            <numerusform>%1, +%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/status/OverlaysCard.cpp" line="+73"/>
        <source>The URL holds the overlay&apos;s token: paste it into an OBS browser source; the clipboard is cleared again after %n s.</source>
        <translation>
            <numerusform>The URL holds the overlay&apos;s token: paste it into an OBS browser source; the clipboard is cleared again after %n s.</numerusform>
            <numerusform>The URL holds the overlay&apos;s token: paste it into an OBS browser source; the clipboard is cleared again after %n s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tools/SourceViewDialog.cpp" line="+82"/>
        <source>%1 is a binary file (%n bytes); it is not shown as text.</source>
        <translation>
            <numerusform>%1 is a binary file (%n byte); it is not shown as text.</numerusform>
            <numerusform>%1 is a binary file (%n bytes); it is not shown as text.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/status/NeedsYouCard.cpp" line="+68"/>
        <source>%n things need you</source>
        <translation>
            <numerusform>%n things need you</numerusform>
            <numerusform>%n things need you</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/history/HistoryPlayerTab.cpp" line="+300"/>
        <source>%1 % of %n</source>
        <translation>
            <numerusform>%1 % of %n</numerusform>
            <numerusform>%1 % of %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/tournament/TournamentPage_Actions.cpp" line="+185"/>
        <source>Announced to %n game(s) of %1.</source>
        <translation>
            <numerusform>Announced to %n game of %1.</numerusform>
            <numerusform>Announced to %n games of %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+332"/>
        <source>Exported %n result(s) to %1.</source>
        <translation>
            <numerusform>Exported %n result to %1.</numerusform>
            <numerusform>Exported %n results to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/password/PasswordPage.cpp" line="+4"/>
        <source>Copied the password; it leaves the clipboard again in %n s.</source>
        <translation>
            <numerusform>Copied the password; it leaves the clipboard again in %n s.</numerusform>
            <numerusform>Copied the password; it leaves the clipboard again in %n s.</numerusform>
        </translation>
    </message>
</context>
</TS>
