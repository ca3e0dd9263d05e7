<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ic</name>
    <message>
        <location filename="../app/common/GameConfigEditor.cpp" line="+236"/>
        <source>%1:%2: cannot find where the value of %3 ends; the file was not changed. Edit it by hand.</source>
        <translation>%1:%2: Das Ende des Werts von %3 wurde nicht gefunden; die Datei wurde nicht geändert. Bearbeiten Sie sie von Hand.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Could not change [%1] %2 in %3 without changing something else (%4); the file was not changed. Edit it by hand.</source>
        <translation>[%1] %2 in %3 konnte nicht geändert werden, ohne auch etwas anderes zu ändern (%4); die Datei wurde nicht geändert. Bearbeiten Sie sie von Hand.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the layout is unusual</source>
        <translation>der Aufbau der Datei ist ungewöhnlich</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 does not parse, so it was not changed: %2. Fix the file first.</source>
        <translation>%1 lässt sich nicht einlesen und wurde daher nicht geändert: %2. Korrigieren Sie zuerst die Datei.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 does not exist. Pick the game&apos;s config.toml.</source>
        <translation>%1 existiert nicht. Wählen Sie die config.toml des Spiels.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not a regular file. Pick the game&apos;s config.toml.</source>
        <translation>%1 ist keine reguläre Datei. Wählen Sie die config.toml des Spiels.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is %2 bytes, too large for a config file (at most %3). Pick the game&apos;s config.toml.</source>
        <translation>%1 ist %2 Bytes groß, zu groß für eine Konfigurationsdatei (höchstens %3). Wählen Sie die config.toml des Spiels.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 grew past %2 bytes while being read. Pick the game&apos;s config.toml.</source>
        <translation>%1 ist während des Lesens über %2 Bytes hinaus gewachsen. Wählen Sie die config.toml des Spiels.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Cannot write %1: %2; the file was not changed.</source>
        <translation>%1 kann nicht geschrieben werden: %2; die Datei wurde nicht geändert.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 changed on disk while it was being written; [%2] %3 may not be set. Check the file.</source>
        <translation>%1 wurde während des Schreibens auf dem Datenträger geändert; [%2] %3 ist möglicherweise nicht gesetzt. Prüfen Sie die Datei.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot make %1 readable by its owner only (mode 0600): %2. The password was not written; run the panel as the file&apos;s owner, or set it by hand.</source>
        <translation>%1 kann nicht nur für seinen Besitzer lesbar gemacht werden (Modus 0600): %2. Das Passwort wurde nicht geschrieben; starten Sie das Panel als Besitzer der Datei oder setzen Sie es von Hand.</translation>
    </message>
    <message>
        <location filename="../app/common/PanelRuntime.cpp" line="+37"/>
        <source>IC Control Panel is not running (start ic-panel first).</source>
        <translation>IC Control Panel läuft nicht (starten Sie zuerst ic-panel).</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>There is no private runtime folder (XDG_RUNTIME_DIR) for ic-tool to find the panel in.</source>
        <translation>Es gibt keinen privaten Laufzeitordner (XDG_RUNTIME_DIR), in dem ic-tool das Panel finden könnte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a folder of yours that only you can open; remove it, then start the panel again.</source>
        <translation>%1 ist kein Ordner, der Ihnen gehört und den nur Sie öffnen können; entfernen Sie ihn und starten Sie das Panel dann erneut.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>iccli</name>
    <message>
        <location filename="../app/cli/ApproveCommand.cpp" line="+23"/>
        <source>Usage: ic-tool approve [--yes] ID

Shows what the held update of tool ID changes and asks &quot;Approve? [y/N]&quot; on the
terminal; when approved the tool switches to the new version with the permissions
it asks for.

Options:
  -y, --yes   Approve without asking.

Exit status: 0 approved; 1 nothing held or declined; 2 bad usage or no terminal.
</source>
        <translation>Aufruf: ic-tool approve [--yes] ID

Zeigt, was das zurückgehaltene Update des Tools ID ändert, und fragt im Terminal
„Genehmigen? [y/N]“; nach der Genehmigung wechselt das Tool zur neuen Version mit
den Berechtigungen, die sie verlangt.

Optionen:
  -y, --yes   Ohne Nachfrage genehmigen.

Exit-Status: 0 genehmigt; 1 nichts zurückgehalten oder abgelehnt; 2 falscher
Aufruf oder kein Terminal.
</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>give the id of one tool, e.g. ic-tool approve live-stats</source>
        <translation>geben Sie die ID eines Tools an, z. B. ic-tool approve live-stats</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>ic-tool approve: &quot;%1&quot; has no update waiting for approval.</source>
        <translation>ic-tool approve: „%1“ hat kein Update, das auf Genehmigung wartet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ic-tool approve: no tool &quot;%1&quot; is installed (see &quot;ic-tool list&quot;).</source>
        <translation>ic-tool approve: Es ist kein Tool „%1“ installiert (siehe „ic-tool list“).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>APPROVE UPDATE: %1</source>
        <translation>UPDATE GENEHMIGEN: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Approve? [y/N] </source>
        <translation>Genehmigen? [y/N] </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ic-tool approve: no terminal to ask on. Read the permissions above and run again with --yes to approve without asking.</source>
        <translation>ic-tool approve: Kein Terminal für die Nachfrage vorhanden. Lesen Sie die Berechtigungen oben und führen Sie den Befehl erneut mit --yes aus, um ohne Nachfrage zu genehmigen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not approved; %1 %2 stays in use.</source>
        <translation>Nicht genehmigt; %1 %2 wird weiterhin verwendet.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>ic-tool approve: %1</source>
        <translation>ic-tool approve: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Approved: %1 (%2) is now %3.</source>
        <translation>Genehmigt: %1 (%2) ist jetzt %3.</translation>
    </message>
    <message>
        <location filename="../app/cli/CallCommand.cpp" line="+24"/>
        <source>Usage: ic-tool call [--url URL] [--tier TIER] [--timeout SECONDS] METHOD [JSON-PARAMS]

Calls one ICRP method and prints its result as indented JSON on standard output.
JSON-PARAMS is a JSON object, e.g. &apos;{&quot;player&quot;:&quot;alice&quot;}&apos;.

Options:
</source>
        <translation>Aufruf: ic-tool call [--url URL] [--tier STUFE] [--timeout SEKUNDEN] METHODE [JSON-PARAMETER]

Ruft eine ICRP-Methode auf und gibt ihr Ergebnis als eingerücktes JSON auf der
Standardausgabe aus. JSON-PARAMETER ist ein JSON-Objekt,
z. B. &apos;{&quot;player&quot;:&quot;alice&quot;}&apos;.

Optionen:
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>
Exit status: 0 the result was printed; 1 the game answered with an error
(&quot;error CODE: MESSAGE&quot; on standard error); 2 bad usage, no connection or no answer.

Examples:
  ic-tool call ic/match.info
  ic-tool call --tier admin ic/remote.status
  ic-tool call ic/player.profile &apos;{&quot;player&quot;:&quot;alice&quot;}&apos;
</source>
        <translation>
Exit-Status: 0 das Ergebnis wurde ausgegeben; 1 das Spiel hat mit einem Fehler
geantwortet (&quot;error CODE: MESSAGE&quot; auf der Standardfehlerausgabe); 2 falscher
Aufruf, keine Verbindung oder keine Antwort.

Beispiele:
  ic-tool call ic/match.info
  ic-tool call --tier admin ic/remote.status
  ic-tool call ic/player.profile &apos;{&quot;player&quot;:&quot;alice&quot;}&apos;
</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>which method? e.g. ic-tool call ic/match.info</source>
        <translation>welche Methode? z. B. ic-tool call ic/match.info</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>too many arguments: give METHOD and at most one JSON-PARAMS (quote it).</source>
        <translation>zu viele Argumente: geben Sie METHODE und höchstens ein JSON-PARAMETER an (in Anführungszeichen).</translation>
    </message>
    <message>
        <location filename="../app/cli/ClientConnector.cpp" line="+48"/>
        <source>Password for the game at %1: </source>
        <translation>Passwort für das Spiel unter %1: </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game requires a password: set ICRP_PASSWORD or run ic-tool in a terminal to be asked.</source>
        <translation>Dieses Spiel erfordert ein Passwort: Setzen Sie ICRP_PASSWORD oder führen Sie ic-tool in einem Terminal aus, um danach gefragt zu werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No password entered.</source>
        <translation>Kein Passwort eingegeben.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No password entered. This game requires one.</source>
        <translation>Kein Passwort eingegeben. Dieses Spiel erfordert eines.</translation>
    </message>
    <message>
        <location filename="../app/cli/Command.cpp" line="+34"/>
        <source>Run &quot;ic-tool help %1&quot; for its usage.</source>
        <translation>Hilfe zum Aufruf: „ic-tool help %1“.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>What changes:</source>
        <translation>Was sich ändert:</translation>
    </message>
    <message>
        <location filename="../app/cli/CommandTable.cpp" line="+52"/>
        <source>Call one ICRP method and print its result as JSON</source>
        <translation>Eine ICRP-Methode aufrufen und ihr Ergebnis als JSON ausgeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print events of the given categories as they happen</source>
        <translation>Ereignisse der angegebenen Kategorien ausgeben, sobald sie eintreten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make a new tool from a template, ready to run</source>
        <translation>Ein neues, lauffähiges Tool aus einer Vorlage anlegen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serve a tool&apos;s folder against a simulated match, reloading on every change</source>
        <translation>Den Ordner eines Tools mit einer simulierten Partie bereitstellen und bei jeder Änderung neu laden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run a tool against a simulated match and report what goes wrong</source>
        <translation>Ein Tool mit einer simulierten Partie ausführen und gefundene Probleme melden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check a tool&apos;s tool.yaml, folder or .icpkg</source>
        <translation>tool.yaml, Ordner oder .icpkg eines Tools prüfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Validate a tool&apos;s folder and write a .icpkg</source>
        <translation>Den Ordner eines Tools prüfen und daraus eine .icpkg schreiben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Install a tool package after showing its permissions</source>
        <translation>Ein Tool-Paket installieren, nachdem seine Berechtigungen angezeigt wurden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List the installed tools</source>
        <translation>Die installierten Tools auflisten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove an installed tool</source>
        <translation>Ein installiertes Tool entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Approve a held update that asks for more</source>
        <translation>Ein zurückgehaltenes Update genehmigen, das mehr verlangt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print the URL of a browser tool to paste into OBS</source>
        <translation>Die URL eines Browser-Tools zum Einfügen in OBS ausgeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show a replay on stream in the panel&apos;s overlays, or the live game again</source>
        <translation>Eine Wiederholung in den Overlays des Panels auf dem Stream zeigen, oder wieder das laufende Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give a tool a new token (token reset ID)</source>
        <translation>Einem Tool ein neues Token geben (token reset ID)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Relay ICRP between an IRC channel and a game (OA1), for the allowed nicks</source>
        <translation>ICRP zwischen einem IRC-Kanal und einem Spiel weiterleiten (OA1), für die erlaubten Nicks</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serve an AI assistant over MCP (stdio), through the panel</source>
        <translation>Einen KI-Assistenten über MCP (stdio) bedienen, über das Panel</translation>
    </message>
    <message>
        <location filename="../app/cli/ConnectionOptions.cpp" line="+59"/>
        <source>&quot;%1&quot; is not a WebSocket address like %2.</source>
        <translation>„%1“ ist keine WebSocket-Adresse wie %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Put no user or password in the URL; set ICRP_PASSWORD instead.</source>
        <translation>geben Sie weder Benutzer noch Passwort in der URL an; setzen Sie stattdessen ICRP_PASSWORD.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unknown tier &quot;%1&quot;. Tiers: %2.</source>
        <translation>Unbekannte Stufe „%1“. Stufen: %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--timeout wants a number of seconds above 0, not &quot;%1&quot;.</source>
        <translation>--timeout erwartet eine Anzahl Sekunden größer als 0, nicht „%1“.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>  --url URL        the game&apos;s remote API (default: $ICRP_URL, else %1)
  --tier TIER      observer (default), admin, mod or debug
</source>
        <translation>  --url URL        die Remote-API des Spiels (Standard: $ICRP_URL, sonst %1)
  --tier STUFE     observer (Standard), admin, mod oder debug
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  --timeout SECONDS  how long to wait for the game (default 10)
</source>
        <translation>  --timeout SEKUNDEN  wie lange auf das Spiel gewartet wird (Standard 10)
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  --msgpack        speak MessagePack with the game instead of JSON (the output
                   is the same)
</source>
        <translation>  --msgpack        mit dem Spiel MessagePack statt JSON sprechen (die Ausgabe
                   bleibt gleich)
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>
Password: set ICRP_PASSWORD. Without it, when the game wants a password, ic-tool
asks on the terminal (input hidden). There is no --password option: a secret on a
command line is visible to every user of the machine.
</source>
        <translation>
Passwort: Setzen Sie ICRP_PASSWORD. Ohne diese Variable fragt ic-tool im Terminal
nach (Eingabe verborgen), wenn das Spiel ein Passwort verlangt. Es gibt keine
Option --password: Ein Geheimnis auf der Befehlszeile ist für jeden Benutzer des
Rechners sichtbar.
</translation>
    </message>
    <message>
        <location filename="../app/cli/IcTool.cpp" line="+27"/>
        <source>ic-tool: talk to an Iron Curtain game&apos;s remote API (ICRP) from a terminal or a script.

Usage: ic-tool VERB [OPTIONS] [ARGUMENTS]
       ic-tool help VERB
       ic-tool --help | --version

Verbs:
</source>
        <translation>ic-tool: Aus einem Terminal oder Skript mit der Remote-API (ICRP) von Iron Curtain
kommunizieren.

Aufruf: ic-tool BEFEHL [OPTIONEN] [ARGUMENTE]
        ic-tool help BEFEHL
        ic-tool --help | --version

Befehle:
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>
For scripts: list and validate take --json and print one JSON object whose
keys are the same in every language; call prints JSON, and watch --json one
JSON object per event and line.
</source>
        <translation>
Für Skripte: list und validate nehmen --json und geben ein JSON-Objekt aus,
dessen Schlüssel in jeder Sprache gleich sind; call gibt JSON aus, und watch --json
ein JSON-Objekt pro Ereignis und Zeile.
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>
Environment:
  ICRP_URL       the game&apos;s remote API (default %1)
  ICRP_PASSWORD  the password of the game&apos;s remote API

There is no --password option: a secret on a command line is visible to every
user of the machine. Set ICRP_PASSWORD, or leave it unset and ic-tool asks on the
terminal (input hidden) when the game wants a password.

Exit status: 0 success; 1 the game answered with an error; 2 bad usage, no
connection or no answer.
</source>
        <translation>
Umgebung:
  ICRP_URL       die Remote-API des Spiels (Standard %1)
  ICRP_PASSWORD  das Passwort der Remote-API des Spiels

Es gibt keine Option --password: Ein Geheimnis auf der Befehlszeile ist für jeden
Benutzer des Rechners sichtbar. Setzen Sie ICRP_PASSWORD oder lassen Sie die
Variable ungesetzt; dann fragt ic-tool im Terminal nach (Eingabe verborgen), wenn
das Spiel ein Passwort verlangt.

Exit-Status: 0 Erfolg; 1 das Spiel hat mit einem Fehler geantwortet; 2 falscher
Aufruf, keine Verbindung oder keine Antwort.
</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>ic-tool: no verb &quot;%1&quot;.
</source>
        <translation>ic-tool: Es gibt keinen Befehl „%1“.
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ic-tool: unknown verb &quot;%1&quot;.
</source>
        <translation>ic-tool: Unbekannter Befehl „%1“.
</translation>
    </message>
    <message>
        <location filename="../app/cli/InstallCommand.cpp" line="+23"/>
        <source>Usage: ic-tool install [--yes] PACKAGE.icpkg

Shows the tool&apos;s name, version, author and what it may do (the same summary as
the panel&apos;s install dialog) and asks &quot;Install? [y/N]&quot; on the terminal.
For a tool that is installed already it shows what the update changes. An update
that asks for more than you granted (a higher tier, new event categories, new
network origins) is unpacked but held: the tool keeps its version and permissions
until you run &quot;ic-tool approve ID&quot;.

Options:
  -y, --yes   Install without asking (read the summary first).

Tools are installed into $IC_TOOLS_DIR when set, else the panel&apos;s tools folder.
Exit status: 0 installed, updated or held; 1 refused or declined; 2 bad usage or
no terminal to ask on.
</source>
        <translation>Aufruf: ic-tool install [--yes] PAKET.icpkg

Zeigt Name, Version und Autor des Tools und was es tun darf (dieselbe
Zusammenfassung wie der Installationsdialog des Panels) und fragt im Terminal
„Installieren? [y/N]“. Bei einem bereits installierten Tool zeigt es, was das
Update ändert. Ein Update, das mehr verlangt, als Sie freigegeben haben (eine
höhere Stufe, neue Ereigniskategorien, neue Netzwerk-Origins), wird entpackt,
aber zurückgehalten: Das Tool behält seine Version und Berechtigungen, bis Sie
„ic-tool approve ID“ ausführen.

Optionen:
  -y, --yes   Ohne Nachfrage installieren (lesen Sie zuerst die Zusammenfassung).

Tools werden in $IC_TOOLS_DIR installiert, falls gesetzt, sonst in den
Tools-Ordner des Panels.
Exit-Status: 0 installiert, aktualisiert oder zurückgehalten; 1 verweigert oder
abgelehnt; 2 falscher Aufruf oder kein Terminal für die Nachfrage.
</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>give one package, e.g. ic-tool install live-stats.icpkg</source>
        <translation>geben Sie ein Paket an, z. B. ic-tool install live-stats.icpkg</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+42"/>
        <source>ic-tool install: %1</source>
        <translation>ic-tool install: %1</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>UPDATE TOOL: %1</source>
        <translation>TOOL AKTUALISIEREN: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INSTALL TOOL: %1</source>
        <translation>TOOL INSTALLIEREN: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  Id: %1   Version: %2   Author: %3</source>
        <translation>  ID: %1   Version: %2   Autor: %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This update asks for more than you granted to %1 %2.</source>
        <translation>Dieses Update verlangt mehr, als Sie %1 %2 freigegeben haben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Update? [y/N] </source>
        <translation>Aktualisieren? [y/N] </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Install? [y/N] </source>
        <translation>Installieren? [y/N] </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ic-tool install: no terminal to ask on. Read the permissions above and run again with --yes to install without asking.</source>
        <translation>ic-tool install: Kein Terminal für die Nachfrage vorhanden. Lesen Sie die Berechtigungen oben und führen Sie den Befehl erneut mit --yes aus, um ohne Nachfrage zu installieren.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not installed.</source>
        <translation>Nicht installiert.</translation>
    </message>
    <message>
        <location filename="../app/cli/JsonText.cpp" line="+52"/>
        <source>JSON-PARAMS must be a JSON object {...} or array [...], not &quot;%1&quot;.</source>
        <translation>JSON-PARAMETER muss ein JSON-Objekt {...} oder -Array [...] sein, nicht „%1“.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>JSON-PARAMS is not valid JSON: %1 at offset %2.</source>
        <translation>JSON-PARAMETER ist kein gültiges JSON: %1 an Position %2.</translation>
    </message>
    <message>
        <location filename="../app/cli/ListCommand.cpp" line="+72"/>
        <source>Usage: ic-tool list [--json]

Lists the installed tools: ID, VERSION, ENABLED (yes/no), TIER and STATUS
(&quot;needs approval (VERSION)&quot; when an update waits for &quot;ic-tool approve ID&quot;).
Tools are read from $IC_TOOLS_DIR when set; else from the folder of the running
IC Control Panel (ic-panel --demo keeps tools of its own), saying which when it is
not the usual one; else from the panel&apos;s tools folder.

Options:
  --json   print one JSON object instead, the same in every language:
           {&quot;tools&quot;: [{&quot;id&quot;, &quot;name&quot;, &quot;version&quot;, &quot;enabled&quot; (true/false),
           &quot;kind&quot; (page, program or paired), &quot;tier&quot;, &quot;categories&quot;,
           &quot;networkOrigins&quot;, &quot;needsApproval&quot; (true/false), &quot;pending&quot; (null, or
           the held update&apos;s &quot;version&quot;, &quot;tier&quot;, &quot;categories&quot;,
           &quot;networkOrigins&quot;)}]}

Exit status: 0 listed (also when none are installed); 1 the tools&apos; index
cannot be read; 2 bad usage.
</source>
        <translation>Aufruf: ic-tool list [--json]

Listet die installierten Tools auf: ID, VERSION, AKTIVIERT (ja/nein), STUFE und
STATUS („Genehmigung nötig (VERSION)“, wenn ein Update auf „ic-tool approve ID“
wartet). Die Tools werden aus $IC_TOOLS_DIR gelesen, falls gesetzt; sonst aus dem Ordner
des laufenden IC Control Panel (ic-panel --demo hat eigene Tools), mit einem
Hinweis, wenn es nicht der übliche ist; sonst aus dem Tools-Ordner des Panels.

Optionen:
  --json   stattdessen ein JSON-Objekt ausgeben, in jeder Sprache gleich:
           {&quot;tools&quot;: [{&quot;id&quot;, &quot;name&quot;, &quot;version&quot;, &quot;enabled&quot; (true/false),
           &quot;kind&quot; (page, program oder paired), &quot;tier&quot;, &quot;categories&quot;,
           &quot;networkOrigins&quot;, &quot;needsApproval&quot; (true/false), &quot;pending&quot; (null oder
           &quot;version&quot;, &quot;tier&quot;, &quot;categories&quot;, &quot;networkOrigins&quot; des
           zurückgehaltenen Updates)}]}

Exit-Status: 0 aufgelistet (auch wenn keine installiert sind); 1 der Index der
Tools kann nicht gelesen werden; 2 falscher Aufruf.
</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>list takes no arguments.</source>
        <translation>list erwartet keine Argumente.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Listing the running IC Control Panel&apos;s tools, in %1 (a demo panel, ic-panel --demo, keeps tools of its own). The usual folder: IC_TOOLS_DIR=%2 ic-tool list</source>
        <translation>Die Tools des laufenden IC Control Panel, in %1 (ein Demo-Panel, ic-panel --demo, hat eigene Tools). Der übliche Ordner: IC_TOOLS_DIR=%2 ic-tool list</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No tools installed in %1.</source>
        <translation>In %1 sind keine Tools installiert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No tools installed.</source>
        <translation>Keine Tools installiert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>VERSION</source>
        <translation>VERSION</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ENABLED</source>
        <translation>AKTIVIERT</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TIER</source>
        <translation>STUFE</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>STATUS</source>
        <translation>STATUS</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>needs approval (%1)</source>
        <translation>Genehmigung nötig (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <location filename="../app/cli/PackageCommand.cpp" line="+28"/>
        <source>Usage: ic-tool package DIR [-o NAME.icpkg]

Validates the tool in DIR and packages it as a Workshop .icpkg (a zip with
tool.yaml at its root). Files and folders whose names start with &apos;.&apos; are left
out; a symbolic link in DIR is refused. The same folder always gives the same
bytes (sorted entries, fixed dates and permissions).

Options:
  -o, --output FILE   where to write (default: ID-VERSION.icpkg here)

Exit status: 0 written; 1 the tool has errors or the package could not be
written (nothing is left behind); 2 bad usage.

Example:
  ic-tool package overlays/live-stats -o live-stats.icpkg
</source>
        <translation>Aufruf: ic-tool package ORDNER [-o NAME.icpkg]

Prüft das Tool in ORDNER und verpackt es als Workshop-.icpkg (ein ZIP-Archiv mit
tool.yaml in der obersten Ebene). Dateien und Ordner, deren Namen mit &apos;.&apos;
beginnen, werden ausgelassen; ein symbolischer Link in ORDNER wird abgelehnt.
Derselbe Ordner ergibt immer dieselben Bytes (sortierte Einträge, feste
Zeitstempel und Berechtigungen).

Optionen:
  -o, --output DATEI   Zieldatei (Standard: ID-VERSION.icpkg im aktuellen Ordner)

Exit-Status: 0 geschrieben; 1 das Tool enthält Fehler oder das Paket konnte nicht
geschrieben werden (es bleibt nichts zurück); 2 falscher Aufruf.

Beispiel:
  ic-tool package overlays/live-stats -o live-stats.icpkg
</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Output file.</source>
        <translation>Ausgabedatei.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>give the tool&apos;s folder, e.g. ic-tool package overlays/live-stats.</source>
        <translation>geben Sie den Ordner des Tools an, z. B. ic-tool package overlays/live-stats.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>-o needs a file name.</source>
        <translation>-o braucht einen Dateinamen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ic-tool package: %1 is not a folder.</source>
        <translation>ic-tool package: %1 ist kein Ordner.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+33"/>
        <source>ic-tool package: %1</source>
        <translation>ic-tool package: %1</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+9"/>
        <location line="+24"/>
        <source>No package was written.</source>
        <translation>Es wurde kein Paket geschrieben.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>ic-tool package: %1 has no tool.yaml; a tool&apos;s folder needs one at its top.</source>
        <translation>ic-tool package: %1 enthält keine tool.yaml; der Ordner eines Tools braucht sie in seiner obersten Ebene.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>ic-tool package: 1 error in the manifest; no package was written.</source>
        <translation>ic-tool package: 1 Fehler im Manifest; es wurde kein Paket geschrieben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ic-tool package: %1 errors in the manifest; no package was written.</source>
        <translation>ic-tool package: %1 Fehler im Manifest; es wurde kein Paket geschrieben.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Wrote %1: %2 %3, %4 files, %5 bytes.</source>
        <translation>%1 geschrieben: %2 %3, %4 Dateien, %5 Bytes.</translation>
    </message>
    <message>
        <location filename="../app/cli/PanelLink.cpp" line="+16"/>
        <source>IC Control Panel (process %1) does not answer: %2</source>
        <translation>IC Control Panel (Prozess %1) antwortet nicht: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no answer in time</source>
        <translation>keine rechtzeitige Antwort</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the answer was not understood</source>
        <translation>die Antwort wurde nicht verstanden</translation>
    </message>
    <message>
        <location filename="../app/cli/TokenCommand.cpp" line="+20"/>
        <source>Usage: ic-tool token reset ID

Gives the installed tool ID a new token: its old URL stops working and its
connections to the panel close. Use it when a tool&apos;s URL was shown on stream or
shared by mistake; paste the new URL into OBS.

With IC Control Panel running, the panel renews the token at once (a native tool
is restarted with it) and the new URL is printed. Without, the new token goes
into the keychain and the panel uses it from its next start.

Exit status: 0 renewed; 1 no such tool, or the keychain refused; 2 bad usage.
</source>
        <translation>Aufruf: ic-tool token reset ID

Gibt dem installierten Tool ID ein neues Token: Seine alte URL funktioniert nicht
mehr, und seine Verbindungen zum Panel werden geschlossen. Verwenden Sie dies,
wenn die URL eines Tools im Stream zu sehen war oder versehentlich weitergegeben
wurde; fügen Sie die neue URL in OBS ein.

Läuft IC Control Panel, erneuert das Panel das Token sofort (ein natives Tool
wird damit neu gestartet), und die neue URL wird ausgegeben. Andernfalls kommt
das neue Token in den Schlüsselbund, und das Panel verwendet es ab seinem
nächsten Start.

Exit-Status: 0 erneuert; 1 kein solches Tool, oder der Schlüsselbund hat
abgelehnt; 2 falscher Aufruf.
</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>say &quot;reset&quot; and the tool&apos;s id, e.g. ic-tool token reset live-stats</source>
        <translation>geben Sie „reset“ und die ID des Tools an, z. B. ic-tool token reset live-stats</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ic-tool token: no tool &quot;%1&quot; is installed.</source>
        <translation>ic-tool token: Es ist kein Tool „%1“ installiert.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>New token for %1: its old URL no longer works.</source>
        <translation>Neues Token für %1: Die alte URL funktioniert nicht mehr.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>ic-tool token: the keychain refused the new token: %1</source>
        <translation>ic-tool token: Der Schlüsselbund hat das neue Token abgelehnt: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New token for %1 stored in the keychain; IC Control Panel uses it from its next start.</source>
        <translation>Neues Token für %1 im Schlüsselbund gespeichert; IC Control Panel verwendet es ab dem nächsten Start.</translation>
    </message>
    <message>
        <location filename="../app/cli/UninstallCommand.cpp" line="+18"/>
        <source>Usage: ic-tool uninstall ID [--yes]

Removes the installed tool ID (see &quot;ic-tool list&quot;), its files and what it was
granted; it asks nothing (--yes is taken, as install takes it). Exit status:
0 removed; 1 no such tool; 2 bad usage.
</source>
        <translation>Aufruf: ic-tool uninstall ID [--yes]

Entfernt das installierte Tool ID (siehe „ic-tool list“), seine Dateien und seine
Freigaben; es fragt nicht nach (--yes wird angenommen, wie bei install).
Exit-Status: 0 entfernt; 1 kein solches Tool; 2 falscher Aufruf.
</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>unknown option %1</source>
        <translation>unbekannte Option %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>give the id of one tool, e.g. ic-tool uninstall live-stats</source>
        <translation>geben Sie die ID eines Tools an, z. B. ic-tool uninstall live-stats</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ic-tool uninstall: %1</source>
        <translation>ic-tool uninstall: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Uninstalled %1.</source>
        <translation>%1 deinstalliert.</translation>
    </message>
    <message>
        <location filename="../app/cli/UrlCommand.cpp" line="+21"/>
        <source>Usage: ic-tool url ID [--port N]

Prints the URL of an installed browser tool to paste into OBS as a browser
source: http://ID.localhost:PORT/ENTRY#token=TOKEN. The token after # stays in
the browser (it never reaches a server or a log); treat the URL as a password.

The running IC Control Panel gives the URL (its port, the tool&apos;s token). When
no panel runs, the token comes from the keychain and the port from --port
(default %1); the URL works once the panel runs on that port.

Options:
  --port N   the overlay host&apos;s port when no panel runs

Exit status: 0 printed; 1 no such browser tool, or no token yet; 2 bad usage.
</source>
        <translation>Aufruf: ic-tool url ID [--port N]

Gibt die URL eines installierten Browser-Tools aus, die Sie in OBS als
Browserquelle einfügen: http://ID.localhost:PORT/EINSTIEG#token=TOKEN. Das Token
nach # bleibt im Browser (es erreicht nie einen Server oder ein Protokoll);
behandeln Sie die URL wie ein Passwort.

Das laufende IC Control Panel liefert die URL (seinen Port, das Token des Tools).
Läuft kein Panel, kommt das Token aus dem Schlüsselbund und der Port aus --port
(Standard %1); die URL funktioniert, sobald das Panel auf diesem Port läuft.

Optionen:
  --port N   der Port des Overlay-Hosts, wenn kein Panel läuft

Exit-Status: 0 ausgegeben; 1 kein solches Browser-Tool oder noch kein Token;
2 falscher Aufruf.
</translation>
    </message>
    <message>
        <location filename="../app/cli/DevCommand.cpp" line="+27"/>
        <source>Usage: ic-tool dev [--port N] [--game URL] DIR

Serves the tool in DIR while you work on it: from an overlay host and gateway
of its own (not the panel&apos;s; nothing is installed for real), against a
simulated match, granted exactly what its tool.yaml asks for. Prints the
page&apos;s URL: open it in a browser or an OBS browser source. When a file in
DIR changes, connected pages that use the SDK load themselves again and a
native tool is restarted; a tool.yaml with errors is reported and the last
good state keeps running. Ctrl-C ends.

Options:
  --port N         the overlay host&apos;s port (default: a free one)
  --game URL       forward to this game (ws://HOST:PORT) instead of a
                   simulated match; its password comes from ICRP_PASSWORD

Exit status: 0 interrupted; 1 the tool could not be served (its problems are
printed); 2 bad usage.

Example:
  ic-tool init my-overlay &amp;&amp; ic-tool dev my-overlay
</source>
        <translation>Aufruf: ic-tool dev [--port N] [--game URL] ORDNER

Stellt das Tool in ORDNER bereit, während Sie daran arbeiten: über einen
eigenen Overlay-Host und ein eigenes Gateway (nicht die des Panels; nichts wird
wirklich installiert), mit einer simulierten Partie und genau den Freigaben,
die seine tool.yaml verlangt. Gibt die URL der Seite aus: Öffnen Sie sie in
einem Browser oder einer OBS-Browserquelle. Ändert sich eine Datei in ORDNER,
laden sich verbundene Seiten, die das SDK verwenden, selbst neu, und ein
natives Tool wird neu gestartet; eine fehlerhafte tool.yaml wird gemeldet, und
der letzte funktionierende Stand läuft weiter. Beenden mit Ctrl-C.

Optionen:
  --port N         der Port des Overlay-Hosts (Standard: ein freier Port)
  --game URL       an dieses Spiel (ws://HOST:PORT) statt an eine simulierte
                   Partie weiterleiten; sein Passwort kommt aus ICRP_PASSWORD

Exit-Status: 0 abgebrochen; 1 das Tool konnte nicht bereitgestellt werden
(seine Probleme werden ausgegeben); 2 falscher Aufruf.

Beispiel:
  ic-tool init my-overlay &amp;&amp; ic-tool dev my-overlay
</translation>
    </message>
    <message>
        <location line="+25"/>
        <location filename="../app/cli/UrlCommand.cpp" line="+20"/>
        <source>Port.</source>
        <translation>Port.</translation>
    </message>
    <message>
        <location filename="../app/cli/BridgeCommand.cpp" line="+24"/>
        <source>Usage: ic-tool bridge irc --server HOST:PORT --channel CHANNEL --nick NICK
                          --allow NICK [--allow NICK...] [--game URL]
                          [--line-gap MS] [--allow-no-password]

Runs next to a game that is reachable only through IRC: joins CHANNEL on
the IRC server as NICK and relays ICRP (OA1 frames, docs/connectors/oa1.md)
between the channel and the game&apos;s ICRP address, for the allowed nicks
only. Each allowed nick gets its own session to the game and signs in to it
itself: the bridge never needs nor sees the game&apos;s password. Events are not
relayed, and ic/remote.password_reset is refused (its answer, the new
password, would be said to the whole channel). Ctrl-C ends.

Options:
  --server HOST:PORT  the IRC server (plain TCP; port 6667 when left out)
  --channel CHANNEL   the channel to relay in, e.g. &apos;#ops&apos; (quote the #)
  --nick NICK         the bridge&apos;s nick
  --allow NICK        a nick whose requests are relayed (repeat for more)
  --game URL          the game&apos;s ICRP address (default ws://127.0.0.1:19710)
  --line-gap MS       the least time between two IRC lines (default 1000)
  --allow-no-password relay to a game that asks for no password (without it,
                      ic/bridge.hello is refused: IRC nicks are not
                      authenticated, so anyone holding an allowed nick would
                      get the game)

Exit status: 0 interrupted; 1 the IRC connection ended; 2 bad usage.

Example:
  ic-tool bridge irc --server irc.example.org:6667 --channel &apos;#ic-ops&apos; \
      --nick ic-bridge --allow alice
</source>
        <translation>Aufruf: ic-tool bridge irc --server HOST:PORT --channel CHANNEL --nick NICK
                          --allow NICK [--allow NICK...] [--game URL]
                          [--line-gap MS] [--allow-no-password]

Läuft neben einem Spiel, das nur über IRC erreichbar ist: betritt CHANNEL auf
dem IRC-Server als NICK und leitet ICRP (OA1-Frames, docs/connectors/oa1.md)
zwischen dem Channel und der ICRP-Adresse des Spiels weiter, nur für die
erlaubten Nicks. Jeder erlaubte Nick bekommt eine eigene Sitzung beim Spiel
und meldet sich selbst an: Die Bridge braucht und sieht das Passwort des
Spiels nie. Ereignisse werden nicht weitergeleitet, und
ic/remote.password_reset wird abgelehnt (seine Antwort, das neue Passwort,
ginge an den ganzen Channel). Strg+C beendet.

Optionen:
  --server HOST:PORT  der IRC-Server (reines TCP; Port 6667, wenn weggelassen)
  --channel CHANNEL   der Channel, in dem weitergeleitet wird, z. B. &apos;#ops&apos; (das # quotieren)
  --nick NICK         der Nick der Bridge
  --allow NICK        ein Nick, dessen Anfragen weitergeleitet werden (für mehrere wiederholen)
  --game URL          die ICRP-Adresse des Spiels (Standard ws://127.0.0.1:19710)
  --line-gap MS       die kürzeste Zeit zwischen zwei IRC-Zeilen (Standard 1000)
  --allow-no-password an ein Spiel ohne Passwort weiterleiten (ohne diese Option
                      wird ic/bridge.hello abgelehnt: IRC-Nicks sind nicht
                      authentifiziert, also bekäme jeder mit einem erlaubten
                      Nick das Spiel)

Exit-Status: 0 unterbrochen; 1 die IRC-Verbindung endete; 2 falscher Aufruf.

Beispiel:
  ic-tool bridge irc --server irc.example.org:6667 --channel &apos;#ic-ops&apos; \
      --nick ic-bridge --allow alice
</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Server.</source>
        <translation>Server.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Channel.</source>
        <translation>Kanal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nick.</source>
        <translation>Nick.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allowed nick.</source>
        <translation>Erlaubter Nick.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/cli/DevCommand.cpp" line="+2"/>
        <source>Game.</source>
        <translation>Spiel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line gap.</source>
        <translation>Zeilenabstand.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Relay to a game without a password.</source>
        <translation>An ein Spiel ohne Passwort weiterleiten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>say which network to bridge: ic-tool bridge irc …</source>
        <translation>sagen Sie, welches Netz überbrückt wird: ic-tool bridge irc …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--server wants the IRC server as HOST:PORT</source>
        <translation>--server erwartet den IRC-Server als HOST:PORT</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--channel wants a channel name such as &apos;#ops&apos; (quote the #; no spaces or commas)</source>
        <translation>--channel erwartet einen Channel-Namen wie &apos;#ops&apos; (das # quotieren; keine Leerzeichen oder Kommas)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>give the bridge&apos;s --nick and at least one --allow NICK</source>
        <translation>geben Sie den --nick der Brücke und mindestens ein --allow NICK an</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not an IRC nick: letters, digits and _-[]\`^{|}, not starting with a digit or -, at most 30</source>
        <translation>„%1“ ist kein IRC-Nick: Buchstaben, Ziffern und _-[]\`^{|}, nicht mit einer Ziffer oder - beginnend, höchstens 30</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--line-gap wants milliseconds between 0 and 60000</source>
        <translation>--line-gap erwartet Millisekunden zwischen 0 und 60000</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ic-tool bridge: relaying %1 on %2:%3 as %4 to %5 for %6</source>
        <translation>ic-tool bridge: leite %1 auf %2:%3 als %4 an %5 weiter, für %6</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>bridge stopped</source>
        <translation>Brücke beendet</translation>
    </message>
    <message>
        <location filename="../app/cli/DevCommand.cpp" line="+6"/>
        <source>give the tool&apos;s folder, e.g. ic-tool dev my-overlay</source>
        <translation>geben Sie den Ordner des Tools an, z. B. ic-tool dev my-overlay</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--port wants a port number (1-65535), or 0 for a free one</source>
        <translation>--port erwartet eine Portnummer (1-65535) oder 0 für einen freien Port</translation>
    </message>
    <message>
        <location filename="../app/cli/BridgeCommand.cpp" line="-27"/>
        <location filename="../app/cli/DevCommand.cpp" line="+7"/>
        <source>--game wants the game&apos;s address, e.g. ws://127.0.0.1:19710</source>
        <translation>--game erwartet die Adresse des Spiels, z. B. ws://127.0.0.1:19710</translation>
    </message>
    <message>
        <location filename="../app/cli/DevCommand.cpp" line="+6"/>
        <source>%1 is not a folder: ic-tool dev serves a tool&apos;s folder (ic-tool test also takes a .icpkg).</source>
        <translation>%1 ist kein Ordner: ic-tool dev stellt den Ordner eines Tools bereit (ic-tool test akzeptiert auch eine .icpkg-Datei).</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+64"/>
        <source>ic-tool dev: %1</source>
        <translation>ic-tool dev: %1</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>Nothing is served. Mend what is named above and run ic-tool dev again.</source>
        <translation>Es wird nichts bereitgestellt. Beheben Sie die oben genannten Probleme und führen Sie ic-tool dev erneut aus.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a simulated match</source>
        <translation>eine simulierte Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serving %1 %2 (%3, tier %4) against %5. Ctrl-C ends.</source>
        <translation>%1 %2 (%3, Stufe %4) wird bereitgestellt; Spiel: %5. Beenden mit Ctrl-C.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A native tool: it runs now, and its output follows.</source>
        <translation>Ein natives Tool: Es läuft jetzt, seine Ausgabe folgt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game is there.</source>
        <translation>Das Spiel ist erreichbar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is not reachable; the gateway keeps trying.</source>
        <translation>Das Spiel ist nicht erreichbar; das Gateway versucht es weiter.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game: %1</source>
        <translation>Das Spiel: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+2"/>
        <source>[tool] %1</source>
        <translation>[Tool] %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The last good tool.yaml and package stay in force; save a fixed file to go on.</source>
        <translation>Die letzte fehlerfreie tool.yaml und das zugehörige Paket bleiben in Kraft; speichern Sie eine korrigierte Datei, um fortzufahren.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is back.</source>
        <translation>%1 ist wieder da.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Changed: the tool restarts.</source>
        <translation>Geändert: Das Tool wird neu gestartet.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Changed: connected pages reloading: %n.</source>
        <translation>
            <numerusform>Geändert: %n verbundene Seite wird neu geladen.</numerusform>
            <numerusform>Geändert: %n verbundene Seiten werden neu geladen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>entry_point changed; the page&apos;s address is now:</source>
        <translation>entry_point wurde geändert; die Adresse der Seite lautet jetzt:</translation>
    </message>
    <message>
        <location filename="../app/cli/UrlCommand.cpp" line="+6"/>
        <source>give the id of one tool, e.g. ic-tool url live-stats</source>
        <translation>geben Sie die ID eines Tools an, z. B. ic-tool url live-stats</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--port wants a port number (1-65535)</source>
        <translation>--port erwartet eine Portnummer (1-65535)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>ic-tool url: &quot;%1&quot; is a program, not a page: the panel starts it itself.</source>
        <translation>ic-tool url: „%1“ ist ein Programm, keine Seite: Das Panel startet es selbst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ic-tool url: no tool &quot;%1&quot; is installed.</source>
        <translation>ic-tool url: Es ist kein Tool „%1“ installiert.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>ic-tool url: no token for this tool in the keychain yet. Start IC Control Panel: it makes one.</source>
        <translation>ic-tool url: Im Schlüsselbund gibt es noch kein Token für dieses Tool. Starten Sie IC Control Panel, es erzeugt eines.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>IC Control Panel is not running: this URL works once it runs with this port.</source>
        <translation>IC Control Panel läuft nicht: Diese URL funktioniert, sobald es mit diesem Port läuft.</translation>
    </message>
    <message>
        <location filename="../app/cli/ValidateCommand.cpp" line="+46"/>
        <source>Usage: ic-tool validate [--json] tool.yaml|DIR|PACKAGE.icpkg

Checks a Workshop tool&apos;s manifest (tool.yaml): required fields, tier,
transport, subscriptions the tier may have, version, id, overlay size, network
origins, and that the entry point and screenshots exist in the package.
Given a tool.yaml, its folder is the package; given a folder, its tool.yaml is
read; given a .icpkg, the archive is read without extracting it.

Every problem is printed as FILE:LINE:COLUMN: error|warning: MESSAGE (FIX).

Options:
  --json   print one JSON object instead, with the same keys in every
           language: {&quot;file&quot;, &quot;valid&quot; (true/false), &quot;errors&quot;,
           &quot;warnings&quot;, &quot;tool&quot; (null, or its &quot;id&quot;, &quot;name&quot;, &quot;version&quot;),
           &quot;problems&quot;: [{&quot;file&quot;, &quot;line&quot;, &quot;column&quot;, &quot;severity&quot; (error
           or warning), &quot;rule&quot;, &quot;message&quot;, &quot;fix&quot;}]}; nothing on
           standard output when the input cannot be read (exit status 2)

Exit status: 0 no errors (warnings may be printed); 1 errors; 2 bad usage or
the input cannot be read.

Examples:
  ic-tool validate overlays/live-stats
  ic-tool validate live-stats-1.2.0.icpkg
</source>
        <translation>Aufruf: ic-tool validate [--json] tool.yaml|ORDNER|PAKET.icpkg

Prüft das Manifest (tool.yaml) eines Workshop-Tools: Pflichtfelder, Stufe,
Transport, für die Stufe erlaubte Abonnements, Version, ID, Overlay-Größe,
Netzwerk-Origins und ob Einstiegspunkt und Screenshots im Paket vorhanden sind.
Bei einer tool.yaml ist ihr Ordner das Paket; bei einem Ordner wird dessen
tool.yaml gelesen; eine .icpkg-Datei wird gelesen, ohne sie zu entpacken.

Jedes Problem wird ausgegeben als DATEI:ZEILE:SPALTE: Fehler|Warnung: MELDUNG (ABHILFE).

Optionen:
  --json   stattdessen ein JSON-Objekt ausgeben, mit denselben Schlüsseln in
           jeder Sprache: {&quot;file&quot;, &quot;valid&quot; (true/false), &quot;errors&quot;,
           &quot;warnings&quot;, &quot;tool&quot; (null oder &quot;id&quot;, &quot;name&quot;, &quot;version&quot;),
           &quot;problems&quot;: [{&quot;file&quot;, &quot;line&quot;, &quot;column&quot;, &quot;severity&quot; (error
           oder warning), &quot;rule&quot;, &quot;message&quot;, &quot;fix&quot;}]}; nichts auf der
           Standardausgabe, wenn die Eingabe nicht lesbar ist (Exit-Status 2)

Exit-Status: 0 keine Fehler (Warnungen sind möglich); 1 Fehler; 2 falscher Aufruf
oder die Eingabe kann nicht gelesen werden.

Beispiele:
  ic-tool validate overlays/live-stats
  ic-tool validate live-stats-1.2.0.icpkg
</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>give one tool.yaml, tool folder or .icpkg file.</source>
        <translation>geben Sie eine tool.yaml, einen Tool-Ordner oder eine .icpkg-Datei an.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>ic-tool validate: %1 does not exist.</source>
        <translation>ic-tool validate: %1 existiert nicht.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>ic-tool validate: cannot read %1: %2</source>
        <translation>ic-tool validate: %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the package has no tool.yaml at its root</source>
        <translation>das Paket hat keine tool.yaml auf oberster Ebene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>put tool.yaml in the top folder of the tool and package it again with ic-tool package</source>
        <translation>legen Sie tool.yaml in den obersten Ordner des Tools und packen Sie es mit ic-tool package neu</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1: valid: %2 %3 (id %4), %5</source>
        <translation>%1: gültig: %2 %3 (ID %4), %5</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>%1 warning</source>
        <translation>%1 Warnung</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+5"/>
        <source>%1 warnings</source>
        <translation>%1 Warnungen</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 error</source>
        <translation>%1 Fehler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 errors</source>
        <translation>%1 Fehler</translation>
    </message>
    <message>
        <location filename="../app/cli/WatchCommand.cpp" line="+42"/>
        <source>Usage: ic-tool watch [--url URL] [--tier TIER] [--json] [--record FILE [--force]] CATEGORY...

Prints one line per event of the given categories until interrupted (Ctrl-C):
  TIME CATEGORY TYPE {data as compact JSON}
TIME is the game time as m:ss, as on the panel&apos;s Match page (the tick when the
game does not say its tick rate). With --json, each line is the whole event
object as compact JSON, with the raw &quot;tick&quot; and the &quot;game_time&quot; (m:ss).
Connection changes go to standard error; ic-tool reconnects on its own when the
game restarts.

Categories: %1
(admin and telemetry need --tier admin.)

With --record FILE, everything watched is also written to FILE for
ic-remote-mock --replay FILE: the events, and at the start and once a second the
answers of ic/match.info, ic/state.query and ic/state.snapshot. Without
categories it records every category the tier may see. Each line is written
at once, so the file is usable however the recording ends.

Options:
  --json           print whole events as JSON
  --record FILE    also record the match to FILE (JSON Lines)
  --force          with --record: overwrite FILE if it exists
</source>
        <translation>Aufruf: ic-tool watch [--url URL] [--tier STUFE] [--json] [--record DATEI [--force]] KATEGORIE...

Gibt bis zum Abbruch (Ctrl-C) eine Zeile pro Ereignis der angegebenen
Kategorien aus:
  ZEIT KATEGORIE TYP {Daten als kompaktes JSON}
ZEIT ist die Spielzeit als m:ss wie auf der Seite „Partie“ des Panels (der Tick,
wenn das Spiel seine Tickrate nicht nennt). Mit --json ist jede Zeile das ganze
Ereignisobjekt als kompaktes JSON, mit dem rohen „tick“ und der „game_time“ (m:ss).
Änderungen der Verbindung gehen auf die Standardfehlerausgabe; ic-tool verbindet
sich selbst neu, wenn das Spiel neu startet.

Kategorien: %1
(admin und telemetry erfordern --tier admin.)

Mit --record DATEI wird alles Beobachtete zusätzlich in DATEI geschrieben, für
ic-remote-mock --replay DATEI: die Ereignisse sowie zu Beginn und einmal pro
Sekunde die Antworten von ic/match.info, ic/state.query und ic/state.snapshot.
Ohne Kategorien werden alle Kategorien aufgezeichnet, die die Stufe sehen darf.
Jede Zeile wird sofort geschrieben; die Datei ist also brauchbar, wie auch
immer die Aufzeichnung endet.

Optionen:
  --json           ganze Ereignisse als JSON ausgeben
  --record DATEI   die Partie zusätzlich in DATEI aufzeichnen (JSON Lines)
  --force          mit --record: DATEI überschreiben, falls sie existiert
</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>
Exit status: 0 interrupted; 2 bad usage, or the connection failed in a way that
reconnecting cannot fix (wrong password, session ended by the game).

Examples:
  ic-tool watch combat match
  ic-tool watch --record match.jsonl
</source>
        <translation>
Exit-Status: 0 abgebrochen; 2 falscher Aufruf, oder die Verbindung ist so
fehlgeschlagen, dass neues Verbinden nicht hilft (falsches Passwort, Sitzung vom
Spiel beendet).

Beispiele:
  ic-tool watch combat match
  ic-tool watch --record match.jsonl
</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>--force only goes with --record FILE.</source>
        <translation>--force ist nur zusammen mit --record DATEI möglich.</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+5"/>
        <source>ic-tool watch: %1</source>
        <translation>ic-tool watch: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>recording to %1</source>
        <translation>Aufzeichnung in %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>which categories? Valid categories: %1.</source>
        <translation>welche Kategorien? Gültige Kategorien: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown category &quot;%1&quot;. Valid categories: %2.</source>
        <translation>unbekannte Kategorie „%1“. Gültige Kategorien: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 category is not visible to the %2 tier; use --tier admin.</source>
        <translation>die Kategorie %1 ist für die Stufe %2 nicht sichtbar; verwenden Sie --tier admin.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>connecting to %1 ...</source>
        <translation>Verbindung mit %1 wird hergestellt ...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>connected to %1 as %2; watching %3</source>
        <translation>mit %1 als %2 verbunden; beobachtet: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 Reconnecting in %2 s.</source>
        <translation>%1 Neuer Verbindungsversuch in %2 s.</translation>
    </message>
    <message>
        <location filename="../app/cli/InitCommand.cpp" line="+64"/>
        <source>Usage: ic-tool init [--template TEMPLATE] [--name NAME] DIR

Makes a new tool in the new folder DIR, ready to run: a filled-in tool.yaml,
working code (a page on the JS SDK, or a C++ program) with each ICRP call it
makes commented, and a README that says how to build, run, change and
package it. The tool&apos;s id is DIR&apos;s last part (lowercase letters, digits and
&apos;-&apos;).

Templates:
  stream-overlay    an OBS overlay: the clock, team army values, the last kill
                    (the default)
  stats-dashboard   every player&apos;s figures and the latest events
  native-tool       a C++ program (Qt 6, built with CMake) the panel runs:
                    it prints the match&apos;s events to the panel&apos;s log

Options:
  --template TEMPLATE   which template
  --name NAME           the name people see (default: from the id)

Exit status: 0 made; 1 the folder could not be written (nothing is left
behind); 2 bad usage, or DIR exists.

Example:
  ic-tool init --template stream-overlay my-overlay
  ic-tool init --template native-tool my-logger
</source>
        <translation>Aufruf: ic-tool init [--template VORLAGE] [--name NAME] ORDNER

Legt ein neues, sofort lauffähiges Tool im neuen Ordner ORDNER an: eine
ausgefüllte tool.yaml, funktionierenden Code (eine Seite auf dem JS-SDK oder
ein C++-Programm), in dem jeder ICRP-Aufruf kommentiert ist, und eine README,
die sagt, wie man es baut, startet, ändert und packt. Die ID des Tools ist der
letzte Teil von ORDNER (Kleinbuchstaben, Ziffern und &apos;-&apos;).

Vorlagen:
  stream-overlay    ein OBS-Overlay: Spielzeit, Armeewert der Teams, letzter
                    Abschuss (Standard)
  stats-dashboard   die Werte aller Spieler und die neuesten Ereignisse
  native-tool       ein C++-Programm (Qt 6, mit CMake gebaut), das das Panel
                    ausführt: Es schreibt die Ereignisse der Partie in das
                    Protokoll des Panels

Optionen:
  --template VORLAGE   welche Vorlage
  --name NAME          der angezeigte Name (Standard: aus der ID)

Exit-Status: 0 angelegt; 1 der Ordner konnte nicht geschrieben werden (es
bleibt nichts zurück); 2 falscher Aufruf, oder ORDNER existiert.

Beispiele:
  ic-tool init --template stream-overlay my-overlay
  ic-tool init --template native-tool my-logger
</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Template.</source>
        <translation>Vorlage.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/cli/McpCommand.cpp" line="+65"/>
        <source>Name.</source>
        <translation>Name.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>give the new tool&apos;s folder, e.g. ic-tool init my-overlay.</source>
        <translation>geben Sie den Ordner des neuen Tools an, z. B. ic-tool init my-overlay.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>there is no template &quot;%1&quot;; choose one of: %2.</source>
        <translation>es gibt keine Vorlage „%1“; wählen Sie eine von: %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>ic-tool init: &quot;%1&quot; cannot be a tool id: use 2 to 48 lowercase letters, digits and &apos;-&apos;, e.g. my-overlay.</source>
        <translation>ic-tool init: „%1“ kann keine Tool-ID sein: Verwenden Sie 2 bis 48 Kleinbuchstaben, Ziffern und &apos;-&apos;, z. B. my-overlay.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ic-tool init: %1 already exists; nothing was changed. Pick a new folder.</source>
        <translation>ic-tool init: %1 existiert bereits; es wurde nichts geändert. Wählen Sie einen neuen Ordner.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>ic-tool init: %1; nothing was left behind.</source>
        <translation>ic-tool init: %1; es bleibt nichts zurück.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Made %1 (%2) in %3 from the %4 template. Next:</source>
        <translation>%1 (%2) wurde in %3 aus der Vorlage %4 angelegt. Als Nächstes:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 says more.</source>
        <translation>Mehr steht in %1.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>cannot make %1</source>
        <translation>%1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../app/cli/MatchRecorder.cpp" line="+69"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/MatchRecorder.cpp" line="-4"/>
        <source>%1 exists already; choose another file or add --force to overwrite it.</source>
        <translation>%1 existiert bereits; wählen Sie eine andere Datei oder geben Sie --force an, um sie zu überschreiben.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>cannot write to %1: %2; the recording stops here.</source>
        <translation>Schreiben in %1 fehlgeschlagen: %2; die Aufzeichnung endet hier.</translation>
    </message>
    <message>
        <location filename="../app/cli/TestCommand.cpp" line="+86"/>
        <source>Scenario.</source>
        <translation>Szenario.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seconds.</source>
        <translation>Sekunden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay.</source>
        <translation>Wiederholung.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>give the tool&apos;s folder or package, e.g. ic-tool test my-overlay</source>
        <translation>geben Sie den Ordner oder das Paket des Tools an, z. B. ic-tool test my-overlay</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown scenario &quot;%1&quot;; there is: %2</source>
        <translation>unbekanntes Szenario „%1“; verfügbar: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--scenario and --replay cannot be used together: a replay is the match it recorded</source>
        <translation>--scenario und --replay lassen sich nicht zusammen verwenden: Eine Wiederholung ist die Partie, die sie aufgezeichnet hat</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--seconds wants a whole number from %1 to %2</source>
        <translation>--seconds erwartet eine ganze Zahl von %1 bis %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the replay %1 does not exist (ic-tool watch --record FILE records one; a game keeps its own in replays/ in its data folder)</source>
        <translation>die Wiederholung %1 existiert nicht (ic-tool watch --record DATEI zeichnet eine auf; ein Spiel legt seine eigenen in replays/ in seinem Datenordner ab)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (--replay takes a recording of ic-tool watch --record or a game&apos;s replay, FILE.icrep)</source>
        <translation>%1 (--replay nimmt eine Aufzeichnung von ic-tool watch --record oder die Wiederholung eines Spiels, DATEI.icrep)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>ic-tool test: %1 is missing (it belongs beside ic-tool or in %2); reinstall IC Control Panel.</source>
        <translation>ic-tool test: %1 fehlt (es gehört neben ic-tool oder nach %2); installieren Sie IC Control Panel neu.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Testing %1 %2 against the replay %3 for %4 s …</source>
        <translation>%1 %2 wird %4 s lang mit der Wiederholung %3 getestet …</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>problem: %1</source>
        <translation>Problem: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ic-tool test: %1</source>
        <translation>ic-tool test: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>exit status %1</source>
        <translation>Exit-Status %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ic-tool test: %1 ended before the run did (%2).</source>
        <translation>ic-tool test: %1 endete vor dem Ende des Laufs (%2).</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Testing %1 %2 against a simulated match for %3 s …</source>
        <translation>%1 %2 wird %3 s lang mit einer simulierten Partie getestet …</translation>
    </message>
    <message>
        <location line="-161"/>
        <source>Usage: ic-tool test [--scenario NAME | --replay FILE] [--seconds N] DIR|PKG

Runs the tool in DIR (or the package PKG) for N seconds against a simulated
match, through a gateway of its own granted what its tool.yaml asks for: a
page in an off-screen browser page, a native tool as IC Control Panel runs
it. Halfway the game goes away for 2 s and comes back. Prints each problem:
a page that does not load, script errors and console.error() lines, what
the gateway refused (with the tool.yaml line to change), a program that
ends, a tool that is not connected at the end. A package&apos;s program runs
as you, unconfined: test only packages you would install.

Options:
  --scenario NAME  the simulated match: %1 (the default)
  --replay FILE    instead, a recorded match played as ic-remote-mock
                   --replay plays it: a recording of ic-tool watch --record
                   (the events as one session received them) or a game&apos;s
                   replay, FILE.icrep (the whole match played again, every
                   read method answered); after the game comes back it plays
                   from its beginning again
  --seconds N      how long to run (default %2, %3 to %4)

Exit status: 0 no problem found; 1 problems found, or the tool could not be
started; 2 bad usage.

Examples:
  ic-tool test my-overlay
  ic-tool test --replay my-match.icrep my-overlay
</source>
        <translation>Aufruf: ic-tool test [--scenario NAME | --replay DATEI] [--seconds N] ORDNER|PAKET

Führt das Tool in ORDNER (oder das Paket PAKET) N Sekunden lang mit einer
simulierten Partie aus, über ein eigenes Gateway mit den Freigaben, die seine
tool.yaml verlangt: eine Seite in einem unsichtbaren Browserfenster, ein
natives Tool so, wie IC Control Panel es ausführt. Nach der Hälfte der Zeit
ist das Spiel 2 s lang nicht erreichbar und kommt dann zurück. Gibt jedes
Problem aus: eine Seite, die nicht lädt, Skriptfehler und Zeilen mit
console.error(), was das Gateway abgelehnt hat (mit der zu ändernden Zeile in
tool.yaml), ein Programm, das sich beendet, ein Tool, das am Ende nicht
verbunden ist. Das Programm eines Pakets läuft mit Ihren Rechten und ohne
Einschränkungen: Testen Sie nur Pakete, die Sie auch installieren würden.

Optionen:
  --scenario NAME  die simulierte Partie: %1 (Standard)
  --replay DATEI   stattdessen eine aufgezeichnete Partie, so abgespielt wie von
                   ic-remote-mock --replay: eine Aufzeichnung von ic-tool watch
                   --record (die Ereignisse, wie eine Sitzung sie empfing) oder
                   die Wiederholung eines Spiels, DATEI.icrep (die ganze Partie
                   noch einmal, jede lesende Methode beantwortet); wenn das
                   Spiel zurückkommt, beginnt sie wieder von vorn
  --seconds N      wie lange das Tool läuft (Standard %2, %3 bis %4)

Exit-Status: 0 kein Problem gefunden; 1 Probleme gefunden, oder das Tool
konnte nicht gestartet werden; 2 falscher Aufruf.

Beispiele:
  ic-tool test my-overlay
  ic-tool test --replay my-match.icrep my-overlay
</translation>
    </message>
    <message>
        <location line="+183"/>
        <source>Clean: no page errors, refusals or unhandled disconnects.</source>
        <translation>Alles in Ordnung: keine Seitenfehler, Ablehnungen oder unbehandelten Verbindungsabbrüche.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Problems found: %n.</source>
        <translation>
            <numerusform>%n Problem gefunden.</numerusform>
            <numerusform>%n Probleme gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/cli/ReplayCommand.cpp" line="+19"/>
        <source>Usage: ic-tool replay show ID [--tick N] [--speed X]
       ic-tool replay live

Show on stream: the overlays of the running IC Control Panel (OBS and the panel&apos;s
preview) play the game&apos;s replay ID instead of the live game, under a REPLAY badge,
until `ic-tool replay live` (or Back to Live in the panel) brings the live game back.
For an instant replay from a script or a stream deck. `ic-tool call ic/replay.list`
lists the game&apos;s replays and their ids.

Options:
  --tick N    where the replay starts (default 0: its beginning)
  --speed X   how fast it plays, x real time (default 1; above 0, at most 16)

Exit status: 0 done; 1 the panel refused (unknown replay, no game, no overlay
host: it says why); 2 bad usage, or no panel running.
</source>
        <translation>Aufruf: ic-tool replay show ID [--tick N] [--speed X]
        ic-tool replay live

Auf dem Stream zeigen: Die Overlays des laufenden IC Control Panel (OBS und die
Vorschau des Panels) spielen die Wiederholung ID des Spiels statt des laufenden Spiels,
unter einem REPLAY-Abzeichen, bis `ic-tool replay live` (oder Zurück zu Live im Panel)
das laufende Spiel zurückbringt. Für eine sofortige Wiederholung aus einem Skript oder
einem Stream Deck. `ic-tool call ic/replay.list` listet die Wiederholungen und ihre IDs.

Optionen:
  --tick N    wo die Wiederholung beginnt (Standard 0: ihr Anfang)
  --speed X   wie schnell sie läuft, x Echtzeit (Standard 1; über 0, höchstens 16)

Exit-Status: 0 erledigt; 1 das Panel lehnte ab (unbekannte Wiederholung, kein Spiel,
kein Overlay-Host: es sagt warum); 2 falscher Aufruf oder kein Panel läuft.
</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Tick.</source>
        <translation>Tick.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speed.</source>
        <translation>Geschwindigkeit.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The overlays show the live game again.</source>
        <translation>Die Overlays zeigen wieder das laufende Spiel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>say show ID or live, e.g. ic-tool replay show 20261126T003631Z-f44746, then ic-tool replay live</source>
        <translation>geben Sie show ID oder live an, z. B. ic-tool replay show 20261126T003631Z-f44746, dann ic-tool replay live</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--tick wants a tick of 0 or more</source>
        <translation>--tick erwartet einen Tick von 0 oder mehr</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--speed wants a speed above 0 and at most 16, e.g. 2</source>
        <translation>--speed erwartet eine Geschwindigkeit über 0 und höchstens 16, z. B. 2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The overlays show the replay %1.</source>
        <translation>Die Overlays zeigen die Wiederholung %1.</translation>
    </message>
    <message>
        <location filename="../app/cli/McpCommand.cpp" line="-42"/>
        <source>Usage: ic-tool mcp
       ic-tool mcp --pair [--tier observer|admin] [--name NAME]

Runs an MCP (Model Context Protocol) server on standard input and output, for an AI assistant that launches it. It offers the tools analyze_replay, suggest_build_order,
explain_unit_stats and query_match_history, resources for the live match, the match history,
replays and player styles, and coaching prompts. It reaches the game only through a running
IC Control Panel, as the paired tool &quot;mcp&quot;; not paired yet, its first call asks in the panel&apos;s
window (Allow Once / Always Allow / Deny). Log lines go to standard error; it ends when standard input closes.

--pair lets it into the running panel&apos;s gateway ahead of time (typing it is your consent):
the panel keeps the tool &quot;mcp&quot; and its token in the keychain; observer tier (the game&apos;s fog
and ranked delay apply) unless --tier admin. --name names the assistant on the panel&apos;s Tools page
(&quot;MCP server (NAME)&quot;), also when it was paired before under another name.
Undo it with the Tools page&apos;s Uninstall or ic-tool uninstall mcp.

In the assistant&apos;s MCP settings:
  {&quot;command&quot;: &quot;ic-tool&quot;, &quot;args&quot;: [&quot;mcp&quot;]}

docs/plugins/mcp.md has the set-up for common assistants.
</source>
        <translation>Aufruf: ic-tool mcp
       ic-tool mcp --pair [--tier observer|admin] [--name NAME]

Startet einen MCP-Server (Model Context Protocol) auf Standardein- und -ausgabe, für einen KI-Assistenten, der ihn startet. Er bietet die Werkzeuge analyze_replay, suggest_build_order,
explain_unit_stats und query_match_history, Ressourcen für das laufende Match, die Match-Historie,
Replays und Spielstile sowie Coaching-Prompts. Er erreicht das Spiel nur über ein laufendes
IC Control Panel, als das gekoppelte Werkzeug &quot;mcp&quot;; noch nicht gekoppelt, fragt sein erster Aufruf im Fenster
des Panels (Einmal erlauben / Immer erlauben / Ablehnen). Protokollzeilen gehen auf die Standardfehlerausgabe; er endet, wenn die Standardeingabe geschlossen wird.

--pair lässt ihn vorab in das Gateway des laufenden Panels (das Eintippen ist Ihre Zustimmung):
das Panel speichert das Werkzeug &quot;mcp&quot; und sein Token im Schlüsselbund; Stufe observer (Nebel des Krieges
und Ranglisten-Verzögerung des Spiels gelten), außer mit --tier admin. --name benennt den Assistenten auf der Seite „Tools“ des Panels
(„MCP server (NAME)“), auch wenn er vorher unter einem anderen Namen gekoppelt war.
Rückgängig machen mit Deinstallieren auf der Seite „Tools“ oder ic-tool uninstall mcp.

In den MCP-Einstellungen des Assistenten:
  {&quot;command&quot;: &quot;ic-tool&quot;, &quot;args&quot;: [&quot;mcp&quot;]}

docs/plugins/mcp.md beschreibt die Einrichtung für verbreitete Assistenten.
</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>
ic-tool mcp --http prints the settings of an assistant that speaks MCP over HTTP instead:
the running panel&apos;s endpoint and the header with the paired tool&apos;s token (pair first).
The token is a secret: paste it into the assistant&apos;s own settings only.
</source>
        <translation>
ic-tool mcp --http gibt stattdessen die Einstellungen für einen Assistenten aus, der MCP über HTTP spricht:
den Endpunkt des laufenden Panels und die Kopfzeile mit dem Token des gekoppelten Werkzeugs (zuerst koppeln).
Das Token ist geheim: Fügen Sie es nur in die eigenen Einstellungen des Assistenten ein.
</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pair with the panel.</source>
        <translation>Mit dem Panel koppeln.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tier.</source>
        <translation>Stufe.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the settings for MCP over HTTP.</source>
        <translation>Die Einstellungen für MCP über HTTP ausgeben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ic-tool mcp takes no arguments: an MCP client starts it and talks to it on standard input and output.</source>
        <translation>ic-tool mcp nimmt keine Argumente: Ein MCP-Client startet es und spricht über Standardeingabe und -ausgabe mit ihm.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--tier and --name go with --pair: ic-tool mcp --pair --tier admin</source>
        <translation>--tier und --name gehören zu --pair: ic-tool mcp --pair --tier admin</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--tier is observer or admin</source>
        <translation>--tier ist observer oder admin</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ic-tool mcp: IC Control Panel is not running. Start it (ic-panel), then pair again: the panel keeps the pairing.</source>
        <translation>ic-tool mcp: IC Control Panel läuft nicht. Starte es (ic-panel) und kopple dann erneut: Das Panel behält die Kopplung.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Paired the MCP server with IC Control Panel as the tool &quot;%1&quot; (%2), tier %3: its token is in the keychain.</source>
        <translation>Der MCP-Server ist mit IC Control Panel als Werkzeug „%1“ (%2) gekoppelt, Stufe %3: Sein Token liegt im Schlüsselbund.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP server was already paired as the tool &quot;%1&quot;; it is named &quot;%2&quot; on the panel&apos;s Tools page now, and its tier is %3.</source>
        <translation>Der MCP-Server war bereits als Werkzeug „%1“ gekoppelt; auf der Seite „Tools“ des Panels heißt er jetzt „%2“, seine Stufe ist %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP server was already paired as the tool &quot;%1&quot; (&quot;%2&quot; on the panel&apos;s Tools page); its tier is %3 now.</source>
        <translation>Der MCP-Server war bereits als Werkzeug „%1“ gekoppelt („%2“ auf der Seite „Tools“ des Panels); seine Stufe ist jetzt %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An assistant that starts ic-tool mcp now reaches the game through the panel. To undo it: Uninstall on the panel&apos;s Tools page, or ic-tool uninstall %1.</source>
        <translation>Ein Assistent, der ic-tool mcp startet, erreicht das Spiel jetzt über das Panel. Rückgängig machen: Deinstallieren auf der Werkzeuge-Seite des Panels oder ic-tool uninstall %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>ic-tool mcp: IC Control Panel is not running. Start it (ic-panel): the MCP endpoint is on its host port.</source>
        <translation>ic-tool mcp: IC Control Panel läuft nicht. Starten Sie es (ic-panel): Der MCP-Endpunkt liegt auf seinem Host-Port.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ic-tool mcp: the MCP server is not paired yet: run ic-tool mcp --pair first (or choose Always Allow when the panel asks).</source>
        <translation>ic-tool mcp: Der MCP-Server ist noch nicht gekoppelt: Führen Sie zuerst ic-tool mcp --pair aus (oder wählen Sie „Immer erlauben“, wenn das Panel fragt).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>URL: %1</source>
        <translation>URL: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/McpPanelGame.cpp" line="+19"/>
        <source>IC Control Panel is not running, and this MCP server reaches the game only through it. Start IC Control Panel (ic-panel; ic-panel --demo runs a simulated match), then ask again.</source>
        <translation>IC Control Panel läuft nicht, und dieser MCP-Server erreicht das Spiel nur darüber. Starten Sie IC Control Panel (ic-panel; ic-panel --demo startet ein simuliertes Match) und fragen Sie dann erneut.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The panel&apos;s user declined this MCP server (%1) in IC Control Panel&apos;s window, or did not answer within a minute. To allow it: run ic-tool mcp --pair in a terminal (then it gets in without a question), or ask again after a minute and choose Allow Once or Always Allow in the window (the panel does not ask about the same client again within a minute).</source>
        <translation>Der Benutzer des Panels hat diesen MCP-Server (%1) im Fenster von IC Control Panel abgelehnt oder nicht innerhalb einer Minute geantwortet. Zum Erlauben: ic-tool mcp --pair in einem Terminal ausführen (dann kommt er ohne Frage hinein) oder nach einer Minute erneut fragen und im Fenster „Einmal erlauben“ oder „Immer erlauben“ wählen (das Panel fragt innerhalb einer Minute nicht erneut nach demselben Client).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>IC Control Panel runs without a window (ic-panel --headless), so nobody can allow this MCP server there. Pair it from a terminal: run ic-tool mcp --pair (--tier admin to let it see what an admin sees), then ask again.</source>
        <translation>IC Control Panel läuft ohne Fenster (ic-panel --headless), daher kann dort niemand diesen MCP-Server erlauben. Koppeln Sie ihn in einem Terminal: ic-tool mcp --pair ausführen (--tier admin, damit er sieht, was ein Admin sieht), dann erneut fragen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>IC Control Panel did not ask its user whether this MCP server may in: %1. Ask again in a minute, or pair it from a terminal with ic-tool mcp --pair.</source>
        <translation>IC Control Panel hat seinen Benutzer nicht gefragt, ob dieser MCP-Server hinein darf: %1. Fragen Sie in einer Minute erneut oder koppeln Sie ihn in einem Terminal mit ic-tool mcp --pair.</translation>
    </message>
</context>
<context>
    <name>icconnectors</name>
    <message>
        <location filename="../app/connectors/common/CommandSpec.cpp" line="+21"/>
        <source>%1 must be a whole number, not &quot;%2&quot;.</source>
        <translation>%1 muss eine ganze Zahl sein, nicht „%2“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must be between %2 and %3, not %4.</source>
        <translation>%1 muss zwischen %2 und %3 liegen, nicht %4.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 must be a number, not &quot;%2&quot;.</source>
        <translation>%1 muss eine Zahl sein, nicht „%2“.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 must be true or false, not &quot;%2&quot;.</source>
        <translation>%1 muss true oder false sein, nicht „%2“.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 must be one of %2, not &quot;%3&quot;.</source>
        <translation>%1 muss eines von %2 sein, nicht „%3“.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 takes no parameter %2.</source>
        <translation>%1 hat keinen Parameter %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 needs %2.</source>
        <translation>%1 braucht %2.</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/wire/IrcClient.cpp" line="+24"/>
        <location line="+9"/>
        <source>The IRC server closed the connection.</source>
        <translation>Der IRC-Server hat die Verbindung geschlossen.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>IRC connection to %1:%2 failed: %3. Check the server&apos;s address and that it runs.</source>
        <translation>Die IRC-Verbindung zu %1:%2 ist fehlgeschlagen: %3. Prüfen Sie die Adresse des Servers und ob er läuft.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Not connected to the IRC server: connect again first.</source>
        <translation>Nicht mit dem IRC-Server verbunden: verbinden Sie sich zuerst neu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An IRC message cannot hold a line break or a NUL byte.</source>
        <translation>Eine IRC-Nachricht kann keinen Zeilenumbruch und kein NUL-Byte enthalten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The message is %1 bytes; an IRC line to %2 holds at most %3 here. Make the frames smaller.</source>
        <translation>Die Nachricht hat %1 Bytes; eine IRC-Zeile an %2 fasst hier höchstens %3. Machen Sie die Frames kleiner.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>The IRC server sent a line longer than 64 KiB: not an IRC server?</source>
        <translation>Der IRC-Server hat eine Zeile über 64 KiB gesendet: ist das ein IRC-Server?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The IRC server closed the connection: %1</source>
        <translation>Der IRC-Server hat die Verbindung geschlossen: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The nick %1 is in use on this IRC server: choose another.</source>
        <translation>Der Nick %1 ist auf diesem IRC-Server vergeben: wählen Sie einen anderen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The IRC server refuses the nick %1: %2. Choose a shorter one of letters and digits.</source>
        <translation>Der IRC-Server lehnt den Nick %1 ab: %2. Wählen Sie einen kürzeren aus Buchstaben und Ziffern.</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/Oa1ChannelConnector.cpp" line="+61"/>
        <location filename="../app/connectors/oa1/bridge/Oa1Bridge.cpp" line="+50"/>
        <source>Cannot join %1: %2</source>
        <translation>%1 kann nicht betreten werden: %2</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/Oa1IcrpConnector.cpp" line="+54"/>
        <source>The connection ended before the answer came (%1): open it again and repeat the command.</source>
        <translation>Die Verbindung endete, bevor die Antwort kam (%1): Öffnen Sie sie wieder und wiederholen Sie den Befehl.</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/Oa1ChannelConnector.cpp" line="+41"/>
        <source>closed by the user</source>
        <translation>vom Benutzer geschlossen</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/Oa1IcrpConnector.cpp" line="+44"/>
        <source>The bridge %1 gave no game session: %2</source>
        <translation>Die Brücke %1 hat keine Spielsitzung geöffnet: %2</translation>
    </message>
    <message>
        <location line="+44"/>
        <location filename="../app/connectors/oa1/Oa1RemoteBashConnector.cpp" line="+126"/>
        <source>Not connected through IRC: open the connection first.</source>
        <translation>Nicht über IRC verbunden: öffnen Sie zuerst die Verbindung.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The raw request is not JSON (%1): write a JSON-RPC object or an array of them.</source>
        <translation>Die Rohanfrage ist kein JSON (%1): schreiben Sie ein JSON-RPC-Objekt oder ein Array davon.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 answered in %2 ms, %3 chunk(s)%4</source>
        <translation>%1 hat in %2 ms geantwortet, %3 Teil(e)%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../app/connectors/oa1/Oa1RemoteBashConnector.cpp" line="+58"/>
        <source>, truncated at the size limit</source>
        <translation>, an der Größengrenze abgeschnitten</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round trip (last request)</source>
        <translation>Umlaufzeit (letzte Anfrage)</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/Oa1ChannelConnector.cpp" line="+29"/>
        <location filename="../app/connectors/tf2/Tf2FileConnector.cpp" line="+207"/>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <location filename="../app/connectors/arena/ArenaConnector.cpp" line="+22"/>
        <location filename="../app/connectors/oa1/Oa1ChannelConnector.cpp" line="+0"/>
        <location filename="../app/connectors/tf2/Tf2FileConnector.cpp" line="+0"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Send a test tick (POST /tick) through the proxy to the runtime</source>
        <translation>Einen Test-Tick (POST /tick) über den Proxy an die Runtime senden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tick number (empty: the next one)</source>
        <translation>Tick-Nummer (leer: der nächste)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Agents in the tick</source>
        <translation>Agenten im Tick</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whose scene_specific block the agents carry</source>
        <translation>Wessen scene_specific-Block die Agenten tragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the runtime&apos;s GET /health</source>
        <translation>GET /health der Runtime abfragen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send JSON to the runtime&apos;s POST /echo and compare what comes back</source>
        <translation>JSON an POST /echo der Runtime senden und mit der Antwort vergleichen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any JSON value</source>
        <translation>Ein beliebiger JSON-Wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear the tick record and its figures</source>
        <translation>Tick-Aufzeichnung und ihre Kennzahlen leeren</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The tick inspector was closed before the answer came.</source>
        <translation>Der Tick-Inspektor wurde geschlossen, bevor die Antwort kam.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>There is no command %1: the commands are tick, health, echo and clear.</source>
        <translation>Es gibt keinen Befehl %1: Die Befehle sind tick, health, echo und clear.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../app/connectors/arena/ArenaProxy_Tick.cpp" line="+177"/>
        <location line="+45"/>
        <source>The tick inspector is not running: open it first.</source>
        <translation>Der Tick-Inspektor läuft nicht: Öffnen Sie ihn zuerst.</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Cleared the record of %n tick(s).</source>
        <translation>
            <numerusform>Aufzeichnung von %n Tick geleert.</numerusform>
            <numerusform>Aufzeichnung von %n Ticks geleert.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Tick %1: the runtime answered %2: %3</source>
        <translation>Tick %1: Die Runtime antwortete %2: %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tick %1: %2</source>
        <translation>Tick %1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tick %1: the runtime answered HTTP %2.</source>
        <translation>Tick %1: Die Runtime antwortete mit HTTP %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Tick %1: %n action(s) in %2 (runtime %3), %4 schema finding(s).</source>
        <translation>
            <numerusform>Tick %1: %n Aktion in %2 (Runtime %3), %4 Schema-Befund(e).</numerusform>
            <numerusform>Tick %1: %n Aktionen in %2 (Runtime %3), %4 Schema-Befund(e).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Runtime %1: backend %2, %3 agent(s) active, up %4 s.</source>
        <translation>Runtime %1: Backend %2, %3 Agent(en) aktiv, seit %4 s in Betrieb.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>json is not JSON: write one JSON value, such as {&quot;ping&quot;: 1}.</source>
        <translation>json ist kein JSON: Geben Sie einen JSON-Wert ein, z. B. {&quot;ping&quot;: 1}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The runtime answered HTTP %1 with something else: %2</source>
        <translation>Die Runtime antwortete mit HTTP %1 und etwas anderem: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The runtime echoed it back unchanged in %1.</source>
        <translation>Die Runtime gab es in %1 unverändert zurück.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not asked yet</source>
        <translation>noch nicht abgefragt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reachable</source>
        <translation>erreichbar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not reachable</source>
        <translation>nicht erreichbar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Listening</source>
        <translation>Lauscht</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/connectors/tf2/Tf2GameView.cpp" line="+136"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runtime</source>
        <translation>Runtime</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ticks</source>
        <translation>Ticks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round trip p50</source>
        <translation>Umlaufzeit p50</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round trip p99</source>
        <translation>Umlaufzeit p99</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runtime&apos;s share p50</source>
        <translation>Anteil der Runtime p50</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Over the 5 ms budget</source>
        <translation>Über dem 5-ms-Budget</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Schema findings, Godot → runtime</source>
        <translation>Schema-Befunde, Godot → Runtime</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Schema findings, runtime → Godot</source>
        <translation>Schema-Befunde, Runtime → Godot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runtime errors</source>
        <translation>Runtime-Fehler</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/Oa1ChannelConnector.cpp" line="+1"/>
        <source>Frames sent</source>
        <translation>Gesendete Frames</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frames received</source>
        <translation>Empfangene Frames</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chunks in the last answer</source>
        <translation>Teile der letzten Antwort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pending requests</source>
        <translation>Offene Anfragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate chunks ignored</source>
        <translation>Ignorierte doppelte Teile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Noise lines ignored</source>
        <translation>Ignorierte fremde Zeilen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frames from other nicks ignored</source>
        <translation>Ignorierte Frames anderer Nicks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stale or refused frames ignored</source>
        <translation>Ignorierte veraltete oder abgewiesene Frames</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/Oa1IcrpConnector_Commands.cpp" line="+21"/>
        <source>Is remote access on, how, and how many are connected</source>
        <translation>Ist der Fernzugriff an, wie, und wie viele sind verbunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who is connected</source>
        <translation>Wer verbunden ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What match this is: map, players</source>
        <translation>Welches Match das ist: Karte, Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figures of the live match</source>
        <translation>Zahlen des laufenden Matches</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Comma-separated; empty for all</source>
        <translation>Durch Kommas getrennt; leer für alle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One player&apos;s name; empty for everyone</source>
        <translation>Name eines Spielers; leer für alle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause or resume the match</source>
        <translation>Match pausieren oder fortsetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An announcement in the match</source>
        <translation>Eine Durchsage im Match</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 to 500 characters</source>
        <translation>1 bis 500 Zeichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove a player from the match</source>
        <translation>Einen Spieler aus dem Match entfernen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any JSON-RPC request or batch, sent as it is</source>
        <translation>Jede JSON-RPC-Anfrage oder jeder Batch, unverändert gesendet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. {&quot;jsonrpc&quot;:&quot;2.0&quot;,&quot;id&quot;:1,&quot;method&quot;:&quot;ic/match.info&quot;}</source>
        <translation>z. B. {&quot;jsonrpc&quot;:&quot;2.0&quot;,&quot;id&quot;:1,&quot;method&quot;:&quot;ic/match.info&quot;}</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/wire/Oa1Link.cpp" line="+113"/>
        <source>The message is %1 bytes, over OA1&apos;s limit of %2 bytes: send less at once.</source>
        <translation>Die Nachricht hat %1 Bytes, mehr als die Grenze von OA1 mit %2 Bytes: senden Sie weniger auf einmal.</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/wire/Oa1RpcClient.cpp" line="+45"/>
        <source>No answer within %1 s: the far side (the bridge, or the RemoteBash side) may be gone from the channel or busy. Check that it runs, then try again.</source>
        <translation>Keine Antwort innerhalb von %1 s: Die Gegenseite (die Brücke oder die RemoteBash-Seite) hat den Kanal vielleicht verlassen oder ist beschäftigt. Prüfen Sie, ob sie läuft, und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>the last chunk never came</source>
        <translation>der letzte Teil kam nie an</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chunk(s) %1 never came</source>
        <translation>Teil(e) %1 kamen nie an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The answer stopped half way (%1 within %2 s): IRC may have dropped lines. Send the request again.</source>
        <translation>Die Antwort brach mittendrin ab (%1 innerhalb von %2 s): IRC hat vielleicht Zeilen verloren. Senden Sie die Anfrage erneut.</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/wire/Oa1RpcServer.cpp" line="+16"/>
        <source>the request passed %1 bytes; send less at once</source>
        <translation>die Anfrage überschritt %1 Bytes; senden Sie weniger auf einmal</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>chunks of the request never came within %1 s; send it again</source>
        <translation>Teile der Anfrage kamen nicht innerhalb von %1 s an; senden Sie sie erneut</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>the answer is %1 bytes, over the limit of %2; ask for less</source>
        <translation>die Antwort hat %1 Bytes, mehr als die Grenze von %2; fragen Sie nach weniger</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/bridge/Oa1Bridge.cpp" line="+40"/>
        <source>the nick left or changed</source>
        <translation>der Nick ging oder wurde geändert</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>this is an IC bridge: it relays ICRP (JSON-RPC) requests, not shell commands; send a JSON-RPC object or array</source>
        <translation>dies ist eine IC-Brücke: Sie leitet ICRP-Anfragen (JSON-RPC) weiter, keine Shell-Befehle; senden Sie ein JSON-RPC-Objekt oder -Array</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Invalid Request: an empty batch [] is not a valid request</source>
        <translation>Invalid Request: ein leerer Batch [] ist keine gültige Anfrage</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ic/remote.password_reset is not relayed over IRC: its answer holds the new password, which would be said to everyone in the channel. Reset the password on the game&apos;s machine, then give the panel the new one.</source>
        <translation>ic/remote.password_reset wird nicht über IRC weitergeleitet: Seine Antwort enthält das neue Passwort, das jeder im Channel lesen würde. Setzen Sie das Passwort auf dem Rechner des Spiels zurück und geben Sie dem Panel dann das neue.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Events are not relayed over IRC, so subscribing is not available through the bridge: poll ic/state.query or ic/match.info instead.</source>
        <translation>Ereignisse werden nicht über IRC weitergeleitet, daher ist Abonnieren über die Brücke nicht möglich: fragen Sie stattdessen regelmäßig ic/state.query oder ic/match.info ab.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>replaced by a new ic/bridge.hello</source>
        <translation>ersetzt durch ein neues ic/bridge.hello</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1. Check that the game runs and that the bridge&apos;s --game is its ICRP address.</source>
        <translation>%1. Prüfen Sie, ob das Spiel läuft und ob --game der Brücke seine ICRP-Adresse ist.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the game asks for no password, so anyone holding an allowed nick would get it: set a password in the game (or start the bridge with --allow-no-password)</source>
        <translation>das Spiel verlangt kein Passwort, also bekäme es jeder mit einem erlaubten Nick: Setzen Sie ein Passwort im Spiel (oder starten Sie die Bridge mit --allow-no-password)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has no password</source>
        <translation>das Spiel hat kein Passwort</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the bridge has no game session for %1: send ic/bridge.hello first (the panel does when it connects)</source>
        <translation>die Brücke hat keine Spielsitzung für %1: senden Sie zuerst ic/bridge.hello (das Panel tut das beim Verbinden)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the game session is still opening: wait for the answer to ic/bridge.hello, then send this again</source>
        <translation>die Spielsitzung wird noch geöffnet: warten Sie auf die Antwort auf ic/bridge.hello und senden Sie dies dann erneut</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+9"/>
        <source>%1; connect again (ic/bridge.hello, then ic/identify)</source>
        <translation>%1; verbinden Sie sich neu (ic/bridge.hello, dann ic/identify)</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/bridge/Oa1UpstreamSession.cpp" line="+37"/>
        <source>the game closed the session (%1)</source>
        <translation>das Spiel hat die Sitzung geschlossen (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot reach the game at %1: %2</source>
        <translation>das Spiel ist unter %1 nicht erreichbar: %2</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>the game refused the session: %1</source>
        <translation>das Spiel hat die Sitzung abgelehnt: %1</translation>
    </message>
    <message>
        <location filename="../app/connectors/ConnectorKinds.cpp" line="+29"/>
        <source>PigeonPea DevTools (RFC-014)</source>
        <translation>PigeonPea DevTools (RFC-014)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commands to a running PigeonPea development build over its WebSocket (spawn, teleport, query, give, heal, kill, ping) and the events it sends.</source>
        <translation>Befehle an einen laufenden PigeonPea-Entwicklungsbuild über dessen WebSocket (spawn, teleport, query, give, heal, kill, ping) und die Ereignisse, die er sendet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game&apos;s DevTools address</source>
        <translation>Die DevTools-Adresse des Spiels</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>url must be a ws:// or wss:// address, such as %1.</source>
        <translation>url muss eine ws://- oder wss://-Adresse sein, z. B. %1.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Transport Fever 2 (file IPC)</source>
        <translation>Transport Fever 2 (Datei-IPC)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commands to Transport Fever 2&apos;s AI Builder mod through two JSON files (every value a string), and a view of the game: date, money, speed, towns, lines, vehicles.</source>
        <translation>Befehle an die AI-Builder-Mod von Transport Fever 2 über zwei JSON-Dateien (jeder Wert ein String) und eine Ansicht des Spiels: Datum, Geld, Geschwindigkeit, Städte, Linien, Fahrzeuge.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Where the game reads tf2_cmd.json and writes tf2_resp.json</source>
        <translation>Wo das Spiel tf2_cmd.json liest und tf2_resp.json schreibt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another command file (empty: tf2_cmd.json in the folder)</source>
        <translation>Eine andere Befehlsdatei (leer: tf2_cmd.json im Ordner)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another response file (empty: tf2_resp.json in the folder)</source>
        <translation>Eine andere Antwortdatei (leer: tf2_resp.json im Ordner)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 must be a full path, such as /tmp, not &quot;%2&quot;.</source>
        <translation>%1 muss ein vollständiger Pfad sein, z. B. /tmp, nicht „%2“.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>IRC RPC (OA1): a remote shell or an IC game</source>
        <translation>IRC-RPC (OA1): eine entfernte Shell oder ein IC-Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Through an IRC channel: shell commands on another machine (RemoteBash, as the OA1 document has it), or an IC game where `ic-tool bridge irc` relays ICRP requests to it (our extension: the password checked end to end, no live events).</source>
        <translation>Über einen IRC-Kanal: Shell-Befehle auf einem anderen Rechner (RemoteBash, wie im OA1-Dokument), oder ein IC-Spiel, an das `ic-tool bridge irc` ICRP-Anfragen weiterleitet (unsere Erweiterung: Passwort Ende-zu-Ende geprüft, keine Live-Ereignisse).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The far side&apos;s nick: the bridge, or the RemoteBash side (only its frames are taken)</source>
        <translation>Der Nick der Gegenseite: die Brücke oder die RemoteBash-Seite (nur ihre Frames werden angenommen)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ICRP: IC&apos;s own extension, through ic-tool bridge irc. RemoteBash: the OA1 document&apos;s shell commands on the remote machine (no tier, no password)</source>
        <translation>ICRP: ICs eigene Erweiterung, über ic-tool bridge irc. RemoteBash: die Shell-Befehle des OA1-Dokuments auf dem entfernten Rechner (keine Stufe, kein Passwort)</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>The IRC server</source>
        <translation>Der IRC-Server</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The channel the bridge is in, such as #ic-admin</source>
        <translation>Der Channel, in dem die Bridge ist, z. B. #ic-admin</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your nick on that server</source>
        <translation>Ihr Nick auf diesem Server</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>channel must be an IRC channel such as #ic-admin, not &quot;%1&quot;.</source>
        <translation>channel muss ein IRC-Channel wie #ic-admin sein, nicht „%1“.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 must be an IRC nick (letters, digits and _-[]\`^{|}, not starting with a digit or -), not &quot;%2&quot;.</source>
        <translation>%1 muss ein IRC-Nick sein (Buchstaben, Ziffern und _-[]\`^{|}, nicht mit einer Ziffer oder - beginnend), nicht „%2“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nick and bridgeNick must differ: you and the bridge are two people in the channel.</source>
        <translation>nick und bridgeNick müssen sich unterscheiden: Sie und die Bridge sind zwei Teilnehmer im Channel.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Agent Arena tick inspector</source>
        <translation>Agent-Arena-Tick-Inspektor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A proxy between Agent Arena&apos;s simulation and its agent runtime: point the simulation at the listening port; every tick is checked against the schema, recorded and timed against the 5 ms budget.</source>
        <translation>Ein Proxy zwischen der Simulation von Agent Arena und ihrer Agenten-Runtime: Richten Sie die Simulation auf den lauschenden Port; jeder Tick wird gegen das Schema geprüft, aufgezeichnet und gegen das 5-ms-Budget gemessen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The port the simulation sends its ticks to (127.0.0.1)</source>
        <translation>Der Port, an den die Simulation ihre Ticks sendet (127.0.0.1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the agent runtime listens</source>
        <translation>Wo die Agenten-Runtime lauscht</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>runtimeHost must be a host name or address.</source>
        <translation>runtimeHost muss ein Hostname oder eine Adresse sein.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>&quot;%1&quot; is not a kind of connection this panel knows.</source>
        <translation>„%1“ ist keine Verbindungsart, die dieses Panel kennt.</translation>
    </message>
    <message>
        <location filename="../app/connectors/arena/ArenaHttpClient.cpp" line="+20"/>
        <source>%1 did not answer within %2 ms.</source>
        <translation>%1 hat nicht innerhalb von %2 ms geantwortet.</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>Nothing answers at %1 (%2): start it, or check the address.</source>
        <translation>Unter %1 antwortet nichts (%2): Starten Sie es oder prüfen Sie die Adresse.</translation>
    </message>
    <message>
        <location filename="../app/connectors/arena/ArenaProxy.cpp" line="+42"/>
        <location filename="../app/connectors/arena/peer/SimulatedRuntime.cpp" line="+92"/>
        <source>Cannot listen on 127.0.0.1:%1: %2. Choose another port.</source>
        <translation>Lauschen auf 127.0.0.1:%1 nicht möglich: %2. Wählen Sie einen anderen Port.</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>HTTP/1.1 requests need a Host header: send Host: 127.0.0.1:%1.</source>
        <translation>HTTP/1.1-Anfragen brauchen einen Host-Header: Senden Sie Host: 127.0.0.1:%1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Host &quot;%1&quot; is not this proxy: it answers only 127.0.0.1:%2 or localhost:%2 (so that no web page can reach it through a name of its own).</source>
        <translation>Host „%1“ ist nicht dieser Proxy: Er antwortet nur auf 127.0.0.1:%2 oder localhost:%2 (damit keine Webseite ihn über einen eigenen Namen erreichen kann).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A request from the web page %1 was refused: the inspector takes ticks from the simulation only (a web page&apos;s request carries an Origin, the simulation&apos;s does not).</source>
        <translation>Eine Anfrage der Webseite %1 wurde abgelehnt: Der Inspektor nimmt Ticks nur von der Simulation an (die Anfrage einer Webseite trägt einen Origin, die der Simulation nicht).</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 takes %2, not %3.</source>
        <translation>%1 erwartet %2, nicht %3.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>There is no %1 here: the seed&apos;s endpoints are POST /tick, GET /health and POST /echo.</source>
        <translation>%1 gibt es hier nicht: Die Endpunkte des Seeds sind POST /tick, GET /health und POST /echo.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>/echo takes one JSON value; this body is not one (%1). Send JSON.</source>
        <translation>/echo erwartet einen JSON-Wert; dieser Body ist keiner (%1). Senden Sie JSON.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n value(s)</source>
        <translation>
            <numerusform>%n Wert</numerusform>
            <numerusform>%n Werte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/connectors/arena/ArenaProxy_Tick.cpp" line="-113"/>
        <location line="+19"/>
        <source>Tick inspector: the agent runtime gave no usable answer. %1</source>
        <translation>Tick-Inspektor: Die Agenten-Runtime gab keine verwertbare Antwort. %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The runtime answered HTTP %1, not 200 with an action response.</source>
        <translation>Die Runtime antwortete mit HTTP %1, nicht mit 200 und einer Aktionsantwort.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The runtime&apos;s /health answer is not the seed&apos;s shape: %1</source>
        <translation>Die /health-Antwort der Runtime hat nicht die Form aus dem Seed: %1</translation>
    </message>
    <message>
        <location filename="../app/connectors/arena/ArenaSchema.cpp" line="+30"/>
        <source>The body is not JSON: %1 at byte %2.</source>
        <translation>Der Body ist kein JSON: %1 bei Byte %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The body must be a JSON object, not an array or a value.</source>
        <translation>Der Body muss ein JSON-Objekt sein, kein Array und kein einzelner Wert.</translation>
    </message>
    <message>
        <location filename="../app/connectors/arena/ArenaSchema_Actions.cpp" line="+92"/>
        <source>%1: tool &quot;%2&quot; is not registered (the tools are %3).</source>
        <translation>%1: Tool „%2“ ist nicht registriert (die Tools sind %3).</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1: agent &quot;%2&quot; is not one of this tick&apos;s agents.</source>
        <translation>%1: Agent „%2“ gehört nicht zu den Agenten dieses Ticks.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>error.code &quot;%1&quot; is not one of the seed&apos;s codes (%2).</source>
        <translation>error.code „%1“ ist keiner der Codes aus dem Seed (%2).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>tick must match the request&apos;s tick %1, not %2.</source>
        <translation>tick muss dem tick %1 der Anfrage entsprechen, nicht %2.</translation>
    </message>
    <message>
        <location filename="../app/connectors/arena/ArenaSchema_Perception.cpp" line="+133"/>
        <source>%1 must be between 0 and 100, not %2.</source>
        <translation>%1 muss zwischen 0 und 100 liegen, nicht %2.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: agent &quot;%2&quot; appears twice in this tick.</source>
        <translation>%1: Agent „%2“ kommt in diesem Tick zweimal vor.</translation>
    </message>
    <message>
        <location filename="../app/connectors/arena/SchemaChecker.cpp" line="+28"/>
        <source>%1 is missing: the seed requires it (%2).</source>
        <translation>%1 fehlt: Der Seed verlangt es (%2).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 must be %2, not %3.</source>
        <translation>%1 muss %2 sein, nicht %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: this tool takes no parameters.</source>
        <translation>%1: Dieses Tool hat keine Parameter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a parameter of this tool (it takes %2).</source>
        <translation>%1 ist kein Parameter dieses Tools (es erwartet %2).</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>an integer</source>
        <translation>eine Ganzzahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a string</source>
        <translation>ein String</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+25"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an array of three numbers [x, y, z]</source>
        <translation>ein Array aus drei Zahlen [x, y, z]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a string or null</source>
        <translation>ein String oder null</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>an array of %n item(s)</source>
        <translation>
            <numerusform>ein Array mit %n Element</numerusform>
            <numerusform>ein Array mit %n Elementen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../app/connectors/arena/peer/SimulatedGodot.cpp" line="+77"/>
        <source>HTTP %1: %2</source>
        <translation>HTTP %1: %2</translation>
    </message>
    <message>
        <location filename="../app/connectors/common/WireLogModel.cpp" line="+82"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Way</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Channel</source>
        <translation>Kanal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>sent</source>
        <translation>gesendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>received</source>
        <translation>empfangen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location filename="../app/connectors/devtools/DevToolsCatalogue.cpp" line="+33"/>
        <source>Target entity id (empty: the player)</source>
        <translation>ID der Zielentität (leer: der Spieler)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Spawn an entity at a position</source>
        <translation>Eine Entität an einer Position erzeugen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Entity type</source>
        <translation>Entitätstyp</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>X coordinate</source>
        <translation>X-Koordinate</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+7"/>
        <source>Y coordinate</source>
        <translation>Y-Koordinate</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Give an item to the player</source>
        <translation>Dem Spieler einen Gegenstand geben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Item type</source>
        <translation>Gegenstandstyp</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quantity (default 1)</source>
        <translation>Menge (Standard 1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Heal the player (capped at maximum health)</source>
        <translation>Den Spieler heilen (höchstens bis zur maximalen Gesundheit)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Heal amount</source>
        <translation>Heilungsmenge</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Kill the nearest enemy or all of them</source>
        <translation>Den nächsten Gegner oder alle töten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target (default nearest)</source>
        <translation>Ziel (Standard: nächster)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Teleport the player (or an entity)</source>
        <translation>Den Spieler (oder eine Entität) teleportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teleport: the long name of tp</source>
        <translation>Teleportieren: der lange Name von tp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List every entity in the game world</source>
        <translation>Alle Entitäten der Spielwelt auflisten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Test the connection (answers pong)</source>
        <translation>Die Verbindung testen (antwortet pong)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>RFC-014 has no command &quot;%1&quot;; choose one of spawn, tp, teleport, query, give, heal, kill, ping.</source>
        <translation>RFC-014 kennt keinen Befehl „%1“; wählen Sie einen von spawn, tp, teleport, query, give, heal, kill, ping.</translation>
    </message>
    <message>
        <location filename="../app/connectors/devtools/DevToolsCodec.cpp" line="+23"/>
        <source>Ignored a message from the DevTools server: %1. The connection stays open; if this repeats, check that the server speaks RFC-014.</source>
        <translation>Eine Nachricht vom DevTools-Server wurde ignoriert: %1. Die Verbindung bleibt offen; wenn das wiederholt vorkommt, prüfen Sie, ob der Server RFC-014 spricht.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 needs &apos;%2&apos; as a whole number</source>
        <translation>%1 braucht &apos;%2&apos; als Ganzzahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needs &apos;%2&apos; as a string</source>
        <translation>%1 braucht &apos;%2&apos; als String</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 needs &apos;%2&apos; as an entity id (a whole number or a string)</source>
        <translation>%1 braucht &apos;%2&apos; als Entitäts-ID (eine ganze Zahl oder eine Zeichenkette)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>a command_result needs &apos;success&apos; as true or false</source>
        <translation>ein command_result braucht &apos;success&apos; als true oder false</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a command_result needs &apos;message&apos; as a string</source>
        <translation>ein command_result braucht &apos;message&apos; als String</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a command_result&apos;s &apos;result&apos; must be an object</source>
        <translation>&apos;result&apos; eines command_result muss ein Objekt sein</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>it is %1 bytes long, more than the %2 accepted</source>
        <translation>sie ist %1 Bytes lang, mehr als die erlaubten %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is not JSON (%1 at offset %2)</source>
        <translation>sie ist kein JSON (%1 bei Offset %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is not a JSON object</source>
        <translation>sie ist kein JSON-Objekt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it has no &apos;type&apos; string</source>
        <translation>sie hat keinen &apos;type&apos;-String</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its type &quot;%1&quot; is not one a server sends (only &quot;event&quot;)</source>
        <translation>ihr Typ &quot;%1&quot; wird von keinem Server gesendet (nur &quot;event&quot;)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it has no &apos;event&apos; name in snake_case</source>
        <translation>sie hat keinen &apos;event&apos;-Namen in snake_case</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its &apos;timestamp&apos; is not a whole number of milliseconds</source>
        <translation>ihr &apos;timestamp&apos; ist keine ganze Zahl von Millisekunden</translation>
    </message>
    <message>
        <location filename="../app/connectors/devtools/DevToolsConnector.cpp" line="+94"/>
        <source>&quot;%1&quot; is not a WebSocket URL: give one such as %2.</source>
        <translation>„%1“ ist keine WebSocket-URL: Geben Sie eine wie %2 an.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not answered: the connection was closed.</source>
        <translation>Nicht beantwortet: Die Verbindung wurde geschlossen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Closed.</source>
        <translation>Geschlossen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connecting to %1…</source>
        <translation>Verbindung mit %1 wird hergestellt…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connected; waiting for the server&apos;s welcome.</source>
        <translation>Verbunden; die Begrüßung des Servers wird erwartet.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the connection was closed</source>
        <translation>die Verbindung wurde geschlossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>closed with code %1</source>
        <translation>geschlossen mit Code %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The connection to %1 ended before an answer came (%2). The command is not sent again by itself: run query to see what happened, then run it again if needed.</source>
        <translation>Die Verbindung zu %1 endete, bevor eine Antwort kam (%2). Der Befehl wird nicht automatisch erneut gesendet: Führen Sie query aus, um zu sehen, was passiert ist, und führen Sie ihn dann bei Bedarf erneut aus.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lost the connection to %1 (%2). Trying again in %3 s.</source>
        <translation>Verbindung zu %1 verloren (%2). Neuer Versuch in %3 s.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot reach %1 (%2). Is the game running with DevTools on? Trying again in %3 s.</source>
        <translation>%1 ist nicht erreichbar (%2). Läuft das Spiel mit aktivierten DevTools? Neuer Versuch in %3 s.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not sent: the connection was restarted after a command timed out; run it again.</source>
        <translation>Nicht gesendet: Die Verbindung wurde nach einer Zeitüberschreitung eines Befehls neu gestartet; führen Sie ihn erneut aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restarting the connection so that a late answer cannot be taken for the next command&apos;s.</source>
        <translation>Die Verbindung wird neu gestartet, damit eine verspätete Antwort nicht für die des nächsten Befehls gehalten wird.</translation>
    </message>
    <message>
        <location filename="../app/connectors/devtools/DevToolsConnector_Runs.cpp" line="+36"/>
        <source>Not connected to %1: open the connection first (%2)</source>
        <translation>Nicht mit %1 verbunden: Öffnen Sie zuerst die Verbindung (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>closed</source>
        <translation>geschlossen</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The answer to %1 could not be read: %2</source>
        <translation>Die Antwort auf %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Ignored a binary frame of %1 bytes: RFC-014 uses UTF-8 JSON text frames only.</source>
        <translation>Ein Binär-Frame mit %1 Bytes wurde ignoriert: RFC-014 verwendet nur UTF-8-JSON-Text-Frames.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Took this command_result as the answer to %1 by its order only: this server has sent results of other clients&apos; commands, and this one does not say which command it answers.</source>
        <translation>Dieses command_result wurde nur nach seiner Reihenfolge als Antwort auf %1 genommen: Dieser Server hat Ergebnisse von Befehlen anderer Clients gesendet, und dieses sagt nicht, welchen Befehl es beantwortet.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A command_result for %1 came while %2 waited for its answer: not taken as %2&apos;s answer (RFC-014 answers carry no id; the server seems to send every client&apos;s results), shown as an event; %2 keeps waiting.</source>
        <translation>Ein command_result für %1 kam, während %2 auf seine Antwort wartete: nicht als Antwort auf %2 genommen (Antworten nach RFC-014 tragen keine ID; der Server scheint die Ergebnisse aller Clients zu senden), als Ereignis gezeigt; %2 wartet weiter.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Open.</source>
        <translation>Geöffnet.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A command_result came when no command was waiting for one; shown as an event.</source>
        <translation>Ein command_result kam, obwohl kein Befehl auf eines wartete; es wird als Ereignis angezeigt.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No answer to %1 within %2 ms. The game may be busy or stuck; the connection is restarted (RFC-014 answers carry no id, so a late one would be taken for the next command&apos;s).</source>
        <translation>Keine Antwort auf %1 innerhalb von %2 ms. Das Spiel ist vielleicht beschäftigt oder hängt; die Verbindung wird neu gestartet (RFC-014-Antworten tragen keine ID, daher würde eine verspätete Antwort für die des nächsten Befehls gehalten).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Answers to other commands came meanwhile and were not taken: the server sends every client&apos;s results, or words its answers unlike RFC-014&apos;s examples (see the wire log).</source>
        <translation>Inzwischen kamen Antworten auf andere Befehle, die nicht genommen wurden: Der Server sendet die Ergebnisse aller Clients oder formuliert seine Antworten anders als die Beispiele von RFC-014 (siehe Datenverkehr).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No welcome came within %1 ms (RFC-014 says the server sends one); going on without it.</source>
        <translation>Innerhalb von %1 ms kam keine Begrüßung (laut RFC-014 sendet der Server eine); es wird ohne sie fortgefahren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open (the server sent no welcome).</source>
        <translation>Geöffnet (der Server hat keine Begrüßung gesendet).</translation>
    </message>
    <message>
        <location filename="../app/connectors/devtools/DevToolsErrors.cpp" line="+35"/>
        <source>Invalid JSON</source>
        <translation>Ungültiges JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Missing required field</source>
        <translation>Pflichtfeld fehlt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown command</source>
        <translation>Unbekannter Befehl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invalid arguments</source>
        <translation>Ungültige Argumente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game rule (business logic)</source>
        <translation>Spielregel (Geschäftslogik)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Internal error</source>
        <translation>Interner Fehler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refused before sending</source>
        <translation>Vor dem Senden abgelehnt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection lost</source>
        <translation>Verbindung verloren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Closed</source>
        <translation>Geschlossen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Malformed answer</source>
        <translation>Fehlerhafte Antwort</translation>
    </message>
    <message>
        <location filename="../app/connectors/devtools/DevToolsStats.cpp" line="+41"/>
        <source>Round trip</source>
        <translation>Umlaufzeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ms (average %2 ms)</source>
        <translation>%1 ms (Durchschnitt %2 ms)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no answer yet</source>
        <translation>noch keine Antwort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commands sent</source>
        <translation>Gesendete Befehle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failures</source>
        <translation>Fehlschläge</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../app/connectors/tf2/Tf2FileConnector.cpp" line="-21"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failures: %1</source>
        <translation>Fehlschläge: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Events: %1</source>
        <translation>Ereignisse: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entities (last query)</source>
        <translation>Entitäten (letzte Abfrage)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (and %2 terrain tiles)</source>
        <translation>%1 (und %2 Gelände-Kacheln)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no query yet</source>
        <translation>noch keine Abfrage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Malformed messages ignored</source>
        <translation>Ignorierte fehlerhafte Nachrichten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answers to other commands (not taken)</source>
        <translation>Antworten auf andere Befehle (nicht genommen)</translation>
    </message>
    <message>
        <location filename="../app/connectors/devtools/peer/DevToolsPeer.cpp" line="+84"/>
        <source>Cannot listen on 127.0.0.1:%1 (%2): stop what uses the port or choose another with --port.</source>
        <translation>Lauschen auf 127.0.0.1:%1 nicht möglich (%2): Beenden Sie, was den Port belegt, oder wählen Sie mit --port einen anderen.</translation>
    </message>
    <message>
        <location filename="../app/connectors/devtools/peer/main.cpp" line="+32"/>
        <source>A simulated PigeonPea game world that speaks the DevTools protocol (RFC-014: JSON command and event messages over WebSocket). It has a 20×10 map with walls, a player, goblins and potions; it answers spawn, tp/teleport, query, give, heal, kill and ping as the RFC says and sends entity_created, entity_moved and entity_died when they happen. It prints the URL it listens on (127.0.0.1 only); stop it with Ctrl-C.</source>
        <translation>Eine simulierte PigeonPea-Spielwelt, die das DevTools-Protokoll spricht (RFC-014: JSON-Befehls- und Ereignisnachrichten über WebSocket). Sie hat eine 20×10-Karte mit Wänden, einen Spieler, Goblins und Tränke; sie beantwortet spawn, tp/teleport, query, give, heal, kill und ping wie im RFC beschrieben und sendet entity_created, entity_moved und entity_died, wenn diese eintreten. Sie gibt die URL aus, auf der sie lauscht (nur 127.0.0.1); beenden Sie sie mit Strg+C.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Port to listen on (default 5007, 0 for any free one).</source>
        <translation>Port, auf dem gelauscht wird (Standard 5007, 0 für einen beliebigen freien).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milliseconds between goblin moves (default 1000, 0 for none).</source>
        <translation>Millisekunden zwischen Goblin-Zügen (Standard 1000, 0 für keine).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/connectors/tf2/peer/main.cpp" line="+36"/>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random seed of the goblins&apos; steps (default 1).</source>
        <translation>Zufalls-Seed für die Schritte der Goblins (Standard 1).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send every command&apos;s answer to every client, as a server that broadcasts its results would (a test for clients&apos; matching).</source>
        <translation>Die Antwort auf jeden Befehl an jeden Client senden, wie es ein Server täte, der seine Ergebnisse an alle sendet (ein Test für die Zuordnung der Clients).</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>--port takes 0 to 65535, --tick-ms 0 to 3600000, --seed a whole number; there are no other arguments (see --help).</source>
        <translation>--port erwartet 0 bis 65535, --tick-ms 0 bis 3600000, --seed eine ganze Zahl; weitere Argumente gibt es nicht (siehe --help).</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>PigeonPea DevTools (RFC-014) listening on %1</source>
        <translation>PigeonPea DevTools (RFC-014) lauscht auf %1</translation>
    </message>
    <message>
        <location filename="../app/connectors/tf2/Tf2Commands.cpp" line="+26"/>
        <source>Check that the game answers</source>
        <translation>Prüfen, ob das Spiel antwortet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date, money, speed and pause state</source>
        <translation>Datum, Geld, Geschwindigkeit und Pausenstatus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the game speed</source>
        <translation>Spielgeschwindigkeit einstellen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>0 pauses, 1 to 4 are the speed levels</source>
        <translation>0 pausiert, 1 bis 4 sind die Geschwindigkeitsstufen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All towns with their population</source>
        <translation>Alle Städte mit ihrer Einwohnerzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All towns with their cargo demands</source>
        <translation>Alle Städte mit ihrem Frachtbedarf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The buildings of one town</source>
        <translation>Die Gebäude einer Stadt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The town&apos;s id, as query_towns gives it</source>
        <translation>Die ID der Stadt, wie query_towns sie liefert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All industries</source>
        <translation>Alle Industrien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All transport lines</source>
        <translation>Alle Verkehrslinien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All vehicles</source>
        <translation>Alle Fahrzeuge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All stations</source>
        <translation>Alle Stationen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Let the AI builder build the best road connection</source>
        <translation>Den AI Builder die beste Straßenverbindung bauen lassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only connections for this cargo (optional)</source>
        <translation>Nur Verbindungen für diese Fracht (optional)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a road between two industries</source>
        <translation>Eine Straße zwischen zwei Industrien bauen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first industry&apos;s id</source>
        <translation>Die ID der ersten Industrie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The second industry&apos;s id</source>
        <translation>Die ID der zweiten Industrie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a cargo delivery route from an industry to a town</source>
        <translation>Eine Frachtlieferroute von einer Industrie zu einer Stadt bauen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The industry&apos;s id</source>
        <translation>Die ID der Industrie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The town&apos;s id</source>
        <translation>Die ID der Stadt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cargo to deliver</source>
        <translation>Die zu liefernde Fracht</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>What kind of vehicle</source>
        <translation>Welche Art von Fahrzeug</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Add a vehicle to a line</source>
        <translation>Einer Linie ein Fahrzeug hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The line&apos;s id, as query_lines gives it</source>
        <translation>Die ID der Linie, wie query_lines sie liefert</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Delete a transport line</source>
        <translation>Eine Verkehrslinie löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>The line&apos;s id</source>
        <translation>Die ID der Linie</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Fit the number of vehicles on a line to its demand</source>
        <translation>Die Anzahl der Fahrzeuge einer Linie an ihren Bedarf anpassen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remember the game state to compare later</source>
        <translation>Den Spielstand für einen späteren Vergleich merken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare the game state with a snapshot</source>
        <translation>Den Spielstand mit einem Snapshot vergleichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The id snapshot_state gave</source>
        <translation>Die ID, die snapshot_state geliefert hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause the game</source>
        <translation>Spiel pausieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the game</source>
        <translation>Spiel fortsetzen</translation>
    </message>
    <message>
        <location filename="../app/connectors/tf2/Tf2FileConnector.cpp" line="-112"/>
        <source>The folder %1 does not exist or cannot be written; create it or choose the folder the TF2 mod uses.</source>
        <translation>Der Ordner %1 existiert nicht oder ist nicht beschreibbar; legen Sie ihn an oder wählen Sie den Ordner, den die TF2-Mod verwendet.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The connector was closed before the game answered.</source>
        <translation>Der Connector wurde geschlossen, bevor das Spiel antwortete.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The game has no command &quot;%1&quot;; choose one of the list.</source>
        <translation>Das Spiel kennt keinen Befehl „%1“; wählen Sie einen aus der Liste.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The TF2 connector is not open; open it first.</source>
        <translation>Der TF2-Connector ist nicht geöffnet; öffnen Sie ihn zuerst.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>none: waiting for the game to clear the command file</source>
        <translation>keiner: wartet, bis das Spiel die Befehlsdatei geleert hat</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Command file</source>
        <translation>Befehlsdatei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Response file</source>
        <translation>Antwortdatei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In flight</source>
        <translation>Unterwegs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queued (one command at a time)</source>
        <translation>In der Warteschlange (ein Befehl nach dem anderen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sent</source>
        <translation>Gesendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answered</source>
        <translation>Beantwortet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game errors</source>
        <translation>Spielfehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timeouts</source>
        <translation>Zeitüberschreitungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stale answers cleared</source>
        <translation>Veraltete Antworten entfernt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answers for other ids</source>
        <translation>Antworten für andere IDs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Incomplete reads retried</source>
        <translation>Wiederholte unvollständige Lesevorgänge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsafe files refused</source>
        <translation>Abgelehnte unsichere Dateien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last round trip</source>
        <translation>Letzte Umlaufzeit</translation>
    </message>
    <message>
        <location filename="../app/connectors/tf2/Tf2FileConnector_Files.cpp" line="+165"/>
        <source>Cannot write the command file %1 (%2); check that its folder exists and can be written.</source>
        <translation>Die Befehlsdatei %1 kann nicht geschrieben werden (%2); prüfen Sie, ob ihr Ordner existiert und beschreibbar ist.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Nothing was written: %1</source>
        <translation>Nichts wurde geschrieben: %1</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Waiting for the game to clear the command file before writing the next command.</source>
        <translation>Warte, bis das Spiel die Befehlsdatei geleert hat, bevor der nächste Befehl geschrieben wird.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game did not clear the command file within %1 s of answering; the next command is written anyway (the mod skips the answered id).</source>
        <translation>Das Spiel hat die Befehlsdatei nicht innerhalb von %1 s nach der Antwort geleert; der nächste Befehl wird trotzdem geschrieben (die Mod überspringt die beantwortete ID).</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>A stale response file is there and was left: %1 Until it goes, the game&apos;s answers may not get through.</source>
        <translation>Eine veraltete Antwortdatei liegt noch dort: %1 Solange sie bleibt, kommen die Antworten des Spiels womöglich nicht an.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stale response cleared before sending a new command.</source>
        <translation>Veraltete Antwort vor dem Senden eines neuen Befehls entfernt.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>An answer for id %1 was ignored: waiting for %2.</source>
        <translation>Eine Antwort für ID %1 wurde ignoriert: Erwartet wird %2.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 answered in %2 ms.</source>
        <translation>%1 hat in %2 ms geantwortet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game refused %1: %2</source>
        <translation>Das Spiel hat %1 abgelehnt: %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No answer to %1 within %2 s. Is Transport Fever 2 running with the IPC mod, reading %3?</source>
        <translation>Keine Antwort auf %1 innerhalb von %2 s. Läuft Transport Fever 2 mit der IPC-Mod und liest es %3?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The last response file read: %1</source>
        <translation>Zuletzt gelesene Antwortdatei: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Command %1 withdrawn: the game had not read it.</source>
        <translation>Befehl %1 zurückgezogen: Das Spiel hatte ihn nicht gelesen.</translation>
    </message>
    <message>
        <location filename="../app/connectors/tf2/Tf2GameView.cpp" line="-102"/>
        <location line="+96"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Towns</source>
        <translation>Städte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lines</source>
        <translation>Linien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vehicles</source>
        <translation>Fahrzeuge</translation>
    </message>
    <message>
        <location filename="../app/connectors/tf2/Tf2Message.cpp" line="+21"/>
        <source>The %1 file holds %2 bytes, more than the %3 allowed; delete it and send the command again.</source>
        <translation>Die %1-Datei enthält %2 Bytes, mehr als die erlaubten %3; löschen Sie sie und senden Sie den Befehl erneut.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The %1 file is not complete JSON yet (%2 at byte %3).</source>
        <translation>Die %1-Datei ist noch kein vollständiges JSON (%2 bei Byte %3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The %1 file holds JSON that is not an object.</source>
        <translation>Die %1-Datei enthält JSON, das kein Objekt ist.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The response file has no string &quot;id&quot; or its &quot;status&quot; is neither &quot;ok&quot; nor &quot;error&quot;; check the mod&apos;s version.</source>
        <translation>Die Antwortdatei hat keinen String &quot;id&quot; oder ihr &quot;status&quot; ist weder &quot;ok&quot; noch &quot;error&quot;; prüfen Sie die Version der Mod.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game reported an error without a message.</source>
        <translation>Das Spiel hat einen Fehler ohne Meldung gemeldet.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The command file needs string &quot;id&quot; and &quot;cmd&quot; values.</source>
        <translation>Die Befehlsdatei braucht die String-Werte &quot;id&quot; und &quot;cmd&quot;.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All values must be strings: %1 is not.</source>
        <translation>Alle Werte müssen Strings sein: %1 ist keiner.</translation>
    </message>
    <message>
        <location filename="../app/connectors/tf2/peer/Tf2SimGame.cpp" line="+46"/>
        <source>Cannot open the log file %1 (%2); choose a folder that can be written.</source>
        <translation>Die Protokolldatei %1 kann nicht geöffnet werden (%2); wählen Sie einen beschreibbaren Ordner.</translation>
    </message>
    <message>
        <location filename="../app/connectors/tf2/peer/main.cpp" line="-12"/>
        <source>Folder of the three files (default: /tmp, as the mod).</source>
        <translation>Ordner der drei Dateien (Standard: /tmp, wie bei der Mod).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Command file to poll (default: &lt;dir&gt;/tf2_cmd.json).</source>
        <translation>Abzufragende Befehlsdatei (Standard: &lt;dir&gt;/tf2_cmd.json).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <location line="+2"/>
        <source>path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Response file to write (default: &lt;dir&gt;/tf2_resp.json).</source>
        <translation>Zu schreibende Antwortdatei (Standard: &lt;dir&gt;/tf2_resp.json).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Log file (default: &lt;dir&gt;/tf2_simple_ipc.log).</source>
        <translation>Protokolldatei (Standard: &lt;dir&gt;/tf2_simple_ipc.log).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milliseconds between game ticks, each a poll (default: 50).</source>
        <translation>Millisekunden zwischen Spiel-Ticks, jeder eine Abfrage (Standard: 50).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write responses via a temporary file and rename, not in place as the mod does.</source>
        <translation>Antworten über eine temporäre Datei und Umbenennen schreiben, nicht direkt wie die Mod.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game ticks between writing an answer and emptying the command file (default: 0, the same tick, as the mod).</source>
        <translation>Spielticks zwischen dem Schreiben einer Antwort und dem Leeren der Befehlsdatei (Standard: 0, derselbe Tick, wie die Mod).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ticks</source>
        <translation>Ticks</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start with the game interface not available (every command but ping gets that error).</source>
        <translation>Mit nicht verfügbarer Spielschnittstelle starten (jeder Befehl außer ping erhält diesen Fehler).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A simulated Transport Fever 2 game playing the IPC mod&apos;s side of the file protocol: each tick it reads a command (JSON, every value a string) from the command file, answers it in the response file, then empties the command file (the mod&apos;s order) and logs what it did. Its world has a date that advances with the speed, money, towns, industries, lines, vehicles and stations. Stop it with Ctrl-C.</source>
        <translation>Ein simuliertes Transport-Fever-2-Spiel, das die Seite der IPC-Mod im Dateiprotokoll spielt: In jedem Tick liest es einen Befehl (JSON, jeder Wert ein String) aus der Befehlsdatei, beantwortet ihn in der Antwortdatei, leert danach die Befehlsdatei (die Reihenfolge der Mod) und protokolliert, was es getan hat. Seine Welt hat ein Datum, das mit der Geschwindigkeit fortschreitet, Geld, Städte, Industrien, Linien, Fahrzeuge und Stationen. Mit Strg-C beenden.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>--tick takes 1 to 10000 milliseconds.</source>
        <translation>--tick erwartet 1 bis 10000 Millisekunden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--clear-lag takes 0 to 1000 ticks.</source>
        <translation>--clear-lag nimmt 0 bis 1000 Ticks.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>TF2 simulated game: reading %1, answering in %2, logging to %3</source>
        <translation>Simuliertes TF2-Spiel: liest %1, antwortet in %2, protokolliert nach %3</translation>
    </message>
    <message>
        <location filename="../app/connectors/tf2/Tf2OwnFile.cpp" line="+34"/>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="+33"/>
        <source>a symbolic link to %1</source>
        <translation>ein symbolischer Link auf %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="+2"/>
        <source>a named pipe</source>
        <translation>eine benannte Pipe</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="+2"/>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="+2"/>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="+2"/>
        <source>a device</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="+1"/>
        <source>a file</source>
        <translation>eine Datei</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="+13"/>
        <source>%1 is %2, not a regular file: remove it.</source>
        <translation>%1 ist %2, keine gewöhnliche Datei: Entfernen Sie sie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="-6"/>
        <source>%1 is %2 owned by uid %3, not a file of yours: remove it (another user put it there; ask them or an administrator if you cannot), or choose another folder.</source>
        <translation>%1 ist %2 im Besitz von UID %3, keine Datei von Ihnen: Entfernen Sie sie (ein anderer Benutzer hat sie dort abgelegt; fragen Sie ihn oder einen Administrator, wenn Sie es nicht können) oder wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <location line="+20"/>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="+56"/>
        <source>Cannot open %1 (%2): check its permissions or remove it.</source>
        <translation>%1 lässt sich nicht öffnen (%2): Prüfen Sie die Berechtigungen oder entfernen Sie die Datei.</translation>
    </message>
    <message>
        <location line="+29"/>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="+7"/>
        <source>Cannot examine %1 (%2).</source>
        <translation>%1 lässt sich nicht prüfen (%2).</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Cannot remove %1 (%2): remove it by hand.</source>
        <translation>%1 lässt sich nicht entfernen (%2): Entfernen Sie es von Hand.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="+110"/>
        <source>The folder %1 can be written by every user and has no sticky bit, so anyone could replace or delete the command and response files; run &quot;chmod +t %1&quot; or choose a folder of your own.</source>
        <translation>In den Ordner %1 darf jeder Benutzer schreiben, und er hat kein Sticky-Bit: Jeder könnte die Befehls- und Antwortdateien ersetzen oder löschen. Führen Sie „chmod +t %1“ aus oder wählen Sie einen eigenen Ordner.</translation>
    </message>
    <message>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="-165"/>
        <source>%1 is a hard link (the file has %2 names): reading or writing it would touch a file that also lives under another name, so it is left as it is. Remove it, or choose another folder.</source>
        <translation>%1 ist ein Hardlink (die Datei hat %2 Namen): Lesen oder Schreiben würde eine Datei betreffen, die es auch unter einem anderen Namen gibt; daher bleibt sie, wie sie ist. Entfernen Sie sie oder wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1 was replaced while it was being opened; it is left alone.</source>
        <translation>%1 wurde während des Öffnens ersetzt; die Datei bleibt unangetastet.</translation>
    </message>
    <message>
        <location filename="../app/connectors/arena/peer/PeerClient.cpp" line="+18"/>
        <source>No answer within %1 ms.</source>
        <translation>Keine Antwort innerhalb von %1 ms.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/Oa1RemoteBashConnector.cpp" line="-157"/>
        <source>Run a shell command on the remote machine; its text output comes back</source>
        <translation>Einen Shell-Befehl auf dem entfernten Rechner ausführen; seine Textausgabe kommt zurück</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shell command, run in a fresh shell each time</source>
        <translation>Der Shell-Befehl, jedes Mal in einer frischen Shell ausgeführt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give up after this many seconds (empty: 30 s to the first line of output, then 10 s between lines)</source>
        <translation>Nach so vielen Sekunden aufgeben (leer: 30 s bis zur ersten Ausgabezeile, dann 10 s zwischen den Zeilen)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The connection ended before the command finished (%1): open it again and repeat the command.</source>
        <translation>Die Verbindung endete, bevor der Befehl fertig war (%1): Öffnen Sie sie erneut und wiederholen Sie den Befehl.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This connection runs only %1.</source>
        <translation>Diese Verbindung führt nur %1 aus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Write a command to run first.</source>
        <translation>Geben Sie zuerst einen Befehl ein.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No complete output within %1 s: the command may still run on the remote side.</source>
        <translation>Keine vollständige Ausgabe innerhalb von %1 s: Der Befehl läuft auf der Gegenseite vielleicht noch.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cancelled by the user</source>
        <translation>vom Benutzer abgebrochen</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Finished in %1 ms, %2 chunk(s)%3</source>
        <translation>Fertig in %1 ms, %2 Teil(e)%3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Remote side</source>
        <translation>Gegenseite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (not seen yet)</source>
        <translation>%1 (noch nicht gesehen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round trip (last command)</source>
        <translation>Umlaufzeit (letzter Befehl)</translation>
    </message>
</context>
<context>
    <name>icdevkit</name>
    <message>
        <location filename="../app/devkit/DevStage.cpp" line="+58"/>
        <source>%1 does not exist: give a tool&apos;s folder (with tool.yaml at its top) or a .icpkg.</source>
        <translation>%1 existiert nicht: Geben Sie den Ordner eines Tools (mit tool.yaml in der obersten Ebene) oder eine .icpkg-Datei an.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No scratch folder could be made: %1</source>
        <translation>Es konnte kein temporärer Ordner angelegt werden: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Port %1 is taken: choose another with --port N, or leave --port out for a free one.</source>
        <translation>Port %1 ist belegt: Wählen Sie mit --port N einen anderen oder lassen Sie --port weg, um einen freien Port zu verwenden.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 has no tool.yaml; a tool&apos;s folder needs one at its top (ic-tool init makes one).</source>
        <translation>%1 enthält keine tool.yaml; der Ordner eines Tools braucht sie in seiner obersten Ebene (ic-tool init legt eine an).</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The tool&apos;s id changed from &quot;%1&quot; to &quot;%2&quot;: start ic-tool again for the new id.</source>
        <translation>Die ID des Tools hat sich von „%1“ in „%2“ geändert: Starten Sie ic-tool für die neue ID erneut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>entry_point changed between a page and a program: start ic-tool again.</source>
        <translation>entry_point ist von einer Seite zu einem Programm gewechselt oder umgekehrt: Starten Sie ic-tool erneut.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>The simulated match did not start: %1</source>
        <translation>Die simulierte Partie konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The replay %1 cannot be played: %2</source>
        <translation>Die Wiederholung %1 lässt sich nicht abspielen: %2</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The simulated match did not start again: %1</source>
        <translation>Die simulierte Partie konnte nicht erneut gestartet werden: %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Refused a program calling itself &quot;%1&quot;: only the tool, with its token, may use this gateway.</source>
        <translation>Ein Programm, das sich „%1“ nennt, wurde abgewiesen: Nur das Tool mit seinem Token darf dieses Gateway verwenden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Refused: the tool asked for the %1 tier, but tool.yaml asks for %2. Change tier: (%3) and save, or ask for less.</source>
        <translation>Abgelehnt: Das Tool hat die Stufe %1 angefordert, tool.yaml verlangt aber %2. Ändern Sie tier: (%3) und speichern Sie, oder fordern Sie weniger an.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Refused: the tool subscribed to %1, which tool.yaml does not ask for. Add it to subscriptions: (%2) and save.</source>
        <translation>Abgelehnt: Das Tool hat %1 abonniert, was tool.yaml nicht anfordert. Tragen Sie es unter subscriptions: (%2) ein und speichern Sie.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 is gone; waiting for it to come back.</source>
        <translation>%1 ist nicht mehr vorhanden; warten, bis es wieder da ist.</translation>
    </message>
</context>
<context>
    <name>ichistory</name>
    <message>
        <location filename="../app/history/HistoryService.cpp" line="+54"/>
        <source>The game could not run the query: %1. Check it against the tables under Schema and run it again.</source>
        <translation>Das Spiel konnte die Abfrage nicht ausführen: %1. Prüfen Sie sie anhand der Tabellen unter „Schema“ und führen Sie sie erneut aus.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not run the query: %1.</source>
        <translation>Das Spiel konnte die Abfrage nicht ausführen: %1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not connected to a game: connect on the Status page, then try again.</source>
        <translation>Nicht mit einem Spiel verbunden: auf der Seite Status verbinden, dann erneut versuchen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game did not answer in time: try again in a moment.</source>
        <translation>Das Spiel hat nicht rechtzeitig geantwortet: gleich noch einmal versuchen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game&apos;s databases are read-only: only SELECT queries run. Nothing was changed.</source>
        <translation>Die Datenbanken des Spiels sind schreibgeschützt: Nur SELECT-Abfragen laufen. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This game keeps no match history (it does not know %1).</source>
        <translation>Dieses Spiel führt keinen Partienverlauf (es kennt %1 nicht).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This connection may not do that: connect as admin to query the game&apos;s databases.</source>
        <translation>Diese Verbindung darf das nicht: als Admin verbinden, um die Datenbanken des Spiels abzufragen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not found: %1</source>
        <translation>Nicht gefunden: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game refused the request: %1</source>
        <translation>Das Spiel hat die Anfrage abgelehnt: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game answered with an error: %1</source>
        <translation>Das Spiel hat mit einem Fehler geantwortet: %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The game no longer has this match: reload the list.</source>
        <translation>Das Spiel hat diese Partie nicht mehr: die Liste neu laden.</translation>
    </message>
    <message>
        <location filename="../app/history/MatchHistoryModel.cpp" line="+86"/>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Team %1</source>
        <translation>Team %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+56"/>
        <source>Ranked</source>
        <translation>Gewertet</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Length</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team 1</source>
        <translation>Team 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team 2</source>
        <translation>Team 2</translation>
    </message>
    <message>
        <location filename="../app/history/PlayerStyle.cpp" line="+63"/>
        <source>Aggression: high — attacks early and often.</source>
        <translation>Angriffslust: hoch – greift früh und oft an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aggression: balanced — attacks when it pays.</source>
        <translation>Angriffslust: ausgewogen – greift an, wenn es sich lohnt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aggression: low — builds up before attacking.</source>
        <translation>Angriffslust: niedrig – baut erst auf, bevor er angreift.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Expands fast: %1 structures by minute 5 on average.</source>
        <translation>Baut schnell aus: im Schnitt %1 Gebäude bis Minute 5.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expands steadily: %1 structures by minute 5 on average.</source>
        <translation>Baut stetig aus: im Schnitt %1 Gebäude bis Minute 5.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expands slowly: %1 structures by minute 5 on average.</source>
        <translation>Baut langsam aus: im Schnitt %1 Gebäude bis Minute 5.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Won %1 of %n match(es) (%2 %).</source>
        <translation>
            <numerusform>%1 von %n Partie gewonnen (%2 %).</numerusform>
            <numerusform>%1 von %n Partien gewonnen (%2 %).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No units recorded.</source>
        <translation>Keine Einheiten aufgezeichnet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2 %)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mostly builds %1.</source>
        <translation>Baut meist %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Actions per minute: %1 early (minutes 1–5), %2 mid-game (6–15), %3 late (16+).</source>
        <translation>Aktionen pro Minute: %1 früh (Minuten 1–5), %2 im Mittelspiel (6–15), %3 spät (16+).</translation>
    </message>
    <message>
        <location filename="../app/history/ReplayDeck.cpp" line="+326"/>
        <source>The game answered %1 with: %2. Check the connection on the Status page and open the replay again.</source>
        <translation>Das Spiel hat %1 beantwortet mit: %2. Die Verbindung auf der Seite Status prüfen und die Wiederholung erneut öffnen.</translation>
    </message>
</context>
<context>
    <name>ichost</name>
    <message>
        <location filename="../app/host/OverlayHost.cpp" line="+131"/>
        <source>IC Control Panel overlay host</source>
        <translation>Overlay-Host von IC Control Panel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each tool has an address of its own, http://&lt;tool-id&gt;.localhost:%1/. Copy it from the panel&apos;s Tools page, or run: ic-tool url &lt;tool-id&gt;</source>
        <translation>Jedes Tool hat eine eigene Adresse, http://&lt;tool-id&gt;.localhost:%1/. Kopieren Sie sie auf der Seite „Tools“ des Panels oder führen Sie aus: ic-tool url &lt;tool-id&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not installed</source>
        <translation>Nicht installiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tool &quot;%1&quot; is not installed in IC Control Panel.</source>
        <translation>Das Tool „%1“ ist in IC Control Panel nicht installiert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Disabled</source>
        <translation>Deaktiviert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; is disabled. Enable it on IC Control Panel&apos;s Tools page, then reload this page.</source>
        <translation>„%1“ ist deaktiviert. Aktivieren Sie es auf der Seite „Tools“ von IC Control Panel und laden Sie diese Seite dann neu.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Dotfiles and dot-folders are not part of a tool.</source>
        <translation>Dateien und Ordner, deren Namen mit &apos;.&apos; beginnen, gehören nicht zu einem Tool.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Bad request</source>
        <translation>Ungültige Anfrage</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The SDK has /sdk/ic-remote.js, /sdk/ic-remote.mjs and /sdk/ic-msgpack.js (its MessagePack codec).</source>
        <translation>Das SDK liegt unter /sdk/ic-remote.js und /sdk/ic-remote.mjs, sein MessagePack-Codec unter /sdk/ic-msgpack.js.</translation>
    </message>
    <message>
        <location line="-70"/>
        <location line="+16"/>
        <location line="+13"/>
        <location line="+40"/>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message>
        <location filename="../app/host/PermissionRequests.cpp" line="+62"/>
        <source>nobody is there to ask</source>
        <translation>es ist niemand da, der gefragt werden könnte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>too many questions wait for the user already</source>
        <translation>es warten bereits zu viele Fragen auf den Benutzer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>too many unknown programs asked this minute</source>
        <translation>in dieser Minute haben zu viele unbekannte Programme gefragt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the user just turned &quot;%1&quot; down</source>
        <translation>der Benutzer hat „%1“ gerade abgelehnt</translation>
    </message>
    <message>
        <location filename="../app/host/ToolRunner.cpp" line="+115"/>
        <location line="+3"/>
        <location line="+40"/>
        <source>Stopped</source>
        <translation>Gestoppt</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Stopped (disabled)</source>
        <translation>Gestoppt (deaktiviert)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Failed: %1 is not a program in the tool&apos;s folder</source>
        <translation>Fehlgeschlagen: %1 ist kein Programm im Ordner des Tools</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>could not start: %1</source>
        <translation>Start fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ended by a signal</source>
        <translation>durch ein Signal beendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ended with exit code %1</source>
        <translation>mit Exit-Code %1 beendet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Running (process %1)</source>
        <translation>Läuft (Prozess %1)</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Failed: it %1, and ended %n times within a minute; the panel gave up. Fix it, then disable and enable it on the Tools page.</source>
        <translation>
            <numerusform>Fehlgeschlagen: innerhalb einer Minute %n-mal beendet (zuletzt: %1); das Panel hat aufgegeben. Beheben Sie das Problem, deaktivieren Sie das Tool dann auf der Seite „Tools“ und aktivieren Sie es wieder.</numerusform>
            <numerusform>Fehlgeschlagen: innerhalb einer Minute %n-mal beendet (zuletzt: %1); das Panel hat aufgegeben. Beheben Sie das Problem, deaktivieren Sie das Tool dann auf der Seite „Tools“ und aktivieren Sie es wieder.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Restarting in %1 s (it %2)</source>
        <translation>Neustart in %1 s (%2)</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Not started</source>
        <translation>Nicht gestartet</translation>
    </message>
    <message>
        <location filename="../app/host/Gateway.cpp" line="+115"/>
        <source>. Choose another port for the overlay host with --host-port N (0: any free port).</source>
        <translation>. Wählen Sie mit --host-port N einen anderen Port für den Overlay-Host (0: beliebiger freier Port).</translation>
    </message>
    <message>
        <location filename="../app/host/ReplayStage.cpp" line="+57"/>
        <source>Cannot show the replay on stream: the panel is not connected to a game. Connect to the game first.</source>
        <translation>Die Wiederholung kann nicht im Stream gezeigt werden: Das Panel ist mit keinem Spiel verbunden. Verbinden Sie sich zuerst mit dem Spiel.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The replay on stream stopped: the way to the game closed (%1). The overlays show the live game again; try again once the panel is connected.</source>
        <translation>Die Wiederholung im Stream wurde beendet: Die Verbindung zum Spiel wurde geschlossen (%1). Die Overlays zeigen wieder das laufende Spiel; versuchen Sie es erneut, sobald das Panel verbunden ist.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The game could not load the replay &quot;%1&quot; for the overlays: %2</source>
        <translation>Das Spiel konnte die Wiederholung „%1“ für die Overlays nicht laden: %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The game could not go to the replay&apos;s first frame: %1</source>
        <translation>Das Spiel konnte nicht zum ersten Bild der Wiederholung springen: %1</translation>
    </message>
    <message>
        <location line="+91"/>
        <location line="+36"/>
        <source>The replay on stream stopped: the game could not go on with it (%1).</source>
        <translation>Die Wiederholung im Stream wurde beendet: Das Spiel konnte sie nicht fortsetzen (%1).</translation>
    </message>
    <message>
        <location filename="../app/host/McpEndpoint.cpp" line="+99"/>
        <source>Unsupported MCP-Protocol-Version &quot;%1&quot;: this server speaks 2025-06-18 (and 2025-03-26, 2024-11-05).</source>
        <translation>Nicht unterstützte MCP-Protocol-Version „%1“: Dieser Server spricht 2025-06-18 (und 2025-03-26, 2024-11-05).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>MCP&apos;s Streamable HTTP transport: POST a JSON-RPC message to /mcp, GET it for the event stream, DELETE it to end the session.</source>
        <translation>MCPs Streamable-HTTP-Transport: Sende eine JSON-RPC-Nachricht per POST an /mcp, rufe es per GET für den Ereignisstrom ab, beende die Sitzung mit DELETE.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Forbidden: the MCP endpoint answers MCP clients (programs), not web pages; a request with an Origin header is refused.</source>
        <translation>Verboten: Der MCP-Endpunkt antwortet MCP-Clients (Programmen), nicht Webseiten; eine Anfrage mit einem Origin-Header wird abgelehnt.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The MCP server is not paired with IC Control Panel: run ic-tool mcp --pair in a terminal, then give the MCP client the header &quot;Authorization: Bearer &lt;token&gt;&quot; with the token of the tool &quot;mcp&quot;.</source>
        <translation>Der MCP-Server ist nicht mit IC Control Panel gekoppelt: Führe ic-tool mcp --pair in einem Terminal aus und gib dem MCP-Client dann den Header „Authorization: Bearer &lt;token&gt;“ mit dem Token des Tools „mcp“.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tool &quot;mcp&quot; is disabled: enable it on the panel&apos;s Tools page.</source>
        <translation>Das Tool „mcp“ ist deaktiviert: Aktiviere es auf der Seite „Tools“ des Panels.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not authenticated: send &quot;Authorization: Bearer &lt;token&gt;&quot; with the token of the paired tool &quot;mcp&quot; (ic-tool mcp --pair pairs it; ic-tool token reset mcp gives it a new one).</source>
        <translation>Nicht angemeldet: Sende „Authorization: Bearer &lt;token&gt;“ mit dem Token des gekoppelten Tools „mcp“ (ic-tool mcp --pair koppelt es; ic-tool token reset mcp gibt ihm ein neues).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Content-Type must be application/json: one JSON-RPC message.</source>
        <translation>Content-Type muss application/json sein: eine JSON-RPC-Nachricht.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The MCP server is no longer paired with IC Control Panel: run ic-tool mcp --pair, then start a new session.</source>
        <translation>Der MCP-Server ist nicht mehr mit IC Control Panel gekoppelt: Führe ic-tool mcp --pair aus und starte dann eine neue Sitzung.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Bad request: no Mcp-Session-Id header. POST initialize first, then send the Mcp-Session-Id of its answer with every request.</source>
        <translation>Ungültige Anfrage: kein Mcp-Session-Id-Header. Sende zuerst initialize per POST, dann bei jeder Anfrage die Mcp-Session-Id aus dessen Antwort.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No such MCP session (it ended, or the panel restarted): POST initialize without an Mcp-Session-Id to start a new one.</source>
        <translation>Keine solche MCP-Sitzung (sie endete oder das Panel wurde neu gestartet): Sende initialize ohne Mcp-Session-Id per POST, um eine neue zu beginnen.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>GET /mcp is the session&apos;s event stream: send &quot;Accept: text/event-stream&quot;.</source>
        <translation>GET /mcp ist der Ereignisstrom der Sitzung: Sende „Accept: text/event-stream“.</translation>
    </message>
</context>
<context>
    <name>icmatch</name>
    <message>
        <location filename="../app/match/MatchEventText.cpp" line="+87"/>
        <location line="+3"/>
        <source>%1 destroyed %2&apos;s %3</source>
        <translation>%1 hat %3 von %2 zerstört</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 harvested %2 credits</source>
        <translation>%1 hat %2 Credits geerntet</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Rifle Infantry</source>
        <translation>Schützen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rocket Soldier</source>
        <translation>Raketensoldat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack Dog</source>
        <translation>Kampfhund</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranger</source>
        <translation>Ranger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heavy Tank</source>
        <translation>Schwerer Panzer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>V2 Launcher</source>
        <translation>V2-Werfer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mammoth Tank</source>
        <translation>Mammutpanzer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light Tank</source>
        <translation>Leichter Panzer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium Tank</source>
        <translation>Mittlerer Panzer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Harvester</source>
        <translation>Sammler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Construction Yard</source>
        <translation>Bauhof</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power Plant</source>
        <translation>Kraftwerk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advanced Power Plant</source>
        <translation>Großes Kraftwerk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refinery</source>
        <translation>Raffinerie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Barracks</source>
        <translation>Kaserne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>War Factory</source>
        <translation>Waffenfabrik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Radar Dome</source>
        <translation>Radarkuppel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tesla Coil</source>
        <translation>Teslaspule</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flame Tower</source>
        <translation>Flammenturm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pillbox</source>
        <translation>Bunker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gun Turret</source>
        <translation>Geschützturm</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1&apos;s units (kicked)</source>
        <translation>Einheiten von %1 (hinausgeworfen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s units (left the match)</source>
        <translation>Einheiten von %1 (hat das Match verlassen)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Fight: %1 against %2</source>
        <translation>Kampf: %1 gegen %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+2"/>
        <source>%1 (%n unit(s))</source>
        <translation>
            <numerusform>%1 (%n Einheit)</numerusform>
            <numerusform>%1 (%n Einheiten)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 placed: %2</source>
        <translation>%1 hat platziert: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 produced: %2</source>
        <translation>%1 hat gebaut: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (team): %2</source>
        <translation>%1 (Team): %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 pinged the map</source>
        <translation>%1 hat einen Ping auf der Karte gesetzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 marked &quot;%2&quot; on the map</source>
        <translation>%1 hat „%2“ auf der Karte markiert</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The match began on %1</source>
        <translation>Die Partie hat auf %1 begonnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 joined</source>
        <translation>%1 ist beigetreten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 joined (%2, team %3)</source>
        <translation>%1 ist beigetreten (%2, Team %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 left</source>
        <translation>%1 hat die Partie verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 left (%2)</source>
        <translation>%1 hat die Partie verlassen (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused by %1</source>
        <translation>Von %1 pausiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resumed</source>
        <translation>Fortgesetzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resumed by %1</source>
        <translation>Von %1 fortgesetzt</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../app/match/MatchSummary.cpp" line="+86"/>
        <source>The match ended in a draw</source>
        <translation>Die Partie endete unentschieden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 won the match</source>
        <translation>Partie gewonnen: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 kicked %2</source>
        <translation>%1 hat %2 hinausgeworfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kicked %2: %3</source>
        <translation>%1 hat %2 hinausgeworfen: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 disconnected the tool %2</source>
        <translation>%1 hat die Verbindung des Tools %2 getrennt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 changed the match settings. %2</source>
        <translation>%1 hat die Partieeinstellungen geändert. %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 event</source>
        <translation>Ereignis „%1“</translation>
    </message>
    <message>
        <location filename="../app/match/MatchExport.cpp" line="+137"/>
        <source>Could not write %1: %2. Choose another folder and export again.</source>
        <translation>%1 konnte nicht geschrieben werden: %2. Wählen Sie einen anderen Ordner und exportieren Sie erneut.</translation>
    </message>
    <message>
        <location filename="../app/match/MatchFeed.cpp" line="+123"/>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <location filename="../app/match/MatchInfo.cpp" line="+45"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>paused</source>
        <translation>pausiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ended</source>
        <translation>beendet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../app/match/MatchModel.cpp" line="+392"/>
        <source>Not connected to a game. Connect first (Status page).</source>
        <translation>Nicht mit einem Spiel verbunden. Verbinden Sie sich zuerst (Seite „Status“).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The panel is connected as %1; this needs the admin tier. Choose admin in Settings and reconnect.</source>
        <translation>Das Panel ist als %1 verbunden; dafür ist die Stufe admin nötig. Wählen Sie admin in den Einstellungen und verbinden Sie sich erneut.</translation>
    </message>
    <message>
        <location filename="../app/match/MatchModel_Admin.cpp" line="+36"/>
        <source>The game did not answer (%1). Check the Status page and try again.</source>
        <translation>Das Spiel hat nicht geantwortet (%1). Prüfen Sie die Seite „Status“ und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game refused: %1</source>
        <translation>Das Spiel hat abgelehnt: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The match was already paused.</source>
        <translation>Die Partie war bereits pausiert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match was already running.</source>
        <translation>Die Partie lief bereits.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match paused.</source>
        <translation>Partie pausiert.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Match resumed.</source>
        <translation>Partie fortgesetzt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Announced to every player.</source>
        <translation>Durchsage an alle Spieler gesendet.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 was removed from the match.</source>
        <translation>%1 wurde aus der Partie entfernt.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Nothing changed.</source>
        <translation>Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location filename="../app/match/MatchPlayersModel.cpp" line="+13"/>
        <source>hidden</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The panel is connected as an observer: the game does not show it this figure (fog of war). Connect as admin to see every player.</source>
        <translation>Das Panel ist als observer verbunden: Diesen Wert zeigt ihm das Spiel nicht (Nebel des Krieges). Verbinden Sie sich als admin, um alle Spieler zu sehen.</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>%1 (left)</source>
        <translation>%1 (gegangen)</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+4"/>
        <source>%1 seen</source>
        <translation>%1 sichtbar</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (kicked)</source>
        <translation>%1 (hinausgeworfen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An admin removed %1 from the match: no longer counted in the team&apos;s totals.</source>
        <translation>Ein Admin hat %1 aus dem Match entfernt: zählt nicht mehr zur Summe des Teams.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 left the match: no longer counted in the team&apos;s totals.</source>
        <translation>%1 hat das Match verlassen: zählt nicht mehr zur Summe des Teams.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Army value: what the player&apos;s units are worth</source>
        <translation>Armeewert: was die Einheiten des Spielers wert sind</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Structures (buildings and defences)</source>
        <translation>Gebäude (Bauten und Verteidigung)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Actions per minute</source>
        <translation>Aktionen pro Minute</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Credits</source>
        <translation>Credits</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Army</source>
        <translation>Armee</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bldgs</source>
        <translation>Geb.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power</source>
        <translation>Energie</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>APM</source>
        <translation>APM</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Power used / made</source>
        <translation>Energie verbraucht / erzeugt</translation>
    </message>
    <message>
        <location filename="../app/match/MatchSummary.cpp" line="+1"/>
        <source>Team %1 won (%2)</source>
        <translation>Sieg für Team %1 (%2)</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>by destroying every building</source>
        <translation>durch Zerstörung aller Gebäude</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the time limit</source>
        <translation>durch Zeitlimit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Time limit: a draw on score, %1 each (army value plus buildings standing).</source>
        <translation>Zeitlimit: Unentschieden nach Punkten, je %1 (Armeewert plus stehende Gebäude).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time limit: Team %1 wins on score, %2 to %3 (army value plus buildings standing).</source>
        <translation>Zeitlimit: Team %1 gewinnt nach Punkten, %2 zu %3 (Armeewert plus stehende Gebäude).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>, on score: %1 each (army value plus buildings standing)</source>
        <translation>, nach Punkten: je %1 (Armeewert plus stehende Gebäude)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, on score: %1 to %2 (army value plus buildings standing)</source>
        <translation>, nach Punkten: %1 zu %2 (Armeewert plus stehende Gebäude)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 hidden</source>
        <translation>%1 verborgen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 after %2.</source>
        <translation>%1 nach %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 after %3.</source>
        <translation>%1 %2 nach %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 after %3%4.</source>
        <translation>%1 %2 nach %3%4.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 Final army value: %2.</source>
        <translation>%1 Armeewert am Ende: %2.</translation>
    </message>
    <message>
        <location filename="../app/match/PlayerFigures.cpp" line="+41"/>
        <source>Soviet</source>
        <translation>Sowjets</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allied</source>
        <translation>Alliierte</translation>
    </message>
    <message>
        <location filename="../app/match/MatchSettingsText.cpp" line="+24"/>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Slowest</source>
        <translation>Am langsamsten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slower</source>
        <translation>Langsamer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Faster</source>
        <translation>Schneller</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fastest</source>
        <translation>Am schnellsten</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game speed is now %1× (%2).</source>
        <translation>Die Spielgeschwindigkeit ist jetzt %1× (%2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game speed is now %1.</source>
        <translation>Die Spielgeschwindigkeit ist jetzt %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spectators may chat now.</source>
        <translation>Zuschauer dürfen jetzt chatten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spectators may no longer chat.</source>
        <translation>Zuschauer dürfen nicht mehr chatten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pause limit is now %1 per player.</source>
        <translation>Das Pausenlimit ist jetzt %1 pro Spieler.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is now %2.</source>
        <translation>%1 ist jetzt %2.</translation>
    </message>
</context>
<context>
    <name>icmcp</name>
    <message>
        <location filename="../app/mcp/McpGatewayGame.cpp" line="+20"/>
        <source>the connection ended before the game answered.</source>
        <translation>die Verbindung endete, bevor das Spiel antwortete.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game did not answer in time: ask again in a moment.</source>
        <translation>Das Spiel hat nicht rechtzeitig geantwortet: Frag gleich noch einmal.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>IC Control Panel&apos;s gateway cannot be reached: %1 The next call connects again; if this stays, see the panel&apos;s Log page.</source>
        <translation>Das Gateway von IC Control Panel ist nicht erreichbar: %1 Der nächste Aufruf verbindet sich erneut; bleibt es so, sieh auf der Protokoll-Seite des Panels nach.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>the connection ended.</source>
        <translation>die Verbindung endete.</translation>
    </message>
    <message>
        <location filename="../app/mcp/McpRefusals.cpp" line="+12"/>
        <source>IC Control Panel ended this MCP server&apos;s session: its user kicked it on the Connections page (or reset its token, changed its tier, disabled or uninstalled it on the Tools page). This call was not sent to the game. The next call connects again if the panel still lets it in; to keep it out, disable &quot;mcp&quot; on the panel&apos;s Tools page if it is paired there, or choose Deny when the panel asks about it again.</source>
        <translation>IC Control Panel hat die Sitzung dieses MCP-Servers beendet: Der Benutzer hat ihn auf der Seite „Verbindungen“ hinausgeworfen (oder auf der Seite „Tools“ sein Token zurückgesetzt, seine Stufe geändert, ihn deaktiviert oder deinstalliert). Dieser Aufruf wurde nicht an das Spiel gesendet. Der nächste Aufruf verbindet sich erneut, wenn das Panel ihn noch einlässt; um ihn fernzuhalten, deaktivieren Sie „mcp“ auf der Seite „Tools“ des Panels, wenn er dort gekoppelt ist, oder wählen Sie Ablehnen, wenn das Panel wieder nach ihm fragt.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>This MCP server has the %1 tier, and this needs the admin tier. To grant it, run ic-tool mcp --pair --tier admin in a terminal (the model then sees what an admin sees, without the fog of war), then ask again.</source>
        <translation>Dieser MCP-Server hat die Stufe %1, hierfür ist die Stufe admin nötig. Um sie zu gewähren, führen Sie ic-tool mcp --pair --tier admin in einem Terminal aus (das Modell sieht dann, was ein Admin sieht, ohne Kriegsnebel), und fragen Sie dann erneut.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>In a ranked match this MCP server&apos;s %1 tier sees it only once the observer delay has passed: ask again then. Only the admin tier sees it sooner (ic-tool mcp --pair --tier admin; in ranked play that is for the game&apos;s operator only).</source>
        <translation>In einem Ranglistenspiel sieht die Stufe %1 dieses MCP-Servers das erst, wenn die Beobachterverzögerung verstrichen ist: Fragen Sie dann erneut. Nur die Stufe admin sieht es früher (ic-tool mcp --pair --tier admin; im Ranglistenspiel nur für den Betreiber des Spiels).</translation>
    </message>
</context>
<context>
    <name>icnet</name>
    <message>
        <location filename="../app/net/HttpHeadBytes.cpp" line="+40"/>
        <source>The first line holds a bare CR (a carriage return not followed by a line feed), which HTTP does not allow (RFC 9112, section 2.2).</source>
        <translation>Die erste Zeile enthält ein einzelnes CR (einen Wagenrücklauf ohne folgenden Zeilenvorschub), was HTTP nicht erlaubt (RFC 9112, Abschnitt 2.2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first line holds the control byte 0x%1, which HTTP does not allow there.</source>
        <translation>Die erste Zeile enthält das Steuerbyte 0x%1, das HTTP dort nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The header %1 holds a bare CR (a carriage return not followed by a line feed), which HTTP does not allow (RFC 9112, section 2.2).</source>
        <translation>Der Header %1 enthält ein einzelnes CR (einen Wagenrücklauf ohne folgenden Zeilenvorschub), was HTTP nicht erlaubt (RFC 9112, Abschnitt 2.2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The header %1 holds the control byte 0x%2, which a header field may not contain (RFC 9110, section 5.5).</source>
        <translation>Der Header %1 enthält das Steuerbyte 0x%2, das in einem Header-Feld nicht vorkommen darf (RFC 9110, Abschnitt 5.5).</translation>
    </message>
    <message>
        <location filename="../app/net/HttpRequestReader.cpp" line="+54"/>
        <source>This server speaks HTTP/1.1 with JSON bodies, not WebSocket.</source>
        <translation>Dieser Server spricht HTTP/1.1 mit JSON-Bodys, nicht WebSocket.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The request head is larger than %1 bytes.</source>
        <translation>Der Anfragekopf ist größer als %1 Bytes.</translation>
    </message>
    <message>
        <location filename="../app/net/HttpResponseReader.cpp" line="+44"/>
        <source>The answer&apos;s head is larger than %1 bytes.</source>
        <translation>Der Kopf der Antwort ist größer als %1 Bytes.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The answer does not begin with an HTTP/1.1 status line (&quot;%1&quot;).</source>
        <translation>Die Antwort beginnt nicht mit einer HTTP/1.1-Statuszeile („%1“).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The answer&apos;s Content-Length is not a number.</source>
        <translation>Content-Length der Antwort ist keine Zahl.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The answer uses Transfer-Encoding (%1); only Content-Length bodies are read.</source>
        <translation>Die Antwort verwendet Transfer-Encoding (%1); nur Bodys mit Content-Length werden gelesen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The answer has no Content-Length.</source>
        <translation>Die Antwort hat keine Content-Length.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The answer&apos;s body (%1 bytes) is larger than the limit of %2 bytes.</source>
        <translation>Der Body der Antwort (%1 Bytes) ist größer als die Grenze von %2 Bytes.</translation>
    </message>
</context>
<context>
    <name>icpanel</name>
    <message>
        <location filename="../app/panel/ConnectionsModel.cpp" line="+120"/>
        <source>%1 of %2 — the game is full: another tool cannot connect until one of these leaves or is kicked.</source>
        <translation>%1 von %2 – das Spiel ist voll: Ein weiteres Tool kann sich erst verbinden, wenn eines davon geht oder hinausgeworfen wird.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2 connections</source>
        <translation>%1 von %2 Verbindungen</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Not connected to the game: cannot kick a session.</source>
        <translation>Nicht mit dem Spiel verbunden: Die Sitzung kann nicht hinausgeworfen werden.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Kicked %1.</source>
        <translation>%1 hinausgeworfen.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Could not kick the session: %1</source>
        <translation>Die Sitzung konnte nicht hinausgeworfen werden: %1</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>IC Control Panel gateway for %1 tools (this panel)</source>
        <translation>IC Control Panel Gateway für %1-Tools (dieses Panel)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(not identified)</source>
        <translation>(nicht identifiziert)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> #%1</source>
        <translation> #%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (this panel)</source>
        <translation> (dieses Panel)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Session %1 (as in the game&apos;s log)</source>
        <translation>Sitzung %1 (wie im Log des Spiels)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Messages the session sent to the game</source>
        <translation>Nachrichten, die die Sitzung an das Spiel gesendet hat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Messages the game sent to the session (an event is one)</source>
        <translation>Nachrichten, die das Spiel an die Sitzung gesendet hat (jedes Ereignis zählt als eine)</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../app/panel/ToolSessionsModel.cpp" line="+249"/>
        <source>Messages in</source>
        <translation>Nachrichten rein</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/panel/ToolSessionsModel.cpp" line="+2"/>
        <source>Messages out</source>
        <translation>Nachrichten raus</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/panel/ToolSessionsModel.cpp" line="-10"/>
        <source>Tier</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/panel/ToolSessionsModel.cpp" line="+4"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/panel/ToolSessionsModel.cpp" line="+2"/>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Subscriptions</source>
        <translation>Abonnements</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../app/panel/ToolSessionsModel.cpp" line="-226"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/panel/ToolSessionsModel.cpp" line="+3"/>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <location filename="../app/panel/HeadlessRunner.cpp" line="+61"/>
        <source>No display available: running headless (status on this terminal).</source>
        <translation>Keine Anzeige verfügbar: Das Panel läuft ohne Fenster (Status in diesem Terminal).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running headless.</source>
        <translation>Läuft ohne Fenster.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No password is stored for &quot;%1&quot;: set ICRP_PASSWORD to give one.</source>
        <translation>Für „%1“ ist kein Passwort gespeichert: Setzen Sie ICRP_PASSWORD, um eines anzugeben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Server: %1, ICRP %2</source>
        <translation>Server: %1, ICRP %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/panel/LogModel.cpp" line="+163"/>
        <source>%n times, from %1 to %2</source>
        <translation>
            <numerusform>%n-mal, von %1 bis %2</numerusform>
            <numerusform>%n-mal, von %1 bis %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Info</source>
        <translation>Info</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>%1 (×%2)</source>
        <translation>%1 (×%2)</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 → %2 (×%3, tried again every %4 s)</source>
        <translation>%1 → %2 (×%3, erneut versucht alle %4 s)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 → %2 (×%3)</source>
        <translation>%1 → %2 (×%3)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location filename="../app/panel/Panel.cpp" line="+51"/>
        <source>Subscribed to %1 events.</source>
        <translation>Ereignisse der Kategorie %1 abonniert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsubscribed from %1 events.</source>
        <translation>Abonnement der Ereignisse der Kategorie %1 beendet.</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+278"/>
        <location line="+5"/>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <location line="-239"/>
        <source>The relay &quot;%1&quot; shows another certificate than the one trusted (now %2): refused.</source>
        <translation>Das Relay „%1“ zeigt ein anderes Zertifikat als das, dem vertraut wurde (jetzt %2): abgelehnt.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not start the demo relay: %1</source>
        <translation>Das Demo-Relay konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Started the demo relay on %1 (the Tournament page).</source>
        <translation>Demo-Relay auf %1 gestartet (Seite „Turnier“).</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Connected to %1 (%2) as %3.</source>
        <translation>Mit %1 (%2) als %3 verbunden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connected to %1 as %2.</source>
        <translation>Mit %1 als %2 verbunden.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The connection ended.</source>
        <translation>Die Verbindung wurde beendet.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The game took the new password; connected again.</source>
        <translation>Das Spiel hat das neue Passwort übernommen; wieder verbunden.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 answers and wants a password: asking for the password of &quot;%2&quot;.</source>
        <translation>%1 antwortet und verlangt ein Passwort: Das Passwort für „%2“ wird abgefragt.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+5"/>
        <source>Connecting…</source>
        <translation>Verbindung wird hergestellt…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Authenticating…</source>
        <translation>Authentifizierung läuft…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connected as %1</source>
        <translation>Verbunden als %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reconnecting in %1 s</source>
        <translation>Neuer Verbindungsversuch in %1 s</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connecting with the kept password…</source>
        <translation>Verbinde mit dem gespeicherten Passwort …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Password needed for %1</source>
        <translation>Passwort für %1 benötigt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for the game to apply the new password…</source>
        <translation>Warten, bis das Spiel das neue Passwort übernimmt…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Disconnected</source>
        <translation>Getrennt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Disconnected: %1 Reconnect when ready.</source>
        <translation>Getrennt: %1 Verbinden Sie sich erneut, wenn Sie bereit sind.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Refused: %1 The Password page has what to do.</source>
        <translation>Abgewiesen: %1 Was zu tun ist, steht auf der Seite „Passwort“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <location filename="../app/panel/PanelCommandLine.cpp" line="+52"/>
        <source>IC Control Panel: connect to an Iron Curtain game&apos;s remote protocol, see who is connected, keep its password in the keychain.</source>
        <translation>IC Control Panel: Verbindet sich mit dem Remote-Protokoll von Iron Curtain, zeigt, wer mit dem Spiel verbunden ist, und bewahrt das Passwort im Schlüsselbund auf.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start a simulated game inside the panel and connect to it.</source>
        <translation>Ein simuliertes Spiel im Panel starten und sich damit verbinden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connect to the game at URL (ws://HOST:PORT/). The password comes from the keychain or $ICRP_PASSWORD.</source>
        <translation>Mit dem Spiel unter URL (ws://HOST:PORT/) verbinden. Das Passwort kommt aus dem Schlüsselbund oder aus $ICRP_PASSWORD.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connect with the saved profile NAME.</source>
        <translation>Mit dem gespeicherten Profil NAME verbinden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run without a window and print status changes.</source>
        <translation>Ohne Fenster laufen und Statusänderungen ausgeben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serve tools&apos; overlays and the tool gateway on 127.0.0.1:PORT (default %1; 0: any free port).</source>
        <translation>Overlays der Tools und das Tool-Gateway auf 127.0.0.1:PORT bereitstellen (Standard %1; 0: beliebiger freier Port).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open the window on page NAME: %1.</source>
        <translation>Das Fenster auf der Seite NAME öffnen: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Workshop tool packages (.icpkg) to offer for installation; a running panel is handed them.</source>
        <translation>Workshop-Tool-Pakete (.icpkg), die zur Installation angeboten werden; ein bereits laufendes Panel erhält sie.</translation>
    </message>
    <message>
        <location filename="../app/panel/PanelControl.cpp" line="+47"/>
        <source>ic-tool cannot reach this panel: %1</source>
        <translation>ic-tool kann dieses Panel nicht erreichen: %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Not a request: send one JSON object on one line</source>
        <translation>Keine Anfrage: Senden Sie ein JSON-Objekt in einer Zeile</translation>
    </message>
    <message>
        <location filename="../app/panel/Panel_Connect.cpp" line="+53"/>
        <source>Connecting to %1 as %2 (profile &quot;%3&quot;).</source>
        <translation>Verbindung zu %1 als %2 wird hergestellt (Profil „%3“).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The overlays no longer show the game at %1; they show &quot;%2&quot; once it answers.</source>
        <translation>Die Overlays zeigen das Spiel unter %1 nicht mehr; sie zeigen „%2“, sobald es antwortet.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The demo game is already running.</source>
        <translation>Das Demo-Spiel läuft bereits.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This build of ic-panel has no demo game.</source>
        <translation>Diese Version von ic-panel enthält kein Demo-Spiel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not start the demo game: %1</source>
        <translation>Das Demo-Spiel konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Started the demo game on %1.</source>
        <translation>Demo-Spiel auf %1 gestartet.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Could not start the other games&apos; demo peers: %1</source>
        <translation>Die Demo-Gegenstellen der anderen Spiele konnten nicht gestartet werden: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Started the other games&apos; demo peers (the Other Games page).</source>
        <translation>Die Demo-Gegenstellen der anderen Spiele wurden gestartet (Seite „Andere Spiele“).</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+97"/>
        <source>There is no profile named &quot;%1&quot;.</source>
        <translation>Es gibt kein Profil namens „%1“.</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Using the password in ICRP_PASSWORD for &quot;%1&quot;.</source>
        <translation>Für „%1“ wird das Passwort aus ICRP_PASSWORD verwendet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No password is stored for &quot;%1&quot;: it is asked for once a game answers at %2.</source>
        <translation>Für „%1“ ist kein Passwort gespeichert: Es wird abgefragt, sobald unter %2 ein Spiel antwortet.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Give the profile a name.</source>
        <translation>Geben Sie dem Profil einen Namen.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The overlays no longer show the game at %1.</source>
        <translation>Die Overlays zeigen das Spiel unter %1 nicht mehr.</translation>
    </message>
    <message>
        <location filename="../app/panel/GameAddress.cpp" line="+77"/>
        <source>The address needs a host name or IP address, for example %1.</source>
        <translation>Die Adresse braucht einen Hostnamen oder eine IP-Adresse, zum Beispiel %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A host name cannot contain spaces.</source>
        <translation>Ein Hostname darf keine Leerzeichen enthalten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; is not a host name or IP address.</source>
        <translation>„%1“ ist weder ein Hostname noch eine IP-Adresse.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The port must be a number from 1 to 65535; &quot;%1&quot; is not.</source>
        <translation>Der Port muss eine Zahl von 1 bis 65535 sein; „%1“ ist keine.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The port must be 1 to 65535.</source>
        <translation>Der Port muss zwischen 1 und 65535 liegen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Type the game&apos;s address, for example %1.</source>
        <translation>Geben Sie die Adresse des Spiels ein, zum Beispiel %1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Start the address with ws://, wss:// or the host name, not &quot;%1&quot;.</source>
        <translation>Beginnen Sie die Adresse mit ws://, wss:// oder dem Hostnamen, nicht mit „%1“.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The address cannot contain spaces.</source>
        <translation>Die Adresse darf keine Leerzeichen enthalten.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+11"/>
        <source>&quot;%1&quot; is not a game address: use ws://host:port/, for example %2.</source>
        <translation>„%1“ ist keine Spieladresse: Verwenden Sie ws://host:port/, zum Beispiel %2.</translation>
    </message>
    <message>
        <location filename="../app/panel/Panel_Connect.cpp" line="-44"/>
        <source>&quot;%1&quot; is not the profile in use.</source>
        <translation>„%1“ ist nicht das verwendete Profil.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved &quot;%1&quot;: %2 as %3; Reconnect uses it.</source>
        <translation>„%1“ gespeichert: %2 als %3; wird beim erneuten Verbinden verwendet.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Disconnected from %1.</source>
        <translation>Von %1 getrennt.</translation>
    </message>
    <message>
        <location filename="../app/panel/Panel_Host.cpp" line="+58"/>
        <source>%1 calls the game more often than allowed; some of its calls were refused. Every OBS scene or browser tab that shows it calls on its own: close the copies you do not need. If it goes on, update the tool or tell its author.</source>
        <translation>%1 ruft das Spiel öfter auf als erlaubt; einige Aufrufe wurden abgelehnt. Jede OBS-Szene und jeder Browser-Tab, der es zeigt, ruft selbst auf: Schließen Sie die Kopien, die Sie nicht brauchen. Hält es an, aktualisieren Sie das Tool oder sagen Sie es seinem Autor.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 asked for %2, which its tier does not allow; the call was refused. The rest of the tool works; if it needs this, its author must ask for a higher tier in an update.</source>
        <translation>%1 hat %2 angefragt, was seine Stufe nicht erlaubt; der Aufruf wurde abgelehnt. Der Rest des Tools funktioniert; braucht es das, muss sein Autor in einem Update eine höhere Stufe anfordern.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 tried to change the game (%2), but the game is read-only for it; the call was refused. It can still watch the game.</source>
        <translation>%1 wollte das Spiel ändern (%2), aber das Spiel ist für es schreibgeschützt; der Aufruf wurde abgelehnt. Zusehen kann es weiterhin.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 called %2, which the game disables in ranked matches; the call was refused. It works again outside ranked matches.</source>
        <translation>%1 hat %2 aufgerufen, was das Spiel in Ranglistenspielen abschaltet; der Aufruf wurde abgelehnt. Außerhalb von Ranglistenspielen geht es wieder.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1, %2</source>
        <extracomment>When the replay&apos;s match was played, on another day: day and month, then the time.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The overlays show a replay.</source>
        <translation>Die Overlays zeigen eine Wiederholung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The overlays show the replay from %1.</source>
        <translation>Die Overlays zeigen die Wiederholung von %1 Uhr.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The overlays show the replay of %1.</source>
        <translation>Die Overlays zeigen die Wiederholung von %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The overlays show the replay of %1 from %2.</source>
        <translation>Die Overlays zeigen die Wiederholung von %1 (%2 Uhr).</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The example overlays are not where the panel looks for them (%1). Reinstall the panel, or build the project again.</source>
        <translation>Die Beispiel-Overlays liegen nicht dort, wo das Panel sie sucht (%1). Installieren Sie das Panel neu oder bauen Sie das Projekt erneut.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not install the example %1: %2</source>
        <translation>Das Beispiel %1 konnte nicht installiert werden: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The overlay host is already running on %1.</source>
        <translation>Der Overlay-Host läuft bereits auf %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tools&apos; overlays cannot be served: %1</source>
        <translation>Die Overlays der Tools können nicht bereitgestellt werden: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Overlay host listening on %1</source>
        <translation>Overlay-Host lauscht auf %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Replay %1</source>
        <translation>Wiederholung %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Paired %1: it may now connect with its own token.</source>
        <translation>%1 gekoppelt: Es kann sich jetzt mit einem eigenen Token verbinden.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Cannot show the replay on stream: the overlay host is not running. Start it on the Status page first.</source>
        <translation>Die Wiederholung kann nicht im Stream gezeigt werden: Der Overlay-Host läuft nicht. Starten Sie ihn zuerst auf der Seite „Status“.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The overlays show the live game again.</source>
        <translation>Die Overlays zeigen wieder das laufende Spiel.</translation>
    </message>
    <message>
        <location line="+60"/>
        <location line="+15"/>
        <source>The panel is quitting.</source>
        <translation>Das Panel wird beendet.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>The new token of &quot;%1&quot; could not be stored: %2. The old one still works.</source>
        <translation>Das neue Token von „%1“ konnte nicht gespeichert werden: %2. Das alte funktioniert weiterhin.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New token for %1: its old URL no longer works.</source>
        <translation>Neues Token für %1: Die alte URL funktioniert nicht mehr.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&quot;%1&quot; has no package to go back to: uninstall it to take everything back.</source>
        <translation>„%1“ hat kein Paket, zu dem es zurückkehren kann: Deinstallieren Sie es, um alles zurückzunehmen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has what its package asks for again; what you allowed later is taken back.</source>
        <translation>%1 hat wieder genau die Berechtigungen aus seinem Paket; was Sie später zusätzlich erlaubt haben, wurde zurückgenommen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The overlay host is not running: see the panel&apos;s Log page.</source>
        <translation>Der Overlay-Host läuft nicht: Details auf der Seite „Protokoll“ des Panels.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No tool &quot;%1&quot; is installed.</source>
        <translation>Es ist kein Tool „%1“ installiert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; is a program, not a page: the panel starts it itself.</source>
        <translation>„%1“ ist ein Programm, keine Seite: Das Panel startet es selbst.</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Unknown request &quot;%1&quot;</source>
        <translation>Unbekannte Anfrage „%1“</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>[%1] more output this minute is not shown here; the tool&apos;s own output keeps it</source>
        <translation>[%1] weitere Ausgaben in dieser Minute werden hier nicht angezeigt; die eigene Ausgabe des Tools enthält sie</translation>
    </message>
    <message>
        <location filename="../app/panel/Panel_Password.cpp" line="+93"/>
        <source>Kept the password of &quot;%1&quot; for this session.</source>
        <translation>Passwort von „%1“ für diese Sitzung behalten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stored the password of &quot;%1&quot; in the keychain.</source>
        <translation>Passwort von „%1“ im Schlüsselbund gespeichert.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>keep it for this session only</source>
        <translation>nur für diese Sitzung behalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>store it in the keychain</source>
        <translation>im Schlüsselbund speichern</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the game&apos;s config.toml</source>
        <translation>die config.toml des Spiels</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Tools and overlays keep working: they go through the panel, which connects again by itself. Programs that connect to the game directly will need the new password.</source>
        <translation>Tools und Overlays arbeiten weiter: Sie laufen über das Panel, das sich von selbst neu verbindet. Programme, die sich direkt mit dem Spiel verbinden, brauchen das neue Passwort.</translation>
    </message>
    <message>
        <location line="-255"/>
        <source>Choose or create a profile first.</source>
        <translation>Wählen oder erstellen Sie zuerst ein Profil.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A password reset is already under way.</source>
        <translation>Das Passwort wird bereits zurückgesetzt.</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>The game refused the new password for &quot;%1&quot;; connecting again with the kept one.</source>
        <translation>Das Spiel hat das neue Passwort für „%1“ abgelehnt; die Verbindung wird mit dem gespeicherten neu aufgebaut.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The game at %1 that refused the password has gone; the panel connects again once it is back.</source>
        <translation>Das Spiel unter %1, das das Passwort abgelehnt hat, ist nicht mehr da; das Panel verbindet sich wieder, sobald es zurück ist.</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game at %1 will make a new password and end every other connection to it. The panel will %2 and connect again.</source>
        <translation>Das Spiel unter %1 erzeugt ein neues Passwort und beendet jede andere Verbindung zu ihm. Das Panel wird es %2 und sich erneut verbinden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The panel will make a new password and write it into %1 in place of the old one; nothing else in the file changes. It will %2 and connect with it as soon as the game runs with it.</source>
        <translation>Das Panel erzeugt ein neues Passwort und schreibt es anstelle des alten in %1; sonst ändert sich nichts in der Datei. Es wird es %2 und sich damit verbinden, sobald das Spiel damit läuft.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Connect as admin first, or reset through the game&apos;s config.toml.</source>
        <translation>Verbinden Sie sich zuerst als admin oder setzen Sie das Passwort über die config.toml des Spiels zurück.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Asking the game for a new password.</source>
        <translation>Das Spiel wird um ein neues Passwort gebeten.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game answered without a password.</source>
        <translation>Das Spiel hat ohne Passwort geantwortet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game did not reset the password: %1</source>
        <translation>Das Spiel hat das Passwort nicht zurückgesetzt: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game has a new password; the panel stored it and connected again.</source>
        <translation>Das Spiel hat ein neues Passwort; das Panel hat es gespeichert und sich erneut verbunden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game has a new password but the panel could not store it: %1. It is kept for this session only.</source>
        <translation>Das Spiel hat ein neues Passwort, aber das Panel konnte es nicht speichern: %1. Es wird nur für diese Sitzung behalten.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Choose or create a profile for the game first.</source>
        <translation>Wählen oder erstellen Sie zuerst ein Profil für das Spiel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not a file: choose the game&apos;s config.toml.</source>
        <translation>%1 ist keine Datei: Wählen Sie die config.toml des Spiels.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not write the new password: %1</source>
        <translation>Das neue Passwort konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Wrote a new password into %1.</source>
        <translation>Neues Passwort in %1 geschrieben.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The game&apos;s config file now has the new password; start the game (a running one takes it by itself) and the panel connects with it.</source>
        <translation>Die Konfigurationsdatei des Spiels enthält jetzt das neue Passwort; starten Sie das Spiel (ein laufendes übernimmt es von selbst), und das Panel verbindet sich damit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game&apos;s config file now has the new password, but the keychain could not keep it: %1. The panel uses it until it quits; after that it is in %2.</source>
        <translation>Die Konfigurationsdatei des Spiels enthält jetzt das neue Passwort, aber der Schlüsselbund konnte es nicht speichern: %1. Das Panel verwendet es, bis es beendet wird; danach steht es in %2.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The game at %1 answers but still refuses the new password after %2 s. Is it reading %3? Restart the game so it reads that file, or reset again and choose the config.toml the game reads.</source>
        <translation>Das Spiel unter %1 antwortet, lehnt das neue Passwort aber nach %2 s noch immer ab. Liest es %3? Starten Sie das Spiel neu, damit es diese Datei liest, oder setzen Sie das Passwort erneut zurück und wählen Sie die config.toml, die das Spiel liest.</translation>
    </message>
    <message>
        <location filename="../app/panel/ConnectorProfileStore.cpp" line="+62"/>
        <location line="+43"/>
        <location filename="../app/panel/ProfileStore.cpp" line="+77"/>
        <source>A profile needs a name.</source>
        <translation>Ein Profil braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../app/panel/SingleInstance.cpp" line="+52"/>
        <source>ic-panel cannot check %1 (%2). This panel runs on its own and cannot take packages from other ic-panels.</source>
        <translation>ic-panel kann %1 nicht prüfen (%2). Dieses Panel läuft eigenständig und kann keine Pakete von anderen ic-panel-Instanzen annehmen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 belongs to another user (user id %2), not to you: ic-panel does not trust it, since someone may be trying to pass for your panel. This panel runs on its own and cannot take packages from other ic-panels. Remove the file (as its owner or as root), then start ic-panel again.</source>
        <translation>%1 gehört einem anderen Benutzer (Benutzer-ID %2), nicht Ihnen: ic-panel vertraut der Datei nicht, da sich jemand als Ihr Panel ausgeben könnte. Dieses Panel läuft eigenständig und kann keine Pakete von anderen ic-panel-Instanzen annehmen. Entfernen Sie die Datei (als ihr Besitzer oder als root) und starten Sie ic-panel dann erneut.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a file ic-panel made, so ic-panel does not trust it. This panel runs on its own and cannot take packages from other ic-panels. Remove it, then start ic-panel again.</source>
        <translation>%1 ist keine Datei, die ic-panel angelegt hat, daher vertraut ic-panel ihr nicht. Dieses Panel läuft eigenständig und kann keine Pakete von anderen ic-panel-Instanzen annehmen. Entfernen Sie sie und starten Sie ic-panel dann erneut.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Cannot make the folder %1 (%2), so ic-panel cannot make sure that only one panel runs. This panel runs on its own.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden (%2), daher kann ic-panel nicht sicherstellen, dass nur ein Panel läuft. Dieses Panel läuft eigenständig.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not a folder of yours that only you can open (a folder, not a link, owned by you, with mode 0700), so ic-panel does not trust what is in it. This panel runs on its own and cannot take packages from other ic-panels. Remove it, then start ic-panel again.</source>
        <translation>%1 ist kein Ordner, der Ihnen gehört und den nur Sie öffnen können (ein Ordner, kein Link, in Ihrem Besitz, mit Modus 0700), daher vertraut ic-panel seinem Inhalt nicht. Dieses Panel läuft eigenständig und kann keine Pakete von anderen ic-panel-Instanzen annehmen. Entfernen Sie ihn und starten Sie ic-panel dann erneut.</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Another ic-panel (process %1) is running but does not answer. Close it (or end that process), then start ic-panel again.</source>
        <translation>Ein anderes ic-panel (Prozess %1) läuft, antwortet aber nicht. Schließen Sie es (oder beenden Sie diesen Prozess) und starten Sie ic-panel dann erneut.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot take packages from other ic-panels: %1</source>
        <translation>Pakete von anderen ic-panel-Instanzen können nicht angenommen werden: %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The program listening on %1 runs as another user: ic-panel does not hand anything to it. This panel runs on its own and cannot take packages from other ic-panels. End that program (or remove the file), then start ic-panel again.</source>
        <translation>Das Programm, das auf %1 lauscht, läuft als anderer Benutzer: ic-panel übergibt ihm nichts. Dieses Panel läuft eigenständig und kann keine Pakete von anderen ic-panel-Instanzen annehmen. Beenden Sie dieses Programm (oder entfernen Sie die Datei) und starten Sie ic-panel dann erneut.</translation>
    </message>
    <message>
        <location filename="../app/panel/SubscriptionsModel.cpp" line="+81"/>
        <source>Could not subscribe to %1: %2</source>
        <translation>%1 konnte nicht abonniert werden: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not unsubscribe from %1: %2</source>
        <translation>Das Abonnement von %1 konnte nicht beendet werden: %2</translation>
    </message>
    <message>
        <location filename="../app/panel/ToolSessionsModel.cpp" line="-1"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>%1 (allowed once)</source>
        <translation>%1 (einmalig erlaubt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a program</source>
        <translation>ein Programm</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Panel preview</source>
        <translation>Panel-Vorschau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OBS</source>
        <translation>OBS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Browser</source>
        <translation>Browser</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Session %1</source>
        <translation>Sitzung %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It sent no User-Agent.</source>
        <translation>Es hat keinen User-Agent gesendet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>User-Agent: %1</source>
        <translation>User-Agent: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Overlays page&apos;s preview in this panel (Reload there connects it again).</source>
        <translation>Die Vorschau der Seite „Overlays“ in diesem Panel („Neu laden“ dort verbindet sie wieder).</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Tool</source>
        <translation>Tool</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>May see</source>
        <translation>Darf sehen</translation>
    </message>
    <message>
        <location filename="../app/panel/ConnectorHost.cpp" line="+32"/>
        <source>There is no connection called &quot;%1&quot;.</source>
        <translation>Es gibt keine Verbindung namens „%1“.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No password is stored for &quot;%1&quot;: edit the connection and enter the game&apos;s password.</source>
        <translation>Für „%1“ ist kein Passwort gespeichert: Bearbeiten Sie die Verbindung und geben Sie das Passwort des Spiels ein.</translation>
    </message>
    <message>
        <location filename="../app/panel/demo/ConnectorDemoPeers.cpp" line="+57"/>
        <source>Could not make a folder for the Transport Fever 2 demo: %1</source>
        <translation>Für die Transport-Fever-2-Demo konnte kein Ordner angelegt werden: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No free port for the Agent Arena demo: %1</source>
        <translation>Kein freier Port für die Agent-Arena-Demo: %1</translation>
    </message>
    <message>
        <location filename="../app/panel/GamePasswordReader.cpp" line="+15"/>
        <source>There is no config file at %1. Start the game once with remote access on (it writes a password there), or choose the config.toml the game reads.</source>
        <translation>Unter %1 gibt es keine Konfigurationsdatei. Starten Sie das Spiel einmal mit eingeschaltetem Fernzugriff (es schreibt dort ein Passwort hinein), oder wählen Sie die config.toml, die das Spiel liest.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 Check that the file belongs to the user who runs the game, or choose another file.</source>
        <translation>%1 Prüfen Sie, ob die Datei dem Benutzer gehört, unter dem das Spiel läuft, oder wählen Sie eine andere Datei.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not a valid config file (line %2, column %3: %4). Fix that line, or choose the config.toml the game reads.</source>
        <translation>%1 ist keine gültige Konfigurationsdatei (Zeile %2, Spalte %3: %4). Korrigieren Sie diese Zeile, oder wählen Sie die config.toml, die das Spiel liest.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has no password under [remote]. Start the game with remote access on ([remote] enabled = true): it makes a password and writes it there. Then find it again, or reset the password.</source>
        <translation>%1 enthält kein Passwort unter [remote]. Starten Sie das Spiel mit eingeschaltetem Fernzugriff ([remote] enabled = true): Es erzeugt ein Passwort und schreibt es dort hinein. Suchen Sie es dann erneut, oder setzen Sie das Passwort zurück.</translation>
    </message>
    <message>
        <location filename="../app/panel/PanelControlReplay.cpp" line="+75"/>
        <source>Not a replay to show: give a replay id, a tick of 0 or more and a speed above 0 and at most 16</source>
        <translation>Keine Wiederholung zum Zeigen: Geben Sie eine Wiederholungs-ID, einen Tick von 0 oder mehr und eine Geschwindigkeit über 0 und höchstens 16 an</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The overlays did not start showing the replay %1 in time: see the panel&apos;s log</source>
        <translation>Die Overlays haben die Wiederholung %1 nicht rechtzeitig gezeigt: siehe das Protokoll des Panels</translation>
    </message>
    <message>
        <location filename="../app/panel/SessionWireText.cpp" line="+23"/>
        <source>%1 · MessagePack</source>
        <translation>%1 · MessagePack</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Calls over HTTP; its messages are binary MessagePack.</source>
        <translation>Ruft über HTTP auf; ihre Nachrichten sind binäres MessagePack.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A WebSocket; its messages are binary MessagePack (smaller than JSON).</source>
        <translation>Ein WebSocket; ihre Nachrichten sind binäres MessagePack (kleiner als JSON).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calls over HTTP; its messages are JSON text.</source>
        <translation>Ruft über HTTP auf; ihre Nachrichten sind JSON-Text.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A WebSocket; its messages are JSON text.</source>
        <translation>Ein WebSocket; ihre Nachrichten sind JSON-Text.</translation>
    </message>
    <message>
        <location filename="../app/panel/PanelControlPair.cpp" line="+31"/>
        <source>MCP server</source>
        <translation>MCP-Server</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MCP server (%1)</source>
        <translation>MCP-Server (%1)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The MCP server&apos;s token did not come from the keychain in time: see the panel&apos;s Log page, then start the MCP server again.</source>
        <translation>Das Token des MCP-Servers kam nicht rechtzeitig aus dem Schlüsselbund: Sieh auf der Protokoll-Seite des Panels nach und starte den MCP-Server dann neu.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The MCP server can be paired as observer or admin, not &quot;%1&quot;</source>
        <translation>Der MCP-Server kann als observer oder admin gekoppelt werden, nicht als „%1“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The panel&apos;s gateway is not running, so nothing can be paired with it: see the panel&apos;s Log page.</source>
        <translation>Das Gateway des Panels läuft nicht, daher kann nichts damit gekoppelt werden: Sieh auf der Protokoll-Seite des Panels nach.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A tool &quot;%1&quot; from a package is installed: uninstall it first (ic-tool uninstall %1), then pair the MCP server again.</source>
        <translation>Ein Werkzeug „%1“ aus einem Paket ist installiert: Deinstalliere es zuerst (ic-tool uninstall %1) und kopple den MCP-Server dann erneut.</translation>
    </message>
    <message>
        <location filename="../app/panel/RelayHost.cpp" line="+22"/>
        <source>The relay &quot;%1&quot; refused its token (expired or revoked). Sign in again: Sign In Again… on the Tournament page keeps the relay and its certificate.</source>
        <translation>Das Relay „%1“ hat sein Token abgelehnt (abgelaufen oder widerrufen). Melden Sie sich erneut an: „Erneut anmelden…“ auf der Seite „Turnier“ behält das Relay und sein Zertifikat bei.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no relay called &quot;%1&quot;.</source>
        <translation>Es gibt kein Relay namens „%1“.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The relay&apos;s token could not be kept in the keychain: %1</source>
        <translation>Das Token des Relays konnte nicht im Schlüsselbund gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A relay needs a token: sign in or paste one.</source>
        <translation>Ein Relay braucht ein Token: Melden Sie sich an oder fügen Sie eines ein.</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>No token is kept for the relay &quot;%1&quot;. Sign in again: Sign In Again… on the Tournament page.</source>
        <translation>Für das Relay „%1“ ist kein Token gespeichert. Melden Sie sich erneut an: „Erneut anmelden…“ auf der Seite „Turnier“.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The token of the relay &quot;%1&quot; could not be read from the keychain: %2</source>
        <translation>Das Token des Relays „%1“ konnte nicht aus dem Schlüsselbund gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>it was added again before its old token could be read</source>
        <translation>es wurde erneut hinzugefügt, bevor sein altes Token gelesen werden konnte</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the keychain had no token for it</source>
        <translation>der Schlüsselbund hatte kein Token dafür</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the keychain did not give the token back: %1</source>
        <translation>der Schlüsselbund hat das Token nicht herausgegeben: %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <location filename="../app/panel/RelayProfileStore.cpp" line="+51"/>
        <source>&quot;%1&quot; is not a SHA-256 certificate fingerprint.</source>
        <translation>„%1“ ist kein SHA-256-Fingerabdruck eines Zertifikats.</translation>
    </message>
    <message>
        <location filename="../app/panel/RelayProfileStore.cpp" line="-15"/>
        <source>A relay needs a name.</source>
        <translation>Ein Relay braucht einen Namen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A relay&apos;s name is at most %1 characters long.</source>
        <translation>Der Name eines Relays ist höchstens %1 Zeichen lang.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A relay&apos;s name cannot contain &quot;/&quot;.</source>
        <translation>Der Name eines Relays darf kein „/“ enthalten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A relay&apos;s address is wss://HOST:PORT/ (a relay is reached only over TLS), not &quot;%1&quot;.</source>
        <translation>Die Adresse eines Relays lautet wss://HOST:PORT/ (ein Relay wird nur über TLS erreicht), nicht „%1“.</translation>
    </message>
    <message>
        <location filename="../app/panel/demo/MockDemoRelay.cpp" line="+41"/>
        <source>No scratch folder for the demo relay: %1</source>
        <translation>Kein Arbeitsordner für das Demo-Relay: %1</translation>
    </message>
    <message>
        <location filename="../app/panel/CategoryTitles.cpp" line="+20"/>
        <source>&amp;Match</source>
        <comment>event category</comment>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;ombat</source>
        <comment>event category</comment>
        <translation>&amp;Kampf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eco&amp;nomy</source>
        <comment>event category</comment>
        <translation>&amp;Wirtschaft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cha&amp;t</source>
        <comment>event category</comment>
        <translation>&amp;Chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Admin</source>
        <comment>event category</comment>
        <translation>Ad&amp;min</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;im state</source>
        <comment>event category</comment>
        <translation>Simulations&amp;zustand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Telemetr&amp;y</source>
        <comment>event category</comment>
        <translation>&amp;Telemetrie</translation>
    </message>
</context>
<context>
    <name>icrp</name>
    <message>
        <location filename="../app/icrp/client/IcrpClient.cpp" line="+69"/>
        <source>it is not a WebSocket address like %1</source>
        <translation>es ist keine WebSocket-Adresse wie %1</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>The connection to %1 ended before %2 was answered.</source>
        <translation>Die Verbindung zu %1 wurde beendet, bevor %2 beantwortet wurde.</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>Not connected to %1: %2 was not sent.</source>
        <translation>Nicht mit %1 verbunden: %2 wurde nicht gesendet.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>No answer to %1 from %2 within %3 ms.</source>
        <translation>Keine Antwort auf %1 von %2 innerhalb von %3 ms.</translation>
    </message>
    <message>
        <location filename="../app/icrp/client/IcrpClient_Messages.cpp" line="+50"/>
        <source>No answer from %1 within %2 s. Check that the address is the game&apos;s remote API and that the game is not paused in a loading screen.</source>
        <translation>Keine Antwort von %1 innerhalb von %2 s. Prüfen Sie, ob die Adresse die Remote-API des Spiels ist und dass das Spiel nicht in einem Ladebildschirm angehalten ist.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game requires a password. Enter the password of its remote API (&quot;/remote password reset&quot; in the game console makes a new one) and connect again.</source>
        <translation>Dieses Spiel erfordert ein Passwort. Geben Sie das Passwort seiner Remote-API ein („/remote password reset“ in der Spielkonsole erzeugt ein neues) und verbinden Sie sich erneut.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 answered in JSON although MessagePack was asked for: this server does not speak MessagePack. Connect with JSON instead (ic-tool: leave out --msgpack).</source>
        <translation>%1 hat in JSON geantwortet, obwohl MessagePack verlangt wurde: Dieser Server spricht kein MessagePack. Verbinden Sie sich stattdessen mit JSON (ic-tool: --msgpack weglassen).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 does not speak ICRP: %2. Check that the address is the game&apos;s remote API (default %3).</source>
        <translation>%1 spricht kein ICRP: %2. Prüfen Sie, ob die Adresse die Remote-API des Spiels ist (Standard %3).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Connection refused at %1: is the game running with the remote API enabled?</source>
        <translation>Verbindung zu %1 abgelehnt: Läuft das Spiel mit aktivierter Remote-API?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Host not found: %1. Check the address.</source>
        <translation>Host nicht gefunden: %1. Prüfen Sie die Adresse.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not connect to %1 (%2). Check the address, and that the game is running with the remote API enabled.</source>
        <translation>Verbindung zu %1 fehlgeschlagen (%2). Prüfen Sie die Adresse und ob das Spiel mit aktivierter Remote-API läuft.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Too many connections: the game at %1 accepts one tool at a time. Close the other tool or raise max_connections in config.toml.</source>
        <translation>Zu viele Verbindungen: Das Spiel unter %1 akzeptiert nur ein Tool gleichzeitig. Schließen Sie das andere Tool oder erhöhen Sie max_connections in config.toml.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Too many connections: the game at %1 accepts %2 tools at once. Close another tool or raise max_connections in config.toml.</source>
        <translation>Zu viele Verbindungen: Das Spiel unter %1 akzeptiert %2 Tools gleichzeitig. Schließen Sie ein anderes Tool oder erhöhen Sie max_connections in config.toml.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Too many connections: the game at %1 accepts no more tools now. Close another tool or raise max_connections in config.toml.</source>
        <translation>Zu viele Verbindungen: Das Spiel unter %1 akzeptiert derzeit keine weiteren Tools. Schließen Sie ein anderes Tool oder erhöhen Sie max_connections in config.toml.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Wrong password for %1. Check the password, or reset it in the game.</source>
        <translation>Falsches Passwort für %1. Prüfen Sie das Passwort oder setzen Sie es im Spiel zurück.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ICRP version mismatch. Please update your tool.</source>
        <translation>Die ICRP-Versionen passen nicht zusammen. Bitte aktualisieren Sie Ihr Tool.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game at %1 refused this client: %2.</source>
        <translation>Das Spiel unter %1 hat diesen Client abgewiesen: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game at %1 refused the %2 tier (%3). Connect with a tier it grants: %4.</source>
        <translation>Das Spiel unter %1 hat die Stufe %2 abgelehnt (%3). Verbinden Sie sich mit einer Stufe, die es gewährt: %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The %1 tier is disabled in ranked matches. Connect as observer, or wait for an unranked match.</source>
        <translation>Die Stufe %1 ist in gewerteten Partien deaktiviert. Verbinden Sie sich als observer oder warten Sie auf eine ungewertete Partie.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game at %1 refused to identify this client: error %2: %3.</source>
        <translation>Das Spiel unter %1 hat die Identifizierung dieses Clients abgelehnt: Fehler %2: %3.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The game ended this session (kicked, or its password was reset). Connect again when you are ready.</source>
        <translation>Das Spiel hat diese Sitzung beendet (hinausgeworfen oder Passwort zurückgesetzt). Verbinden Sie sich erneut, wenn Sie bereit sind.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game at %1 shut down its remote API (the game quit, or &quot;/remote disable&quot; in its console). Start the game or enable the remote API again.</source>
        <translation>Das Spiel unter %1 hat seine Remote-API abgeschaltet (das Spiel wurde beendet oder „/remote disable“ in seiner Konsole eingegeben). Starten Sie das Spiel oder aktivieren Sie die Remote-API wieder.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game at %1 closed the connection because this client was not identified in time (%2).</source>
        <translation>Das Spiel unter %1 hat die Verbindung geschlossen, weil sich dieser Client nicht rechtzeitig identifiziert hat (%2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game at %1 closed the connection: a message was too big (limit 1 MiB).</source>
        <translation>Das Spiel unter %1 hat die Verbindung geschlossen: Eine Nachricht war zu groß (Grenze 1 MiB).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game at %1 closed the connection (code %2). Connect again if it does not reconnect on its own.</source>
        <translation>Das Spiel unter %1 hat die Verbindung geschlossen (Code %2). Verbinden Sie sich erneut, falls die Verbindung nicht von selbst wiederhergestellt wird.</translation>
    </message>
    <message>
        <location filename="../app/icrp/client/IcrpClient_Protocol.cpp" line="+47"/>
        <source>it sent a message that is not JSON (%1)</source>
        <translation>es hat eine Nachricht gesendet, die kein JSON ist (%1)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>it sent a binary message that is not MessagePack (%1)</source>
        <translation>es hat eine Binärnachricht gesendet, die kein MessagePack ist (%1)</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>its ic/hello has no parameters object</source>
        <translation>sein ic/hello hat kein Parameterobjekt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>its ic/hello is malformed: %1</source>
        <translation>sein ic/hello ist fehlerhaft: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>its ic/hello asks for a password but has no challenge or salt</source>
        <translation>sein ic/hello verlangt ein Passwort, enthält aber weder Challenge noch Salt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the &quot;authentication&quot; of its ic/hello is neither null nor an object</source>
        <translation>„authentication“ in seinem ic/hello ist weder null noch ein Objekt</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>its answer to ic/identify is not an object</source>
        <translation>seine Antwort auf ic/identify ist kein Objekt</translation>
    </message>
    <message>
        <location filename="../app/icrp/client/ClientWebSocket.cpp" line="+193"/>
        <source>its answer to the WebSocket upgrade is larger than %1 KiB</source>
        <translation>seine Antwort auf das WebSocket-Upgrade ist größer als %1 KiB</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>it answered &quot;%1&quot; instead of opening a WebSocket</source>
        <translation>es hat „%1“ geantwortet, statt einen WebSocket zu öffnen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its answer to the WebSocket upgrade lacks Upgrade: websocket</source>
        <translation>seiner Antwort auf das WebSocket-Upgrade fehlt „Upgrade: websocket“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its answer to the WebSocket upgrade has the wrong Sec-WebSocket-Accept</source>
        <translation>seine Antwort auf das WebSocket-Upgrade hat den falschen Sec-WebSocket-Accept</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its answer to the WebSocket upgrade names an extension or subprotocol this client did not ask for</source>
        <translation>seine Antwort auf das WebSocket-Upgrade nennt eine Erweiterung oder ein Unterprotokoll, das dieser Client nicht angefragt hat</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>it sent a WebSocket close frame of one byte</source>
        <translation>es hat einen WebSocket-Close-Frame von einem Byte gesendet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it sent a WebSocket close reason that is not UTF-8</source>
        <translation>es hat einen WebSocket-Schließgrund gesendet, der kein UTF-8 ist</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it closed with code %1, which no endpoint may send</source>
        <translation>es hat mit Code %1 geschlossen, den kein Endpunkt senden darf</translation>
    </message>
    <message>
        <location filename="../app/icrp/client/ServerFrameReader.cpp" line="+56"/>
        <source>it set a reserved bit of a WebSocket frame</source>
        <translation>es hat ein reserviertes Bit eines WebSocket-Frames gesetzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it sent a masked WebSocket frame (only clients mask theirs)</source>
        <translation>es hat einen maskierten WebSocket-Frame gesendet (nur Clients maskieren ihre)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>it sent a WebSocket frame of a negative length</source>
        <translation>es hat einen WebSocket-Frame mit negativer Länge gesendet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it sent a WebSocket control frame in pieces or over 125 bytes</source>
        <translation>es hat einen WebSocket-Steuerframe in Teilen oder mit über 125 Bytes gesendet</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+3"/>
        <source>it sent a WebSocket frame of unknown kind %1</source>
        <translation>es hat einen WebSocket-Frame unbekannter Art %1 gesendet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it sent a message larger than %1</source>
        <translation>es hat eine Nachricht größer als %1 gesendet</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>it continued a WebSocket message it never began</source>
        <translation>es hat eine WebSocket-Nachricht fortgesetzt, die es nie begonnen hat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it began a WebSocket message before it finished the last</source>
        <translation>es hat eine WebSocket-Nachricht begonnen, bevor es die letzte beendet hatte</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>it sent a text message that is not UTF-8</source>
        <translation>es hat eine Textnachricht gesendet, die kein UTF-8 ist</translation>
    </message>
</context>
<context>
    <name>icsecrets</name>
    <message>
        <location filename="../app/secrets/SecretStore.cpp" line="+30"/>
        <source>Could not read &quot;%1&quot; from the keychain: %2</source>
        <translation>„%1“ konnte nicht aus dem Schlüsselbund gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not store &quot;%1&quot; in the keychain: %2</source>
        <translation>„%1“ konnte nicht im Schlüsselbund gespeichert werden: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not delete &quot;%1&quot; from the keychain: %2</source>
        <translation>„%1“ konnte nicht aus dem Schlüsselbund gelöscht werden: %2</translation>
    </message>
    <message>
        <location line="+209"/>
        <source>No system keychain is available: passwords are kept for this session only and will be asked again next time.</source>
        <translation>Kein System-Schlüsselbund verfügbar: Passwörter werden nur für diese Sitzung behalten und beim nächsten Mal erneut abgefragt.</translation>
    </message>
</context>
<context>
    <name>ictoolcheck</name>
    <message>
        <location filename="../app/toolcheck/ToolCheck.cpp" line="+103"/>
        <source>The game is back.</source>
        <translation>Das Spiel ist wieder erreichbar.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Page error while the game was away: %1</source>
        <translation>Seitenfehler, während das Spiel nicht erreichbar war: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page error while the game was away, at %1: %2</source>
        <translation>Seitenfehler, während das Spiel nicht erreichbar war, in %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page error: %1</source>
        <translation>Seitenfehler: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page error at %1: %2</source>
        <translation>Seitenfehler in %1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The page did not load: %1</source>
        <translation>Die Seite wurde nicht geladen: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The page&apos;s renderer process ended (exit code %1): the page crashed the browser or used too much memory.</source>
        <translation>Der Renderer-Prozess der Seite wurde beendet (Exit-Code %1): Die Seite hat den Browser zum Absturz gebracht oder zu viel Speicher verbraucht.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The program ended while the game was away: %1</source>
        <translation>Das Programm wurde beendet, während das Spiel nicht erreichbar war: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The program ended: %1</source>
        <translation>Das Programm wurde beendet: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Refused: %1 was answered %2 &quot;%3&quot;.</source>
        <translation>Abgelehnt: %1 wurde mit %2 „%3“ beantwortet.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The call would change the match, and a replay refuses every such call: it plays the match as it was. Try it against the simulated match (ic-tool test without --replay); the tier is not the problem.</source>
        <translation>Der Aufruf würde das Match ändern, und eine Wiedergabe lehnt jeden solchen Aufruf ab: Sie spielt das Match so ab, wie es war. Probieren Sie ihn gegen das simulierte Match aus (ic-tool test ohne --replay); an der Stufe liegt es nicht.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Add %1 under subscriptions: (%2) and save, or do not subscribe to it.</source>
        <translation>Tragen Sie %1 unter subscriptions: (%2) ein und speichern Sie, oder verzichten Sie auf das Abonnement.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 tier may not see that: change tier: (%2) to one that may and add %3 under subscriptions:, or do not subscribe to it.</source>
        <translation>Die Stufe %1 darf das nicht sehen: Ändern Sie tier: (%2) in eine Stufe, die es darf, und tragen Sie %3 unter subscriptions: ein, oder verzichten Sie auf das Abonnement.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set tier: &quot;%1&quot; (%2) and save, or do not call it.</source>
        <translation>Setzen Sie tier: &quot;%1&quot; (%2) und speichern Sie, oder rufen Sie die Methode nicht auf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No tier allows it (tier: is at %1): do not call it.</source>
        <translation>Keine Stufe erlaubt das (tier: steht in %1): Rufen Sie die Methode nicht auf.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tool calls too often: call less often (the game&apos;s budget is shared by every tool), or subscribe to events instead of asking again and again.</source>
        <translation>Das Tool ruft zu häufig auf: Senden Sie seltener Aufrufe (das Budget des Spiels teilen sich alle Tools), oder abonnieren Sie Ereignisse, statt immer wieder nachzufragen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no such method: check its name (docs/icrp-spec.md).</source>
        <translation>Eine solche Methode gibt es nicht: Prüfen Sie ihren Namen (docs/icrp-spec.md).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The call itself is wrong: check its parameters (docs/icrp-spec.md).</source>
        <translation>Der Aufruf selbst ist fehlerhaft: Prüfen Sie seine Parameter (docs/icrp-spec.md).</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The tool was not connected to the gateway halfway through the run, before the game went away.</source>
        <translation>Das Tool war zur Hälfte des Laufs, vor dem Ausfall des Spiels, nicht mit dem Gateway verbunden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game goes away for %1 s.</source>
        <translation>Das Spiel ist jetzt %1 s lang nicht erreichbar.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The tool was not connected to the gateway at the end: it did not come through the game going away.</source>
        <translation>Das Tool war am Ende nicht mit dem Gateway verbunden: Es hat den vorübergehenden Ausfall des Spiels nicht überstanden.</translation>
    </message>
    <message>
        <location filename="../app/toolcheck/CheckProgram.cpp" line="+46"/>
        <source>Runs a tool&apos;s page off-screen for ic-tool test, which starts this program and reads what it writes. Use ic-tool test.</source>
        <translation>Führt die Seite eines Tools unsichtbar für ic-tool test aus, das dieses Programm startet und liest, was es schreibt. Verwenden Sie ic-tool test.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seconds.</source>
        <translation>Sekunden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A recording or a game&apos;s .icrep to play instead of the simulated match.</source>
        <translation>Eine Aufzeichnung oder die .icrep eines Spiels, die statt des simulierten Matches abgespielt wird.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The tool&apos;s folder or package.</source>
        <translation>Der Ordner oder das Paket des Tools.</translation>
    </message>
</context>
<context>
    <name>ictools</name>
    <message>
        <location filename="../app/tools/ArchiveEntryCheck.cpp" line="+106"/>
        <source>The package has an entry without a name. Rebuild the package with &quot;ic-tool package&quot;.</source>
        <translation>Das Paket enthält einen Eintrag ohne Namen. Erstellen Sie das Paket mit „ic-tool package“ neu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Entry &quot;%1&quot;: its name is not valid UTF-8. Rename the file to a UTF-8 name and rebuild the package.</source>
        <translation>Eintrag „%1“: Der Name ist kein gültiges UTF-8. Geben Sie der Datei einen UTF-8-Namen und erstellen Sie das Paket neu.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Entry &quot;%1&quot;: its name contains a control character. Rename the file and rebuild the package.</source>
        <translation>Eintrag „%1“: Der Name enthält ein Steuerzeichen. Benennen Sie die Datei um und erstellen Sie das Paket neu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Entry &quot;%1&quot; has an absolute path; a package may only hold paths relative to its root. The package is unsafe: do not install it.</source>
        <translation>Eintrag „%1“ hat einen absoluten Pfad; ein Paket darf nur Pfade relativ zu seiner obersten Ebene enthalten. Das Paket ist unsicher: Installieren Sie es nicht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Entry &quot;%1&quot; contains a backslash; use &quot;/&quot; between folders and rebuild the package.</source>
        <translation>Eintrag „%1“ enthält einen Backslash; trennen Sie Ordner mit „/“ und erstellen Sie das Paket neu.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Entry &quot;%1&quot; starts with a drive letter; a package may only hold paths relative to its root. The package is unsafe: do not install it.</source>
        <translation>Eintrag „%1“ beginnt mit einem Laufwerksbuchstaben; ein Paket darf nur Pfade relativ zu seiner obersten Ebene enthalten. Das Paket ist unsicher: Installieren Sie es nicht.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Entry &quot;%1&quot; contains &quot;..&quot; and would be written outside the tool&apos;s folder. The package is unsafe: do not install it.</source>
        <translation>Eintrag „%1“ enthält „..“ und würde außerhalb des Tool-Ordners geschrieben. Das Paket ist unsicher: Installieren Sie es nicht.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Entry &quot;%1&quot; has an empty or &quot;.&quot; path segment; rebuild the package with &quot;ic-tool package&quot;.</source>
        <translation>Eintrag „%1“ hat einen leeren oder „.“-Pfadabschnitt; erstellen Sie das Paket mit „ic-tool package“ neu.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Entry &quot;%1&quot; is a hard link; a package may only hold regular files and folders. The package is unsafe: do not install it.</source>
        <translation>Eintrag „%1“ ist ein Hardlink; ein Paket darf nur normale Dateien und Ordner enthalten. Das Paket ist unsicher: Installieren Sie es nicht.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Entry &quot;%1&quot; is a symbolic link; a package may only hold regular files and folders. The package is unsafe: do not install it.</source>
        <translation>Eintrag „%1“ ist ein symbolischer Link; ein Paket darf nur normale Dateien und Ordner enthalten. Das Paket ist unsicher: Installieren Sie es nicht.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Entry &quot;%1&quot; is a device, fifo or socket; a package may only hold regular files and folders. The package is unsafe: do not install it.</source>
        <translation>Eintrag „%1“ ist ein Gerät, eine FIFO oder ein Socket; ein Paket darf nur normale Dateien und Ordner enthalten. Das Paket ist unsicher: Installieren Sie es nicht.</translation>
    </message>
    <message>
        <location filename="../app/tools/ArchiveReadHandle.cpp" line="+20"/>
        <location filename="../app/tools/PackageWriter.cpp" line="+131"/>
        <source>unknown error</source>
        <translation>unbekannter Fehler</translation>
    </message>
    <message>
        <location line="+43"/>
        <location filename="../app/tools/PackageReader.cpp" line="+51"/>
        <location line="+15"/>
        <source>Cannot read the package &quot;%1&quot;: %2.</source>
        <translation>Das Paket „%1“ kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>it is not a zip file (a .icpkg is a zip file with tool.yaml at its root)</source>
        <translation>es ist keine ZIP-Datei (eine .icpkg ist eine ZIP-Datei mit tool.yaml im Wurzelordner)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the zip file is truncated or damaged (%1)</source>
        <translation>die ZIP-Datei ist abgeschnitten oder beschädigt (%1)</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>its entry &quot;%1&quot; is inconsistent (%2): the zip&apos;s directory and the entry&apos;s own header disagree</source>
        <translation>sein Eintrag „%1“ ist widersprüchlich (%2): das Verzeichnis der ZIP-Datei und der Kopf des Eintrags stimmen nicht überein</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the first entry</source>
        <translation>des ersten Eintrags</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the entry after &quot;%1&quot;</source>
        <translation>des Eintrags nach „%1“</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The name of %1 is not valid UTF-8 (%2). Rename the file to a UTF-8 name and rebuild the package.</source>
        <translation>Der Name %1 ist kein gültiges UTF-8 (%2). Geben Sie der Datei einen UTF-8-Namen und erstellen Sie das Paket neu.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>its entry &quot;%1&quot; is encrypted, which a tool package must not be</source>
        <translation>sein Eintrag „%1“ ist verschlüsselt, was ein Werkzeugpaket nicht sein darf</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>its entry &quot;%1&quot; cannot be read: it is truncated or damaged (%2)</source>
        <translation>sein Eintrag „%1“ kann nicht gelesen werden: er ist abgeschnitten oder beschädigt (%2)</translation>
    </message>
    <message>
        <location filename="../app/tools/IcrpRequirement.cpp" line="+54"/>
        <source>the ICRP version requirement is empty</source>
        <translation>die ICRP-Versionsanforderung ist leer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a version comparator like &gt;=1.0</source>
        <translation>„%1“ ist kein Versionsvergleich wie &gt;=1.0</translation>
    </message>
    <message>
        <location filename="../app/tools/ManifestParser.cpp" line="+71"/>
        <source>the manifest is %1 bytes; at most %2 bytes are allowed</source>
        <translation>das Manifest ist %1 Bytes groß; erlaubt sind höchstens %2 Bytes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keep tool.yaml short: long texts belong in the tool&apos;s own files</source>
        <translation>halten Sie tool.yaml kurz: Lange Texte gehören in die eigenen Dateien des Tools</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>YAML syntax error: %1</source>
        <translation>YAML-Syntaxfehler: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>check the indentation and quoting on this line and the one before</source>
        <translation>prüfen Sie Einrückung und Anführungszeichen in dieser und der vorherigen Zeile</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the manifest is empty</source>
        <translation>das Manifest ist leer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write at least name, version, author, description, tier, transport and entry_point</source>
        <translation>geben Sie mindestens name, version, author, description, tier, transport und entry_point an</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the manifest holds more than one YAML document</source>
        <translation>das Manifest enthält mehr als ein YAML-Dokument</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove the &apos;---&apos; line and everything after it</source>
        <translation>entfernen Sie die Zeile &apos;---&apos; und alles danach</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the manifest must be a list of &quot;key: value&quot; lines</source>
        <translation>das Manifest muss aus Zeilen der Form „Schlüssel: Wert“ bestehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start with &quot;name: My Tool&quot; on the first line, without &apos;-&apos; or brackets</source>
        <translation>beginnen Sie in der ersten Zeile mit „name: Mein Tool“, ohne &apos;-&apos; oder Klammern</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 more problems are not shown</source>
        <translation>%1 weitere Probleme werden nicht angezeigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fix the problems above and check again</source>
        <translation>beheben Sie die obigen Probleme und prüfen Sie erneut</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>this line is not valid UTF-8 text</source>
        <translation>diese Zeile ist kein gültiger UTF-8-Text</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>save tool.yaml as UTF-8 in your editor</source>
        <translation>speichern Sie tool.yaml in Ihrem Editor als UTF-8</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a key must be a plain word</source>
        <translation>ein Schlüssel muss ein einfaches Wort sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write keys like &quot;name:&quot; at the start of a line</source>
        <translation>schreiben Sie Schlüssel wie „name:“ an den Zeilenanfang</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>duplicate key &quot;%1&quot;; the first is on line %2</source>
        <translation>doppelter Schlüssel „%1“; der erste steht in Zeile %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keep only one &quot;%1:&quot; line</source>
        <translation>behalten Sie nur eine Zeile „%1:“</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown key &quot;%1&quot; is ignored</source>
        <translation>unbekannter Schlüssel „%1“ wird ignoriert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove it; known keys are: %1</source>
        <translation>entfernen Sie ihn; bekannte Schlüssel sind: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>did you mean &quot;%1&quot;?</source>
        <translation>meinten Sie „%1“?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>required field &quot;%1&quot; is missing</source>
        <translation>Pflichtfeld „%1“ fehlt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add a line &quot;%1: …&quot;</source>
        <translation>fügen Sie eine Zeile „%1: …“ hinzu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot; has no value</source>
        <translation>„%1“ hat keinen Wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/tools/ManifestParser_Fields.cpp" line="+73"/>
        <source>write a value after &quot;%1:&quot;</source>
        <translation>schreiben Sie einen Wert hinter „%1:“</translation>
    </message>
    <message>
        <location filename="../app/tools/ManifestParser_Fields.cpp" line="-53"/>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a mapping</source>
        <translation>eine Zuordnung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nothing</source>
        <translation>leer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a single value</source>
        <translation>ein Einzelwert</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&quot;%1&quot; must be text, not %2</source>
        <translation>„%1“ muss Text sein, ist aber %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write it on the same line: %1: &quot;…&quot;</source>
        <translation>schreiben Sie den Wert in dieselbe Zeile: %1: &quot;…&quot;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is empty</source>
        <translation>„%1“ ist leer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; must be one line</source>
        <translation>„%1“ muss einzeilig sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>put it on one line</source>
        <translation>schreiben Sie den Wert in eine Zeile</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; contains the control character %2 (at character %3); terminal escapes and direction overrides could hide what the tool asks for</source>
        <translation>„%1“ enthält das Steuerzeichen %2 (an Position %3); Terminal-Escapesequenzen und Schreibrichtungswechsel könnten verbergen, was das Tool verlangt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>remove it; this field is plain text on one line</source>
        <translation>entfernen Sie es; dieses Feld ist einfacher Text in einer Zeile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove it; only plain text and line breaks are allowed</source>
        <translation>entfernen Sie es; nur einfacher Text und Zeilenumbrüche sind erlaubt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is %2 characters long; at most %3 are allowed</source>
        <translation>„%1“ ist %2 Zeichen lang; erlaubt sind höchstens %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>shorten it</source>
        <translation>kürzen Sie den Text</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&quot;version&quot; must be a version like 1.2.0, not %1</source>
        <translation>„version“ muss eine Version wie 1.2.0 sein, ist aber %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write it as version: &quot;1.2.0&quot;</source>
        <translation>schreiben Sie sie als version: &quot;1.2.0&quot;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>version &quot;%1&quot; is not a semantic version: %2</source>
        <translation>Version „%1“ ist keine semantische Version: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write MAJOR.MINOR.PATCH, e.g. 1.2.0, or 1.2.0-beta.1 for a pre-release</source>
        <translation>schreiben Sie MAJOR.MINOR.PATCH, z. B. 1.2.0, oder 1.2.0-beta.1 für eine Vorabversion</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&quot;tier&quot; must be one word, not %1</source>
        <translation>„tier“ muss ein einzelnes Wort sein, ist aber %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <location line="+20"/>
        <location line="+7"/>
        <source>use one of: %1</source>
        <translation>verwenden Sie eines von: %1</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>unknown tier &quot;%1&quot;</source>
        <translation>unbekannte Stufe „%1“</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write it in lowercase: %1</source>
        <translation>schreiben Sie sie in Kleinbuchstaben: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>debug tools run only in development builds of the game, never in ranked</source>
        <translation>Tools der Stufe debug laufen nur in Entwicklungsversionen des Spiels, nie in Ranglistenpartien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ask for observer, admin or mod if the tool is meant for players</source>
        <translation>fordern Sie observer, admin oder mod an, wenn das Tool für Spieler gedacht ist</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&quot;transport&quot; must be one word, not %1</source>
        <translation>„transport“ muss ein einzelnes Wort sein, ist aber %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown transport &quot;%1&quot;</source>
        <translation>unbekannter Transport „%1“</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 must be a path, not %2</source>
        <translation>%1 muss ein Pfad sein, ist aber %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>write a path inside the package, e.g. overlay/index.html</source>
        <translation>geben Sie einen Pfad innerhalb des Pakets an, z. B. overlay/index.html</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1 is empty</source>
        <translation>%1 ist leer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 &quot;%2&quot; is not allowed: %3</source>
        <translation>%1 „%2“ ist nicht erlaubt: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write the path from the package root with &apos;/&apos; between folders, e.g. overlay/index.html</source>
        <translation>geben Sie den Pfad ab der obersten Ebene des Pakets mit &apos;/&apos; zwischen den Ordnern an, z. B. overlay/index.html</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../app/tools/ToolManifest.cpp" line="+50"/>
        <source>%1 &quot;%2&quot; is not in the package</source>
        <translation>%1 „%2“ ist nicht im Paket enthalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/tools/ToolManifest.cpp" line="+1"/>
        <source>add the file or correct the path; paths are case-sensitive</source>
        <translation>fügen Sie die Datei hinzu oder korrigieren Sie den Pfad; bei Pfaden wird Groß-/Kleinschreibung unterschieden</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&quot;subscriptions&quot; must be a list, not %1</source>
        <translation>„subscriptions“ muss eine Liste sein, ist aber %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write each category on its own line as &quot;  - match&quot;</source>
        <translation>schreiben Sie jede Kategorie in eine eigene Zeile als &quot;  - match&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a subscription must be a category name, not %1</source>
        <translation>ein Abonnement muss ein Kategoriename sein, ist aber %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+14"/>
        <source>use categories from: %1</source>
        <translation>verwenden Sie Kategorien aus: %1</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>&quot;%1&quot; is an event, not a category</source>
        <translation>„%1“ ist ein Ereignis, keine Kategorie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>subscribe to its category &quot;%1&quot; instead</source>
        <translation>abonnieren Sie stattdessen seine Kategorie „%1“</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown subscription category &quot;%1&quot;</source>
        <translation>unbekannte Abonnement-Kategorie „%1“</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+160"/>
        <source>&quot;%1&quot; is listed twice</source>
        <translation>„%1“ ist doppelt aufgeführt</translation>
    </message>
    <message>
        <location line="-160"/>
        <location line="+161"/>
        <source>remove one of them</source>
        <translation>entfernen Sie einen der beiden Einträge</translation>
    </message>
    <message>
        <location line="-155"/>
        <source>%1 tools cannot subscribe to %2</source>
        <translation>Tools der Stufe %1 können %2 nicht abonnieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ask for tier %1 or remove it</source>
        <translation>fordern Sie die Stufe %1 an oder entfernen Sie den Eintrag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove it</source>
        <translation>entfernen Sie den Eintrag</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&quot;screenshots&quot; must be a list, not %1</source>
        <translation>„screenshots“ muss eine Liste sein, ist aber %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write each path on its own line as &quot;  - screenshots/preview.png&quot;</source>
        <translation>schreiben Sie jeden Pfad in eine eigene Zeile als &quot;  - screenshots/preview.png&quot;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>screenshot &quot;%1&quot; is not a PNG, JPEG or WebP image</source>
        <translation>Screenshot „%1“ ist kein PNG-, JPEG- oder WebP-Bild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>save the screenshot as .png, .jpg or .webp</source>
        <translation>speichern Sie den Screenshot als .png, .jpg oder .webp</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;id&quot; must be one word, not %1</source>
        <translation>„id“ muss ein einzelnes Wort sein, ist aber %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write it like id: live-stats</source>
        <translation>schreiben Sie sie etwa als id: live-stats</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>id &quot;%1&quot; is not a valid tool id; it becomes the host name &lt;id&gt;.localhost</source>
        <translation>ID „%1“ ist keine gültige Tool-ID; sie wird zum Hostnamen &lt;id&gt;.localhost</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use 2 to 48 lowercase letters, digits and &apos;-&apos;, starting with a letter or digit and not ending with &apos;-&apos;, e.g. live-stats</source>
        <translation>verwenden Sie 2 bis 48 Kleinbuchstaben, Ziffern und &apos;-&apos;, am Anfang ein Buchstabe oder eine Ziffer und am Ende kein &apos;-&apos;, z. B. live-stats</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no tool id can be made from the name &quot;%1&quot;</source>
        <translation>aus dem Namen „%1“ lässt sich keine Tool-ID bilden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add a line like &quot;id: my-tool&quot; with lowercase letters, digits and &apos;-&apos;</source>
        <translation>fügen Sie eine Zeile wie „id: my-tool“ mit Kleinbuchstaben, Ziffern und &apos;-&apos; hinzu</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>overlay needs a %1</source>
        <translation>overlay benötigt einen Wert für %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add &quot;%1: …&quot; in pixels under overlay</source>
        <translation>fügen Sie unter overlay „%1: …“ in Pixeln hinzu</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>overlay %1 must be a whole number of pixels</source>
        <translation>overlay %1 muss eine ganze Zahl von Pixeln sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write a number without units, e.g. %1: 480</source>
        <translation>schreiben Sie eine Zahl ohne Einheit, z. B. %1: 480</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>overlay %1 %2 is out of range</source>
        <translation>overlay %1 %2 liegt außerhalb des erlaubten Bereichs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use 1 to %1 pixels</source>
        <translation>verwenden Sie 1 bis %1 Pixel</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&quot;overlay&quot; must hold width and height, not %1</source>
        <translation>„overlay“ muss width und height enthalten, ist aber %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write &quot;overlay: {width: 480, height: 270}&quot;</source>
        <translation>schreiben Sie &quot;overlay: {width: 480, height: 270}&quot;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown key &quot;%1&quot; in overlay is ignored</source>
        <translation>unbekannter Schlüssel „%1“ in overlay wird ignoriert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overlay takes only width and height</source>
        <translation>overlay kennt nur width und height</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&quot;network&quot; must be a list of origins, not %1</source>
        <translation>„network“ muss eine Liste von Origins sein, ist aber %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write each origin on its own line as &quot;  - https://api.example.com&quot;</source>
        <translation>schreiben Sie jeden Origin in eine eigene Zeile als &quot;  - https://api.example.com&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a network origin must be text, not %1</source>
        <translation>ein Netzwerk-Origin muss Text sein, ist aber %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write it like https://api.example.com</source>
        <translation>schreiben Sie ihn etwa als https://api.example.com</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>network origin &quot;%1&quot; is not allowed: %2</source>
        <translation>Netzwerk-Origin „%1“ ist nicht erlaubt: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>write only scheme://host[:port], e.g. https://api.example.com; http is allowed for localhost only</source>
        <translation>schreiben Sie nur schema://host[:port], z. B. https://api.example.com; http ist nur für localhost erlaubt</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&quot;icrp&quot; must be a version requirement, not %1</source>
        <translation>„icrp“ muss eine Versionsanforderung sein, ist aber %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write it like icrp: &quot;&gt;=1.0&quot;</source>
        <translation>schreiben Sie sie etwa als icrp: &quot;&gt;=1.0&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>icrp requirement is malformed: %1</source>
        <translation>icrp-Anforderung ist fehlerhaft: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write comparators on MAJOR.MINOR, e.g. &quot;&gt;=1.0&quot; or &quot;&gt;=1.0 &lt;2.0&quot;</source>
        <translation>schreiben Sie Vergleiche mit MAJOR.MINOR, z. B. &quot;&gt;=1.0&quot; oder &quot;&gt;=1.0 &lt;2.0&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the tool needs ICRP %1 but this panel speaks %2</source>
        <translation>das Tool benötigt ICRP %1, aber dieses Panel spricht %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>allow %1 if the tool works with it, or wait for a panel that speaks the newer protocol</source>
        <translation>erlauben Sie %1, wenn das Tool damit funktioniert, oder warten Sie auf ein Panel, das das neuere Protokoll spricht</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a web page entry point cannot use the stdio transport</source>
        <translation>ein Einstiegspunkt, der eine Webseite ist, kann den Transport stdio nicht verwenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use websocket or http for a browser-source tool</source>
        <translation>verwenden Sie websocket oder http für ein Tool als Browserquelle</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>overlay size is ignored: the entry point is not a web page</source>
        <translation>die Overlay-Größe wird ignoriert: Der Einstiegspunkt ist keine Webseite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove overlay, or point entry_point at an .html file</source>
        <translation>entfernen Sie overlay oder lassen Sie entry_point auf eine .html-Datei zeigen</translation>
    </message>
    <message>
        <location filename="../app/tools/ManifestProblem.cpp" line="+10"/>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location filename="../app/tools/PackageReader.cpp" line="-22"/>
        <source>&quot;%1&quot; is not a file; choose the .icpkg file itself.</source>
        <translation>„%1“ ist keine Datei; wählen Sie die .icpkg-Datei selbst aus.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The package &quot;%1&quot; is larger than %2 MiB; a tool package may not be. Make its files smaller.</source>
        <translation>Das Paket „%1“ ist größer als %2 MiB; das ist für ein Tool-Paket nicht erlaubt. Verkleinern Sie seine Dateien.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The package has more than %1 entries; a tool package may not have more. It may be an archive bomb: do not install it.</source>
        <translation>Das Paket hat mehr als %1 Einträge; mehr sind für ein Tool-Paket nicht erlaubt. Es könnte eine Archivbombe sein: Installieren Sie es nicht.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Entry &quot;%1&quot; lies inside &quot;%2&quot;, which the package also holds as a file. Rebuild the package with &quot;ic-tool package&quot;.</source>
        <translation>Eintrag „%1“ liegt in „%2“, das im Paket auch als Datei vorkommt. Erstellen Sie das Paket mit „ic-tool package“ neu.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Entry &quot;%1&quot; is both a file and a folder in the package. Rebuild the package with &quot;ic-tool package&quot;.</source>
        <translation>Eintrag „%1“ ist im Paket sowohl Datei als auch Ordner. Erstellen Sie das Paket mit „ic-tool package“ neu.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Entry &quot;%1&quot; appears twice in the package; which one is meant is unclear. Rebuild the package with &quot;ic-tool package&quot;.</source>
        <translation>Eintrag „%1“ kommt im Paket zweimal vor; welcher gemeint ist, ist unklar. Erstellen Sie das Paket mit „ic-tool package“ neu.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Entry &quot;%1&quot; is %2 MiB uncompressed; a file in a tool package may have at most %3 MiB. Make the file smaller.</source>
        <translation>Eintrag „%1“ ist unkomprimiert %2 MiB groß; eine Datei in einem Tool-Paket darf höchstens %3 MiB groß sein. Verkleinern Sie die Datei.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The package&apos;s files add up to more than %1 MiB uncompressed (at entry &quot;%2&quot;); a tool package may have at most that.</source>
        <translation>Die Dateien des Pakets sind unkomprimiert zusammen größer als %1 MiB (bei Eintrag „%2“); mehr ist für ein Tool-Paket nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>tool.yaml is larger than %1 MiB; a manifest is a short text. Check that the right file is named tool.yaml.</source>
        <translation>tool.yaml ist größer als %1 MiB; ein Manifest ist ein kurzer Text. Prüfen Sie, ob die richtige Datei tool.yaml heißt.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>it has no tool.yaml at its root (its author puts the manifest next to the tool&apos;s files and packs it with &quot;ic-tool package DIR&quot;)</source>
        <translation>es hat keine tool.yaml im Wurzelordner (der Autor legt das Manifest neben die Dateien des Werkzeugs und packt es mit „ic-tool package DIR“)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The package has no file &quot;%1&quot;.</source>
        <translation>Das Paket enthält keine Datei „%1“.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Entry &quot;%1&quot; is larger than %2 MiB.</source>
        <translation>Eintrag „%1“ ist größer als %2 MiB.</translation>
    </message>
    <message>
        <location filename="../app/tools/PackageReader_Extract.cpp" line="+159"/>
        <source>Entry &quot;%1&quot; grew past %2 MiB while it was unpacked although the package declares %3 bytes: it is an archive bomb. Do not install it.</source>
        <translation>Eintrag „%1“ ist beim Entpacken über %2 MiB angewachsen, obwohl das Paket %3 Bytes angibt: Es ist eine Archivbombe. Installieren Sie es nicht.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The package&apos;s files grew past %1 MiB together while they were unpacked (at entry &quot;%2&quot;), more than they declare: it may be an archive bomb. Do not install it.</source>
        <translation>Die Dateien des Pakets sind beim Entpacken zusammen über %1 MiB angewachsen (bei Eintrag „%2“), mehr als angegeben: Es könnte eine Archivbombe sein. Installieren Sie es nicht.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>A file or folder name of the package, or the path it gets in the tools folder, is too long for this file system. Ask the tool&apos;s author to shorten the names, or use a tools folder with a shorter path ($IC_TOOLS_DIR for ic-tool).</source>
        <translation>Ein Datei- oder Ordnername des Pakets oder sein Pfad im Tools-Ordner ist für dieses Dateisystem zu lang. Bitten Sie den Autor des Tools, die Namen zu kürzen, oder verwenden Sie einen Tools-Ordner mit kürzerem Pfad ($IC_TOOLS_DIR für ic-tool).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Free some space on the disk of the tools folder, then try again.</source>
        <translation>Geben Sie auf dem Laufwerk des Tools-Ordners Speicherplatz frei und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Check the permissions of the tools folder.</source>
        <translation>Prüfen Sie die Berechtigungen des Tools-Ordners.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Check the tools folder (free space, permissions), then try again.</source>
        <translation>Prüfen Sie den Tools-Ordner (freier Speicherplatz, Berechtigungen) und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot unpack the package: %1. %2</source>
        <translation>Das Paket kann nicht entpackt werden: %1. %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot unpack entry &quot;%1&quot;: %2. %3</source>
        <translation>Eintrag „%1“ kann nicht entpackt werden: %2. %3</translation>
    </message>
    <message>
        <location filename="../app/tools/PackageWriter.cpp" line="-73"/>
        <source>%1 is a symbolic link; packages hold only regular files and folders (copy the file it points to instead)</source>
        <translation>%1 ist ein symbolischer Link; Pakete enthalten nur normale Dateien und Ordner (kopieren Sie stattdessen die Datei, auf die er zeigt)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot be packaged: %2 (rename it)</source>
        <translation>%1 kann nicht gepackt werden: %2 (benennen Sie es um)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot be read (check its permissions)</source>
        <translation>%1 kann nicht gelesen werden (prüfen Sie die Berechtigungen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is neither a file nor a folder (a device, socket or pipe)</source>
        <translation>%1 ist weder Datei noch Ordner (ein Gerät, Socket oder eine Pipe)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not a folder</source>
        <translation>%1 ist kein Ordner</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>write the package outside the folder being packaged (%1 is inside %2)</source>
        <translation>schreiben Sie das Paket außerhalb des zu packenden Ordners (%1 liegt in %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+58"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>cannot start the archive: %1</source>
        <translation>das Archiv kann nicht begonnen werden: %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+16"/>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+12"/>
        <source>cannot add %1: %2</source>
        <translation>%1 kann nicht hinzugefügt werden: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 changed while it was being packaged; try again</source>
        <translation>%1 hat sich während des Packens geändert; versuchen Sie es erneut</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot finish the archive: %1</source>
        <translation>das Archiv kann nicht abgeschlossen werden: %1</translation>
    </message>
    <message>
        <location filename="../app/tools/PermissionSummary.cpp" line="+29"/>
        <source>No game events</source>
        <translation>Keine Spielereignisse</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Network access to %1</source>
        <translation>Netzwerkzugriff auf %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Internet access (can reach only the panel)</source>
        <translation>Internetzugriff (kann nur das Panel erreichen)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>In ranked matches: active</source>
        <translation>In Ranglistenpartien: aktiv</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>In ranked matches: active with a %n-minute delay</source>
        <translation>
            <numerusform>In Ranglistenpartien: aktiv mit %n Minute Verzögerung</numerusform>
            <numerusform>In Ranglistenpartien: aktiv mit %n Minuten Verzögerung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>In ranked matches: active with a %n-second delay</source>
        <translation>
            <numerusform>In Ranglistenpartien: aktiv mit %n Sekunde Verzögerung</numerusform>
            <numerusform>In Ranglistenpartien: aktiv mit %n Sekunden Verzögerung</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In ranked matches: active (admin actions are logged)</source>
        <translation>In Ranglistenpartien: aktiv (Admin-Aktionen werden protokolliert)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In ranked matches: disabled in ranked</source>
        <translation>In Ranglistenpartien: deaktiviert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In ranked matches: disabled in ranked (development builds only)</source>
        <translation>In Ranglistenpartien: deaktiviert (nur in Entwicklungsversionen)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This tool requests:</source>
        <translation>Dieses Tool fordert an:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This tool does NOT have:</source>
        <translation>Dieses Tool hat NICHT:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Observer access (read-only game state)</source>
        <translation>Observer-Zugriff (Spielzustand nur lesen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Admin access (can kick, pause, and manage the server)</source>
        <translation>Admin-Zugriff (kann Spieler hinauswerfen, pausieren und den Server verwalten)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mod access (can inject commands and modify gameplay)</source>
        <translation>Mod-Zugriff (kann Befehle einschleusen und das Gameplay verändern)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Debug access (everything, in development builds only)</source>
        <translation>Debug-Zugriff (alles, nur in Entwicklungsversionen)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Observer access (cannot read game state)</source>
        <translation>Observer-Zugriff (kann den Spielzustand nicht lesen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Admin access (cannot kick, pause, or manage server)</source>
        <translation>Admin-Zugriff (kann nicht hinauswerfen, pausieren oder den Server verwalten)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mod access (cannot inject commands or modify gameplay)</source>
        <translation>Mod-Zugriff (kann keine Befehle einschleusen oder das Gameplay verändern)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Debug access (cannot use development-only commands)</source>
        <translation>Debug-Zugriff (kann keine Befehle nur für Entwicklungsversionen nutzen)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Match events</source>
        <translation>Partie-Ereignisse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combat events</source>
        <translation>Kampfereignisse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Economy events</source>
        <translation>Wirtschaftsereignisse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chat events</source>
        <translation>Chat-Ereignisse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Admin events</source>
        <translation>Admin-Ereignisse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Live game state</source>
        <translation>Live-Spielzustand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Performance telemetry</source>
        <translation>Leistungstelemetrie</translation>
    </message>
    <message>
        <location filename="../app/tools/Semver.cpp" line="+38"/>
        <source>the %1 number must be digits only</source>
        <translation>die Zahl für %1 darf nur aus Ziffern bestehen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 number must not have leading zeros</source>
        <translation>die Zahl für %1 darf keine führenden Nullen haben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 number is too large</source>
        <translation>die Zahl für %1 ist zu groß</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the pre-release part has an empty identifier</source>
        <translation>der Vorabversionsteil hat einen leeren Bezeichner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the build part has an empty identifier</source>
        <translation>der Build-Teil hat einen leeren Bezeichner</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; may contain only ASCII letters, digits and &apos;-&apos;</source>
        <translation>„%1“ darf nur ASCII-Buchstaben, Ziffern und &apos;-&apos; enthalten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the numeric pre-release identifier &quot;%1&quot; must not have leading zeros</source>
        <translation>der numerische Vorabversionsbezeichner „%1“ darf keine führenden Nullen haben</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>the version is empty</source>
        <translation>die Version ist leer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>nothing follows &apos;+&apos;</source>
        <translation>nach &apos;+&apos; folgt nichts</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>nothing follows &apos;-&apos;</source>
        <translation>nach &apos;-&apos; folgt nichts</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it needs exactly three numbers, MAJOR.MINOR.PATCH</source>
        <translation>sie braucht genau drei Zahlen, MAJOR.MINOR.PATCH</translation>
    </message>
    <message>
        <location filename="../app/tools/ToolManifest.cpp" line="+53"/>
        <source>the path is empty</source>
        <translation>der Pfad ist leer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it contains a backslash</source>
        <translation>er enthält einen Backslash</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is an absolute path</source>
        <translation>er ist ein absoluter Pfad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it starts with a drive letter</source>
        <translation>er beginnt mit einem Laufwerksbuchstaben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it contains a control character</source>
        <translation>er enthält ein Steuerzeichen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it contains &quot;..&quot;</source>
        <translation>er enthält „..“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it contains a &quot;.&quot; folder</source>
        <translation>er enthält einen Ordner „.“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it has an empty folder name (&quot;//&quot; or a trailing &apos;/&apos;)</source>
        <translation>er hat einen leeren Ordnernamen („//“ oder ein &apos;/&apos; am Ende)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>it has no https:// in front</source>
        <translation>vorne fehlt https://</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only https (or http for localhost) is allowed</source>
        <translation>nur https (oder http für localhost) ist erlaubt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>wildcards are not allowed; list each host</source>
        <translation>Platzhalter sind nicht erlaubt; führen Sie jeden Host einzeln auf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an origin has no path</source>
        <translation>ein Origin hat keinen Pfad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an origin has no query or fragment</source>
        <translation>ein Origin hat keine Query und kein Fragment</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an origin has no user name or password</source>
        <translation>ein Origin hat keinen Benutzernamen und kein Passwort</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the IPv6 address has no closing &apos;]&apos;</source>
        <translation>der IPv6-Adresse fehlt die schließende &apos;]&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unexpected text after the IPv6 address</source>
        <translation>unerwarteter Text nach der IPv6-Adresse</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only the loopback IPv6 address [::1] is allowed</source>
        <translation>nur die Loopback-IPv6-Adresse [::1] ist erlaubt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the host is missing</source>
        <translation>der Host fehlt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the host name is too long</source>
        <translation>der Hostname ist zu lang</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the host name has an empty or too long part</source>
        <translation>der Hostname hat einen leeren oder zu langen Teil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the host name may contain only letters, digits, &apos;-&apos; and &apos;.&apos; (write international names as xn--…)</source>
        <translation>der Hostname darf nur Buchstaben, Ziffern, &apos;-&apos; und &apos;.&apos; enthalten (internationale Namen als xn--… schreiben)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a part of the host name starts or ends with &apos;-&apos;</source>
        <translation>ein Teil des Hostnamens beginnt oder endet mit &apos;-&apos;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the port must be a number from 1 to 65535</source>
        <translation>der Port muss eine Zahl von 1 bis 65535 sein</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>plain http is allowed only for localhost; use https</source>
        <translation>unverschlüsseltes http ist nur für localhost erlaubt; verwenden Sie https</translation>
    </message>
    <message>
        <location filename="../app/tools/ToolRegistry.cpp" line="+82"/>
        <source>Cannot create the tools folder &quot;%1&quot;. Check its permissions.</source>
        <translation>Der Tools-Ordner „%1“ kann nicht erstellt werden. Prüfen Sie seine Berechtigungen.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The tools folder &quot;%1&quot; is busy (another ic-panel or ic-tool is changing it). Try again in a moment.</source>
        <translation>Der Tools-Ordner „%1“ ist belegt (ein anderes ic-panel oder ic-tool ändert ihn gerade). Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cannot read the tool index &quot;%1&quot;: %2.</source>
        <translation>Der Tool-Index „%1“ kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+11"/>
        <source>The tool index &quot;%1&quot; is damaged (%2). Installed tools were left as they are; restore the file from a backup or remove the tools folder to start over.</source>
        <translation>Der Tool-Index „%1“ ist beschädigt (%2). Die installierten Tools wurden nicht verändert; stellen Sie die Datei aus einer Sicherung wieder her oder entfernen Sie den Tools-Ordner, um neu zu beginnen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a bad tool id</source>
        <translation>eine ungültige Tool-ID</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot write the tool index &quot;%1&quot;: %2. Nothing was changed.</source>
        <translation>Der Tool-Index „%1“ kann nicht geschrieben werden: %2. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>No tool &quot;%1&quot; is installed (see &quot;ic-tool list&quot;).</source>
        <translation>Es ist kein Tool „%1“ installiert (siehe „ic-tool list“).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; has no update waiting for approval.</source>
        <translation>Für „%1“ wartet kein Update auf Genehmigung.</translation>
    </message>
    <message>
        <location filename="../app/tools/ToolRegistry_Grants.cpp" line="+50"/>
        <source>&quot;%1&quot; is named by its package; only a paired program can be renamed.</source>
        <translation>„%1“ trägt den Namen aus seinem Paket; umbenennen lässt sich nur ein gekoppeltes Programm.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;%1&quot; cannot be a tool&apos;s id.</source>
        <translation>„%1“ kann keine Tool-ID sein.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A tool &quot;%1&quot; is already installed.</source>
        <translation>Ein Tool „%1“ ist bereits installiert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(a program you allowed)</source>
        <translation>(ein von Ihnen zugelassenes Programm)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let in when it asked IC Control Panel&apos;s gateway.</source>
        <translation>Zugelassen, als es beim Gateway von IC Control Panel anfragte.</translation>
    </message>
    <message>
        <location filename="../app/tools/ToolRegistry_Install.cpp" line="+74"/>
        <source>The package&apos;s tool.yaml has problems; the tool&apos;s author must fix them:
%1</source>
        <translation>Die tool.yaml des Pakets hat Probleme; der Autor des Tools muss sie beheben:
%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&quot;%1&quot; (%2) is already installed from another author (&quot;%3&quot; by %4); this package by %5 claims the same id. Uninstall the installed tool first if you want to replace it.</source>
        <translation>„%1“ (%2) ist bereits von einem anderen Autor installiert („%3“ von %4); dieses Paket von %5 beansprucht dieselbe ID. Deinstallieren Sie zuerst das installierte Tool, wenn Sie es ersetzen möchten.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 %2 (%3) is installed; this package is the older version %4. A downgrade is refused: uninstall the tool first to go back.</source>
        <translation>%1 %2 (%3) ist installiert; dieses Paket ist die ältere Version %4. Ein Downgrade wird abgelehnt: Deinstallieren Sie zuerst das Werkzeug, um zurückzugehen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2 (%3) is already installed.</source>
        <translation>%1 %2 (%3) ist bereits installiert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2 (%3) is already waiting for your approval: run &quot;ic-tool approve %3&quot;.</source>
        <translation>%1 %2 (%3) wartet bereits auf Ihre Freigabe: Führen Sie „ic-tool approve %3“ aus.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cannot create &quot;%1&quot;. Check the permissions of the tools folder.</source>
        <translation>„%1“ kann nicht erstellt werden. Prüfen Sie die Berechtigungen des Tools-Ordners.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot replace &quot;%1&quot;. Check the permissions of the tools folder.</source>
        <translation>„%1“ kann nicht ersetzt werden. Prüfen Sie die Berechtigungen des Tools-Ordners.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot move the unpacked tool into &quot;%1&quot;: %2.</source>
        <translation>Das entpackte Tool kann nicht nach „%1“ verschoben werden: %2.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The installed tools changed since you reviewed %1 %2 (%3) (another panel or ic-tool changed them); nothing was installed. Open the package again to see what it would do now.</source>
        <translation>Die installierten Werkzeuge haben sich geändert, seit Sie %1 %2 (%3) geprüft haben (ein anderes Panel oder ic-tool hat sie geändert); nichts wurde installiert. Öffnen Sie das Paket erneut, um zu sehen, was es jetzt tun würde.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Installed %1 %2 (%3).</source>
        <translation>%1 %2 (%3) installiert.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %2 (%3) asks for more than you granted; it is held until you approve it (ic-tool approve %3). %4 stays in use.</source>
        <translation>%1 %2 (%3) verlangt mehr, als Sie erlaubt haben; es wird zurückgehalten, bis Sie es freigeben (ic-tool approve %3). %4 bleibt in Gebrauch.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Updated %1 (%2) to %3.</source>
        <translation>%1 (%2) auf %3 aktualisiert.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The update of &quot;%1&quot; waiting for approval changed since you reviewed it (another version was installed meanwhile); nothing was approved. Open it again to see what it asks for now.</source>
        <translation>Das auf Genehmigung wartende Update von „%1“ hat sich geändert, seit Sie es geprüft haben (inzwischen wurde eine andere Version installiert); es wurde nichts genehmigt. Öffnen Sie es erneut, um zu sehen, was es jetzt verlangt.</translation>
    </message>
    <message>
        <location filename="../app/tools/UpdatePlan.cpp" line="+76"/>
        <source>Version: %1 → %2</source>
        <translation>Version: %1 → %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tier: %1 → %2</source>
        <translation>Stufe: %1 → %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New event categories: %1</source>
        <translation>Neue Ereigniskategorien: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No longer: %1</source>
        <translation>Nicht mehr: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New network access: %1</source>
        <translation>Neuer Netzwerkzugriff: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No longer reaches: %1</source>
        <translation>Kein Zugriff mehr auf: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Description: %1</source>
        <translation>Beschreibung: %1</translation>
    </message>
    <message>
        <location filename="../app/tools/PackageProblem.h" line="+55"/>
        <source>&quot;%1&quot; is not a tool package (or it is damaged): %2. Download it again or ask its author for a new one.</source>
        <translation>„%1“ ist kein Werkzeugpaket (oder es ist beschädigt): %2. Laden Sie es erneut herunter oder bitten Sie den Autor um ein neues.</translation>
    </message>
</context>
<context>
    <name>icui</name>
    <message>
        <location filename="../ui/MainWindow.cpp" line="+62"/>
        <location line="+1"/>
        <location line="+501"/>
        <source>IC Control Panel</source>
        <translation>IC Control Panel</translation>
    </message>
    <message>
        <location line="-488"/>
        <source>Keychain notice</source>
        <translation>Hinweis zum Schlüsselbund</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <location line="+24"/>
        <location filename="../ui/tools/ToolsPage.cpp" line="+64"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/status/GameCard.cpp" line="+33"/>
        <source>Connections</source>
        <translation>Verbindungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/common/PasswordPrompt.cpp" line="+59"/>
        <location filename="../ui/status/NeedsYouCard.cpp" line="+87"/>
        <location line="+52"/>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connect Info</source>
        <translation>Verbindungsdaten</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/log/LogPage.cpp" line="+52"/>
        <location filename="../ui/status/NeedsYouCard.cpp" line="-112"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/status/NeedsYouCard.cpp" line="+179"/>
        <location filename="../ui/status/ToolsCard.cpp" line="+22"/>
        <location filename="../ui/tools/ToolsPage.cpp" line="-15"/>
        <source>Tools</source>
        <translation>Tools</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/overlays/OverlaysPage.cpp" line="+36"/>
        <location filename="../ui/status/OverlaysCard.cpp" line="+24"/>
        <source>Overlays</source>
        <translation>Overlays</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/status/GameCard.cpp" line="+91"/>
        <location filename="../ui/status/MatchCard.cpp" line="+25"/>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other Games</source>
        <translation>Andere Spiele</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../ui/status/GameCard.cpp" line="-87"/>
        <source>Connection status</source>
        <translation>Verbindungsstatus</translation>
    </message>
    <message>
        <location line="+191"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/tools/ToolsPage.cpp" line="+22"/>
        <source>&amp;Install Tool…</source>
        <translation>Tool &amp;installieren…</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../ui/TrayIcon.cpp" line="+30"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Connection</source>
        <translation>&amp;Verbindung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Connect…</source>
        <translation>&amp;Verbinden…</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../ui/TrayIcon.cpp" line="-3"/>
        <location filename="../ui/status/GameCard.cpp" line="+24"/>
        <location line="+150"/>
        <source>&amp;Reconnect</source>
        <translation>&amp;Neu verbinden</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../ui/status/GameCard.cpp" line="-135"/>
        <source>&amp;Disconnect</source>
        <translation>&amp;Trennen</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location line="+230"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Status</source>
        <translation>&amp;Status</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Connections</source>
        <translation>&amp;Verbindungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Password</source>
        <translation>&amp;Passwort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connect &amp;Info</source>
        <translation>Verbindungs&amp;daten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Log</source>
        <translation>Protoko&amp;ll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tools</source>
        <translation>&amp;Tools</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Overlays</source>
        <translation>&amp;Overlays</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Match</source>
        <translation>P&amp;artie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other &amp;Games</source>
        <translation>Andere &amp;Spiele</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <location line="-265"/>
        <location filename="../ui/status/NeedsYouCard.cpp" line="+29"/>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location line="+266"/>
        <source>To&amp;urnament</source>
        <translation>T&amp;urnier</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Documentation</source>
        <translation>&amp;Dokumentation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ICRP &amp;Reference</source>
        <translation>ICRP-&amp;Referenz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Security</source>
        <translation>&amp;Sicherheit</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;About IC Control Panel</source>
        <translation>Ü&amp;ber IC Control Panel</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Settings saved.</source>
        <translation>Einstellungen gespeichert.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No game to reconnect to: add one with Connect…</source>
        <translation>Kein Spiel zum erneuten Verbinden: eines mit Verbinden… hinzufügen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reconnecting to &quot;%1&quot;…</source>
        <translation>Verbinde erneut mit „%1“…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Disconnected from &quot;%1&quot;.</source>
        <translation>Von „%1“ getrennt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not connected: nothing to disconnect.</source>
        <translation>Nicht verbunden: nichts zu trennen.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>&quot;%1&quot; is not answering yet; the panel keeps trying (the Status page says why).</source>
        <translation>„%1“ antwortet noch nicht; das Panel versucht es weiter (die Statusseite sagt, warum).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Switched to &quot;%1&quot;, not connected: the Status page says why.</source>
        <translation>Zu „%1“ gewechselt, nicht verbunden: Die Statusseite sagt, warum.</translation>
    </message>
    <message>
        <location line="+45"/>
        <location filename="../ui/status/RelaysCard.cpp" line="+39"/>
        <location line="+132"/>
        <location filename="../ui/tournament/TournamentPage.cpp" line="+442"/>
        <location line="+17"/>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connecting</source>
        <translation>Verbindung wird hergestellt</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../ui/status/RelaysCard.cpp" line="-126"/>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reconnecting</source>
        <translation>Verbindung wird wiederhergestellt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refused</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+3"/>
        <source>Disconnected</source>
        <translation>Getrennt</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Password needed</source>
        <translation>Passwort nötig</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 — %2 — IC Control Panel</source>
        <translation>%1 — %2 — IC Control Panel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game to connect to</source>
        <translation>Spiel, mit dem verbunden werden soll</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved games</source>
        <translation>Gespeicherte Profile</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/connect/ConnectDialog.cpp" line="+75"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot Connect</source>
        <translation>Verbindung nicht möglich</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Switched to &quot;%1&quot;: connecting…</source>
        <translation>Zu „%1“ gewechselt: verbinde…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connect…</source>
        <translation>Verbinden…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connect to another game or add one (Ctrl+K)</source>
        <translation>Mit einem anderen Spiel verbinden oder eines hinzufügen (Ctrl+K)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Iron Curtain only: this page connects other games itself.</source>
        <translation>Nur für Iron Curtain: Diese Seite verbindet andere Spiele selbst.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>No game yet: use Connect…</source>
        <translation>Noch kein Spiel: Verwenden Sie „Verbinden…“</translation>
    </message>
    <message>
        <location line="-158"/>
        <location line="+170"/>
        <location filename="../ui/status/GameCard.cpp" line="+214"/>
        <source>Connected to &quot;%1&quot;.</source>
        <translation>Mit „%1“ verbunden.</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Choose a game…</source>
        <translation>Spiel auswählen …</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Documentation Not Found</source>
        <translation>Dokumentation nicht gefunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The panel could not open %1. The documentation is in the docs folder of the IC Control Panel sources.</source>
        <translation>Das Panel konnte %1 nicht öffnen. Die Dokumentation befindet sich im Ordner docs der Quellen von IC Control Panel.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Password Needed</source>
        <translation>Passwort erforderlich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No password is stored for &quot;%1&quot;. Enter the game&apos;s ICRP password (it is kept in the keychain):</source>
        <translation>Für „%1“ ist kein Passwort gespeichert. Geben Sie das ICRP-Passwort des Spiels ein (es wird im Schlüsselbund aufbewahrt):</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>About IC Control Panel</source>
        <translation>Über IC Control Panel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;&lt;b&gt;IC Control Panel&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Connects to an Iron Curtain game&apos;s remote protocol (ICRP), shows who is connected, and keeps the password in the keychain.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;IC Control Panel&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Verbindet sich mit dem Fernsteuerungsprotokoll (ICRP) eines Iron-Curtain-Spiels, zeigt, wer verbunden ist, und bewahrt das Passwort im Schlüsselbund auf.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/TrayIcon.cpp" line="-2"/>
        <source>&amp;Show Window</source>
        <translation>Fenster &amp;anzeigen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The match ended</source>
        <translation>Die Partie ist beendet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Connected to the game</source>
        <translation>Mit dem Spiel verbunden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Disconnected from the game</source>
        <translation>Vom Spiel getrennt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Authentication failed</source>
        <translation>Authentifizierung fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>IC Control Panel — %1</source>
        <translation>IC Control Panel — %1</translation>
    </message>
    <message>
        <location filename="../ui/common/SecretClipboard.cpp" line="+62"/>
        <location line="+13"/>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.cpp" line="-42"/>
        <source>Connect to a Game</source>
        <translation>Mit einem Spiel verbinden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved game</source>
        <translation>Gespeichertes Profil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Profile name</source>
        <translation>Profilname</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. Tournament PC</source>
        <translation>z. B. Turnier-PC</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game address</source>
        <translation>Spieladresse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. %1</source>
        <translation>z. B. %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../ui/settings/SettingsDialog.cpp" line="+65"/>
        <source>Tier to ask for</source>
        <translation>Angefragte Stufe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game password</source>
        <translation>Spielpasswort</translation>
    </message>
    <message>
        <location line="+71"/>
        <location line="+232"/>
        <source>The game wants a password: type it and press Connect again.</source>
        <translation>Das Spiel verlangt ein Passwort: Geben Sie es ein und drücken Sie erneut Verbinden.</translation>
    </message>
    <message>
        <location line="-226"/>
        <source>The game refused this password; the panel connects with the stored one again. Type the right one and press Connect, or Close to keep the stored one.</source>
        <translation>Das Spiel hat dieses Passwort abgelehnt; das Panel verbindet sich wieder mit dem gespeicherten. Geben Sie das richtige ein und drücken Sie Verbinden, oder Schließen, um das gespeicherte zu behalten.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Type it: none is stored for a new game</source>
        <translation>Eingeben: Für ein neues Spiel ist keines gespeichert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty: the keychain&apos;s, if it holds one</source>
        <translation>Leer: das aus dem Schlüsselbund, falls vorhanden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A new game has no password in the keychain yet: type the game&apos;s password (leave it empty only if the game has none).</source>
        <translation>Für ein neues Spiel ist noch kein Passwort im Schlüsselbund: Geben Sie das Passwort des Spiels ein (lassen Sie das Feld nur leer, wenn das Spiel keines hat).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left empty, the panel uses the password the keychain holds for this game, and asks for it if it holds none.</source>
        <translation>Bleibt das Feld leer, verwendet das Panel das Passwort, das der Schlüsselbund für dieses Spiel enthält, und fragt danach, wenn er keines enthält.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Game %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>ws:// added; the panel connects to:</source>
        <translation>ws:// ergänzt; das Panel verbindet sich mit:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No port given: the panel connects to %1, the game&apos;s own port.</source>
        <translation>Kein Port angegeben: Das Panel verbindet sich mit %1, dem eigenen Port des Spiels.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type the game&apos;s address, for example:</source>
        <translation>Geben Sie die Adresse des Spiels ein, zum Beispiel:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Connecting leaves %1: the overlays will show the new game.</source>
        <translation>Wenn Sie sich verbinden, verlassen Sie %1: Die Overlays zeigen dann das neue Spiel.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Nothing answers at %1: is the game running there? Correct the address and press Connect again, or Close: the panel keeps trying.</source>
        <translation>Unter %1 antwortet nichts: Läuft das Spiel dort? Korrigieren Sie die Adresse und drücken Sie erneut Verbinden, oder Schließen: Das Panel versucht es weiter.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The game refused this password. Type the right one and press Connect again.</source>
        <translation>Das Spiel hat dieses Passwort abgelehnt. Geben Sie das richtige ein und drücken Sie erneut Verbinden.</translation>
    </message>
    <message>
        <location line="-328"/>
        <source>&amp;Remember in the keychain</source>
        <translation>Im Schlüsselbund &amp;merken</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../ui/connectors/ConnectorProfileDialog.cpp" line="+63"/>
        <location filename="../ui/history/HistoryPlayerTab.cpp" line="+42"/>
        <location filename="../ui/tournament/AddRelayDialog.cpp" line="+138"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tier:</source>
        <translation>S&amp;tufe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/password/PasswordPage.cpp" line="+133"/>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <location filename="../ui/common/PasswordPrompt.cpp" line="+9"/>
        <location filename="../ui/connect/ConnectDialog.cpp" line="+17"/>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../ui/password/PasswordPage.cpp" line="+59"/>
        <source>Fin&amp;d the Password…</source>
        <translation>Passwort fi&amp;nden…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reads the password from the game&apos;s config.toml ([remote] password) and connects with it</source>
        <translation>Liest das Passwort aus der config.toml des Spiels ([remote] password) und verbindet sich damit</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Where to find it: in the game&apos;s settings (remote API), in the game&apos;s config.toml under [remote] password, or make a new one with Reset on the Password page.</source>
        <translation>Wo Sie es finden: in den Einstellungen des Spiels (Remote-API), in der config.toml des Spiels unter [remote] password, oder erzeugen Sie mit „Zurücksetzen“ auf der Seite „Passwort“ ein neues.</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.cpp" line="+153"/>
        <source>Give this game a name.</source>
        <translation>Geben Sie diesem Spiel einen Namen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is a game named &quot;%1&quot; already: choose it above, or pick another name.</source>
        <translation>Es gibt bereits ein Spiel namens „%1“: Wählen Sie es oben aus oder wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <location filename="../ui/connectinfo/ConnectInfoPage.cpp" line="+45"/>
        <source>Server URL</source>
        <translation>Server-URL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server address</source>
        <translation>Serveradresse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server port</source>
        <translation>Serverport</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server password</source>
        <translation>Serverpasswort</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Show or hide the password and put it into the QR code</source>
        <translation>Passwort anzeigen oder verbergen und in den QR-Code aufnehmen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Copy &amp;URL</source>
        <translation>&amp;URL kopieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Copy the server URL</source>
        <translation>Server-URL kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copied the server URL, %1.</source>
        <translation>Server-URL kopiert: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the server port</source>
        <translation>Serverport kopieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Copy Por&amp;t</source>
        <translation>P&amp;ort kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copied the server port, %1.</source>
        <translation>Server-Port kopiert: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy &amp;Address</source>
        <translation>Adr&amp;esse kopieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Copy the server address</source>
        <translation>Serveradresse kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copied the server address, %1.</source>
        <translation>Serveradresse kopiert: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy the server password</source>
        <translation>Serverpasswort kopieren</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../ui/password/PasswordPage.cpp" line="-29"/>
        <source>Copy the password; the clipboard is cleared again after %n s</source>
        <translation>
            <numerusform>Passwort kopieren; die Zwischenablage wird nach %n Sekunde wieder geleert</numerusform>
            <numerusform>Passwort kopieren; die Zwischenablage wird nach %n Sekunden wieder geleert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Copied the server password; it leaves the clipboard again in %n s.</source>
        <translation>
            <numerusform>Serverpasswort kopiert; es verlässt die Zwischenablage wieder in %n s.</numerusform>
            <numerusform>Serverpasswort kopiert; es verlässt die Zwischenablage wieder in %n s.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Server URL:</source>
        <translation>Server-URL:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server address:</source>
        <translation>Serveradresse:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server port:</source>
        <translation>Serverport:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server password:</source>
        <translation>Serverpasswort:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connection details</source>
        <translation>Verbindungsdetails</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>QR code of the connection address</source>
        <translation>QR-Code der Verbindungsadresse</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Why there is no QR code</source>
        <translation>Warum es keinen QR-Code gibt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>QR code</source>
        <translation>QR-Code</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>No game chosen yet.</source>
        <translation>Noch kein Spiel ausgewählt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No QR code: the game is at %1, which only this computer can reach. To connect from a phone or another computer, make the game listen on this computer&apos;s network address ([remote] bind in its config.toml) and connect the panel to that address.</source>
        <translation>Kein QR-Code: Das Spiel läuft unter %1, und diese Adresse ist nur von diesem Computer aus erreichbar. Um sich von einem Smartphone oder einem anderen Computer aus zu verbinden, lassen Sie das Spiel auf der Netzwerkadresse dieses Computers lauschen ([remote] bind in seiner config.toml) und verbinden Sie das Panel mit dieser Adresse.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This code contains the password: show it only to people you trust.</source>
        <translation>Dieser Code enthält das Passwort: Zeigen Sie ihn nur Personen, denen Sie vertrauen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The address only. Show the password to put it into the code as well.</source>
        <translation>Nur die Adresse. Zeigen Sie das Passwort an, um es ebenfalls in den Code aufzunehmen.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No game chosen yet</source>
        <translation>Noch kein Spiel gewählt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>None stored</source>
        <translation>Keins gespeichert</translation>
    </message>
    <message>
        <location filename="../ui/connectinfo/QrCode.cpp" line="+35"/>
        <source>The address is too long for a QR code.</source>
        <translation>Die Adresse ist zu lang für einen QR-Code.</translation>
    </message>
    <message>
        <location filename="../ui/connections/ConnectionsPage.cpp" line="+35"/>
        <source>&amp;Sessions connected to the game:</source>
        <translation>Mit dem Spiel verbundene S&amp;itzungen:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sessions connected to the game</source>
        <translation>Mit dem Spiel verbundene Sitzungen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Connections in use</source>
        <translation>Belegte Verbindungen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Why no sessions are shown</source>
        <translation>Warum keine Sitzungen angezeigt werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../ui/tournament/TournamentPage.cpp" line="-144"/>
        <source>&amp;Kick…</source>
        <translation>Hi&amp;nauswerfen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kick the selected session</source>
        <translation>Ausgewählte Sitzung hinauswerfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the selected session; its client must not reconnect on its own (Delete)</source>
        <translation>Ausgewählte Sitzung schließen; ihr Client darf sich nicht von selbst neu verbinden (Delete)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kick Selected Session</source>
        <translation>Ausgewählte Sitzung hinauswerfen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Refresh</source>
        <translation>Akt&amp;ualisieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refresh the sessions now</source>
        <translation>Sitzungen jetzt aktualisieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask the game for its sessions now (F5)</source>
        <translation>Sitzungen jetzt beim Spiel abfragen (F5)</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Kick Failed</source>
        <translation>Hinauswerfen fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Kick &quot;%1&quot; (from %2)?

The game disconnects it, and a well-behaved tool stays disconnected until someone starts it again.</source>
        <translation>„%1“ (von %2) hinauswerfen?

Das Spiel trennt die Verbindung, und ein gut programmiertes Werkzeug bleibt getrennt, bis es jemand wieder startet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This is the panel&apos;s own gateway: the tools connected through it lose the game.</source>
        <translation>Das ist das eigene Gateway des Panels: Die Tools, die darüber verbunden sind, verlieren das Spiel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../ui/connections/ToolSessionsBox.cpp" line="+167"/>
        <location filename="../ui/match/MatchAdminBox.cpp" line="+249"/>
        <location filename="../ui/tournament/RelayPlayerDialog.cpp" line="+76"/>
        <source>&amp;Kick %1</source>
        <translation>%1 &amp;hinauswerfen</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>This is the panel itself: it will stay disconnected until you press Reconnect.</source>
        <translation>Dies ist das Panel selbst: Es bleibt getrennt, bis Sie auf „Erneut verbinden“ klicken.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Kick Session</source>
        <translation>Sitzung hinauswerfen</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Connect to the game to see its sessions.</source>
        <translation>Verbinden Sie sich mit dem Spiel, um seine Sitzungen zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/connections/SubscriptionsBox.cpp" line="+18"/>
        <source>The panel&apos;s subscriptions</source>
        <translation>Abonnements des Panels</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The panel&apos;s own event subscriptions</source>
        <translation>Eigene Ereignis-Abonnements des Panels</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/match/MatchFeedBox.cpp" line="+18"/>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Subscribe to %1 events</source>
        <translation>Ereignisse der Kategorie %1 abonnieren</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 events received</source>
        <translation>Empfangene Ereignisse der Kategorie %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Why a subscription was refused</source>
        <translation>Warum ein Abonnement abgelehnt wurde</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Switching a category takes effect at once and is kept for the next connection.</source>
        <translation>Das Umschalten einer Kategorie wirkt sofort und bleibt für die nächste Verbindung erhalten.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The panel receives %1 events again.</source>
        <translation>Das Panel empfängt wieder %1-Ereignisse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The panel no longer receives %1 events.</source>
        <translation>Das Panel empfängt keine %1-Ereignisse mehr.</translation>
    </message>
    <message>
        <location filename="../ui/connections/ToolSessionsBox.cpp" line="-134"/>
        <source>Tools connected to the panel</source>
        <translation>Mit dem Panel verbundene Tools</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>End the selected tool&apos;s connection to the panel (Delete)</source>
        <translation>Die Verbindung des gewählten Tools zum Panel beenden (Entf)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kick Selected Tool</source>
        <translation>Gewähltes Tool hinauswerfen</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>No tool is connected. Overlays connect when OBS (or the Overlays page) shows them; native tools when they are enabled.</source>
        <translation>Es ist kein Tool verbunden. Overlays verbinden sich, wenn OBS (oder die Seite „Overlays“) sie anzeigt, native Tools, sobald sie aktiviert sind.</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Tools connected to the &amp;panel:</source>
        <translation>Mit dem Panel verbundene T&amp;ools:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Sho&amp;w the panel&apos;s previews</source>
        <translation>Vorschauen des Panels zei&amp;gen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Overlays page shows each overlay in a preview that is connected like OBS; these rows are greyed</source>
        <translation>Die Seite „Overlays“ zeigt jedes Overlay in einer Vorschau, die wie OBS verbunden ist; diese Zeilen sind grau</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Kick Too&amp;l…</source>
        <translation>Too&amp;l hinauswerfen…</translation>
    </message>
    <message numerus="yes">
        <location line="+66"/>
        <source>Only the panel&apos;s own previews are connected (%n). Overlays connect when OBS shows them; native tools when they are enabled.</source>
        <translation>
            <numerusform>Nur die eigene Vorschau des Panels ist verbunden (%n). Overlays verbinden sich, wenn OBS sie zeigt; native Tools, wenn sie aktiviert sind.</numerusform>
            <numerusform>Nur die eigenen Vorschauen des Panels sind verbunden (%n). Overlays verbinden sich, wenn OBS sie zeigt; native Tools, wenn sie aktiviert sind.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The Overlays page&apos;s preview of %1 loses its connection to the panel now. Reload on the Overlays page connects it again.</source>
        <translation>Die Vorschau von %1 auf der Seite „Overlays“ verliert jetzt ihre Verbindung zum Panel. „Neu laden“ auf der Seite „Overlays“ verbindet sie wieder.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 loses its connection to the panel now. You allowed it once, so it is not on the Tools page: if it connects again, the panel asks you again, and Deny keeps it out.</source>
        <translation>%1 verliert jetzt seine Verbindung zum Panel. Sie haben es einmal erlaubt, daher steht es nicht auf der Seite „Tools“: Verbindet es sich erneut, fragt das Panel Sie wieder, und Ablehnen hält es draußen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../ui/match/MatchAdminBox.cpp" line="-5"/>
        <source>Kick %1?</source>
        <translation>%1 hinauswerfen?</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 loses its connection to the panel now. It may connect again; to stop it for good, disable it on the Tools page.</source>
        <translation>%1 verliert jetzt die Verbindung zum Panel. Es kann sich erneut verbinden; um es dauerhaft zu stoppen, deaktivieren Sie es auf der Seite „Tools“.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Kicked %1 from the panel&apos;s gateway.</source>
        <translation>%1 wurde aus dem Gateway des Panels hinausgeworfen.</translation>
    </message>
    <message>
        <location filename="../ui/log/LogPage.cpp" line="-16"/>
        <source>Filter the log</source>
        <translation>Protokoll filtern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only lines containing…</source>
        <translation>Nur Zeilen anzeigen mit…</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>F&amp;ilter:</source>
        <translation>F&amp;ilter:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cop&amp;y Log</source>
        <translation>Protokoll &amp;kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the shown log lines</source>
        <translation>Angezeigte Protokollzeilen kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the lines shown below to the clipboard</source>
        <translation>Die unten angezeigten Zeilen in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Info</source>
        <translation>Info</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../ui/match/FiguresChart.cpp" line="+33"/>
        <source>Chart shows</source>
        <translation>Diagramm zeigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Army value</source>
        <translation>Armeewert</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryMatchSummary.cpp" line="+54"/>
        <location filename="../ui/match/FiguresChart.cpp" line="+1"/>
        <source>Credits</source>
        <translation>Credits</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryFiguresChart.cpp" line="+21"/>
        <source>Cha&amp;rt:</source>
        <translation>Diagra&amp;mm:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Figures over time</source>
        <translation>Werte im Verlauf</translation>
    </message>
    <message>
        <location line="+31"/>
        <location filename="../ui/match/ArmyChart.cpp" line="+70"/>
        <location filename="../ui/match/FiguresChart.cpp" line="+96"/>
        <location filename="../ui/match/ScoreboardStrip.cpp" line="+127"/>
        <location filename="../ui/status/MatchCard.cpp" line="+161"/>
        <location line="+83"/>
        <source>Team %1</source>
        <translation>Team %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Choose a match above to see its figures over time.</source>
        <translation>Wählen Sie oben ein Match, um seine Werte im Verlauf zu sehen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This match lasted %1, too short to chart: the game keeps its figures once a minute. Its final figures are in the table.</source>
        <translation>Dieses Match dauerte %1, zu kurz für ein Diagramm: Das Spiel speichert seine Werte einmal pro Minute. Die Endwerte stehen in der Tabelle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game kept no figures over time for this match.</source>
        <translation>Das Spiel hat für dieses Match keine Werte im Verlauf aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../ui/match/ArmyChart.cpp" line="-57"/>
        <source>Chart:</source>
        <translation>Diagramm:</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>since %1, when the panel joined</source>
        <translation>seit %1, als das Panel dazukam</translation>
    </message>
    <message>
        <location filename="../ui/match/MatchAdminBox.cpp" line="-217"/>
        <location filename="../ui/tools/TierRisk.cpp" line="+30"/>
        <source>Admin</source>
        <translation>Admin</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+103"/>
        <source>Pa&amp;use Match</source>
        <translation>Partie pa&amp;usieren</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Announcement to every player</source>
        <translation>Durchsage an alle Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/tournament/RelayMessageDialog.cpp" line="+25"/>
        <source>Announcement</source>
        <translation>Durchsage</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+112"/>
        <source>&amp;Kick Selected Player…</source>
        <translation>Ausgewählten Spieler hinaus&amp;werfen…</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>Match &amp;Settings…</source>
        <translation>Partie&amp;einstellungen…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A&amp;nnouncement:</source>
        <translation>Durchsa&amp;ge:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/tournament/RelayMessageDialog.cpp" line="-9"/>
        <source>Announce</source>
        <translation>Durchsage senden</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>The match has ended.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Kick %1…</source>
        <translation>%1 hinaus&amp;werfen…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 was kicked from the match already.</source>
        <translation>%1 wurde bereits aus der Partie geworfen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has left the match.</source>
        <translation>%1 hat die Partie verlassen.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Select a player in the table first, then choose Kick.</source>
        <translation>Wählen Sie zuerst einen Spieler in der Tabelle aus und dann „Hinauswerfen“.</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>Res&amp;ume Match</source>
        <translation>Pa&amp;use beenden</translation>
    </message>
    <message>
        <location filename="../ui/connections/ConnectionsPage.cpp" line="-35"/>
        <location filename="../ui/connections/ToolSessionsBox.cpp" line="-9"/>
        <location filename="../ui/match/MatchAdminBox.cpp" line="+95"/>
        <location filename="../ui/tournament/TournamentPage_Actions.cpp" line="+286"/>
        <source>Nobody was kicked.</source>
        <translation>Niemand wurde hinausgeworfen.</translation>
    </message>
    <message>
        <location filename="../ui/match/MatchAdminBox.cpp" line="+17"/>
        <source>Remove %1 from the match? Their units stop and only return fire, no longer counted in their team&apos;s army; %1 cannot come back into this match.</source>
        <translation>%1 aus dem Match entfernen? Die Einheiten bleiben stehen und erwidern nur noch das Feuer und zählen nicht mehr zur Armee des Teams; %1 kann nicht in dieses Match zurückkehren.</translation>
    </message>
    <message>
        <location filename="../ui/match/MatchFeedBox.cpp" line="+11"/>
        <location filename="../ui/tournament/TournamentPage.cpp" line="+13"/>
        <location line="+3"/>
        <source>Match events</source>
        <translation>Partieereignisse</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+2"/>
        <source>Search events</source>
        <translation>Ereignisse durchsuchen</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryQueryTab.cpp" line="+47"/>
        <source>The game&apos;s databases are read-only: only SELECT queries run. Nothing was changed.</source>
        <translation>Die Datenbanken des Spiels sind schreibgeschützt: Nur SELECT-Abfragen laufen. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game&apos;s databases are read-only: it refused to %1. Nothing was changed. Only SELECT queries run.</source>
        <translation>Die Datenbanken des Spiels sind schreibgeschützt: Es hat %1 abgelehnt. Nichts wurde geändert. Nur SELECT-Abfragen laufen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game&apos;s databases are read-only: it refused to DELETE from %1. Nothing was changed. Only SELECT queries run.</source>
        <translation>Die Datenbanken des Spiels sind schreibgeschützt: Es hat DELETE in %1 abgelehnt. Nichts wurde geändert. Nur SELECT-Abfragen laufen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game&apos;s databases are read-only: it refused to %1 into %2. Nothing was changed. Only SELECT queries run.</source>
        <translation>Die Datenbanken des Spiels sind schreibgeschützt: Es hat %1 in %2 abgelehnt. Nichts wurde geändert. Nur SELECT-Abfragen laufen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game&apos;s databases are read-only: it refused to %1 %2. Nothing was changed. Only SELECT queries run.</source>
        <translation>Die Datenbanken des Spiels sind schreibgeschützt: Es hat %1 %2 abgelehnt. Nichts wurde geändert. Nur SELECT-Abfragen laufen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Table or column</source>
        <translation>Tabelle oder Spalte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Schema</source>
        <translation>Schema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Schem&amp;a:</source>
        <translation>Sche&amp;ma:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>SELECT map, count(*) FROM matches GROUP BY map</source>
        <translation>SELECT map, count(*) FROM matches GROUP BY map</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SQL query</source>
        <translation>SQL-Abfrage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;SQL (read-only; Ctrl+Return runs it):</source>
        <translation>S&amp;QL (nur lesen; Strg+Eingabe führt aus):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R&amp;un</source>
        <translation>A&amp;usführen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the query in the game&apos;s gameplay database (Ctrl+Return).</source>
        <translation>Die Abfrage in der Spieldatenbank (gameplay) ausführen (Strg+Eingabe).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/match/MatchPage.cpp" line="+50"/>
        <source>E&amp;xport CSV…</source>
        <translation>Als CSV e&amp;xportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the rows below as a CSV file for a spreadsheet.</source>
        <translation>Die Zeilen unten als CSV-Datei für eine Tabellenkalkulation speichern.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Query results</source>
        <translation>Abfrageergebnisse</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Connect to a game (Status page) to query its databases.</source>
        <translation>Mit einem Spiel verbinden (Seite Status), um seine Datenbanken abzufragen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This connection is %1: only admin, mod and debug connections may query the game&apos;s databases. Connect as admin to use this tab.</source>
        <translation>Diese Verbindung ist %1: nur Admin-, Mod- und Debug-Verbindungen dürfen die Datenbanken des Spiels abfragen. Als Admin verbinden, um diesen Reiter zu nutzen.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Type a SELECT query into the SQL box first.</source>
        <translation>Zuerst eine SELECT-Abfrage in das SQL-Feld eingeben.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Running the query…</source>
        <translation>Abfrage läuft…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The query did not run.</source>
        <translation>Die Abfrage wurde nicht ausgeführt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game said: %1</source>
        <translation>Das Spiel sagte: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n row(s) shown; there are more: the game stops at %1. Narrow the query (WHERE, LIMIT) to see the rest.</source>
        <translation>
            <numerusform>%n Zeile angezeigt; es gibt mehr: das Spiel hört bei %1 auf. Die Abfrage eingrenzen (WHERE, LIMIT), um den Rest zu sehen.</numerusform>
            <numerusform>%n Zeilen angezeigt; es gibt mehr: das Spiel hört bei %1 auf. Die Abfrage eingrenzen (WHERE, LIMIT), um den Rest zu sehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n row(s).</source>
        <translation>
            <numerusform>%n Zeile.</numerusform>
            <numerusform>%n Zeilen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>query-%1.csv</source>
        <translation>abfrage-%1.csv</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export Query Results</source>
        <translation>Abfrageergebnisse exportieren</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not write %1: %2. Choose another folder.</source>
        <translation>%1 konnte nicht geschrieben werden: %2. Einen anderen Ordner wählen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Query results exported to %1</source>
        <translation>Abfrageergebnisse nach %1 exportiert</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryMatchesTab.cpp" line="+36"/>
        <location filename="../ui/history/HistoryPlayerTab.cpp" line="-3"/>
        <location filename="../ui/history/HistoryReplaysTab.cpp" line="+28"/>
        <location filename="../ui/match/MatchView.cpp" line="+38"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../ui/match/MatchPage.cpp" line="+1"/>
        <source>Save every player&apos;s figures and the chart&apos;s series as a CSV file for a spreadsheet (Ctrl+E).</source>
        <translation>Die Werte jedes Spielers und die Reihen des Diagramms als CSV-Datei für eine Tabellenkalkulation speichern (Strg+E).</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../ui/tournament/RelayGameWindow.cpp" line="+120"/>
        <source>&amp;Players:</source>
        <translation>S&amp;pieler:</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Nothing to export yet: the match has no players. Connect to a game with a match (Status page).</source>
        <translation>Noch nichts zu exportieren: Die Partie hat keine Spieler. Verbinden Sie sich mit einem Spiel, in dem eine Partie läuft (Seite Status).</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>No match yet: connect to a game (Status page).</source>
        <translation>Noch keine Partie: Verbinden Sie sich mit einem Spiel (Seite „Status“).</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../ui/tournament/RelayGameWindow.cpp" line="+71"/>
        <source>%1 · %2 · %3 · %4</source>
        <translation>%1 · %2 · %3 · %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ranked · this view is %1 s behind</source>
        <translation>Gewertet · diese Ansicht ist %1 s verzögert</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/tournament/RelayGameWindow.cpp" line="-83"/>
        <location filename="../ui/tournament/TournamentPage_View.cpp" line="+118"/>
        <source>Ranked</source>
        <translation>Gewertet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a ranked match the game shows observers the match %1 seconds late, so nobody can coach a player from it.</source>
        <translation>In einer gewerteten Partie zeigt das Spiel Beobachtern die Partie mit %1 Sekunden Verzögerung, damit niemand einem Spieler dadurch Tipps geben kann.</translation>
    </message>
    <message>
        <location filename="../ui/match/MatchExporter.cpp" line="+29"/>
        <source>match-%1-%2.csv</source>
        <translation>partie-%1-%2.csv</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Export Match</source>
        <translation>Partie exportieren</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>&amp;Open File</source>
        <translation>Datei ö&amp;ffnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open Fol&amp;der</source>
        <translation>&amp;Ordner öffnen</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryQueryTab.cpp" line="-14"/>
        <location filename="../ui/match/MatchExporter.cpp" line="+35"/>
        <location filename="../ui/tournament/TournamentPage_Actions.cpp" line="+219"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/match/MatchExporter.cpp" line="+7"/>
        <source>The match was not exported.</source>
        <translation>Die Partie wurde nicht exportiert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Match exported to %1</source>
        <translation>Partie exportiert nach %1</translation>
    </message>
    <message>
        <location filename="../ui/match/MatchSettingsDialog.cpp" line="+19"/>
        <source>Match Settings</source>
        <translation>Partieeinstellungen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Spectators may &amp;chat</source>
        <translation>Zuschauer dürfen &amp;chatten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How many times each player may pause the match.</source>
        <translation>Wie oft jeder Spieler die Partie pausieren darf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Apply to the Match</source>
        <translation>Auf die Partie &amp;anwenden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game &amp;speed:</source>
        <translation>Spiel&amp;geschwindigkeit:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pauses per player:</source>
        <translation>&amp;Pausen pro Spieler:</translation>
    </message>
    <message>
        <location filename="../ui/overlays/OverlayPreview.cpp" line="+221"/>
        <source>%1 × %2, shown at %3 %</source>
        <translation>%1 × %2, dargestellt mit %3 %</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>Page console of %1</source>
        <translation>Seitenkonsole von %1</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Copied the OBS URL of %1: paste it into an OBS browser source within %n s.</source>
        <translation>
            <numerusform>OBS-URL von %1 kopiert: Fügen Sie sie innerhalb von %n Sekunde in eine OBS-Browserquelle ein.</numerusform>
            <numerusform>OBS-URL von %1 kopiert: Fügen Sie sie innerhalb von %n Sekunden in eine OBS-Browserquelle ein.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Copied the OBS URL of %1 (it leaves the clipboard again in %n s).</source>
        <translation>
            <numerusform>OBS-URL von %1 kopiert (sie verlässt die Zwischenablage wieder in %n s).</numerusform>
            <numerusform>OBS-URL von %1 kopiert (sie verlässt die Zwischenablage wieder in %n s).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Preview of %1</source>
        <translation>Vorschau von %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The page did not load. Is the tool enabled, and the overlay host running (see the Log page)?</source>
        <translation>Die Seite wurde nicht geladen. Ist das Tool aktiviert und läuft der Overlay-Host (siehe Seite „Protokoll“)?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reloaded %1.</source>
        <translation>%1 neu geladen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 did not load: see its card on the Overlays page.</source>
        <translation>%1 wurde nicht geladen: siehe seine Karte auf der Seite „Overlays“.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The page&apos;s process ended. Press Reload.</source>
        <translation>Der Prozess der Seite wurde beendet. Klicken Sie auf „Neu laden“.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Nothing on screen yet: %1 draws only once there is something to show. It works; until then OBS shows the game through it.</source>
        <translation>Noch nichts zu sehen: %1 zeichnet erst, wenn es etwas zu zeigen gibt. Es funktioniert; bis dahin zeigt OBS das Spiel hindurch.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&amp;Reload</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open in &amp;Browser</source>
        <translation>Im Bro&amp;wser öffnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Renew &amp;Token…</source>
        <translation>&amp;Token erneuern …</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>The old OBS URL stops working at once: every OBS browser source that uses it must get the new URL (drag it to OBS or Copy URL for OBS after this). Do this when the URL was shown on stream or shared by mistake.</source>
        <translation>Die alte OBS-URL funktioniert sofort nicht mehr: Jede OBS-Browserquelle, die sie verwendet, braucht die neue URL (danach in OBS ziehen oder „URL für OBS kopieren“). Tun Sie das, wenn die URL im Stream zu sehen war oder versehentlich weitergegeben wurde.</translation>
    </message>
    <message>
        <location filename="../ui/overlays/ObsUrlBox.cpp" line="+36"/>
        <source>Drag this into OBS&apos;s scene to add the overlay as a browser source: the URL does not go through the clipboard.</source>
        <translation>Ziehen Sie dies in die OBS-Szene, um das Overlay als Browserquelle hinzuzufügen: Die URL geht dabei nicht über die Zwischenablage.</translation>
    </message>
    <message>
        <location filename="../ui/status/OverlaysCard.cpp" line="+11"/>
        <source>Copy URL for OBS</source>
        <translation>URL für OBS kopieren</translation>
    </message>
    <message>
        <location filename="../ui/overlays/ObsUrlBox.cpp" line="+7"/>
        <source>The URL holds the tool&apos;s token: paste it into an OBS browser source, and nowhere you would not paste a password.</source>
        <translation>Die URL enthält das Token des Tools: Fügen Sie sie in eine OBS-Browserquelle ein – und nirgendwo, wo Sie nicht auch ein Passwort einfügen würden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show or hide the URL&apos;s token</source>
        <translation>Das Token der URL zeigen oder verbergen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The overlay&apos;s URL</source>
        <translation>Die URL des Overlays</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>C&amp;opy URL for OBS</source>
        <translation>URL für OBS &amp;kopieren</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+157"/>
        <source>Sho&amp;w URL</source>
        <translation>URL &amp;zeigen</translation>
    </message>
    <message>
        <location line="-150"/>
        <location line="+150"/>
        <source>Hide URL (&amp;W)</source>
        <translation>URL verbergen (&amp;Z)</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Cop&amp;y Again</source>
        <translation>&amp;Erneut kopieren</translation>
    </message>
    <message>
        <location line="+76"/>
        <location line="+18"/>
        <location line="+13"/>
        <source>Something else was copied since: the URL is no longer on the clipboard.</source>
        <translation>Inzwischen wurde etwas anderes kopiert: Die URL ist nicht mehr in der Zwischenablage.</translation>
    </message>
    <message numerus="yes">
        <location line="-23"/>
        <source>Clipboard clears in %n s</source>
        <translation>
            <numerusform>Zwischenablage wird in %n s geleert</numerusform>
            <numerusform>Zwischenablage wird in %n s geleert</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Clipboard cleared: paste no longer gives the URL. Copy it again, or drag it to OBS.</source>
        <translation>Zwischenablage geleert: Einfügen liefert die URL nicht mehr. Kopieren Sie sie erneut oder ziehen Sie sie in OBS.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Token renewed: the old URL, which no longer works, was removed from the clipboard. Copy the new one, or drag it to OBS.</source>
        <translation>Token erneuert: Die alte URL, die nicht mehr funktioniert, wurde aus der Zwischenablage entfernt. Kopieren Sie die neue oder ziehen Sie sie in OBS.</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Drag it into OBS, or copy the URL: the clipboard is cleared again after %n s.</source>
        <translation>
            <numerusform>Ziehen Sie es in OBS oder kopieren Sie die URL: Die Zwischenablage wird nach %n Sekunde wieder geleert.</numerusform>
            <numerusform>Ziehen Sie es in OBS oder kopieren Sie die URL: Die Zwischenablage wird nach %n Sekunden wieder geleert.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-162"/>
        <source>Drag to OBS</source>
        <translation>In OBS ziehen</translation>
    </message>
    <message>
        <location filename="../ui/overlays/OverlayPreview.cpp" line="-53"/>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <location filename="../ui/overlays/ObsUrlBox.cpp" line="+179"/>
        <location filename="../ui/overlays/OverlayPreview.cpp" line="-247"/>
        <source>No URL yet: the preview has not loaded.</source>
        <translation>Noch keine URL: Die Vorschau wurde noch nicht geladen.</translation>
    </message>
    <message>
        <location filename="../ui/overlays/OverlayPreview.cpp" line="+287"/>
        <source>There is no web browser to open it with.</source>
        <translation>Es ist kein Webbrowser vorhanden, mit dem sie geöffnet werden kann.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Renew the token of %1?</source>
        <translation>Token von %1 erneuern?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Renew Token</source>
        <translation>Token erneuern</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>New token for %1: the old OBS URL no longer works. Drag or copy the new one into OBS.</source>
        <translation>Neues Token für %1: Die alte OBS-URL funktioniert nicht mehr. Ziehen oder kopieren Sie die neue in OBS.</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>The page reported %n error(s): see its console below.</source>
        <translation>
            <numerusform>Die Seite hat %n Fehler gemeldet: siehe Konsole unten.</numerusform>
            <numerusform>Die Seite hat %n Fehler gemeldet: siehe Konsole unten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/overlays/OverlaysPage.cpp" line="+2"/>
        <source>Each installed overlay as OBS shows it, live. Copy its URL (or drag it) into an OBS browser source at the size shown.</source>
        <translation>Jedes installierte Overlay live so, wie OBS es anzeigt. Kopieren Sie seine URL (oder ziehen Sie es) in eine OBS-Browserquelle mit der angezeigten Größe.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>No overlay is installed. Install a tool whose entry point is a web page, or add the example overlays that come with the panel (live stats and a kill feed), and its preview appears here.</source>
        <translation>Kein Overlay ist installiert. Installieren Sie ein Werkzeug, dessen Einstiegspunkt eine Webseite ist, oder fügen Sie die Beispiel-Overlays hinzu, die mit dem Panel kommen (Live-Statistik und ein Kill-Feed), und seine Vorschau erscheint hier.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose a Workshop tool package (.icpkg), as File ▸ Install Tool… does.</source>
        <translation>Ein Workshop-Werkzeugpaket (.icpkg) wählen, wie Datei ▸ Werkzeug installieren … es tut.</translation>
    </message>
    <message>
        <location filename="../ui/status/OverlaysCard.cpp" line="+5"/>
        <source>Add the Example Overlays</source>
        <translation>Beispiel-Overlays hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/overlays/OverlaysPage.cpp" line="-4"/>
        <source>&amp;Add the Example Overlays</source>
        <translation>Beispiel-&amp;Overlays hinzufügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Install Overlay…</source>
        <translation>Overlay &amp;installieren …</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The example overlays were not added.</source>
        <translation>Die Beispiel-Overlays wurden nicht hinzugefügt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The example overlays are installed already.</source>
        <translation>Die Beispiel-Overlays sind bereits installiert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added the example overlays (%1). Drag one into OBS, or copy its URL.</source>
        <translation>Beispiel-Overlays hinzugefügt (%1). Ziehen Sie eines in OBS oder kopieren Sie seine URL.</translation>
    </message>
    <message>
        <location filename="../ui/password/PasswordPage.cpp" line="-103"/>
        <source>Password of this profile</source>
        <translation>Passwort dieses Profils</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>ICRP password</source>
        <translation>ICRP-Passwort</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+138"/>
        <source>No password stored</source>
        <translation>Kein Passwort gespeichert</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Changed — not saved yet.</source>
        <translation>Geändert – noch nicht gespeichert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show or hide the password</source>
        <translation>Passwort anzeigen oder verbergen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Copy the password</source>
        <translation>Passwort kopieren</translation>
    </message>
    <message>
        <location filename="../ui/connectinfo/ConnectInfoPage.cpp" line="-196"/>
        <location line="+168"/>
        <location filename="../ui/password/PasswordPage.cpp" line="-11"/>
        <location line="+195"/>
        <source>Sho&amp;w</source>
        <translation>Anzei&amp;gen</translation>
    </message>
    <message>
        <location line="-143"/>
        <location filename="../ui/password/PasswordPage.cpp" line="-186"/>
        <source>C&amp;opy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location filename="../ui/password/PasswordPage.cpp" line="+43"/>
        <source>Password status</source>
        <translation>Passwortstatus</translation>
    </message>
    <message>
        <location line="-139"/>
        <location line="+8"/>
        <source>Reset the game&apos;s password</source>
        <translation>Passwort des Spiels zurücksetzen</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>What Reset will do</source>
        <translation>Was „Zurücksetzen“ bewirkt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Reset Password…</source>
        <translation>Passwort &amp;zurücksetzen…</translation>
    </message>
    <message numerus="yes">
        <location line="+97"/>
        <source>Copied the password; it leaves the clipboard again in %n s.</source>
        <translation>
            <numerusform>Passwort kopiert; es verlässt die Zwischenablage wieder in %n s.</numerusform>
            <numerusform>Passwort kopiert; es verlässt die Zwischenablage wieder in %n s.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Save and Connect</source>
        <translation>Speichern &amp;und verbinden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connect with this password and keep it if the game accepts it</source>
        <translation>Mit diesem Passwort verbinden und es behalten, wenn das Spiel es annimmt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connects with this password (when you changed the game&apos;s password yourself) and keeps it in the keychain once the game accepts it; a password the game refuses is not kept</source>
        <translation>Verbindet sich mit diesem Passwort (wenn Sie das Passwort des Spiels selbst geändert haben) und legt es im Schlüsselbund ab, sobald das Spiel es annimmt; ein Passwort, das das Spiel ablehnt, wird nicht behalten</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Find the password in the game&apos;s config file</source>
        <translation>Das Passwort in der Konfigurationsdatei des Spiels finden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads the password from the game&apos;s config.toml ([remote] password; the game makes one there when remote access is first turned on) and connects with it; it is kept in the keychain once the game accepts it</source>
        <translation>Liest das Passwort aus der config.toml des Spiels ([remote] password; das Spiel legt dort eines an, wenn der Fernzugriff zum ersten Mal eingeschaltet wird) und verbindet sich damit; es wird im Schlüsselbund gespeichert, sobald das Spiel es annimmt</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>No profile in use yet.</source>
        <translation>Noch kein Profil in Verwendung.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The game refused the last one: type the right password</source>
        <translation>Das Spiel hat das letzte abgelehnt: Geben Sie das richtige Passwort ein</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No password is stored for this profile: the game refused the one typed last. Type the right one above (Save and Connect becomes available), or reset it.</source>
        <translation>Für dieses Profil ist kein Passwort gespeichert: Das Spiel hat das zuletzt eingegebene abgelehnt. Geben Sie oben das richtige ein („Speichern und verbinden“ wird verfügbar) oder setzen Sie es zurück.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game refused this password. Type the right one (Save and Connect becomes available), or reset it.</source>
        <translation>Das Spiel hat dieses Passwort abgelehnt. Geben Sie das richtige ein („Speichern und verbinden“ wird verfügbar) oder setzen Sie es zurück.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is not answering now. The last time it answered, it refused this password: type the right one (Save and Connect becomes available), or reset it.</source>
        <translation>Das Spiel antwortet gerade nicht. Als es zuletzt antwortete, hat es dieses Passwort abgewiesen: Geben Sie das richtige ein (dann ist „Speichern und verbinden“ verfügbar) oder setzen Sie es zurück.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not stored yet: kept once the game accepts it.</source>
        <translation>Noch nicht gespeichert: wird gespeichert, sobald das Spiel es annimmt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stored in the keychain.</source>
        <translation>Im Schlüsselbund gespeichert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No password is stored for this profile.</source>
        <translation>Für dieses Profil ist kein Passwort gespeichert.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+168"/>
        <source>Not kept yet: waiting for the game to accept it.</source>
        <translation>Noch nicht gespeichert: Warte, bis das Spiel es annimmt.</translation>
    </message>
    <message>
        <location line="-167"/>
        <source>Connecting with this password… It is kept once the game accepts it.</source>
        <translation>Verbinde mit diesem Passwort… Es wird gespeichert, sobald das Spiel es annimmt.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The game refused the password in %1: it may read another config.toml. Choose the file the game reads; the password kept before is unchanged.</source>
        <translation>Das Spiel hat das Passwort aus %1 abgelehnt: Es liest vielleicht eine andere config.toml. Wählen Sie die Datei, die das Spiel liest; das bisher gespeicherte Passwort bleibt unverändert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refused the password found in its config file.</source>
        <translation>Das Spiel hat das in seiner Konfigurationsdatei gefundene Passwort abgelehnt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refused this password too: type the right one, or reset it.</source>
        <translation>Das Spiel hat auch dieses Passwort abgelehnt: Geben Sie das richtige ein oder setzen Sie es zurück.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game refused this password; the one kept before is unchanged.</source>
        <translation>Das Spiel hat dieses Passwort abgelehnt; das bisher gespeicherte bleibt unverändert.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The game refused this password and the one kept before too. Type the right one, or reset the password.</source>
        <translation>Das Spiel hat dieses Passwort und auch das zuvor gespeicherte abgewiesen. Geben Sie das richtige ein oder setzen Sie das Passwort zurück.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game accepted the password; it is kept in the keychain.</source>
        <translation>Das Spiel hat das Passwort angenommen; es ist im Schlüsselbund gespeichert.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+51"/>
        <source>The game&apos;s config folder</source>
        <translation>Der Konfigurationsordner des Spiels</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Cop&amp;y Path</source>
        <translation>Pfad &amp;kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the config folder&apos;s path</source>
        <translation>Den Pfad des Konfigurationsordners kopieren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copied the path %1.</source>
        <translation>Pfad %1 kopiert.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Resetting the password…</source>
        <translation>Passwort wird zurückgesetzt…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The panel is connected as admin: Reset asks the game for a new password, keeps it in the keychain and reconnects. Tools and overlays keep working through the panel.</source>
        <translation>Das Panel ist als Admin verbunden: Zurücksetzen lässt das Spiel ein neues Passwort erzeugen, legt es im Schlüsselbund ab und verbindet sich neu. Tools und Overlays arbeiten über das Panel weiter.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lost the password? Reset writes a new strong password into the game&apos;s config.toml. The game keeps it in the folder below once it has run for this user, and that folder is not there yet: you choose the file (a server may keep it in its own folder). Only the password changes; the panel keeps it in the keychain and connects with it as soon as the game runs.</source>
        <translation>Passwort verloren? „Zurücksetzen“ schreibt ein neues starkes Passwort in die config.toml des Spiels. Das Spiel legt sie im Ordner unten an, sobald es für diesen Benutzer gelaufen ist, und diesen Ordner gibt es noch nicht: Sie wählen die Datei (ein Server kann sie in einem eigenen Ordner haben). Nur das Passwort ändert sich; das Panel bewahrt es im Schlüsselbund auf und verbindet sich damit, sobald das Spiel läuft.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Lost the password? Reset writes a new strong password into the game&apos;s config.toml: the file below, which you chose last (you can choose another). Only the password changes; the panel keeps it in the keychain and connects with it as soon as the game runs.</source>
        <translation>Passwort verloren? Zurücksetzen schreibt ein neues starkes Passwort in die config.toml des Spiels: die Datei unten, die Sie zuletzt gewählt haben (Sie können eine andere wählen). Nur das Passwort ändert sich; das Panel speichert es im Schlüsselbund und verbindet sich damit, sobald das Spiel läuft.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game&apos;s config file</source>
        <translation>Die Konfigurationsdatei des Spiels</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No password was read.</source>
        <translation>Es wurde kein Passwort gelesen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No password found: the page says why.</source>
        <translation>Kein Passwort gefunden: Die Seite sagt, warum.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Found the password in %1; connecting with it… It is kept once the game accepts it.</source>
        <translation>Passwort in %1 gefunden; Verbindung wird hergestellt… Es wird gespeichert, sobald das Spiel es annimmt.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>&amp;Reset Password</source>
        <translation>Passwort &amp;zurücksetzen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Try &amp;Again…</source>
        <translation>&amp;Erneut versuchen…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Password changed; the panel is reconnecting with it…</source>
        <translation>Passwort geändert; das Panel verbindet sich damit neu…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>New password written into the game&apos;s config file.</source>
        <translation>Neues Passwort in die Konfigurationsdatei des Spiels geschrieben.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game refuses the new password: restart it so it reads its config file, or reset again (Password page).</source>
        <translation>Das Spiel lehnt das neue Passwort ab: Starten Sie es neu, damit es seine Konfigurationsdatei liest, oder setzen Sie es erneut zurück (Seite Passwort).</translation>
    </message>
    <message>
        <location line="-282"/>
        <location line="+137"/>
        <location line="+144"/>
        <source>Choose &amp;Another File…</source>
        <translation>&amp;Andere Datei wählen…</translation>
    </message>
    <message>
        <location filename="../ui/connectinfo/ConnectInfoPage.cpp" line="+143"/>
        <location filename="../ui/password/PasswordPage.cpp" line="-312"/>
        <source>Hide (&amp;W)</source>
        <translation>Verber&amp;gen</translation>
    </message>
    <message>
        <location filename="../ui/password/PasswordPage.cpp" line="+344"/>
        <source>A lost password can still be reset offline: Reset Password… below writes a new one into the game&apos;s config.toml.</source>
        <translation>Ein verlorenes Passwort lässt sich trotzdem offline zurücksetzen: „Passwort zurücksetzen…“ unten schreibt ein neues in die config.toml des Spiels.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing answers at %1, so the password cannot be checked now. %2</source>
        <translation>Unter %1 antwortet nichts, daher kann das Passwort jetzt nicht geprüft werden. %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot be reached now, so the password cannot be checked (the Status page says why). %2</source>
        <translation>%1 ist gerade nicht erreichbar, daher kann das Passwort nicht geprüft werden (die Seite „Status“ nennt den Grund). %2</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 The password kept before is unchanged.</source>
        <translation>%1 Das bisher gespeicherte Passwort bleibt unverändert.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Reconnected to %1 with the kept password.</source>
        <translation>Wieder mit %1 verbunden, mit dem gespeicherten Passwort.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Password changed; the panel reconnected with it.</source>
        <translation>Passwort geändert; das Panel hat sich damit neu verbunden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password changed; the panel connected with it.</source>
        <translation>Passwort geändert; das Panel hat sich damit verbunden.</translation>
    </message>
    <message>
        <location filename="../ui/password/GameConfigLocation.cpp" line="+63"/>
        <source>IC configuration (config.toml);;TOML files (*.toml);;All files (*)</source>
        <translation>IC-Konfiguration (config.toml);;TOML-Dateien (*.toml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/password/PasswordPage.cpp" line="-754"/>
        <source>The game refused the new password; still connected with the kept one.</source>
        <translation>Das Spiel hat das neue Passwort abgelehnt; weiterhin mit dem gespeicherten verbunden.</translation>
    </message>
    <message>
        <location line="+427"/>
        <source>Lost the password? Reset writes a new strong password into the game&apos;s config.toml, which the game keeps in the folder below (a server may keep it in its own folder: you choose the file). Only the password changes; the panel keeps it in the keychain and connects with it as soon as the game runs.</source>
        <translation>Passwort verloren? Zurücksetzen schreibt ein neues starkes Passwort in die config.toml des Spiels, die das Spiel im Ordner darunter aufbewahrt (ein Server kann sie in seinem eigenen Ordner haben: Sie wählen die Datei). Nur das Passwort ändert sich; das Panel bewahrt es im Schlüsselbund auf und verbindet sich damit, sobald das Spiel läuft.</translation>
    </message>
    <message>
        <location filename="../ui/password/GameConfigLocation.cpp" line="-1"/>
        <source>Choose the Game&apos;s config.toml</source>
        <translation>config.toml des Spiels wählen</translation>
    </message>
    <message>
        <location filename="../ui/password/PasswordPage.cpp" line="+92"/>
        <location line="+7"/>
        <source>Nothing was reset.</source>
        <translation>Es wurde nichts zurückgesetzt.</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+5"/>
        <source>Reset Password</source>
        <translation>Passwort zurücksetzen</translation>
    </message>
    <message>
        <location filename="../ui/prompts/PermissionPrompt.cpp" line="+63"/>
        <source>An unknown program wants to use the game</source>
        <translation>Ein unbekanntes Programm möchte das Spiel verwenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 asks for more than you gave it</source>
        <translation>%1 verlangt mehr, als Sie ihm erlaubt haben</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>A program that calls itself &lt;b&gt;“%1”&lt;/b&gt; connected from %2 to IC Control Panel&apos;s gateway. It is not an installed tool: anything on this computer can give itself that name.</source>
        <translation>Ein Programm, das sich &lt;b&gt;„%1“&lt;/b&gt; nennt, hat sich von %2 aus mit dem Gateway von IC Control Panel verbunden. Es ist kein installiertes Tool: Jedes Programm auf diesem Computer kann sich diesen Namen geben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The installed tool &lt;b&gt;%1&lt;/b&gt; (%2)%3 has:%4</source>
        <translation>Das installierte Tool &lt;b&gt;%1&lt;/b&gt; (%2)%3 hat:%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, from its page %1</source>
        <translation>, von seiner Seite %1 aus,</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>It asks for:</source>
        <translation>Es verlangt:</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+34"/>
        <source>It will not get:</source>
        <translation>Es bekommt nicht:</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>An AI assistant (MCP) wants to read your matches</source>
        <translation>Ein KI-Assistent (MCP) möchte Ihre Matches lesen</translation>
    </message>
    <message>
        <location filename="../ui/tools/TierRisk.cpp" line="+28"/>
        <source>The live match as an observer sees it: your side&apos;s fog of war, and in ranked matches the observer delay</source>
        <translation>Das laufende Match, wie ein Beobachter es sieht: der Nebel des Krieges Ihrer Seite, in Ranglisten-Matches mit der Beobachter-Verzögerung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The live match at the %1 tier</source>
        <translation>Das laufende Match auf der Stufe %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match history: every finished match, its players and figures</source>
        <translation>Die Match-Historie: jedes beendete Match, seine Spieler und Zahlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replays of finished matches</source>
        <translation>Replays beendeter Matches</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players&apos; styles, from their careers</source>
        <translation>Spielstile der Spieler, aus ihren Laufbahnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unit stats</source>
        <translation>Einheitenwerte</translation>
    </message>
    <message>
        <location filename="../ui/prompts/PermissionPrompt.cpp" line="+11"/>
        <source>An AI assistant&apos;s MCP client that gave no name</source>
        <translation>Der MCP-Client eines KI-Assistenten, der keinen Namen angab</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An AI assistant&apos;s MCP client that calls itself &lt;b&gt;“%1”&lt;/b&gt;</source>
        <translation>Der MCP-Client eines KI-Assistenten, der sich &lt;b&gt;„%1“&lt;/b&gt; nennt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 started IC Control Panel&apos;s MCP server (ic-tool mcp), which connected from %2 to the panel&apos;s gateway. It is not an installed tool: anything on this computer can give itself that name.</source>
        <translation>%1 hat den MCP-Server von IC Control Panel (ic-tool mcp) gestartet, der sich von %2 aus mit dem Gateway des Panels verbunden hat. Er ist kein installiertes Tool: Jedes Programm auf diesem Computer kann sich so nennen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI model will be able to read (read-only):</source>
        <translation>Das KI-Modell kann lesen (nur lesend):</translation>
    </message>
    <message>
        <location filename="../ui/tools/TierRisk.cpp" line="+5"/>
        <source>The game&apos;s password, the panel&apos;s tokens</source>
        <translation>Das Passwort des Spiels, die Token des Panels</translation>
    </message>
    <message>
        <location filename="../ui/prompts/PermissionPrompt.cpp" line="+48"/>
        <source>IC Control Panel: allow?</source>
        <translation>IC Control Panel: erlauben?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Allow &amp;Once</source>
        <translation>&amp;Einmal erlauben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Always Allow</source>
        <translation>&amp;Immer erlauben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deny</source>
        <translation>&amp;Ablehnen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keep it: it is not asked again; revoke it on the Tools page.</source>
        <translation>Dauerhaft behalten: Es wird nicht erneut gefragt; widerrufen können Sie dies auf der Seite „Tools“.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Admin and mod access do not mix: this can be allowed once.</source>
        <translation>Admin- und Mod-Zugriff lassen sich nicht kombinieren: Dies kann nur einmal erlaubt werden.</translation>
    </message>
    <message numerus="yes">
        <location line="+56"/>
        <source>Denied by itself in %n s unless you answer.</source>
        <translation>
            <numerusform>Wird in %n Sekunde automatisch abgelehnt, wenn Sie nicht antworten.</numerusform>
            <numerusform>Wird in %n Sekunden automatisch abgelehnt, wenn Sie nicht antworten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/prompts/PromptPresenter.cpp" line="+45"/>
        <source>Allowed once: %1</source>
        <translation>Einmal erlaubt: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allowed always: %1</source>
        <translation>Dauerhaft erlaubt: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Denied: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Allowed %1 once: for this connection only.</source>
        <translation>%1 einmal erlaubt: nur für diese Verbindung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Allowed %1 from now on: the Tools page lists it.</source>
        <translation>%1 ab jetzt erlaubt: die Seite „Tools“ führt es auf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allowed %1 from now on: the Tools page shows what it may do.</source>
        <translation>%1 ab jetzt erlaubt: die Seite „Tools“ zeigt, was es darf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refused %1: it may not reach the game.</source>
        <translation>%1 abgelehnt: es darf nicht auf das Spiel zugreifen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refused %1 more: it keeps what it was allowed before.</source>
        <translation>Mehr für %1 abgelehnt: es behält, was es vorher durfte.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Asking: %1</source>
        <translation>Rückfrage: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>IC Control Panel waits for your answer.</source>
        <translation>IC Control Panel wartet auf Ihre Antwort.</translation>
    </message>
    <message>
        <location filename="../ui/settings/SettingsDialog.cpp" line="-37"/>
        <location line="+1"/>
        <location line="+77"/>
        <location line="+12"/>
        <location line="+13"/>
        <location filename="../ui/status/NeedsYouCard.cpp" line="-92"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../ui/status/GameCard.cpp" line="-173"/>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location filename="../ui/settings/SettingsDialog.cpp" line="-69"/>
        <source>Game URL</source>
        <translation>Spiel-URL</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Connect when the panel starts</source>
        <translation>Beim Start des Panels verbinden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>T&amp;ier:</source>
        <translation>S&amp;tufe:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show an icon in the system &amp;tray</source>
        <translation>Symbol im &amp;Infobereich anzeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show an icon in the system tray</source>
        <translation>Symbol im Infobereich anzeigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Notify when the panel connects, disconnects or is refused</source>
        <translation>&amp;Benachrichtigen, wenn das Panel sich verbindet, getrennt oder abgewiesen wird</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show notifications</source>
        <translation>Benachrichtigungen anzeigen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;%1&quot; is not a game address. Write it like %2.</source>
        <translation>„%1“ ist keine Spieladresse. Schreiben Sie sie in der Form %2.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The panel speaks the new language from its next start. Quit it (File → Quit) and start it again.</source>
        <translation>Das Panel verwendet die neue Sprache ab dem nächsten Start. Beenden Sie es (Datei → Beenden) und starten Sie es erneut.</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>This game (profile: %1)</source>
        <translation>Dieses Spiel (Profil: %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game (none chosen yet: use Connect…)</source>
        <translation>Dieses Spiel (noch keins gewählt: Verbinden… benutzen)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Connect &amp;when the panel starts</source>
        <translation>Beim Start des Panels &amp;verbinden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Game URL:</source>
        <translation>Spiel-&amp;URL:</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Colour scheme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the desktop prefers</source>
        <translation>Wie die Arbeitsumgebung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The system&apos;s (%1)</source>
        <translation>Die des Systems (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A new language is used from the next start.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Colour scheme:</source>
        <translation>&amp;Farbschema:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../ui/status/GameCard.cpp" line="-72"/>
        <source>What to do next</source>
        <translation>Wie es weitergeht</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Reconnect to the game</source>
        <translation>Erneut mit dem Spiel verbinden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connect to the game again with the stored password (Ctrl+R)</source>
        <translation>Mit dem gespeicherten Passwort erneut mit dem Spiel verbinden (Ctrl+R)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reconnecting to %1…</source>
        <translation>Verbinde erneut mit %1 …</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Disconnect from the game</source>
        <translation>Vom Spiel trennen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Disconnected from %1. The panel stays disconnected until you reconnect.</source>
        <translation>Von %1 getrennt. Das Panel bleibt getrennt, bis Sie erneut verbinden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What helps now</source>
        <translation>Was jetzt hilft</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ICRP</source>
        <translation>ICRP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tier</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Reaching the game…</source>
        <translation>Verbindung zum Spiel wird hergestellt…</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Round trip</source>
        <translation>Antwortzeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Disconnected. Press Reconnect (Ctrl+R) to connect again.</source>
        <translation>Getrennt. Drücken Sie „Neu verbinden“ (Strg+R), um wieder zu verbinden.</translation>
    </message>
    <message>
        <location filename="../ui/password/PasswordPage.cpp" line="+41"/>
        <location line="+79"/>
        <location filename="../ui/status/GameCard.cpp" line="+18"/>
        <source>Retry &amp;Now</source>
        <translation>&amp;Jetzt erneut versuchen</translation>
    </message>
    <message>
        <location filename="../ui/status/GameCard.cpp" line="+24"/>
        <source>Reconnected to %1.</source>
        <translation>Wieder verbunden mit %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reconnect failed: %1</source>
        <translation>Neu verbinden fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Not connected. Press Reconnect (Ctrl+R) to connect to %1, or choose another game with Connection ▸ Connect… (Ctrl+K).</source>
        <translation>Nicht verbunden. Drücken Sie „Neu verbinden“ (Strg+R), um mit %1 zu verbinden, oder wählen Sie mit Verbindung ▸ Verbinden… (Strg+K) ein anderes Spiel.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The game quit. The panel connects again as soon as it is back.</source>
        <translation>Das Spiel wurde beendet. Das Panel verbindet sich erneut, sobald es wieder erreichbar ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game did not answer in time. The panel keeps trying.</source>
        <translation>Das Spiel hat nicht rechtzeitig geantwortet. Das Panel versucht es weiter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is full: it takes no more connections. Close a tool you do not need (or raise [remote] max_connections); the panel keeps trying.</source>
        <translation>Das Spiel ist voll: Es nimmt keine weiteren Verbindungen an. Schließen Sie ein Tool, das Sie nicht brauchen (oder erhöhen Sie [remote] max_connections); das Panel versucht es weiter.</translation>
    </message>
    <message>
        <location line="-141"/>
        <location line="+145"/>
        <source>Open &amp;Password Page</source>
        <translation>Seite „&amp;Passwort“ öffnen</translation>
    </message>
    <message>
        <location line="-178"/>
        <source>&lt; 1 ms</source>
        <translation>&lt; 1 ms</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Connect to a Ga&amp;me…</source>
        <translation>&amp;Mit einem Spiel verbinden…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The game&apos;s password is needed: type it in the window that asks for it, or on the Password page.</source>
        <translation>Das Passwort des Spiels wird benötigt: Geben Sie es im Fenster ein, das danach fragt, oder auf der Seite „Passwort“.</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Game not reachable</source>
        <translation>Spiel nicht erreichbar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not connected. Choose a saved game in the Game box above (Alt+G), or add one with Connection ▸ Connect… (Ctrl+K).</source>
        <translation>Nicht verbunden. Wählen Sie oben im Feld „Spiel“ (Alt+S) ein gespeichertes Spiel oder fügen Sie mit Verbindung ▸ Verbinden… (Strg+K) eines hinzu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No game chosen yet. Start the game with its remote API on, then add it with Connection ▸ Connect… (Ctrl+K).</source>
        <translation>Noch kein Spiel gewählt. Starten Sie das Spiel mit eingeschalteter Remote-API und fügen Sie es dann mit Verbindung ▸ Verbinden … (Strg+K) hinzu.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The game quit, and nothing answers at %1 yet. The panel connects again as soon as it is back.</source>
        <translation>Das Spiel wurde beendet, und unter %1 antwortet noch nichts. Das Panel verbindet sich erneut, sobald es wieder erreichbar ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Check the &amp;Address…</source>
        <translation>&amp;Adresse prüfen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing answers at %1: the game is not running, its remote API is off ([remote] enabled in its config.toml), or the address is wrong (check the port). The panel connects as soon as the game answers.</source>
        <translation>Unter %1 antwortet nichts: Das Spiel läuft nicht, seine Remote-API ist aus ([remote] enabled in seiner config.toml) oder die Adresse ist falsch (prüfen Sie den Port). Das Panel verbindet sich, sobald das Spiel antwortet.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Enter the right password on the Password page, or reset it there, then reconnect.</source>
        <translation>Geben Sie auf der Seite „Passwort“ das richtige Passwort ein oder setzen Sie es dort zurück, und verbinden Sie sich dann erneut.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ended this session: it was kicked, or the game&apos;s password was reset. The panel does not reconnect on its own: press Reconnect when you are ready.</source>
        <translation>Das Spiel hat diese Sitzung beendet: Sie wurde hinausgeworfen, oder das Passwort des Spiels wurde zurückgesetzt. Das Panel verbindet sich nicht von selbst neu: Klicken Sie auf „Erneut verbinden“, wenn Sie bereit sind.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game speaks another version of ICRP than this panel. Update the panel or the game.</source>
        <translation>Das Spiel verwendet eine andere ICRP-Version als dieses Panel. Aktualisieren Sie das Panel oder das Spiel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Settings</source>
        <translation>&amp;Einstellungen öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game does not grant the tier this profile asks for. Choose another tier in Settings, or allow it in the game&apos;s config.toml.</source>
        <translation>Das Spiel gewährt die Stufe nicht, die dieses Profil anfordert. Wählen Sie in den Einstellungen eine andere Stufe oder erlauben Sie sie in der config.toml des Spiels.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The connection ended unexpectedly. The panel keeps trying; the Log page has the details.</source>
        <translation>Die Verbindung wurde unerwartet beendet. Das Panel versucht es weiter; Details finden Sie auf der Seite „Protokoll“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The connection was lost; the panel tries again on its own.</source>
        <translation>Die Verbindung wurde unterbrochen; das Panel versucht es selbstständig erneut.</translation>
    </message>
    <message>
        <location line="-199"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>%1 (tick %2)</source>
        <translation>%1 (Tick %2)</translation>
    </message>
    <message>
        <location filename="../ui/tools/InstallDialog.cpp" line="+137"/>
        <location line="+3"/>
        <source>What changes</source>
        <translation>Was sich ändert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This update asks for more than you granted to version %1. Choosing Update grants it what is listed below.</source>
        <translation>Dieses Update verlangt mehr, als Sie Version %1 gewährt haben. Mit „Aktualisieren“ gewähren Sie ihm, was unten aufgeführt ist.</translation>
    </message>
    <message>
        <location filename="../ui/tools/ToolSummaryParts.cpp" line="+118"/>
        <location line="+3"/>
        <source>This tool requests</source>
        <translation>Dieses Tool verlangt</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Unverified author: %1</source>
        <translation>Nicht überprüfter Autor: %1</translation>
    </message>
    <message>
        <location filename="../ui/tools/InstallDialog.cpp" line="-97"/>
        <source>Update Tool</source>
        <translation>Tool aktualisieren</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Update %1 to %2?</source>
        <translation>%1 auf %2 aktualisieren?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install %1?</source>
        <translation>%1 installieren?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <location filename="../ui/tools/ToolSummaryParts.cpp" line="+3"/>
        <source>The package names its author itself and packages are not signed, so the panel cannot check who made it.</source>
        <translation>Das Paket nennt seinen Autor selbst, und Pakete sind nicht signiert; das Panel kann also nicht prüfen, wer es gemacht hat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package names its author itself; packages are not signed.</source>
        <translation>Das Paket nennt seinen Autor selbst; Pakete sind nicht signiert.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+5"/>
        <location line="+22"/>
        <location line="+5"/>
        <source>Will not get</source>
        <translation>Bekommt nicht</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>The AI model can read (read-only)</source>
        <translation>Das KI-Modell kann lesen (nur lesend)</translation>
    </message>
    <message>
        <location filename="../ui/tools/InstallDialog.cpp" line="+49"/>
        <source>&amp;Update and Allow %1</source>
        <comment>beside Cancel: not Cancel&apos;s letter</comment>
        <translation>A&amp;ktualisieren und %1 erlauben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Update</source>
        <comment>beside Cancel: not Cancel&apos;s letter</comment>
        <translation>A&amp;ktualisieren</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Install</source>
        <translation>&amp;Installieren</translation>
    </message>
    <message>
        <location filename="../ui/connectors/Oa1RemoteBashView.cpp" line="+72"/>
        <source>Output of the remote commands</source>
        <translation>Ausgabe der entfernten Befehle</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each command and its output show here, control characters escaped.</source>
        <translation>Jeder Befehl und seine Ausgabe erscheinen hier, Steuerzeichen maskiert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shell command to run on the remote machine</source>
        <translation>Shell-Befehl, der auf dem entfernten Rechner ausgeführt wird</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A shell command, such as uname -a</source>
        <translation>Ein Shell-Befehl, etwa uname -a</translation>
    </message>
    <message>
        <location filename="../ui/common/MessageBox.cpp" line="+143"/>
        <location filename="../ui/connectors/Oa1RemoteBashView.cpp" line="+4"/>
        <location filename="../ui/tools/InstallDialog.cpp" line="+7"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/connectors/Oa1RemoteBashView.cpp" line="+13"/>
        <source>RemoteBash session</source>
        <translation>RemoteBash-Sitzung</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Commands go to %1 in %2, not seen in the channel yet.</source>
        <translation>Befehle gehen an %1 in %2, noch nicht im Kanal gesehen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Commands you run here run on another machine: the one behind %1.</source>
        <translation>Befehle, die Sie hier ausführen, laufen auf einem anderen Rechner: dem hinter %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (user and host not known yet)</source>
        <translation>%1 (Benutzer und Host noch unbekannt)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run commands on another machine</source>
        <translation>Befehle auf einem anderen Rechner ausführen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run commands on %1?

Whatever you type is run as a shell command on that machine, with the rights of whoever runs it there. IRC nicks are not authenticated: make sure this is the machine you mean.</source>
        <translation>Befehle auf %1 ausführen?

Alles, was Sie eingeben, wird als Shell-Befehl auf diesem Rechner ausgeführt, mit den Rechten dessen, der die Gegenseite dort betreibt. IRC-Nicks sind nicht authentifiziert: Vergewissern Sie sich, dass dies der gemeinte Rechner ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Run commands</source>
        <translation>Befehle &amp;ausführen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Nothing was run.</source>
        <translation>Nichts wurde ausgeführt.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>[finished; output truncated at the size limit]
</source>
        <translation>[fertig; Ausgabe an der Größengrenze abgeschnitten]
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[finished]
</source>
        <translation>[fertig]
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote command finished: %1</source>
        <translation>Entfernter Befehl fertig: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>[ended: %1]
</source>
        <translation>[beendet: %1]
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote command ended: %1</source>
        <translation>Entfernter Befehl beendet: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The remote command failed: %1</source>
        <translation>Der entfernte Befehl ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../ui/tools/InstallDialog.cpp" line="+3"/>
        <source>View &amp;Source</source>
        <translation>&amp;Quelltext anzeigen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Screenshot %1</source>
        <translation>Screenshot %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(screenshot %1 cannot be shown)</source>
        <translation>(Screenshot %1 kann nicht angezeigt werden)</translation>
    </message>
    <message>
        <location filename="../ui/tools/SourceViewDialog.cpp" line="+23"/>
        <location line="+1"/>
        <source>Package Files</source>
        <translation>Paketdateien</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Files in the package</source>
        <translation>Dateien im Paket</translation>
    </message>
    <message>
        <location filename="../ui/tools/MarkdownView.cpp" line="+14"/>
        <location filename="../ui/tools/SourceViewDialog.cpp" line="+7"/>
        <source>File contents</source>
        <translation>Dateiinhalt</translation>
    </message>
    <message>
        <location filename="../ui/tools/SourceViewDialog.cpp" line="+40"/>
        <source>This file cannot be shown: %1</source>
        <translation>Diese Datei kann nicht angezeigt werden: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 is a binary file (%n bytes); it is not shown as text.</source>
        <translation>
            <numerusform>%1 ist eine Binärdatei (%n Byte); sie wird nicht als Text angezeigt.</numerusform>
            <numerusform>%1 ist eine Binärdatei (%n Bytes); sie wird nicht als Text angezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tools/ToolsPage.cpp" line="-19"/>
        <source>Workshop tools installed in this panel. Drop a .icpkg file on the window or use Install Tool… to add one; you see what it asks for before anything is written.</source>
        <translation>In diesem Panel installierte Workshop-Tools. Um eines hinzuzufügen, ziehen Sie eine .icpkg-Datei auf das Fenster oder verwenden Sie „Tool installieren…“; Sie sehen, was es verlangt, bevor etwas geschrieben wird.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Installed tools</source>
        <translation>Installierte Tools</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool</source>
        <translation>Tool</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enabled</source>
        <translation>Aktiviert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Access</source>
        <translation>Zugriff</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+319"/>
        <source>&amp;Approve Update…</source>
        <translation>Update &amp;genehmigen…</translation>
    </message>
    <message>
        <location line="-317"/>
        <location line="+250"/>
        <location line="+65"/>
        <source>&amp;Disable</source>
        <translation>Deak&amp;tivieren</translation>
    </message>
    <message>
        <location line="-313"/>
        <location line="+318"/>
        <source>&amp;Uninstall…</source>
        <translation>Deinstalli&amp;eren…</translation>
    </message>
    <message>
        <location line="-316"/>
        <location line="+323"/>
        <source>&amp;Restart</source>
        <translation>&amp;Neu starten</translation>
    </message>
    <message>
        <location line="-321"/>
        <source>Start the selected program afresh (also after it failed)</source>
        <translation>Das ausgewählte Programm neu starten (auch nach einem Fehler)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+323"/>
        <source>S&amp;top</source>
        <translation>Anha&amp;lten</translation>
    </message>
    <message>
        <location line="-321"/>
        <source>Stop the selected program until you restart it</source>
        <translation>Das ausgewählte Programm anhalten, bis Sie es neu starten</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>No tools are installed yet. To add one, choose File → Install Tool… (or Install Tool… below), or drop a .icpkg file on this window. You see what a tool asks for before anything is written.</source>
        <translation>Es sind noch keine Tools installiert. Um eines hinzuzufügen, wählen Sie Datei → Tool installieren… (oder unten „Tool installieren…“) oder ziehen Sie eine .icpkg-Datei auf dieses Fenster. Sie sehen, was ein Tool verlangt, bevor etwas geschrieben wird.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryTeamColorProxy.cpp" line="+61"/>
        <location filename="../ui/tools/ToolsPage.cpp" line="+0"/>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../ui/tools/ToolsPage.cpp" line="+60"/>
        <source>Needs approval: version %1 waits</source>
        <translation>Genehmigung nötig: Version %1 wartet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A program you allowed</source>
        <translation>Ein von Ihnen erlaubtes Programm</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Has more than its package asks for (allowed later)</source>
        <translation>Hat mehr, als sein Paket verlangt (später erlaubt)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Overlay — disabled</source>
        <translation>Overlay — deaktiviert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Overlay</source>
        <translation>Overlay</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>&amp;Enable</source>
        <translation>A&amp;ktivieren</translation>
    </message>
    <message>
        <location line="-51"/>
        <location line="+1"/>
        <source>Restarted %1.</source>
        <translation>%1 neu gestartet.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+1"/>
        <source>Stopped %1 until you restart it.</source>
        <translation>%1 angehalten, bis Sie es neu starten.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 goes back to what its package asks for; what you allowed it in a prompt (Always) is taken back, and its connections end now.</source>
        <translation>%1 erhält wieder nur, was sein Paket verlangt; was Sie ihm in einer Rückfrage erlaubt haben („Immer erlauben“), wird zurückgenommen, und seine Verbindungen werden sofort beendet.</translation>
    </message>
    <message>
        <location filename="../ui/tools/ToolSummaryParts.cpp" line="-37"/>
        <source>Comes with IC Control Panel</source>
        <translation>Wird mit IC Control Panel geliefert</translation>
    </message>
    <message>
        <location filename="../ui/tools/ToolDetailsDialog.cpp" line="+38"/>
        <source>Tool Details</source>
        <translation>Tool-Details</translation>
    </message>
    <message>
        <location filename="../ui/tools/ToolsPage.cpp" line="+78"/>
        <source>Approve Update</source>
        <translation>Update genehmigen</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Uninstall Tool</source>
        <translation>Tool deinstallieren</translation>
    </message>
    <message>
        <location line="+44"/>
        <location filename="../ui/tools/ToolsPage_Install.cpp" line="+115"/>
        <location line="+47"/>
        <source>Workshop Tool</source>
        <translation>Workshop-Tool</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryPlayerTab.cpp" line="+2"/>
        <source>A player&apos;s name</source>
        <translation>Name eines Spielers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show Ca&amp;reer</source>
        <translation>Lauf&amp;bahn zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <source>Choose a player to see their career.</source>
        <translation>Einen Spieler wählen, um seine Laufbahn zu sehen.</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Win rate (%)</source>
        <translation>Siegquote (%)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Win rate by faction (%)</source>
        <translation>Siegquote nach Fraktion (%)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Actions per minute, match by match</source>
        <translation>Aktionen pro Minute, Partie für Partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Army value peak</source>
        <translation>Höchster Armeewert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Army value peak, match by match</source>
        <translation>Höchster Armeewert, Partie für Partie</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A player&apos;s win rates, actions per minute and army value peaks appear here once their career is shown.</source>
        <translation>Siegquoten, Aktionen pro Minute und höchste Armeewerte eines Spielers erscheinen hier, sobald seine Laufbahn angezeigt wird.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Match (1 = oldest)</source>
        <translation>Match (1 = ältestes)</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Type or choose a player&apos;s name first.</source>
        <translation>Zuerst den Namen eines Spielers eingeben oder wählen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Loading %1&apos;s career…</source>
        <translation>Laufbahn von %1 wird geladen…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game has no match of %1 in its history: check the name&apos;s spelling, or choose one from the list.</source>
        <translation>Das Spiel hat keine Partie von %1 in seinem Verlauf: die Schreibweise prüfen oder einen Namen aus der Liste wählen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../ui/tools/ToolsPage.cpp" line="+25"/>
        <location filename="../ui/tournament/RelaySettingsDialog.cpp" line="+108"/>
        <location filename="../ui/tournament/TournamentPage.cpp" line="+51"/>
        <location line="+330"/>
        <location filename="../ui/tournament/TournamentPage_Actions.cpp" line="-423"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: won %2 of %3</source>
        <translation>%1: %2 von %3 gewonnen</translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>%1 % of %n</source>
        <translation>
            <numerusform>%1 % von %n</numerusform>
            <numerusform>%1 % von %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+45"/>
        <source>One match so far: %1 actions per minute, an army value peak of %2.</source>
        <translation>Bisher ein Match: %1 Aktionen pro Minute, höchster Armeewert %2.</translation>
    </message>
    <message>
        <location filename="../ui/tools/ToolsPage.cpp" line="+10"/>
        <source>Updated %1 to %2.</source>
        <translation>%1 auf %2 aktualisiert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installed %1 %2.</source>
        <translation>%1 %2 installiert.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Its OBS URL is on the Overlays page.</source>
        <translation>Seine OBS-URL steht auf der Seite „Overlays“.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get Its &amp;OBS URL</source>
        <translation>&amp;OBS-URL holen</translation>
    </message>
    <message>
        <location line="-201"/>
        <source>Nothing was taken back</source>
        <translation>Nichts wurde zurückgenommen</translation>
    </message>
    <message>
        <location line="-170"/>
        <source>Uninstall Selected Tool</source>
        <translation>Gewähltes Tool deinstallieren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Uninstall the selected tool after asking (Delete)</source>
        <translation>Das gewählte Tool nach Rückfrage deinstallieren (Entf)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>AI assistant (MCP) you allowed</source>
        <translation>Von Ihnen erlaubter KI-Assistent (MCP)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Overlay — live in OBS</source>
        <translation>Overlay — live in OBS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overlay — open in a browser</source>
        <translation>Overlay — in einem Browser geöffnet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overlay — connected from a program (not in OBS)</source>
        <translation>Overlay — von einem Programm verbunden (nicht in OBS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlay — not in OBS (add its URL in OBS)</source>
        <translation>Overlay — nicht in OBS (seine URL in OBS hinzufügen)</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>E&amp;nable</source>
        <translation>A&amp;ktivieren</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Take Back What Was Allowed Later?</source>
        <translation>Später Erlaubtes zurücknehmen?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has only what its package asks for again.</source>
        <translation>%1 hat wieder nur, was sein Paket verlangt.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Details…</source>
        <translation>&amp;Details…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Take &amp;Back What Was Allowed Later…</source>
        <translation>Später Erlaubtes &amp;zurücknehmen…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show &amp;Folder</source>
        <translation>&amp;Ordner anzeigen</translation>
    </message>
    <message>
        <location filename="../ui/tools/ToolDetailsDialog.cpp" line="+7"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+4"/>
        <source>Its last lines</source>
        <translation>Seine letzten Zeilen</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Paired with the panel: the MCP server (ic-tool mcp) an AI assistant starts, not an installed package. It connects with a token of its own and has no files here.</source>
        <translation>Mit dem Panel gekoppelt: der MCP-Server (ic-tool mcp), den ein KI-Assistent startet, kein installiertes Paket. Er verbindet sich mit einem eigenen Token und hat hier keine Dateien.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paired with the panel: a program you allowed, not an installed package. It connects with a token of its own and has no files here.</source>
        <translation>Mit dem Panel gekoppelt: ein Programm, das Sie erlaubt haben, kein installiertes Paket. Es verbindet sich mit einem eigenen Token und hat hier keine Dateien.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Id: %1</source>
        <translation>ID: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Enabled.</source>
        <translation>Aktiviert.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Disabled.</source>
        <translation>Deaktiviert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version %1 waits for your approval (Approve Update…).</source>
        <translation>Version %1 wartet auf Ihre Genehmigung („Update genehmigen…“).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Files: %1</source>
        <translation>Dateien: %1</translation>
    </message>
    <message>
        <location filename="../ui/tools/ToolsPage.cpp" line="+22"/>
        <source>Update %1 to version %2?

%3

%4</source>
        <translation>%1 auf Version %2 aktualisieren?

%3

%4</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Approving the update of %1…</source>
        <translation>Update von %1 wird genehmigt…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Update not approved</source>
        <translation>Update nicht genehmigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Approved the update of %1 to %2.</source>
        <translation>Update von %1 auf %2 genehmigt.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Enabling %1…</source>
        <translation>%1 wird aktiviert…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Disabling %1…</source>
        <translation>%1 wird deaktiviert…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool not changed</source>
        <translation>Tool nicht geändert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enabled %1.</source>
        <translation>%1 aktiviert.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Disabled %1.</source>
        <translation>%1 deaktiviert.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Uninstall %1 %2? Its files are removed from this computer, and its OBS URL stops working: remove its browser source in OBS too.</source>
        <translation>%1 %2 deinstallieren? Seine Dateien werden von diesem Computer entfernt, und seine OBS-URL funktioniert nicht mehr: Entfernen Sie auch seine Browserquelle in OBS.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Uninstall %1 %2? Its files are removed from this computer, and it can no longer connect to the game through the panel.</source>
        <translation>%1 %2 deinstallieren? Seine Dateien werden von diesem Computer entfernt, und es kann sich nicht mehr über das Panel mit dem Spiel verbinden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Uninstall %1</source>
        <translation>%1 &amp;deinstallieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing was uninstalled.</source>
        <translation>Es wurde nichts deinstalliert.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Uninstalling %1…</source>
        <translation>%1 wird deinstalliert…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tool not uninstalled</source>
        <translation>Tool nicht deinstalliert</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Uninstalled %1 %2.</source>
        <translation>%1 %2 deinstalliert.</translation>
    </message>
    <message>
        <location line="-126"/>
        <source>&amp;Take Back</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Uninstalled %1 %2; its OBS URL no longer works.</source>
        <translation>%1 %2 deinstalliert; seine OBS-URL funktioniert nicht mehr.</translation>
    </message>
    <message>
        <location filename="../ui/tools/InstallDialog.cpp" line="-170"/>
        <location filename="../ui/tools/ToolsPage_Install.cpp" line="-133"/>
        <source>Install Tool</source>
        <translation>Tool installieren</translation>
    </message>
    <message>
        <location filename="../ui/tools/ToolsPage_Install.cpp" line="+1"/>
        <source>Workshop tool packages (*.icpkg)</source>
        <translation>Workshop-Tool-Pakete (*.icpkg)</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>The list of installed tools cannot be read, so nothing can be installed: %1
Check that %2 is readable, then restart the panel.</source>
        <translation>Die Liste der installierten Tools kann nicht gelesen werden, daher kann nichts installiert werden: %1
Prüfen Sie, ob %2 lesbar ist, und starten Sie dann das Panel neu.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %2 is already installed; nothing was changed.</source>
        <translation>%1 %2 ist bereits installiert; es wurde nichts geändert.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot be installed.

%2</source>
        <translation>%1 kann nicht installiert werden.

%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package breaks a safety rule, so none of it was unpacked. Do not use this file; ask the tool&apos;s author for a package made with &quot;ic-tool package&quot;.</source>
        <translation>Das Paket verstößt gegen eine Sicherheitsregel, daher wurde nichts davon entpackt. Verwenden Sie diese Datei nicht; bitten Sie den Autor des Tools um ein mit „ic-tool package“ erstelltes Paket.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Choose Another &amp;Package…</source>
        <translation>Anderes &amp;Paket wählen…</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>Ask the tool&apos;s author to fix tool.yaml (&quot;ic-tool validate&quot; shows the same problems).</source>
        <translation>Bitten Sie den Autor des Tools, tool.yaml zu korrigieren („ic-tool validate“ zeigt dieselben Probleme).</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 was not installed: the list of installed tools cannot be read.</source>
        <translation>%1 wurde nicht installiert: Die Liste der installierten Tools kann nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Nothing was changed.</source>
        <translation>Es wurde nichts geändert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+24"/>
        <location line="+2"/>
        <source>%1 was not installed: %2</source>
        <translation>%1 wurde nicht installiert: %2</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+1"/>
        <source>Nothing was installed.</source>
        <translation>Es wurde nichts installiert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Installing %1…</source>
        <translation>%1 wird installiert…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 could not be installed: %2
The tools installed before are unchanged.</source>
        <translation>%1 konnte nicht installiert werden: %2
Die zuvor installierten Tools bleiben unverändert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Installed %1 from %2.</source>
        <translation>%1 aus %2 installiert.</translation>
    </message>
    <message>
        <location filename="../ui/connectors/ConnectorProfileDialog.cpp" line="-36"/>
        <source>New Connection</source>
        <translation>Neue Verbindung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit Connection</source>
        <translation>Verbindung bearbeiten</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A connection keeps the game it was made for: choose New… for another one.</source>
        <translation>Eine Verbindung behält das Spiel, für das sie angelegt wurde: Wählen Sie Neu… für ein anderes.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game&apos;s password (kept in the keychain)</source>
        <translation>Das Passwort des Spiels (wird im Schlüsselbund aufbewahrt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty: keep the one in the keychain</source>
        <translation>Leer: das im Schlüsselbund behalten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game &amp;password:</source>
        <translation>Spiel-&amp;Passwort:</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Agent Arena&apos;s simulation sends its ticks to 127.0.0.1:5000 by default, where its runtime listens. Point the simulation at listenPort (5001); if it cannot be changed, run the runtime on another port, enter that as runtimePort and set listenPort to 5000. Ticks and GET /health go on to the runtime unchanged: the inspector only measures (a runtime that is down gets the simulation HTTP 502).</source>
        <translation>Die Simulation von Agent Arena schickt ihre Ticks standardmäßig an 127.0.0.1:5000, wo ihre Laufzeit lauscht. Richten Sie die Simulation auf listenPort (5001); lässt sie sich nicht ändern, starten Sie die Laufzeit auf einem anderen Port, tragen Sie diesen als runtimePort ein und setzen Sie listenPort auf 5000. Ticks und GET /health gehen unverändert an die Laufzeit: Der Inspektor misst nur (läuft die Laufzeit nicht, erhält die Simulation HTTP 502).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The port the simulation sends its ticks to, on 127.0.0.1. Not Agent Arena&apos;s default 5000, where the runtime listens: point the simulation here, or listen on 5000 and move the runtime.</source>
        <translation>Der Port auf 127.0.0.1, an den die Simulation ihre Ticks schickt. Nicht Agent Arenas Standard 5000, wo die Laufzeit lauscht: Richten Sie die Simulation hierher, oder lauschen Sie auf 5000 und verlegen Sie die Laufzeit.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The agent runtime&apos;s port (Agent Arena&apos;s default: 5000). GET /health at the inspector is answered by the runtime, with its own values.</source>
        <translation>Der Port der Agenten-Laufzeit (Standard von Agent Arena: 5000). GET /health beim Inspektor beantwortet die Laufzeit mit ihren eigenen Werten.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>There is a connection called &quot;%1&quot; already: choose another name, or edit that one.</source>
        <translation>Es gibt bereits eine Verbindung namens „%1“: Wählen Sie einen anderen Namen oder bearbeiten Sie diese.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Keeping the password in the keychain…</source>
        <translation>Passwort wird im Schlüsselbund gespeichert…</translation>
    </message>
    <message>
        <location filename="../ui/connectors/ConnectorView.cpp" line="+67"/>
        <location line="+5"/>
        <source>Figures</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Sent unasked</source>
        <translation>Unaufgefordert gesendet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Events the peer sent unasked</source>
        <translation>Ereignisse, die die Gegenstelle unaufgefordert gesendet hat</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Command to run</source>
        <translation>Auszuführender Befehl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commands</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../ui/connectors/Oa1RemoteBashView.cpp" line="-157"/>
        <source>&amp;Run</source>
        <translation>A&amp;usführen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The answer</source>
        <translation>Die Antwort</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The answer to the command you run shows here.</source>
        <translation>Die Antwort auf den ausgeführten Befehl erscheint hier.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Wire</source>
        <translation>Datenverkehr</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Filter the wire log</source>
        <translation>Datenverkehr filtern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only messages containing…</source>
        <translation>Nur Nachrichten anzeigen, die Folgendes enthalten…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everything sent and received</source>
        <translation>Alles Gesendete und Empfangene</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Open the connection to see its commands.</source>
        <translation>Öffnen Sie die Verbindung, um ihre Befehle zu sehen.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Not sent: correct the marked entry.</source>
        <translation>Nicht gesendet: Korrigieren Sie den markierten Eintrag.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Running %1…</source>
        <translation>%1 wird ausgeführt…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Done at %1.</source>
        <translation>Fertig um %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed at %1.</source>
        <translation>Fehlgeschlagen um %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OK: %1</source>
        <translation>OK: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed (%1): %2</source>
        <translation>Fehlgeschlagen (%1): %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Open the connection first.</source>
        <translation>Öffnen Sie zuerst die Verbindung.</translation>
    </message>
    <message>
        <location filename="../ui/connectors/ConnectorsPage.cpp" line="+30"/>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved connections</source>
        <translation>Gespeicherte Verbindungen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ed&amp;it…</source>
        <translation>Bearbei&amp;ten…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;move</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Other games&apos; tool protocols: PigeonPea DevTools, Transport Fever 2&apos;s file IPC, the Agent Arena tick inspector and ICRP over IRC. Choose New… to make a connection.</source>
        <translation>Tool-Protokolle anderer Spiele: PigeonPea DevTools, das Datei-IPC von Transport Fever 2, der Agent-Arena-Tick-Inspektor und ICRP über IRC. Wählen Sie „Neu…“, um eine Verbindung anzulegen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Connection:</source>
        <translation>Verbindung:</translation>
    </message>
    <message>
        <location line="+51"/>
        <location filename="../ui/status/MatchCard.cpp" line="-83"/>
        <location line="+93"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/tools/ToolDetailsDialog.cpp" line="-61"/>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <location filename="../ui/connectors/ConnectorsPage.cpp" line="+31"/>
        <location filename="../ui/tournament/TournamentPage.cpp" line="-403"/>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clo&amp;se</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not open.</source>
        <translation>Nicht geöffnet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opening…</source>
        <translation>Wird geöffnet…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open.</source>
        <translation>Geöffnet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Remove Connection</source>
        <translation>Verbindung entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the connection &quot;%1&quot;? Its stored password goes too.</source>
        <translation>Die Verbindung „%1“ entfernen? Ihr gespeichertes Passwort wird ebenfalls gelöscht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../ui/connectors/ParamForm.cpp" line="+67"/>
        <source>This command takes no parameters.</source>
        <translation>Dieser Befehl hat keine Parameter.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (required):</source>
        <translation>%1 (erforderlich):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at least %1</source>
        <translation>mindestens %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at most %1</source>
        <translation>höchstens %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/tournament/RelaySettingsDialog.cpp" line="-2"/>
        <location filename="../ui/tournament/TournamentPage_Actions.cpp" line="+239"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/overlays/PreviewConsole.cpp" line="+18"/>
        <source> … (%n more character(s))</source>
        <translation>
            <numerusform> … (%n weiteres Zeichen)</numerusform>
            <numerusform> … (%n weitere Zeichen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>… %n line(s) not shown: the page said too much at once</source>
        <translation>
            <numerusform>… %n Zeile nicht angezeigt: Die Seite hat zu viel auf einmal ausgegeben</numerusform>
            <numerusform>… %n Zeilen nicht angezeigt: Die Seite hat zu viel auf einmal ausgegeben</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/common/MessageBar.cpp" line="+73"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+4"/>
        <source>Message action</source>
        <translation>Aktion zur Meldung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close this message</source>
        <translation>Diese Meldung schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close message</source>
        <translation>Meldung schließen</translation>
    </message>
    <message>
        <location filename="../ui/match/PlayersTable.cpp" line="+30"/>
        <source>Right-click to choose the columns.</source>
        <translation>Rechtsklick, um die Spalten zu wählen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <location filename="../ui/match/ScoreboardStrip.cpp" line="-108"/>
        <source>hidden</source>
        <translation>verborgen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scoreboard</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Army %1 · Credits %2</source>
        <translation>Armee %1 · Credits %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not counted (no longer in the match): %1</source>
        <translation>Nicht gezählt (nicht mehr im Match): %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The match ended in a draw.</source>
        <translation>Das Match endete unentschieden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team %1 won.</source>
        <translation>Team %1 hat gewonnen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Who leads is hidden: the panel is an observer under fog of war.</source>
        <translation>Wer führt, ist verborgen: Das Panel ist Beobachter im Kriegsnebel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Even: %1 army value each.</source>
        <translation>Gleichstand: je %1 Armeewert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/status/MatchCard.cpp" line="-155"/>
        <source>Team %1 leads by %2 army value</source>
        <translation>Team %1 führt mit %2 Armeewert Vorsprung</translation>
    </message>
    <message>
        <location filename="../ui/status/LiveSessions.cpp" line="+27"/>
        <source>a program</source>
        <translation>ein Programm</translation>
    </message>
    <message>
        <location filename="../ui/status/MatchCard.cpp" line="-99"/>
        <source>Match page</source>
        <translation>Partie-Seite</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>No match running</source>
        <translation>Kein Match läuft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game has no match going on.</source>
        <translation>Im Spiel läuft gerade kein Match.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match shows here once %1 answers.</source>
        <translation>Das Match erscheint hier, sobald %1 antwortet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connect to a game to see who is winning.</source>
        <translation>Verbinden Sie sich mit einem Spiel, um zu sehen, wer gewinnt.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The match is over</source>
        <translation>Das Match ist vorbei</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryMatchSummary.cpp" line="-25"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/status/MatchCard.cpp" line="+1"/>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kicked</source>
        <translation>Entfernt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Players of the match</source>
        <translation>Spieler der Partie</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../ui/history/HistoryMatchesTab.cpp" line="-1"/>
        <location filename="../ui/history/HistoryPlayerTab.cpp" line="-307"/>
        <location filename="../ui/tournament/RelayPlayerDialog.cpp" line="-38"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/history/HistoryPlayerTab.cpp" line="+31"/>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/history/HistoryTeamColorProxy.cpp" line="+24"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Army</source>
        <translation>Armee</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kills</source>
        <translation>Abschüsse</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../ui/history/HistoryReplaysTab.cpp" line="+10"/>
        <source>&amp;Open Replay</source>
        <translation>Wiederholung ö&amp;ffnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No replay was kept of this match.</source>
        <translation>Von diesem Spiel wurde keine Wiederholung aufbewahrt.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>A draw%1 after %2 on %3 (%4), %5.</source>
        <translation>Unentschieden%1 nach %2 auf %3 (%4), %5.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 won (%2)%3 after %4 on %5 (%6), %7.</source>
        <translation>%1 gewann (%2)%3 nach %4 auf %5 (%6), %7.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 Decided on score: army value plus buildings standing.</source>
        <translation>%1 Entschieden nach Punkten: Armeewert plus stehende Gebäude.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1, team %2: army value %3, credits %4, %5 units, %6 kills, %7 losses, %8 actions per minute.</source>
        <translation>%1, Team %2: Armeewert %3, Credits %4, %5 Einheiten, %6 Abschüsse, %7 Verluste, %8 Aktionen pro Minute.</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>APM</source>
        <translation>APM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Army value at the end</source>
        <translation>Armeewert am Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/history/HistoryPlayerTab.cpp" line="+11"/>
        <source>Actions per minute</source>
        <translation>Aktionen pro Minute</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>%1, ranked</source>
        <translation>%1, gewertet</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Choose a match above to see its players and figures.</source>
        <translation>Oben eine Partie wählen, um ihre Spieler und Werte zu sehen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Play this match again in a window of its own: pause, seek, 1× to 8×, next fight.</source>
        <translation>Diese Partie in einem eigenen Fenster erneut abspielen: Pause, Springen, 1× bis 8×, nächster Kampf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a match above first.</source>
        <translation>Zuerst oben eine Partie wählen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game kept no replay of this match.</source>
        <translation>Das Spiel hat keine Wiederholung dieser Partie behalten.</translation>
    </message>
    <message>
        <location filename="../ui/status/MatchCard.cpp" line="+37"/>
        <source>Team %1 won</source>
        <translation>Team %1 hat gewonnen</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Waiting for the teams</source>
        <translation>Warte auf die Teams</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Army values are hidden</source>
        <translation>Armeewerte sind verborgen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Even: no team leads</source>
        <translation>Gleichstand: kein Team führt</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Team %1 won by %2 army value</source>
        <translation>Team %1 hat mit %2 Armeewert Vorsprung gewonnen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game hides some teams&apos; army values, so there is no bar.</source>
        <translation>Das Spiel verbirgt die Armeewerte einiger Teams, daher gibt es keinen Balken.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game hides some teams&apos; army values from the %1 tier, so there is no bar.</source>
        <translation>Das Spiel verbirgt der Stufe %1 die Armeewerte einiger Teams, daher gibt es keinen Balken.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+46"/>
        <source>army %1 · credits %2</source>
        <translation>Armee %1 · Credits %2</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+31"/>
        <source>army %1</source>
        <translation>Armee %1</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+29"/>
        <source>credits %1</source>
        <translation>Credits %1</translation>
    </message>
    <message numerus="yes">
        <location line="+57"/>
        <source>%1, +%n</source>
        <comment>more players</comment>
        <translation>
            <numerusform>%1, +%n</numerusform>
            <numerusform>%1, +%n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (left)</source>
        <translation>%1 (gegangen)</translation>
    </message>
    <message>
        <location filename="../ui/status/ArmyTrend.cpp" line="+29"/>
        <source>Army value over the match</source>
        <translation>Armeewert im Verlauf des Spiels</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>army value since %1, when the panel joined</source>
        <translation>Armeewert seit %1, als das Panel dazukam</translation>
    </message>
    <message>
        <location line="+76"/>
        <location filename="../ui/status/MatchCard.cpp" line="+3"/>
        <source>Team %1: %2</source>
        <translation>Team %1: %2</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>army value</source>
        <translation>Armeewert</translation>
    </message>
    <message>
        <location filename="../ui/status/NeedsYouCard.cpp" line="-116"/>
        <source>Needs you</source>
        <translation>Braucht Sie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everything the panel did and noticed is on the Log page</source>
        <translation>Alles, was das Panel getan und bemerkt hat, steht auf der Protokoll-Seite</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Nothing needs you</source>
        <translation>Nichts braucht Sie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 thing needs you</source>
        <translation>1 Sache wartet auf Sie</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n things need you</source>
        <translation>
            <numerusform>%n Sache wartet auf Sie</numerusform>
            <numerusform>%n Sachen warten auf Sie</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No keychain: passwords last only until the panel quits. Start your desktop&apos;s keyring and restart the panel.</source>
        <translation>Kein Schlüsselbund: Passwörter gelten nur, bis das Panel beendet wird. Starten Sie den Schlüsselbund Ihres Desktops und starten Sie das Panel neu.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 asks for %2 access.</source>
        <translation>%1 bittet um %2-Zugriff.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An unknown program, %1, asks to connect.</source>
        <translation>Ein unbekanntes Programm, %1, möchte sich verbinden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The overlay host could not start on port %1, so OBS cannot load overlays. Another panel may be using the port: quit it, then try again.</source>
        <translation>Der Overlay-Host konnte auf Port %1 nicht starten, daher kann OBS keine Overlays laden. Vielleicht nutzt ein anderes Panel den Port: Beenden Sie es und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Try Again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The overlay host is running on port %1.</source>
        <translation>Der Overlay-Host läuft auf Port %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The overlay host still cannot start: %1</source>
        <translation>Der Overlay-Host kann immer noch nicht starten: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game refused the password.</source>
        <translation>Das Spiel hat das Passwort abgelehnt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game refused the tier asked for.</source>
        <translation>Das Spiel hat die gewünschte Stufe abgelehnt.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Start the game at %1, or correct its address.</source>
        <translation>Starten Sie das Spiel unter %1 oder korrigieren Sie seine Adresse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the Address…</source>
        <translation>Adresse prüfen …</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot be reached; the panel keeps trying. The Game card says why.</source>
        <translation>%1 ist nicht erreichbar; das Panel versucht es weiter. Die Karte „Spiel“ sagt, warum.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Retry Now</source>
        <translation>Jetzt erneut versuchen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The update of %1 to %2 waits for your approval.</source>
        <translation>Das Update von %1 auf %2 wartet auf Ihre Zustimmung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 stopped: %2</source>
        <translation>%1 angehalten: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The relay %1 refused its token (expired or revoked): sign in again on the Tournament page.</source>
        <translation>Das Relay %1 hat sein Token abgelehnt (abgelaufen oder widerrufen): Melden Sie sich auf der Seite „Turnier“ erneut an.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The relay %1 shows another certificate than the one you trusted: it is not connected until you decide, on the Tournament page.</source>
        <translation>Das Relay %1 zeigt ein anderes Zertifikat als das, dem Sie vertraut haben: Es wird nicht verbunden, bis Sie auf der Seite „Turnier“ entscheiden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The relay %1&apos;s certificate is not trusted yet: compare its fingerprint on the Tournament page.</source>
        <translation>Dem Zertifikat des Relays %1 wird noch nicht vertraut: Vergleichen Sie seinen Fingerabdruck auf der Seite „Turnier“.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>too many calls</source>
        <translation>zu viele Aufrufe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not allowed: %1</source>
        <translation>nicht erlaubt: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game is read-only for it</source>
        <translation>das Spiel ist für es schreibgeschützt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>disabled in ranked matches</source>
        <translation>in Ranglistenspielen deaktiviert</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close the copies of it you do not need in OBS or a browser.</source>
        <translation>Schließen Sie die Kopien davon in OBS oder im Browser, die Sie nicht brauchen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rest of it works; its author may need a higher tier.</source>
        <translation>Der Rest funktioniert; sein Autor braucht vielleicht eine höhere Stufe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It can still watch the game.</source>
        <translation>Zusehen kann es weiterhin.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It works again outside ranked matches.</source>
        <translation>Außerhalb von Ranglistenspielen geht es wieder.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1: some of its calls were refused (%2). %3</source>
        <translation>%1: einige seiner Aufrufe wurden abgelehnt (%2). %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open Log</source>
        <translation>Log öffnen</translation>
    </message>
    <message>
        <location filename="../ui/status/OverlaysCard.cpp" line="-16"/>
        <source>Overlays page</source>
        <translation>Overlay-Seite</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Installs the live stats and kill feed overlays that come with the panel, as the Overlays page&apos;s button does.</source>
        <translation>Installiert die mitgelieferten Overlays für Live-Statistiken und Abschussmeldungen, wie es die Schaltfläche auf der Seite „Overlays“ tut.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Next: add %1 to OBS as a Browser source with its URL.</source>
        <translation>Als Nächstes: %1 in OBS als Browserquelle mit seiner URL hinzufügen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the URL of %1 for OBS</source>
        <translation>URL von %1 für OBS kopieren</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The URL holds the overlay&apos;s token: paste it into an OBS browser source; the clipboard is cleared again after %n s.</source>
        <translation>
            <numerusform>Die URL enthält das Token des Overlays: Fügen Sie sie in eine OBS-Browserquelle ein; die Zwischenablage wird nach %n s wieder geleert.</numerusform>
            <numerusform>Die URL enthält das Token des Overlays: Fügen Sie sie in eine OBS-Browserquelle ein; die Zwischenablage wird nach %n s wieder geleert.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The URL of %1 cannot be copied: see the Overlays page.</source>
        <translation>Die URL von %1 lässt sich nicht kopieren: siehe Seite Overlays.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Added the example overlays.</source>
        <translation>Die Beispiel-Overlays wurden hinzugefügt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The overlay host is off</source>
        <translation>Der Overlay-Host ist aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OBS cannot load overlays until the panel serves them: see Needs you.</source>
        <translation>OBS kann keine Overlays laden, solange das Panel sie nicht bereitstellt: siehe „Braucht Sie“.</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Live in OBS: %1</source>
        <translation>Live in OBS: %1</translation>
    </message>
    <message>
        <location filename="../ui/overlays/AudienceBadge.cpp" line="+45"/>
        <location filename="../ui/status/OverlaysCard.cpp" line="-54"/>
        <source>Not in OBS</source>
        <translation>Nicht in OBS</translation>
    </message>
    <message>
        <location line="-11"/>
        <location filename="../ui/status/OverlaysCard.cpp" line="+4"/>
        <source>Live in OBS</source>
        <translation>Live in OBS</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>An OBS browser source shows this overlay now (%n page(s)).</source>
        <translation>
            <numerusform>Eine OBS-Browserquelle zeigt dieses Overlay jetzt (%n Seite).</numerusform>
            <numerusform>Eine OBS-Browserquelle zeigt dieses Overlay jetzt (%n Seiten).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../ui/status/OverlaysCard.cpp" line="+6"/>
        <source>Open in a browser</source>
        <translation>Im Browser geöffnet</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>A web browser shows this overlay (%n page(s)), but no OBS browser source does.</source>
        <translation>
            <numerusform>Ein Webbrowser zeigt dieses Overlay (%n Seite), aber keine OBS-Browserquelle.</numerusform>
            <numerusform>Ein Webbrowser zeigt dieses Overlay (%n Seiten), aber keine OBS-Browserquelle.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No OBS browser source shows this overlay yet: drag it to OBS, or copy its URL into a browser source.</source>
        <translation>Noch keine OBS-Browserquelle zeigt dieses Overlay: Ziehen Sie es in OBS oder kopieren Sie seine URL in eine Browserquelle.</translation>
    </message>
    <message>
        <location filename="../ui/status/OverlaysCard.cpp" line="-5"/>
        <source>In OBS, no game</source>
        <translation>In OBS, kein Spiel</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Preview error: …</source>
        <translation>Vorschaufehler: …</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>No overlay installed</source>
        <translation>Kein Overlay installiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the example overlays that come with the panel, or install one on the Tools page; then add its URL to OBS.</source>
        <translation>Fügen Sie die mitgelieferten Beispiel-Overlays hinzu oder installieren Sie eines auf der Seite „Werkzeuge“; fügen Sie dann seine URL in OBS ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Install one on the Tools page, then add its URL to OBS.</source>
        <translation>Installieren Sie eines auf der Werkzeug-Seite und fügen Sie dann seine URL in OBS ein.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Replay in OBS</source>
        <translation>Wiederholung in OBS</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Showing a replay on stream</source>
        <translation>Im Stream läuft eine Wiederholung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In OBS: %1, not the live game.</source>
        <translation>In OBS: %1, nicht das laufende Spiel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No overlay is in OBS, so the stream does not show the replay.</source>
        <translation>Kein Overlay ist in OBS, daher zeigt der Stream die Wiederholung nicht.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In OBS: %1 of %2 — waiting for the game</source>
        <translation>In OBS: %1 von %2 — warten auf das Spiel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not live in OBS</source>
        <translation>Nicht live in OBS</translation>
    </message>
    <message>
        <location filename="../ui/status/ToolsCard.cpp" line="+0"/>
        <source>Tools page</source>
        <translation>Werkzeug-Seite</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>+%1 more</source>
        <translation>+%1 weitere</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not running</source>
        <translation>Läuft nicht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>allowed once</source>
        <translation>einmalig erlaubt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tools and overlays connect through the panel once they run.</source>
        <translation>Werkzeuge und Overlays verbinden sich über das Panel, sobald sie laufen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No tool connected</source>
        <translation>Kein Werkzeug verbunden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tools connected: %1</source>
        <translation>Verbundene Werkzeuge: %1</translation>
    </message>
    <message>
        <location filename="../ui/tools/TierRisk.cpp" line="-55"/>
        <source>observer access</source>
        <translation>Beobachterzugriff</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>admin access</source>
        <translation>Adminzugriff</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mod access</source>
        <translation>Mod-Zugriff</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>debug access</source>
        <translation>Debug-Zugriff</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Observer</source>
        <translation>Beobachter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mod</source>
        <translation>Mod</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Debug</source>
        <translation>Debug</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This tool requests:</source>
        <translation>Dieses Tool verlangt:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Will not get:</source>
        <translation>Bekommt nicht:</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Low risk: observer access only lets it watch the match as your side sees it, with fog of war, and in ranked matches two minutes late by default. It cannot pause, kick players, change the match or send chat.</source>
        <translation>Geringes Risiko: Beobachterzugriff lässt es nur das Match sehen, wie Ihre Seite es sieht, mit Nebel des Krieges, und in Ranglistenspielen standardmäßig zwei Minuten verzögert. Es kann nicht pausieren, keine Spieler kicken, das Match nicht ändern und nicht chatten.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Admin access lets it pause and resume the match, kick players, change the match settings (such as the game speed), send announcements and chat, and see who is connected to the game. It sees the whole match live, both sides without fog of war, also in ranked matches, where an observer tool sees it two minutes late by default. The game logs every admin action.</source>
        <translation>Mit Adminzugriff kann es das Match pausieren und fortsetzen, Spieler hinauswerfen, die Match-Einstellungen ändern (etwa die Spielgeschwindigkeit), Durchsagen und Chat senden und sehen, wer mit dem Spiel verbunden ist. Es sieht das ganze Match live, beide Seiten ohne Nebel des Krieges, auch in Ranglistenspielen, in denen ein Beobachter-Tool es standardmäßig zwei Minuten später sieht. Das Spiel protokolliert jede Admin-Aktion.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mod access lets it run the commands the game&apos;s mods offer, give orders in the game through them and send chat. It sees the whole match without fog of war. Ranked matches switch it off.</source>
        <translation>Mit Mod-Zugriff kann es die Befehle der Mods des Spiels ausführen, über sie Befehle im Spiel geben und Chat senden. Es sieht das ganze Match ohne Nebel des Krieges. In Ranglistenspielen ist er abgeschaltet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Debug access lets it do everything admin and mod access allow and read the game engine&apos;s internals. Only development builds offer it, never in ranked matches.</source>
        <translation>Mit Debug-Zugriff kann es alles, was Admin- und Mod-Zugriff erlauben, und das Innere der Spiel-Engine lesen. Nur Entwicklungsversionen bieten ihn an, nie in Ranglistenspielen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This update raises %1 from %2 to %3.</source>
        <translation>Dieses Update hebt %1 von %2 auf %3 an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 asks for %2.</source>
        <translation>%1 verlangt %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose this only if you trust its author.</source>
        <translation>Wählen Sie das nur, wenn Sie dem Autor vertrauen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has %2.</source>
        <translation>%1 hat %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep it only if you trust its author.</source>
        <translation>Behalten Sie es nur, wenn Sie seinem Autor vertrauen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Admin access: pausing, kicking players, changing the match</source>
        <translation>Adminzugriff: pausieren, Spieler hinauswerfen, das Match ändern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mod access: running mods&apos; commands and giving orders through them</source>
        <translation>Mod-Zugriff: Befehle von Mods ausführen und über sie Befehle geben</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Mod access: running mods&apos; commands and giving orders through them (a separate tier; admin access does not include it)</source>
        <translation>Mod-Zugriff: Befehle von Mods ausführen und über sie Befehle geben (eine eigene Stufe; Adminzugriff schließt sie nicht ein)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Admin access: pausing, kicking players, changing the match (a separate tier; mod access does not include it)</source>
        <translation>Adminzugriff: pausieren, Spieler hinauswerfen, das Match ändern (eine eigene Stufe; Mod-Zugriff schließt sie nicht ein)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Internet access: it can reach only the panel</source>
        <translation>Internetzugriff: es erreicht nur das Panel</translation>
    </message>
    <message>
        <location filename="../ui/status/TugOfWarBar.cpp" line="+23"/>
        <source>Army value per team</source>
        <translation>Armeewert je Team</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Team %1: %2 %</source>
        <translation>Team %1: %2 %</translation>
    </message>
    <message>
        <location filename="../ui/common/ExternalLink.cpp" line="+93"/>
        <source>Could Not Open</source>
        <translation>Konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the desktop&apos;s opener, xdg-open, failed</source>
        <translation>der Öffner des Desktops, xdg-open, ist gescheitert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no web browser is set up</source>
        <translation>es ist kein Webbrowser eingerichtet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no program to open folders is set up</source>
        <translation>es ist kein Programm zum Öffnen von Ordnern eingerichtet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no program to open this kind of file is set up</source>
        <translation>es ist kein Programm für diese Art Datei eingerichtet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not open %1 (%2); the address is copied to the clipboard.</source>
        <translation>%1 konnte nicht geöffnet werden (%2); die Adresse ist in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not open %1 (%2); the path is copied to the clipboard, and the documentation is in %3.</source>
        <translation>%1 konnte nicht geöffnet werden (%2); der Pfad ist in die Zwischenablage kopiert, die Dokumentation liegt in %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not open %1 (%2); the path is copied to the clipboard.</source>
        <translation>%1 konnte nicht geöffnet werden (%2); der Pfad ist in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryMatchesTab.cpp" line="-1"/>
        <source>Any player</source>
        <translation>Jeder Spieler</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All maps</source>
        <translation>Alle Karten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranked and unranked</source>
        <translation>Gewertet und ungewertet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranked only</source>
        <translation>Nur gewertet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unranked only</source>
        <translation>Nur ungewertet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;load</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the game for its newest matches again.</source>
        <translation>Das Spiel erneut nach seinen neuesten Partien fragen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Past matches</source>
        <translation>Vergangene Partien</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add the next older matches below.</source>
        <translation>Die nächsten älteren Partien unten anfügen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../ui/tournament/RelayPlayerDialog.cpp" line="+46"/>
        <source>&amp;Player:</source>
        <translation>Spiele&amp;r:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M&amp;ap:</source>
        <translation>&amp;Karte:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ran&amp;ked:</source>
        <translation>&amp;Gewertet:</translation>
    </message>
    <message>
        <location line="+174"/>
        <source>Loading the match…</source>
        <translation>Partie wird geladen…</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Loading matches…</source>
        <translation>Partien werden geladen…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The matches show here once %1 answers.</source>
        <translation>Die Spiele erscheinen hier, sobald %1 antwortet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No matches found. Play one, or change the filters.</source>
        <translation>Keine Partien gefunden. Eine spielen oder die Filter ändern.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n match(es) shown; older ones can be loaded.</source>
        <translation>
            <numerusform>%n Partie angezeigt; ältere können geladen werden.</numerusform>
            <numerusform>%n Partien angezeigt; ältere können geladen werden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n match(es) shown: all there are.</source>
        <translation>
            <numerusform>%n Partie angezeigt: alle, die es gibt.</numerusform>
            <numerusform>%n Partien angezeigt: alle, die es gibt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryPage.cpp" line="+50"/>
        <source>&amp;Matches</source>
        <translation>&amp;Partien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pla&amp;yer</source>
        <translation>Spiel&amp;er</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Query</source>
        <translation>S&amp;QL-Abfrage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay Li&amp;brary</source>
        <translation>&amp;Wiederholungen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The replays the game keeps: open one to play it again.</source>
        <translation>Die Wiederholungen, die das Spiel behält: eine öffnen, um sie erneut abzuspielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read-only SQL over the game&apos;s gameplay database (admin, mod and debug connections).</source>
        <translation>SQL nur lesend über die Spieldatenbank (gameplay) des Spiels (Admin-, Mod- und Debug-Verbindungen).</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryReplaysTab.cpp" line="-13"/>
        <source>Replays the game keeps</source>
        <translation>Wiederholungen, die das Spiel behält</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reload Lis&amp;t</source>
        <translation>&amp;Neu laden</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryMatchesTab.cpp" line="-248"/>
        <location filename="../ui/history/HistoryReplaysTab.cpp" line="+1"/>
        <source>Load Ol&amp;der</source>
        <translation>Ä&amp;ltere laden</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryReplaysTab.cpp" line="+40"/>
        <source>The replays show here once %1 answers.</source>
        <translation>Die Wiederholungen erscheinen hier, sobald %1 antwortet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Loading replays…</source>
        <translation>Wiederholungen werden geladen…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The game keeps no replays yet: each match that ends is kept.</source>
        <translation>Das Spiel hat noch keine Wiederholungen: jede beendete Partie wird behalten.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n replay(s)</source>
        <translation>
            <numerusform>%n Wiederholung</numerusform>
            <numerusform>%n Wiederholungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/overlays/ReplayOnStreamBar.cpp" line="+35"/>
        <location filename="../ui/replay/ReplayWindow.cpp" line="+69"/>
        <location filename="../ui/replay/ReplayWindow_Stream.cpp" line="+106"/>
        <location line="+8"/>
        <source>The overlays show the live game again.</source>
        <translation>Die Overlays zeigen wieder das laufende Spiel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replay %1</source>
        <translation>Wiederholung %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The overlays show a replay (%1), not the live game.</source>
        <translation>Die Overlays zeigen eine Wiederholung (%1), nicht das laufende Spiel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, %2</source>
        <extracomment>When the replay&apos;s match was played: day and month, then the time (&quot;25 Nov, 14:32&quot;).</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The overlays show a replay from %1, not the live game.</source>
        <translation>Die Overlays zeigen eine Wiederholung vom %1, nicht das laufende Spiel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The overlays show a replay of %1, not the live game.</source>
        <translation>Die Overlays zeigen eine Wiederholung von %1, nicht das laufende Spiel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The overlays show a replay of %1 (%2), not the live game.</source>
        <translation>Die Overlays zeigen eine Wiederholung von %1 (%2), nicht das laufende Spiel.</translation>
    </message>
    <message>
        <location filename="../ui/status/NeedsYouCard.cpp" line="-147"/>
        <source>Back to Live</source>
        <translation>Zurück zum Live-Spiel</translation>
    </message>
    <message>
        <location filename="../ui/replay/ReplayControls.cpp" line="+24"/>
        <source>Play or pause the replay (Space).</source>
        <translation>Wiederholung abspielen oder anhalten (Leertaste).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replay position</source>
        <translation>Position in der Wiederholung</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Drag or click to go to another moment of the match; Left and Right step %n game seconds.</source>
        <translation>
            <numerusform>Ziehen oder klicken, um zu einem anderen Moment der Partie zu gehen; Links und Rechts springen %n Spielsekunde.</numerusform>
            <numerusform>Ziehen oder klicken, um zu einem anderen Moment der Partie zu gehen; Links und Rechts springen %n Spielsekunden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sp&amp;eed:</source>
        <translation>&amp;Geschwindigkeit:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next Fight</source>
        <translation>&amp;Nächster Kampf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the next engagement or unit lost after this moment.</source>
        <translation>Zum nächsten Gefecht oder verlorenen Einheit nach diesem Moment springen.</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+60"/>
        <source>A fight at %1</source>
        <translation>Ein Gefecht bei %1</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+55"/>
        <source>No fight after %1</source>
        <translation>Kein Gefecht nach %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Play</source>
        <translation>&amp;Abspielen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../ui/replay/ReplayWindow.cpp" line="-31"/>
        <source>Replay — IC Control Panel</source>
        <translation>Wiederholung — IC Control Panel</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The overlays show this replay instead of the live game, following Play, Pause, the timeline and the speed here.</source>
        <translation>Die Overlays zeigen diese Wiederholung statt des laufenden Spiels und folgen Abspielen, Pause, Zeitleiste und Geschwindigkeit hier.</translation>
    </message>
    <message>
        <location filename="../ui/overlays/ReplayOnStreamBar.cpp" line="-30"/>
        <location filename="../ui/replay/ReplayWindow.cpp" line="+2"/>
        <source>Back to &amp;Live</source>
        <translation>Zurück zu &amp;Live</translation>
    </message>
    <message>
        <location filename="../ui/replay/ReplayWindow.cpp" line="+108"/>
        <source>Closed the replay from %1: it belongs to that game, and the panel now uses %2.</source>
        <translation>Die Wiedergabe aus %1 wurde geschlossen: Sie gehört zu diesem Spiel, und das Panel verwendet jetzt %2.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Events from %1 to %2 are not all shown: the game hands over only so many at once. Play that part to see them.</source>
        <translation>Nicht alle Ereignisse von %1 bis %2 werden gezeigt: Das Spiel gibt nur eine begrenzte Zahl auf einmal heraus. Spielen Sie diesen Teil ab, um sie zu sehen.</translation>
    </message>
    <message>
        <location line="-96"/>
        <location filename="../ui/replay/ReplayWindow_Stream.cpp" line="-46"/>
        <source>Show on &amp;Stream</source>
        <translation>Im &amp;Stream zeigen</translation>
    </message>
    <message>
        <location line="+277"/>
        <source>Loading the replay…</source>
        <translation>Wiederholung wird geladen…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Replay of %1 — IC Control Panel</source>
        <translation>Wiederholung auf %1 — IC Control Panel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay of %1 from %2 — IC Control Panel</source>
        <translation>Wiedergabe von %1 aus %2 — IC Control Panel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No replay loaded: choose one on the History page.</source>
        <translation>Keine Wiederholung geladen: eine auf der Seite Verlauf wählen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replay · %1 · %2 · %3 of %4</source>
        <translation>Wiederholung · %1 · %2 · %3 von %4</translation>
    </message>
    <message>
        <location filename="../ui/replay/ReplayWindow_Stream.cpp" line="-27"/>
        <location line="+7"/>
        <location line="+31"/>
        <source>Asking the overlays to show the replay…</source>
        <translation>Die Overlays werden gebeten, die Wiederholung zu zeigen…</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>On Stream</source>
        <translation>Auf Sendung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The overlays show this replay; Back to Live shows the live game again.</source>
        <translation>Die Overlays zeigen diese Wiederholung; „Zurück zu Live“ zeigt wieder das laufende Spiel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show on Stream puts this replay on the overlays in OBS.</source>
        <translation>„Im Stream zeigen“ bringt diese Wiederholung in die Overlays in OBS.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The overlays show this replay. Back to Live shows the game again.</source>
        <translation>Die Overlays zeigen diese Wiederholung. Zurück zu Live zeigt wieder das Spiel.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The overlays show another replay now, no longer this one.</source>
        <translation>Die Overlays zeigen jetzt eine andere Wiederholung, nicht mehr diese.</translation>
    </message>
    <message>
        <location filename="../ui/replay/ReplayChartBox.cpp" line="+106"/>
        <source>The match history does not have this match, so the chart fills in as the replay plays. %1</source>
        <translation>Der Matchverlauf kennt dieses Match nicht, deshalb füllt sich das Diagramm, während die Wiedergabe läuft. %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match history has no figures per minute for this match, so the chart fills in as the replay plays.</source>
        <translation>Der Matchverlauf hat für dieses Match keine Werte pro Minute, deshalb füllt sich das Diagramm, während die Wiedergabe läuft.</translation>
    </message>
    <message>
        <location filename="../ui/replay/ReplayFiguresChart.cpp" line="+60"/>
        <source>Figures of the whole match</source>
        <translation>Werte des ganzen Matches</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not played yet</source>
        <translation>noch nicht abgespielt</translation>
    </message>
    <message>
        <location filename="../ui/match/AnswerPlace.cpp" line="+23"/>
        <source>Admin actions and exports are answered here.</source>
        <translation>Antworten auf Admin-Aktionen und Exporte erscheinen hier.</translation>
    </message>
    <message>
        <location filename="../ui/tournament/AddRelayDialog.cpp" line="-95"/>
        <source>Add Relay</source>
        <translation>Relay hinzufügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign In Again to %1</source>
        <translation>Erneut bei %1 anmelden</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Enter the relay&apos;s address as its admin published it: wss://host:port/.</source>
        <translation>Geben Sie die Adresse des Relays so ein, wie sein Admin sie veröffentlicht hat: wss://host:port/.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is a token, not the relay&apos;s address: clear it here, and paste the token under Paste a token.</source>
        <translation>Das ist ein Token, nicht die Adresse des Relays: Löschen Sie es hier, und fügen Sie das Token unter „Token einfügen“ ein.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a relay&apos;s address: write it as wss://host:port/, or host:port.</source>
        <translation>„%1“ ist keine Relay-Adresse: Schreiben Sie sie als wss://host:port/ oder host:port.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A relay is reached over TLS only: its address starts with wss://, not %1://.</source>
        <translation>Ein Relay wird nur über TLS erreicht: Seine Adresse beginnt mit wss://, nicht mit %1://.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A relay&apos;s address has no path, user name or query: write it as wss://%1:%2/.</source>
        <translation>Die Adresse eines Relays hat keinen Pfad, keinen Benutzernamen und keine Abfrage: Schreiben Sie sie als wss://%1:%2/.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A community relay hosts many games. Enter its address, then sign in: its admin approves this panel, or you paste a token they gave you. The token is kept in the keychain.</source>
        <translation>Ein Community-Relay hostet viele Spiele. Geben Sie seine Adresse ein und melden Sie sich dann an: Sein Admin bestätigt dieses Panel, oder Sie fügen ein Token ein, das er Ihnen gegeben hat. Das Token wird im Schlüsselbund aufbewahrt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>wss://relay.example.org:19720/</source>
        <translation>wss://relay.example.org:19720/</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The relay&apos;s host</source>
        <translation>Der Host des Relays</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Admin: watch, announce, pause, kick and ban</source>
        <translation>Admin: zusehen, Durchsagen senden, pausieren, hinauswerfen und sperren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Observer: watch only</source>
        <translation>Beobachter: nur zusehen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Relay &amp;address:</source>
        <translation>Relay-A&amp;dresse:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Acc&amp;ess:</source>
        <translation>&amp;Zugriff:</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+112"/>
        <source>Sign &amp;In</source>
        <translation>&amp;Anmelden</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>Sign in</source>
        <translation>Anmeldung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Sign in with the relay</source>
        <translation>&amp;Beim Relay anmelden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The panel shows a code; the relay&apos;s admin approves it, and the relay gives the panel its token.</source>
        <translation>Das Panel zeigt einen Code; der Admin des Relays bestätigt ihn, und das Relay gibt dem Panel sein Token.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Paste a token</source>
        <translation>Token &amp;einfügen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>icrt_… as the relay&apos;s admin gave it to you</source>
        <translation>icrt_… so, wie der Admin des Relays es Ihnen gegeben hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Token:</source>
        <translation>&amp;Token:</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>A&amp;dd Relay</source>
        <translation>Relay &amp;hinzufügen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sign In A&amp;gain</source>
        <translation>Erneut an&amp;melden</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Paste the token the relay&apos;s admin gave you, or choose Sign in with the relay.</source>
        <translation>Fügen Sie das Token ein, das Ihnen der Admin des Relays gegeben hat, oder wählen Sie „Beim Relay anmelden“.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 is already added as &quot;%2&quot;. To sign in to it again, choose Sign In Again… on the Tournament page.</source>
        <translation>%1 ist bereits als „%2“ hinzugefügt. Um sich dort erneut anzumelden, wählen Sie „Erneut anmelden…“ auf der Seite „Turnier“.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is a relay called &quot;%1&quot; already. To sign in to it again, choose Sign In Again… on the Tournament page; to add another relay, give this one another name.</source>
        <translation>Es gibt bereits ein Relay namens „%1“. Um sich dort erneut anzumelden, wählen Sie „Erneut anmelden…“ auf der Seite „Turnier“; um ein weiteres Relay hinzuzufügen, geben Sie diesem einen anderen Namen.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>There is no relay called &quot;%1&quot;.</source>
        <translation>Es gibt kein Relay namens „%1“.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Sign in to &quot;%1&quot; again: its admin approves this panel, or you paste a new token they gave you. The new token replaces the old one in the keychain; the relay&apos;s address and its trusted certificate stay.</source>
        <translation>Melden Sie sich erneut bei „%1“ an: Sein Admin bestätigt dieses Panel, oder Sie fügen ein neues Token ein, das er Ihnen gegeben hat. Das neue Token ersetzt das alte im Schlüsselbund; die Adresse des Relays und das Zertifikat, dem Sie vertraut haben, bleiben erhalten.</translation>
    </message>
    <message>
        <location filename="../ui/tournament/AddRelayDialog_SignIn.cpp" line="+69"/>
        <source>Waiting for the relay&apos;s admin to approve…</source>
        <translation>Warten auf die Bestätigung durch den Admin des Relays…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Waiting for the relay&apos;s admin to approve… The relay asked the panel to ask less often: it now asks every %1 seconds.</source>
        <translation>Warten auf die Bestätigung durch den Admin des Relays… Das Relay hat das Panel gebeten, seltener nachzufragen: Es fragt jetzt alle %1 Sekunden.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Asking %1 for a sign-in code…</source>
        <translation>Anmeldecode wird bei %1 angefragt…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The relay&apos;s admin denied this sign-in, so nothing was added. Ask them why; Sign In asks again with a new code.</source>
        <translation>Der Admin des Relays hat diese Anmeldung abgelehnt, daher wurde nichts hinzugefügt. Fragen Sie nach dem Grund; „Anmelden“ fragt erneut mit einem neuen Code.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code expired before the relay&apos;s admin approved it, so nothing was added. Sign In gets a new code to give them.</source>
        <translation>Der Code ist abgelaufen, bevor der Admin des Relays ihn bestätigt hat, daher wurde nichts hinzugefügt. „Anmelden“ holt einen neuen Code, den Sie ihm geben können.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Connecting to %1 to check the token…</source>
        <translation>Verbindung zu %1 wird hergestellt, um das Token zu prüfen…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 Nothing was added.</source>
        <translation>%1 Es wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1. Choose Observer under Access, or ask the relay&apos;s admin for an admin token. Nothing was added.</source>
        <translation>%1. Wählen Sie bei „Zugriff“ die Option „Beobachter“, oder bitten Sie den Admin des Relays um ein Admin-Token. Es wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The relay&apos;s certificate needs your decision…</source>
        <translation>Das Zertifikat des Relays wartet auf Ihre Entscheidung…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You did not trust the relay&apos;s certificate, so the panel did not sign in and nothing was added.</source>
        <translation>Sie haben dem Zertifikat des Relays nicht vertraut, daher hat sich das Panel nicht angemeldet, und es wurde nichts hinzugefügt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Keeping the token in the keychain…</source>
        <translation>Token wird im Schlüsselbund gespeichert…</translation>
    </message>
    <message>
        <location filename="../ui/tournament/DeviceCodeView.cpp" line="+19"/>
        <source>Give this code to the relay&apos;s admin, or enter it on the relay&apos;s sign-in page if you are its admin:</source>
        <translation>Geben Sie diesen Code dem Admin des Relays, oder geben Sie ihn auf der Anmeldeseite des Relays ein, wenn Sie selbst sein Admin sind:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cop&amp;y Code</source>
        <translation>&amp;Code kopieren</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The relay&apos;s sign-in page: &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;</source>
        <translation>Die Anmeldeseite des Relays: &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The code has expired.</source>
        <translation>Der Code ist abgelaufen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code is valid for another %1:%2.</source>
        <translation>Der Code ist noch %1:%2 gültig.</translation>
    </message>
    <message>
        <location filename="../ui/tournament/RelayGameWindow.cpp" line="-50"/>
        <source>%1 on %2 — IC Control Panel</source>
        <translation>%1 auf %2 — IC Control Panel</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Watched as an observer through the relay %1: every team is shown, with no fog of war.</source>
        <translation>Als Beobachter über das Relay %1 verfolgt: Jedes Team wird gezeigt, ohne Nebel des Krieges.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A relay&apos;s sessions see every team in full. Pause, Kick, Ban and Announce are on the Tournament page.</source>
        <translation>Die Sitzungen eines Relays sehen jedes Team vollständig. Pausieren, Hinauswerfen, Sperren und Durchsagen finden Sie auf der Seite „Turnier“.</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Asking %1 for %2…</source>
        <translation>%2 wird bei %1 angefragt…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on %2 cannot be shown.</source>
        <translation>%1 auf %2 kann nicht angezeigt werden.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 is reconnecting: this view shows %2 as last seen and goes on when the relay is back.</source>
        <translation>%1 verbindet sich neu: Diese Ansicht zeigt %2 im zuletzt gesehenen Stand und läuft weiter, sobald das Relay zurück ist.</translation>
    </message>
    <message>
        <location filename="../ui/tournament/RelayMessageDialog.cpp" line="+1"/>
        <source>&amp;Message to %1:</source>
        <translation>&amp;Nachricht an %1:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Finals start in 5 minutes</source>
        <translation>Das Finale beginnt in 5 Minuten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Announce</source>
        <translation>&amp;Durchsage senden</translation>
    </message>
    <message>
        <location filename="../ui/tournament/RelayPlayerDialog.cpp" line="-59"/>
        <source>Ban a Player</source>
        <translation>Spieler sperren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kick a Player</source>
        <translation>Spieler hinauswerfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/tournament/TournamentPage_Actions.cpp" line="-97"/>
        <location line="+27"/>
        <location line="+39"/>
        <location filename="../ui/tournament/TournamentPage_View.cpp" line="-46"/>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bans a player of %1 from the whole relay by their identity key: they are kicked from every game of %2 where they play and seated in no new one.</source>
        <translation>Sperrt einen Spieler von %1 anhand seines Identitätsschlüssels für das ganze Relay: Er wird aus jedem Spiel von %2 hinausgeworfen, in dem er spielt, und in kein neues mehr aufgenommen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Removes a player from %1. They can join another game of the relay.</source>
        <translation>Entfernt einen Spieler aus %1. Er kann einem anderen Spiel des Relays beitreten.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (Team %2)</source>
        <translation>%1 (Team %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (Team %2, %3)</source>
        <translation>%1 (Team %2, %3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Told to the player and kept in the relay&apos;s log</source>
        <translation>Wird dem Spieler mitgeteilt und im Protokoll des Relays festgehalten</translation>
    </message>
    <message>
        <location line="+19"/>
        <location filename="../ui/tournament/TournamentPage.cpp" line="+7"/>
        <source>&amp;Ban…</source>
        <translation>S&amp;perren…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Kick</source>
        <translation>&amp;Hinauswerfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Ban %1…</source>
        <translation>%1 &amp;sperren…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Reason:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <location filename="../ui/tournament/RelayReplayDownload.cpp" line="+22"/>
        <source>The relay&apos;s replay could not be read (%1). Try again; if it stays so, the relay&apos;s admin can look at its log.</source>
        <translation>Die Wiederholung des Relays konnte nicht gelesen werden (%1). Versuchen Sie es erneut; bleibt der Fehler bestehen, kann der Admin des Relays in dessen Protokoll nachsehen.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The relay&apos;s connection went away during the download.</source>
        <translation>Die Verbindung zum Relay ist während des Downloads abgebrochen.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>a piece of it is not where it was asked for</source>
        <translation>ein Teil davon liegt nicht dort, wo er angefordert wurde</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a piece is not Base64</source>
        <translation>ein Teil ist kein Base64</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is larger than the relay said</source>
        <translation>sie ist größer, als das Relay angegeben hat</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>its pieces do not follow each other</source>
        <translation>seine Teile schließen nicht aneinander an</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 bytes arrived of %2</source>
        <translation>%1 von %2 Bytes sind angekommen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The replay of %1 arrived damaged (its SHA-256 is not the one the relay gave). Nothing was saved; download it again.</source>
        <translation>Die Wiederholung von %1 kam beschädigt an (ihr SHA-256 ist nicht der, den das Relay angegeben hat). Es wurde nichts gespeichert; laden Sie sie erneut herunter.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not save the replay to %1: %2. Choose another folder.</source>
        <translation>Die Wiederholung konnte nicht unter %1 gespeichert werden: %2. Wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <location filename="../ui/tournament/RelaySettingsDialog.cpp" line="-68"/>
        <source>Settings of %1</source>
        <translation>Einstellungen von %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The relay&apos;s own name</source>
        <translation>Eigener Name des Relays</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the relay calls itself for its players and admins (1 to 64 characters). The panel&apos;s name for it, %1, is yours and stays.</source>
        <translation>Wie sich das Relay gegenüber seinen Spielern und Admins nennt (1 bis 64 Zeichen). Der Name, den das Panel ihm gibt, %1, gehört Ihnen und bleibt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What the relay calls itself. The panel calls it “%1”: that name is yours and does not change here.</source>
        <translation>Wie sich das Relay selbst nennt. Das Panel nennt es „%1“: Dieser Name gehört Ihnen und ändert sich hier nicht.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Message of the day</source>
        <translation>Nachricht des Tages</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shown to everyone who joins (at most 500 characters).</source>
        <translation>Wird allen angezeigt, die beitreten (höchstens 500 Zeichen).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended games listed for</source>
        <translation>Beendete Spiele aufgeführt für</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game seconds an ended game stays listed before a new game takes its place.</source>
        <translation>Spielsekunden, die ein beendetes Spiel aufgeführt bleibt, bevor ein neues Spiel seinen Platz einnimmt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Most sessions at once</source>
        <translation>Höchstzahl gleichzeitiger Sitzungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sessions (players&apos; tools, panels) connected at once.</source>
        <translation>Gleichzeitig verbundene Sitzungen (Tools der Spieler, Panels).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save to the Relay</source>
        <translation>Im Relay s&amp;peichern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The relay&apos;s own &amp;name:</source>
        <translation>Eigener &amp;Name des Relays:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Message of the day:</source>
        <translation>Nachricht des &amp;Tages:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Ended games listed for:</source>
        <translation>&amp;Beendete Spiele aufgeführt für:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most sess&amp;ions at once:</source>
        <translation>&amp;Höchstzahl gleichzeitiger Sitzungen:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Bans</source>
        <translation>Sperren</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Banned by %1, %2</source>
        <translation>Gesperrt von %1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Bans: none.</source>
        <translation>Sp&amp;erren: keine.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Bans (%1):</source>
        <translation>Sp&amp;erren (%1):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Lift Ban</source>
        <translation>Sperre &amp;aufheben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player may be seated in the relay&apos;s games again.</source>
        <translation>Der Spieler kann wieder in Spiele des Relays aufgenommen werden.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>the relay&apos;s own name</source>
        <translation>eigener Name des Relays</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>message of the day</source>
        <translation>Nachricht des Tages</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>how long ended games stay listed</source>
        <translation>wie lange beendete Spiele aufgeführt bleiben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>most sessions at once</source>
        <translation>Höchstzahl gleichzeitiger Sitzungen</translation>
    </message>
    <message>
        <location filename="../ui/tournament/RelayTrustDialog.cpp" line="+41"/>
        <source>The Relay&apos;s Certificate Has Changed</source>
        <translation>Das Zertifikat des Relays hat sich geändert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trust the Relay&apos;s Certificate?</source>
        <translation>Dem Zertifikat des Relays vertrauen?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Copy Fingerprint</source>
        <translation>Fingerabdruck &amp;kopieren</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Trust</source>
        <translation>&amp;Vertrauen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Don&apos;t Trust</source>
        <translation>&amp;Nicht vertrauen</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Trusted before (SHA-256):</source>
        <translation>Bisher vertraut (SHA-256):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>SHA-256 fingerprint:</source>
        <translation>SHA-256-Fingerabdruck:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shown now (SHA-256):</source>
        <translation>Jetzt gezeigt (SHA-256):</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The relay &quot;%1&quot; now shows another certificate than the one you trusted. This happens when the relay made a new certificate — or when someone else answers in its place to read your token. Trust it only if the relay&apos;s admin confirms that this new fingerprint is theirs.</source>
        <translation>Das Relay „%1“ zeigt jetzt ein anderes Zertifikat als das, dem Sie vertraut haben. Das passiert, wenn das Relay ein neues Zertifikat erstellt hat – oder wenn jemand anderes an seiner Stelle antwortet, um Ihr Token mitzulesen. Vertrauen Sie ihm nur, wenn der Admin des Relays bestätigt, dass dieser neue Fingerabdruck seiner ist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The certificate of the relay &quot;%1&quot; is not signed by an authority this computer trusts, as is usual for a community relay that made its own. Compare its fingerprint below with the one the relay&apos;s admin published (their website, their Discord, or in person). Trust it only if they are the same: the panel then remembers it for this relay and warns if it changes.</source>
        <translation>Das Zertifikat des Relays „%1“ ist von keiner Stelle signiert, der dieser Computer vertraut – wie üblich bei einem Community-Relay, das sein eigenes erstellt hat. Vergleichen Sie seinen Fingerabdruck unten mit dem, den der Admin des Relays veröffentlicht hat (auf seiner Website, in seinem Discord oder persönlich). Vertrauen Sie ihm nur, wenn beide gleich sind: Das Panel merkt es sich dann für dieses Relay und warnt, wenn es sich ändert.</translation>
    </message>
    <message>
        <location filename="../ui/tournament/TournamentPage.cpp" line="-207"/>
        <source>&lt;p&gt;&lt;b&gt;No relay yet.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A community relay hosts many games at once and is reached over the network (wss://, TLS). Add one with the address and a sign-in its admin gives you: this page then lists every game of every relay, with their players, score and state, and lets you announce, pause, kick, ban and open any of them.&lt;/p&gt;&lt;p&gt;To try it, start the panel with &lt;tt&gt;ic-panel --demo&lt;/tt&gt;: it comes with a relay of its own.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Noch kein Relay.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Ein Community-Relay hostet viele Spiele gleichzeitig und wird über das Netzwerk erreicht (wss://, TLS). Fügen Sie eines mit der Adresse und einer Anmeldung hinzu, die Ihnen sein Admin gibt: Diese Seite listet dann jedes Spiel jedes Relays mit Spielern, Punktestand und Status auf, und Sie können in jedem davon Durchsagen senden, pausieren, Spieler hinauswerfen und sperren sowie es öffnen.&lt;/p&gt;&lt;p&gt;Zum Ausprobieren starten Sie das Panel mit &lt;tt&gt;ic-panel --demo&lt;/tt&gt;: Es bringt ein eigenes Relay mit.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Add Relay…</source>
        <translation>&amp;Relay hinzufügen…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Games of the relays</source>
        <translation>Spiele der Relays</translation>
    </message>
    <message>
        <location filename="../ui/status/RelaysCard.cpp" line="-15"/>
        <source>Token refused</source>
        <translation>Token abgelehnt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Certificate not trusted</source>
        <translation>Zertifikat nicht vertrauenswürdig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Certificate changed</source>
        <translation>Zertifikat geändert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tier refused</source>
        <translation>Stufe abgelehnt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other ICRP version</source>
        <translation>Andere ICRP-Version</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>running %1/%2 · players %3</source>
        <translation>laufend %1/%2 · Spieler %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games hosted: %1, running: %2, paused: %3, ended: %4. Players in games: %5.</source>
        <translation>Gehostete Spiele: %1, laufend: %2, pausiert: %3, beendet: %4. Spieler in Spielen: %5.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tournament page</source>
        <translation>Turnier-Seite</translation>
    </message>
    <message>
        <location line="+120"/>
        <location filename="../ui/tournament/TournamentPage.cpp" line="+305"/>
        <location filename="../ui/tournament/TournamentPage_View.cpp" line="+45"/>
        <source>Reconnecting…</source>
        <translation>Verbindet neu…</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Games running: %1 of %2 · players: %3</source>
        <translation>Laufende Spiele: %1 von %2 · Spieler: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Relays connected: %1</source>
        <translation>Verbundene Relays: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relays connected: %1 of %2</source>
        <translation>Verbundene Relays: %1 von %2</translation>
    </message>
    <message>
        <location filename="../ui/tournament/TournamentPage.cpp" line="-233"/>
        <source>Relay</source>
        <translation>Relay</translation>
    </message>
    <message>
        <location filename="../ui/status/RelaysCard.cpp" line="-154"/>
        <location filename="../ui/tournament/TournamentPage.cpp" line="+1"/>
        <source>Relays</source>
        <translation>Relays</translation>
    </message>
    <message>
        <location filename="../ui/tournament/TournamentPage.cpp" line="+3"/>
        <source>Rela&amp;y:</source>
        <translation>Rela&amp;y:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Add Relay…</source>
        <comment>the button beside the Relay box</comment>
        <translation>&amp;Relay hinzufügen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;move Relay…</source>
        <translation>Relay &amp;entfernen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce to A&amp;ll…</source>
        <translation>Durchsage an a&amp;lle…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An announcement to every game of the relay (the token must reach every game)</source>
        <translation>Eine Durchsage an jedes Spiel des Relays (das Token muss jedes Spiel erreichen)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Relay, game, map or player</source>
        <translation>Relay, Spiel, Karte oder Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filte&amp;r:</source>
        <translation>F&amp;ilter:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game states</source>
        <translation>Spielstatus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/tournament/TournamentPage_View.cpp" line="+0"/>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/tournament/TournamentPage_View.cpp" line="+0"/>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/tournament/TournamentPage_View.cpp" line="+0"/>
        <source>Ended</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;State:</source>
        <translation>&amp;Zustand:</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Watch the game live in a window of its own (Enter)</source>
        <translation>Das Spiel live in einem eigenen Fenster verfolgen (Eingabetaste)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An&amp;nounce…</source>
        <translation>Dur&amp;chsage…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+322"/>
        <source>Pa&amp;use</source>
        <translation>Pa&amp;usieren</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>The token for %1 is an observer&apos;s: admin actions need an admin token (Sign In Again… with Access: Admin, if the relay&apos;s admin allows it).</source>
        <translation>Das Token für %1 ist ein Beobachter-Token: Admin-Aktionen brauchen ein Admin-Token („Erneut anmelden…“ mit Zugriff: Admin, wenn der Admin des Relays es erlaubt).</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Revie&amp;w Certificate…</source>
        <translation>Zertifi&amp;kat prüfen…</translation>
    </message>
    <message>
        <location line="+17"/>
        <location filename="../ui/tournament/TournamentPage_Actions.cpp" line="-204"/>
        <source>Sign &amp;In Again…</source>
        <translation>Erneut an&amp;melden…</translation>
    </message>
    <message>
        <location line="-471"/>
        <source>Se&amp;ttings…</source>
        <translation>Eins&amp;tellungen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The relay&apos;s name, message of the day and limits</source>
        <translation>Name, Nachricht des Tages und Grenzwerte des Relays</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>&amp;Download Replay</source>
        <translation>&amp;Wiederholung herunterladen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>E&amp;xport Results CSV…</source>
        <translation>Ergebnisse als CSV e&amp;xportieren…</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Connected as admin</source>
        <translation>Als Admin verbunden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connected as observer</source>
        <translation>Als Beobachter verbunden</translation>
    </message>
    <message>
        <location filename="../ui/status/RelaysCard.cpp" line="+118"/>
        <location filename="../ui/tournament/TournamentPage.cpp" line="+4"/>
        <source>Connecting…</source>
        <translation>Verbindung wird hergestellt…</translation>
    </message>
    <message>
        <location filename="../ui/tournament/TournamentPage.cpp" line="+14"/>
        <source>Not connected: %1</source>
        <translation>Nicht verbunden: %1</translation>
    </message>
    <message>
        <location line="+141"/>
        <location filename="../ui/tournament/TournamentPage_Actions.cpp" line="+8"/>
        <source>Choose a game in the table first.</source>
        <translation>Wählen Sie zuerst ein Spiel in der Tabelle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../ui/tournament/TournamentPage_View.cpp" line="+120"/>
        <source>%1 is not connected.</source>
        <translation>%1 ist nicht verbunden.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The game has ended.</source>
        <translation>Das Spiel ist beendet.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Res&amp;ume</source>
        <translation>Pa&amp;use beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No player is left in this game.</source>
        <translation>In diesem Spiel ist kein Spieler mehr.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A replay is being downloaded.</source>
        <translation>Eine Wiederholung wird gerade heruntergeladen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A game&apos;s replay can be downloaded once it has ended.</source>
        <translation>Die Wiederholung eines Spiels kann heruntergeladen werden, sobald es beendet ist.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No match has ended since the panel connected to the relays.</source>
        <translation>Seit das Panel sich mit den Relays verbunden hat, ist keine Partie zu Ende gegangen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A tournament match ended</source>
        <translation>Eine Turnierpartie ist beendet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 on %2 ended without a winner</source>
        <translation>%1 auf %2 endete ohne Sieger</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on %2 ended: Team %3 won</source>
        <translation>%1 auf %2 beendet: Team %3 hat gewonnen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 shows another certificate than the one you trusted: it may be someone else. The panel does not connect to it.</source>
        <translation>%1 zeigt ein anderes Zertifikat als das, dem Sie vertraut haben: Es könnte jemand anderes sein. Das Panel verbindet sich nicht damit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s certificate is not vouched for by a certificate authority: compare its fingerprint with the one its admin published.</source>
        <translation>Für das Zertifikat von %1 bürgt keine Zertifizierungsstelle: Vergleichen Sie seinen Fingerabdruck mit dem, den sein Admin veröffentlicht hat.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trusting %1&apos;s certificate; connecting…</source>
        <translation>Dem Zertifikat von %1 wird vertraut; Verbindung wird hergestellt…</translation>
    </message>
    <message>
        <location filename="../ui/tournament/TournamentPage_Actions.cpp" line="+36"/>
        <source>Sign In A&amp;gain…</source>
        <translation>Erneut an&amp;melden…</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Try again in a moment.</source>
        <translation>Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table shows the relay&apos;s games as they are now.</source>
        <translation>Die Tabelle zeigt die Spiele des Relays im aktuellen Stand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change it and try again.</source>
        <translation>Ändern Sie es und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check the relay&apos;s state above the table and try again.</source>
        <translation>Prüfen Sie den Status des Relays über der Tabelle und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is not connected: its state is beside its name above the table; the panel connects again on its own.</source>
        <translation>%1 ist nicht verbunden: Sein Status steht neben seinem Namen über der Tabelle; das Panel verbindet sich von selbst wieder.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Added %1: its games are listed as soon as it answers.</source>
        <translation>%1 hinzugefügt: Seine Spiele werden aufgeführt, sobald es antwortet.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Remove %1?</source>
        <translation>%1 entfernen?</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>If the relay&apos;s admin allows you more, sign in again with that access (Sign In Again…).</source>
        <translation>Wenn der Admin des Relays Ihnen mehr erlaubt, melden Sie sich mit diesem Zugriff erneut an („Erneut anmelden…“).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sign in again: Sign In Again… on the bar that says the relay refused its token.</source>
        <translation>Melden Sie sich erneut an: „Erneut anmelden…“ in der Leiste, die meldet, dass das Relay sein Token abgelehnt hat.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Signed in again to %1: its games are listed as soon as it answers.</source>
        <translation>Erneut bei %1 angemeldet: Seine Spiele werden aufgeführt, sobald es antwortet.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The panel disconnects from %1, forgets its address, asks the relay to revoke the panel&apos;s token and deletes it from the keychain. Adding it again needs a new sign-in.</source>
        <translation>Das Panel trennt die Verbindung zu %1, vergisst seine Adresse, bittet das Relay, das Token des Panels zu widerrufen, und löscht das Token aus dem Schlüsselbund. Um es erneut hinzuzufügen, ist eine neue Anmeldung nötig.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Remove %1</source>
        <translation>%1 &amp;entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was not removed.</source>
        <translation>%1 wurde nicht entfernt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removed %1; asking the relay to revoke its token…</source>
        <translation>%1 entfernt; das Relay wird gebeten, sein Token zu widerrufen…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Removed %1: the relay revoked the panel&apos;s token, and the keychain no longer has it.</source>
        <translation>%1 entfernt: Das Relay hat das Token des Panels widerrufen, und der Schlüsselbund enthält es nicht mehr.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removed %1 and deleted its token from the keychain, but the relay did not revoke it (%2). It stays valid there until it expires: ask the relay&apos;s admin to revoke it if it may have leaked.</source>
        <translation>%1 entfernt und sein Token aus dem Schlüsselbund gelöscht, aber das Relay hat es nicht widerrufen (%2). Es bleibt dort gültig, bis es abläuft: Bitten Sie den Admin des Relays, es zu widerrufen, falls es in fremde Hände gelangt sein könnte.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>every game of %1</source>
        <translation>jedes Spiel von %1</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Announced to %n game(s) of %1.</source>
        <translation>
            <numerusform>Durchsage an %n Spiel von %1 gesendet.</numerusform>
            <numerusform>Durchsage an %n Spiele von %1 gesendet.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 did not announce it</source>
        <translation>%1 hat die Durchsage nicht gesendet</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Announced in %1.</source>
        <translation>Durchsage in %1 gesendet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not announced in %1</source>
        <translation>Durchsage in %1 nicht gesendet</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Pausing %1…</source>
        <translation>Pausiere %1…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resuming %1…</source>
        <translation>Setze %1 fort…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 was not paused</source>
        <translation>%1 wurde nicht pausiert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was not resumed</source>
        <translation>%1 wurde nicht fortgesetzt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 was paused already.</source>
        <translation>%1 war bereits pausiert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was running already.</source>
        <translation>%1 lief bereits.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paused %1.</source>
        <translation>%1 pausiert.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resumed %1.</source>
        <translation>%1 fortgesetzt.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Kicked %1 from %2.</source>
        <translation>%1 aus %2 hinausgeworfen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 was not kicked from %2</source>
        <translation>%1 wurde nicht aus %2 hinausgeworfen</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+11"/>
        <source>Nobody was banned.</source>
        <translation>Niemand wurde gesperrt.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Ban %1 from %2?</source>
        <translation>%1 für %2 sperren?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is kicked from every game of %2 where they play and is seated in no new game of the relay until the ban is lifted.</source>
        <translation>%1 wird aus jedem Spiel von %2 hinausgeworfen, in dem er spielt, und in kein neues Spiel des Relays aufgenommen, bis die Sperre aufgehoben ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Ban %1</source>
        <translation>%1 &amp;sperren</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 was not banned from %2</source>
        <translation>%1 wurde nicht für %2 gesperrt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 was banned from %2 already.</source>
        <translation>%1 war für %2 bereits gesperrt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Banned %1 from %2.</source>
        <translation>%1 für %2 gesperrt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banned %1 from %2: kicked from %3.</source>
        <translation>%1 für %2 gesperrt: aus %3 hinausgeworfen.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Reading %1&apos;s settings…</source>
        <translation>Einstellungen von %1 werden gelesen…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s settings could not be read</source>
        <translation>Die Einstellungen von %1 konnten nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Nothing changed: %1&apos;s settings are as they were.</source>
        <translation>Nichts geändert: Die Einstellungen von %1 sind unverändert.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 kept its settings</source>
        <translation>%1 hat seine Einstellungen behalten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved %1&apos;s settings: %2.</source>
        <translation>Einstellungen von %1 gespeichert: %2.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Open F&amp;ile</source>
        <translation>Datei anzei&amp;gen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>O&amp;pen Folder</source>
        <translation>&amp;Ordner öffnen</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Save the Replay of %1</source>
        <translation>Wiederholung von %1 speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Iron Curtain replays (*.icrep)</source>
        <translation>Iron-Curtain-Wiederholungen (*.icrep)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Downloading the replay of %1…</source>
        <translation>Wiederholung von %1 wird heruntergeladen…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Downloading the replay of %1: %2 of %3…</source>
        <translation>Wiederholung von %1 wird heruntergeladen: %2 von %3…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading the replay of %1: %2…</source>
        <translation>Wiederholung von %1 wird heruntergeladen: %2…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Saved the replay of %1 (checked: SHA-256 as the relay gave) to %2.</source>
        <translation>Wiederholung von %1 unter %2 gespeichert (geprüft: SHA-256 wie vom Relay angegeben).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The replay of %1 on %2 was not saved</source>
        <translation>Die Wiederholung von %1 auf %2 wurde nicht gespeichert</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No match has ended since the panel connected to the relays: nothing to export yet.</source>
        <translation>Seit das Panel sich mit den Relays verbunden hat, ist keine Partie zu Ende gegangen: Noch nichts zu exportieren.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export Results</source>
        <translation>Ergebnisse exportieren</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 Choose another folder.</source>
        <translation>%1 Wählen Sie einen anderen Ordner.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Exported %n result(s) to %1.</source>
        <translation>
            <numerusform>%n Ergebnis nach %1 exportiert.</numerusform>
            <numerusform>%n Ergebnisse nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tournament/TournamentPage_View.cpp" line="-162"/>
        <source>%1 left the list: it no longer matches the filter. No game is selected, so the game&apos;s buttons act on none.</source>
        <translation>%1 ist nicht mehr in der Liste: Es passt nicht mehr zum Filter. Kein Spiel ist ausgewählt, daher wirken die Schaltflächen für Spiele auf keines.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 left the list: the relay no longer lists it. No game is selected, so the game&apos;s buttons act on none.</source>
        <translation>%1 ist nicht mehr in der Liste: Das Relay führt es nicht mehr auf. Kein Spiel ist ausgewählt, daher wirken die Schaltflächen für Spiele auf keines.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Clea&amp;r Filter</source>
        <translation>Filter zurüc&amp;ksetzen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No game is %1 now.</source>
        <translation>Gerade hat kein Spiel den Status „%1“.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No game matches “%1”.</source>
        <translation>Kein Spiel passt zu „%1“.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No game matches “%1” with State: %2.</source>
        <translation>Kein Spiel passt zu „%1“ bei Status: %2.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1 stays banned: %2</source>
        <translation>%1 bleibt gesperrt: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 stays banned from %2</source>
        <translation>%1 bleibt für %2 gesperrt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lifted the ban of %1 on %2.</source>
        <translation>Sperre von %1 für %2 aufgehoben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was no longer banned from %2.</source>
        <translation>%1 war für %2 nicht mehr gesperrt.</translation>
    </message>
</context>
<context>
    <name>relayclient</name>
    <message>
        <location filename="../app/relayclient/RelayConnection.cpp" line="+57"/>
        <source>it is not a wss:// address; a relay is reached only over TLS, like wss://relay.example.org:19720/</source>
        <translation>es ist keine wss://-Adresse; ein Relay wird nur über TLS erreicht, etwa wss://relay.example.org:19720/</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>it sent a binary frame</source>
        <translation>es hat einen Binär-Frame gesendet</translation>
    </message>
    <message>
        <location line="+212"/>
        <source>The relay did not answer %1 in time.</source>
        <translation>Das Relay hat %1 nicht rechtzeitig beantwortet.</translation>
    </message>
    <message>
        <location filename="../app/relayclient/RelayConnection_Errors.cpp" line="+25"/>
        <source>The relay answered with error %1: %2</source>
        <translation>Das Relay antwortete mit Fehler %1: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The relay %1 refused the token: %2. Sign in again or paste a new token.</source>
        <translation>Das Relay %1 hat das Token abgelehnt: %2. Melden Sie sich erneut an oder fügen Sie ein neues Token ein.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The relay %1 refused the tier: %2</source>
        <translation>Das Relay %1 hat die Stufe abgelehnt: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The relay %1 speaks another ICRP version: %2</source>
        <translation>Das Relay %1 spricht eine andere ICRP-Version: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The relay %1 is full: %2</source>
        <translation>Das Relay %1 ist voll: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The relay %1 refused the connection: %2 (error %3)</source>
        <translation>Das Relay %1 hat die Verbindung abgelehnt: %2 (Fehler %3)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>close code %1</source>
        <translation>Schließcode %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The relay %1 no longer accepts the token: %2. Sign in again or paste a new token.</source>
        <translation>Das Relay %1 nimmt das Token nicht mehr an: %2. Melden Sie sich erneut an oder fügen Sie ein neues Token ein.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The relay %1 shut down. The panel connects again when it is back.</source>
        <translation>Das Relay %1 wurde beendet. Das Panel verbindet sich wieder, sobald es zurück ist.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The relay %1 ended this session: %2</source>
        <translation>Das Relay %1 hat diese Sitzung beendet: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The connection to the relay %1 closed: %2</source>
        <translation>Die Verbindung zum Relay %1 wurde geschlossen: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The TLS handshake with the relay %1 failed: %2</source>
        <translation>Der TLS-Handshake mit dem Relay %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The relay %1 cannot be reached: %2. The panel keeps trying.</source>
        <translation>Das Relay %1 ist nicht erreichbar: %2. Das Panel versucht es weiter.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The relay %1 did not finish the handshake in time. The panel keeps trying.</source>
        <translation>Das Relay %1 hat den Handshake nicht rechtzeitig abgeschlossen. Das Panel versucht es weiter.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 does not answer as a relay: %2.</source>
        <translation>%1 antwortet nicht wie ein Relay: %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The panel is not connected to the relay.</source>
        <translation>Das Panel ist nicht mit dem Relay verbunden.</translation>
    </message>
    <message>
        <location filename="../app/relayclient/RelayConnection_Methods.cpp" line="+28"/>
        <source>The relay&apos;s answer to %1 is not an object.</source>
        <translation>Die Antwort des Relays auf %1 ist kein Objekt.</translation>
    </message>
    <message>
        <location filename="../app/relayclient/RelayConnection_Protocol.cpp" line="+20"/>
        <source>it sent a message that is not JSON</source>
        <translation>es hat eine Nachricht gesendet, die kein JSON ist</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>its greeting came twice or is not an object</source>
        <translation>seine Begrüßung kam zweimal oder ist kein Objekt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is an ICRP server but not a relay</source>
        <translation>es ist ein ICRP-Server, aber kein Relay</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>its answer to ic/identify is not an object</source>
        <translation>seine Antwort auf ic/identify ist kein Objekt</translation>
    </message>
    <message>
        <location filename="../app/relayclient/RelayDeviceLogin.cpp" line="+74"/>
        <source>The relay %1 cannot be reached for signing in: %2</source>
        <translation>Das Relay %1 ist für die Anmeldung nicht erreichbar: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The relay&apos;s answer to a sign-in request is not JSON (HTTP %1).</source>
        <translation>Die Antwort des Relays auf eine Anmeldung ist kein JSON (HTTP %1).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The relay&apos;s sign-in code is incomplete.</source>
        <translation>Der Anmeldecode des Relays ist unvollständig.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The relay&apos;s admin denied this sign-in. Ask them, then sign in again.</source>
        <translation>Der Admin des Relays hat diese Anmeldung abgelehnt. Fragen Sie nach und melden Sie sich dann erneut an.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The relay answered the sign-in without a bearer token.</source>
        <translation>Das Relay hat die Anmeldung ohne Bearer-Token beantwortet.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The sign-in code expired before the relay&apos;s admin approved it. Sign in again for a new code.</source>
        <translation>Der Anmeldecode ist abgelaufen, bevor der Admin des Relays ihn bestätigt hat. Melden Sie sich erneut an, um einen neuen Code zu erhalten.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The relay refused the sign-in: %1 (%2).</source>
        <translation>Das Relay hat die Anmeldung abgelehnt: %1 (%2).</translation>
    </message>
    <message>
        <location filename="../app/relayclient/RelayGameInfo.cpp" line="+17"/>
        <source>The relay&apos;s list of games is not as expected: %1.</source>
        <translation>Die Spieleliste des Relays ist nicht wie erwartet: %1.</translation>
    </message>
    <message>
        <location filename="../app/relayclient/RelayEventLog.cpp" line="+28"/>
        <location filename="../app/relayclient/RelayGameInfo.cpp" line="+49"/>
        <location filename="../app/relayclient/TournamentModel_Data.cpp" line="+94"/>
        <source> vs </source>
        <translation> gegen </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 on %2: no team won; it ended after %3</source>
        <translation>%1 auf %2: Kein Team hat gewonnen; die Partie endete nach %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>by annihilation</source>
        <translation>durch Vernichtung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the time limit</source>
        <translation>beim Zeitlimit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the end</source>
        <translation>schließlich</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on %2: Team %3 won (%4) %5 after %6</source>
        <translation>%1 auf %2: Team %3 (%4) hat %5 nach %6 gewonnen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 was kicked from %2</source>
        <translation>%1 wurde aus %2 hinausgeworfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was kicked from %2: %3</source>
        <translation>%1 wurde aus %2 hinausgeworfen: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 left %2</source>
        <translation>%1 hat %2 verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 left %2: %3</source>
        <translation>%1 hat %2 verlassen: %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 started on %2 (%3)</source>
        <translation>%1 auf der Karte %2 gestartet (%3)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 on %2: %3</source>
        <translation>%1 auf %2: %3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Announcement on %1: %2</source>
        <translation>Durchsage auf %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announcement in %1 on %2: %3</source>
        <translation>Durchsage in %1 auf %2: %3</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../app/relayclient/RelayGameInfo.cpp" line="+6"/>
        <source>a game is not an object</source>
        <translation>ein Spiel ist kein Objekt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a game has no id</source>
        <translation>ein Spiel hat keine ID</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>it has no &quot;games&quot; list</source>
        <translation>es hat keine Liste „games“</translation>
    </message>
    <message>
        <location filename="../app/relayclient/RelayStatus.cpp" line="+15"/>
        <source>The relay&apos;s status is not as expected: it has no game figures.</source>
        <translation>Der Status des Relays ist nicht wie erwartet: Er enthält keine Spielzahlen.</translation>
    </message>
    <message>
        <location filename="../app/relayclient/TlsTrust.cpp" line="+60"/>
        <source>The relay sent no certificate the panel can check (%1). It was not connected.</source>
        <translation>Das Relay hat kein Zertifikat gesendet, das das Panel prüfen kann (%1). Es wurde nicht verbunden.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The relay&apos;s certificate has changed: you trusted the fingerprint %1, and the relay now shows %2. It was not connected. This happens when the relay made a new certificate, or when someone is between you and the relay: ask the relay&apos;s admin which fingerprint is right before you trust the new one.</source>
        <translation>Das Zertifikat des Relays hat sich geändert: Sie haben dem Fingerabdruck %1 vertraut, und das Relay zeigt jetzt %2. Es wurde nicht verbunden. Das passiert, wenn das Relay ein neues Zertifikat erstellt hat, oder wenn jemand zwischen Ihnen und dem Relay sitzt: Fragen Sie den Admin des Relays, welcher Fingerabdruck stimmt, bevor Sie dem neuen vertrauen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The relay&apos;s certificate is not signed by an authority this computer trusts (%1). Its SHA-256 fingerprint is %2. It was not connected: trust this fingerprint only if the relay&apos;s admin confirms it.</source>
        <translation>Das Zertifikat des Relays ist von keiner Stelle signiert, der dieser Computer vertraut (%1). Sein SHA-256-Fingerabdruck ist %2. Es wurde nicht verbunden: Vertrauen Sie diesem Fingerabdruck nur, wenn der Admin des Relays ihn bestätigt.</translation>
    </message>
    <message>
        <location filename="../app/relayclient/RelayGameFeed.cpp" line="+115"/>
        <source>The panel has no connection to %1.</source>
        <translation>Das Panel hat keine Verbindung zu %1.</translation>
    </message>
    <message>
        <location line="+239"/>
        <source>%1 is no longer on %2: %3 The view shows the game as last seen; the Tournament page lists the games the relay has now.</source>
        <translation>%1 ist nicht mehr auf %2: %3 Die Ansicht zeigt das Spiel im zuletzt gesehenen Stand; die Seite „Turnier“ listet die Spiele auf, die das Relay jetzt hat.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 does not show %2 to this panel: %3 Sign in to the relay again with a token that reaches this game (Tournament page, Sign In Again…).</source>
        <translation>%1 zeigt diesem Panel %2 nicht: %3 Melden Sie sich erneut beim Relay an, mit einem Token, das dieses Spiel erreicht (Seite „Turnier“, „Erneut anmelden…“).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The panel is not connected to %1: the view shows %2 as last seen. The Tournament page says why and how to connect again.</source>
        <translation>Das Panel ist nicht mit %1 verbunden: Die Ansicht zeigt %2 so, wie zuletzt gesehen. Die Seite „Turnier“ sagt, warum und wie Sie sich wieder verbinden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The panel lost %1: %2 The view shows %3 as last seen.</source>
        <translation>Das Panel hat die Verbindung zu %1 verloren: %2 Die Ansicht zeigt %3 im zuletzt gesehenen Stand.</translation>
    </message>
    <message>
        <location filename="../app/relayclient/TournamentModel_Data.cpp" line="-76"/>
        <source>Team %1</source>
        <translation>Team %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reconnecting…</source>
        <translation>Verbindet neu…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 won</source>
        <translation>%1 hat gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no team won</source>
        <translation>kein Team hat gewonnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 : %2, %3</source>
        <translation>%1 : %2, %3</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>even</source>
        <translation>ausgeglichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 (left)</source>
        <translation>%1 (gegangen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (banned)</source>
        <translation>%1 (gesperrt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (kicked)</source>
        <translation>%1 (hinausgeworfen)</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+93"/>
        <source>Ranked</source>
        <translation>Gewertet</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Relay</source>
        <translation>Relay</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Balance</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../app/relayclient/TournamentResultsCsv.cpp" line="+59"/>
        <source>Could not write the results to %1: %2. Choose another folder and export again.</source>
        <translation>Die Ergebnisse konnten nicht nach %1 geschrieben werden: %2. Wählen Sie einen anderen Ordner und exportieren Sie erneut.</translation>
    </message>
    <message>
        <location filename="../app/relayclient/RelayTokenRevocation.cpp" line="+24"/>
        <source>The relay %1 cannot revoke tokens (HTTP %2): the token stays valid there until it expires or the relay&apos;s admin revokes it.</source>
        <translation>Das Relay %1 kann keine Token widerrufen (HTTP %2): Das Token bleibt dort gültig, bis es abläuft oder der Admin des Relays es widerruft.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The relay %1 did not revoke the token (HTTP %2): %3</source>
        <translation>Das Relay %1 hat das Token nicht widerrufen (HTTP %2): %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The relay %1 cannot be reached to revoke the token: %2</source>
        <translation>Das Relay %1 ist zum Widerrufen des Tokens nicht erreichbar: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>There is no token to revoke at %1.</source>
        <translation>Bei %1 gibt es kein Token zu widerrufen.</translation>
    </message>
</context>
</TS>
