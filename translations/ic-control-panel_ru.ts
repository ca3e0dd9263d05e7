<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>ic</name>
    <message>
        <location filename="../app/common/GameConfigEditor.cpp" line="+236"/>
        <source>%1:%2: cannot find where the value of %3 ends; the file was not changed. Edit it by hand.</source>
        <translation>%1:%2: не удалось определить, где заканчивается значение %3; файл не изменён. Отредактируйте его вручную.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Could not change [%1] %2 in %3 without changing something else (%4); the file was not changed. Edit it by hand.</source>
        <translation>Не удалось изменить [%1] %2 в %3, не затронув ничего другого (%4); файл не изменён. Отредактируйте его вручную.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the layout is unusual</source>
        <translation>необычная структура файла</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 does not parse, so it was not changed: %2. Fix the file first.</source>
        <translation>Не удалось разобрать %1, поэтому файл не изменён: %2. Сначала исправьте файл.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 does not exist. Pick the game&apos;s config.toml.</source>
        <translation>%1 не существует. Выберите config.toml игры.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not a regular file. Pick the game&apos;s config.toml.</source>
        <translation>%1 не является обычным файлом. Выберите config.toml игры.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is %2 bytes, too large for a config file (at most %3). Pick the game&apos;s config.toml.</source>
        <translation>Размер %1 — %2 байт, слишком много для файла настроек (не более %3). Выберите config.toml игры.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot read %1: %2</source>
        <translation>Не удалось прочитать %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 grew past %2 bytes while being read. Pick the game&apos;s config.toml.</source>
        <translation>Во время чтения файл %1 превысил %2 байт. Выберите config.toml игры.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Cannot write %1: %2; the file was not changed.</source>
        <translation>Не удалось записать %1: %2; файл не изменён.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 changed on disk while it was being written; [%2] %3 may not be set. Check the file.</source>
        <translation>Файл %1 изменился на диске во время записи; значение [%2] %3 могло не сохраниться. Проверьте файл.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot make %1 readable by its owner only (mode 0600): %2. The password was not written; run the panel as the file&apos;s owner, or set it by hand.</source>
        <translation>Не удалось сделать %1 доступным для чтения только владельцу (режим 0600): %2. Пароль не записан; запустите панель от имени владельца файла или задайте его вручную.</translation>
    </message>
    <message>
        <location filename="../app/common/PanelRuntime.cpp" line="+37"/>
        <source>IC Control Panel is not running (start ic-panel first).</source>
        <translation>IC Control Panel не запущена (сначала запустите ic-panel).</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>There is no private runtime folder (XDG_RUNTIME_DIR) for ic-tool to find the panel in.</source>
        <translation>Нет личной папки времени выполнения (XDG_RUNTIME_DIR), в которой ic-tool мог бы найти панель.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a folder of yours that only you can open; remove it, then start the panel again.</source>
        <translation>%1 — не ваша личная папка, доступная только вам; удалите её, затем снова запустите панель.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot write %1: %2</source>
        <translation>Не удалось записать %1: %2</translation>
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
        <translation>Использование: ic-tool approve [--yes] ID

Показывает, что меняет отложенное обновление инструмента ID, и спрашивает
«Одобрить? [y/N]» в терминале; после одобрения инструмент переходит на новую
версию с запрошенными ею разрешениями.

Параметры:
  -y, --yes   Одобрить без вопроса.

Код выхода: 0 — одобрено; 1 — нет отложенного обновления или отказ; 2 — неверный
вызов или нет терминала.
</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>give the id of one tool, e.g. ic-tool approve live-stats</source>
        <translation>укажите ID одного инструмента, например: ic-tool approve live-stats</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>ic-tool approve: &quot;%1&quot; has no update waiting for approval.</source>
        <translation>ic-tool approve: у «%1» нет обновления, ожидающего одобрения.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ic-tool approve: no tool &quot;%1&quot; is installed (see &quot;ic-tool list&quot;).</source>
        <translation>ic-tool approve: инструмент «%1» не установлен (см. «ic-tool list»).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>APPROVE UPDATE: %1</source>
        <translation>ОДОБРЕНИЕ ОБНОВЛЕНИЯ: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Approve? [y/N] </source>
        <translation>Одобрить? [y/N] </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ic-tool approve: no terminal to ask on. Read the permissions above and run again with --yes to approve without asking.</source>
        <translation>ic-tool approve: нет терминала, чтобы задать вопрос. Прочитайте разрешения выше и запустите команду снова с --yes, чтобы одобрить без вопроса.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not approved; %1 %2 stays in use.</source>
        <translation>Не одобрено; по-прежнему используется %1 %2.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>ic-tool approve: %1</source>
        <translation>ic-tool approve: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Approved: %1 (%2) is now %3.</source>
        <translation>Одобрено: %1 (%2) теперь версии %3.</translation>
    </message>
    <message>
        <location filename="../app/cli/CallCommand.cpp" line="+24"/>
        <source>Usage: ic-tool call [--url URL] [--tier TIER] [--timeout SECONDS] METHOD [JSON-PARAMS]

Calls one ICRP method and prints its result as indented JSON on standard output.
JSON-PARAMS is a JSON object, e.g. &apos;{&quot;player&quot;:&quot;alice&quot;}&apos;.

Options:
</source>
        <translation>Использование: ic-tool call [--url URL] [--tier TIER] [--timeout SECONDS] METHOD [JSON-PARAMS]

Вызывает один метод ICRP и выводит его результат в стандартный вывод как JSON
с отступами. JSON-PARAMS — объект JSON, например &apos;{&quot;player&quot;:&quot;alice&quot;}&apos;.

Параметры:
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
Код выхода: 0 — результат выведен; 1 — игра ответила ошибкой
(«error CODE: MESSAGE» в стандартном потоке ошибок); 2 — неверный вызов, нет
подключения или нет ответа.

Примеры:
  ic-tool call ic/match.info
  ic-tool call --tier admin ic/remote.status
  ic-tool call ic/player.profile &apos;{&quot;player&quot;:&quot;alice&quot;}&apos;
</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>which method? e.g. ic-tool call ic/match.info</source>
        <translation>какой метод? Например: ic-tool call ic/match.info</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>too many arguments: give METHOD and at most one JSON-PARAMS (quote it).</source>
        <translation>слишком много аргументов: укажите METHOD и не более одного JSON-PARAMS (в кавычках).</translation>
    </message>
    <message>
        <location filename="../app/cli/ClientConnector.cpp" line="+48"/>
        <source>Password for the game at %1: </source>
        <translation>Пароль для игры по адресу %1: </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This game requires a password: set ICRP_PASSWORD or run ic-tool in a terminal to be asked.</source>
        <translation>Эта игра требует пароль: задайте ICRP_PASSWORD или запустите ic-tool в терминале, чтобы ввести пароль по запросу.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No password entered.</source>
        <translation>Пароль не введён.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No password entered. This game requires one.</source>
        <translation>Пароль не введён. Эта игра требует пароль.</translation>
    </message>
    <message>
        <location filename="../app/cli/Command.cpp" line="+34"/>
        <source>Run &quot;ic-tool help %1&quot; for its usage.</source>
        <translation>Справка по команде: «ic-tool help %1».</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>What changes:</source>
        <translation>Что изменится:</translation>
    </message>
    <message>
        <location filename="../app/cli/CommandTable.cpp" line="+52"/>
        <source>Call one ICRP method and print its result as JSON</source>
        <translation>Вызвать один метод ICRP и вывести результат как JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print events of the given categories as they happen</source>
        <translation>Выводить события указанных категорий по мере их появления</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make a new tool from a template, ready to run</source>
        <translation>Создать готовый к запуску инструмент по шаблону</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serve a tool&apos;s folder against a simulated match, reloading on every change</source>
        <translation>Отдавать папку инструмента с имитацией матча и перезагружать при каждом изменении</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run a tool against a simulated match and report what goes wrong</source>
        <translation>Запустить инструмент с имитацией матча и сообщить о найденных проблемах</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check a tool&apos;s tool.yaml, folder or .icpkg</source>
        <translation>Проверить tool.yaml, папку или .icpkg инструмента</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Validate a tool&apos;s folder and write a .icpkg</source>
        <translation>Проверить папку инструмента и записать .icpkg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Install a tool package after showing its permissions</source>
        <translation>Установить пакет инструмента, предварительно показав его разрешения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List the installed tools</source>
        <translation>Показать установленные инструменты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove an installed tool</source>
        <translation>Удалить установленный инструмент</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Approve a held update that asks for more</source>
        <translation>Одобрить отложенное обновление, которое запрашивает больше прав</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print the URL of a browser tool to paste into OBS</source>
        <translation>Вывести URL браузерного инструмента для вставки в OBS</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show a replay on stream in the panel&apos;s overlays, or the live game again</source>
        <translation>Показать повтор на трансляции в оверлеях панели или снова живую игру</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give a tool a new token (token reset ID)</source>
        <translation>Выдать инструменту новый токен (token reset ID)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Relay ICRP between an IRC channel and a game (OA1), for the allowed nicks</source>
        <translation>Передавать ICRP между каналом IRC и игрой (OA1) для разрешённых ников</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serve an AI assistant over MCP (stdio), through the panel</source>
        <translation>Обслуживать ИИ-ассистента по MCP (stdio) через панель</translation>
    </message>
    <message>
        <location filename="../app/cli/ConnectionOptions.cpp" line="+59"/>
        <source>&quot;%1&quot; is not a WebSocket address like %2.</source>
        <translation>«%1» — не адрес WebSocket вида %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Put no user or password in the URL; set ICRP_PASSWORD instead.</source>
        <translation>Не указывайте в URL пользователя или пароль; вместо этого задайте ICRP_PASSWORD.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unknown tier &quot;%1&quot;. Tiers: %2.</source>
        <translation>Неизвестный уровень доступа «%1». Допустимые уровни: %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--timeout wants a number of seconds above 0, not &quot;%1&quot;.</source>
        <translation>--timeout ожидает число секунд больше 0, а не «%1».</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>  --url URL        the game&apos;s remote API (default: $ICRP_URL, else %1)
  --tier TIER      observer (default), admin, mod or debug
</source>
        <translation>  --url URL        удалённый API игры (по умолчанию: $ICRP_URL, иначе %1)
  --tier TIER      observer (по умолчанию), admin, mod или debug
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>  --timeout SECONDS  how long to wait for the game (default 10)
</source>
        <translation>  --timeout SECONDS  сколько секунд ждать ответа игры (по умолчанию 10)
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  --msgpack        speak MessagePack with the game instead of JSON (the output
                   is the same)
</source>
        <translation>  --msgpack        общаться с игрой через MessagePack вместо JSON (вывод
                   тот же)
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
Пароль: задайте ICRP_PASSWORD. Если переменная не задана, а игра требует пароль,
ic-tool спросит его в терминале (ввод скрыт). Параметра --password нет: секрет
в командной строке виден всем пользователям компьютера.
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
        <translation>ic-tool: работа с удалённым API игры Iron Curtain (ICRP) из терминала
или скрипта.

Использование: ic-tool VERB [OPTIONS] [ARGUMENTS]
               ic-tool help VERB
               ic-tool --help | --version

Команды (VERB):
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
Для скриптов: list и validate принимают --json и выводят один объект JSON,
ключи которого одинаковы на любом языке; call выводит JSON, а watch --json —
по одному объекту JSON на событие и строку.
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
Переменные окружения:
  ICRP_URL       удалённый API игры (по умолчанию %1)
  ICRP_PASSWORD  пароль удалённого API игры

Параметра --password нет: секрет в командной строке виден всем пользователям
компьютера. Задайте ICRP_PASSWORD или оставьте переменную пустой — тогда ic-tool
спросит пароль в терминале (ввод скрыт), если игра его потребует.

Код выхода: 0 — успех; 1 — игра ответила ошибкой; 2 — неверный вызов, нет
подключения или нет ответа.
</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>ic-tool: no verb &quot;%1&quot;.
</source>
        <translation>ic-tool: команды «%1» нет.
</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ic-tool: unknown verb &quot;%1&quot;.
</source>
        <translation>ic-tool: неизвестная команда «%1».
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
        <translation>Использование: ic-tool install [--yes] PACKAGE.icpkg

Показывает название, версию и автора инструмента и что ему будет разрешено
(та же сводка, что и в диалоге установки в панели), и спрашивает
«Установить? [y/N]» в терминале. Для уже установленного инструмента показывает,
что меняет обновление. Обновление, которое запрашивает больше, чем вы разрешили
(более высокий уровень доступа, новые категории событий, новые сетевые
источники), распаковывается, но откладывается: инструмент сохраняет свою версию
и разрешения, пока вы не выполните «ic-tool approve ID».

Параметры:
  -y, --yes   Установить без вопроса (сначала прочитайте сводку).

Инструменты устанавливаются в $IC_TOOLS_DIR, если переменная задана, иначе
в папку инструментов панели.
Код выхода: 0 — установлено, обновлено или отложено; 1 — отклонено или отказ
пользователя; 2 — неверный вызов или нет терминала для вопроса.
</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>give one package, e.g. ic-tool install live-stats.icpkg</source>
        <translation>укажите один пакет, например: ic-tool install live-stats.icpkg</translation>
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
        <translation>ОБНОВЛЕНИЕ ИНСТРУМЕНТА: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INSTALL TOOL: %1</source>
        <translation>УСТАНОВКА ИНСТРУМЕНТА: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>  Id: %1   Version: %2   Author: %3</source>
        <translation>  ID: %1   Версия: %2   Автор: %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This update asks for more than you granted to %1 %2.</source>
        <translation>Это обновление запрашивает больше, чем вы разрешили для %1 %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Update? [y/N] </source>
        <translation>Обновить? [y/N] </translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Install? [y/N] </source>
        <translation>Установить? [y/N] </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ic-tool install: no terminal to ask on. Read the permissions above and run again with --yes to install without asking.</source>
        <translation>ic-tool install: нет терминала, чтобы задать вопрос. Прочитайте разрешения выше и запустите команду снова с --yes, чтобы установить без вопроса.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not installed.</source>
        <translation>Не установлено.</translation>
    </message>
    <message>
        <location filename="../app/cli/JsonText.cpp" line="+52"/>
        <source>JSON-PARAMS must be a JSON object {...} or array [...], not &quot;%1&quot;.</source>
        <translation>JSON-PARAMS должен быть объектом JSON {...} или массивом [...], а не «%1».</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>JSON-PARAMS is not valid JSON: %1 at offset %2.</source>
        <translation>JSON-PARAMS — недопустимый JSON: %1 (смещение %2).</translation>
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
        <translation>Использование: ic-tool list [--json]

Показывает установленные инструменты: ID, ВЕРСИЯ, ВКЛЮЧЁН (да/нет), УРОВЕНЬ
и СОСТОЯНИЕ («требует одобрения (ВЕРСИЯ)», если обновление ждёт
«ic-tool approve ID»).
Инструменты читаются из $IC_TOOLS_DIR, если переменная задана; иначе из папки
запущенной IC Control Panel (у ic-panel --demo свои инструменты), с пояснением,
если это не обычная папка; иначе из папки инструментов панели.

Параметры:
  --json   вместо этого вывести один объект JSON, одинаковый на любом языке:
           {&quot;tools&quot;: [{&quot;id&quot;, &quot;name&quot;, &quot;version&quot;, &quot;enabled&quot; (true/false),
           &quot;kind&quot; (page, program или paired), &quot;tier&quot;, &quot;categories&quot;,
           &quot;networkOrigins&quot;, &quot;needsApproval&quot; (true/false), &quot;pending&quot; (null или
           &quot;version&quot;, &quot;tier&quot;, &quot;categories&quot;, &quot;networkOrigins&quot; отложенного
           обновления)}]}

Код возврата: 0 — список выведен (в том числе когда ничего не установлено);
1 — не удаётся прочитать индекс инструментов; 2 — неверное использование.
</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>list takes no arguments.</source>
        <translation>Команда list не принимает аргументов.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Listing the running IC Control Panel&apos;s tools, in %1 (a demo panel, ic-panel --demo, keeps tools of its own). The usual folder: IC_TOOLS_DIR=%2 ic-tool list</source>
        <translation>Инструменты запущенной IC Control Panel, в %1 (у демо-панели, ic-panel --demo, свои инструменты). Обычная папка: IC_TOOLS_DIR=%2 ic-tool list</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No tools installed in %1.</source>
        <translation>В %1 не установлено ни одного инструмента.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No tools installed.</source>
        <translation>Нет установленных инструментов.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>VERSION</source>
        <translation>ВЕРСИЯ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ENABLED</source>
        <translation>ВКЛЮЧЁН</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>TIER</source>
        <translation>УРОВЕНЬ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>STATUS</source>
        <translation>СОСТОЯНИЕ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>needs approval (%1)</source>
        <translation>требует одобрения (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ok</source>
        <translation>ок</translation>
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
        <translation>Использование: ic-tool package DIR [-o NAME.icpkg]

Проверяет инструмент в DIR и упаковывает его в .icpkg для Workshop (zip-архив
с tool.yaml в корне). Файлы и папки, имена которых начинаются с «.», не
включаются; символическая ссылка в DIR не допускается. Одна и та же папка всегда
даёт одинаковые байты (отсортированные записи, фиксированные даты и права).

Параметры:
  -o, --output FILE   куда записать (по умолчанию: ID-VERSION.icpkg в текущей
                      папке)

Код выхода: 0 — записано; 1 — в инструменте есть ошибки или пакет не удалось
записать (ничего не остаётся); 2 — неверный вызов.

Пример:
  ic-tool package overlays/live-stats -o live-stats.icpkg
</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Output file.</source>
        <translation>Выходной файл.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>give the tool&apos;s folder, e.g. ic-tool package overlays/live-stats.</source>
        <translation>укажите папку инструмента, например: ic-tool package overlays/live-stats.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>-o needs a file name.</source>
        <translation>Для -o нужно указать имя файла.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ic-tool package: %1 is not a folder.</source>
        <translation>ic-tool package: %1 не является папкой.</translation>
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
        <translation>Пакет не записан.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>ic-tool package: %1 has no tool.yaml; a tool&apos;s folder needs one at its top.</source>
        <translation>ic-tool package: в %1 нет tool.yaml; он должен лежать в корне папки инструмента.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>ic-tool package: 1 error in the manifest; no package was written.</source>
        <translation>ic-tool package: 1 ошибка в манифесте; пакет не записан.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ic-tool package: %1 errors in the manifest; no package was written.</source>
        <translation>ic-tool package: ошибок в манифесте: %1; пакет не записан.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Wrote %1: %2 %3, %4 files, %5 bytes.</source>
        <translation>Записан %1: %2 %3, файлов: %4, байт: %5.</translation>
    </message>
    <message>
        <location filename="../app/cli/PanelLink.cpp" line="+16"/>
        <source>IC Control Panel (process %1) does not answer: %2</source>
        <translation>IC Control Panel (процесс %1) не отвечает: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>no answer in time</source>
        <translation>ответ не пришёл вовремя</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the answer was not understood</source>
        <translation>ответ не распознан</translation>
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
        <translation>Использование: ic-tool token reset ID

Выдаёт установленному инструменту ID новый токен: его прежний URL перестаёт
работать, а его подключения к панели закрываются. Используйте это, если URL
инструмента показали на трансляции или по ошибке передали кому-то; вставьте
новый URL в OBS.

Если IC Control Panel запущена, панель сразу обновляет токен (нативный
инструмент перезапускается с ним) и выводится новый URL. Если нет, новый токен
сохраняется в связке ключей, и панель использует его со следующего запуска.

Код выхода: 0 — токен обновлён; 1 — нет такого инструмента или связка ключей
отказала; 2 — неверный вызов.
</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>say &quot;reset&quot; and the tool&apos;s id, e.g. ic-tool token reset live-stats</source>
        <translation>укажите «reset» и ID инструмента, например: ic-tool token reset live-stats</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ic-tool token: no tool &quot;%1&quot; is installed.</source>
        <translation>ic-tool token: инструмент «%1» не установлен.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>New token for %1: its old URL no longer works.</source>
        <translation>Новый токен для %1: прежний URL больше не работает.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>ic-tool token: the keychain refused the new token: %1</source>
        <translation>ic-tool token: связка ключей не приняла новый токен: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New token for %1 stored in the keychain; IC Control Panel uses it from its next start.</source>
        <translation>Новый токен для %1 сохранён в связке ключей; IC Control Panel будет использовать его со следующего запуска.</translation>
    </message>
    <message>
        <location filename="../app/cli/UninstallCommand.cpp" line="+18"/>
        <source>Usage: ic-tool uninstall ID [--yes]

Removes the installed tool ID (see &quot;ic-tool list&quot;), its files and what it was
granted; it asks nothing (--yes is taken, as install takes it). Exit status:
0 removed; 1 no such tool; 2 bad usage.
</source>
        <translation>Использование: ic-tool uninstall ID [--yes]

Удаляет установленный инструмент ID (см. «ic-tool list»), его файлы и выданные
ему права; ничего не спрашивает (--yes принимается, как у install). Код выхода:
0 — удалён; 1 — нет такого инструмента; 2 — неверный вызов.
</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>unknown option %1</source>
        <translation>неизвестный параметр %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>give the id of one tool, e.g. ic-tool uninstall live-stats</source>
        <translation>укажите ID одного инструмента, например: ic-tool uninstall live-stats</translation>
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
        <translation>Инструмент %1 удалён.</translation>
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
        <translation>Использование: ic-tool url ID [--port N]

Выводит URL установленного браузерного инструмента, который нужно вставить в OBS
как источник «Браузер»: http://ID.localhost:PORT/ENTRY#token=TOKEN. Токен
после # остаётся в браузере (он никогда не попадает на сервер или в журнал);
обращайтесь с этим URL как с паролем.

URL выдаёт запущенная IC Control Panel (её порт, токен инструмента). Если панель
не запущена, токен берётся из связки ключей, а порт — из --port (по умолчанию
%1); URL заработает, когда панель будет запущена на этом порту.

Параметры:
  --port N   порт хоста оверлеев, если панель не запущена

Код выхода: 0 — выведено; 1 — нет такого браузерного инструмента или ещё нет
токена; 2 — неверный вызов.
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
        <translation>Использование: ic-tool dev [--port N] [--game URL] DIR

Отдаёт инструмент из DIR, пока вы над ним работаете: через собственные хост
оверлеев и шлюз (а не те, что у панели; по-настоящему ничего
не устанавливается), с имитацией матча и ровно теми правами, которые
запрашивает его tool.yaml. Выводит URL страницы: откройте его в браузере или
в источнике «Браузер» OBS. Когда файл в DIR меняется, подключённые страницы,
использующие SDK, перезагружаются сами, а нативный инструмент
перезапускается; об ошибках в tool.yaml сообщается, и продолжает работать
последнее исправное состояние. Завершение — Ctrl-C.

Параметры:
  --port N         порт хоста оверлеев (по умолчанию — любой свободный)
  --game URL       перенаправлять к этой игре (ws://HOST:PORT) вместо имитации
                   матча; её пароль берётся из ICRP_PASSWORD

Код выхода: 0 — прервано; 1 — не удалось отдать инструмент (его проблемы
выводятся); 2 — неверный вызов.

Пример:
  ic-tool init my-overlay &amp;&amp; ic-tool dev my-overlay
</translation>
    </message>
    <message>
        <location line="+25"/>
        <location filename="../app/cli/UrlCommand.cpp" line="+20"/>
        <source>Port.</source>
        <translation>Порт.</translation>
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
        <translation>Использование: ic-tool bridge irc --server HOST:PORT --channel CHANNEL --nick NICK
                          --allow NICK [--allow NICK...] [--game URL]
                          [--line-gap MS] [--allow-no-password]

Работает рядом с игрой, доступной только через IRC: заходит в CHANNEL на
IRC-сервере как NICK и передаёт ICRP (фреймы OA1, docs/connectors/oa1.md)
между каналом и ICRP-адресом игры, только для разрешённых ников. Каждый
разрешённый ник получает свой сеанс в игре и входит в него сам: мосту пароль
игры не нужен и не виден. События не передаются, а ic/remote.password_reset
отклоняется (его ответ, новый пароль, увидел бы весь канал). Ctrl+C завершает.

Параметры:
  --server HOST:PORT  IRC-сервер (обычный TCP; порт 6667, если не указан)
  --channel CHANNEL   канал для передачи, например &apos;#ops&apos; (# в кавычках)
  --nick NICK         ник моста
  --allow NICK        ник, чьи запросы передаются (повторите для нескольких)
  --game URL          ICRP-адрес игры (по умолчанию ws://127.0.0.1:19710)
  --line-gap MS       наименьший промежуток между двумя строками IRC (по умолчанию 1000)
  --allow-no-password передавать игре без пароля (без этого параметра
                      ic/bridge.hello отклоняется: ники IRC не проверяются,
                      так что игру получил бы любой с разрешённым ником)

Код выхода: 0 прервано; 1 IRC-подключение завершилось; 2 неверный вызов.

Пример:
  ic-tool bridge irc --server irc.example.org:6667 --channel &apos;#ic-ops&apos; \
      --nick ic-bridge --allow alice
</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Server.</source>
        <translation>Сервер.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Channel.</source>
        <translation>Канал.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nick.</source>
        <translation>Ник.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allowed nick.</source>
        <translation>Разрешённый ник.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/cli/DevCommand.cpp" line="+2"/>
        <source>Game.</source>
        <translation>Игра.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line gap.</source>
        <translation>Интервал строк.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Relay to a game without a password.</source>
        <translation>Передавать игре без пароля.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>say which network to bridge: ic-tool bridge irc …</source>
        <translation>укажите, какую сеть связать: ic-tool bridge irc …</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--server wants the IRC server as HOST:PORT</source>
        <translation>--server ожидает IRC-сервер в виде HOST:PORT</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--channel wants a channel name such as &apos;#ops&apos; (quote the #; no spaces or commas)</source>
        <translation>--channel ожидает имя канала, например &apos;#ops&apos; (# в кавычках; без пробелов и запятых)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>give the bridge&apos;s --nick and at least one --allow NICK</source>
        <translation>укажите --nick моста и хотя бы один --allow NICK</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&quot;%1&quot; is not an IRC nick: letters, digits and _-[]\`^{|}, not starting with a digit or -, at most 30</source>
        <translation>«%1» — не ник IRC: буквы, цифры и _-[]\`^{|}, не начинается с цифры или -, не длиннее 30</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--line-gap wants milliseconds between 0 and 60000</source>
        <translation>--line-gap ожидает миллисекунды от 0 до 60000</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ic-tool bridge: relaying %1 on %2:%3 as %4 to %5 for %6</source>
        <translation>ic-tool bridge: передаю %1 на %2:%3 как %4 в %5 для %6</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>bridge stopped</source>
        <translation>мост остановлен</translation>
    </message>
    <message>
        <location filename="../app/cli/DevCommand.cpp" line="+6"/>
        <source>give the tool&apos;s folder, e.g. ic-tool dev my-overlay</source>
        <translation>укажите папку инструмента, например: ic-tool dev my-overlay</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--port wants a port number (1-65535), or 0 for a free one</source>
        <translation>для --port нужен номер порта (1-65535) или 0 для любого свободного</translation>
    </message>
    <message>
        <location filename="../app/cli/BridgeCommand.cpp" line="-27"/>
        <location filename="../app/cli/DevCommand.cpp" line="+7"/>
        <source>--game wants the game&apos;s address, e.g. ws://127.0.0.1:19710</source>
        <translation>для --game нужен адрес игры, например: ws://127.0.0.1:19710</translation>
    </message>
    <message>
        <location filename="../app/cli/DevCommand.cpp" line="+6"/>
        <source>%1 is not a folder: ic-tool dev serves a tool&apos;s folder (ic-tool test also takes a .icpkg).</source>
        <translation>%1 не является папкой: ic-tool dev отдаёт папку инструмента (ic-tool test принимает также файл .icpkg).</translation>
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
        <translation>Ничего не отдаётся. Исправьте перечисленное выше и снова запустите ic-tool dev.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a simulated match</source>
        <translation>имитация матча</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Serving %1 %2 (%3, tier %4) against %5. Ctrl-C ends.</source>
        <translation>Отдаётся %1 %2 (%3, уровень доступа %4); игра: %5. Завершение — Ctrl-C.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A native tool: it runs now, and its output follows.</source>
        <translation>Нативный инструмент: он запущен, далее следует его вывод.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game is there.</source>
        <translation>Игра доступна.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is not reachable; the gateway keeps trying.</source>
        <translation>Игра недоступна; шлюз продолжает попытки.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game: %1</source>
        <translation>Игра: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+2"/>
        <source>[tool] %1</source>
        <translation>[инструмент] %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The last good tool.yaml and package stay in force; save a fixed file to go on.</source>
        <translation>Остаются в силе последние исправные tool.yaml и пакет; чтобы продолжить, сохраните исправленный файл.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is back.</source>
        <translation>%1 снова на месте.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Changed: the tool restarts.</source>
        <translation>Изменения: инструмент перезапускается.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Changed: connected pages reloading: %n.</source>
        <translation>
            <numerusform>Изменения: перезагружается %n подключённая страница.</numerusform>
            <numerusform>Изменения: перезагружаются %n подключённые страницы.</numerusform>
            <numerusform>Изменения: перезагружаются %n подключённых страниц.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>entry_point changed; the page&apos;s address is now:</source>
        <translation>entry_point изменён; теперь адрес страницы:</translation>
    </message>
    <message>
        <location filename="../app/cli/UrlCommand.cpp" line="+6"/>
        <source>give the id of one tool, e.g. ic-tool url live-stats</source>
        <translation>укажите id одного инструмента, например: ic-tool url live-stats</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--port wants a port number (1-65535)</source>
        <translation>для --port нужен номер порта (1-65535)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>ic-tool url: &quot;%1&quot; is a program, not a page: the panel starts it itself.</source>
        <translation>ic-tool url: «%1» — это программа, а не страница: панель запускает её сама.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>ic-tool url: no tool &quot;%1&quot; is installed.</source>
        <translation>ic-tool url: инструмент «%1» не установлен.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>ic-tool url: no token for this tool in the keychain yet. Start IC Control Panel: it makes one.</source>
        <translation>ic-tool url: в связке ключей пока нет токена для этого инструмента. Запустите IC Control Panel — программа создаст его.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>IC Control Panel is not running: this URL works once it runs with this port.</source>
        <translation>Программа IC Control Panel не запущена: этот URL заработает, когда она будет запущена с этим портом.</translation>
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
        <translation>Использование: ic-tool validate [--json] tool.yaml|DIR|PACKAGE.icpkg

Проверяет манифест инструмента Workshop (tool.yaml): обязательные поля, уровень
доступа, транспорт, подписки, допустимые для этого уровня, версию, id, размер
оверлея, сетевые источники, а также наличие в пакете точки входа и скриншотов.
Для tool.yaml пакетом считается его папка; для папки читается её tool.yaml;
файл .icpkg читается без распаковки архива.

Каждая проблема выводится в виде ФАЙЛ:СТРОКА:СТОЛБЕЦ: ошибка|предупреждение: СООБЩЕНИЕ (ИСПРАВЛЕНИЕ).

Параметры:
  --json   вместо этого вывести один объект JSON с одинаковыми ключами на любом
           языке: {&quot;file&quot;, &quot;valid&quot; (true/false), &quot;errors&quot;,
           &quot;warnings&quot;, &quot;tool&quot; (null или &quot;id&quot;, &quot;name&quot;, &quot;version&quot;),
           &quot;problems&quot;: [{&quot;file&quot;, &quot;line&quot;, &quot;column&quot;, &quot;severity&quot; (error
           или warning), &quot;rule&quot;, &quot;message&quot;, &quot;fix&quot;}]}; если входные данные
           не удаётся прочитать (код возврата 2), в стандартный вывод ничего
           не выводится

Код возврата: 0 — ошибок нет (предупреждения могут выводиться); 1 — есть ошибки;
2 — неверное использование или входные данные не удаётся прочитать.

Примеры:
  ic-tool validate overlays/live-stats
  ic-tool validate live-stats-1.2.0.icpkg
</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>give one tool.yaml, tool folder or .icpkg file.</source>
        <translation>укажите один tool.yaml, папку инструмента или файл .icpkg.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>ic-tool validate: %1 does not exist.</source>
        <translation>ic-tool validate: %1 не существует.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>ic-tool validate: cannot read %1: %2</source>
        <translation>ic-tool validate: не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>the package has no tool.yaml at its root</source>
        <translation>в корне пакета нет tool.yaml</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>put tool.yaml in the top folder of the tool and package it again with ic-tool package</source>
        <translation>поместите tool.yaml в верхнюю папку инструмента и заново соберите пакет командой ic-tool package</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1: valid: %2 %3 (id %4), %5</source>
        <translation>%1: ошибок нет: %2 %3 (id %4), %5</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>%1 warning</source>
        <translation>%1 предупреждение</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+5"/>
        <source>%1 warnings</source>
        <translation>предупреждений: %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 error</source>
        <translation>%1 ошибка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 errors</source>
        <translation>ошибок: %1</translation>
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
        <translation>Использование: ic-tool watch [--url URL] [--tier TIER] [--json] [--record FILE [--force]] CATEGORY...

Выводит по одной строке на каждое событие указанных категорий до прерывания
(Ctrl-C):
  ВРЕМЯ КАТЕГОРИЯ ТИП {данные в виде компактного JSON}
ВРЕМЯ — игровое время в виде m:ss, как на странице «Матч» панели (тик, если игра
не сообщает частоту тиков). С --json каждая строка — весь объект события в виде
компактного JSON, с исходным «tick» и «game_time» (m:ss).
Изменения подключения выводятся в стандартный поток ошибок; при перезапуске игры
ic-tool переподключается сам.

Категории: %1
(для admin и telemetry нужен --tier admin.)

С --record FILE всё отслеживаемое также записывается в FILE для
ic-remote-mock --replay FILE: события, а также в начале и раз в секунду ответы
ic/match.info, ic/state.query и ic/state.snapshot. Без категорий записываются
все категории, которые доступны уровню доступа. Каждая строка записывается
сразу, поэтому файлом можно пользоваться, как бы ни завершилась запись.

Параметры:
  --json           выводить события целиком в формате JSON
  --record FILE    также записывать матч в FILE (JSON Lines)
  --force          с --record: перезаписать FILE, если он существует
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
Код выхода: 0 — прервано; 2 — неверный вызов или сбой подключения, который
не исправить переподключением (неверный пароль, сеанс завершён игрой).

Примеры:
  ic-tool watch combat match
  ic-tool watch --record match.jsonl
</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>--force only goes with --record FILE.</source>
        <translation>--force используется только вместе с --record FILE.</translation>
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
        <translation>запись в %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>which categories? Valid categories: %1.</source>
        <translation>какие категории? Допустимые категории: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown category &quot;%1&quot;. Valid categories: %2.</source>
        <translation>неизвестная категория «%1». Допустимые категории: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 category is not visible to the %2 tier; use --tier admin.</source>
        <translation>категория %1 недоступна для уровня доступа %2; используйте --tier admin.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>connecting to %1 ...</source>
        <translation>подключение к %1 ...</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>connected to %1 as %2; watching %3</source>
        <translation>подключено к %1 как %2; отслеживаются: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 Reconnecting in %2 s.</source>
        <translation>%1 Повторное подключение через %2 с.</translation>
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
        <translation>Использование: ic-tool init [--template TEMPLATE] [--name NAME] DIR

Создаёт новый, готовый к запуску инструмент в новой папке DIR: заполненный
tool.yaml, рабочий код (страница на JS SDK или программа на C++)
с комментарием к каждому вызову ICRP и README о том, как его собрать,
запустить, изменить и упаковать. ID инструмента — последняя часть DIR
(строчные латинские буквы, цифры и «-»).

Шаблоны:
  stream-overlay    оверлей для OBS: время, стоимость армий команд, последнее
                    уничтожение (по умолчанию)
  stats-dashboard   показатели всех игроков и последние события
  native-tool       программа на C++ (Qt 6, сборка через CMake), которую
                    запускает панель: выводит события матча в журнал панели

Параметры:
  --template TEMPLATE   какой шаблон
  --name NAME           отображаемое имя (по умолчанию — из ID)

Код выхода: 0 — создан; 1 — не удалось записать папку (ничего не остаётся);
2 — неверный вызов или DIR уже существует.

Примеры:
  ic-tool init --template stream-overlay my-overlay
  ic-tool init --template native-tool my-logger
</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Template.</source>
        <translation>Шаблон.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/cli/McpCommand.cpp" line="+65"/>
        <source>Name.</source>
        <translation>Имя.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>give the new tool&apos;s folder, e.g. ic-tool init my-overlay.</source>
        <translation>укажите папку нового инструмента, например ic-tool init my-overlay.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>there is no template &quot;%1&quot;; choose one of: %2.</source>
        <translation>шаблона «%1» нет; выберите один из: %2.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>ic-tool init: &quot;%1&quot; cannot be a tool id: use 2 to 48 lowercase letters, digits and &apos;-&apos;, e.g. my-overlay.</source>
        <translation>ic-tool init: «%1» не может быть идентификатором инструмента: используйте от 2 до 48 строчных латинских букв, цифр и «-», например my-overlay.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ic-tool init: %1 already exists; nothing was changed. Pick a new folder.</source>
        <translation>ic-tool init: %1 уже существует; ничего не изменено. Выберите новую папку.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>ic-tool init: %1; nothing was left behind.</source>
        <translation>ic-tool init: %1; ничего не осталось.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Made %1 (%2) in %3 from the %4 template. Next:</source>
        <translation>Инструмент %1 (%2) создан в %3 по шаблону %4. Дальше:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 says more.</source>
        <translation>Подробнее — в %1.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>cannot make %1</source>
        <translation>не удалось создать %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../app/cli/MatchRecorder.cpp" line="+69"/>
        <source>cannot write %1: %2</source>
        <translation>не удалось записать %1: %2</translation>
    </message>
    <message>
        <location filename="../app/cli/MatchRecorder.cpp" line="-4"/>
        <source>%1 exists already; choose another file or add --force to overwrite it.</source>
        <translation>%1 уже существует; выберите другой файл или добавьте --force, чтобы перезаписать его.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>cannot write to %1: %2; the recording stops here.</source>
        <translation>не удаётся записать в %1: %2; запись остановлена.</translation>
    </message>
    <message>
        <location filename="../app/cli/TestCommand.cpp" line="+86"/>
        <source>Scenario.</source>
        <translation>Сценарий.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seconds.</source>
        <translation>Секунды.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay.</source>
        <translation>Повтор.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>give the tool&apos;s folder or package, e.g. ic-tool test my-overlay</source>
        <translation>укажите папку или пакет инструмента, например: ic-tool test my-overlay</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown scenario &quot;%1&quot;; there is: %2</source>
        <translation>неизвестный сценарий «%1»; доступно: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--scenario and --replay cannot be used together: a replay is the match it recorded</source>
        <translation>--scenario и --replay нельзя использовать вместе: повтор — это тот матч, который он записал</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>--seconds wants a whole number from %1 to %2</source>
        <translation>для --seconds нужно целое число от %1 до %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 does not exist</source>
        <translation>%1 не существует</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the replay %1 does not exist (ic-tool watch --record FILE records one; a game keeps its own in replays/ in its data folder)</source>
        <translation>повтор %1 не существует (ic-tool watch --record FILE записывает его; игра хранит свои повторы в папке replays/ своей папки данных)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (--replay takes a recording of ic-tool watch --record or a game&apos;s replay, FILE.icrep)</source>
        <translation>%1 (--replay принимает запись ic-tool watch --record или повтор игры, FILE.icrep)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>ic-tool test: %1 is missing (it belongs beside ic-tool or in %2); reinstall IC Control Panel.</source>
        <translation>ic-tool test: нет %1 (он должен лежать рядом с ic-tool или в %2); переустановите IC Control Panel.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Testing %1 %2 against the replay %3 for %4 s …</source>
        <translation>Тестирование %1 %2 с повтором %3 в течение %4 с …</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>problem: %1</source>
        <translation>проблема: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ic-tool test: %1</source>
        <translation>ic-tool test: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>exit status %1</source>
        <translation>код возврата %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ic-tool test: %1 ended before the run did (%2).</source>
        <translation>ic-tool test: %1 завершился раньше, чем закончился прогон (%2).</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>Testing %1 %2 against a simulated match for %3 s …</source>
        <translation>Тестирование %1 %2 с имитацией матча в течение %3 с …</translation>
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
        <translation>Использование: ic-tool test [--scenario NAME | --replay FILE] [--seconds N] DIR|PKG

Запускает инструмент из DIR (или пакет PKG) на N секунд с имитацией матча
через собственный шлюз, который выдаёт ему права, запрошенные в tool.yaml:
страницу — в невидимом окне браузера, нативный инструмент — так, как его
запускает IC Control Panel. В середине прогона игра на 2 с становится
недоступной, а затем возвращается. Выводит каждую проблему: страницу, которая
не загружается, ошибки скриптов и строки console.error(), то, что отклонил
шлюз (со строкой tool.yaml, которую нужно изменить), программу, которая
завершается, инструмент, который к концу прогона не подключён. Программа
из пакета работает от вашего имени и без ограничений: тестируйте только те
пакеты, которые вы бы установили.

Параметры:
  --scenario NAME  имитация матча: %1 (по умолчанию)
  --replay FILE    вместо неё записанный матч, воспроизводимый так же, как
                   ic-remote-mock --replay: запись ic-tool watch --record
                   (события так, как их получил один сеанс) или повтор игры,
                   FILE.icrep (весь матч заново, на все читающие методы есть
                   ответы); когда игра возвращается, он начинается сначала
  --seconds N      сколько секунд работать (по умолчанию %2, от %3 до %4)

Код выхода: 0 — проблем не найдено; 1 — найдены проблемы или инструмент
не удалось запустить; 2 — неверный вызов.

Примеры:
  ic-tool test my-overlay
  ic-tool test --replay my-match.icrep my-overlay
</translation>
    </message>
    <message>
        <location line="+183"/>
        <source>Clean: no page errors, refusals or unhandled disconnects.</source>
        <translation>Всё в порядке: нет ни ошибок страницы, ни отказов, ни необработанных отключений.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Problems found: %n.</source>
        <translation>
            <numerusform>Найдена %n проблема.</numerusform>
            <numerusform>Найдено %n проблемы.</numerusform>
            <numerusform>Найдено %n проблем.</numerusform>
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
        <translation>Использование: ic-tool replay show ID [--tick N] [--speed X]
               ic-tool replay live

Показ на трансляции: оверлеи запущенной IC Control Panel (OBS и предпросмотр панели)
проигрывают повтор игры ID вместо живой игры, под значком REPLAY, пока
`ic-tool replay live` (или «Назад к живой игре» в панели) не вернёт живую игру.
Для мгновенного повтора из скрипта или со stream deck. `ic-tool call ic/replay.list`
перечисляет повторы игры и их id.

Параметры:
  --tick N    откуда начинается повтор (по умолчанию 0: с начала)
  --speed X   скорость, x реального времени (по умолчанию 1; больше 0, не выше 16)

Код выхода: 0 готово; 1 панель отказала (неизвестный повтор, нет игры, нет хоста
оверлеев: она говорит почему); 2 неверный вызов или панель не запущена.
</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Tick.</source>
        <translation>Тик.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speed.</source>
        <translation>Скорость.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The overlays show the live game again.</source>
        <translation>Оверлеи снова показывают текущую игру.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>say show ID or live, e.g. ic-tool replay show 20261126T003631Z-f44746, then ic-tool replay live</source>
        <translation>укажите show ID или live, например ic-tool replay show 20261126T003631Z-f44746, затем ic-tool replay live</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--tick wants a tick of 0 or more</source>
        <translation>--tick ждёт тик от 0 и больше</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--speed wants a speed above 0 and at most 16, e.g. 2</source>
        <translation>--speed ждёт скорость больше 0 и не выше 16, например 2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The overlays show the replay %1.</source>
        <translation>Оверлеи показывают повтор %1.</translation>
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
        <translation>Использование: ic-tool mcp
       ic-tool mcp --pair [--tier observer|admin] [--name NAME]

Запускает MCP-сервер (Model Context Protocol) на стандартном вводе и выводе для ИИ-ассистента, который его запускает. Он предлагает инструменты analyze_replay, suggest_build_order,
explain_unit_stats и query_match_history, ресурсы для текущего матча, истории матчей,
повторов и стилей игроков, а также подсказки для тренировки. Он обращается к игре только через запущенную
IC Control Panel, как связанный инструмент &quot;mcp&quot;; пока он не связан, его первый вызов спрашивает в окне
панели (Разрешить один раз / Разрешать всегда / Запретить). Строки журнала идут в стандартный поток ошибок; он завершается, когда закрывается стандартный ввод.

--pair заранее впускает его в шлюз запущенной панели (ввод команды — ваше согласие):
панель хранит инструмент &quot;mcp&quot; и его токен в связке ключей; уровень observer (действуют туман войны
и задержка рейтинговых матчей), если не указано --tier admin. --name задаёт имя ассистента на странице «Инструменты» панели
(«MCP server (NAME)»), в том числе если раньше он был связан под другим именем.
Отменить: «Удалить» на странице «Инструменты» или ic-tool uninstall mcp.

В настройках MCP ассистента:
  {&quot;command&quot;: &quot;ic-tool&quot;, &quot;args&quot;: [&quot;mcp&quot;]}

docs/plugins/mcp.md описывает настройку для распространённых ассистентов.
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
ic-tool mcp --http вместо этого выводит настройки для ассистента, работающего с MCP по HTTP:
адрес конечной точки запущенной панели и заголовок с токеном сопряжённого инструмента (сначала выполните сопряжение).
Токен секретный: вставляйте его только в собственные настройки ассистента.
</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pair with the panel.</source>
        <translation>Связать с панелью.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tier.</source>
        <translation>Уровень.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Print the settings for MCP over HTTP.</source>
        <translation>Вывести настройки для MCP по HTTP.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ic-tool mcp takes no arguments: an MCP client starts it and talks to it on standard input and output.</source>
        <translation>ic-tool mcp не принимает аргументов: его запускает MCP-клиент и общается с ним через стандартный ввод и вывод.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--tier and --name go with --pair: ic-tool mcp --pair --tier admin</source>
        <translation>--tier и --name используются с --pair: ic-tool mcp --pair --tier admin</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--tier is observer or admin</source>
        <translation>--tier — это observer или admin</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>ic-tool mcp: IC Control Panel is not running. Start it (ic-panel), then pair again: the panel keeps the pairing.</source>
        <translation>ic-tool mcp: IC Control Panel не запущена. Запустите её (ic-panel), затем свяжите снова: панель сохранит связь.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Paired the MCP server with IC Control Panel as the tool &quot;%1&quot; (%2), tier %3: its token is in the keychain.</source>
        <translation>MCP-сервер связан с IC Control Panel как инструмент «%1» (%2), уровень %3: его токен хранится в связке ключей.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP server was already paired as the tool &quot;%1&quot;; it is named &quot;%2&quot; on the panel&apos;s Tools page now, and its tier is %3.</source>
        <translation>MCP-сервер уже был связан как инструмент «%1»; теперь на странице «Инструменты» панели он называется «%2», его уровень — %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The MCP server was already paired as the tool &quot;%1&quot; (&quot;%2&quot; on the panel&apos;s Tools page); its tier is %3 now.</source>
        <translation>MCP-сервер уже был связан как инструмент «%1» («%2» на странице «Инструменты» панели); теперь его уровень — %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An assistant that starts ic-tool mcp now reaches the game through the panel. To undo it: Uninstall on the panel&apos;s Tools page, or ic-tool uninstall %1.</source>
        <translation>Ассистент, запускающий ic-tool mcp, теперь обращается к игре через панель. Чтобы отменить: «Удалить» на странице «Инструменты» панели или ic-tool uninstall %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>ic-tool mcp: IC Control Panel is not running. Start it (ic-panel): the MCP endpoint is on its host port.</source>
        <translation>ic-tool mcp: IC Control Panel не запущена. Запустите её (ic-panel): конечная точка MCP находится на её порту хоста.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ic-tool mcp: the MCP server is not paired yet: run ic-tool mcp --pair first (or choose Always Allow when the panel asks).</source>
        <translation>ic-tool mcp: сервер MCP ещё не сопряжён: сначала выполните ic-tool mcp --pair (или выберите «Всегда разрешать», когда панель спросит).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>URL: %1</source>
        <translation>URL: %1</translation>
    </message>
    <message>
        <location filename="../app/cli/McpPanelGame.cpp" line="+19"/>
        <source>IC Control Panel is not running, and this MCP server reaches the game only through it. Start IC Control Panel (ic-panel; ic-panel --demo runs a simulated match), then ask again.</source>
        <translation>IC Control Panel не запущена, а этот MCP-сервер обращается к игре только через неё. Запустите IC Control Panel (ic-panel; ic-panel --demo запускает имитацию матча) и спросите снова.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The panel&apos;s user declined this MCP server (%1) in IC Control Panel&apos;s window, or did not answer within a minute. To allow it: run ic-tool mcp --pair in a terminal (then it gets in without a question), or ask again after a minute and choose Allow Once or Always Allow in the window (the panel does not ask about the same client again within a minute).</source>
        <translation>Пользователь панели отклонил этот MCP-сервер (%1) в окне IC Control Panel или не ответил в течение минуты. Чтобы разрешить его: выполните ic-tool mcp --pair в терминале (тогда он будет входить без вопроса) или спросите снова через минуту и выберите в окне «Разрешить один раз» или «Разрешать всегда» (в течение минуты панель не спрашивает снова о том же клиенте).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>IC Control Panel runs without a window (ic-panel --headless), so nobody can allow this MCP server there. Pair it from a terminal: run ic-tool mcp --pair (--tier admin to let it see what an admin sees), then ask again.</source>
        <translation>IC Control Panel работает без окна (ic-panel --headless), поэтому разрешить этот MCP-сервер там некому. Свяжите его из терминала: выполните ic-tool mcp --pair (--tier admin, чтобы он видел то, что видит администратор), затем спросите снова.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>IC Control Panel did not ask its user whether this MCP server may in: %1. Ask again in a minute, or pair it from a terminal with ic-tool mcp --pair.</source>
        <translation>IC Control Panel не спросила пользователя, можно ли впустить этот MCP-сервер: %1. Спросите снова через минуту или свяжите его из терминала командой ic-tool mcp --pair.</translation>
    </message>
</context>
<context>
    <name>icconnectors</name>
    <message>
        <location filename="../app/connectors/common/CommandSpec.cpp" line="+21"/>
        <source>%1 must be a whole number, not &quot;%2&quot;.</source>
        <translation>%1 должно быть целым числом, а не «%2».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 must be between %2 and %3, not %4.</source>
        <translation>%1 должно быть от %2 до %3, а не %4.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 must be a number, not &quot;%2&quot;.</source>
        <translation>%1 должно быть числом, а не «%2».</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 must be true or false, not &quot;%2&quot;.</source>
        <translation>%1 должно быть true или false, а не «%2».</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 must be one of %2, not &quot;%3&quot;.</source>
        <translation>%1 должно быть одним из %2, а не «%3».</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 takes no parameter %2.</source>
        <translation>У %1 нет параметра %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 needs %2.</source>
        <translation>%1 требует %2.</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/wire/IrcClient.cpp" line="+24"/>
        <location line="+9"/>
        <source>The IRC server closed the connection.</source>
        <translation>IRC-сервер закрыл соединение.</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>IRC connection to %1:%2 failed: %3. Check the server&apos;s address and that it runs.</source>
        <translation>Не удалось подключиться к IRC-серверу %1:%2: %3. Проверьте адрес сервера и то, что он запущен.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Not connected to the IRC server: connect again first.</source>
        <translation>Нет соединения с IRC-сервером: сначала подключитесь снова.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An IRC message cannot hold a line break or a NUL byte.</source>
        <translation>Сообщение IRC не может содержать перевод строки или байт NUL.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The message is %1 bytes; an IRC line to %2 holds at most %3 here. Make the frames smaller.</source>
        <translation>Сообщение занимает %1 байт; строка IRC для %2 вмещает здесь не более %3. Уменьшите фреймы.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>The IRC server sent a line longer than 64 KiB: not an IRC server?</source>
        <translation>IRC-сервер прислал строку длиннее 64 КиБ: это точно IRC-сервер?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The IRC server closed the connection: %1</source>
        <translation>IRC-сервер закрыл соединение: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The nick %1 is in use on this IRC server: choose another.</source>
        <translation>Ник %1 на этом IRC-сервере занят: выберите другой.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The IRC server refuses the nick %1: %2. Choose a shorter one of letters and digits.</source>
        <translation>IRC-сервер не принимает ник %1: %2. Выберите ник короче, из букв и цифр.</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/Oa1ChannelConnector.cpp" line="+61"/>
        <location filename="../app/connectors/oa1/bridge/Oa1Bridge.cpp" line="+50"/>
        <source>Cannot join %1: %2</source>
        <translation>Не удаётся войти в %1: %2</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/Oa1IcrpConnector.cpp" line="+54"/>
        <source>The connection ended before the answer came (%1): open it again and repeat the command.</source>
        <translation>Подключение завершилось до прихода ответа (%1): откройте его снова и повторите команду.</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/Oa1ChannelConnector.cpp" line="+41"/>
        <source>closed by the user</source>
        <translation>закрыто пользователем</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/Oa1IcrpConnector.cpp" line="+44"/>
        <source>The bridge %1 gave no game session: %2</source>
        <translation>Мост %1 не открыл сеанс с игрой: %2</translation>
    </message>
    <message>
        <location line="+44"/>
        <location filename="../app/connectors/oa1/Oa1RemoteBashConnector.cpp" line="+126"/>
        <source>Not connected through IRC: open the connection first.</source>
        <translation>Нет соединения через IRC: сначала откройте соединение.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The raw request is not JSON (%1): write a JSON-RPC object or an array of them.</source>
        <translation>Запрос не является JSON (%1): напишите объект JSON-RPC или массив таких объектов.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 answered in %2 ms, %3 chunk(s)%4</source>
        <translation>%1 ответил за %2 мс, частей: %3%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../app/connectors/oa1/Oa1RemoteBashConnector.cpp" line="+58"/>
        <source>, truncated at the size limit</source>
        <translation>, обрезано по пределу размера</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Round trip (last request)</source>
        <translation>Время отклика (последний запрос)</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/Oa1ChannelConnector.cpp" line="+29"/>
        <location filename="../app/connectors/tf2/Tf2FileConnector.cpp" line="+207"/>
        <source>none yet</source>
        <translation>пока нет</translation>
    </message>
    <message>
        <location filename="../app/connectors/arena/ArenaConnector.cpp" line="+22"/>
        <location filename="../app/connectors/oa1/Oa1ChannelConnector.cpp" line="+0"/>
        <location filename="../app/connectors/tf2/Tf2FileConnector.cpp" line="+0"/>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Send a test tick (POST /tick) through the proxy to the runtime</source>
        <translation>Отправить тестовый тик (POST /tick) через прокси в среду выполнения</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tick number (empty: the next one)</source>
        <translation>Номер тика (пусто: следующий)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Agents in the tick</source>
        <translation>Агентов в тике</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whose scene_specific block the agents carry</source>
        <translation>Сцена, блок scene_specific которой передают агенты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the runtime&apos;s GET /health</source>
        <translation>Запросить GET /health у среды выполнения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send JSON to the runtime&apos;s POST /echo and compare what comes back</source>
        <translation>Отправить JSON на POST /echo среды выполнения и сравнить ответ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any JSON value</source>
        <translation>Любое значение JSON</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear the tick record and its figures</source>
        <translation>Очистить запись тиков и их показатели</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The tick inspector was closed before the answer came.</source>
        <translation>Инспектор тиков был закрыт до прихода ответа.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>There is no command %1: the commands are tick, health, echo and clear.</source>
        <translation>Команды %1 нет: есть команды tick, health, echo и clear.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../app/connectors/arena/ArenaProxy_Tick.cpp" line="+177"/>
        <location line="+45"/>
        <source>The tick inspector is not running: open it first.</source>
        <translation>Инспектор тиков не запущен: сначала откройте его.</translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Cleared the record of %n tick(s).</source>
        <translation>
            <numerusform>Очищена запись: %n тик.</numerusform>
            <numerusform>Очищена запись: %n тика.</numerusform>
            <numerusform>Очищена запись: %n тиков.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Tick %1: the runtime answered %2: %3</source>
        <translation>Тик %1: среда выполнения ответила %2: %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tick %1: %2</source>
        <translation>Тик %1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tick %1: the runtime answered HTTP %2.</source>
        <translation>Тик %1: среда выполнения ответила HTTP %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Tick %1: %n action(s) in %2 (runtime %3), %4 schema finding(s).</source>
        <translation>
            <numerusform>Тик %1: %n действие за %2 (среда выполнения %3), замечаний по схеме: %4.</numerusform>
            <numerusform>Тик %1: %n действия за %2 (среда выполнения %3), замечаний по схеме: %4.</numerusform>
            <numerusform>Тик %1: %n действий за %2 (среда выполнения %3), замечаний по схеме: %4.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Runtime %1: backend %2, %3 agent(s) active, up %4 s.</source>
        <translation>Среда выполнения %1: бэкенд %2, активных агентов: %3, работает %4 с.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>json is not JSON: write one JSON value, such as {&quot;ping&quot;: 1}.</source>
        <translation>Параметр json не является JSON: введите одно значение JSON, например {&quot;ping&quot;: 1}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The runtime answered HTTP %1 with something else: %2</source>
        <translation>Среда выполнения ответила HTTP %1, но вернула другое: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The runtime echoed it back unchanged in %1.</source>
        <translation>Среда выполнения вернула его без изменений за %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not asked yet</source>
        <translation>ещё не запрашивалось</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reachable</source>
        <translation>доступна</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not reachable</source>
        <translation>недоступна</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Listening</source>
        <translation>Прослушивание</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/connectors/tf2/Tf2GameView.cpp" line="+136"/>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runtime</source>
        <translation>Среда выполнения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ticks</source>
        <translation>Тики</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round trip p50</source>
        <translation>Время отклика p50</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round trip p99</source>
        <translation>Время отклика p99</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runtime&apos;s share p50</source>
        <translation>Доля среды выполнения p50</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Over the 5 ms budget</source>
        <translation>Сверх бюджета 5 мс</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Schema findings, Godot → runtime</source>
        <translation>Замечания по схеме, Godot → среда выполнения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Schema findings, runtime → Godot</source>
        <translation>Замечания по схеме, среда выполнения → Godot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runtime errors</source>
        <translation>Ошибки среды выполнения</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/Oa1ChannelConnector.cpp" line="+1"/>
        <source>Frames sent</source>
        <translation>Отправлено фреймов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frames received</source>
        <translation>Получено фреймов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chunks in the last answer</source>
        <translation>Частей в последнем ответе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pending requests</source>
        <translation>Запросов в ожидании</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate chunks ignored</source>
        <translation>Пропущено повторных частей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Noise lines ignored</source>
        <translation>Пропущено посторонних строк</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Frames from other nicks ignored</source>
        <translation>Пропущено фреймов от других ников</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stale or refused frames ignored</source>
        <translation>Пропущено устаревших или отклонённых фреймов</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/Oa1IcrpConnector_Commands.cpp" line="+21"/>
        <source>Is remote access on, how, and how many are connected</source>
        <translation>Включён ли удалённый доступ, как и сколько подключено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who is connected</source>
        <translation>Кто подключён</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What match this is: map, players</source>
        <translation>Что это за матч: карта, игроки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figures of the live match</source>
        <translation>Показатели идущего матча</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Comma-separated; empty for all</source>
        <translation>Через запятую; пусто — все</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One player&apos;s name; empty for everyone</source>
        <translation>Имя одного игрока; пусто — все</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause or resume the match</source>
        <translation>Поставить матч на паузу или продолжить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An announcement in the match</source>
        <translation>Объявление в матче</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 to 500 characters</source>
        <translation>От 1 до 500 символов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove a player from the match</source>
        <translation>Удалить игрока из матча</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any JSON-RPC request or batch, sent as it is</source>
        <translation>Любой запрос или пакет JSON-RPC, отправляется как есть</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. {&quot;jsonrpc&quot;:&quot;2.0&quot;,&quot;id&quot;:1,&quot;method&quot;:&quot;ic/match.info&quot;}</source>
        <translation>например, {&quot;jsonrpc&quot;:&quot;2.0&quot;,&quot;id&quot;:1,&quot;method&quot;:&quot;ic/match.info&quot;}</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/wire/Oa1Link.cpp" line="+113"/>
        <source>The message is %1 bytes, over OA1&apos;s limit of %2 bytes: send less at once.</source>
        <translation>Сообщение занимает %1 байт, больше предела OA1 в %2 байт: отправляйте меньше за раз.</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/wire/Oa1RpcClient.cpp" line="+45"/>
        <source>No answer within %1 s: the far side (the bridge, or the RemoteBash side) may be gone from the channel or busy. Check that it runs, then try again.</source>
        <translation>Нет ответа за %1 с: другая сторона (мост или сторона RemoteBash), возможно, покинула канал или занята. Убедитесь, что она работает, и повторите попытку.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>the last chunk never came</source>
        <translation>последняя часть так и не пришла</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chunk(s) %1 never came</source>
        <translation>части %1 так и не пришли</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The answer stopped half way (%1 within %2 s): IRC may have dropped lines. Send the request again.</source>
        <translation>Ответ оборвался на середине (%1 за %2 с): возможно, IRC потерял строки. Отправьте запрос снова.</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/wire/Oa1RpcServer.cpp" line="+16"/>
        <source>the request passed %1 bytes; send less at once</source>
        <translation>запрос превысил %1 байт; отправляйте меньше за раз</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>chunks of the request never came within %1 s; send it again</source>
        <translation>части запроса не пришли за %1 с; отправьте его снова</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>the answer is %1 bytes, over the limit of %2; ask for less</source>
        <translation>ответ занимает %1 байт, больше предела в %2; запросите меньше</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/bridge/Oa1Bridge.cpp" line="+40"/>
        <source>the nick left or changed</source>
        <translation>ник вышел или сменился</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>this is an IC bridge: it relays ICRP (JSON-RPC) requests, not shell commands; send a JSON-RPC object or array</source>
        <translation>это мост IC: он передаёт запросы ICRP (JSON-RPC), а не команды оболочки; отправьте объект или массив JSON-RPC</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Invalid Request: an empty batch [] is not a valid request</source>
        <translation>Invalid Request: пустой пакет [] не является допустимым запросом</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ic/remote.password_reset is not relayed over IRC: its answer holds the new password, which would be said to everyone in the channel. Reset the password on the game&apos;s machine, then give the panel the new one.</source>
        <translation>ic/remote.password_reset не передаётся через IRC: его ответ содержит новый пароль, который увидели бы все в канале. Сбросьте пароль на машине с игрой, затем сообщите панели новый.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Events are not relayed over IRC, so subscribing is not available through the bridge: poll ic/state.query or ic/match.info instead.</source>
        <translation>События не передаются через IRC, поэтому подписка через мост недоступна: вместо этого периодически запрашивайте ic/state.query или ic/match.info.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>replaced by a new ic/bridge.hello</source>
        <translation>заменён новым ic/bridge.hello</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1. Check that the game runs and that the bridge&apos;s --game is its ICRP address.</source>
        <translation>%1. Проверьте, что игра запущена и что --game моста — её адрес ICRP.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the game asks for no password, so anyone holding an allowed nick would get it: set a password in the game (or start the bridge with --allow-no-password)</source>
        <translation>игра не требует пароля, так что её получил бы любой с разрешённым ником: задайте пароль в игре (или запустите мост с --allow-no-password)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the game has no password</source>
        <translation>у игры нет пароля</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the bridge has no game session for %1: send ic/bridge.hello first (the panel does when it connects)</source>
        <translation>у моста нет сеанса с игрой для %1: сначала отправьте ic/bridge.hello (панель делает это при подключении)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the game session is still opening: wait for the answer to ic/bridge.hello, then send this again</source>
        <translation>сеанс с игрой ещё открывается: дождитесь ответа на ic/bridge.hello, затем отправьте это снова</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+9"/>
        <source>%1; connect again (ic/bridge.hello, then ic/identify)</source>
        <translation>%1; подключитесь снова (ic/bridge.hello, затем ic/identify)</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/bridge/Oa1UpstreamSession.cpp" line="+37"/>
        <source>the game closed the session (%1)</source>
        <translation>игра закрыла сеанс (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot reach the game at %1: %2</source>
        <translation>игра недоступна по адресу %1: %2</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>the game refused the session: %1</source>
        <translation>игра отклонила сеанс: %1</translation>
    </message>
    <message>
        <location filename="../app/connectors/ConnectorKinds.cpp" line="+29"/>
        <source>PigeonPea DevTools (RFC-014)</source>
        <translation>PigeonPea DevTools (RFC-014)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commands to a running PigeonPea development build over its WebSocket (spawn, teleport, query, give, heal, kill, ping) and the events it sends.</source>
        <translation>Команды запущенной отладочной сборке PigeonPea через её WebSocket (spawn, teleport, query, give, heal, kill, ping) и присылаемые ею события.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game&apos;s DevTools address</source>
        <translation>Адрес DevTools игры</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>url must be a ws:// or wss:// address, such as %1.</source>
        <translation>url должен быть адресом ws:// или wss://, например %1.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Transport Fever 2 (file IPC)</source>
        <translation>Transport Fever 2 (файловый IPC)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commands to Transport Fever 2&apos;s AI Builder mod through two JSON files (every value a string), and a view of the game: date, money, speed, towns, lines, vehicles.</source>
        <translation>Команды моду AI Builder для Transport Fever 2 через два файла JSON (все значения — строки) и обзор игры: дата, деньги, скорость, города, линии, транспорт.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Where the game reads tf2_cmd.json and writes tf2_resp.json</source>
        <translation>Папка, в которой игра читает tf2_cmd.json и пишет tf2_resp.json</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another command file (empty: tf2_cmd.json in the folder)</source>
        <translation>Другой файл команд (пусто: tf2_cmd.json в папке)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another response file (empty: tf2_resp.json in the folder)</source>
        <translation>Другой файл ответов (пусто: tf2_resp.json в папке)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 must be a full path, such as /tmp, not &quot;%2&quot;.</source>
        <translation>%1 должен быть полным путём, например /tmp, а не «%2».</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>IRC RPC (OA1): a remote shell or an IC game</source>
        <translation>IRC RPC (OA1): удалённая оболочка или игра IC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Through an IRC channel: shell commands on another machine (RemoteBash, as the OA1 document has it), or an IC game where `ic-tool bridge irc` relays ICRP requests to it (our extension: the password checked end to end, no live events).</source>
        <translation>Через канал IRC: команды оболочки на другой машине (RemoteBash, как в документе OA1) или игра IC, которой `ic-tool bridge irc` передаёт запросы ICRP (наше расширение: пароль проверяется из конца в конец, без событий в реальном времени).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The far side&apos;s nick: the bridge, or the RemoteBash side (only its frames are taken)</source>
        <translation>Ник другой стороны: моста или стороны RemoteBash (принимаются только её кадры)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ICRP: IC&apos;s own extension, through ic-tool bridge irc. RemoteBash: the OA1 document&apos;s shell commands on the remote machine (no tier, no password)</source>
        <translation>ICRP: собственное расширение IC, через ic-tool bridge irc. RemoteBash: команды оболочки на удалённой машине по документу OA1 (без уровня доступа и пароля)</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>The IRC server</source>
        <translation>Сервер IRC</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The channel the bridge is in, such as #ic-admin</source>
        <translation>Канал, в котором находится мост, например #ic-admin</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your nick on that server</source>
        <translation>Ваш ник на этом сервере</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>channel must be an IRC channel such as #ic-admin, not &quot;%1&quot;.</source>
        <translation>channel должен быть каналом IRC, например #ic-admin, а не «%1».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 must be an IRC nick (letters, digits and _-[]\`^{|}, not starting with a digit or -), not &quot;%2&quot;.</source>
        <translation>%1 должен быть ником IRC (буквы, цифры и _-[]\`^{|}, не начинается с цифры или -), а не «%2».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nick and bridgeNick must differ: you and the bridge are two people in the channel.</source>
        <translation>nick и bridgeNick должны различаться: вы и мост — два разных участника канала.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Agent Arena tick inspector</source>
        <translation>Инспектор тиков Agent Arena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A proxy between Agent Arena&apos;s simulation and its agent runtime: point the simulation at the listening port; every tick is checked against the schema, recorded and timed against the 5 ms budget.</source>
        <translation>Прокси между симуляцией Agent Arena и её средой выполнения агентов: направьте симуляцию на прослушиваемый порт; каждый тик проверяется по схеме, записывается, а его время сравнивается с бюджетом 5 мс.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The port the simulation sends its ticks to (127.0.0.1)</source>
        <translation>Порт, на который симуляция отправляет тики (127.0.0.1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the agent runtime listens</source>
        <translation>Адрес, который слушает среда выполнения агентов</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>runtimeHost must be a host name or address.</source>
        <translation>runtimeHost должен быть именем хоста или адресом.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>&quot;%1&quot; is not a kind of connection this panel knows.</source>
        <translation>«%1» — неизвестный этой панели тип подключения.</translation>
    </message>
    <message>
        <location filename="../app/connectors/arena/ArenaHttpClient.cpp" line="+20"/>
        <source>%1 did not answer within %2 ms.</source>
        <translation>%1: нет ответа за %2 мс.</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>Nothing answers at %1 (%2): start it, or check the address.</source>
        <translation>По адресу %1 никто не отвечает (%2): запустите программу или проверьте адрес.</translation>
    </message>
    <message>
        <location filename="../app/connectors/arena/ArenaProxy.cpp" line="+42"/>
        <location filename="../app/connectors/arena/peer/SimulatedRuntime.cpp" line="+92"/>
        <source>Cannot listen on 127.0.0.1:%1: %2. Choose another port.</source>
        <translation>Не удаётся слушать 127.0.0.1:%1: %2. Выберите другой порт.</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>HTTP/1.1 requests need a Host header: send Host: 127.0.0.1:%1.</source>
        <translation>Запросам HTTP/1.1 нужен заголовок Host: отправьте Host: 127.0.0.1:%1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Host &quot;%1&quot; is not this proxy: it answers only 127.0.0.1:%2 or localhost:%2 (so that no web page can reach it through a name of its own).</source>
        <translation>Хост «%1» — не этот прокси: он отвечает только на 127.0.0.1:%2 или localhost:%2 (чтобы никакая веб-страница не могла обратиться к нему через собственное имя).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A request from the web page %1 was refused: the inspector takes ticks from the simulation only (a web page&apos;s request carries an Origin, the simulation&apos;s does not).</source>
        <translation>Запрос веб-страницы %1 отклонён: инспектор принимает тики только от симуляции (запрос веб-страницы несёт заголовок Origin, запрос симуляции — нет).</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 takes %2, not %3.</source>
        <translation>%1 принимает %2, а не %3.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>There is no %1 here: the seed&apos;s endpoints are POST /tick, GET /health and POST /echo.</source>
        <translation>Здесь нет %1: по спецификации есть только POST /tick, GET /health и POST /echo.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>/echo takes one JSON value; this body is not one (%1). Send JSON.</source>
        <translation>/echo принимает одно значение JSON; это тело им не является (%1). Отправьте JSON.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n value(s)</source>
        <translation>
            <numerusform>%n значение</numerusform>
            <numerusform>%n значения</numerusform>
            <numerusform>%n значений</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/connectors/arena/ArenaProxy_Tick.cpp" line="-113"/>
        <location line="+19"/>
        <source>Tick inspector: the agent runtime gave no usable answer. %1</source>
        <translation>Инспектор тиков: среда выполнения агентов не дала пригодного ответа. %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The runtime answered HTTP %1, not 200 with an action response.</source>
        <translation>Среда выполнения ответила HTTP %1, а не 200 с ответом-действиями.</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>The runtime&apos;s /health answer is not the seed&apos;s shape: %1</source>
        <translation>Ответ /health среды выполнения не соответствует форме из спецификации: %1</translation>
    </message>
    <message>
        <location filename="../app/connectors/arena/ArenaSchema.cpp" line="+30"/>
        <source>The body is not JSON: %1 at byte %2.</source>
        <translation>Тело — не JSON: %1 в байте %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The body must be a JSON object, not an array or a value.</source>
        <translation>Тело должно быть объектом JSON, а не массивом или значением.</translation>
    </message>
    <message>
        <location filename="../app/connectors/arena/ArenaSchema_Actions.cpp" line="+92"/>
        <source>%1: tool &quot;%2&quot; is not registered (the tools are %3).</source>
        <translation>%1: инструмент «%2» не зарегистрирован (есть инструменты: %3).</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1: agent &quot;%2&quot; is not one of this tick&apos;s agents.</source>
        <translation>%1: агента «%2» нет среди агентов этого тика.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>error.code &quot;%1&quot; is not one of the seed&apos;s codes (%2).</source>
        <translation>error.code «%1» не входит в коды спецификации (%2).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>tick must match the request&apos;s tick %1, not %2.</source>
        <translation>tick должен совпадать с тиком запроса %1, а не %2.</translation>
    </message>
    <message>
        <location filename="../app/connectors/arena/ArenaSchema_Perception.cpp" line="+133"/>
        <source>%1 must be between 0 and 100, not %2.</source>
        <translation>%1 должен быть от 0 до 100, а не %2.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: agent &quot;%2&quot; appears twice in this tick.</source>
        <translation>%1: агент «%2» встречается в этом тике дважды.</translation>
    </message>
    <message>
        <location filename="../app/connectors/arena/SchemaChecker.cpp" line="+28"/>
        <source>%1 is missing: the seed requires it (%2).</source>
        <translation>%1 отсутствует: спецификация требует это поле (%2).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 must be %2, not %3.</source>
        <translation>%1: ожидается %2, а не %3.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: this tool takes no parameters.</source>
        <translation>%1: этот инструмент не принимает параметров.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not a parameter of this tool (it takes %2).</source>
        <translation>%1 не является параметром этого инструмента (он принимает %2).</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>an integer</source>
        <translation>целое число</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a string</source>
        <translation>строка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>true or false</source>
        <translation>true или false</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+25"/>
        <source>an object</source>
        <translation>объект</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>an array</source>
        <translation>массив</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an array of three numbers [x, y, z]</source>
        <translation>массив из трёх чисел [x, y, z]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a string or null</source>
        <translation>строка или null</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>an array of %n item(s)</source>
        <translation>
            <numerusform>массив из %n элемента</numerusform>
            <numerusform>массив из %n элементов</numerusform>
            <numerusform>массив из %n элементов</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <location filename="../app/connectors/arena/peer/SimulatedGodot.cpp" line="+77"/>
        <source>HTTP %1: %2</source>
        <translation>HTTP %1: %2</translation>
    </message>
    <message>
        <location filename="../app/connectors/common/WireLogModel.cpp" line="+82"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Way</source>
        <translation>Направление</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Channel</source>
        <translation>Канал</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>sent</source>
        <translation>отправлено</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>received</source>
        <translation>получено</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>note</source>
        <translation>примечание</translation>
    </message>
    <message>
        <location filename="../app/connectors/devtools/DevToolsCatalogue.cpp" line="+33"/>
        <source>Target entity id (empty: the player)</source>
        <translation>ID целевой сущности (пусто: игрок)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Spawn an entity at a position</source>
        <translation>Создать сущность в точке</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Entity type</source>
        <translation>Тип сущности</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>X coordinate</source>
        <translation>Координата X</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+7"/>
        <source>Y coordinate</source>
        <translation>Координата Y</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Give an item to the player</source>
        <translation>Дать предмет игроку</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Item type</source>
        <translation>Тип предмета</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Quantity (default 1)</source>
        <translation>Количество (по умолчанию 1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Heal the player (capped at maximum health)</source>
        <translation>Вылечить игрока (не выше максимального здоровья)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Heal amount</source>
        <translation>Сколько здоровья восстановить</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Kill the nearest enemy or all of them</source>
        <translation>Убить ближайшего врага или всех врагов</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Target (default nearest)</source>
        <translation>Цель (по умолчанию ближайший)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Teleport the player (or an entity)</source>
        <translation>Телепортировать игрока (или сущность)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Teleport: the long name of tp</source>
        <translation>Teleport: полное имя команды tp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List every entity in the game world</source>
        <translation>Перечислить все сущности игрового мира</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Test the connection (answers pong)</source>
        <translation>Проверить подключение (ответ — pong)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>RFC-014 has no command &quot;%1&quot;; choose one of spawn, tp, teleport, query, give, heal, kill, ping.</source>
        <translation>В RFC-014 нет команды «%1»; выберите одну из: spawn, tp, teleport, query, give, heal, kill, ping.</translation>
    </message>
    <message>
        <location filename="../app/connectors/devtools/DevToolsCodec.cpp" line="+23"/>
        <source>Ignored a message from the DevTools server: %1. The connection stays open; if this repeats, check that the server speaks RFC-014.</source>
        <translation>Сообщение от сервера DevTools пропущено: %1. Подключение остаётся открытым; если это повторяется, проверьте, что сервер поддерживает RFC-014.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 needs &apos;%2&apos; as a whole number</source>
        <translation>%1: поле &apos;%2&apos; должно быть целым числом</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 needs &apos;%2&apos; as a string</source>
        <translation>%1: поле &apos;%2&apos; должно быть строкой</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 needs &apos;%2&apos; as an entity id (a whole number or a string)</source>
        <translation>%1 требует &apos;%2&apos; как идентификатор сущности (целое число или строку)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>a command_result needs &apos;success&apos; as true or false</source>
        <translation>в command_result поле &apos;success&apos; должно быть true или false</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a command_result needs &apos;message&apos; as a string</source>
        <translation>в command_result поле &apos;message&apos; должно быть строкой</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a command_result&apos;s &apos;result&apos; must be an object</source>
        <translation>в command_result поле &apos;result&apos; должно быть объектом</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>it is %1 bytes long, more than the %2 accepted</source>
        <translation>его длина %1 байт, больше допустимых %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is not JSON (%1 at offset %2)</source>
        <translation>это не JSON (%1 по смещению %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is not a JSON object</source>
        <translation>это не объект JSON</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it has no &apos;type&apos; string</source>
        <translation>в нём нет строки &apos;type&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its type &quot;%1&quot; is not one a server sends (only &quot;event&quot;)</source>
        <translation>его тип «%1» сервер не отправляет (только «event»)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it has no &apos;event&apos; name in snake_case</source>
        <translation>в нём нет имени &apos;event&apos; в snake_case</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its &apos;timestamp&apos; is not a whole number of milliseconds</source>
        <translation>его &apos;timestamp&apos; не является целым числом миллисекунд</translation>
    </message>
    <message>
        <location filename="../app/connectors/devtools/DevToolsConnector.cpp" line="+94"/>
        <source>&quot;%1&quot; is not a WebSocket URL: give one such as %2.</source>
        <translation>«%1» — не URL WebSocket: укажите, например, %2.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not answered: the connection was closed.</source>
        <translation>Нет ответа: подключение закрыто.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Closed.</source>
        <translation>Закрыто.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connecting to %1…</source>
        <translation>Подключение к %1…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connected; waiting for the server&apos;s welcome.</source>
        <translation>Подключено; ожидание приветствия сервера.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the connection was closed</source>
        <translation>соединение закрыто</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>closed with code %1</source>
        <translation>закрыто с кодом %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The connection to %1 ended before an answer came (%2). The command is not sent again by itself: run query to see what happened, then run it again if needed.</source>
        <translation>Подключение к %1 прервалось до получения ответа (%2). Команда не отправляется повторно автоматически: выполните query, чтобы узнать, что произошло, и при необходимости выполните команду снова.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lost the connection to %1 (%2). Trying again in %3 s.</source>
        <translation>Подключение к %1 потеряно (%2). Повторная попытка через %3 с.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot reach %1 (%2). Is the game running with DevTools on? Trying again in %3 s.</source>
        <translation>Не удаётся подключиться к %1 (%2). Игра запущена с включёнными DevTools? Повторная попытка через %3 с.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Not sent: the connection was restarted after a command timed out; run it again.</source>
        <translation>Не отправлено: подключение было перезапущено после тайм-аута команды; выполните её снова.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restarting the connection so that a late answer cannot be taken for the next command&apos;s.</source>
        <translation>Перезапуск подключения, чтобы запоздавший ответ не был принят за ответ на следующую команду.</translation>
    </message>
    <message>
        <location filename="../app/connectors/devtools/DevToolsConnector_Runs.cpp" line="+36"/>
        <source>Not connected to %1: open the connection first (%2)</source>
        <translation>Нет подключения к %1: сначала откройте подключение (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>closed</source>
        <translation>закрыто</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The answer to %1 could not be read: %2</source>
        <translation>Не удалось прочитать ответ на %1: %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Ignored a binary frame of %1 bytes: RFC-014 uses UTF-8 JSON text frames only.</source>
        <translation>Пропущен двоичный фрейм размером %1 байт: RFC-014 использует только текстовые фреймы JSON в UTF-8.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Took this command_result as the answer to %1 by its order only: this server has sent results of other clients&apos; commands, and this one does not say which command it answers.</source>
        <translation>Этот command_result принят как ответ на %1 только по порядку: сервер уже присылал результаты команд других клиентов, а этот не говорит, на какую команду он отвечает.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A command_result for %1 came while %2 waited for its answer: not taken as %2&apos;s answer (RFC-014 answers carry no id; the server seems to send every client&apos;s results), shown as an event; %2 keeps waiting.</source>
        <translation>Пришёл command_result для %1, пока %2 ждала ответа: он не принят как ответ на %2 (у ответов RFC-014 нет идентификатора; похоже, сервер рассылает результаты всех клиентов), показан как событие; %2 ждёт дальше.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Open.</source>
        <translation>Открыто.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A command_result came when no command was waiting for one; shown as an event.</source>
        <translation>Пришёл command_result, когда ни одна команда его не ждала; показан как событие.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>No answer to %1 within %2 ms. The game may be busy or stuck; the connection is restarted (RFC-014 answers carry no id, so a late one would be taken for the next command&apos;s).</source>
        <translation>Нет ответа на %1 за %2 мс. Игра, возможно, занята или зависла; подключение перезапускается (ответы RFC-014 не содержат id, поэтому запоздавший ответ был бы принят за ответ на следующую команду).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Answers to other commands came meanwhile and were not taken: the server sends every client&apos;s results, or words its answers unlike RFC-014&apos;s examples (see the wire log).</source>
        <translation>Тем временем пришли ответы на другие команды, и они не приняты: сервер рассылает результаты всех клиентов или формулирует ответы не так, как в примерах RFC-014 (см. журнал обмена данными).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No welcome came within %1 ms (RFC-014 says the server sends one); going on without it.</source>
        <translation>Приветствие не пришло за %1 мс (по RFC-014 сервер его отправляет); работа продолжается без него.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open (the server sent no welcome).</source>
        <translation>Открыто (сервер не прислал приветствие).</translation>
    </message>
    <message>
        <location filename="../app/connectors/devtools/DevToolsErrors.cpp" line="+35"/>
        <source>Invalid JSON</source>
        <translation>Некорректный JSON</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Missing required field</source>
        <translation>Отсутствует обязательное поле</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unknown command</source>
        <translation>Неизвестная команда</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invalid arguments</source>
        <translation>Недопустимые аргументы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game rule (business logic)</source>
        <translation>Правило игры (бизнес-логика)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Internal error</source>
        <translation>Внутренняя ошибка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refused before sending</source>
        <translation>Отклонено до отправки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not connected</source>
        <translation>Нет подключения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Timed out</source>
        <translation>Истекло время ожидания</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection lost</source>
        <translation>Подключение потеряно</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Closed</source>
        <translation>Закрыто</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Malformed answer</source>
        <translation>Некорректный ответ</translation>
    </message>
    <message>
        <location filename="../app/connectors/devtools/DevToolsStats.cpp" line="+41"/>
        <source>Round trip</source>
        <translation>Время отклика</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ms (average %2 ms)</source>
        <translation>%1 мс (в среднем %2 мс)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no answer yet</source>
        <translation>ответа ещё нет</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commands sent</source>
        <translation>Отправлено команд</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failures</source>
        <translation>Сбои</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../app/connectors/tf2/Tf2FileConnector.cpp" line="-21"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Failures: %1</source>
        <translation>Сбои: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Events: %1</source>
        <translation>События: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entities (last query)</source>
        <translation>Сущности (последний query)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (and %2 terrain tiles)</source>
        <translation>%1 (и клеток местности: %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no query yet</source>
        <translation>query ещё не выполнялся</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Malformed messages ignored</source>
        <translation>Пропущено некорректных сообщений</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answers to other commands (not taken)</source>
        <translation>Ответы на другие команды (не приняты)</translation>
    </message>
    <message>
        <location filename="../app/connectors/devtools/peer/DevToolsPeer.cpp" line="+84"/>
        <source>Cannot listen on 127.0.0.1:%1 (%2): stop what uses the port or choose another with --port.</source>
        <translation>Не удаётся слушать 127.0.0.1:%1 (%2): остановите программу, занимающую порт, или выберите другой с помощью --port.</translation>
    </message>
    <message>
        <location filename="../app/connectors/devtools/peer/main.cpp" line="+32"/>
        <source>A simulated PigeonPea game world that speaks the DevTools protocol (RFC-014: JSON command and event messages over WebSocket). It has a 20×10 map with walls, a player, goblins and potions; it answers spawn, tp/teleport, query, give, heal, kill and ping as the RFC says and sends entity_created, entity_moved and entity_died when they happen. It prints the URL it listens on (127.0.0.1 only); stop it with Ctrl-C.</source>
        <translation>Имитация игрового мира PigeonPea с протоколом DevTools (RFC-014: сообщения JSON command и event через WebSocket). В нём есть карта 20×10 со стенами, игрок, гоблины и зелья; он отвечает на spawn, tp/teleport, query, give, heal, kill и ping, как описано в RFC, и отправляет entity_created, entity_moved и entity_died, когда это происходит. Выводит URL, который слушает (только 127.0.0.1); остановка — Ctrl-C.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Port to listen on (default 5007, 0 for any free one).</source>
        <translation>Порт для прослушивания (по умолчанию 5007, 0 — любой свободный).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>port</source>
        <translation>порт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milliseconds between goblin moves (default 1000, 0 for none).</source>
        <translation>Миллисекунды между ходами гоблинов (по умолчанию 1000, 0 — без ходов).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/connectors/tf2/peer/main.cpp" line="+36"/>
        <source>ms</source>
        <translation>мс</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random seed of the goblins&apos; steps (default 1).</source>
        <translation>Зерно случайных шагов гоблинов (по умолчанию 1).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send every command&apos;s answer to every client, as a server that broadcasts its results would (a test for clients&apos; matching).</source>
        <translation>Отправлять ответ на каждую команду всем клиентам, как сервер, рассылающий свои результаты всем (проверка сопоставления у клиентов).</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>--port takes 0 to 65535, --tick-ms 0 to 3600000, --seed a whole number; there are no other arguments (see --help).</source>
        <translation>--port принимает от 0 до 65535, --tick-ms — от 0 до 3600000, --seed — целое число; других аргументов нет (см. --help).</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>PigeonPea DevTools (RFC-014) listening on %1</source>
        <translation>PigeonPea DevTools (RFC-014) слушает %1</translation>
    </message>
    <message>
        <location filename="../app/connectors/tf2/Tf2Commands.cpp" line="+26"/>
        <source>Check that the game answers</source>
        <translation>Проверить, что игра отвечает</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Date, money, speed and pause state</source>
        <translation>Дата, деньги, скорость и состояние паузы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the game speed</source>
        <translation>Задать скорость игры</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>0 pauses, 1 to 4 are the speed levels</source>
        <translation>0 — пауза, 1–4 — уровни скорости</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All towns with their population</source>
        <translation>Все города с населением</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All towns with their cargo demands</source>
        <translation>Все города с их спросом на грузы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The buildings of one town</source>
        <translation>Здания одного города</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The town&apos;s id, as query_towns gives it</source>
        <translation>ID города, как его выдаёт query_towns</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All industries</source>
        <translation>Все предприятия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All transport lines</source>
        <translation>Все транспортные линии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All vehicles</source>
        <translation>Весь транспорт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All stations</source>
        <translation>Все станции</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Let the AI builder build the best road connection</source>
        <translation>Поручить AI Builder построить лучшее дорожное сообщение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only connections for this cargo (optional)</source>
        <translation>Только сообщения для этого груза (необязательно)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a road between two industries</source>
        <translation>Построить дорогу между двумя предприятиями</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first industry&apos;s id</source>
        <translation>ID первого предприятия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The second industry&apos;s id</source>
        <translation>ID второго предприятия</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build a cargo delivery route from an industry to a town</source>
        <translation>Построить маршрут доставки груза от предприятия в город</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The industry&apos;s id</source>
        <translation>ID предприятия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The town&apos;s id</source>
        <translation>ID города</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cargo to deliver</source>
        <translation>Груз для доставки</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>What kind of vehicle</source>
        <translation>Тип транспортного средства</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Add a vehicle to a line</source>
        <translation>Добавить транспортное средство на линию</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The line&apos;s id, as query_lines gives it</source>
        <translation>ID линии, как его выдаёт query_lines</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Delete a transport line</source>
        <translation>Удалить транспортную линию</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>The line&apos;s id</source>
        <translation>ID линии</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Fit the number of vehicles on a line to its demand</source>
        <translation>Подогнать число транспортных средств на линии под спрос</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Remember the game state to compare later</source>
        <translation>Запомнить состояние игры для последующего сравнения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compare the game state with a snapshot</source>
        <translation>Сравнить состояние игры со снимком</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The id snapshot_state gave</source>
        <translation>ID, выданный snapshot_state</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause the game</source>
        <translation>Поставить игру на паузу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the game</source>
        <translation>Продолжить игру</translation>
    </message>
    <message>
        <location filename="../app/connectors/tf2/Tf2FileConnector.cpp" line="-112"/>
        <source>The folder %1 does not exist or cannot be written; create it or choose the folder the TF2 mod uses.</source>
        <translation>Папка %1 не существует или недоступна для записи; создайте её или выберите папку, которую использует мод TF2.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The connector was closed before the game answered.</source>
        <translation>Коннектор закрыт раньше, чем ответила игра.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The game has no command &quot;%1&quot;; choose one of the list.</source>
        <translation>В игре нет команды «%1»; выберите команду из списка.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The TF2 connector is not open; open it first.</source>
        <translation>Коннектор TF2 не открыт; сначала откройте его.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>none: waiting for the game to clear the command file</source>
        <translation>нет: ожидание, пока игра очистит файл команды</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Command file</source>
        <translation>Файл команд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Response file</source>
        <translation>Файл ответов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In flight</source>
        <translation>Выполняется</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queued (one command at a time)</source>
        <translation>В очереди (по одной команде за раз)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sent</source>
        <translation>Отправлено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answered</source>
        <translation>Получено ответов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game errors</source>
        <translation>Ошибки игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timeouts</source>
        <translation>Тайм-ауты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stale answers cleared</source>
        <translation>Удалено устаревших ответов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answers for other ids</source>
        <translation>Ответы для других ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Incomplete reads retried</source>
        <translation>Повторов после неполного чтения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsafe files refused</source>
        <translation>Отклонено небезопасных файлов</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last round trip</source>
        <translation>Последнее время отклика</translation>
    </message>
    <message>
        <location filename="../app/connectors/tf2/Tf2FileConnector_Files.cpp" line="+165"/>
        <source>Cannot write the command file %1 (%2); check that its folder exists and can be written.</source>
        <translation>Не удаётся записать файл команд %1 (%2); проверьте, что его папка существует и доступна для записи.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Nothing was written: %1</source>
        <translation>Ничего не записано: %1</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>Waiting for the game to clear the command file before writing the next command.</source>
        <translation>Ожидание, пока игра очистит файл команды, перед записью следующей команды.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game did not clear the command file within %1 s of answering; the next command is written anyway (the mod skips the answered id).</source>
        <translation>Игра не очистила файл команды в течение %1 с после ответа; следующая команда всё равно записывается (мод пропускает уже отвеченный id).</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>A stale response file is there and was left: %1 Until it goes, the game&apos;s answers may not get through.</source>
        <translation>Устаревший файл ответа остался на месте: %1 Пока он там, ответы игры могут не доходить.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stale response cleared before sending a new command.</source>
        <translation>Устаревший ответ удалён перед отправкой новой команды.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>An answer for id %1 was ignored: waiting for %2.</source>
        <translation>Ответ для id %1 пропущен: ожидается %2.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 answered in %2 ms.</source>
        <translation>%1: ответ за %2 мс.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game refused %1: %2</source>
        <translation>Игра отклонила %1: %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>No answer to %1 within %2 s. Is Transport Fever 2 running with the IPC mod, reading %3?</source>
        <translation>Нет ответа на %1 за %2 с. Transport Fever 2 запущена с модом IPC и читает %3?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The last response file read: %1</source>
        <translation>Последний прочитанный файл ответов: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Command %1 withdrawn: the game had not read it.</source>
        <translation>Команда %1 отозвана: игра её ещё не прочитала.</translation>
    </message>
    <message>
        <location filename="../app/connectors/tf2/Tf2GameView.cpp" line="-102"/>
        <location line="+96"/>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Towns</source>
        <translation>Города</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lines</source>
        <translation>Линии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vehicles</source>
        <translation>Транспорт</translation>
    </message>
    <message>
        <location filename="../app/connectors/tf2/Tf2Message.cpp" line="+21"/>
        <source>The %1 file holds %2 bytes, more than the %3 allowed; delete it and send the command again.</source>
        <translation>Файл %1 занимает %2 байт — больше допустимых %3; удалите его и отправьте команду снова.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The %1 file is not complete JSON yet (%2 at byte %3).</source>
        <translation>Файл %1 пока не содержит полный JSON (%2 в байте %3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The %1 file holds JSON that is not an object.</source>
        <translation>Файл %1 содержит JSON, который не является объектом.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The response file has no string &quot;id&quot; or its &quot;status&quot; is neither &quot;ok&quot; nor &quot;error&quot;; check the mod&apos;s version.</source>
        <translation>В файле ответов нет строки &quot;id&quot; или его &quot;status&quot; не равен ни &quot;ok&quot;, ни &quot;error&quot;; проверьте версию мода.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game reported an error without a message.</source>
        <translation>Игра сообщила об ошибке без текста.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The command file needs string &quot;id&quot; and &quot;cmd&quot; values.</source>
        <translation>В файле команд должны быть строковые значения &quot;id&quot; и &quot;cmd&quot;.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All values must be strings: %1 is not.</source>
        <translation>Все значения должны быть строками: %1 — не строка.</translation>
    </message>
    <message>
        <location filename="../app/connectors/tf2/peer/Tf2SimGame.cpp" line="+46"/>
        <source>Cannot open the log file %1 (%2); choose a folder that can be written.</source>
        <translation>Не удаётся открыть файл журнала %1 (%2); выберите папку, доступную для записи.</translation>
    </message>
    <message>
        <location filename="../app/connectors/tf2/peer/main.cpp" line="-12"/>
        <source>Folder of the three files (default: /tmp, as the mod).</source>
        <translation>Папка трёх файлов (по умолчанию /tmp, как у мода).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>folder</source>
        <translation>папка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Command file to poll (default: &lt;dir&gt;/tf2_cmd.json).</source>
        <translation>Файл команд для опроса (по умолчанию &lt;dir&gt;/tf2_cmd.json).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <location line="+2"/>
        <source>path</source>
        <translation>путь</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Response file to write (default: &lt;dir&gt;/tf2_resp.json).</source>
        <translation>Файл ответов для записи (по умолчанию &lt;dir&gt;/tf2_resp.json).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Log file (default: &lt;dir&gt;/tf2_simple_ipc.log).</source>
        <translation>Файл журнала (по умолчанию &lt;dir&gt;/tf2_simple_ipc.log).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Milliseconds between game ticks, each a poll (default: 50).</source>
        <translation>Миллисекунды между игровыми тиками, на каждом — опрос (по умолчанию 50).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Write responses via a temporary file and rename, not in place as the mod does.</source>
        <translation>Записывать ответы через временный файл с переименованием, а не на месте, как делает мод.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game ticks between writing an answer and emptying the command file (default: 0, the same tick, as the mod).</source>
        <translation>Игровых тактов между записью ответа и очисткой файла команды (по умолчанию: 0, тот же такт, как у мода).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ticks</source>
        <translation>такты</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start with the game interface not available (every command but ping gets that error).</source>
        <translation>Запустить с недоступным игровым интерфейсом (все команды, кроме ping, получают эту ошибку).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A simulated Transport Fever 2 game playing the IPC mod&apos;s side of the file protocol: each tick it reads a command (JSON, every value a string) from the command file, answers it in the response file, then empties the command file (the mod&apos;s order) and logs what it did. Its world has a date that advances with the speed, money, towns, industries, lines, vehicles and stations. Stop it with Ctrl-C.</source>
        <translation>Имитация игры Transport Fever 2, играющая сторону IPC-мода в файловом протоколе: на каждом такте она читает команду (JSON, каждое значение — строка) из файла команды, отвечает в файле ответа, затем очищает файл команды (порядок мода) и записывает в журнал, что сделала. В её мире есть дата, идущая со скоростью игры, деньги, города, предприятия, линии, транспорт и станции. Остановить — Ctrl-C.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>--tick takes 1 to 10000 milliseconds.</source>
        <translation>--tick принимает от 1 до 10000 миллисекунд.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--clear-lag takes 0 to 1000 ticks.</source>
        <translation>--clear-lag принимает от 0 до 1000 тактов.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>TF2 simulated game: reading %1, answering in %2, logging to %3</source>
        <translation>Имитация игры TF2: читает %1, отвечает в %2, журнал в %3</translation>
    </message>
    <message>
        <location filename="../app/connectors/tf2/Tf2OwnFile.cpp" line="+34"/>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="+33"/>
        <source>a symbolic link to %1</source>
        <translation>символическая ссылка на %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="+2"/>
        <source>a named pipe</source>
        <translation>именованный канал</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="+2"/>
        <source>a folder</source>
        <translation>папка</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="+2"/>
        <source>a socket</source>
        <translation>сокет</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="+2"/>
        <source>a device</source>
        <translation>устройство</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="+1"/>
        <source>a file</source>
        <translation>файл</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="+13"/>
        <source>%1 is %2, not a regular file: remove it.</source>
        <translation>%1 — это %2, а не обычный файл: удалите его.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="-6"/>
        <source>%1 is %2 owned by uid %3, not a file of yours: remove it (another user put it there; ask them or an administrator if you cannot), or choose another folder.</source>
        <translation>%1 — это %2, владелец — UID %3, это не ваш файл: удалите его (его положил другой пользователь; если не получается, обратитесь к нему или к администратору) или выберите другую папку.</translation>
    </message>
    <message>
        <location line="+20"/>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="+56"/>
        <source>Cannot open %1 (%2): check its permissions or remove it.</source>
        <translation>Не удаётся открыть %1 (%2): проверьте права доступа или удалите файл.</translation>
    </message>
    <message>
        <location line="+29"/>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="+7"/>
        <source>Cannot examine %1 (%2).</source>
        <translation>Не удаётся проверить %1 (%2).</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Cannot remove %1 (%2): remove it by hand.</source>
        <translation>Не удаётся удалить %1 (%2): удалите его вручную.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="+110"/>
        <source>The folder %1 can be written by every user and has no sticky bit, so anyone could replace or delete the command and response files; run &quot;chmod +t %1&quot; or choose a folder of your own.</source>
        <translation>В папку %1 может писать любой пользователь, и у неё нет sticky-бита: кто угодно может подменить или удалить файлы команд и ответов. Выполните «chmod +t %1» или выберите свою папку.</translation>
    </message>
    <message>
        <location filename="../app/connectors/tf2/peer/Tf2PeerFiles.cpp" line="-165"/>
        <source>%1 is a hard link (the file has %2 names): reading or writing it would touch a file that also lives under another name, so it is left as it is. Remove it, or choose another folder.</source>
        <translation>%1 — жёсткая ссылка (число имён у файла: %2): чтение или запись затронули бы файл, который существует и под другим именем, поэтому он оставлен как есть. Удалите его или выберите другую папку.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1 was replaced while it was being opened; it is left alone.</source>
        <translation>Файл %1 был подменён во время открытия; он оставлен нетронутым.</translation>
    </message>
    <message>
        <location filename="../app/connectors/arena/peer/PeerClient.cpp" line="+18"/>
        <source>No answer within %1 ms.</source>
        <translation>Нет ответа в течение %1 мс.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <location filename="../app/connectors/oa1/Oa1RemoteBashConnector.cpp" line="-157"/>
        <source>Run a shell command on the remote machine; its text output comes back</source>
        <translation>Выполнить команду оболочки на удалённой машине; её текстовый вывод возвращается</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The shell command, run in a fresh shell each time</source>
        <translation>Команда оболочки, каждый раз выполняется в новой оболочке</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give up after this many seconds (empty: 30 s to the first line of output, then 10 s between lines)</source>
        <translation>Прекратить ожидание через столько секунд (пусто: 30 с до первой строки вывода, затем 10 с между строками)</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>The connection ended before the command finished (%1): open it again and repeat the command.</source>
        <translation>Соединение прервалось до завершения команды (%1): откройте его снова и повторите команду.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This connection runs only %1.</source>
        <translation>Это соединение выполняет только %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Write a command to run first.</source>
        <translation>Сначала введите команду.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No complete output within %1 s: the command may still run on the remote side.</source>
        <translation>Полный вывод не получен за %1 с: команда, возможно, ещё выполняется на удалённой стороне.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cancelled by the user</source>
        <translation>отменено пользователем</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Finished in %1 ms, %2 chunk(s)%3</source>
        <translation>Завершено за %1 мс, фрагментов: %2%3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Remote side</source>
        <translation>Удалённая сторона</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (not seen yet)</source>
        <translation>%1 (ещё не замечен)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round trip (last command)</source>
        <translation>Время ответа (последняя команда)</translation>
    </message>
</context>
<context>
    <name>icdevkit</name>
    <message>
        <location filename="../app/devkit/DevStage.cpp" line="+58"/>
        <source>%1 does not exist: give a tool&apos;s folder (with tool.yaml at its top) or a .icpkg.</source>
        <translation>%1 не существует: укажите папку инструмента (с tool.yaml в корне) или файл .icpkg.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No scratch folder could be made: %1</source>
        <translation>Не удалось создать временную папку: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Port %1 is taken: choose another with --port N, or leave --port out for a free one.</source>
        <translation>Порт %1 занят: выберите другой с помощью --port N или не указывайте --port, чтобы использовать свободный порт.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 has no tool.yaml; a tool&apos;s folder needs one at its top (ic-tool init makes one).</source>
        <translation>%1 не содержит tool.yaml; он должен лежать в корне папки инструмента (его создаёт ic-tool init).</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The tool&apos;s id changed from &quot;%1&quot; to &quot;%2&quot;: start ic-tool again for the new id.</source>
        <translation>ID инструмента изменился с «%1» на «%2»: перезапустите ic-tool, чтобы использовать новый ID.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>entry_point changed between a page and a program: start ic-tool again.</source>
        <translation>entry_point сменился со страницы на программу или наоборот: перезапустите ic-tool.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>The simulated match did not start: %1</source>
        <translation>Не удалось запустить имитацию матча: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The replay %1 cannot be played: %2</source>
        <translation>Повтор %1 не удаётся воспроизвести: %2</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The simulated match did not start again: %1</source>
        <translation>Не удалось снова запустить имитацию матча: %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Refused a program calling itself &quot;%1&quot;: only the tool, with its token, may use this gateway.</source>
        <translation>Отказано программе, называющей себя «%1»: этим шлюзом может пользоваться только инструмент со своим токеном.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Refused: the tool asked for the %1 tier, but tool.yaml asks for %2. Change tier: (%3) and save, or ask for less.</source>
        <translation>Отказано: инструмент запросил уровень доступа %1, а tool.yaml запрашивает %2. Измените tier: (%3) и сохраните файл или запрашивайте меньше.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Refused: the tool subscribed to %1, which tool.yaml does not ask for. Add it to subscriptions: (%2) and save.</source>
        <translation>Отказано: инструмент подписался на %1, а tool.yaml этого не запрашивает. Добавьте подписку в subscriptions: (%2) и сохраните файл.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 is gone; waiting for it to come back.</source>
        <translation>%1 отсутствует; ожидание его повторного появления.</translation>
    </message>
</context>
<context>
    <name>ichistory</name>
    <message>
        <location filename="../app/history/HistoryService.cpp" line="+54"/>
        <source>The game could not run the query: %1. Check it against the tables under Schema and run it again.</source>
        <translation>Игре не удалось выполнить запрос: %1. Сверьте его с таблицами в разделе «Схема» и выполните снова.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not run the query: %1.</source>
        <translation>Игре не удалось выполнить запрос: %1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Not connected to a game: connect on the Status page, then try again.</source>
        <translation>Нет соединения с игрой: подключитесь на странице «Состояние» и попробуйте снова.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game did not answer in time: try again in a moment.</source>
        <translation>Игра не ответила вовремя: попробуйте ещё раз через минуту.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game&apos;s databases are read-only: only SELECT queries run. Nothing was changed.</source>
        <translation>Базы данных игры доступны только для чтения: выполняются только запросы SELECT. Ничего не изменено.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This game keeps no match history (it does not know %1).</source>
        <translation>Эта игра не хранит историю матчей (она не знает %1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This connection may not do that: connect as admin to query the game&apos;s databases.</source>
        <translation>Этому подключению это не разрешено: подключитесь как администратор, чтобы запрашивать базы данных игры.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not found: %1</source>
        <translation>Не найдено: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game refused the request: %1</source>
        <translation>Игра отклонила запрос: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game answered with an error: %1</source>
        <translation>Игра ответила ошибкой: %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The game no longer has this match: reload the list.</source>
        <translation>У игры больше нет этого матча: обновите список.</translation>
    </message>
    <message>
        <location filename="../app/history/MatchHistoryModel.cpp" line="+86"/>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Team %1</source>
        <translation>Команда %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+56"/>
        <source>Ranked</source>
        <translation>Рейтинговый</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Map</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mode</source>
        <translation>Режим</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Length</source>
        <translation>Длительность</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team 1</source>
        <translation>Команда 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team 2</source>
        <translation>Команда 2</translation>
    </message>
    <message>
        <location filename="../app/history/PlayerStyle.cpp" line="+63"/>
        <source>Aggression: high — attacks early and often.</source>
        <translation>Агрессивность: высокая — атакует рано и часто.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aggression: balanced — attacks when it pays.</source>
        <translation>Агрессивность: средняя — атакует, когда это выгодно.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aggression: low — builds up before attacking.</source>
        <translation>Агрессивность: низкая — сначала строится, потом атакует.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Expands fast: %1 structures by minute 5 on average.</source>
        <translation>Быстро расширяется: в среднем %1 построек к 5-й минуте.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expands steadily: %1 structures by minute 5 on average.</source>
        <translation>Расширяется равномерно: в среднем %1 построек к 5-й минуте.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expands slowly: %1 structures by minute 5 on average.</source>
        <translation>Медленно расширяется: в среднем %1 построек к 5-й минуте.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Won %1 of %n match(es) (%2 %).</source>
        <translation>
            <numerusform>Побед: %1 из %n матча (%2 %).</numerusform>
            <numerusform>Побед: %1 из %n матчей (%2 %).</numerusform>
            <numerusform>Побед: %1 из %n матчей (%2 %).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No units recorded.</source>
        <translation>Юниты не записаны.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 (%2 %)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mostly builds %1.</source>
        <translation>Чаще всего строит %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Actions per minute: %1 early (minutes 1–5), %2 mid-game (6–15), %3 late (16+).</source>
        <translation>Действий в минуту: %1 в начале (минуты 1–5), %2 в середине (6–15), %3 в конце (16+).</translation>
    </message>
    <message>
        <location filename="../app/history/ReplayDeck.cpp" line="+326"/>
        <source>The game answered %1 with: %2. Check the connection on the Status page and open the replay again.</source>
        <translation>Игра ответила на %1: %2. Проверьте соединение на странице «Состояние» и откройте запись снова.</translation>
    </message>
</context>
<context>
    <name>ichost</name>
    <message>
        <location filename="../app/host/OverlayHost.cpp" line="+131"/>
        <source>IC Control Panel overlay host</source>
        <translation>Хост оверлеев IC Control Panel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each tool has an address of its own, http://&lt;tool-id&gt;.localhost:%1/. Copy it from the panel&apos;s Tools page, or run: ic-tool url &lt;tool-id&gt;</source>
        <translation>У каждого инструмента свой адрес: http://&lt;tool-id&gt;.localhost:%1/. Скопируйте его на странице «Инструменты» панели или выполните: ic-tool url &lt;tool-id&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not installed</source>
        <translation>Не установлен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tool &quot;%1&quot; is not installed in IC Control Panel.</source>
        <translation>Инструмент «%1» не установлен в IC Control Panel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Disabled</source>
        <translation>Выключен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&quot;%1&quot; is disabled. Enable it on IC Control Panel&apos;s Tools page, then reload this page.</source>
        <translation>Инструмент «%1» выключен. Включите его на странице «Инструменты» в IC Control Panel, затем перезагрузите эту страницу.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Dotfiles and dot-folders are not part of a tool.</source>
        <translation>Файлы и папки, имена которых начинаются с «.», не входят в состав инструмента.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Bad request</source>
        <translation>Неверный запрос</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The SDK has /sdk/ic-remote.js, /sdk/ic-remote.mjs and /sdk/ic-msgpack.js (its MessagePack codec).</source>
        <translation>SDK доступен по адресам /sdk/ic-remote.js и /sdk/ic-remote.mjs, его кодек MessagePack — по адресу /sdk/ic-msgpack.js.</translation>
    </message>
    <message>
        <location line="-70"/>
        <location line="+16"/>
        <location line="+13"/>
        <location line="+40"/>
        <source>Not found</source>
        <translation>Не найдено</translation>
    </message>
    <message>
        <location filename="../app/host/PermissionRequests.cpp" line="+62"/>
        <source>nobody is there to ask</source>
        <translation>некому задать вопрос</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>too many questions wait for the user already</source>
        <translation>ответа пользователя уже ждёт слишком много вопросов</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>too many unknown programs asked this minute</source>
        <translation>за эту минуту было слишком много запросов от неизвестных программ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the user just turned &quot;%1&quot; down</source>
        <translation>пользователь только что отклонил «%1»</translation>
    </message>
    <message>
        <location filename="../app/host/ToolRunner.cpp" line="+115"/>
        <location line="+3"/>
        <location line="+40"/>
        <source>Stopped</source>
        <translation>Остановлен</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Stopped (disabled)</source>
        <translation>Остановлен (выключен)</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Failed: %1 is not a program in the tool&apos;s folder</source>
        <translation>Сбой: %1 не является программой в папке инструмента</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>could not start: %1</source>
        <translation>не удалось запустить: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ended by a signal</source>
        <translation>завершился по сигналу</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ended with exit code %1</source>
        <translation>завершился с кодом %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Running (process %1)</source>
        <translation>Работает (процесс %1)</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Failed: it %1, and ended %n times within a minute; the panel gave up. Fix it, then disable and enable it on the Tools page.</source>
        <translation>
            <numerusform>Сбой: %1; за минуту инструмент завершился %n раз — панель прекратила перезапуски. Исправьте ошибку, затем выключите и снова включите инструмент на странице «Инструменты».</numerusform>
            <numerusform>Сбой: %1; за минуту инструмент завершился %n раза — панель прекратила перезапуски. Исправьте ошибку, затем выключите и снова включите инструмент на странице «Инструменты».</numerusform>
            <numerusform>Сбой: %1; за минуту инструмент завершился %n раз — панель прекратила перезапуски. Исправьте ошибку, затем выключите и снова включите инструмент на странице «Инструменты».</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Restarting in %1 s (it %2)</source>
        <translation>Перезапуск через %1 с (%2)</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Not started</source>
        <translation>Не запущен</translation>
    </message>
    <message>
        <location filename="../app/host/Gateway.cpp" line="+115"/>
        <source>. Choose another port for the overlay host with --host-port N (0: any free port).</source>
        <translation>. Выберите другой порт для хоста оверлеев с помощью --host-port N (0 — любой свободный порт).</translation>
    </message>
    <message>
        <location filename="../app/host/ReplayStage.cpp" line="+57"/>
        <source>Cannot show the replay on stream: the panel is not connected to a game. Connect to the game first.</source>
        <translation>Невозможно показать повтор в трансляции: панель не подключена к игре. Сначала подключитесь к игре.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The replay on stream stopped: the way to the game closed (%1). The overlays show the live game again; try again once the panel is connected.</source>
        <translation>Повтор в трансляции остановлен: соединение с игрой закрыто (%1). Оверлеи снова показывают текущую игру; попробуйте ещё раз, когда панель подключится.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The game could not load the replay &quot;%1&quot; for the overlays: %2</source>
        <translation>Игра не смогла загрузить повтор «%1» для оверлеев: %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The game could not go to the replay&apos;s first frame: %1</source>
        <translation>Игра не смогла перейти к первому кадру повтора: %1</translation>
    </message>
    <message>
        <location line="+91"/>
        <location line="+36"/>
        <source>The replay on stream stopped: the game could not go on with it (%1).</source>
        <translation>Повтор в трансляции остановлен: игра не смогла его продолжить (%1).</translation>
    </message>
    <message>
        <location filename="../app/host/McpEndpoint.cpp" line="+99"/>
        <source>Unsupported MCP-Protocol-Version &quot;%1&quot;: this server speaks 2025-06-18 (and 2025-03-26, 2024-11-05).</source>
        <translation>Неподдерживаемая MCP-Protocol-Version «%1»: этот сервер поддерживает 2025-06-18 (а также 2025-03-26, 2024-11-05).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>MCP&apos;s Streamable HTTP transport: POST a JSON-RPC message to /mcp, GET it for the event stream, DELETE it to end the session.</source>
        <translation>Транспорт Streamable HTTP протокола MCP: отправьте сообщение JSON-RPC методом POST на /mcp, запросите его методом GET для потока событий, завершите сеанс методом DELETE.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Forbidden: the MCP endpoint answers MCP clients (programs), not web pages; a request with an Origin header is refused.</source>
        <translation>Запрещено: конечная точка MCP отвечает клиентам MCP (программам), а не веб-страницам; запрос с заголовком Origin отклоняется.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The MCP server is not paired with IC Control Panel: run ic-tool mcp --pair in a terminal, then give the MCP client the header &quot;Authorization: Bearer &lt;token&gt;&quot; with the token of the tool &quot;mcp&quot;.</source>
        <translation>MCP-сервер не сопряжён с IC Control Panel: выполните ic-tool mcp --pair в терминале, затем передайте клиенту MCP заголовок «Authorization: Bearer &lt;token&gt;» с токеном инструмента «mcp».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tool &quot;mcp&quot; is disabled: enable it on the panel&apos;s Tools page.</source>
        <translation>Инструмент «mcp» отключён: включите его на странице «Инструменты» панели.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not authenticated: send &quot;Authorization: Bearer &lt;token&gt;&quot; with the token of the paired tool &quot;mcp&quot; (ic-tool mcp --pair pairs it; ic-tool token reset mcp gives it a new one).</source>
        <translation>Не аутентифицировано: отправьте «Authorization: Bearer &lt;token&gt;» с токеном сопряжённого инструмента «mcp» (ic-tool mcp --pair сопрягает его; ic-tool token reset mcp выдаёт новый).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Content-Type must be application/json: one JSON-RPC message.</source>
        <translation>Content-Type должен быть application/json: одно сообщение JSON-RPC.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The MCP server is no longer paired with IC Control Panel: run ic-tool mcp --pair, then start a new session.</source>
        <translation>MCP-сервер больше не сопряжён с IC Control Panel: выполните ic-tool mcp --pair, затем начните новый сеанс.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Bad request: no Mcp-Session-Id header. POST initialize first, then send the Mcp-Session-Id of its answer with every request.</source>
        <translation>Неверный запрос: нет заголовка Mcp-Session-Id. Сначала отправьте initialize методом POST, затем передавайте Mcp-Session-Id из его ответа с каждым запросом.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No such MCP session (it ended, or the panel restarted): POST initialize without an Mcp-Session-Id to start a new one.</source>
        <translation>Такого сеанса MCP нет (он завершён или панель перезапущена): отправьте initialize методом POST без Mcp-Session-Id, чтобы начать новый.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>GET /mcp is the session&apos;s event stream: send &quot;Accept: text/event-stream&quot;.</source>
        <translation>GET /mcp — поток событий сеанса: отправьте «Accept: text/event-stream».</translation>
    </message>
</context>
<context>
    <name>icmatch</name>
    <message>
        <location filename="../app/match/MatchEventText.cpp" line="+87"/>
        <location line="+3"/>
        <source>%1 destroyed %2&apos;s %3</source>
        <translation>%1 уничтожает %3 игрока %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 harvested %2 credits</source>
        <translation>%1 добывает кредиты: %2</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Rifle Infantry</source>
        <translation>Стрелки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rocket Soldier</source>
        <translation>Ракетчик</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack Dog</source>
        <translation>Боевая собака</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranger</source>
        <translation>Рейнджер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heavy Tank</source>
        <translation>Тяжёлый танк</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>V2 Launcher</source>
        <translation>Установка V2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mammoth Tank</source>
        <translation>Танк «Мамонт»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light Tank</source>
        <translation>Лёгкий танк</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium Tank</source>
        <translation>Средний танк</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Artillery</source>
        <translation>Артиллерия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Harvester</source>
        <translation>Харвестер</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Construction Yard</source>
        <translation>Строительная площадка</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Power Plant</source>
        <translation>Электростанция</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advanced Power Plant</source>
        <translation>Улучшенная электростанция</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refinery</source>
        <translation>Очистительный завод</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Barracks</source>
        <translation>Казармы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>War Factory</source>
        <translation>Военный завод</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Radar Dome</source>
        <translation>Радар</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tesla Coil</source>
        <translation>Катушка Теслы</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flame Tower</source>
        <translation>Огнемётная башня</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pillbox</source>
        <translation>ДОТ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gun Turret</source>
        <translation>Орудийная башня</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1&apos;s units (kicked)</source>
        <translation>Юниты %1 (исключён)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s units (left the match)</source>
        <translation>Юниты %1 (покинул матч)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Fight: %1 against %2</source>
        <translation>Бой: %1 против %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+2"/>
        <source>%1 (%n unit(s))</source>
        <translation>
            <numerusform>%1 (%n юнит)</numerusform>
            <numerusform>%1 (%n юнита)</numerusform>
            <numerusform>%1 (%n юнитов)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 placed: %2</source>
        <translation>%1 размещает: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 produced: %2</source>
        <translation>%1 производит: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (team): %2</source>
        <translation>%1 (команде): %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 pinged the map</source>
        <translation>%1 отмечает точку на карте</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 marked &quot;%2&quot; on the map</source>
        <translation>%1 ставит на карте метку «%2»</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The match began on %1</source>
        <translation>Матч начался на карте %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 joined</source>
        <translation>%1 входит в игру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 joined (%2, team %3)</source>
        <translation>%1 присоединяется (%2, команда %3)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 left</source>
        <translation>%1 выходит из игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 left (%2)</source>
        <translation>%1 выходит из игры (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paused by %1</source>
        <translation>%1 ставит игру на паузу</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resumed</source>
        <translation>Игра продолжена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resumed by %1</source>
        <translation>%1 снимает игру с паузы</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../app/match/MatchSummary.cpp" line="+86"/>
        <source>The match ended in a draw</source>
        <translation>Матч завершился вничью</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 won the match</source>
        <translation>Победа в матче: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 kicked %2</source>
        <translation>%1 выгоняет %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 kicked %2: %3</source>
        <translation>%1 выгоняет игрока %2: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 disconnected the tool %2</source>
        <translation>%1 отключает инструмент %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 changed the match settings. %2</source>
        <translation>%1 изменил настройки матча. %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 event</source>
        <translation>Событие %1</translation>
    </message>
    <message>
        <location filename="../app/match/MatchExport.cpp" line="+137"/>
        <source>Could not write %1: %2. Choose another folder and export again.</source>
        <translation>Не удалось записать %1: %2. Выберите другую папку и повторите экспорт.</translation>
    </message>
    <message>
        <location filename="../app/match/MatchFeed.cpp" line="+123"/>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <location filename="../app/match/MatchInfo.cpp" line="+45"/>
        <source>running</source>
        <translation>идёт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>paused</source>
        <translation>на паузе</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ended</source>
        <translation>завершён</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <location filename="../app/match/MatchModel.cpp" line="+392"/>
        <source>Not connected to a game. Connect first (Status page).</source>
        <translation>Нет подключения к игре. Сначала подключитесь (страница «Состояние»).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The panel is connected as %1; this needs the admin tier. Choose admin in Settings and reconnect.</source>
        <translation>Панель подключена как %1, а для этого нужен уровень доступа admin. Выберите admin в настройках и переподключитесь.</translation>
    </message>
    <message>
        <location filename="../app/match/MatchModel_Admin.cpp" line="+36"/>
        <source>The game did not answer (%1). Check the Status page and try again.</source>
        <translation>Игра не ответила (%1). Проверьте страницу «Состояние» и повторите попытку.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game refused: %1</source>
        <translation>Игра отказала: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The match was already paused.</source>
        <translation>Матч уже стоял на паузе.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match was already running.</source>
        <translation>Матч уже шёл.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match paused.</source>
        <translation>Матч поставлен на паузу.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Match resumed.</source>
        <translation>Матч продолжен.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Announced to every player.</source>
        <translation>Объявление отправлено всем игрокам.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 was removed from the match.</source>
        <translation>Игрок %1 удалён из матча.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Nothing changed.</source>
        <translation>Ничего не изменилось.</translation>
    </message>
    <message>
        <location filename="../app/match/MatchPlayersModel.cpp" line="+13"/>
        <source>hidden</source>
        <translation>скрыто</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The panel is connected as an observer: the game does not show it this figure (fog of war). Connect as admin to see every player.</source>
        <translation>Панель подключена как observer: это значение игра ей не показывает (туман войны). Подключитесь как admin, чтобы видеть всех игроков.</translation>
    </message>
    <message>
        <location line="+113"/>
        <source>%1 (left)</source>
        <translation>%1 (не в игре)</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+4"/>
        <source>%1 seen</source>
        <translation>видно: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 (kicked)</source>
        <translation>%1 (исключён)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An admin removed %1 from the match: no longer counted in the team&apos;s totals.</source>
        <translation>Администратор исключил %1 из матча: больше не учитывается в сумме команды.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 left the match: no longer counted in the team&apos;s totals.</source>
        <translation>%1 покинул матч: больше не учитывается в сумме команды.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Army value: what the player&apos;s units are worth</source>
        <translation>Стоимость армии: сколько стоят войска игрока</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Structures (buildings and defences)</source>
        <translation>Постройки (здания и оборона)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Actions per minute</source>
        <translation>Действий в минуту</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Faction</source>
        <translation>Фракция</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Credits</source>
        <translation>Кредиты</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Army</source>
        <translation>Армия</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bldgs</source>
        <translation>Здан.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Power</source>
        <translation>Энергия</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Units</source>
        <translation>Юниты</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>APM</source>
        <translation>APM</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Power used / made</source>
        <translation>Энергия: расход / выработка</translation>
    </message>
    <message>
        <location filename="../app/match/MatchSummary.cpp" line="+1"/>
        <source>Team %1 won (%2)</source>
        <translation>Победила команда %1 (%2)</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>by destroying every building</source>
        <translation>уничтожением всех зданий</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the time limit</source>
        <translation>по истечении времени</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Time limit: a draw on score, %1 each (army value plus buildings standing).</source>
        <translation>Лимит времени: ничья по очкам, по %1 (ценность армии плюс уцелевшие здания).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time limit: Team %1 wins on score, %2 to %3 (army value plus buildings standing).</source>
        <translation>Лимит времени: команда %1 побеждает по очкам, %2 против %3 (ценность армии плюс уцелевшие здания).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>, on score: %1 each (army value plus buildings standing)</source>
        <translation>, по очкам: по %1 (ценность армии плюс уцелевшие здания)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, on score: %1 to %2 (army value plus buildings standing)</source>
        <translation>, по очкам: %1 против %2 (ценность армии плюс уцелевшие здания)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 hidden</source>
        <translation>%1 (скрыто)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 after %2.</source>
        <translation>%1 через %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 after %3.</source>
        <translation>%1 %2; длительность: %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2 after %3%4.</source>
        <translation>%1 %2; длительность: %3%4.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 Final army value: %2.</source>
        <translation>%1 Итоговая стоимость армии: %2.</translation>
    </message>
    <message>
        <location filename="../app/match/PlayerFigures.cpp" line="+41"/>
        <source>Soviet</source>
        <translation>Советы</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Allied</source>
        <translation>Союзники</translation>
    </message>
    <message>
        <location filename="../app/match/MatchSettingsText.cpp" line="+24"/>
        <source>on</source>
        <translation>вкл.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Slowest</source>
        <translation>Самая медленная</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slower</source>
        <translation>Медленнее</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <translation>Обычная</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Faster</source>
        <translation>Быстрее</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fastest</source>
        <translation>Самая быстрая</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Game speed is now %1× (%2).</source>
        <translation>Скорость игры теперь %1× (%2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game speed is now %1.</source>
        <translation>Скорость игры теперь %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Spectators may chat now.</source>
        <translation>Теперь зрители могут писать в чат.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spectators may no longer chat.</source>
        <translation>Зрители больше не могут писать в чат.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pause limit is now %1 per player.</source>
        <translation>Лимит пауз теперь %1 на игрока.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is now %2.</source>
        <translation>%1 теперь: %2.</translation>
    </message>
</context>
<context>
    <name>icmcp</name>
    <message>
        <location filename="../app/mcp/McpGatewayGame.cpp" line="+20"/>
        <source>the connection ended before the game answered.</source>
        <translation>соединение прервалось до ответа игры.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game did not answer in time: ask again in a moment.</source>
        <translation>Игра не ответила вовремя: спросите снова чуть позже.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>IC Control Panel&apos;s gateway cannot be reached: %1 The next call connects again; if this stays, see the panel&apos;s Log page.</source>
        <translation>Шлюз IC Control Panel недоступен: %1 Следующий вызов подключится снова; если это не проходит, посмотрите страницу «Журнал» панели.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>the connection ended.</source>
        <translation>соединение прервалось.</translation>
    </message>
    <message>
        <location filename="../app/mcp/McpRefusals.cpp" line="+12"/>
        <source>IC Control Panel ended this MCP server&apos;s session: its user kicked it on the Connections page (or reset its token, changed its tier, disabled or uninstalled it on the Tools page). This call was not sent to the game. The next call connects again if the panel still lets it in; to keep it out, disable &quot;mcp&quot; on the panel&apos;s Tools page if it is paired there, or choose Deny when the panel asks about it again.</source>
        <translation>IC Control Panel завершила сеанс этого MCP-сервера: пользователь отключил его на странице «Подключения» (или сбросил его токен, изменил его уровень, отключил или удалил его на странице «Инструменты»). Этот вызов не был отправлен в игру. Следующий вызов подключится снова, если панель ещё его пускает; чтобы не пускать его, отключите «mcp» на странице «Инструменты» панели, если он там связан, или выберите «Запретить», когда панель снова спросит о нём.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>This MCP server has the %1 tier, and this needs the admin tier. To grant it, run ic-tool mcp --pair --tier admin in a terminal (the model then sees what an admin sees, without the fog of war), then ask again.</source>
        <translation>У этого MCP-сервера уровень %1, а для этого нужен уровень admin. Чтобы выдать его, выполните в терминале ic-tool mcp --pair --tier admin (тогда модель видит то же, что администратор, без тумана войны) и спросите снова.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>In a ranked match this MCP server&apos;s %1 tier sees it only once the observer delay has passed: ask again then. Only the admin tier sees it sooner (ic-tool mcp --pair --tier admin; in ranked play that is for the game&apos;s operator only).</source>
        <translation>В рейтинговом матче уровень %1 этого MCP-сервера видит это только после задержки для наблюдателей: спросите снова позже. Раньше это видит только уровень admin (ic-tool mcp --pair --tier admin; в рейтинговой игре — только для оператора игры).</translation>
    </message>
</context>
<context>
    <name>icnet</name>
    <message>
        <location filename="../app/net/HttpHeadBytes.cpp" line="+40"/>
        <source>The first line holds a bare CR (a carriage return not followed by a line feed), which HTTP does not allow (RFC 9112, section 2.2).</source>
        <translation>Первая строка содержит одиночный CR (возврат каретки без последующего перевода строки), что HTTP не допускает (RFC 9112, раздел 2.2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The first line holds the control byte 0x%1, which HTTP does not allow there.</source>
        <translation>Первая строка содержит управляющий байт 0x%1, который HTTP там не допускает.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The header %1 holds a bare CR (a carriage return not followed by a line feed), which HTTP does not allow (RFC 9112, section 2.2).</source>
        <translation>Заголовок %1 содержит одиночный CR (возврат каретки без последующего перевода строки), что HTTP не допускает (RFC 9112, раздел 2.2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The header %1 holds the control byte 0x%2, which a header field may not contain (RFC 9110, section 5.5).</source>
        <translation>Заголовок %1 содержит управляющий байт 0x%2, которого не может быть в поле заголовка (RFC 9110, раздел 5.5).</translation>
    </message>
    <message>
        <location filename="../app/net/HttpRequestReader.cpp" line="+54"/>
        <source>This server speaks HTTP/1.1 with JSON bodies, not WebSocket.</source>
        <translation>Этот сервер говорит на HTTP/1.1 с телами в JSON, а не на WebSocket.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The request head is larger than %1 bytes.</source>
        <translation>Заголовок запроса больше %1 байт.</translation>
    </message>
    <message>
        <location filename="../app/net/HttpResponseReader.cpp" line="+44"/>
        <source>The answer&apos;s head is larger than %1 bytes.</source>
        <translation>Заголовки ответа занимают больше %1 байт.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The answer does not begin with an HTTP/1.1 status line (&quot;%1&quot;).</source>
        <translation>Ответ не начинается со строки состояния HTTP/1.1 («%1»).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The answer&apos;s Content-Length is not a number.</source>
        <translation>Content-Length ответа — не число.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The answer uses Transfer-Encoding (%1); only Content-Length bodies are read.</source>
        <translation>Ответ использует Transfer-Encoding (%1); читаются только тела с Content-Length.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The answer has no Content-Length.</source>
        <translation>В ответе нет Content-Length.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The answer&apos;s body (%1 bytes) is larger than the limit of %2 bytes.</source>
        <translation>Тело ответа (%1 байт) больше предела в %2 байт.</translation>
    </message>
</context>
<context>
    <name>icpanel</name>
    <message>
        <location filename="../app/panel/ConnectionsModel.cpp" line="+120"/>
        <source>%1 of %2 — the game is full: another tool cannot connect until one of these leaves or is kicked.</source>
        <translation>%1 из %2 — мест в игре нет: другой инструмент не сможет подключиться, пока один из этих не отключится или не будет выгнан.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2 connections</source>
        <translation>Подключений: %1 из %2</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Not connected to the game: cannot kick a session.</source>
        <translation>Нет подключения к игре: выгнать сеанс невозможно.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Kicked %1.</source>
        <translation>Выгнан: %1.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Could not kick the session: %1</source>
        <translation>Не удалось выгнать сеанс: %1</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>IC Control Panel gateway for %1 tools (this panel)</source>
        <translation>Шлюз IC Control Panel для инструментов %1 (эта панель)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(not identified)</source>
        <translation>(не идентифицирован)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> #%1</source>
        <translation> №%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (this panel)</source>
        <translation> (эта панель)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Session %1 (as in the game&apos;s log)</source>
        <translation>Сеанс %1 (как в журнале игры)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Messages the session sent to the game</source>
        <translation>Сообщения, отправленные сеансом игре</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Messages the game sent to the session (an event is one)</source>
        <translation>Сообщения, отправленные игрой сеансу (каждое событие — одно сообщение)</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../app/panel/ToolSessionsModel.cpp" line="+249"/>
        <source>Messages in</source>
        <translation>Сообщений получено</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/panel/ToolSessionsModel.cpp" line="+2"/>
        <source>Messages out</source>
        <translation>Сообщений отправлено</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Client</source>
        <translation>Клиент</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/panel/ToolSessionsModel.cpp" line="-10"/>
        <source>Tier</source>
        <translation>Уровень доступа</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/panel/ToolSessionsModel.cpp" line="+4"/>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../app/panel/ToolSessionsModel.cpp" line="+2"/>
        <source>Connected</source>
        <translation>Подключён</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Subscriptions</source>
        <translation>Подписки</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../app/panel/ToolSessionsModel.cpp" line="-226"/>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min %2 s</source>
        <translation>%1 мин %2 с</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/panel/ToolSessionsModel.cpp" line="+3"/>
        <source>%1 h %2 min</source>
        <translation>%1 ч %2 мин</translation>
    </message>
    <message>
        <location filename="../app/panel/HeadlessRunner.cpp" line="+61"/>
        <source>No display available: running headless (status on this terminal).</source>
        <translation>Дисплей недоступен: работа без окна (состояние выводится в этот терминал).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Running headless.</source>
        <translation>Работа без окна.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No password is stored for &quot;%1&quot;: set ICRP_PASSWORD to give one.</source>
        <translation>Для «%1» не сохранён пароль: укажите его в ICRP_PASSWORD.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Server: %1, ICRP %2</source>
        <translation>Сервер: %1, ICRP %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/panel/LogModel.cpp" line="+163"/>
        <source>%n times, from %1 to %2</source>
        <translation>
            <numerusform>%n раз, с %1 до %2</numerusform>
            <numerusform>%n раза, с %1 до %2</numerusform>
            <numerusform>%n раз, с %1 до %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Info</source>
        <translation>Информация</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Error</source>
        <translation>Ошибка</translation>
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
        <translation>%1 → %2 (×%3, повтор каждые %4 с)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 → %2 (×%3)</source>
        <translation>%1 → %2 (×%3)</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <location filename="../app/panel/Panel.cpp" line="+51"/>
        <source>Subscribed to %1 events.</source>
        <translation>Подписка на события %1 оформлена.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unsubscribed from %1 events.</source>
        <translation>Подписка на события %1 отменена.</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+278"/>
        <location line="+5"/>
        <source>Not connected</source>
        <translation>Нет подключения</translation>
    </message>
    <message>
        <location line="-239"/>
        <source>The relay &quot;%1&quot; shows another certificate than the one trusted (now %2): refused.</source>
        <translation>Ретранслятор «%1» показывает не тот сертификат, которому доверяли (теперь %2): подключение отклонено.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not start the demo relay: %1</source>
        <translation>Не удалось запустить демо-ретранслятор: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Started the demo relay on %1 (the Tournament page).</source>
        <translation>Демо-ретранслятор запущен на %1 (страница «Турнир»).</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Connected to %1 (%2) as %3.</source>
        <translation>Подключено к %1 (%2) как %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connected to %1 as %2.</source>
        <translation>Подключено к %1 как %2.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The connection ended.</source>
        <translation>Подключение завершено.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The game took the new password; connected again.</source>
        <translation>Игра приняла новый пароль; подключение восстановлено.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 answers and wants a password: asking for the password of &quot;%2&quot;.</source>
        <translation>%1 отвечает и требует пароль: запрашивается пароль для «%2».</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+5"/>
        <source>Connecting…</source>
        <translation>Подключение…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Authenticating…</source>
        <translation>Аутентификация…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connected as %1</source>
        <translation>Подключено как %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reconnecting in %1 s</source>
        <translation>Переподключение через %1 с</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Connecting with the kept password…</source>
        <translation>Подключение с сохранённым паролем…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Password needed for %1</source>
        <translation>Нужен пароль для %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Waiting for the game to apply the new password…</source>
        <translation>Ожидание, пока игра применит новый пароль…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Disconnected</source>
        <translation>Отключено</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Disconnected: %1 Reconnect when ready.</source>
        <translation>Отключено: %1 Переподключитесь, когда будете готовы.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Refused: %1 The Password page has what to do.</source>
        <translation>Отказано: %1 Что делать, сказано на странице «Пароль».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Refused: %1</source>
        <translation>Отказано: %1</translation>
    </message>
    <message>
        <location filename="../app/panel/PanelCommandLine.cpp" line="+52"/>
        <source>IC Control Panel: connect to an Iron Curtain game&apos;s remote protocol, see who is connected, keep its password in the keychain.</source>
        <translation>IC Control Panel: подключается к удалённому протоколу игры Iron Curtain, показывает, кто подключён, хранит пароль в связке ключей.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start a simulated game inside the panel and connect to it.</source>
        <translation>Запустить имитацию игры внутри панели и подключиться к ней.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connect to the game at URL (ws://HOST:PORT/). The password comes from the keychain or $ICRP_PASSWORD.</source>
        <translation>Подключиться к игре по адресу URL (ws://HOST:PORT/). Пароль берётся из связки ключей или из $ICRP_PASSWORD.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connect with the saved profile NAME.</source>
        <translation>Подключиться с сохранённым профилем NAME.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run without a window and print status changes.</source>
        <translation>Работать без окна и выводить изменения состояния.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serve tools&apos; overlays and the tool gateway on 127.0.0.1:PORT (default %1; 0: any free port).</source>
        <translation>Отдавать оверлеи инструментов и шлюз инструментов на 127.0.0.1:PORT (по умолчанию %1; 0 — любой свободный порт).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open the window on page NAME: %1.</source>
        <translation>Открыть окно на странице NAME: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Workshop tool packages (.icpkg) to offer for installation; a running panel is handed them.</source>
        <translation>Пакеты инструментов Workshop (.icpkg), которые нужно предложить к установке; если панель уже запущена, они передаются ей.</translation>
    </message>
    <message>
        <location filename="../app/panel/PanelControl.cpp" line="+47"/>
        <source>ic-tool cannot reach this panel: %1</source>
        <translation>ic-tool не может связаться с этой панелью: %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Not a request: send one JSON object on one line</source>
        <translation>Это не запрос: отправьте один объект JSON в одной строке</translation>
    </message>
    <message>
        <location filename="../app/panel/Panel_Connect.cpp" line="+53"/>
        <source>Connecting to %1 as %2 (profile &quot;%3&quot;).</source>
        <translation>Подключение к %1 как %2 (профиль «%3»).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The overlays no longer show the game at %1; they show &quot;%2&quot; once it answers.</source>
        <translation>Оверлеи больше не показывают игру на %1; они покажут «%2», как только она ответит.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The demo game is already running.</source>
        <translation>Демо-игра уже запущена.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This build of ic-panel has no demo game.</source>
        <translation>В этой сборке ic-panel нет демо-игры.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not start the demo game: %1</source>
        <translation>Не удалось запустить демо-игру: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Started the demo game on %1.</source>
        <translation>Демо-игра запущена на %1.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Could not start the other games&apos; demo peers: %1</source>
        <translation>Не удалось запустить демо-имитации других игр: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Started the other games&apos; demo peers (the Other Games page).</source>
        <translation>Демо-имитации других игр запущены (страница «Другие игры»).</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+97"/>
        <source>There is no profile named &quot;%1&quot;.</source>
        <translation>Профиля с именем «%1» нет.</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Using the password in ICRP_PASSWORD for &quot;%1&quot;.</source>
        <translation>Для «%1» используется пароль из ICRP_PASSWORD.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No password is stored for &quot;%1&quot;: it is asked for once a game answers at %2.</source>
        <translation>Для «%1» пароль не сохранён: он будет запрошен, как только по адресу %2 ответит игра.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Give the profile a name.</source>
        <translation>Укажите имя профиля.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The overlays no longer show the game at %1.</source>
        <translation>Оверлеи больше не показывают игру по адресу %1.</translation>
    </message>
    <message>
        <location filename="../app/panel/GameAddress.cpp" line="+77"/>
        <source>The address needs a host name or IP address, for example %1.</source>
        <translation>В адресе нужно имя хоста или IP-адрес, например %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A host name cannot contain spaces.</source>
        <translation>Имя хоста не может содержать пробелы.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; is not a host name or IP address.</source>
        <translation>«%1» — не имя хоста и не IP-адрес.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The port must be a number from 1 to 65535; &quot;%1&quot; is not.</source>
        <translation>Порт должен быть числом от 1 до 65535; «%1» — не число.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The port must be 1 to 65535.</source>
        <translation>Порт должен быть от 1 до 65535.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Type the game&apos;s address, for example %1.</source>
        <translation>Введите адрес игры, например %1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Start the address with ws://, wss:// or the host name, not &quot;%1&quot;.</source>
        <translation>Начните адрес с ws://, wss:// или имени хоста, а не с «%1».</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The address cannot contain spaces.</source>
        <translation>Адрес не может содержать пробелы.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+11"/>
        <source>&quot;%1&quot; is not a game address: use ws://host:port/, for example %2.</source>
        <translation>«%1» — не адрес игры: используйте ws://host:port/, например %2.</translation>
    </message>
    <message>
        <location filename="../app/panel/Panel_Connect.cpp" line="-44"/>
        <source>&quot;%1&quot; is not the profile in use.</source>
        <translation>«%1» — не текущий профиль.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved &quot;%1&quot;: %2 as %3; Reconnect uses it.</source>
        <translation>Профиль «%1» сохранён: %2 как %3; он будет применён при переподключении.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Disconnected from %1.</source>
        <translation>Отключено от %1.</translation>
    </message>
    <message>
        <location filename="../app/panel/Panel_Host.cpp" line="+58"/>
        <source>%1 calls the game more often than allowed; some of its calls were refused. Every OBS scene or browser tab that shows it calls on its own: close the copies you do not need. If it goes on, update the tool or tell its author.</source>
        <translation>%1 обращается к игре чаще, чем разрешено; часть вызовов отклонена. Каждая сцена OBS или вкладка браузера, где оно открыто, обращается сама: закройте ненужные копии. Если это продолжается, обновите инструмент или сообщите его автору.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 asked for %2, which its tier does not allow; the call was refused. The rest of the tool works; if it needs this, its author must ask for a higher tier in an update.</source>
        <translation>%1 запросил %2, что его уровню не разрешено; вызов отклонён. Остальное в инструменте работает; если ему это нужно, автор должен запросить более высокий уровень в обновлении.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 tried to change the game (%2), but the game is read-only for it; the call was refused. It can still watch the game.</source>
        <translation>%1 пытался изменить игру (%2), но игра для него только для чтения; вызов отклонён. Наблюдать за игрой он по-прежнему может.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 called %2, which the game disables in ranked matches; the call was refused. It works again outside ranked matches.</source>
        <translation>%1 вызвал %2, что игра отключает в рейтинговых матчах; вызов отклонён. Вне рейтинговых матчей это снова работает.</translation>
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
        <translation>Оверлеи показывают повтор.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The overlays show the replay from %1.</source>
        <translation>Оверлеи показывают повтор от %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The overlays show the replay of %1.</source>
        <translation>Оверлеи показывают повтор карты %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The overlays show the replay of %1 from %2.</source>
        <translation>Оверлеи показывают повтор карты %1 от %2.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The example overlays are not where the panel looks for them (%1). Reinstall the panel, or build the project again.</source>
        <translation>Примеров оверлеев нет там, где их ищет панель (%1). Переустановите панель или соберите проект заново.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not install the example %1: %2</source>
        <translation>Не удалось установить пример %1: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The overlay host is already running on %1.</source>
        <translation>Хост оверлеев уже работает на %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tools&apos; overlays cannot be served: %1</source>
        <translation>Не удаётся отдавать оверлеи инструментов: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Overlay host listening on %1</source>
        <translation>Хост оверлеев принимает подключения на %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Replay %1</source>
        <translation>Повтор %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Paired %1: it may now connect with its own token.</source>
        <translation>Сопряжение выполнено: теперь %1 может подключаться со своим токеном.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Cannot show the replay on stream: the overlay host is not running. Start it on the Status page first.</source>
        <translation>Невозможно показать повтор в трансляции: хост оверлеев не запущен. Сначала запустите его на странице «Состояние».</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The overlays show the live game again.</source>
        <translation>Оверлеи снова показывают текущую игру.</translation>
    </message>
    <message>
        <location line="+60"/>
        <location line="+15"/>
        <source>The panel is quitting.</source>
        <translation>Панель завершает работу.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>The new token of &quot;%1&quot; could not be stored: %2. The old one still works.</source>
        <translation>Не удалось сохранить новый токен «%1»: %2. Старый токен по-прежнему действует.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New token for %1: its old URL no longer works.</source>
        <translation>Новый токен для %1: прежний URL больше не работает.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&quot;%1&quot; has no package to go back to: uninstall it to take everything back.</source>
        <translation>У «%1» нет пакета, к которому можно вернуться: чтобы отозвать всё, удалите инструмент.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 has what its package asks for again; what you allowed later is taken back.</source>
        <translation>У %1 снова только то, что запрашивает его пакет; выданные вами позже права отозваны.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The overlay host is not running: see the panel&apos;s Log page.</source>
        <translation>Хост оверлеев не запущен: см. страницу «Журнал» панели.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No tool &quot;%1&quot; is installed.</source>
        <translation>Инструмент «%1» не установлен.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&quot;%1&quot; is a program, not a page: the panel starts it itself.</source>
        <translation>«%1» — программа, а не страница: панель запускает её сама.</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Unknown request &quot;%1&quot;</source>
        <translation>Неизвестный запрос «%1»</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>[%1] more output this minute is not shown here; the tool&apos;s own output keeps it</source>
        <translation>[%1] дальнейший вывод за эту минуту здесь не показан; он сохраняется в собственном выводе инструмента</translation>
    </message>
    <message>
        <location filename="../app/panel/Panel_Password.cpp" line="+93"/>
        <source>Kept the password of &quot;%1&quot; for this session.</source>
        <translation>Пароль «%1» сохранён на время этого сеанса.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stored the password of &quot;%1&quot; in the keychain.</source>
        <translation>Пароль «%1» сохранён в связке ключей.</translation>
    </message>
    <message>
        <location line="+187"/>
        <source>keep it for this session only</source>
        <translation>сохранит его только на время этого сеанса</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>store it in the keychain</source>
        <translation>сохранит его в связке ключей</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the game&apos;s config.toml</source>
        <translation>config.toml игры</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Tools and overlays keep working: they go through the panel, which connects again by itself. Programs that connect to the game directly will need the new password.</source>
        <translation>Инструменты и оверлеи продолжат работать: они идут через панель, которая переподключится сама. Программам, подключающимся к игре напрямую, понадобится новый пароль.</translation>
    </message>
    <message>
        <location line="-255"/>
        <source>Choose or create a profile first.</source>
        <translation>Сначала выберите или создайте профиль.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A password reset is already under way.</source>
        <translation>Сброс пароля уже выполняется.</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>The game refused the new password for &quot;%1&quot;; connecting again with the kept one.</source>
        <translation>Игра отклонила новый пароль для «%1»; подключаемся снова с сохранённым.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The game at %1 that refused the password has gone; the panel connects again once it is back.</source>
        <translation>Игра по адресу %1, отклонившая пароль, больше не отвечает; панель подключится снова, когда она вернётся.</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>The game at %1 will make a new password and end every other connection to it. The panel will %2 and connect again.</source>
        <translation>Игра по адресу %1 создаст новый пароль и закроет все остальные подключения к ней. Панель %2 и подключится снова.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The panel will make a new password and write it into %1 in place of the old one; nothing else in the file changes. It will %2 and connect with it as soon as the game runs with it.</source>
        <translation>Панель создаст новый пароль и запишет его в %1 вместо старого; больше в файле ничего не изменится. Она %2 и подключится с ним, как только игра запустится с ним.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Connect as admin first, or reset through the game&apos;s config.toml.</source>
        <translation>Сначала подключитесь как admin или сбросьте пароль через config.toml игры.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Asking the game for a new password.</source>
        <translation>Запрос нового пароля у игры.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game answered without a password.</source>
        <translation>Игра ответила без пароля.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game did not reset the password: %1</source>
        <translation>Игра не сбросила пароль: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game has a new password; the panel stored it and connected again.</source>
        <translation>У игры новый пароль; панель сохранила его и подключилась снова.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game has a new password but the panel could not store it: %1. It is kept for this session only.</source>
        <translation>У игры новый пароль, но панели не удалось его сохранить: %1. Он сохранён только на время этого сеанса.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Choose or create a profile for the game first.</source>
        <translation>Сначала выберите или создайте профиль для игры.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is not a file: choose the game&apos;s config.toml.</source>
        <translation>%1 — не файл: выберите config.toml игры.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not write the new password: %1</source>
        <translation>Не удалось записать новый пароль: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Wrote a new password into %1.</source>
        <translation>Новый пароль записан в %1.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The game&apos;s config file now has the new password; start the game (a running one takes it by itself) and the panel connects with it.</source>
        <translation>В файле настроек игры теперь новый пароль; запустите игру (запущенная примет его сама), и панель подключится с ним.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game&apos;s config file now has the new password, but the keychain could not keep it: %1. The panel uses it until it quits; after that it is in %2.</source>
        <translation>В файле настроек игры теперь новый пароль, но связка ключей не смогла его сохранить: %1. Панель использует его до своего закрытия; после этого он есть в %2.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The game at %1 answers but still refuses the new password after %2 s. Is it reading %3? Restart the game so it reads that file, or reset again and choose the config.toml the game reads.</source>
        <translation>Игра по адресу %1 отвечает, но через %2 с всё ещё отклоняет новый пароль. Читает ли она %3? Перезапустите игру, чтобы она прочла этот файл, или сбросьте пароль ещё раз и выберите config.toml, который читает игра.</translation>
    </message>
    <message>
        <location filename="../app/panel/ConnectorProfileStore.cpp" line="+62"/>
        <location line="+43"/>
        <location filename="../app/panel/ProfileStore.cpp" line="+77"/>
        <source>A profile needs a name.</source>
        <translation>У профиля должно быть имя.</translation>
    </message>
    <message>
        <location filename="../app/panel/SingleInstance.cpp" line="+52"/>
        <source>ic-panel cannot check %1 (%2). This panel runs on its own and cannot take packages from other ic-panels.</source>
        <translation>ic-panel не может проверить %1 (%2). Эта панель работает отдельно и не может принимать пакеты от других экземпляров ic-panel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 belongs to another user (user id %2), not to you: ic-panel does not trust it, since someone may be trying to pass for your panel. This panel runs on its own and cannot take packages from other ic-panels. Remove the file (as its owner or as root), then start ic-panel again.</source>
        <translation>%1 принадлежит другому пользователю (ID пользователя %2), а не вам: ic-panel не доверяет этому файлу, так как кто-то может пытаться выдать себя за вашу панель. Эта панель работает отдельно и не может принимать пакеты от других экземпляров ic-panel. Удалите файл (от имени его владельца или root), затем снова запустите ic-panel.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a file ic-panel made, so ic-panel does not trust it. This panel runs on its own and cannot take packages from other ic-panels. Remove it, then start ic-panel again.</source>
        <translation>%1 — не файл, созданный ic-panel, поэтому ic-panel ему не доверяет. Эта панель работает отдельно и не может принимать пакеты от других экземпляров ic-panel. Удалите его, затем снова запустите ic-panel.</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Cannot make the folder %1 (%2), so ic-panel cannot make sure that only one panel runs. This panel runs on its own.</source>
        <translation>Не удаётся создать папку %1 (%2), поэтому ic-panel не может гарантировать, что запущена только одна панель. Эта панель работает отдельно.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not a folder of yours that only you can open (a folder, not a link, owned by you, with mode 0700), so ic-panel does not trust what is in it. This panel runs on its own and cannot take packages from other ic-panels. Remove it, then start ic-panel again.</source>
        <translation>%1 — не ваша личная папка, доступная только вам (папка, а не ссылка, принадлежащая вам, с правами 0700), поэтому ic-panel не доверяет её содержимому. Эта панель работает отдельно и не может принимать пакеты от других экземпляров ic-panel. Удалите её, затем снова запустите ic-panel.</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Another ic-panel (process %1) is running but does not answer. Close it (or end that process), then start ic-panel again.</source>
        <translation>Уже запущен другой экземпляр ic-panel (процесс %1), но он не отвечает. Закройте его (или завершите этот процесс), затем снова запустите ic-panel.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot take packages from other ic-panels: %1</source>
        <translation>Не удаётся принимать пакеты от других экземпляров ic-panel: %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The program listening on %1 runs as another user: ic-panel does not hand anything to it. This panel runs on its own and cannot take packages from other ic-panels. End that program (or remove the file), then start ic-panel again.</source>
        <translation>Программа, принимающая подключения на %1, работает от имени другого пользователя: ic-panel ничего ей не передаёт. Эта панель работает отдельно и не может принимать пакеты от других экземпляров ic-panel. Завершите эту программу (или удалите файл), затем снова запустите ic-panel.</translation>
    </message>
    <message>
        <location filename="../app/panel/SubscriptionsModel.cpp" line="+81"/>
        <source>Could not subscribe to %1: %2</source>
        <translation>Не удалось подписаться на %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not unsubscribe from %1: %2</source>
        <translation>Не удалось отписаться от %1: %2</translation>
    </message>
    <message>
        <location filename="../app/panel/ToolSessionsModel.cpp" line="-1"/>
        <source>%1 min</source>
        <translation>%1 мин</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>%1 (allowed once)</source>
        <translation>%1 (разрешено однократно)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a program</source>
        <translation>программа</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Panel preview</source>
        <translation>Предпросмотр панели</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OBS</source>
        <translation>OBS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Browser</source>
        <translation>Браузер</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Program</source>
        <translation>Программа</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Session %1</source>
        <translation>Сеанс %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It sent no User-Agent.</source>
        <translation>Он не прислал User-Agent.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>User-Agent: %1</source>
        <translation>User-Agent: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Overlays page&apos;s preview in this panel (Reload there connects it again).</source>
        <translation>Предпросмотр на странице «Оверлеи» в этой панели (кнопка «Перезагрузить» там подключает его снова).</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Tool</source>
        <translation>Инструмент</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where</source>
        <translation>Где</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>May see</source>
        <translation>Может видеть</translation>
    </message>
    <message>
        <location filename="../app/panel/ConnectorHost.cpp" line="+32"/>
        <source>There is no connection called &quot;%1&quot;.</source>
        <translation>Подключения «%1» нет.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>No password is stored for &quot;%1&quot;: edit the connection and enter the game&apos;s password.</source>
        <translation>Для «%1» не сохранён пароль: измените подключение и введите пароль игры.</translation>
    </message>
    <message>
        <location filename="../app/panel/demo/ConnectorDemoPeers.cpp" line="+57"/>
        <source>Could not make a folder for the Transport Fever 2 demo: %1</source>
        <translation>Не удалось создать папку для демо Transport Fever 2: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No free port for the Agent Arena demo: %1</source>
        <translation>Нет свободного порта для демо Agent Arena: %1</translation>
    </message>
    <message>
        <location filename="../app/panel/GamePasswordReader.cpp" line="+15"/>
        <source>There is no config file at %1. Start the game once with remote access on (it writes a password there), or choose the config.toml the game reads.</source>
        <translation>Файла настроек %1 нет. Запустите игру один раз с включённым удалённым доступом (она запишет туда пароль) или выберите config.toml, который читает игра.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 Check that the file belongs to the user who runs the game, or choose another file.</source>
        <translation>%1 Проверьте, что файл принадлежит пользователю, от имени которого запущена игра, или выберите другой файл.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not a valid config file (line %2, column %3: %4). Fix that line, or choose the config.toml the game reads.</source>
        <translation>%1 — неправильный файл настроек (строка %2, столбец %3: %4). Исправьте эту строку или выберите config.toml, который читает игра.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has no password under [remote]. Start the game with remote access on ([remote] enabled = true): it makes a password and writes it there. Then find it again, or reset the password.</source>
        <translation>В %1 нет пароля в разделе [remote]. Запустите игру с включённым удалённым доступом ([remote] enabled = true): она создаст пароль и запишет его туда. Затем найдите его снова или сбросьте пароль.</translation>
    </message>
    <message>
        <location filename="../app/panel/PanelControlReplay.cpp" line="+75"/>
        <source>Not a replay to show: give a replay id, a tick of 0 or more and a speed above 0 and at most 16</source>
        <translation>Нечего показывать: укажите id повтора, тик от 0 и скорость больше 0 и не выше 16</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The overlays did not start showing the replay %1 in time: see the panel&apos;s log</source>
        <translation>Оверлеи не начали вовремя показывать повтор %1: смотрите журнал панели</translation>
    </message>
    <message>
        <location filename="../app/panel/SessionWireText.cpp" line="+23"/>
        <source>%1 · MessagePack</source>
        <translation>%1 · MessagePack</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Calls over HTTP; its messages are binary MessagePack.</source>
        <translation>Вызовы по HTTP; сообщения — двоичный MessagePack.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A WebSocket; its messages are binary MessagePack (smaller than JSON).</source>
        <translation>WebSocket; сообщения — двоичный MessagePack (компактнее JSON).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Calls over HTTP; its messages are JSON text.</source>
        <translation>Вызовы по HTTP; сообщения — текст JSON.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A WebSocket; its messages are JSON text.</source>
        <translation>WebSocket; сообщения — текст JSON.</translation>
    </message>
    <message>
        <location filename="../app/panel/PanelControlPair.cpp" line="+31"/>
        <source>MCP server</source>
        <translation>MCP-сервер</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MCP server (%1)</source>
        <translation>MCP-сервер (%1)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The MCP server&apos;s token did not come from the keychain in time: see the panel&apos;s Log page, then start the MCP server again.</source>
        <translation>Токен MCP-сервера не пришёл из связки ключей вовремя: посмотрите страницу «Журнал» панели, затем запустите MCP-сервер снова.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The MCP server can be paired as observer or admin, not &quot;%1&quot;</source>
        <translation>MCP-сервер можно связать как observer или admin, но не как «%1»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The panel&apos;s gateway is not running, so nothing can be paired with it: see the panel&apos;s Log page.</source>
        <translation>Шлюз панели не запущен, поэтому с ним ничего нельзя связать: посмотрите страницу «Журнал» панели.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A tool &quot;%1&quot; from a package is installed: uninstall it first (ic-tool uninstall %1), then pair the MCP server again.</source>
        <translation>Установлен инструмент «%1» из пакета: сначала удалите его (ic-tool uninstall %1), затем снова свяжите MCP-сервер.</translation>
    </message>
    <message>
        <location filename="../app/panel/RelayHost.cpp" line="+22"/>
        <source>The relay &quot;%1&quot; refused its token (expired or revoked). Sign in again: Sign In Again… on the Tournament page keeps the relay and its certificate.</source>
        <translation>Ретранслятор «%1» отклонил токен (срок действия истёк или токен отозван). Войдите снова: «Войти снова…» на странице «Турнир» сохраняет ретранслятор и его сертификат.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no relay called &quot;%1&quot;.</source>
        <translation>Ретранслятора с именем «%1» нет.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The relay&apos;s token could not be kept in the keychain: %1</source>
        <translation>Не удалось сохранить токен ретранслятора в связке ключей: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A relay needs a token: sign in or paste one.</source>
        <translation>Для ретранслятора нужен токен: войдите или вставьте его.</translation>
    </message>
    <message>
        <location line="+158"/>
        <source>No token is kept for the relay &quot;%1&quot;. Sign in again: Sign In Again… on the Tournament page.</source>
        <translation>Для ретранслятора «%1» не сохранён токен. Войдите снова: «Войти снова…» на странице «Турнир».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The token of the relay &quot;%1&quot; could not be read from the keychain: %2</source>
        <translation>Не удалось прочитать токен ретранслятора «%1» из связки ключей: %2</translation>
    </message>
    <message>
        <location line="+115"/>
        <source>it was added again before its old token could be read</source>
        <translation>его добавили снова до того, как удалось прочитать старый токен</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the keychain had no token for it</source>
        <translation>в связке ключей не было токена для него</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the keychain did not give the token back: %1</source>
        <translation>связка ключей не вернула токен: %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <location filename="../app/panel/RelayProfileStore.cpp" line="+51"/>
        <source>&quot;%1&quot; is not a SHA-256 certificate fingerprint.</source>
        <translation>«%1» — не отпечаток сертификата SHA-256.</translation>
    </message>
    <message>
        <location filename="../app/panel/RelayProfileStore.cpp" line="-15"/>
        <source>A relay needs a name.</source>
        <translation>Ретранслятору нужно имя.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A relay&apos;s name is at most %1 characters long.</source>
        <translation>Наибольшая длина имени ретранслятора (в символах): %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A relay&apos;s name cannot contain &quot;/&quot;.</source>
        <translation>Имя ретранслятора не может содержать «/».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A relay&apos;s address is wss://HOST:PORT/ (a relay is reached only over TLS), not &quot;%1&quot;.</source>
        <translation>Адрес ретранслятора имеет вид wss://HOST:PORT/ (к ретранслятору подключаются только по TLS), а не «%1».</translation>
    </message>
    <message>
        <location filename="../app/panel/demo/MockDemoRelay.cpp" line="+41"/>
        <source>No scratch folder for the demo relay: %1</source>
        <translation>Нет временной папки для демо-ретранслятора: %1</translation>
    </message>
    <message>
        <location filename="../app/panel/CategoryTitles.cpp" line="+20"/>
        <source>&amp;Match</source>
        <comment>event category</comment>
        <translation>&amp;Матч</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;ombat</source>
        <comment>event category</comment>
        <translation>&amp;Бой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eco&amp;nomy</source>
        <comment>event category</comment>
        <translation>&amp;Экономика</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cha&amp;t</source>
        <comment>event category</comment>
        <translation>&amp;Чат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Admin</source>
        <comment>event category</comment>
        <translation>&amp;Администрирование</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;im state</source>
        <comment>event category</comment>
        <translation>Состояние симул&amp;яции</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Telemetr&amp;y</source>
        <comment>event category</comment>
        <translation>&amp;Телеметрия</translation>
    </message>
</context>
<context>
    <name>icrp</name>
    <message>
        <location filename="../app/icrp/client/IcrpClient.cpp" line="+69"/>
        <source>it is not a WebSocket address like %1</source>
        <translation>это не адрес WebSocket вида %1</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>The connection to %1 ended before %2 was answered.</source>
        <translation>Подключение к %1 прервалось раньше, чем пришёл ответ на %2.</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>Not connected to %1: %2 was not sent.</source>
        <translation>Нет подключения к %1: запрос %2 не отправлен.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>No answer to %1 from %2 within %3 ms.</source>
        <translation>Нет ответа на %1 от %2 в течение %3 мс.</translation>
    </message>
    <message>
        <location filename="../app/icrp/client/IcrpClient_Messages.cpp" line="+50"/>
        <source>No answer from %1 within %2 s. Check that the address is the game&apos;s remote API and that the game is not paused in a loading screen.</source>
        <translation>Нет ответа от %1 в течение %2 с. Убедитесь, что это адрес удалённого API игры и что игра не стоит на паузе на экране загрузки.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game requires a password. Enter the password of its remote API (&quot;/remote password reset&quot; in the game console makes a new one) and connect again.</source>
        <translation>Эта игра требует пароль. Введите пароль её удалённого API (команда «/remote password reset» в консоли игры создаёт новый) и подключитесь снова.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 answered in JSON although MessagePack was asked for: this server does not speak MessagePack. Connect with JSON instead (ic-tool: leave out --msgpack).</source>
        <translation>%1 ответил в JSON, хотя был запрошен MessagePack: этот сервер не поддерживает MessagePack. Подключитесь через JSON (ic-tool: без --msgpack).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 does not speak ICRP: %2. Check that the address is the game&apos;s remote API (default %3).</source>
        <translation>%1 не поддерживает ICRP: %2. Убедитесь, что это адрес удалённого API игры (по умолчанию %3).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Connection refused at %1: is the game running with the remote API enabled?</source>
        <translation>Подключение к %1 отклонено: запущена ли игра с включённым удалённым API?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Host not found: %1. Check the address.</source>
        <translation>Узел не найден: %1. Проверьте адрес.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not connect to %1 (%2). Check the address, and that the game is running with the remote API enabled.</source>
        <translation>Не удалось подключиться к %1 (%2). Проверьте адрес и убедитесь, что игра запущена с включённым удалённым API.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Too many connections: the game at %1 accepts one tool at a time. Close the other tool or raise max_connections in config.toml.</source>
        <translation>Слишком много подключений: игра по адресу %1 принимает только один инструмент одновременно. Закройте другой инструмент или увеличьте max_connections в config.toml.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Too many connections: the game at %1 accepts %2 tools at once. Close another tool or raise max_connections in config.toml.</source>
        <translation>Слишком много подключений: игра по адресу %1 принимает одновременно не больше %2 инструментов. Закройте другой инструмент или увеличьте max_connections в config.toml.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Too many connections: the game at %1 accepts no more tools now. Close another tool or raise max_connections in config.toml.</source>
        <translation>Слишком много подключений: игра по адресу %1 сейчас не принимает новые инструменты. Закройте другой инструмент или увеличьте max_connections в config.toml.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Wrong password for %1. Check the password, or reset it in the game.</source>
        <translation>Неверный пароль для %1. Проверьте пароль или сбросьте его в игре.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ICRP version mismatch. Please update your tool.</source>
        <translation>Версия ICRP не совпадает. Обновите инструмент.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game at %1 refused this client: %2.</source>
        <translation>Игра по адресу %1 отклонила этот клиент: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game at %1 refused the %2 tier (%3). Connect with a tier it grants: %4.</source>
        <translation>Игра по адресу %1 отказала в уровне доступа %2 (%3). Подключитесь с уровнем, который она разрешает: %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The %1 tier is disabled in ranked matches. Connect as observer, or wait for an unranked match.</source>
        <translation>Уровень доступа %1 отключён в рейтинговых матчах. Подключитесь как observer или дождитесь нерейтингового матча.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game at %1 refused to identify this client: error %2: %3.</source>
        <translation>Игра по адресу %1 отказалась идентифицировать этот клиент: ошибка %2: %3.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The game ended this session (kicked, or its password was reset). Connect again when you are ready.</source>
        <translation>Игра завершила этот сеанс (его выгнали или пароль был сброшен). Подключитесь снова, когда будете готовы.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game at %1 shut down its remote API (the game quit, or &quot;/remote disable&quot; in its console). Start the game or enable the remote API again.</source>
        <translation>Игра по адресу %1 отключила удалённый API (игра закрыта или в её консоли выполнена команда «/remote disable»). Запустите игру или снова включите удалённый API.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game at %1 closed the connection because this client was not identified in time (%2).</source>
        <translation>Игра по адресу %1 закрыла подключение: этот клиент не идентифицировался вовремя (%2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game at %1 closed the connection: a message was too big (limit 1 MiB).</source>
        <translation>Игра по адресу %1 закрыла подключение: сообщение слишком большое (предел — 1 МиБ).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game at %1 closed the connection (code %2). Connect again if it does not reconnect on its own.</source>
        <translation>Игра по адресу %1 закрыла подключение (код %2). Подключитесь снова, если подключение не восстановится само.</translation>
    </message>
    <message>
        <location filename="../app/icrp/client/IcrpClient_Protocol.cpp" line="+47"/>
        <source>it sent a message that is not JSON (%1)</source>
        <translation>получено сообщение не в формате JSON (%1)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>it sent a binary message that is not MessagePack (%1)</source>
        <translation>он прислал двоичное сообщение, которое не является MessagePack (%1)</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>its ic/hello has no parameters object</source>
        <translation>в ic/hello нет объекта параметров</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>its ic/hello is malformed: %1</source>
        <translation>ic/hello имеет неверный формат: %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>its ic/hello asks for a password but has no challenge or salt</source>
        <translation>ic/hello запрашивает пароль, но не содержит challenge или salt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the &quot;authentication&quot; of its ic/hello is neither null nor an object</source>
        <translation>поле &quot;authentication&quot; в ic/hello не является ни null, ни объектом</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>its answer to ic/identify is not an object</source>
        <translation>ответ на ic/identify не является объектом</translation>
    </message>
    <message>
        <location filename="../app/icrp/client/ClientWebSocket.cpp" line="+193"/>
        <source>its answer to the WebSocket upgrade is larger than %1 KiB</source>
        <translation>его ответ на переход к WebSocket больше %1 КиБ</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>it answered &quot;%1&quot; instead of opening a WebSocket</source>
        <translation>он ответил «%1» вместо того, чтобы открыть WebSocket</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its answer to the WebSocket upgrade lacks Upgrade: websocket</source>
        <translation>в его ответе на переход к WebSocket нет «Upgrade: websocket»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its answer to the WebSocket upgrade has the wrong Sec-WebSocket-Accept</source>
        <translation>в его ответе на переход к WebSocket неверный Sec-WebSocket-Accept</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its answer to the WebSocket upgrade names an extension or subprotocol this client did not ask for</source>
        <translation>его ответ на переход к WebSocket называет расширение или подпротокол, которых этот клиент не просил</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>it sent a WebSocket close frame of one byte</source>
        <translation>он прислал кадр закрытия WebSocket длиной в один байт</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it sent a WebSocket close reason that is not UTF-8</source>
        <translation>он прислал причину закрытия WebSocket не в UTF-8</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it closed with code %1, which no endpoint may send</source>
        <translation>он закрыл соединение с кодом %1, который не может отправлять ни одна сторона</translation>
    </message>
    <message>
        <location filename="../app/icrp/client/ServerFrameReader.cpp" line="+56"/>
        <source>it set a reserved bit of a WebSocket frame</source>
        <translation>он установил зарезервированный бит кадра WebSocket</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it sent a masked WebSocket frame (only clients mask theirs)</source>
        <translation>он прислал маскированный кадр WebSocket (маскируют только клиенты)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>it sent a WebSocket frame of a negative length</source>
        <translation>он прислал кадр WebSocket отрицательной длины</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it sent a WebSocket control frame in pieces or over 125 bytes</source>
        <translation>он прислал управляющий кадр WebSocket по частям или длиннее 125 байт</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+3"/>
        <source>it sent a WebSocket frame of unknown kind %1</source>
        <translation>он прислал кадр WebSocket неизвестного вида %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it sent a message larger than %1</source>
        <translation>он прислал сообщение больше %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>it continued a WebSocket message it never began</source>
        <translation>он продолжил сообщение WebSocket, которое не начинал</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it began a WebSocket message before it finished the last</source>
        <translation>он начал сообщение WebSocket, не закончив предыдущее</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>it sent a text message that is not UTF-8</source>
        <translation>он прислал текстовое сообщение не в UTF-8</translation>
    </message>
</context>
<context>
    <name>icsecrets</name>
    <message>
        <location filename="../app/secrets/SecretStore.cpp" line="+30"/>
        <source>Could not read &quot;%1&quot; from the keychain: %2</source>
        <translation>Не удалось прочитать «%1» из связки ключей: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not store &quot;%1&quot; in the keychain: %2</source>
        <translation>Не удалось сохранить «%1» в связке ключей: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Could not delete &quot;%1&quot; from the keychain: %2</source>
        <translation>Не удалось удалить «%1» из связки ключей: %2</translation>
    </message>
    <message>
        <location line="+209"/>
        <source>No system keychain is available: passwords are kept for this session only and will be asked again next time.</source>
        <translation>Системная связка ключей недоступна: пароли хранятся только на время этого сеанса, и в следующий раз их придётся ввести снова.</translation>
    </message>
</context>
<context>
    <name>ictoolcheck</name>
    <message>
        <location filename="../app/toolcheck/ToolCheck.cpp" line="+103"/>
        <source>The game is back.</source>
        <translation>Игра снова доступна.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Page error while the game was away: %1</source>
        <translation>Ошибка страницы, пока игра была недоступна: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page error while the game was away, at %1: %2</source>
        <translation>Ошибка страницы, пока игра была недоступна, в %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page error: %1</source>
        <translation>Ошибка страницы: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page error at %1: %2</source>
        <translation>Ошибка страницы в %1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The page did not load: %1</source>
        <translation>Страница не загрузилась: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The page&apos;s renderer process ended (exit code %1): the page crashed the browser or used too much memory.</source>
        <translation>Процесс отрисовки страницы завершился (код %1): страница вызвала сбой браузера или израсходовала слишком много памяти.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The program ended while the game was away: %1</source>
        <translation>Программа завершилась, пока игра была недоступна: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The program ended: %1</source>
        <translation>Программа завершилась: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Refused: %1 was answered %2 &quot;%3&quot;.</source>
        <translation>Отказано: на %1 получен ответ %2 «%3».</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The call would change the match, and a replay refuses every such call: it plays the match as it was. Try it against the simulated match (ic-tool test without --replay); the tier is not the problem.</source>
        <translation>Этот вызов изменил бы матч, а воспроизведение отклоняет любой такой вызов: оно показывает матч таким, каким он был. Проверьте его на смоделированном матче (ic-tool test без --replay); дело не в уровне доступа.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Add %1 under subscriptions: (%2) and save, or do not subscribe to it.</source>
        <translation>Добавьте %1 в subscriptions: (%2) и сохраните файл или откажитесь от этой подписки.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The %1 tier may not see that: change tier: (%2) to one that may and add %3 under subscriptions:, or do not subscribe to it.</source>
        <translation>Для уровня доступа %1 это недоступно: измените tier: (%2) на уровень, которому это доступно, и добавьте %3 в subscriptions: или откажитесь от этой подписки.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Set tier: &quot;%1&quot; (%2) and save, or do not call it.</source>
        <translation>Установите tier: &quot;%1&quot; (%2) и сохраните файл или не вызывайте этот метод.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No tier allows it (tier: is at %1): do not call it.</source>
        <translation>Ни один уровень доступа этого не разрешает (tier: находится в %1): не вызывайте этот метод.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The tool calls too often: call less often (the game&apos;s budget is shared by every tool), or subscribe to events instead of asking again and again.</source>
        <translation>Инструмент вызывает методы слишком часто: вызывайте их реже (бюджет игры общий для всех инструментов) или подпишитесь на события, вместо того чтобы спрашивать снова и снова.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no such method: check its name (docs/icrp-spec.md).</source>
        <translation>Такого метода нет: проверьте его имя (docs/icrp-spec.md).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The call itself is wrong: check its parameters (docs/icrp-spec.md).</source>
        <translation>Ошибка в самом вызове: проверьте его параметры (docs/icrp-spec.md).</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The tool was not connected to the gateway halfway through the run, before the game went away.</source>
        <translation>В середине прогона, до того как игра стала недоступной, инструмент не был подключён к шлюзу.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game goes away for %1 s.</source>
        <translation>Игра становится недоступной на %1 с.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The tool was not connected to the gateway at the end: it did not come through the game going away.</source>
        <translation>К концу прогона инструмент не был подключён к шлюзу: он не пережил временную недоступность игры.</translation>
    </message>
    <message>
        <location filename="../app/toolcheck/CheckProgram.cpp" line="+46"/>
        <source>Runs a tool&apos;s page off-screen for ic-tool test, which starts this program and reads what it writes. Use ic-tool test.</source>
        <translation>Запускает страницу инструмента вне экрана для ic-tool test, которая запускает эту программу и читает её вывод. Используйте ic-tool test.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seconds.</source>
        <translation>Секунды.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A recording or a game&apos;s .icrep to play instead of the simulated match.</source>
        <translation>Запись или файл .icrep игры, который воспроизводится вместо смоделированного матча.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The tool&apos;s folder or package.</source>
        <translation>Папка или пакет инструмента.</translation>
    </message>
</context>
<context>
    <name>ictools</name>
    <message>
        <location filename="../app/tools/ArchiveEntryCheck.cpp" line="+106"/>
        <source>The package has an entry without a name. Rebuild the package with &quot;ic-tool package&quot;.</source>
        <translation>В пакете есть элемент без имени. Соберите пакет заново командой «ic-tool package».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Entry &quot;%1&quot;: its name is not valid UTF-8. Rename the file to a UTF-8 name and rebuild the package.</source>
        <translation>Элемент «%1»: имя не в кодировке UTF-8. Переименуйте файл, задав имя в UTF-8, и соберите пакет заново.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Entry &quot;%1&quot;: its name contains a control character. Rename the file and rebuild the package.</source>
        <translation>Элемент «%1»: имя содержит управляющий символ. Переименуйте файл и соберите пакет заново.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Entry &quot;%1&quot; has an absolute path; a package may only hold paths relative to its root. The package is unsafe: do not install it.</source>
        <translation>Элемент «%1» имеет абсолютный путь; пакет может содержать только пути относительно своего корня. Пакет небезопасен: не устанавливайте его.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Entry &quot;%1&quot; contains a backslash; use &quot;/&quot; between folders and rebuild the package.</source>
        <translation>Элемент «%1» содержит обратную косую черту; разделяйте папки символом «/» и соберите пакет заново.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Entry &quot;%1&quot; starts with a drive letter; a package may only hold paths relative to its root. The package is unsafe: do not install it.</source>
        <translation>Элемент «%1» начинается с буквы диска; пакет может содержать только пути относительно своего корня. Пакет небезопасен: не устанавливайте его.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Entry &quot;%1&quot; contains &quot;..&quot; and would be written outside the tool&apos;s folder. The package is unsafe: do not install it.</source>
        <translation>Элемент «%1» содержит «..» и был бы записан за пределами папки инструмента. Пакет небезопасен: не устанавливайте его.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Entry &quot;%1&quot; has an empty or &quot;.&quot; path segment; rebuild the package with &quot;ic-tool package&quot;.</source>
        <translation>Элемент «%1» содержит пустой сегмент пути или сегмент «.»; соберите пакет заново командой «ic-tool package».</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Entry &quot;%1&quot; is a hard link; a package may only hold regular files and folders. The package is unsafe: do not install it.</source>
        <translation>Элемент «%1» — жёсткая ссылка; пакет может содержать только обычные файлы и папки. Пакет небезопасен: не устанавливайте его.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Entry &quot;%1&quot; is a symbolic link; a package may only hold regular files and folders. The package is unsafe: do not install it.</source>
        <translation>Элемент «%1» — символическая ссылка; пакет может содержать только обычные файлы и папки. Пакет небезопасен: не устанавливайте его.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Entry &quot;%1&quot; is a device, fifo or socket; a package may only hold regular files and folders. The package is unsafe: do not install it.</source>
        <translation>Элемент «%1» — устройство, FIFO или сокет; пакет может содержать только обычные файлы и папки. Пакет небезопасен: не устанавливайте его.</translation>
    </message>
    <message>
        <location filename="../app/tools/ArchiveReadHandle.cpp" line="+20"/>
        <location filename="../app/tools/PackageWriter.cpp" line="+131"/>
        <source>unknown error</source>
        <translation>неизвестная ошибка</translation>
    </message>
    <message>
        <location line="+43"/>
        <location filename="../app/tools/PackageReader.cpp" line="+51"/>
        <location line="+15"/>
        <source>Cannot read the package &quot;%1&quot;: %2.</source>
        <translation>Не удаётся прочитать пакет «%1»: %2.</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>it is not a zip file (a .icpkg is a zip file with tool.yaml at its root)</source>
        <translation>это не ZIP-файл (.icpkg — это ZIP-файл с tool.yaml в корне)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the zip file is truncated or damaged (%1)</source>
        <translation>ZIP-файл обрезан или повреждён (%1)</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>its entry &quot;%1&quot; is inconsistent (%2): the zip&apos;s directory and the entry&apos;s own header disagree</source>
        <translation>его запись «%1» противоречива (%2): каталог ZIP-файла и заголовок записи не совпадают</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the first entry</source>
        <translation>первого элемента</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the entry after &quot;%1&quot;</source>
        <translation>элемента после «%1»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The name of %1 is not valid UTF-8 (%2). Rename the file to a UTF-8 name and rebuild the package.</source>
        <translation>Имя %1 не в кодировке UTF-8 (%2). Переименуйте файл, задав имя в UTF-8, и соберите пакет заново.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>its entry &quot;%1&quot; is encrypted, which a tool package must not be</source>
        <translation>его запись «%1» зашифрована, а пакет инструмента не может быть зашифрован</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>its entry &quot;%1&quot; cannot be read: it is truncated or damaged (%2)</source>
        <translation>его запись «%1» не читается: она обрезана или повреждена (%2)</translation>
    </message>
    <message>
        <location filename="../app/tools/IcrpRequirement.cpp" line="+54"/>
        <source>the ICRP version requirement is empty</source>
        <translation>требование к версии ICRP пустое</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a version comparator like &gt;=1.0</source>
        <translation>«%1» — не сравнение версий вида &gt;=1.0</translation>
    </message>
    <message>
        <location filename="../app/tools/ManifestParser.cpp" line="+71"/>
        <source>the manifest is %1 bytes; at most %2 bytes are allowed</source>
        <translation>размер манифеста — %1 байт; допускается не более %2 байт</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keep tool.yaml short: long texts belong in the tool&apos;s own files</source>
        <translation>сделайте tool.yaml короче: длинным текстам место в собственных файлах инструмента</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>YAML syntax error: %1</source>
        <translation>синтаксическая ошибка YAML: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>check the indentation and quoting on this line and the one before</source>
        <translation>проверьте отступы и кавычки в этой и предыдущей строке</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the manifest is empty</source>
        <translation>манифест пуст</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write at least name, version, author, description, tier, transport and entry_point</source>
        <translation>укажите как минимум name, version, author, description, tier, transport и entry_point</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the manifest holds more than one YAML document</source>
        <translation>манифест содержит больше одного документа YAML</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove the &apos;---&apos; line and everything after it</source>
        <translation>удалите строку &apos;---&apos; и всё, что после неё</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the manifest must be a list of &quot;key: value&quot; lines</source>
        <translation>манифест должен быть набором строк вида «ключ: значение»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start with &quot;name: My Tool&quot; on the first line, without &apos;-&apos; or brackets</source>
        <translation>начните с «name: My Tool» в первой строке, без &apos;-&apos; и скобок</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 more problems are not shown</source>
        <translation>ещё не показано проблем: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fix the problems above and check again</source>
        <translation>исправьте проблемы, указанные выше, и проверьте снова</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>this line is not valid UTF-8 text</source>
        <translation>эта строка не является корректным текстом в UTF-8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>save tool.yaml as UTF-8 in your editor</source>
        <translation>сохраните tool.yaml в кодировке UTF-8 в своём редакторе</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a key must be a plain word</source>
        <translation>ключ должен быть простым словом</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write keys like &quot;name:&quot; at the start of a line</source>
        <translation>пишите ключи вида «name:» в начале строки</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>duplicate key &quot;%1&quot;; the first is on line %2</source>
        <translation>повторяющийся ключ «%1»; первый находится в строке %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>keep only one &quot;%1:&quot; line</source>
        <translation>оставьте только одну строку «%1:»</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown key &quot;%1&quot; is ignored</source>
        <translation>неизвестный ключ «%1» игнорируется</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove it; known keys are: %1</source>
        <translation>удалите его; известные ключи: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>did you mean &quot;%1&quot;?</source>
        <translation>возможно, имелось в виду «%1»?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>required field &quot;%1&quot; is missing</source>
        <translation>отсутствует обязательное поле «%1»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add a line &quot;%1: …&quot;</source>
        <translation>добавьте строку «%1: …»</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&quot;%1&quot; has no value</source>
        <translation>у поля «%1» нет значения</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/tools/ManifestParser_Fields.cpp" line="+73"/>
        <source>write a value after &quot;%1:&quot;</source>
        <translation>укажите значение после «%1:»</translation>
    </message>
    <message>
        <location filename="../app/tools/ManifestParser_Fields.cpp" line="-53"/>
        <source>a list</source>
        <translation>списком</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a mapping</source>
        <translation>словарём</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>nothing</source>
        <translation>пустым значением</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a single value</source>
        <translation>одиночным значением</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&quot;%1&quot; must be text, not %2</source>
        <translation>поле «%1» должно быть текстом, а не %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write it on the same line: %1: &quot;…&quot;</source>
        <translation>запишите его в той же строке: %1: &quot;…&quot;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is empty</source>
        <translation>поле «%1» пустое</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; must be one line</source>
        <translation>поле «%1» должно занимать одну строку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>put it on one line</source>
        <translation>запишите его в одну строку</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; contains the control character %2 (at character %3); terminal escapes and direction overrides could hide what the tool asks for</source>
        <translation>поле «%1» содержит управляющий символ %2 (в позиции %3); escape-последовательности терминала и символы смены направления текста могут скрыть, что на самом деле запрашивает инструмент</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>remove it; this field is plain text on one line</source>
        <translation>удалите его; это поле — простой текст в одну строку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove it; only plain text and line breaks are allowed</source>
        <translation>удалите его; допускаются только простой текст и переводы строк</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is %2 characters long; at most %3 are allowed</source>
        <translation>длина поля «%1» — %2 симв.; допускается не более %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>shorten it</source>
        <translation>сократите его</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&quot;version&quot; must be a version like 1.2.0, not %1</source>
        <translation>поле «version» должно быть версией вида 1.2.0, а не %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write it as version: &quot;1.2.0&quot;</source>
        <translation>запишите так: version: &quot;1.2.0&quot;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>version &quot;%1&quot; is not a semantic version: %2</source>
        <translation>версия «%1» не является семантической версией: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write MAJOR.MINOR.PATCH, e.g. 1.2.0, or 1.2.0-beta.1 for a pre-release</source>
        <translation>пишите MAJOR.MINOR.PATCH, например 1.2.0, или 1.2.0-beta.1 для предварительной версии</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&quot;tier&quot; must be one word, not %1</source>
        <translation>поле «tier» должно быть одним словом, а не %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+9"/>
        <location line="+20"/>
        <location line="+7"/>
        <source>use one of: %1</source>
        <translation>используйте одно из значений: %1</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>unknown tier &quot;%1&quot;</source>
        <translation>неизвестный уровень доступа «%1»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write it in lowercase: %1</source>
        <translation>пишите строчными буквами: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>debug tools run only in development builds of the game, never in ranked</source>
        <translation>инструменты уровня debug работают только в сборках игры для разработки и никогда — в рейтинговых матчах</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ask for observer, admin or mod if the tool is meant for players</source>
        <translation>запросите observer, admin или mod, если инструмент предназначен для игроков</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&quot;transport&quot; must be one word, not %1</source>
        <translation>поле «transport» должно быть одним словом, а не %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown transport &quot;%1&quot;</source>
        <translation>неизвестный транспорт «%1»</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 must be a path, not %2</source>
        <translation>%1 должен быть путём, а не %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>write a path inside the package, e.g. overlay/index.html</source>
        <translation>укажите путь внутри пакета, например overlay/index.html</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>%1 is empty</source>
        <translation>%1: пустое значение</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 &quot;%2&quot; is not allowed: %3</source>
        <translation>%1 «%2» не допускается: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write the path from the package root with &apos;/&apos; between folders, e.g. overlay/index.html</source>
        <translation>укажите путь от корня пакета, разделяя папки символом &apos;/&apos;, например overlay/index.html</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../app/tools/ToolManifest.cpp" line="+50"/>
        <source>%1 &quot;%2&quot; is not in the package</source>
        <translation>%1 «%2» отсутствует в пакете</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/tools/ToolManifest.cpp" line="+1"/>
        <source>add the file or correct the path; paths are case-sensitive</source>
        <translation>добавьте файл или исправьте путь; в путях учитывается регистр букв</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>&quot;subscriptions&quot; must be a list, not %1</source>
        <translation>поле «subscriptions» должно быть списком, а не %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write each category on its own line as &quot;  - match&quot;</source>
        <translation>пишите каждую категорию на отдельной строке в виде &quot;  - match&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a subscription must be a category name, not %1</source>
        <translation>подписка должна быть названием категории, а не %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+14"/>
        <source>use categories from: %1</source>
        <translation>используйте категории из списка: %1</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>&quot;%1&quot; is an event, not a category</source>
        <translation>«%1» — это событие, а не категория</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>subscribe to its category &quot;%1&quot; instead</source>
        <translation>вместо этого подпишитесь на его категорию «%1»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown subscription category &quot;%1&quot;</source>
        <translation>неизвестная категория подписки «%1»</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+160"/>
        <source>&quot;%1&quot; is listed twice</source>
        <translation>«%1» указано дважды</translation>
    </message>
    <message>
        <location line="-160"/>
        <location line="+161"/>
        <source>remove one of them</source>
        <translation>удалите одно из них</translation>
    </message>
    <message>
        <location line="-155"/>
        <source>%1 tools cannot subscribe to %2</source>
        <translation>инструменты уровня %1 не могут подписаться на %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ask for tier %1 or remove it</source>
        <translation>запросите уровень доступа %1 или удалите эту подписку</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove it</source>
        <translation>удалите эту подписку</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&quot;screenshots&quot; must be a list, not %1</source>
        <translation>поле «screenshots» должно быть списком, а не %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write each path on its own line as &quot;  - screenshots/preview.png&quot;</source>
        <translation>пишите каждый путь на отдельной строке в виде &quot;  - screenshots/preview.png&quot;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>screenshot &quot;%1&quot; is not a PNG, JPEG or WebP image</source>
        <translation>скриншот «%1» не является изображением PNG, JPEG или WebP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>save the screenshot as .png, .jpg or .webp</source>
        <translation>сохраните скриншот в формате .png, .jpg или .webp</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;id&quot; must be one word, not %1</source>
        <translation>поле «id» должно быть одним словом, а не %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write it like id: live-stats</source>
        <translation>запишите так: id: live-stats</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>id &quot;%1&quot; is not a valid tool id; it becomes the host name &lt;id&gt;.localhost</source>
        <translation>id «%1» не является допустимым id инструмента; из него получается имя хоста &lt;id&gt;.localhost</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>use 2 to 48 lowercase letters, digits and &apos;-&apos;, starting with a letter or digit and not ending with &apos;-&apos;, e.g. live-stats</source>
        <translation>используйте от 2 до 48 строчных латинских букв, цифр и &apos;-&apos;; id должен начинаться с буквы или цифры и не заканчиваться на &apos;-&apos;, например live-stats</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no tool id can be made from the name &quot;%1&quot;</source>
        <translation>из имени «%1» не удаётся получить id инструмента</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add a line like &quot;id: my-tool&quot; with lowercase letters, digits and &apos;-&apos;</source>
        <translation>добавьте строку вида «id: my-tool» из строчных латинских букв, цифр и &apos;-&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>overlay needs a %1</source>
        <translation>в overlay нужен ключ %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add &quot;%1: …&quot; in pixels under overlay</source>
        <translation>добавьте в overlay строку «%1: …» (в пикселях)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>overlay %1 must be a whole number of pixels</source>
        <translation>значение overlay %1 должно быть целым числом пикселей</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write a number without units, e.g. %1: 480</source>
        <translation>укажите число без единиц измерения, например %1: 480</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>overlay %1 %2 is out of range</source>
        <translation>значение overlay %1 (%2) вне допустимого диапазона</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use 1 to %1 pixels</source>
        <translation>укажите от 1 до %1 пикселей</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&quot;overlay&quot; must hold width and height, not %1</source>
        <translation>поле «overlay» должно содержать width и height, а не быть %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write &quot;overlay: {width: 480, height: 270}&quot;</source>
        <translation>запишите «overlay: {width: 480, height: 270}»</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unknown key &quot;%1&quot; in overlay is ignored</source>
        <translation>неизвестный ключ «%1» в overlay игнорируется</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>overlay takes only width and height</source>
        <translation>overlay принимает только width и height</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&quot;network&quot; must be a list of origins, not %1</source>
        <translation>поле «network» должно быть списком источников (origin), а не %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write each origin on its own line as &quot;  - https://api.example.com&quot;</source>
        <translation>пишите каждый источник на отдельной строке в виде &quot;  - https://api.example.com&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a network origin must be text, not %1</source>
        <translation>сетевой источник должен быть текстом, а не %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write it like https://api.example.com</source>
        <translation>запишите его в виде https://api.example.com</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>network origin &quot;%1&quot; is not allowed: %2</source>
        <translation>сетевой источник «%1» не допускается: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>write only scheme://host[:port], e.g. https://api.example.com; http is allowed for localhost only</source>
        <translation>указывайте только scheme://host[:port], например https://api.example.com; http допускается только для localhost</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&quot;icrp&quot; must be a version requirement, not %1</source>
        <translation>поле «icrp» должно быть требованием к версии, а не %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write it like icrp: &quot;&gt;=1.0&quot;</source>
        <translation>запишите так: icrp: &quot;&gt;=1.0&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>icrp requirement is malformed: %1</source>
        <translation>требование icrp записано неверно: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write comparators on MAJOR.MINOR, e.g. &quot;&gt;=1.0&quot; or &quot;&gt;=1.0 &lt;2.0&quot;</source>
        <translation>пишите сравнения для MAJOR.MINOR, например &quot;&gt;=1.0&quot; или &quot;&gt;=1.0 &lt;2.0&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the tool needs ICRP %1 but this panel speaks %2</source>
        <translation>инструменту нужен ICRP %1, а эта панель поддерживает %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>allow %1 if the tool works with it, or wait for a panel that speaks the newer protocol</source>
        <translation>допустите %1, если инструмент с этой версией работает, или дождитесь панели с поддержкой более нового протокола</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a web page entry point cannot use the stdio transport</source>
        <translation>точка входа — веб-страница, поэтому транспорт stdio использовать нельзя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>use websocket or http for a browser-source tool</source>
        <translation>для инструмента, работающего как источник «Браузер», используйте websocket или http</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>overlay size is ignored: the entry point is not a web page</source>
        <translation>размер оверлея игнорируется: точка входа — не веб-страница</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>remove overlay, or point entry_point at an .html file</source>
        <translation>удалите overlay или укажите в entry_point файл .html</translation>
    </message>
    <message>
        <location filename="../app/tools/ManifestProblem.cpp" line="+10"/>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>warning</source>
        <translation>предупреждение</translation>
    </message>
    <message>
        <location filename="../app/tools/PackageReader.cpp" line="-22"/>
        <source>&quot;%1&quot; is not a file; choose the .icpkg file itself.</source>
        <translation>«%1» — не файл; выберите сам файл .icpkg.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The package &quot;%1&quot; is larger than %2 MiB; a tool package may not be. Make its files smaller.</source>
        <translation>Пакет «%1» больше %2 МиБ; пакет инструмента не может быть таким большим. Уменьшите размер его файлов.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The package has more than %1 entries; a tool package may not have more. It may be an archive bomb: do not install it.</source>
        <translation>Число элементов в пакете превышает %1; в пакете инструмента их не может быть больше. Возможно, это архивная бомба: не устанавливайте его.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Entry &quot;%1&quot; lies inside &quot;%2&quot;, which the package also holds as a file. Rebuild the package with &quot;ic-tool package&quot;.</source>
        <translation>Элемент «%1» находится внутри «%2», который в пакете также записан как файл. Соберите пакет заново командой «ic-tool package».</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Entry &quot;%1&quot; is both a file and a folder in the package. Rebuild the package with &quot;ic-tool package&quot;.</source>
        <translation>Элемент «%1» в пакете одновременно является файлом и папкой. Соберите пакет заново командой «ic-tool package».</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Entry &quot;%1&quot; appears twice in the package; which one is meant is unclear. Rebuild the package with &quot;ic-tool package&quot;.</source>
        <translation>Элемент «%1» встречается в пакете дважды; неясно, какой из них имеется в виду. Соберите пакет заново командой «ic-tool package».</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Entry &quot;%1&quot; is %2 MiB uncompressed; a file in a tool package may have at most %3 MiB. Make the file smaller.</source>
        <translation>Элемент «%1» в распакованном виде занимает %2 МиБ; файл в пакете инструмента может занимать не более %3 МиБ. Уменьшите размер файла.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The package&apos;s files add up to more than %1 MiB uncompressed (at entry &quot;%2&quot;); a tool package may have at most that.</source>
        <translation>Суммарный размер распакованных файлов пакета превышает %1 МиБ (на элементе «%2»); пакет инструмента не может быть больше.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>tool.yaml is larger than %1 MiB; a manifest is a short text. Check that the right file is named tool.yaml.</source>
        <translation>tool.yaml больше %1 МиБ, а манифест — это короткий текст. Убедитесь, что имя tool.yaml носит нужный файл.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>it has no tool.yaml at its root (its author puts the manifest next to the tool&apos;s files and packs it with &quot;ic-tool package DIR&quot;)</source>
        <translation>в его корне нет tool.yaml (автор кладёт манифест рядом с файлами инструмента и упаковывает его командой «ic-tool package DIR»)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The package has no file &quot;%1&quot;.</source>
        <translation>В пакете нет файла «%1».</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Entry &quot;%1&quot; is larger than %2 MiB.</source>
        <translation>Элемент «%1» больше %2 МиБ.</translation>
    </message>
    <message>
        <location filename="../app/tools/PackageReader_Extract.cpp" line="+159"/>
        <source>Entry &quot;%1&quot; grew past %2 MiB while it was unpacked although the package declares %3 bytes: it is an archive bomb. Do not install it.</source>
        <translation>Элемент «%1» при распаковке превысил %2 МиБ, хотя в пакете заявлено %3 байт: это архивная бомба. Не устанавливайте его.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The package&apos;s files grew past %1 MiB together while they were unpacked (at entry &quot;%2&quot;), more than they declare: it may be an archive bomb. Do not install it.</source>
        <translation>Файлы пакета при распаковке в сумме превысили %1 МиБ (на элементе «%2») — больше, чем заявлено: возможно, это архивная бомба. Не устанавливайте его.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>A file or folder name of the package, or the path it gets in the tools folder, is too long for this file system. Ask the tool&apos;s author to shorten the names, or use a tools folder with a shorter path ($IC_TOOLS_DIR for ic-tool).</source>
        <translation>Имя файла или папки в пакете либо путь, который он получит в папке инструментов, слишком длинны для этой файловой системы. Попросите автора инструмента сократить имена или используйте папку инструментов с более коротким путём ($IC_TOOLS_DIR для ic-tool).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Free some space on the disk of the tools folder, then try again.</source>
        <translation>Освободите место на диске, где находится папка инструментов, и повторите попытку.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Check the permissions of the tools folder.</source>
        <translation>Проверьте права доступа к папке инструментов.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Check the tools folder (free space, permissions), then try again.</source>
        <translation>Проверьте папку инструментов (свободное место, права доступа) и повторите попытку.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot unpack the package: %1. %2</source>
        <translation>Не удаётся распаковать пакет: %1. %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cannot unpack entry &quot;%1&quot;: %2. %3</source>
        <translation>Не удаётся распаковать элемент «%1»: %2. %3</translation>
    </message>
    <message>
        <location filename="../app/tools/PackageWriter.cpp" line="-73"/>
        <source>%1 is a symbolic link; packages hold only regular files and folders (copy the file it points to instead)</source>
        <translation>%1 — символическая ссылка; пакеты содержат только обычные файлы и папки (скопируйте вместо неё сам файл, на который она указывает)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 cannot be packaged: %2 (rename it)</source>
        <translation>%1 нельзя упаковать: %2 (переименуйте его)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot be read (check its permissions)</source>
        <translation>%1 не удаётся прочитать (проверьте права доступа)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is neither a file nor a folder (a device, socket or pipe)</source>
        <translation>%1 — не файл и не папка (устройство, сокет или канал)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is not a folder</source>
        <translation>%1 — не папка</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>write the package outside the folder being packaged (%1 is inside %2)</source>
        <translation>сохраните пакет вне упаковываемой папки (%1 находится внутри %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+58"/>
        <source>cannot write %1: %2</source>
        <translation>не удаётся записать %1: %2</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>cannot start the archive: %1</source>
        <translation>не удаётся создать архив: %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+16"/>
        <source>cannot read %1: %2</source>
        <translation>не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+12"/>
        <source>cannot add %1: %2</source>
        <translation>не удаётся добавить %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 changed while it was being packaged; try again</source>
        <translation>%1 изменился во время упаковки; попробуйте ещё раз</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot finish the archive: %1</source>
        <translation>не удаётся завершить архив: %1</translation>
    </message>
    <message>
        <location filename="../app/tools/PermissionSummary.cpp" line="+29"/>
        <source>No game events</source>
        <translation>Нет игровых событий</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Network access to %1</source>
        <translation>Сетевой доступ к %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Internet access (can reach only the panel)</source>
        <translation>Доступ в интернет (может обращаться только к панели)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>In ranked matches: active</source>
        <translation>В рейтинговых матчах: активен</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>In ranked matches: active with a %n-minute delay</source>
        <translation>
            <numerusform>В рейтинговых матчах: активен с задержкой в %n минуту</numerusform>
            <numerusform>В рейтинговых матчах: активен с задержкой в %n минуты</numerusform>
            <numerusform>В рейтинговых матчах: активен с задержкой в %n минут</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>In ranked matches: active with a %n-second delay</source>
        <translation>
            <numerusform>В рейтинговых матчах: активен с задержкой в %n секунду</numerusform>
            <numerusform>В рейтинговых матчах: активен с задержкой в %n секунды</numerusform>
            <numerusform>В рейтинговых матчах: активен с задержкой в %n секунд</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In ranked matches: active (admin actions are logged)</source>
        <translation>В рейтинговых матчах: активен (действия администратора записываются в журнал)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In ranked matches: disabled in ranked</source>
        <translation>В рейтинговых матчах: отключён</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In ranked matches: disabled in ranked (development builds only)</source>
        <translation>В рейтинговых матчах: отключён (работает только в сборках для разработки)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This tool requests:</source>
        <translation>Этот инструмент запрашивает:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This tool does NOT have:</source>
        <translation>У этого инструмента НЕТ:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Observer access (read-only game state)</source>
        <translation>Доступ наблюдателя (только чтение состояния игры)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Admin access (can kick, pause, and manage the server)</source>
        <translation>Доступ администратора (может выгонять игроков, ставить игру на паузу и управлять сервером)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mod access (can inject commands and modify gameplay)</source>
        <translation>Доступ для модов (может вводить команды и изменять игровой процесс)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Debug access (everything, in development builds only)</source>
        <translation>Отладочный доступ (всё, только в сборках для разработки)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Observer access (cannot read game state)</source>
        <translation>Доступ наблюдателя (не может читать состояние игры)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Admin access (cannot kick, pause, or manage server)</source>
        <translation>Доступ администратора (не может выгонять игроков, ставить игру на паузу и управлять сервером)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mod access (cannot inject commands or modify gameplay)</source>
        <translation>Доступ для модов (не может вводить команды и изменять игровой процесс)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Debug access (cannot use development-only commands)</source>
        <translation>Отладочный доступ (не может использовать команды, доступные только при разработке)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Match events</source>
        <translation>События матча</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combat events</source>
        <translation>События боя</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Economy events</source>
        <translation>События экономики</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chat events</source>
        <translation>События чата</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Admin events</source>
        <translation>События администрирования</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Live game state</source>
        <translation>Состояние игры в реальном времени</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Performance telemetry</source>
        <translation>Телеметрия производительности</translation>
    </message>
    <message>
        <location filename="../app/tools/Semver.cpp" line="+38"/>
        <source>the %1 number must be digits only</source>
        <translation>номер %1 должен состоять только из цифр</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 number must not have leading zeros</source>
        <translation>в номере %1 не должно быть ведущих нулей</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the %1 number is too large</source>
        <translation>номер %1 слишком большой</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the pre-release part has an empty identifier</source>
        <translation>в части предварительной версии есть пустой идентификатор</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the build part has an empty identifier</source>
        <translation>в части сборки есть пустой идентификатор</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; may contain only ASCII letters, digits and &apos;-&apos;</source>
        <translation>«%1» может содержать только буквы ASCII, цифры и &apos;-&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the numeric pre-release identifier &quot;%1&quot; must not have leading zeros</source>
        <translation>в числовом идентификаторе предварительной версии «%1» не должно быть ведущих нулей</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>the version is empty</source>
        <translation>версия не указана</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>nothing follows &apos;+&apos;</source>
        <translation>после &apos;+&apos; ничего нет</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>nothing follows &apos;-&apos;</source>
        <translation>после &apos;-&apos; ничего нет</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it needs exactly three numbers, MAJOR.MINOR.PATCH</source>
        <translation>нужно ровно три числа: MAJOR.MINOR.PATCH</translation>
    </message>
    <message>
        <location filename="../app/tools/ToolManifest.cpp" line="+53"/>
        <source>the path is empty</source>
        <translation>путь пуст</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it contains a backslash</source>
        <translation>путь содержит обратную косую черту</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is an absolute path</source>
        <translation>это абсолютный путь</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it starts with a drive letter</source>
        <translation>путь начинается с буквы диска</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it contains a control character</source>
        <translation>путь содержит управляющий символ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it contains &quot;..&quot;</source>
        <translation>путь содержит «..»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it contains a &quot;.&quot; folder</source>
        <translation>путь содержит папку «.»</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it has an empty folder name (&quot;//&quot; or a trailing &apos;/&apos;)</source>
        <translation>путь содержит пустое имя папки («//» или &apos;/&apos; в конце)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>it has no https:// in front</source>
        <translation>в начале нет https://</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>only https (or http for localhost) is allowed</source>
        <translation>допускается только https (или http для localhost)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>wildcards are not allowed; list each host</source>
        <translation>подстановочные знаки не допускаются; перечислите все хосты по отдельности</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an origin has no path</source>
        <translation>источник указывается без пути</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an origin has no query or fragment</source>
        <translation>источник указывается без запроса и фрагмента</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an origin has no user name or password</source>
        <translation>источник указывается без имени пользователя и пароля</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the IPv6 address has no closing &apos;]&apos;</source>
        <translation>у адреса IPv6 нет закрывающей &apos;]&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unexpected text after the IPv6 address</source>
        <translation>лишний текст после адреса IPv6</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>only the loopback IPv6 address [::1] is allowed</source>
        <translation>допускается только петлевой адрес IPv6 [::1]</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the host is missing</source>
        <translation>не указан хост</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the host name is too long</source>
        <translation>имя хоста слишком длинное</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the host name has an empty or too long part</source>
        <translation>в имени хоста есть пустая или слишком длинная часть</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the host name may contain only letters, digits, &apos;-&apos; and &apos;.&apos; (write international names as xn--…)</source>
        <translation>имя хоста может содержать только латинские буквы, цифры, &apos;-&apos; и &apos;.&apos; (международные имена записывайте в виде xn--…)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a part of the host name starts or ends with &apos;-&apos;</source>
        <translation>часть имени хоста начинается или заканчивается на &apos;-&apos;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the port must be a number from 1 to 65535</source>
        <translation>порт должен быть числом от 1 до 65535</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>plain http is allowed only for localhost; use https</source>
        <translation>обычный http допускается только для localhost; используйте https</translation>
    </message>
    <message>
        <location filename="../app/tools/ToolRegistry.cpp" line="+82"/>
        <source>Cannot create the tools folder &quot;%1&quot;. Check its permissions.</source>
        <translation>Не удаётся создать папку инструментов «%1». Проверьте права доступа.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The tools folder &quot;%1&quot; is busy (another ic-panel or ic-tool is changing it). Try again in a moment.</source>
        <translation>Папка инструментов «%1» занята (её изменяет другой экземпляр ic-panel или ic-tool). Повторите попытку чуть позже.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cannot read the tool index &quot;%1&quot;: %2.</source>
        <translation>Не удаётся прочитать индекс инструментов «%1»: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+11"/>
        <source>The tool index &quot;%1&quot; is damaged (%2). Installed tools were left as they are; restore the file from a backup or remove the tools folder to start over.</source>
        <translation>Индекс инструментов «%1» повреждён (%2). Установленные инструменты оставлены без изменений; восстановите файл из резервной копии или удалите папку инструментов, чтобы начать заново.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a bad tool id</source>
        <translation>неверный id инструмента</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot write the tool index &quot;%1&quot;: %2. Nothing was changed.</source>
        <translation>Не удаётся записать индекс инструментов «%1»: %2. Ничего не изменено.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>No tool &quot;%1&quot; is installed (see &quot;ic-tool list&quot;).</source>
        <translation>Инструмент «%1» не установлен (см. «ic-tool list»).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&quot;%1&quot; has no update waiting for approval.</source>
        <translation>Для «%1» нет обновления, ожидающего одобрения.</translation>
    </message>
    <message>
        <location filename="../app/tools/ToolRegistry_Grants.cpp" line="+50"/>
        <source>&quot;%1&quot; is named by its package; only a paired program can be renamed.</source>
        <translation>«%1» называется по своему пакету; переименовать можно только связанную программу.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&quot;%1&quot; cannot be a tool&apos;s id.</source>
        <translation>«%1» не может быть id инструмента.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A tool &quot;%1&quot; is already installed.</source>
        <translation>Инструмент «%1» уже установлен.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(a program you allowed)</source>
        <translation>(программа, которой вы разрешили доступ)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let in when it asked IC Control Panel&apos;s gateway.</source>
        <translation>Получила доступ, когда обратилась к шлюзу IC Control Panel.</translation>
    </message>
    <message>
        <location filename="../app/tools/ToolRegistry_Install.cpp" line="+74"/>
        <source>The package&apos;s tool.yaml has problems; the tool&apos;s author must fix them:
%1</source>
        <translation>В tool.yaml этого пакета есть проблемы; их должен исправить автор инструмента:
%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&quot;%1&quot; (%2) is already installed from another author (&quot;%3&quot; by %4); this package by %5 claims the same id. Uninstall the installed tool first if you want to replace it.</source>
        <translation>«%1» (%2) уже установлен от другого автора («%3», автор: %4); этот пакет от %5 использует тот же id. Если хотите заменить установленный инструмент, сначала удалите его.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 %2 (%3) is installed; this package is the older version %4. A downgrade is refused: uninstall the tool first to go back.</source>
        <translation>Установлен %1 %2 (%3); этот пакет — более старая версия %4. Откат не допускается: чтобы вернуться, сначала удалите инструмент.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2 (%3) is already installed.</source>
        <translation>%1 %2 (%3) уже установлен.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2 (%3) is already waiting for your approval: run &quot;ic-tool approve %3&quot;.</source>
        <translation>%1 %2 (%3) уже ждёт вашего одобрения: выполните «ic-tool approve %3».</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cannot create &quot;%1&quot;. Check the permissions of the tools folder.</source>
        <translation>Не удаётся создать «%1». Проверьте права доступа к папке инструментов.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot replace &quot;%1&quot;. Check the permissions of the tools folder.</source>
        <translation>Не удаётся заменить «%1». Проверьте права доступа к папке инструментов.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot move the unpacked tool into &quot;%1&quot;: %2.</source>
        <translation>Не удаётся переместить распакованный инструмент в «%1»: %2.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The installed tools changed since you reviewed %1 %2 (%3) (another panel or ic-tool changed them); nothing was installed. Open the package again to see what it would do now.</source>
        <translation>Установленные инструменты изменились с тех пор, как вы проверили %1 %2 (%3) (их изменила другая панель или ic-tool); ничего не установлено. Откройте пакет снова, чтобы увидеть, что он сделает сейчас.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Installed %1 %2 (%3).</source>
        <translation>Установлен %1 %2 (%3).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %2 (%3) asks for more than you granted; it is held until you approve it (ic-tool approve %3). %4 stays in use.</source>
        <translation>%1 %2 (%3) просит больше, чем вы разрешили; оно ждёт вашего одобрения (ic-tool approve %3). Пока используется %4.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Updated %1 (%2) to %3.</source>
        <translation>%1 (%2) обновлён до %3.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The update of &quot;%1&quot; waiting for approval changed since you reviewed it (another version was installed meanwhile); nothing was approved. Open it again to see what it asks for now.</source>
        <translation>Обновление «%1», ожидающее одобрения, изменилось после вашего просмотра (тем временем была установлена другая версия); ничего не одобрено. Откройте его снова, чтобы увидеть, что оно запрашивает теперь.</translation>
    </message>
    <message>
        <location filename="../app/tools/UpdatePlan.cpp" line="+76"/>
        <source>Version: %1 → %2</source>
        <translation>Версия: %1 → %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tier: %1 → %2</source>
        <translation>Уровень доступа: %1 → %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>New event categories: %1</source>
        <translation>Новые категории событий: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No longer: %1</source>
        <translation>Больше не получает: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New network access: %1</source>
        <translation>Новый сетевой доступ: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No longer reaches: %1</source>
        <translation>Больше нет доступа к: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Description: %1</source>
        <translation>Описание: %1</translation>
    </message>
    <message>
        <location filename="../app/tools/PackageProblem.h" line="+55"/>
        <source>&quot;%1&quot; is not a tool package (or it is damaged): %2. Download it again or ask its author for a new one.</source>
        <translation>«%1» — не пакет инструмента (или он повреждён): %2. Скачайте его заново или попросите автора прислать новый.</translation>
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
        <translation>Уведомление о связке ключей</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pages</source>
        <translation>Страницы</translation>
    </message>
    <message>
        <location line="+24"/>
        <location filename="../ui/tools/ToolsPage.cpp" line="+64"/>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/status/GameCard.cpp" line="+33"/>
        <source>Connections</source>
        <translation>Подключения</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/common/PasswordPrompt.cpp" line="+59"/>
        <location filename="../ui/status/NeedsYouCard.cpp" line="+87"/>
        <location line="+52"/>
        <source>Password</source>
        <translation>Пароль</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connect Info</source>
        <translation>Данные подключения</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/log/LogPage.cpp" line="+52"/>
        <location filename="../ui/status/NeedsYouCard.cpp" line="-112"/>
        <source>Log</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/status/NeedsYouCard.cpp" line="+179"/>
        <location filename="../ui/status/ToolsCard.cpp" line="+22"/>
        <location filename="../ui/tools/ToolsPage.cpp" line="-15"/>
        <source>Tools</source>
        <translation>Инструменты</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/overlays/OverlaysPage.cpp" line="+36"/>
        <location filename="../ui/status/OverlaysCard.cpp" line="+24"/>
        <source>Overlays</source>
        <translation>Оверлеи</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/status/GameCard.cpp" line="+91"/>
        <location filename="../ui/status/MatchCard.cpp" line="+25"/>
        <source>Match</source>
        <translation>Матч</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other Games</source>
        <translation>Другие игры</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../ui/status/GameCard.cpp" line="-87"/>
        <source>Connection status</source>
        <translation>Состояние подключения</translation>
    </message>
    <message>
        <location line="+191"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/tools/ToolsPage.cpp" line="+22"/>
        <source>&amp;Install Tool…</source>
        <translation>&amp;Установить инструмент…</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../ui/TrayIcon.cpp" line="+30"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Connection</source>
        <translation>Под&amp;ключение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Connect…</source>
        <translation>&amp;Подключиться…</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../ui/TrayIcon.cpp" line="-3"/>
        <location filename="../ui/status/GameCard.cpp" line="+24"/>
        <location line="+150"/>
        <source>&amp;Reconnect</source>
        <translation>П&amp;ереподключиться</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../ui/status/GameCard.cpp" line="-135"/>
        <source>&amp;Disconnect</source>
        <translation>&amp;Отключиться</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <location line="-231"/>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <location line="+230"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Status</source>
        <translation>&amp;Состояние</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Connections</source>
        <translation>&amp;Подключения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Password</source>
        <translation>Па&amp;роль</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connect &amp;Info</source>
        <translation>&amp;Данные подключения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Log</source>
        <translation>&amp;Журнал</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tools</source>
        <translation>&amp;Инструменты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Overlays</source>
        <translation>&amp;Оверлеи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Match</source>
        <translation>&amp;Матч</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other &amp;Games</source>
        <translation>&amp;Другие игры</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>&amp;History</source>
        <translation>&amp;История</translation>
    </message>
    <message>
        <location line="-265"/>
        <location filename="../ui/status/NeedsYouCard.cpp" line="+29"/>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location line="+266"/>
        <source>To&amp;urnament</source>
        <translation>&amp;Турнир</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Documentation</source>
        <translation>&amp;Документация</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ICRP &amp;Reference</source>
        <translation>&amp;Справочник ICRP</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Security</source>
        <translation>&amp;Безопасность</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;About IC Control Panel</source>
        <translation>&amp;О программе IC Control Panel</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Settings saved.</source>
        <translation>Настройки сохранены.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No game to reconnect to: add one with Connect…</source>
        <translation>Нет игры для переподключения: добавьте её через «Подключиться…»</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reconnecting to &quot;%1&quot;…</source>
        <translation>Переподключение к «%1»…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Disconnected from &quot;%1&quot;.</source>
        <translation>Отключено от «%1».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not connected: nothing to disconnect.</source>
        <translation>Нет подключения: нечего отключать.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>&quot;%1&quot; is not answering yet; the panel keeps trying (the Status page says why).</source>
        <translation>«%1» пока не отвечает; панель продолжает попытки (причина — на странице «Состояние»).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Switched to &quot;%1&quot;, not connected: the Status page says why.</source>
        <translation>Переключено на «%1», подключения нет: причина — на странице «Состояние».</translation>
    </message>
    <message>
        <location line="+45"/>
        <location filename="../ui/status/RelaysCard.cpp" line="+39"/>
        <location line="+132"/>
        <location filename="../ui/tournament/TournamentPage.cpp" line="+442"/>
        <location line="+17"/>
        <source>Not connected</source>
        <translation>Не подключено</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connecting</source>
        <translation>Подключение</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../ui/status/RelaysCard.cpp" line="-126"/>
        <source>Connected</source>
        <translation>Подключено</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reconnecting</source>
        <translation>Переподключение</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refused</source>
        <translation>Отклонено</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+3"/>
        <source>Disconnected</source>
        <translation>Отключено</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Password needed</source>
        <translation>Нужен пароль</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 — %2 — IC Control Panel</source>
        <translation>%1 — %2 — IC Control Panel</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game to connect to</source>
        <translation>Игра для подключения</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved games</source>
        <translation>Сохранённые игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/connect/ConnectDialog.cpp" line="+75"/>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot Connect</source>
        <translation>Не удаётся подключиться</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Switched to &quot;%1&quot;: connecting…</source>
        <translation>Переключено на «%1»: подключение…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connect…</source>
        <translation>Подключиться…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connect to another game or add one (Ctrl+K)</source>
        <translation>Подключиться к другой игре или добавить новую (Ctrl+K)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Iron Curtain only: this page connects other games itself.</source>
        <translation>Только для Iron Curtain: эта страница сама подключает другие игры.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>No game yet: use Connect…</source>
        <translation>Игры пока нет: нажмите «Подключиться…»</translation>
    </message>
    <message>
        <location line="-158"/>
        <location line="+170"/>
        <location filename="../ui/status/GameCard.cpp" line="+214"/>
        <source>Connected to &quot;%1&quot;.</source>
        <translation>Подключено к «%1».</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Choose a game…</source>
        <translation>Выберите игру…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Documentation Not Found</source>
        <translation>Документация не найдена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The panel could not open %1. The documentation is in the docs folder of the IC Control Panel sources.</source>
        <translation>Панели не удалось открыть %1. Документация находится в папке docs исходного кода IC Control Panel.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Password Needed</source>
        <translation>Требуется пароль</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No password is stored for &quot;%1&quot;. Enter the game&apos;s ICRP password (it is kept in the keychain):</source>
        <translation>Для «%1» не сохранён пароль. Введите пароль ICRP игры (он будет храниться в связке ключей):</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>About IC Control Panel</source>
        <translation>О программе IC Control Panel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;&lt;b&gt;IC Control Panel&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Connects to an Iron Curtain game&apos;s remote protocol (ICRP), shows who is connected, and keeps the password in the keychain.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;IC Control Panel&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Подключается к протоколу удалённого управления (ICRP) игры Iron Curtain, показывает, кто подключён, и хранит пароль в связке ключей.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/TrayIcon.cpp" line="-2"/>
        <source>&amp;Show Window</source>
        <translation>&amp;Показать окно</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The match ended</source>
        <translation>Матч завершён</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Connected to the game</source>
        <translation>Подключено к игре</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Disconnected from the game</source>
        <translation>Отключено от игры</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Authentication failed</source>
        <translation>Ошибка аутентификации</translation>
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
        <translation>Скопировано</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.cpp" line="-42"/>
        <source>Connect to a Game</source>
        <translation>Подключение к игре</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Saved game</source>
        <translation>Сохранённая игра</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Profile name</source>
        <translation>Имя профиля</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. Tournament PC</source>
        <translation>например, Турнирный ПК</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game address</source>
        <translation>Адрес игры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>e.g. %1</source>
        <translation>например, %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../ui/settings/SettingsDialog.cpp" line="+65"/>
        <source>Tier to ask for</source>
        <translation>Запрашиваемый уровень доступа</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game password</source>
        <translation>Пароль игры</translation>
    </message>
    <message>
        <location line="+71"/>
        <location line="+232"/>
        <source>The game wants a password: type it and press Connect again.</source>
        <translation>Игре нужен пароль: введите его и снова нажмите «Подключить».</translation>
    </message>
    <message>
        <location line="-226"/>
        <source>The game refused this password; the panel connects with the stored one again. Type the right one and press Connect, or Close to keep the stored one.</source>
        <translation>Игра отклонила этот пароль; панель снова подключается с сохранённым. Введите правильный и нажмите «Подключить» или «Закрыть», чтобы оставить сохранённый.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Type it: none is stored for a new game</source>
        <translation>Введите его: для новой игры ничего не сохранено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty: the keychain&apos;s, if it holds one</source>
        <translation>Пусто: из связки ключей, если он там есть</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A new game has no password in the keychain yet: type the game&apos;s password (leave it empty only if the game has none).</source>
        <translation>Для новой игры в связке ключей ещё нет пароля: введите пароль игры (оставьте поле пустым, только если у игры его нет).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left empty, the panel uses the password the keychain holds for this game, and asks for it if it holds none.</source>
        <translation>Если поле пустое, панель использует пароль этой игры из связки ключей, а если его там нет — спросит.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Game %1</source>
        <translation>Игра %1</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>ws:// added; the panel connects to:</source>
        <translation>Добавлен ws://; панель подключится к:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No port given: the panel connects to %1, the game&apos;s own port.</source>
        <translation>Порт не указан: панель подключается к %1, собственному порту игры.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type the game&apos;s address, for example:</source>
        <translation>Введите адрес игры, например:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Connecting leaves %1: the overlays will show the new game.</source>
        <translation>При подключении вы покинете %1: оверлеи будут показывать новую игру.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Connecting to %1…</source>
        <translation>Подключение к %1…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Nothing answers at %1: is the game running there? Correct the address and press Connect again, or Close: the panel keeps trying.</source>
        <translation>По адресу %1 никто не отвечает: запущена ли там игра? Исправьте адрес и снова нажмите «Подключить» или «Закрыть»: панель продолжит попытки.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The game refused this password. Type the right one and press Connect again.</source>
        <translation>Игра отклонила этот пароль. Введите правильный и снова нажмите «Подключить».</translation>
    </message>
    <message>
        <location line="-328"/>
        <source>&amp;Remember in the keychain</source>
        <translation>&amp;Запомнить в связке ключей</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../ui/connectors/ConnectorProfileDialog.cpp" line="+63"/>
        <location filename="../ui/history/HistoryPlayerTab.cpp" line="+42"/>
        <location filename="../ui/tournament/AddRelayDialog.cpp" line="+138"/>
        <source>&amp;Name:</source>
        <translation>И&amp;мя:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Address:</source>
        <translation>&amp;Адрес:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Tier:</source>
        <translation>&amp;Уровень доступа:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/password/PasswordPage.cpp" line="+133"/>
        <source>&amp;Password:</source>
        <translation>Па&amp;роль:</translation>
    </message>
    <message>
        <location filename="../ui/common/PasswordPrompt.cpp" line="+9"/>
        <location filename="../ui/connect/ConnectDialog.cpp" line="+17"/>
        <source>&amp;Connect</source>
        <translation>&amp;Подключиться</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../ui/password/PasswordPage.cpp" line="+59"/>
        <source>Fin&amp;d the Password…</source>
        <translation>&amp;Найти пароль…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reads the password from the game&apos;s config.toml ([remote] password) and connects with it</source>
        <translation>Читает пароль из config.toml игры ([remote] password) и подключается с ним</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Where to find it: in the game&apos;s settings (remote API), in the game&apos;s config.toml under [remote] password, or make a new one with Reset on the Password page.</source>
        <translation>Где его найти: в настройках игры (удалённый API), в config.toml игры в [remote] password, или создайте новый кнопкой «Сбросить» на странице «Пароль».</translation>
    </message>
    <message>
        <location filename="../ui/connect/ConnectDialog.cpp" line="+153"/>
        <source>Give this game a name.</source>
        <translation>Укажите имя для этой игры.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is a game named &quot;%1&quot; already: choose it above, or pick another name.</source>
        <translation>Игра с именем «%1» уже есть: выберите её выше или укажите другое имя.</translation>
    </message>
    <message>
        <location filename="../ui/connectinfo/ConnectInfoPage.cpp" line="+45"/>
        <source>Server URL</source>
        <translation>URL сервера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server address</source>
        <translation>Адрес сервера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server port</source>
        <translation>Порт сервера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server password</source>
        <translation>Пароль сервера</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Show or hide the password and put it into the QR code</source>
        <translation>Показать или скрыть пароль и добавить его в QR-код</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Copy &amp;URL</source>
        <translation>Копировать &amp;URL</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Copy the server URL</source>
        <translation>Копировать URL сервера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copied the server URL, %1.</source>
        <translation>URL сервера скопирован: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the server port</source>
        <translation>Копировать порт сервера</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Copy Por&amp;t</source>
        <translation>Копировать по&amp;рт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copied the server port, %1.</source>
        <translation>Порт сервера скопирован: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy &amp;Address</source>
        <translation>Копировать &amp;адрес</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Copy the server address</source>
        <translation>Копировать адрес сервера</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copied the server address, %1.</source>
        <translation>Адрес сервера скопирован: %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy the server password</source>
        <translation>Копировать пароль сервера</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location filename="../ui/password/PasswordPage.cpp" line="-29"/>
        <source>Copy the password; the clipboard is cleared again after %n s</source>
        <translation>
            <numerusform>Копировать пароль; буфер обмена будет очищен через %n секунду</numerusform>
            <numerusform>Копировать пароль; буфер обмена будет очищен через %n секунды</numerusform>
            <numerusform>Копировать пароль; буфер обмена будет очищен через %n секунд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Copied the server password; it leaves the clipboard again in %n s.</source>
        <translation>
            <numerusform>Пароль сервера скопирован; он исчезнет из буфера обмена через %n с.</numerusform>
            <numerusform>Пароль сервера скопирован; он исчезнет из буфера обмена через %n с.</numerusform>
            <numerusform>Пароль сервера скопирован; он исчезнет из буфера обмена через %n с.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Server URL:</source>
        <translation>URL сервера:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server address:</source>
        <translation>Адрес сервера:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server port:</source>
        <translation>Порт сервера:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Server password:</source>
        <translation>Пароль сервера:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connection details</source>
        <translation>Сведения о подключении</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>QR code of the connection address</source>
        <translation>QR-код адреса подключения</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Why there is no QR code</source>
        <translation>Почему нет QR-кода</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>QR code</source>
        <translation>QR-код</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>No game chosen yet.</source>
        <translation>Игра ещё не выбрана.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No QR code: the game is at %1, which only this computer can reach. To connect from a phone or another computer, make the game listen on this computer&apos;s network address ([remote] bind in its config.toml) and connect the panel to that address.</source>
        <translation>QR-кода нет: игра находится по адресу %1, доступному только с этого компьютера. Чтобы подключаться с телефона или другого компьютера, настройте игру на прослушивание сетевого адреса этого компьютера ([remote] bind в её config.toml) и подключите панель к этому адресу.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>This code contains the password: show it only to people you trust.</source>
        <translation>Этот код содержит пароль: показывайте его только тем, кому доверяете.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The address only. Show the password to put it into the code as well.</source>
        <translation>Только адрес. Покажите пароль, чтобы добавить в код и его.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>No game chosen yet</source>
        <translation>Игра ещё не выбрана</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>None stored</source>
        <translation>Не сохранён</translation>
    </message>
    <message>
        <location filename="../ui/connectinfo/QrCode.cpp" line="+35"/>
        <source>The address is too long for a QR code.</source>
        <translation>Адрес слишком длинный для QR-кода.</translation>
    </message>
    <message>
        <location filename="../ui/connections/ConnectionsPage.cpp" line="+35"/>
        <source>&amp;Sessions connected to the game:</source>
        <translation>Сеа&amp;нсы, подключённые к игре:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sessions connected to the game</source>
        <translation>Сеансы, подключённые к игре</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Connections in use</source>
        <translation>Используемые подключения</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Why no sessions are shown</source>
        <translation>Почему сеансы не отображаются</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../ui/tournament/TournamentPage.cpp" line="-144"/>
        <source>&amp;Kick…</source>
        <translation>Вы&amp;гнать…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kick the selected session</source>
        <translation>Выгнать выбранный сеанс</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the selected session; its client must not reconnect on its own (Delete)</source>
        <translation>Закрыть выбранный сеанс; его клиент не должен переподключаться сам (Delete)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kick Selected Session</source>
        <translation>Выгнать выбранный сеанс</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refresh the sessions now</source>
        <translation>Обновить список сеансов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask the game for its sessions now (F5)</source>
        <translation>Запросить у игры список сеансов сейчас (F5)</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Kick Failed</source>
        <translation>Не удалось выгнать</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Kick &quot;%1&quot; (from %2)?

The game disconnects it, and a well-behaved tool stays disconnected until someone starts it again.</source>
        <translation>Отключить «%1» (с %2)?

Игра разорвёт соединение, и корректно написанный инструмент не будет подключаться, пока его снова не запустят.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This is the panel&apos;s own gateway: the tools connected through it lose the game.</source>
        <translation>Это собственный шлюз панели: подключённые через него инструменты потеряют связь с игрой.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../ui/connections/ToolSessionsBox.cpp" line="+167"/>
        <location filename="../ui/match/MatchAdminBox.cpp" line="+249"/>
        <location filename="../ui/tournament/RelayPlayerDialog.cpp" line="+76"/>
        <source>&amp;Kick %1</source>
        <translation>&amp;Отключить %1</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>This is the panel itself: it will stay disconnected until you press Reconnect.</source>
        <translation>Это сама панель: она останется отключённой, пока вы не нажмёте «Переподключиться».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Kick Session</source>
        <translation>Выгнать сеанс</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Connect to the game to see its sessions.</source>
        <translation>Подключитесь к игре, чтобы увидеть её сеансы.</translation>
    </message>
    <message>
        <location filename="../ui/connections/SubscriptionsBox.cpp" line="+18"/>
        <source>The panel&apos;s subscriptions</source>
        <translation>Подписки панели</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The panel&apos;s own event subscriptions</source>
        <translation>Собственные подписки панели на события</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Category</source>
        <translation>Категория</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/match/MatchFeedBox.cpp" line="+18"/>
        <source>Events</source>
        <translation>События</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Subscribe to %1 events</source>
        <translation>Подписаться на события категории «%1»</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 events received</source>
        <translation>Получено событий категории «%1»</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Why a subscription was refused</source>
        <translation>Почему в подписке отказано</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Switching a category takes effect at once and is kept for the next connection.</source>
        <translation>Переключение категории действует сразу и сохраняется для следующего подключения.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The panel receives %1 events again.</source>
        <translation>Панель снова получает события «%1».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The panel no longer receives %1 events.</source>
        <translation>Панель больше не получает события «%1».</translation>
    </message>
    <message>
        <location filename="../ui/connections/ToolSessionsBox.cpp" line="-134"/>
        <source>Tools connected to the panel</source>
        <translation>Инструменты, подключённые к панели</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>End the selected tool&apos;s connection to the panel (Delete)</source>
        <translation>Разорвать соединение выбранного инструмента с панелью (Delete)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kick Selected Tool</source>
        <translation>Отключить выбранный инструмент</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>No tool is connected. Overlays connect when OBS (or the Overlays page) shows them; native tools when they are enabled.</source>
        <translation>Нет подключённых инструментов. Оверлеи подключаются, когда их показывает OBS (или страница «Оверлеи»), нативные инструменты — когда они включены.</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Tools connected to the &amp;panel:</source>
        <translation>Инст&amp;рументы панели:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Sho&amp;w the panel&apos;s previews</source>
        <translation>Показывать пре&amp;дпросмотры</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Overlays page shows each overlay in a preview that is connected like OBS; these rows are greyed</source>
        <translation>Страница «Оверлеи» показывает каждый оверлей в предпросмотре, подключённом как OBS; эти строки серые</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Kick Too&amp;l…</source>
        <translation>Выгнать инстр&amp;умент…</translation>
    </message>
    <message numerus="yes">
        <location line="+66"/>
        <source>Only the panel&apos;s own previews are connected (%n). Overlays connect when OBS shows them; native tools when they are enabled.</source>
        <translation>
            <numerusform>Подключён только собственный предпросмотр панели (%n). Оверлеи подключаются, когда их показывает OBS; нативные инструменты — когда они включены.</numerusform>
            <numerusform>Подключены только собственные предпросмотры панели (%n). Оверлеи подключаются, когда их показывает OBS; нативные инструменты — когда они включены.</numerusform>
            <numerusform>Подключены только собственные предпросмотры панели (%n). Оверлеи подключаются, когда их показывает OBS; нативные инструменты — когда они включены.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The Overlays page&apos;s preview of %1 loses its connection to the panel now. Reload on the Overlays page connects it again.</source>
        <translation>Предпросмотр %1 на странице «Оверлеи» сейчас потеряет подключение к панели. Кнопка «Перезагрузить» на странице «Оверлеи» подключит его снова.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 loses its connection to the panel now. You allowed it once, so it is not on the Tools page: if it connects again, the panel asks you again, and Deny keeps it out.</source>
        <translation>%1 сейчас теряет соединение с панелью. Вы разрешили его один раз, поэтому его нет на странице «Инструменты»: если он подключится снова, панель спросит вас ещё раз, а «Запретить» не пустит его.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../ui/match/MatchAdminBox.cpp" line="-5"/>
        <source>Kick %1?</source>
        <translation>Выгнать %1?</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>%1 loses its connection to the panel now. It may connect again; to stop it for good, disable it on the Tools page.</source>
        <translation>%1 сейчас потеряет подключение к панели. Инструмент может подключиться снова; чтобы остановить его насовсем, выключите его на странице «Инструменты».</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Kicked %1 from the panel&apos;s gateway.</source>
        <translation>Инструмент %1 выгнан из шлюза панели.</translation>
    </message>
    <message>
        <location filename="../ui/log/LogPage.cpp" line="-16"/>
        <source>Filter the log</source>
        <translation>Фильтр журнала</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only lines containing…</source>
        <translation>Показывать только строки, содержащие…</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>F&amp;ilter:</source>
        <translation>Фи&amp;льтр:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cop&amp;y Log</source>
        <translation>Копировать &amp;журнал</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the shown log lines</source>
        <translation>Копировать показанные строки журнала</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the lines shown below to the clipboard</source>
        <translation>Скопировать показанные ниже строки в буфер обмена</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Info</source>
        <translation>Информация</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <location filename="../ui/match/FiguresChart.cpp" line="+33"/>
        <source>Chart shows</source>
        <translation>Показатель на графике</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Army value</source>
        <translation>Стоимость армии</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryMatchSummary.cpp" line="+54"/>
        <location filename="../ui/match/FiguresChart.cpp" line="+1"/>
        <source>Credits</source>
        <translation>Кредиты</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryFiguresChart.cpp" line="+21"/>
        <source>Cha&amp;rt:</source>
        <translation>&amp;Диаграмма:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Figures over time</source>
        <translation>Показатели во времени</translation>
    </message>
    <message>
        <location line="+31"/>
        <location filename="../ui/match/ArmyChart.cpp" line="+70"/>
        <location filename="../ui/match/FiguresChart.cpp" line="+96"/>
        <location filename="../ui/match/ScoreboardStrip.cpp" line="+127"/>
        <location filename="../ui/status/MatchCard.cpp" line="+161"/>
        <location line="+83"/>
        <source>Team %1</source>
        <translation>Команда %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Choose a match above to see its figures over time.</source>
        <translation>Выберите матч выше, чтобы увидеть его показатели по ходу игры.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This match lasted %1, too short to chart: the game keeps its figures once a minute. Its final figures are in the table.</source>
        <translation>Этот матч длился %1 — слишком мало для графика: игра сохраняет показатели раз в минуту. Итоговые показатели — в таблице.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game kept no figures over time for this match.</source>
        <translation>Игра не сохранила показатели этого матча по ходу игры.</translation>
    </message>
    <message>
        <location filename="../ui/match/ArmyChart.cpp" line="-57"/>
        <source>Chart:</source>
        <translation>График:</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>since %1, when the panel joined</source>
        <translation>с %1, когда панель подключилась</translation>
    </message>
    <message>
        <location filename="../ui/match/MatchAdminBox.cpp" line="-217"/>
        <location filename="../ui/tools/TierRisk.cpp" line="+30"/>
        <source>Admin</source>
        <translation>Администрирование</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+103"/>
        <source>Pa&amp;use Match</source>
        <translation>Приостановить &amp;матч</translation>
    </message>
    <message>
        <location line="-99"/>
        <source>Announcement to every player</source>
        <translation>Объявление для всех игроков</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/tournament/RelayMessageDialog.cpp" line="+25"/>
        <source>Announcement</source>
        <translation>Объявление</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+112"/>
        <source>&amp;Kick Selected Player…</source>
        <translation>Вы&amp;гнать выбранного игрока…</translation>
    </message>
    <message>
        <location line="-111"/>
        <source>Match &amp;Settings…</source>
        <translation>&amp;Настройки матча…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A&amp;nnouncement:</source>
        <translation>Объ&amp;явление:</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/tournament/RelayMessageDialog.cpp" line="-9"/>
        <source>Announce</source>
        <translation>Объявить</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>The match has ended.</source>
        <translation>Матч завершён.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Kick %1…</source>
        <translation>Искл&amp;ючить %1…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 was kicked from the match already.</source>
        <translation>%1 уже исключён из матча.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has left the match.</source>
        <translation>%1 покинул(а) матч.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Select a player in the table first, then choose Kick.</source>
        <translation>Сначала выберите игрока в таблице, затем нажмите «Выгнать».</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>Res&amp;ume Match</source>
        <translation>Продолжить &amp;матч</translation>
    </message>
    <message>
        <location filename="../ui/connections/ConnectionsPage.cpp" line="-35"/>
        <location filename="../ui/connections/ToolSessionsBox.cpp" line="-9"/>
        <location filename="../ui/match/MatchAdminBox.cpp" line="+95"/>
        <location filename="../ui/tournament/TournamentPage_Actions.cpp" line="+286"/>
        <source>Nobody was kicked.</source>
        <translation>Никто не выгнан.</translation>
    </message>
    <message>
        <location filename="../ui/match/MatchAdminBox.cpp" line="+17"/>
        <source>Remove %1 from the match? Their units stop and only return fire, no longer counted in their team&apos;s army; %1 cannot come back into this match.</source>
        <translation>Удалить %1 из матча? Юниты остановятся и будут только отвечать на огонь; они больше не входят в армию команды. %1 не сможет вернуться в этот матч.</translation>
    </message>
    <message>
        <location filename="../ui/match/MatchFeedBox.cpp" line="+11"/>
        <location filename="../ui/tournament/TournamentPage.cpp" line="+13"/>
        <location line="+3"/>
        <source>Match events</source>
        <translation>События матча</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+2"/>
        <source>Search events</source>
        <translation>Поиск событий</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryQueryTab.cpp" line="+47"/>
        <source>The game&apos;s databases are read-only: only SELECT queries run. Nothing was changed.</source>
        <translation>Базы данных игры доступны только для чтения: выполняются только запросы SELECT. Ничего не изменено.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game&apos;s databases are read-only: it refused to %1. Nothing was changed. Only SELECT queries run.</source>
        <translation>Базы данных игры доступны только для чтения: игра отказалась выполнить %1. Ничего не изменено. Выполняются только запросы SELECT.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game&apos;s databases are read-only: it refused to DELETE from %1. Nothing was changed. Only SELECT queries run.</source>
        <translation>Базы данных игры доступны только для чтения: игра отказалась выполнить DELETE в %1. Ничего не изменено. Выполняются только запросы SELECT.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game&apos;s databases are read-only: it refused to %1 into %2. Nothing was changed. Only SELECT queries run.</source>
        <translation>Базы данных игры доступны только для чтения: игра отказалась выполнить %1 в %2. Ничего не изменено. Выполняются только запросы SELECT.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game&apos;s databases are read-only: it refused to %1 %2. Nothing was changed. Only SELECT queries run.</source>
        <translation>Базы данных игры доступны только для чтения: игра отказалась выполнить %1 %2. Ничего не изменено. Выполняются только запросы SELECT.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Table or column</source>
        <translation>Таблица или столбец</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Schema</source>
        <translation>Схема</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Schem&amp;a:</source>
        <translation>С&amp;хема:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>SELECT map, count(*) FROM matches GROUP BY map</source>
        <translation>SELECT map, count(*) FROM matches GROUP BY map</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SQL query</source>
        <translation>SQL-запрос</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;SQL (read-only; Ctrl+Return runs it):</source>
        <translation>SQ&amp;L (только чтение; Ctrl+Enter выполняет):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R&amp;un</source>
        <translation>&amp;Выполнить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the query in the game&apos;s gameplay database (Ctrl+Return).</source>
        <translation>Выполнить запрос в игровой базе данных gameplay (Ctrl+Enter).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/match/MatchPage.cpp" line="+50"/>
        <source>E&amp;xport CSV…</source>
        <translation>&amp;Экспорт в CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the rows below as a CSV file for a spreadsheet.</source>
        <translation>Сохранить строки ниже в CSV-файл для электронной таблицы.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Query results</source>
        <translation>Результаты запроса</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Connect to a game (Status page) to query its databases.</source>
        <translation>Подключитесь к игре (страница «Состояние»), чтобы запрашивать её базы данных.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This connection is %1: only admin, mod and debug connections may query the game&apos;s databases. Connect as admin to use this tab.</source>
        <translation>Это подключение — %1: запрашивать базы данных игры могут только подключения admin, mod и debug. Подключитесь как администратор, чтобы пользоваться этой вкладкой.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Type a SELECT query into the SQL box first.</source>
        <translation>Сначала введите запрос SELECT в поле SQL.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Running the query…</source>
        <translation>Выполнение запроса…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The query did not run.</source>
        <translation>Запрос не выполнен.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game said: %1</source>
        <translation>Игра ответила: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n row(s) shown; there are more: the game stops at %1. Narrow the query (WHERE, LIMIT) to see the rest.</source>
        <translation>
            <numerusform>Показана %n строка; есть ещё: игра останавливается на %1. Сузьте запрос (WHERE, LIMIT), чтобы увидеть остальное.</numerusform>
            <numerusform>Показано %n строки; есть ещё: игра останавливается на %1. Сузьте запрос (WHERE, LIMIT), чтобы увидеть остальное.</numerusform>
            <numerusform>Показано %n строк; есть ещё: игра останавливается на %1. Сузьте запрос (WHERE, LIMIT), чтобы увидеть остальное.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n row(s).</source>
        <translation>
            <numerusform>%n строка.</numerusform>
            <numerusform>%n строки.</numerusform>
            <numerusform>%n строк.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>query-%1.csv</source>
        <translation>zapros-%1.csv</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export Query Results</source>
        <translation>Экспорт результатов запроса</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not write %1: %2. Choose another folder.</source>
        <translation>Не удалось записать %1: %2. Выберите другую папку.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Query results exported to %1</source>
        <translation>Результаты запроса экспортированы в %1</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryMatchesTab.cpp" line="+36"/>
        <location filename="../ui/history/HistoryPlayerTab.cpp" line="-3"/>
        <location filename="../ui/history/HistoryReplaysTab.cpp" line="+28"/>
        <location filename="../ui/match/MatchView.cpp" line="+38"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../ui/match/MatchPage.cpp" line="+1"/>
        <source>Save every player&apos;s figures and the chart&apos;s series as a CSV file for a spreadsheet (Ctrl+E).</source>
        <translation>Сохранить показатели каждого игрока и ряды графика в CSV-файл для электронной таблицы (Ctrl+E).</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../ui/tournament/RelayGameWindow.cpp" line="+120"/>
        <source>&amp;Players:</source>
        <translation>Иг&amp;роки:</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Nothing to export yet: the match has no players. Connect to a game with a match (Status page).</source>
        <translation>Пока нечего экспортировать: в матче нет игроков. Подключитесь к игре, где идёт матч (страница «Статус»).</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>No match yet: connect to a game (Status page).</source>
        <translation>Матча пока нет: подключитесь к игре (страница «Состояние»).</translation>
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
        <translation>Рейтинговый · показ с задержкой %1 с</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/tournament/RelayGameWindow.cpp" line="-83"/>
        <location filename="../ui/tournament/TournamentPage_View.cpp" line="+118"/>
        <source>Ranked</source>
        <translation>Рейтинговый</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a ranked match the game shows observers the match %1 seconds late, so nobody can coach a player from it.</source>
        <translation>В рейтинговом матче игра показывает матч наблюдателям с задержкой %1 с, чтобы никто не мог по нему подсказывать игроку.</translation>
    </message>
    <message>
        <location filename="../ui/match/MatchExporter.cpp" line="+29"/>
        <source>match-%1-%2.csv</source>
        <translation>match-%1-%2.csv</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Export Match</source>
        <translation>Экспорт матча</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>&amp;Open File</source>
        <translation>&amp;Открыть файл</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open Fol&amp;der</source>
        <translation>Открыть п&amp;апку</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryQueryTab.cpp" line="-14"/>
        <location filename="../ui/match/MatchExporter.cpp" line="+35"/>
        <location filename="../ui/tournament/TournamentPage_Actions.cpp" line="+219"/>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/match/MatchExporter.cpp" line="+7"/>
        <source>The match was not exported.</source>
        <translation>Матч не экспортирован.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Match exported to %1</source>
        <translation>Матч экспортирован в %1</translation>
    </message>
    <message>
        <location filename="../ui/match/MatchSettingsDialog.cpp" line="+19"/>
        <source>Match Settings</source>
        <translation>Настройки матча</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Spectators may &amp;chat</source>
        <translation>Зрители могут писать в &amp;чат</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How many times each player may pause the match.</source>
        <translation>Сколько раз каждый игрок может приостановить матч.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Apply to the Match</source>
        <translation>&amp;Применить к матчу</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game &amp;speed:</source>
        <translation>&amp;Скорость игры:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pauses per player:</source>
        <translation>Число па&amp;уз на игрока:</translation>
    </message>
    <message>
        <location filename="../ui/overlays/OverlayPreview.cpp" line="+221"/>
        <source>%1 × %2, shown at %3 %</source>
        <translation>%1 × %2, масштаб %3 %</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>Page console of %1</source>
        <translation>Консоль страницы %1</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Copied the OBS URL of %1: paste it into an OBS browser source within %n s.</source>
        <translation>
            <numerusform>URL для OBS оверлея %1 скопирован: вставьте его в источник «Браузер» OBS в течение %n секунды.</numerusform>
            <numerusform>URL для OBS оверлея %1 скопирован: вставьте его в источник «Браузер» OBS в течение %n секунд.</numerusform>
            <numerusform>URL для OBS оверлея %1 скопирован: вставьте его в источник «Браузер» OBS в течение %n секунд.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Copied the OBS URL of %1 (it leaves the clipboard again in %n s).</source>
        <translation>
            <numerusform>URL для OBS оверлея %1 скопирован (он покинет буфер обмена через %n с).</numerusform>
            <numerusform>URL для OBS оверлея %1 скопирован (он покинет буфер обмена через %n с).</numerusform>
            <numerusform>URL для OBS оверлея %1 скопирован (он покинет буфер обмена через %n с).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Preview of %1</source>
        <translation>Предпросмотр %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The page did not load. Is the tool enabled, and the overlay host running (see the Log page)?</source>
        <translation>Страница не загрузилась. Включён ли инструмент и запущен ли хост оверлеев (см. страницу «Журнал»)?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reloaded %1.</source>
        <translation>%1 перезагружен.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 did not load: see its card on the Overlays page.</source>
        <translation>%1 не загрузился: см. его карточку на странице «Оверлеи».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The page&apos;s process ended. Press Reload.</source>
        <translation>Процесс страницы завершился. Нажмите «Перезагрузить».</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Nothing on screen yet: %1 draws only once there is something to show. It works; until then OBS shows the game through it.</source>
        <translation>Пока ничего не видно: %1 рисует, только когда есть что показать. Оверлей работает; до тех пор OBS показывает сквозь него игру.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&amp;Reload</source>
        <translation>П&amp;ерезагрузить</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open in &amp;Browser</source>
        <translation>Открыть в &amp;браузере</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Renew &amp;Token…</source>
        <translation>&amp;Обновить токен…</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>The old OBS URL stops working at once: every OBS browser source that uses it must get the new URL (drag it to OBS or Copy URL for OBS after this). Do this when the URL was shown on stream or shared by mistake.</source>
        <translation>Старый URL для OBS сразу перестанет работать: каждому источнику «Браузер» в OBS, который его использует, нужен новый URL (после этого перетащите его в OBS или нажмите «Копировать URL для OBS»). Делайте это, если URL был показан в трансляции или передан по ошибке.</translation>
    </message>
    <message>
        <location filename="../ui/overlays/ObsUrlBox.cpp" line="+36"/>
        <source>Drag this into OBS&apos;s scene to add the overlay as a browser source: the URL does not go through the clipboard.</source>
        <translation>Перетащите это в сцену OBS, чтобы добавить оверлей как источник «Браузер»: URL при этом не проходит через буфер обмена.</translation>
    </message>
    <message>
        <location filename="../ui/status/OverlaysCard.cpp" line="+11"/>
        <source>Copy URL for OBS</source>
        <translation>Копировать URL для OBS</translation>
    </message>
    <message>
        <location filename="../ui/overlays/ObsUrlBox.cpp" line="+7"/>
        <source>The URL holds the tool&apos;s token: paste it into an OBS browser source, and nowhere you would not paste a password.</source>
        <translation>URL содержит токен инструмента: вставляйте его в источник «Браузер» в OBS и никуда больше, куда не стали бы вставлять пароль.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show or hide the URL&apos;s token</source>
        <translation>Показать или скрыть токен в URL</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The overlay&apos;s URL</source>
        <translation>URL оверлея</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>C&amp;opy URL for OBS</source>
        <translation>Копи&amp;ровать URL для OBS</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+157"/>
        <source>Sho&amp;w URL</source>
        <translation>Показа&amp;ть URL</translation>
    </message>
    <message>
        <location line="-150"/>
        <location line="+150"/>
        <source>Hide URL (&amp;W)</source>
        <translation>Скрыть URL (&amp;Т)</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>Cop&amp;y Again</source>
        <translation>Скопировать е&amp;щё раз</translation>
    </message>
    <message>
        <location line="+76"/>
        <location line="+18"/>
        <location line="+13"/>
        <source>Something else was copied since: the URL is no longer on the clipboard.</source>
        <translation>С тех пор было скопировано что-то другое: URL больше нет в буфере обмена.</translation>
    </message>
    <message numerus="yes">
        <location line="-23"/>
        <source>Clipboard clears in %n s</source>
        <translation>
            <numerusform>Буфер обмена очистится через %n с</numerusform>
            <numerusform>Буфер обмена очистится через %n с</numerusform>
            <numerusform>Буфер обмена очистится через %n с</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Clipboard cleared: paste no longer gives the URL. Copy it again, or drag it to OBS.</source>
        <translation>Буфер обмена очищен: вставка больше не даст URL. Скопируйте его снова или перетащите в OBS.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Token renewed: the old URL, which no longer works, was removed from the clipboard. Copy the new one, or drag it to OBS.</source>
        <translation>Токен обновлён: старый URL, который больше не работает, удалён из буфера обмена. Скопируйте новый или перетащите его в OBS.</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Drag it into OBS, or copy the URL: the clipboard is cleared again after %n s.</source>
        <translation>
            <numerusform>Перетащите его в OBS или скопируйте URL: буфер обмена очистится через %n секунду.</numerusform>
            <numerusform>Перетащите его в OBS или скопируйте URL: буфер обмена очистится через %n секунды.</numerusform>
            <numerusform>Перетащите его в OBS или скопируйте URL: буфер обмена очистится через %n секунд.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-162"/>
        <source>Drag to OBS</source>
        <translation>Перетащите в OBS</translation>
    </message>
    <message>
        <location filename="../ui/overlays/OverlayPreview.cpp" line="-53"/>
        <source>Loading…</source>
        <translation>Загрузка…</translation>
    </message>
    <message>
        <location filename="../ui/overlays/ObsUrlBox.cpp" line="+179"/>
        <location filename="../ui/overlays/OverlayPreview.cpp" line="-247"/>
        <source>No URL yet: the preview has not loaded.</source>
        <translation>URL пока нет: предпросмотр не загрузился.</translation>
    </message>
    <message>
        <location filename="../ui/overlays/OverlayPreview.cpp" line="+287"/>
        <source>There is no web browser to open it with.</source>
        <translation>Нет веб-браузера, в котором можно это открыть.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Renew the token of %1?</source>
        <translation>Обновить токен %1?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Renew Token</source>
        <translation>Обновить токен</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>New token for %1: the old OBS URL no longer works. Drag or copy the new one into OBS.</source>
        <translation>Новый токен для %1: старый URL для OBS больше не работает. Перетащите или скопируйте новый в OBS.</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>The page reported %n error(s): see its console below.</source>
        <translation>
            <numerusform>Страница сообщила о %n ошибке: смотрите её консоль ниже.</numerusform>
            <numerusform>Страница сообщила о %n ошибках: смотрите её консоль ниже.</numerusform>
            <numerusform>Страница сообщила о %n ошибках: смотрите её консоль ниже.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/overlays/OverlaysPage.cpp" line="+2"/>
        <source>Each installed overlay as OBS shows it, live. Copy its URL (or drag it) into an OBS browser source at the size shown.</source>
        <translation>Каждый установленный оверлей в реальном времени — так, как его показывает OBS. Скопируйте его URL (или перетащите его) в источник «Браузер» в OBS с указанным размером.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>No overlay is installed. Install a tool whose entry point is a web page, or add the example overlays that come with the panel (live stats and a kill feed), and its preview appears here.</source>
        <translation>Ни один оверлей не установлен. Установите инструмент, точка входа которого — веб-страница, или добавьте примеры оверлеев, поставляемые с панелью (живая статистика и лента уничтожений), и его предпросмотр появится здесь.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose a Workshop tool package (.icpkg), as File ▸ Install Tool… does.</source>
        <translation>Выбрать пакет инструмента Workshop (.icpkg), как это делает Файл ▸ Установить инструмент…</translation>
    </message>
    <message>
        <location filename="../ui/status/OverlaysCard.cpp" line="+5"/>
        <source>Add the Example Overlays</source>
        <translation>Добавить примеры оверлеев</translation>
    </message>
    <message>
        <location filename="../ui/overlays/OverlaysPage.cpp" line="-4"/>
        <source>&amp;Add the Example Overlays</source>
        <translation>&amp;Добавить примеры оверлеев</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Install Overlay…</source>
        <translation>&amp;Установить оверлей…</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The example overlays were not added.</source>
        <translation>Примеры оверлеев не добавлены.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The example overlays are installed already.</source>
        <translation>Примеры оверлеев уже установлены.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Added the example overlays (%1). Drag one into OBS, or copy its URL.</source>
        <translation>Примеры оверлеев добавлены (%1). Перетащите один из них в OBS или скопируйте его URL.</translation>
    </message>
    <message>
        <location filename="../ui/password/PasswordPage.cpp" line="-103"/>
        <source>Password of this profile</source>
        <translation>Пароль этого профиля</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>ICRP password</source>
        <translation>Пароль ICRP</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+138"/>
        <source>No password stored</source>
        <translation>Пароль не сохранён</translation>
    </message>
    <message>
        <location line="-130"/>
        <source>Changed — not saved yet.</source>
        <translation>Изменён — ещё не сохранён.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show or hide the password</source>
        <translation>Показать или скрыть пароль</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Copy the password</source>
        <translation>Копировать пароль</translation>
    </message>
    <message>
        <location filename="../ui/connectinfo/ConnectInfoPage.cpp" line="-196"/>
        <location line="+168"/>
        <location filename="../ui/password/PasswordPage.cpp" line="-11"/>
        <location line="+195"/>
        <source>Sho&amp;w</source>
        <translation>Показа&amp;ть</translation>
    </message>
    <message>
        <location line="-143"/>
        <location filename="../ui/password/PasswordPage.cpp" line="-186"/>
        <source>C&amp;opy</source>
        <translation>К&amp;опировать</translation>
    </message>
    <message>
        <location filename="../ui/password/PasswordPage.cpp" line="+43"/>
        <source>Password status</source>
        <translation>Состояние пароля</translation>
    </message>
    <message>
        <location line="-139"/>
        <location line="+8"/>
        <source>Reset the game&apos;s password</source>
        <translation>Сбросить пароль игры</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>What Reset will do</source>
        <translation>Что сделает сброс</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Reset Password…</source>
        <translation>С&amp;бросить пароль…</translation>
    </message>
    <message numerus="yes">
        <location line="+97"/>
        <source>Copied the password; it leaves the clipboard again in %n s.</source>
        <translation>
            <numerusform>Пароль скопирован; он исчезнет из буфера обмена через %n с.</numerusform>
            <numerusform>Пароль скопирован; он исчезнет из буфера обмена через %n с.</numerusform>
            <numerusform>Пароль скопирован; он исчезнет из буфера обмена через %n с.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Save and Connect</source>
        <translation>Сохранить и подкл&amp;ючиться</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connect with this password and keep it if the game accepts it</source>
        <translation>Подключиться с этим паролем и сохранить его, если игра его примет</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connects with this password (when you changed the game&apos;s password yourself) and keeps it in the keychain once the game accepts it; a password the game refuses is not kept</source>
        <translation>Подключается с этим паролем (если вы сами сменили пароль игры) и сохраняет его в связке ключей, как только игра его примет; пароль, который игра отклонила, не сохраняется</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Find the password in the game&apos;s config file</source>
        <translation>Найти пароль в файле настроек игры</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads the password from the game&apos;s config.toml ([remote] password; the game makes one there when remote access is first turned on) and connects with it; it is kept in the keychain once the game accepts it</source>
        <translation>Читает пароль из config.toml игры ([remote] password; игра создаёт его там при первом включении удалённого доступа) и подключается с ним; он сохраняется в связке ключей, как только игра его примет</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>No profile in use yet.</source>
        <translation>Профиль пока не используется.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The game refused the last one: type the right password</source>
        <translation>Игра отклонила последний: введите правильный пароль</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No password is stored for this profile: the game refused the one typed last. Type the right one above (Save and Connect becomes available), or reset it.</source>
        <translation>Для этого профиля пароль не сохранён: игра отклонила последний введённый. Введите правильный выше (станет доступна кнопка «Сохранить и подключиться») или сбросьте его.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game refused this password. Type the right one (Save and Connect becomes available), or reset it.</source>
        <translation>Игра отклонила этот пароль. Введите правильный (станет доступна кнопка «Сохранить и подключиться») или сбросьте его.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is not answering now. The last time it answered, it refused this password: type the right one (Save and Connect becomes available), or reset it.</source>
        <translation>Игра сейчас не отвечает. Когда она отвечала в последний раз, она отклонила этот пароль: введите правильный (станет доступна кнопка «Сохранить и подключиться») или сбросьте его.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not stored yet: kept once the game accepts it.</source>
        <translation>Ещё не сохранён: будет сохранён, как только игра его примет.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stored in the keychain.</source>
        <translation>Хранится в связке ключей.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No password is stored for this profile.</source>
        <translation>Для этого профиля пароль не сохранён.</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+168"/>
        <source>Not kept yet: waiting for the game to accept it.</source>
        <translation>Пока не сохранён: ожидание, пока игра его примет.</translation>
    </message>
    <message>
        <location line="-167"/>
        <source>Connecting with this password… It is kept once the game accepts it.</source>
        <translation>Подключение с этим паролем… Он будет сохранён, как только игра его примет.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The game refused the password in %1: it may read another config.toml. Choose the file the game reads; the password kept before is unchanged.</source>
        <translation>Игра отклонила пароль из %1: возможно, она читает другой config.toml. Выберите файл, который читает игра; сохранённый ранее пароль не изменён.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refused the password found in its config file.</source>
        <translation>Игра отклонила пароль, найденный в её файле настроек.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game refused this password too: type the right one, or reset it.</source>
        <translation>Игра отклонила и этот пароль: введите правильный или сбросьте его.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game refused this password; the one kept before is unchanged.</source>
        <translation>Игра отклонила этот пароль; сохранённый ранее не изменён.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The game refused this password and the one kept before too. Type the right one, or reset the password.</source>
        <translation>Игра отклонила этот пароль, а также сохранённый ранее. Введите правильный или сбросьте пароль.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game accepted the password; it is kept in the keychain.</source>
        <translation>Игра приняла пароль; он сохранён в связке ключей.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+51"/>
        <source>The game&apos;s config folder</source>
        <translation>Папка настроек игры</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>Cop&amp;y Path</source>
        <translation>Ко&amp;пировать путь</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy the config folder&apos;s path</source>
        <translation>Скопировать путь к папке настроек</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copied the path %1.</source>
        <translation>Путь %1 скопирован.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Resetting the password…</source>
        <translation>Сброс пароля…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The panel is connected as admin: Reset asks the game for a new password, keeps it in the keychain and reconnects. Tools and overlays keep working through the panel.</source>
        <translation>Панель подключена как администратор: сброс попросит у игры новый пароль, сохранит его в связке ключей и переподключится. Инструменты и оверлеи продолжат работать через панель.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lost the password? Reset writes a new strong password into the game&apos;s config.toml. The game keeps it in the folder below once it has run for this user, and that folder is not there yet: you choose the file (a server may keep it in its own folder). Only the password changes; the panel keeps it in the keychain and connects with it as soon as the game runs.</source>
        <translation>Забыли пароль? Сброс записывает новый надёжный пароль в config.toml игры. Игра хранит его в папке ниже, после того как хотя бы раз запускалась у этого пользователя, а этой папки пока нет: выберите файл сами (сервер может хранить его в своей папке). Меняется только пароль; панель сохраняет его в связке ключей и подключается с ним, как только игра запустится.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Lost the password? Reset writes a new strong password into the game&apos;s config.toml: the file below, which you chose last (you can choose another). Only the password changes; the panel keeps it in the keychain and connects with it as soon as the game runs.</source>
        <translation>Забыли пароль? Сброс записывает новый надёжный пароль в config.toml игры: в файл ниже, выбранный вами последним (можно выбрать другой). Меняется только пароль; панель сохраняет его в связке ключей и подключается с ним, как только игра запущена.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game&apos;s config file</source>
        <translation>Файл настроек игры</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No password was read.</source>
        <translation>Пароль не прочитан.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No password found: the page says why.</source>
        <translation>Пароль не найден: причина указана на странице.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Found the password in %1; connecting with it… It is kept once the game accepts it.</source>
        <translation>Пароль найден в %1; подключение… Он будет сохранён, как только игра его примет.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>&amp;Reset Password</source>
        <translation>&amp;Сбросить пароль</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Try &amp;Again…</source>
        <translation>Попробовать &amp;снова…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Password changed; the panel is reconnecting with it…</source>
        <translation>Пароль изменён; панель переподключается с ним…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>New password written into the game&apos;s config file.</source>
        <translation>Новый пароль записан в файл настроек игры.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game refuses the new password: restart it so it reads its config file, or reset again (Password page).</source>
        <translation>Игра отклоняет новый пароль: перезапустите её, чтобы она прочитала свой файл настроек, или сбросьте пароль снова (страница «Пароль»).</translation>
    </message>
    <message>
        <location line="-282"/>
        <location line="+137"/>
        <location line="+144"/>
        <source>Choose &amp;Another File…</source>
        <translation>Выбрать &amp;другой файл…</translation>
    </message>
    <message>
        <location filename="../ui/connectinfo/ConnectInfoPage.cpp" line="+143"/>
        <location filename="../ui/password/PasswordPage.cpp" line="-312"/>
        <source>Hide (&amp;W)</source>
        <translation>Скры&amp;ть</translation>
    </message>
    <message>
        <location filename="../ui/password/PasswordPage.cpp" line="+344"/>
        <source>A lost password can still be reset offline: Reset Password… below writes a new one into the game&apos;s config.toml.</source>
        <translation>Утерянный пароль всё равно можно сбросить офлайн: «Сбросить пароль…» ниже запишет новый в config.toml игры.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing answers at %1, so the password cannot be checked now. %2</source>
        <translation>По адресу %1 ничего не отвечает, поэтому пароль сейчас не проверить. %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot be reached now, so the password cannot be checked (the Status page says why). %2</source>
        <translation>%1 сейчас недоступна, поэтому пароль не проверить (причина — на странице «Состояние»). %2</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>%1 The password kept before is unchanged.</source>
        <translation>%1 Сохранённый ранее пароль не изменён.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Reconnected to %1 with the kept password.</source>
        <translation>Снова подключено к %1 с сохранённым паролем.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Password changed; the panel reconnected with it.</source>
        <translation>Пароль изменён; панель переподключилась с ним.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Password changed; the panel connected with it.</source>
        <translation>Пароль изменён; панель подключилась с ним.</translation>
    </message>
    <message>
        <location filename="../ui/password/GameConfigLocation.cpp" line="+63"/>
        <source>IC configuration (config.toml);;TOML files (*.toml);;All files (*)</source>
        <translation>Конфигурация IC (config.toml);;Файлы TOML (*.toml);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../ui/password/PasswordPage.cpp" line="-754"/>
        <source>The game refused the new password; still connected with the kept one.</source>
        <translation>Игра отклонила новый пароль; подключение по-прежнему с сохранённым.</translation>
    </message>
    <message>
        <location line="+427"/>
        <source>Lost the password? Reset writes a new strong password into the game&apos;s config.toml, which the game keeps in the folder below (a server may keep it in its own folder: you choose the file). Only the password changes; the panel keeps it in the keychain and connects with it as soon as the game runs.</source>
        <translation>Потеряли пароль? Сброс записывает новый надёжный пароль в config.toml игры, который игра хранит в папке ниже (сервер может хранить его в своей папке: файл выбираете вы). Меняется только пароль; панель хранит его в связке ключей и подключается с ним, как только игра запущена.</translation>
    </message>
    <message>
        <location filename="../ui/password/GameConfigLocation.cpp" line="-1"/>
        <source>Choose the Game&apos;s config.toml</source>
        <translation>Выберите config.toml игры</translation>
    </message>
    <message>
        <location filename="../ui/password/PasswordPage.cpp" line="+92"/>
        <location line="+7"/>
        <source>Nothing was reset.</source>
        <translation>Ничего не сброшено.</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+5"/>
        <source>Reset Password</source>
        <translation>Сбросить пароль</translation>
    </message>
    <message>
        <location filename="../ui/prompts/PermissionPrompt.cpp" line="+63"/>
        <source>An unknown program wants to use the game</source>
        <translation>Неизвестная программа хочет использовать игру</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 asks for more than you gave it</source>
        <translation>%1 запрашивает больше, чем вы разрешили</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>A program that calls itself &lt;b&gt;“%1”&lt;/b&gt; connected from %2 to IC Control Panel&apos;s gateway. It is not an installed tool: anything on this computer can give itself that name.</source>
        <translation>Программа, называющая себя &lt;b&gt;«%1»&lt;/b&gt;, подключилась с адреса %2 к шлюзу IC Control Panel. Это не установленный инструмент: любая программа на этом компьютере может так назваться.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The installed tool &lt;b&gt;%1&lt;/b&gt; (%2)%3 has:%4</source>
        <translation>Установленному инструменту &lt;b&gt;%1&lt;/b&gt; (%2)%3 уже разрешено:%4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>, from its page %1</source>
        <translation>, подключившемуся со своей страницы %1,</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>It asks for:</source>
        <translation>Запрашивает:</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+34"/>
        <source>It will not get:</source>
        <translation>Он не получит:</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>An AI assistant (MCP) wants to read your matches</source>
        <translation>ИИ-ассистент (MCP) хочет читать ваши матчи</translation>
    </message>
    <message>
        <location filename="../ui/tools/TierRisk.cpp" line="+28"/>
        <source>The live match as an observer sees it: your side&apos;s fog of war, and in ranked matches the observer delay</source>
        <translation>Текущий матч глазами наблюдателя: туман войны вашей стороны, а в рейтинговых матчах — с задержкой для наблюдателей</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The live match at the %1 tier</source>
        <translation>Текущий матч на уровне %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match history: every finished match, its players and figures</source>
        <translation>История матчей: каждый завершённый матч, его игроки и показатели</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replays of finished matches</source>
        <translation>Повторы завершённых матчей</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players&apos; styles, from their careers</source>
        <translation>Стили игроков по их карьере</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unit stats</source>
        <translation>Характеристики юнитов</translation>
    </message>
    <message>
        <location filename="../ui/prompts/PermissionPrompt.cpp" line="+11"/>
        <source>An AI assistant&apos;s MCP client that gave no name</source>
        <translation>MCP-клиент ИИ-ассистента, не назвавший себя</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An AI assistant&apos;s MCP client that calls itself &lt;b&gt;“%1”&lt;/b&gt;</source>
        <translation>MCP-клиент ИИ-ассистента, называющий себя &lt;b&gt;«%1»&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 started IC Control Panel&apos;s MCP server (ic-tool mcp), which connected from %2 to the panel&apos;s gateway. It is not an installed tool: anything on this computer can give itself that name.</source>
        <translation>%1 запустил MCP-сервер IC Control Panel (ic-tool mcp), который подключился с %2 к шлюзу панели. Это не установленный инструмент: любая программа на этом компьютере может так себя назвать.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI model will be able to read (read-only):</source>
        <translation>ИИ-модель сможет читать (только чтение):</translation>
    </message>
    <message>
        <location filename="../ui/tools/TierRisk.cpp" line="+5"/>
        <source>The game&apos;s password, the panel&apos;s tokens</source>
        <translation>Пароль игры, токены панели</translation>
    </message>
    <message>
        <location filename="../ui/prompts/PermissionPrompt.cpp" line="+48"/>
        <source>IC Control Panel: allow?</source>
        <translation>IC Control Panel: разрешить?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Allow &amp;Once</source>
        <translation>Разрешить &amp;один раз</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Always Allow</source>
        <translation>Разрешать &amp;всегда</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deny</source>
        <translation>&amp;Запретить</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keep it: it is not asked again; revoke it on the Tools page.</source>
        <translation>Запомнить: вопрос больше не задаётся; отозвать разрешение можно на странице «Инструменты».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Admin and mod access do not mix: this can be allowed once.</source>
        <translation>Доступ admin и mod не совмещается: это можно разрешить только один раз.</translation>
    </message>
    <message numerus="yes">
        <location line="+56"/>
        <source>Denied by itself in %n s unless you answer.</source>
        <translation>
            <numerusform>Если вы не ответите, запрос будет отклонён через %n секунду.</numerusform>
            <numerusform>Если вы не ответите, запрос будет отклонён через %n секунды.</numerusform>
            <numerusform>Если вы не ответите, запрос будет отклонён через %n секунд.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/prompts/PromptPresenter.cpp" line="+45"/>
        <source>Allowed once: %1</source>
        <translation>Разрешено один раз: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allowed always: %1</source>
        <translation>Разрешено всегда: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Denied: %1</source>
        <translation>Запрещено: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Allowed %1 once: for this connection only.</source>
        <translation>%1 разрешено один раз: только для этого подключения.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Allowed %1 from now on: the Tools page lists it.</source>
        <translation>%1 разрешено с этого момента: оно есть на странице «Инструменты».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allowed %1 from now on: the Tools page shows what it may do.</source>
        <translation>%1 разрешено с этого момента: на странице «Инструменты» видно, что ему можно.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refused %1: it may not reach the game.</source>
        <translation>%1 отклонено: ему нельзя подключаться к игре.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Refused %1 more: it keeps what it was allowed before.</source>
        <translation>%1 отказано в большем: у него остаётся то, что было разрешено раньше.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Asking: %1</source>
        <translation>Запрос: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>IC Control Panel waits for your answer.</source>
        <translation>IC Control Panel ждёт вашего ответа.</translation>
    </message>
    <message>
        <location filename="../ui/settings/SettingsDialog.cpp" line="-37"/>
        <location line="+1"/>
        <location line="+77"/>
        <location line="+12"/>
        <location line="+13"/>
        <location filename="../ui/status/NeedsYouCard.cpp" line="-92"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../ui/status/GameCard.cpp" line="-173"/>
        <source>Profile</source>
        <translation>Профиль</translation>
    </message>
    <message>
        <location filename="../ui/settings/SettingsDialog.cpp" line="-69"/>
        <source>Game URL</source>
        <translation>URL игры</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Connect when the panel starts</source>
        <translation>Подключаться при запуске панели</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>T&amp;ier:</source>
        <translation>Уровень &amp;доступа:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show an icon in the system &amp;tray</source>
        <translation>Показывать значок в системном &amp;трее</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show an icon in the system tray</source>
        <translation>Показывать значок в системном трее</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Notify when the panel connects, disconnects or is refused</source>
        <translation>&amp;Уведомлять, когда панель подключается, отключается или получает отказ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show notifications</source>
        <translation>Показывать уведомления</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&quot;%1&quot; is not a game address. Write it like %2.</source>
        <translation>«%1» — не адрес игры. Укажите его в виде %2.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The panel speaks the new language from its next start. Quit it (File → Quit) and start it again.</source>
        <translation>Новый язык будет использован при следующем запуске панели. Закройте её (Файл → Выход) и запустите снова.</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>All games</source>
        <translation>Все игры</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>This game (profile: %1)</source>
        <translation>Эта игра (профиль: %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game (none chosen yet: use Connect…)</source>
        <translation>Эта игра (ещё не выбрана: используйте «Подключиться…»)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Connect &amp;when the panel starts</source>
        <translation>&amp;Подключаться при запуске панели</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Game URL:</source>
        <translation>&amp;URL игры:</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Colour scheme</source>
        <translation>Цветовая схема</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the desktop prefers</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The system&apos;s (%1)</source>
        <translation>Системный (%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A new language is used from the next start.</source>
        <translation>Новый язык будет использован при следующем запуске.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Colour scheme:</source>
        <translation>&amp;Цветовая схема:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <location filename="../ui/status/GameCard.cpp" line="-72"/>
        <source>What to do next</source>
        <translation>Что делать дальше</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Reconnect to the game</source>
        <translation>Переподключиться к игре</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connect to the game again with the stored password (Ctrl+R)</source>
        <translation>Снова подключиться к игре с сохранённым паролем (Ctrl+R)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reconnecting to %1…</source>
        <translation>Повторное подключение к %1…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Disconnect from the game</source>
        <translation>Отключиться от игры</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Disconnected from %1. The panel stays disconnected until you reconnect.</source>
        <translation>Отключено от %1. Панель не подключится, пока вы не переподключитесь.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What helps now</source>
        <translation>Что поможет сейчас</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ICRP</source>
        <translation>ICRP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tier</source>
        <translation>Уровень доступа</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Server</source>
        <translation>Сервер</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Reaching the game…</source>
        <translation>Подключение к игре…</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Round trip</source>
        <translation>Время отклика</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clock</source>
        <translation>Время</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Disconnected. Press Reconnect (Ctrl+R) to connect again.</source>
        <translation>Отключено. Нажмите «Переподключиться» (Ctrl+R), чтобы подключиться снова.</translation>
    </message>
    <message>
        <location filename="../ui/password/PasswordPage.cpp" line="+41"/>
        <location line="+79"/>
        <location filename="../ui/status/GameCard.cpp" line="+18"/>
        <source>Retry &amp;Now</source>
        <translation>Повторить се&amp;йчас</translation>
    </message>
    <message>
        <location filename="../ui/status/GameCard.cpp" line="+24"/>
        <source>Reconnected to %1.</source>
        <translation>Переподключено к %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reconnect failed: %1</source>
        <translation>Переподключиться не удалось: %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Not connected. Press Reconnect (Ctrl+R) to connect to %1, or choose another game with Connection ▸ Connect… (Ctrl+K).</source>
        <translation>Нет подключения. Нажмите «Переподключиться» (Ctrl+R), чтобы подключиться к %1, или выберите другую игру через Подключение ▸ Подключиться… (Ctrl+K).</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The game quit. The panel connects again as soon as it is back.</source>
        <translation>Игра закрылась. Панель подключится снова, как только игра вернётся.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game did not answer in time. The panel keeps trying.</source>
        <translation>Игра не ответила вовремя. Панель продолжает попытки.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is full: it takes no more connections. Close a tool you do not need (or raise [remote] max_connections); the panel keeps trying.</source>
        <translation>Игра переполнена: новые подключения не принимаются. Закройте ненужный инструмент (или увеличьте [remote] max_connections); панель продолжает попытки.</translation>
    </message>
    <message>
        <location line="-141"/>
        <location line="+145"/>
        <source>Open &amp;Password Page</source>
        <translation>Открыть страницу «&amp;Пароль»</translation>
    </message>
    <message>
        <location line="-178"/>
        <source>&lt; 1 ms</source>
        <translation>&lt; 1 мс</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Connect to a Ga&amp;me…</source>
        <translation>Подключиться к и&amp;гре…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The game&apos;s password is needed: type it in the window that asks for it, or on the Password page.</source>
        <translation>Нужен пароль игры: введите его в окне, которое его запрашивает, или на странице «Пароль».</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Game not reachable</source>
        <translation>Игра недоступна</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Not connected. Choose a saved game in the Game box above (Alt+G), or add one with Connection ▸ Connect… (Ctrl+K).</source>
        <translation>Нет подключения. Выберите сохранённую игру в поле «Игра» вверху (Alt+И) или добавьте новую через Подключение ▸ Подключиться… (Ctrl+K).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No game chosen yet. Start the game with its remote API on, then add it with Connection ▸ Connect… (Ctrl+K).</source>
        <translation>Игра ещё не выбрана. Запустите игру с включённым удалённым API, затем добавьте её через Подключение ▸ Подключиться… (Ctrl+K).</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The game quit, and nothing answers at %1 yet. The panel connects again as soon as it is back.</source>
        <translation>Игра закрылась, и по адресу %1 пока никто не отвечает. Панель подключится снова, как только игра вернётся.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Check the &amp;Address…</source>
        <translation>Проверить &amp;адрес…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing answers at %1: the game is not running, its remote API is off ([remote] enabled in its config.toml), or the address is wrong (check the port). The panel connects as soon as the game answers.</source>
        <translation>По адресу %1 никто не отвечает: игра не запущена, её удалённый API выключен ([remote] enabled в её config.toml) или адрес неверен (проверьте порт). Панель подключится, как только игра ответит.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Enter the right password on the Password page, or reset it there, then reconnect.</source>
        <translation>Введите верный пароль на странице «Пароль» или сбросьте его там, затем переподключитесь.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ended this session: it was kicked, or the game&apos;s password was reset. The panel does not reconnect on its own: press Reconnect when you are ready.</source>
        <translation>Игра завершила этот сеанс: его выгнали или пароль игры был сброшен. Панель не переподключается сама: нажмите «Переподключиться», когда будете готовы.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game speaks another version of ICRP than this panel. Update the panel or the game.</source>
        <translation>Игра использует другую версию ICRP, чем эта панель. Обновите панель или игру.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Settings</source>
        <translation>Открыть &amp;настройки</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game does not grant the tier this profile asks for. Choose another tier in Settings, or allow it in the game&apos;s config.toml.</source>
        <translation>Игра не предоставляет уровень доступа, который запрашивает этот профиль. Выберите другой уровень в настройках или разрешите его в config.toml игры.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The connection ended unexpectedly. The panel keeps trying; the Log page has the details.</source>
        <translation>Подключение неожиданно прервалось. Панель продолжает попытки; подробности — на странице «Журнал».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The connection was lost; the panel tries again on its own.</source>
        <translation>Подключение потеряно; панель сама попробует снова.</translation>
    </message>
    <message>
        <location line="-199"/>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message>
        <location line="+215"/>
        <source>%1 (tick %2)</source>
        <translation>%1 (тик %2)</translation>
    </message>
    <message>
        <location filename="../ui/tools/InstallDialog.cpp" line="+137"/>
        <location line="+3"/>
        <source>What changes</source>
        <translation>Что изменится</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This update asks for more than you granted to version %1. Choosing Update grants it what is listed below.</source>
        <translation>Это обновление запрашивает больше, чем вы разрешили версии %1. Выбрав «Обновить», вы предоставите ему всё перечисленное ниже.</translation>
    </message>
    <message>
        <location filename="../ui/tools/ToolSummaryParts.cpp" line="+118"/>
        <location line="+3"/>
        <source>This tool requests</source>
        <translation>Этот инструмент запрашивает</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>Unverified author: %1</source>
        <translation>Непроверенный автор: %1</translation>
    </message>
    <message>
        <location filename="../ui/tools/InstallDialog.cpp" line="-97"/>
        <source>Update Tool</source>
        <translation>Обновление инструмента</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Update %1 to %2?</source>
        <translation>Обновить %1 до %2?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Install %1?</source>
        <translation>Установить %1?</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Version %1</source>
        <translation>Версия %1</translation>
    </message>
    <message>
        <location filename="../ui/tools/ToolSummaryParts.cpp" line="+3"/>
        <source>The package names its author itself and packages are not signed, so the panel cannot check who made it.</source>
        <translation>Пакет сам называет своего автора, а пакеты не подписываются, поэтому панель не может проверить, кто его сделал.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package names its author itself; packages are not signed.</source>
        <translation>Автора указывает сам пакет; пакеты не подписаны.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+5"/>
        <location line="+22"/>
        <location line="+5"/>
        <source>Will not get</source>
        <translation>Не получит</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>The AI model can read (read-only)</source>
        <translation>ИИ-модель может читать (только чтение)</translation>
    </message>
    <message>
        <location filename="../ui/tools/InstallDialog.cpp" line="+49"/>
        <source>&amp;Update and Allow %1</source>
        <comment>beside Cancel: not Cancel&apos;s letter</comment>
        <translation>О&amp;бновить и разрешить %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Update</source>
        <comment>beside Cancel: not Cancel&apos;s letter</comment>
        <translation>О&amp;бновить</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Install</source>
        <translation>&amp;Установить</translation>
    </message>
    <message>
        <location filename="../ui/connectors/Oa1RemoteBashView.cpp" line="+72"/>
        <source>Output of the remote commands</source>
        <translation>Вывод удалённых команд</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Each command and its output show here, control characters escaped.</source>
        <translation>Здесь показываются каждая команда и её вывод, управляющие символы экранированы.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shell command to run on the remote machine</source>
        <translation>Команда оболочки для выполнения на удалённой машине</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A shell command, such as uname -a</source>
        <translation>Команда оболочки, например uname -a</translation>
    </message>
    <message>
        <location filename="../ui/common/MessageBox.cpp" line="+143"/>
        <location filename="../ui/connectors/Oa1RemoteBashView.cpp" line="+4"/>
        <location filename="../ui/tools/InstallDialog.cpp" line="+7"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Отмена</translation>
    </message>
    <message>
        <location filename="../ui/connectors/Oa1RemoteBashView.cpp" line="+13"/>
        <source>RemoteBash session</source>
        <translation>Сеанс RemoteBash</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Commands go to %1 in %2, not seen in the channel yet.</source>
        <translation>Команды отправляются %1 в %2; в канале ещё не замечен.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Commands you run here run on another machine: the one behind %1.</source>
        <translation>Команды, которые вы здесь запускаете, выполняются на другой машине — той, что стоит за %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (user and host not known yet)</source>
        <translation>%1 (пользователь и хост пока неизвестны)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Run commands on another machine</source>
        <translation>Выполнять команды на другой машине</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run commands on %1?

Whatever you type is run as a shell command on that machine, with the rights of whoever runs it there. IRC nicks are not authenticated: make sure this is the machine you mean.</source>
        <translation>Выполнять команды на %1?

Всё, что вы введёте, будет выполнено как команда оболочки на этой машине с правами того, кто её там запустил. Ники IRC не проходят проверку подлинности: убедитесь, что это именно та машина.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Run commands</source>
        <translation>&amp;Выполнять команды</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Nothing was run.</source>
        <translation>Ничего не выполнено.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>[finished; output truncated at the size limit]
</source>
        <translation>[завершено; вывод обрезан по пределу размера]
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[finished]
</source>
        <translation>[завершено]
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote command finished: %1</source>
        <translation>Удалённая команда завершена: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>[ended: %1]
</source>
        <translation>[прервано: %1]
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remote command ended: %1</source>
        <translation>Удалённая команда прервана: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The remote command failed: %1</source>
        <translation>Удалённая команда завершилась ошибкой: %1</translation>
    </message>
    <message>
        <location filename="../ui/tools/InstallDialog.cpp" line="+3"/>
        <source>View &amp;Source</source>
        <translation>Показать &amp;исходный код</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Screenshot %1</source>
        <translation>Снимок экрана %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(screenshot %1 cannot be shown)</source>
        <translation>(не удаётся показать снимок экрана %1)</translation>
    </message>
    <message>
        <location filename="../ui/tools/SourceViewDialog.cpp" line="+23"/>
        <location line="+1"/>
        <source>Package Files</source>
        <translation>Файлы пакета</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Files in the package</source>
        <translation>Файлы в пакете</translation>
    </message>
    <message>
        <location filename="../ui/tools/MarkdownView.cpp" line="+14"/>
        <location filename="../ui/tools/SourceViewDialog.cpp" line="+7"/>
        <source>File contents</source>
        <translation>Содержимое файла</translation>
    </message>
    <message>
        <location filename="../ui/tools/SourceViewDialog.cpp" line="+40"/>
        <source>This file cannot be shown: %1</source>
        <translation>Не удаётся показать этот файл: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 is a binary file (%n bytes); it is not shown as text.</source>
        <translation>
            <numerusform>%1 — двоичный файл (%n байт); он не отображается как текст.</numerusform>
            <numerusform>%1 — двоичный файл (%n байта); он не отображается как текст.</numerusform>
            <numerusform>%1 — двоичный файл (%n байт); он не отображается как текст.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tools/ToolsPage.cpp" line="-19"/>
        <source>Workshop tools installed in this panel. Drop a .icpkg file on the window or use Install Tool… to add one; you see what it asks for before anything is written.</source>
        <translation>Инструменты Workshop, установленные в этой панели. Чтобы добавить инструмент, перетащите файл .icpkg в окно или нажмите «Установить инструмент…»; вы увидите, что он запрашивает, прежде чем что-либо будет записано.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Installed tools</source>
        <translation>Установленные инструменты</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool</source>
        <translation>Инструмент</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Version</source>
        <translation>Версия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enabled</source>
        <translation>Включён</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Access</source>
        <translation>Доступ</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+319"/>
        <source>&amp;Approve Update…</source>
        <translation>Одо&amp;брить обновление…</translation>
    </message>
    <message>
        <location line="-317"/>
        <location line="+250"/>
        <location line="+65"/>
        <source>&amp;Disable</source>
        <translation>В&amp;ыключить</translation>
    </message>
    <message>
        <location line="-313"/>
        <location line="+318"/>
        <source>&amp;Uninstall…</source>
        <translation>Уд&amp;алить…</translation>
    </message>
    <message>
        <location line="-316"/>
        <location line="+323"/>
        <source>&amp;Restart</source>
        <translation>П&amp;ерезапустить</translation>
    </message>
    <message>
        <location line="-321"/>
        <source>Start the selected program afresh (also after it failed)</source>
        <translation>Запустить выбранную программу заново (в том числе после сбоя)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+323"/>
        <source>S&amp;top</source>
        <translation>&amp;Остановить</translation>
    </message>
    <message>
        <location line="-321"/>
        <source>Stop the selected program until you restart it</source>
        <translation>Остановить выбранную программу до перезапуска</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>No tools are installed yet. To add one, choose File → Install Tool… (or Install Tool… below), or drop a .icpkg file on this window. You see what a tool asks for before anything is written.</source>
        <translation>Инструменты пока не установлены. Чтобы добавить инструмент, выберите Файл → Установить инструмент… (или «Установить инструмент…» ниже) либо перетащите файл .icpkg в это окно. Вы увидите, что запрашивает инструмент, прежде чем что-либо будет записано.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryTeamColorProxy.cpp" line="+61"/>
        <location filename="../ui/tools/ToolsPage.cpp" line="+0"/>
        <source>No</source>
        <translation>Нет</translation>
    </message>
    <message>
        <location filename="../ui/tools/ToolsPage.cpp" line="+60"/>
        <source>Needs approval: version %1 waits</source>
        <translation>Требуется одобрение: ожидает версия %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A program you allowed</source>
        <translation>Программа, которой вы дали доступ</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Has more than its package asks for (allowed later)</source>
        <translation>Имеет больше, чем запрашивает его пакет (разрешено позже)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Overlay — disabled</source>
        <translation>Оверлей — отключён</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Overlay</source>
        <translation>Оверлей</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>&amp;Enable</source>
        <translation>Вк&amp;лючить</translation>
    </message>
    <message>
        <location line="-51"/>
        <location line="+1"/>
        <source>Restarted %1.</source>
        <translation>Инструмент %1 перезапущен.</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+1"/>
        <source>Stopped %1 until you restart it.</source>
        <translation>Инструмент %1 остановлен до перезапуска.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 goes back to what its package asks for; what you allowed it in a prompt (Always) is taken back, and its connections end now.</source>
        <translation>У инструмента %1 останется только то, что запрашивает его пакет; всё, что вы разрешили ему в запросе («Разрешать всегда»), будет отозвано, а его подключения сразу завершатся.</translation>
    </message>
    <message>
        <location filename="../ui/tools/ToolSummaryParts.cpp" line="-37"/>
        <source>Comes with IC Control Panel</source>
        <translation>Поставляется с IC Control Panel</translation>
    </message>
    <message>
        <location filename="../ui/tools/ToolDetailsDialog.cpp" line="+38"/>
        <source>Tool Details</source>
        <translation>Сведения об инструменте</translation>
    </message>
    <message>
        <location filename="../ui/tools/ToolsPage.cpp" line="+78"/>
        <source>Approve Update</source>
        <translation>Одобрить обновление</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Uninstall Tool</source>
        <translation>Удаление инструмента</translation>
    </message>
    <message>
        <location line="+44"/>
        <location filename="../ui/tools/ToolsPage_Install.cpp" line="+115"/>
        <location line="+47"/>
        <source>Workshop Tool</source>
        <translation>Инструмент Workshop</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryPlayerTab.cpp" line="+2"/>
        <source>A player&apos;s name</source>
        <translation>Имя игрока</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show Ca&amp;reer</source>
        <translation>&amp;Показать карьеру</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+137"/>
        <source>Choose a player to see their career.</source>
        <translation>Выберите игрока, чтобы увидеть его карьеру.</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Win rate (%)</source>
        <translation>Доля побед (%)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Win rate by faction (%)</source>
        <translation>Доля побед по фракциям (%)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Actions per minute, match by match</source>
        <translation>Действий в минуту, матч за матчем</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Army value peak</source>
        <translation>Пиковая стоимость армии</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Army value peak, match by match</source>
        <translation>Пик стоимости армии, матч за матчем</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>A player&apos;s win rates, actions per minute and army value peaks appear here once their career is shown.</source>
        <translation>Доля побед, действия в минуту и пики стоимости армии игрока появятся здесь, когда будет показана его карьера.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Match (1 = oldest)</source>
        <translation>Матч (1 = самый ранний)</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Type or choose a player&apos;s name first.</source>
        <translation>Сначала введите или выберите имя игрока.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Loading %1&apos;s career…</source>
        <translation>Загрузка карьеры игрока %1…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game has no match of %1 in its history: check the name&apos;s spelling, or choose one from the list.</source>
        <translation>В истории игры нет матчей игрока %1: проверьте написание имени или выберите его из списка.</translation>
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
        <translation>%1: побед %2 из %3</translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>%1 % of %n</source>
        <translation>
            <numerusform>%1 % из %n</numerusform>
            <numerusform>%1 % из %n</numerusform>
            <numerusform>%1 % из %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+45"/>
        <source>One match so far: %1 actions per minute, an army value peak of %2.</source>
        <translation>Пока один матч: %1 действий в минуту, пик стоимости армии — %2.</translation>
    </message>
    <message>
        <location filename="../ui/tools/ToolsPage.cpp" line="+10"/>
        <source>Updated %1 to %2.</source>
        <translation>%1 обновлён до %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Installed %1 %2.</source>
        <translation>%1 %2 установлен.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Its OBS URL is on the Overlays page.</source>
        <translation>Его URL для OBS — на странице «Оверлеи».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Get Its &amp;OBS URL</source>
        <translation>Полу&amp;чить URL для OBS</translation>
    </message>
    <message>
        <location line="-201"/>
        <source>Nothing was taken back</source>
        <translation>Ничего не отозвано</translation>
    </message>
    <message>
        <location line="-170"/>
        <source>Uninstall Selected Tool</source>
        <translation>Удалить выбранный инструмент</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Uninstall the selected tool after asking (Delete)</source>
        <translation>Удалить выбранный инструмент после вопроса (Delete)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>AI assistant (MCP) you allowed</source>
        <translation>Разрешённый вами ИИ-ассистент (MCP)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Overlay — live in OBS</source>
        <translation>Оверлей — в эфире в OBS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overlay — open in a browser</source>
        <translation>Оверлей — открыт в браузере</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overlay — connected from a program (not in OBS)</source>
        <translation>Оверлей — подключён из программы (не в OBS)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overlay — not in OBS (add its URL in OBS)</source>
        <translation>Оверлей — не в OBS (добавьте его URL в OBS)</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>E&amp;nable</source>
        <translation>Вк&amp;лючить</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Take Back What Was Allowed Later?</source>
        <translation>Отозвать права, выданные позже?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 has only what its package asks for again.</source>
        <translation>У %1 снова только то, что запрашивает его пакет.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Details…</source>
        <translation>&amp;Подробности…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Take &amp;Back What Was Allowed Later…</source>
        <translation>О&amp;тозвать права, выданные позже…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show &amp;Folder</source>
        <translation>Показать п&amp;апку</translation>
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
        <translation>Последние строки</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Paired with the panel: the MCP server (ic-tool mcp) an AI assistant starts, not an installed package. It connects with a token of its own and has no files here.</source>
        <translation>Связан с панелью: MCP-сервер (ic-tool mcp), который запускает ИИ-ассистент, а не установленный пакет. Он подключается со своим токеном и не хранит здесь файлов.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paired with the panel: a program you allowed, not an installed package. It connects with a token of its own and has no files here.</source>
        <translation>Связан с панелью: программа, которую вы разрешили, а не установленный пакет. Она подключается со своим токеном и не хранит здесь файлов.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Id: %1</source>
        <translation>Id: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Enabled.</source>
        <translation>Включён.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Disabled.</source>
        <translation>Выключен.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Version %1 waits for your approval (Approve Update…).</source>
        <translation>Версия %1 ожидает вашего одобрения («Одобрить обновление…»).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Files: %1</source>
        <translation>Файлы: %1</translation>
    </message>
    <message>
        <location filename="../ui/tools/ToolsPage.cpp" line="+22"/>
        <source>Update %1 to version %2?

%3

%4</source>
        <translation>Обновить %1 до версии %2?

%3

%4</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Approving the update of %1…</source>
        <translation>Одобрение обновления %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Update not approved</source>
        <translation>Обновление не одобрено</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Approved the update of %1 to %2.</source>
        <translation>Обновление %1 до версии %2 одобрено.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Enabling %1…</source>
        <translation>Включение %1…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Disabling %1…</source>
        <translation>Выключение %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tool not changed</source>
        <translation>Инструмент не изменён</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enabled %1.</source>
        <translation>Инструмент %1 включён.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Disabled %1.</source>
        <translation>Инструмент %1 выключен.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Uninstall %1 %2? Its files are removed from this computer, and its OBS URL stops working: remove its browser source in OBS too.</source>
        <translation>Удалить %1 %2? Его файлы будут удалены с этого компьютера, а его URL для OBS перестанет работать: удалите и его источник «Браузер» в OBS.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Uninstall %1 %2? Its files are removed from this computer, and it can no longer connect to the game through the panel.</source>
        <translation>Удалить %1 %2? Его файлы будут удалены с этого компьютера, и он больше не сможет подключаться к игре через панель.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Uninstall %1</source>
        <translation>&amp;Удалить %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing was uninstalled.</source>
        <translation>Ничего не удалено.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Uninstalling %1…</source>
        <translation>Удаление %1…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tool not uninstalled</source>
        <translation>Инструмент не удалён</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Uninstalled %1 %2.</source>
        <translation>Инструмент %1 %2 удалён.</translation>
    </message>
    <message>
        <location line="-126"/>
        <source>&amp;Take Back</source>
        <translation>&amp;Забрать</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>Uninstalled %1 %2; its OBS URL no longer works.</source>
        <translation>%1 %2 удалён; его URL для OBS больше не работает.</translation>
    </message>
    <message>
        <location filename="../ui/tools/InstallDialog.cpp" line="-170"/>
        <location filename="../ui/tools/ToolsPage_Install.cpp" line="-133"/>
        <source>Install Tool</source>
        <translation>Установить инструмент</translation>
    </message>
    <message>
        <location filename="../ui/tools/ToolsPage_Install.cpp" line="+1"/>
        <source>Workshop tool packages (*.icpkg)</source>
        <translation>Пакеты инструментов Workshop (*.icpkg)</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>The list of installed tools cannot be read, so nothing can be installed: %1
Check that %2 is readable, then restart the panel.</source>
        <translation>Не удаётся прочитать список установленных инструментов, поэтому установка невозможна: %1
Убедитесь, что %2 доступен для чтения, затем перезапустите панель.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reading %1…</source>
        <translation>Чтение %1…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %2 is already installed; nothing was changed.</source>
        <translation>%1 %2 уже установлен; ничего не изменено.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 cannot be installed.

%2</source>
        <translation>Не удаётся установить %1.

%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The package breaks a safety rule, so none of it was unpacked. Do not use this file; ask the tool&apos;s author for a package made with &quot;ic-tool package&quot;.</source>
        <translation>Пакет нарушает правило безопасности, поэтому из него ничего не распаковано. Не используйте этот файл; попросите автора инструмента собрать пакет командой «ic-tool package».</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Choose Another &amp;Package…</source>
        <translation>Выбрать &amp;другой пакет…</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>Ask the tool&apos;s author to fix tool.yaml (&quot;ic-tool validate&quot; shows the same problems).</source>
        <translation>Попросите автора инструмента исправить tool.yaml («ic-tool validate» покажет те же проблемы).</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 was not installed: the list of installed tools cannot be read.</source>
        <translation>%1 не установлен: не удаётся прочитать список установленных инструментов.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Nothing was changed.</source>
        <translation>Ничего не изменено.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <location line="+24"/>
        <location line="+2"/>
        <source>%1 was not installed: %2</source>
        <translation>Не удалось установить %1: %2</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+1"/>
        <source>Nothing was installed.</source>
        <translation>Ничего не установлено.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Installing %1…</source>
        <translation>Установка %1…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 could not be installed: %2
The tools installed before are unchanged.</source>
        <translation>Не удалось установить %1: %2
Ранее установленные инструменты не изменены.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Installed %1 from %2.</source>
        <translation>Инструмент %1 установлен из %2.</translation>
    </message>
    <message>
        <location filename="../ui/connectors/ConnectorProfileDialog.cpp" line="-36"/>
        <source>New Connection</source>
        <translation>Новое подключение</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edit Connection</source>
        <translation>Изменение подключения</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A connection keeps the game it was made for: choose New… for another one.</source>
        <translation>Подключение остаётся за игрой, для которой создано: для другой игры выберите «Новое…».</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game&apos;s password (kept in the keychain)</source>
        <translation>Пароль игры (хранится в связке ключей)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty: keep the one in the keychain</source>
        <translation>Пусто: оставить пароль из связки ключей</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Тип:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game &amp;password:</source>
        <translation>&amp;Пароль игры:</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Agent Arena&apos;s simulation sends its ticks to 127.0.0.1:5000 by default, where its runtime listens. Point the simulation at listenPort (5001); if it cannot be changed, run the runtime on another port, enter that as runtimePort and set listenPort to 5000. Ticks and GET /health go on to the runtime unchanged: the inspector only measures (a runtime that is down gets the simulation HTTP 502).</source>
        <translation>Симуляция Agent Arena по умолчанию отправляет тики на 127.0.0.1:5000, где слушает её среда выполнения. Направьте симуляцию на listenPort (5001); если это нельзя изменить, запустите среду выполнения на другом порту, укажите его как runtimePort и задайте listenPort равным 5000. Тики и GET /health передаются среде выполнения без изменений: инспектор только измеряет (если среда выполнения не работает, симуляция получает HTTP 502).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The port the simulation sends its ticks to, on 127.0.0.1. Not Agent Arena&apos;s default 5000, where the runtime listens: point the simulation here, or listen on 5000 and move the runtime.</source>
        <translation>Порт на 127.0.0.1, на который симуляция отправляет тики. Не стандартный для Agent Arena 5000, где слушает среда выполнения: направьте симуляцию сюда или слушайте на 5000 и перенесите среду выполнения.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The agent runtime&apos;s port (Agent Arena&apos;s default: 5000). GET /health at the inspector is answered by the runtime, with its own values.</source>
        <translation>Порт среды выполнения агентов (по умолчанию в Agent Arena: 5000). На GET /health у инспектора отвечает среда выполнения, своими значениями.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>There is a connection called &quot;%1&quot; already: choose another name, or edit that one.</source>
        <translation>Подключение «%1» уже существует: выберите другое имя или измените существующее подключение.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Keeping the password in the keychain…</source>
        <translation>Сохранение пароля в связке ключей…</translation>
    </message>
    <message>
        <location filename="../ui/connectors/ConnectorView.cpp" line="+67"/>
        <location line="+5"/>
        <source>Figures</source>
        <translation>Показатели</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Sent unasked</source>
        <translation>Без запроса</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Figure</source>
        <translation>Показатель</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Events the peer sent unasked</source>
        <translation>События, присланные другой стороной без запроса</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Command</source>
        <translation>Команда</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Command to run</source>
        <translation>Команда для выполнения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Commands</source>
        <translation>Команды</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../ui/connectors/Oa1RemoteBashView.cpp" line="-157"/>
        <source>&amp;Run</source>
        <translation>Выпо&amp;лнить</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The answer</source>
        <translation>Ответ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The answer to the command you run shows here.</source>
        <translation>Здесь появится ответ на выполненную команду.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Wire</source>
        <translation>Обмен</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Filter the wire log</source>
        <translation>Фильтр обмена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only messages containing…</source>
        <translation>Показывать только сообщения, содержащие…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>C&amp;lear</source>
        <translation>О&amp;чистить</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everything sent and received</source>
        <translation>Всё отправленное и полученное</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Open the connection to see its commands.</source>
        <translation>Откройте подключение, чтобы увидеть его команды.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Not sent: correct the marked entry.</source>
        <translation>Не отправлено: исправьте отмеченное поле.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Running %1…</source>
        <translation>Выполнение %1…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Done at %1.</source>
        <translation>Готово в %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed at %1.</source>
        <translation>Сбой в %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OK: %1</source>
        <translation>OK: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed (%1): %2</source>
        <translation>Сбой (%1): %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Open the connection first.</source>
        <translation>Сначала откройте подключение.</translation>
    </message>
    <message>
        <location filename="../ui/connectors/ConnectorsPage.cpp" line="+30"/>
        <source>Connection</source>
        <translation>Подключение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Saved connections</source>
        <translation>Сохранённые подключения</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;New…</source>
        <translation>&amp;Новое…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ed&amp;it…</source>
        <translation>И&amp;зменить…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;move</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Other games&apos; tool protocols: PigeonPea DevTools, Transport Fever 2&apos;s file IPC, the Agent Arena tick inspector and ICRP over IRC. Choose New… to make a connection.</source>
        <translation>Протоколы инструментов других игр: PigeonPea DevTools, файловый IPC Transport Fever 2, инспектор тиков Agent Arena и ICRP через IRC. Нажмите «Новое…», чтобы создать подключение.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Connection:</source>
        <translation>Подключение:</translation>
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
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <location filename="../ui/connectors/ConnectorsPage.cpp" line="+31"/>
        <location filename="../ui/tournament/TournamentPage.cpp" line="-403"/>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Clo&amp;se</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not open.</source>
        <translation>Не открыто.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opening…</source>
        <translation>Открытие…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open.</source>
        <translation>Открыто.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Failed: %1</source>
        <translation>Сбой: %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Remove Connection</source>
        <translation>Удаление подключения</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove the connection &quot;%1&quot;? Its stored password goes too.</source>
        <translation>Удалить подключение «%1»? Сохранённый для него пароль тоже будет удалён.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../ui/connectors/ParamForm.cpp" line="+67"/>
        <source>This command takes no parameters.</source>
        <translation>Эта команда не принимает параметров.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (required):</source>
        <translation>%1 (обязательно):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1 to %2</source>
        <translation>от %1 до %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at least %1</source>
        <translation>не меньше %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at most %1</source>
        <translation>не больше %1</translation>
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
        <translation>целое число</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/overlays/PreviewConsole.cpp" line="+18"/>
        <source> … (%n more character(s))</source>
        <translation>
            <numerusform> … (ещё %n символ)</numerusform>
            <numerusform> … (ещё %n символа)</numerusform>
            <numerusform> … (ещё %n символов)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>… %n line(s) not shown: the page said too much at once</source>
        <translation>
            <numerusform>… %n строка не показана: страница вывела слишком много сразу</numerusform>
            <numerusform>… %n строки не показаны: страница вывела слишком много сразу</numerusform>
            <numerusform>… %n строк не показано: страница вывела слишком много сразу</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/common/MessageBar.cpp" line="+73"/>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+4"/>
        <source>Message action</source>
        <translation>Действие сообщения</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Close this message</source>
        <translation>Закрыть это сообщение</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close message</source>
        <translation>Закрыть сообщение</translation>
    </message>
    <message>
        <location filename="../ui/match/PlayersTable.cpp" line="+30"/>
        <source>Right-click to choose the columns.</source>
        <translation>Щёлкните правой кнопкой, чтобы выбрать столбцы.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Columns</source>
        <translation>Столбцы</translation>
    </message>
    <message>
        <location filename="../ui/match/ScoreboardStrip.cpp" line="-108"/>
        <source>hidden</source>
        <translation>скрыто</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Scoreboard</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Army %1 · Credits %2</source>
        <translation>Армия %1 · Кредиты %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not counted (no longer in the match): %1</source>
        <translation>Не учитываются (больше не в матче): %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The match ended in a draw.</source>
        <translation>Матч закончился вничью.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Team %1 won.</source>
        <translation>Команда %1 победила.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Who leads is hidden: the panel is an observer under fog of war.</source>
        <translation>Кто ведёт, скрыто: панель — наблюдатель в тумане войны.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Even: %1 army value each.</source>
        <translation>Равенство: по %1 стоимости армии.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/status/MatchCard.cpp" line="-155"/>
        <source>Team %1 leads by %2 army value</source>
        <translation>Команда %1 впереди на %2 стоимости армии</translation>
    </message>
    <message>
        <location filename="../ui/status/LiveSessions.cpp" line="+27"/>
        <source>a program</source>
        <translation>программа</translation>
    </message>
    <message>
        <location filename="../ui/status/MatchCard.cpp" line="-99"/>
        <source>Match page</source>
        <translation>Страница матча</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>No match running</source>
        <translation>Матч не идёт</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game has no match going on.</source>
        <translation>В игре сейчас нет матча.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match shows here once %1 answers.</source>
        <translation>Матч появится здесь, как только %1 ответит.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connect to a game to see who is winning.</source>
        <translation>Подключитесь к игре, чтобы видеть, кто побеждает.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The match is over</source>
        <translation>Матч окончен</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryMatchSummary.cpp" line="-25"/>
        <source>Won</source>
        <translation>Победа</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost</source>
        <translation>Поражение</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../ui/status/MatchCard.cpp" line="+1"/>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kicked</source>
        <translation>Исключён</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Players of the match</source>
        <translation>Игроки матча</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../ui/history/HistoryMatchesTab.cpp" line="-1"/>
        <location filename="../ui/history/HistoryPlayerTab.cpp" line="-307"/>
        <location filename="../ui/tournament/RelayPlayerDialog.cpp" line="-38"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/history/HistoryPlayerTab.cpp" line="+31"/>
        <source>Faction</source>
        <translation>Фракция</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../ui/history/HistoryTeamColorProxy.cpp" line="+24"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Units</source>
        <translation>Юниты</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Army</source>
        <translation>Армия</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kills</source>
        <translation>Убийства</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../ui/history/HistoryReplaysTab.cpp" line="+10"/>
        <source>&amp;Open Replay</source>
        <translation>Открыть з&amp;апись</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No replay was kept of this match.</source>
        <translation>Запись этого матча не сохранилась.</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>A draw%1 after %2 on %3 (%4), %5.</source>
        <translation>Ничья%1 через %2 на карте %3 (%4), %5.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 won (%2)%3 after %4 on %5 (%6), %7.</source>
        <translation>Победа: %1 (%2)%3 через %4 на карте %5 (%6), %7.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 Decided on score: army value plus buildings standing.</source>
        <translation>%1 Решено по очкам: ценность армии плюс уцелевшие здания.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>%1, team %2: army value %3, credits %4, %5 units, %6 kills, %7 losses, %8 actions per minute.</source>
        <translation>%1, команда %2: стоимость армии %3, кредиты %4, единиц: %5, убийств: %6, потерь: %7, действий в минуту: %8.</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>APM</source>
        <translation>APM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Army value at the end</source>
        <translation>Стоимость армии в конце</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/history/HistoryPlayerTab.cpp" line="+11"/>
        <source>Actions per minute</source>
        <translation>Действий в минуту</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>%1, ranked</source>
        <translation>%1, рейтинговый</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Choose a match above to see its players and figures.</source>
        <translation>Выберите матч выше, чтобы увидеть его игроков и показатели.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Play this match again in a window of its own: pause, seek, 1× to 8×, next fight.</source>
        <translation>Воспроизвести этот матч в отдельном окне: пауза, перемотка, 1×–8×, следующий бой.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a match above first.</source>
        <translation>Сначала выберите матч выше.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game kept no replay of this match.</source>
        <translation>Игра не сохранила запись этого матча.</translation>
    </message>
    <message>
        <location filename="../ui/status/MatchCard.cpp" line="+37"/>
        <source>Team %1 won</source>
        <translation>Команда %1 победила</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Waiting for the teams</source>
        <translation>Ожидание команд</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Army values are hidden</source>
        <translation>Стоимость армий скрыта</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Even: no team leads</source>
        <translation>Равенство: никто не лидирует</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Team %1 won by %2 army value</source>
        <translation>Команда %1 победила с перевесом %2 в силе армии</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game hides some teams&apos; army values, so there is no bar.</source>
        <translation>Игра скрывает стоимость армий некоторых команд, поэтому полосы нет.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game hides some teams&apos; army values from the %1 tier, so there is no bar.</source>
        <translation>Игра скрывает стоимость армий некоторых команд от уровня %1, поэтому полосы нет.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+46"/>
        <source>army %1 · credits %2</source>
        <translation>армия %1 · кредиты %2</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+31"/>
        <source>army %1</source>
        <translation>армия %1</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+29"/>
        <source>credits %1</source>
        <translation>кредиты %1</translation>
    </message>
    <message numerus="yes">
        <location line="+57"/>
        <source>%1, +%n</source>
        <comment>more players</comment>
        <translation>
            <numerusform>%1, +%n</numerusform>
            <numerusform>%1, +%n</numerusform>
            <numerusform>%1, +%n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (left)</source>
        <translation>%1 (вышел)</translation>
    </message>
    <message>
        <location filename="../ui/status/ArmyTrend.cpp" line="+29"/>
        <source>Army value over the match</source>
        <translation>Стоимость армии за матч</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>army value since %1, when the panel joined</source>
        <translation>сила армии с %1, когда панель подключилась</translation>
    </message>
    <message>
        <location line="+76"/>
        <location filename="../ui/status/MatchCard.cpp" line="+3"/>
        <source>Team %1: %2</source>
        <translation>Команда %1: %2</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>army value</source>
        <translation>стоимость армии</translation>
    </message>
    <message>
        <location filename="../ui/status/NeedsYouCard.cpp" line="-116"/>
        <source>Needs you</source>
        <translation>Требует вас</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Everything the panel did and noticed is on the Log page</source>
        <translation>Всё, что панель сделала и заметила, — на странице журнала</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Nothing needs you</source>
        <translation>Ничто не требует вашего внимания</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 thing needs you</source>
        <translation>1 дело ждёт вас</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n things need you</source>
        <translation>
            <numerusform>%n дело ждёт вас</numerusform>
            <numerusform>%n дела ждут вас</numerusform>
            <numerusform>%n дел ждут вас</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No keychain: passwords last only until the panel quits. Start your desktop&apos;s keyring and restart the panel.</source>
        <translation>Нет связки ключей: пароли хранятся только до выхода из панели. Запустите связку ключей рабочего стола и перезапустите панель.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 asks for %2 access.</source>
        <translation>%1 просит доступ уровня %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An unknown program, %1, asks to connect.</source>
        <translation>Неизвестная программа, %1, просит подключения.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answer</source>
        <translation>Ответить</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The overlay host could not start on port %1, so OBS cannot load overlays. Another panel may be using the port: quit it, then try again.</source>
        <translation>Хост оверлеев не смог запуститься на порту %1, поэтому OBS не может загрузить оверлеи. Возможно, порт занят другой панелью: закройте её и попробуйте снова.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Try Again</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The overlay host is running on port %1.</source>
        <translation>Хост оверлеев работает на порту %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The overlay host still cannot start: %1</source>
        <translation>Хост оверлеев всё ещё не может запуститься: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game refused the password.</source>
        <translation>Игра отклонила пароль.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game refused the tier asked for.</source>
        <translation>Игра отклонила запрошенный уровень.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Start the game at %1, or correct its address.</source>
        <translation>Запустите игру по адресу %1 или исправьте её адрес.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the Address…</source>
        <translation>Проверить адрес…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 cannot be reached; the panel keeps trying. The Game card says why.</source>
        <translation>%1 недоступна; панель продолжает попытки. Почему — написано на карточке «Игра».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Retry Now</source>
        <translation>Повторить сейчас</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The update of %1 to %2 waits for your approval.</source>
        <translation>Обновление %1 до %2 ждёт вашего одобрения.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review</source>
        <translation>Просмотреть</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 stopped: %2</source>
        <translation>%1 остановлен: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The relay %1 refused its token (expired or revoked): sign in again on the Tournament page.</source>
        <translation>Ретранслятор %1 отклонил токен (срок действия истёк или токен отозван): войдите снова на странице «Турнир».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The relay %1 shows another certificate than the one you trusted: it is not connected until you decide, on the Tournament page.</source>
        <translation>Ретранслятор %1 показывает не тот сертификат, которому вы доверились: он не будет подключён, пока вы не решите на странице «Турнир».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The relay %1&apos;s certificate is not trusted yet: compare its fingerprint on the Tournament page.</source>
        <translation>Сертификату ретранслятора %1 пока нет доверия: сравните его отпечаток на странице «Турнир».</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>too many calls</source>
        <translation>слишком много вызовов</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>not allowed: %1</source>
        <translation>не разрешено: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game is read-only for it</source>
        <translation>игра для него только для чтения</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>disabled in ranked matches</source>
        <translation>отключено в рейтинговых матчах</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close the copies of it you do not need in OBS or a browser.</source>
        <translation>Закройте ненужные копии в OBS или браузере.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rest of it works; its author may need a higher tier.</source>
        <translation>Остальное работает; автору, возможно, нужен более высокий уровень.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It can still watch the game.</source>
        <translation>Наблюдать за игрой он по-прежнему может.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It works again outside ranked matches.</source>
        <translation>Вне рейтинговых матчей это снова работает.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1: some of its calls were refused (%2). %3</source>
        <translation>%1: часть его вызовов отклонена (%2). %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open Log</source>
        <translation>Открыть журнал</translation>
    </message>
    <message>
        <location filename="../ui/status/OverlaysCard.cpp" line="-16"/>
        <source>Overlays page</source>
        <translation>Страница оверлеев</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Installs the live stats and kill feed overlays that come with the panel, as the Overlays page&apos;s button does.</source>
        <translation>Устанавливает входящие в комплект панели оверлеи живой статистики и ленты уничтожений, как кнопка на странице «Оверлеи».</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Next: add %1 to OBS as a Browser source with its URL.</source>
        <translation>Далее: добавьте %1 в OBS как источник «Браузер» с его URL.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the URL of %1 for OBS</source>
        <translation>Копировать URL %1 для OBS</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The URL holds the overlay&apos;s token: paste it into an OBS browser source; the clipboard is cleared again after %n s.</source>
        <translation>
            <numerusform>URL содержит токен оверлея: вставьте его в источник «Браузер» в OBS; буфер обмена очистится через %n с.</numerusform>
            <numerusform>URL содержит токен оверлея: вставьте его в источник «Браузер» в OBS; буфер обмена очистится через %n с.</numerusform>
            <numerusform>URL содержит токен оверлея: вставьте его в источник «Браузер» в OBS; буфер обмена очистится через %n с.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The URL of %1 cannot be copied: see the Overlays page.</source>
        <translation>URL %1 не удаётся скопировать: см. страницу «Оверлеи».</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Added the example overlays.</source>
        <translation>Примеры оверлеев добавлены.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The overlay host is off</source>
        <translation>Хост оверлеев выключен</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OBS cannot load overlays until the panel serves them: see Needs you.</source>
        <translation>OBS не может загрузить оверлеи, пока панель их не раздаёт: см. «Требует вас».</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Live in OBS: %1</source>
        <translation>В эфире OBS: %1</translation>
    </message>
    <message>
        <location filename="../ui/overlays/AudienceBadge.cpp" line="+45"/>
        <location filename="../ui/status/OverlaysCard.cpp" line="-54"/>
        <source>Not in OBS</source>
        <translation>Не в OBS</translation>
    </message>
    <message>
        <location line="-11"/>
        <location filename="../ui/status/OverlaysCard.cpp" line="+4"/>
        <source>Live in OBS</source>
        <translation>В эфире OBS</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>An OBS browser source shows this overlay now (%n page(s)).</source>
        <translation>
            <numerusform>Источник «Браузер» в OBS сейчас показывает этот оверлей (%n страница).</numerusform>
            <numerusform>Источник «Браузер» в OBS сейчас показывает этот оверлей (%n страницы).</numerusform>
            <numerusform>Источник «Браузер» в OBS сейчас показывает этот оверлей (%n страниц).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../ui/status/OverlaysCard.cpp" line="+6"/>
        <source>Open in a browser</source>
        <translation>Открыт в браузере</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>A web browser shows this overlay (%n page(s)), but no OBS browser source does.</source>
        <translation>
            <numerusform>Этот оверлей открыт в веб-браузере (%n страница), но ни в одном источнике «Браузер» OBS.</numerusform>
            <numerusform>Этот оверлей открыт в веб-браузере (%n страницы), но ни в одном источнике «Браузер» OBS.</numerusform>
            <numerusform>Этот оверлей открыт в веб-браузере (%n страниц), но ни в одном источнике «Браузер» OBS.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No OBS browser source shows this overlay yet: drag it to OBS, or copy its URL into a browser source.</source>
        <translation>Ни один источник «Браузер» в OBS ещё не показывает этот оверлей: перетащите его в OBS или скопируйте его URL в источник «Браузер».</translation>
    </message>
    <message>
        <location filename="../ui/status/OverlaysCard.cpp" line="-5"/>
        <source>In OBS, no game</source>
        <translation>В OBS, игры нет</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Preview error: …</source>
        <translation>Ошибка предпросмотра: …</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>No overlay installed</source>
        <translation>Оверлеи не установлены</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the example overlays that come with the panel, or install one on the Tools page; then add its URL to OBS.</source>
        <translation>Добавьте примеры оверлеев, входящие в комплект панели, или установите оверлей на странице «Инструменты»; затем добавьте его URL в OBS.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Install one on the Tools page, then add its URL to OBS.</source>
        <translation>Установите оверлей на странице инструментов, затем добавьте его URL в OBS.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Replay in OBS</source>
        <translation>Повтор в OBS</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Showing a replay on stream</source>
        <translation>В эфире показывается повтор</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In OBS: %1, not the live game.</source>
        <translation>В OBS: %1, а не текущая игра.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No overlay is in OBS, so the stream does not show the replay.</source>
        <translation>Ни один оверлей не добавлен в OBS, поэтому трансляция не показывает повтор.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In OBS: %1 of %2 — waiting for the game</source>
        <translation>В OBS: %1 из %2 — ждут игру</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not live in OBS</source>
        <translation>Не в эфире OBS</translation>
    </message>
    <message>
        <location filename="../ui/status/ToolsCard.cpp" line="+0"/>
        <source>Tools page</source>
        <translation>Страница инструментов</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>+%1 more</source>
        <translation>ещё +%1</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not running</source>
        <translation>Не запущен</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>allowed once</source>
        <translation>разрешено однократно</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tools and overlays connect through the panel once they run.</source>
        <translation>Инструменты и оверлеи подключаются через панель, как только запускаются.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No tool connected</source>
        <translation>Нет подключённых инструментов</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tools connected: %1</source>
        <translation>Подключено инструментов: %1</translation>
    </message>
    <message>
        <location filename="../ui/tools/TierRisk.cpp" line="-55"/>
        <source>observer access</source>
        <translation>доступ наблюдателя</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>admin access</source>
        <translation>доступ администратора</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mod access</source>
        <translation>доступ мода</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>debug access</source>
        <translation>отладочный доступ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Observer</source>
        <translation>Наблюдатель</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mod</source>
        <translation>Мод</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Debug</source>
        <translation>Отладка</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This tool requests:</source>
        <translation>Этот инструмент запрашивает:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Will not get:</source>
        <translation>Не получит:</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Low risk: observer access only lets it watch the match as your side sees it, with fog of war, and in ranked matches two minutes late by default. It cannot pause, kick players, change the match or send chat.</source>
        <translation>Низкий риск: доступ наблюдателя позволяет только смотреть матч так, как его видит ваша сторона, с туманом войны, а в рейтинговых матчах — по умолчанию с задержкой в две минуты. Он не может ставить паузу, выгонять игроков, менять матч или писать в чат.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Admin access lets it pause and resume the match, kick players, change the match settings (such as the game speed), send announcements and chat, and see who is connected to the game. It sees the whole match live, both sides without fog of war, also in ranked matches, where an observer tool sees it two minutes late by default. The game logs every admin action.</source>
        <translation>С доступом администратора он может ставить матч на паузу и снимать с неё, выгонять игроков, менять настройки матча (например, скорость игры), отправлять объявления и сообщения в чат и видеть, кто подключён к игре. Он видит весь матч вживую, обе стороны без тумана войны, и в рейтинговых матчах тоже, где инструмент наблюдателя по умолчанию видит его с опозданием на две минуты. Игра записывает в журнал каждое действие администратора.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mod access lets it run the commands the game&apos;s mods offer, give orders in the game through them and send chat. It sees the whole match without fog of war. Ranked matches switch it off.</source>
        <translation>С доступом мода он может выполнять команды модов игры, отдавать через них приказы в игре и писать в чат. Он видит весь матч без тумана войны. В рейтинговых матчах этот доступ отключён.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Debug access lets it do everything admin and mod access allow and read the game engine&apos;s internals. Only development builds offer it, never in ranked matches.</source>
        <translation>С отладочным доступом он может всё, что разрешают доступ администратора и доступ мода, и читать внутреннее состояние движка игры. Его дают только сборки для разработки, и никогда в рейтинговых матчах.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>This update raises %1 from %2 to %3.</source>
        <translation>Это обновление повышает %1 с уровня «%2» до уровня «%3».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 asks for %2.</source>
        <translation>%1 запрашивает %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose this only if you trust its author.</source>
        <translation>Соглашайтесь, только если доверяете его автору.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has %2.</source>
        <translation>У %1 есть %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep it only if you trust its author.</source>
        <translation>Оставьте его, только если доверяете автору.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Admin access: pausing, kicking players, changing the match</source>
        <translation>Доступ администратора: пауза, удаление игроков, изменение матча</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mod access: running mods&apos; commands and giving orders through them</source>
        <translation>Доступ мода: выполнение команд модов и приказы через них</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Mod access: running mods&apos; commands and giving orders through them (a separate tier; admin access does not include it)</source>
        <translation>Доступ мода: выполнение команд модов и приказы через них (отдельный уровень; доступ администратора его не включает)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Admin access: pausing, kicking players, changing the match (a separate tier; mod access does not include it)</source>
        <translation>Доступ администратора: пауза, удаление игроков, изменение матча (отдельный уровень; доступ мода его не включает)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Internet access: it can reach only the panel</source>
        <translation>Доступ в интернет: он может обращаться только к панели</translation>
    </message>
    <message>
        <location filename="../ui/status/TugOfWarBar.cpp" line="+23"/>
        <source>Army value per team</source>
        <translation>Стоимость армии по командам</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Team %1: %2 %</source>
        <translation>Команда %1: %2 %</translation>
    </message>
    <message>
        <location filename="../ui/common/ExternalLink.cpp" line="+93"/>
        <source>Could Not Open</source>
        <translation>Не удалось открыть</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the desktop&apos;s opener, xdg-open, failed</source>
        <translation>программа открытия рабочего стола, xdg-open, не сработала</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no web browser is set up</source>
        <translation>веб-браузер не настроен</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no program to open folders is set up</source>
        <translation>программа для открытия папок не настроена</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no program to open this kind of file is set up</source>
        <translation>программа для файлов этого типа не настроена</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not open %1 (%2); the address is copied to the clipboard.</source>
        <translation>Не удалось открыть %1 (%2); адрес скопирован в буфер обмена.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not open %1 (%2); the path is copied to the clipboard, and the documentation is in %3.</source>
        <translation>Не удалось открыть %1 (%2); путь скопирован в буфер обмена, а документация лежит в %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not open %1 (%2); the path is copied to the clipboard.</source>
        <translation>Не удалось открыть %1 (%2); путь скопирован в буфер обмена.</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryMatchesTab.cpp" line="-1"/>
        <source>Any player</source>
        <translation>Любой игрок</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All maps</source>
        <translation>Все карты</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ranked and unranked</source>
        <translation>Рейтинговые и обычные</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranked only</source>
        <translation>Только рейтинговые</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unranked only</source>
        <translation>Только обычные</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;load</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask the game for its newest matches again.</source>
        <translation>Снова запросить у игры последние матчи.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Past matches</source>
        <translation>Прошедшие матчи</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add the next older matches below.</source>
        <translation>Добавить ниже следующие, более ранние матчи.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../ui/tournament/RelayPlayerDialog.cpp" line="+46"/>
        <source>&amp;Player:</source>
        <translation>И&amp;грок:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M&amp;ap:</source>
        <translation>Кар&amp;та:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ran&amp;ked:</source>
        <translation>&amp;Рейтинг:</translation>
    </message>
    <message>
        <location line="+174"/>
        <source>Loading the match…</source>
        <translation>Загрузка матча…</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Loading matches…</source>
        <translation>Загрузка матчей…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The matches show here once %1 answers.</source>
        <translation>Матчи появятся здесь, как только %1 ответит.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No matches found. Play one, or change the filters.</source>
        <translation>Матчи не найдены. Сыграйте матч или измените фильтры.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n match(es) shown; older ones can be loaded.</source>
        <translation>
            <numerusform>Показан %n матч; можно загрузить более ранние.</numerusform>
            <numerusform>Показано %n матча; можно загрузить более ранние.</numerusform>
            <numerusform>Показано %n матчей; можно загрузить более ранние.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n match(es) shown: all there are.</source>
        <translation>
            <numerusform>Показан %n матч: это все.</numerusform>
            <numerusform>Показано %n матча: это все.</numerusform>
            <numerusform>Показано %n матчей: это все.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryPage.cpp" line="+50"/>
        <source>&amp;Matches</source>
        <translation>&amp;Матчи</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pla&amp;yer</source>
        <translation>&amp;Участник</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Query</source>
        <translation>&amp;Запрос</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replay Li&amp;brary</source>
        <translation>Биб&amp;лиотека записей</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The replays the game keeps: open one to play it again.</source>
        <translation>Записи, которые хранит игра: откройте одну, чтобы воспроизвести её снова.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read-only SQL over the game&apos;s gameplay database (admin, mod and debug connections).</source>
        <translation>SQL только для чтения по игровой базе данных gameplay (подключения admin, mod и debug).</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryReplaysTab.cpp" line="-13"/>
        <source>Replays the game keeps</source>
        <translation>Записи, которые хранит игра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Started</source>
        <translation>Начало</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Map</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mode</source>
        <translation>Режим</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length</source>
        <translation>Длительность</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Reload Lis&amp;t</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryMatchesTab.cpp" line="-248"/>
        <location filename="../ui/history/HistoryReplaysTab.cpp" line="+1"/>
        <source>Load Ol&amp;der</source>
        <translation>&amp;Более ранние</translation>
    </message>
    <message>
        <location filename="../ui/history/HistoryReplaysTab.cpp" line="+40"/>
        <source>The replays show here once %1 answers.</source>
        <translation>Повторы появятся здесь, как только %1 ответит.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Loading replays…</source>
        <translation>Загрузка записей…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The game keeps no replays yet: each match that ends is kept.</source>
        <translation>У игры ещё нет записей: сохраняется каждый завершённый матч.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n replay(s)</source>
        <translation>
            <numerusform>%n запись</numerusform>
            <numerusform>%n записи</numerusform>
            <numerusform>%n записей</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/overlays/ReplayOnStreamBar.cpp" line="+35"/>
        <location filename="../ui/replay/ReplayWindow.cpp" line="+69"/>
        <location filename="../ui/replay/ReplayWindow_Stream.cpp" line="+106"/>
        <location line="+8"/>
        <source>The overlays show the live game again.</source>
        <translation>Оверлеи снова показывают текущую игру.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replay %1</source>
        <translation>Повтор %1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The overlays show a replay (%1), not the live game.</source>
        <translation>Оверлеи показывают повтор (%1), а не текущую игру.</translation>
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
        <translation>Оверлеи показывают повтор от %1, а не текущую игру.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The overlays show a replay of %1, not the live game.</source>
        <translation>Оверлеи показывают повтор карты %1, а не текущую игру.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The overlays show a replay of %1 (%2), not the live game.</source>
        <translation>Оверлеи показывают повтор карты %1 (%2), а не текущую игру.</translation>
    </message>
    <message>
        <location filename="../ui/status/NeedsYouCard.cpp" line="-147"/>
        <source>Back to Live</source>
        <translation>Вернуться к игре</translation>
    </message>
    <message>
        <location filename="../ui/replay/ReplayControls.cpp" line="+24"/>
        <source>Play or pause the replay (Space).</source>
        <translation>Воспроизвести запись или поставить на паузу (пробел).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replay position</source>
        <translation>Позиция в записи</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Drag or click to go to another moment of the match; Left and Right step %n game seconds.</source>
        <translation>
            <numerusform>Перетащите или щёлкните, чтобы перейти к другому моменту матча; стрелки влево и вправо сдвигают на %n игровую секунду.</numerusform>
            <numerusform>Перетащите или щёлкните, чтобы перейти к другому моменту матча; стрелки влево и вправо сдвигают на %n игровые секунды.</numerusform>
            <numerusform>Перетащите или щёлкните, чтобы перейти к другому моменту матча; стрелки влево и вправо сдвигают на %n игровых секунд.</numerusform>
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
        <translation>&amp;Скорость:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Next Fight</source>
        <translation>Следующий &amp;бой</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go to the next engagement or unit lost after this moment.</source>
        <translation>Перейти к следующему столкновению или потере юнита после этого момента.</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+60"/>
        <source>A fight at %1</source>
        <translation>Бой на %1</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+55"/>
        <source>No fight after %1</source>
        <translation>Нет боя после %1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Pause</source>
        <translation>&amp;Пауза</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Play</source>
        <translation>&amp;Воспроизвести</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../ui/replay/ReplayWindow.cpp" line="-31"/>
        <source>Replay — IC Control Panel</source>
        <translation>Запись — IC Control Panel</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The overlays show this replay instead of the live game, following Play, Pause, the timeline and the speed here.</source>
        <translation>Оверлеи показывают эту запись вместо текущей игры и следуют за воспроизведением, паузой, шкалой времени и скоростью здесь.</translation>
    </message>
    <message>
        <location filename="../ui/overlays/ReplayOnStreamBar.cpp" line="-30"/>
        <location filename="../ui/replay/ReplayWindow.cpp" line="+2"/>
        <source>Back to &amp;Live</source>
        <translation>&amp;Назад к эфиру</translation>
    </message>
    <message>
        <location filename="../ui/replay/ReplayWindow.cpp" line="+108"/>
        <source>Closed the replay from %1: it belongs to that game, and the panel now uses %2.</source>
        <translation>Повтор из %1 закрыт: он относится к той игре, а панель теперь использует %2.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Events from %1 to %2 are not all shown: the game hands over only so many at once. Play that part to see them.</source>
        <translation>Показаны не все события с %1 по %2: игра передаёт за раз лишь ограниченное число. Воспроизведите этот отрезок, чтобы увидеть их.</translation>
    </message>
    <message>
        <location line="-96"/>
        <location filename="../ui/replay/ReplayWindow_Stream.cpp" line="-46"/>
        <source>Show on &amp;Stream</source>
        <translation>Показать в &amp;эфире</translation>
    </message>
    <message>
        <location line="+277"/>
        <source>Loading the replay…</source>
        <translation>Загрузка записи…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Replay of %1 — IC Control Panel</source>
        <translation>Запись на карте %1 — IC Control Panel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay of %1 from %2 — IC Control Panel</source>
        <translation>Повтор %1 из %2 — IC Control Panel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No replay loaded: choose one on the History page.</source>
        <translation>Запись не загружена: выберите её на странице «История».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replay · %1 · %2 · %3 of %4</source>
        <translation>Запись · %1 · %2 · %3 из %4</translation>
    </message>
    <message>
        <location filename="../ui/replay/ReplayWindow_Stream.cpp" line="-27"/>
        <location line="+7"/>
        <location line="+31"/>
        <source>Asking the overlays to show the replay…</source>
        <translation>Оверлеи переключаются на запись…</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>On Stream</source>
        <translation>В эфире</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The overlays show this replay; Back to Live shows the live game again.</source>
        <translation>Оверлеи показывают этот повтор; «Назад к эфиру» снова покажет живую игру.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show on Stream puts this replay on the overlays in OBS.</source>
        <translation>«Показать в эфире» выводит этот повтор на оверлеи в OBS.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The overlays show this replay. Back to Live shows the game again.</source>
        <translation>Оверлеи показывают эту запись. «Назад к эфиру» снова покажет игру.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The overlays show another replay now, no longer this one.</source>
        <translation>Оверлеи теперь показывают другой повтор, а не этот.</translation>
    </message>
    <message>
        <location filename="../ui/replay/ReplayChartBox.cpp" line="+106"/>
        <source>The match history does not have this match, so the chart fills in as the replay plays. %1</source>
        <translation>В истории матчей нет этого матча, поэтому график заполняется по ходу воспроизведения. %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The match history has no figures per minute for this match, so the chart fills in as the replay plays.</source>
        <translation>В истории матчей нет поминутных показателей этого матча, поэтому график заполняется по ходу воспроизведения.</translation>
    </message>
    <message>
        <location filename="../ui/replay/ReplayFiguresChart.cpp" line="+60"/>
        <source>Figures of the whole match</source>
        <translation>Показатели всего матча</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>not played yet</source>
        <translation>ещё не воспроизведено</translation>
    </message>
    <message>
        <location filename="../ui/match/AnswerPlace.cpp" line="+23"/>
        <source>Admin actions and exports are answered here.</source>
        <translation>Здесь появляются ответы на действия администратора и экспорт.</translation>
    </message>
    <message>
        <location filename="../ui/tournament/AddRelayDialog.cpp" line="-95"/>
        <source>Add Relay</source>
        <translation>Добавление ретранслятора</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sign In Again to %1</source>
        <translation>Повторный вход на ретранслятор %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Enter the relay&apos;s address as its admin published it: wss://host:port/.</source>
        <translation>Введите адрес ретранслятора в том виде, в каком его опубликовал администратор: wss://host:port/.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is a token, not the relay&apos;s address: clear it here, and paste the token under Paste a token.</source>
        <translation>Это токен, а не адрес ретранслятора: сотрите его здесь и вставьте токен в пункте «Вставить токен».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;%1&quot; is not a relay&apos;s address: write it as wss://host:port/, or host:port.</source>
        <translation>«%1» — не адрес ретранслятора: укажите его в виде wss://host:port/ или host:port.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A relay is reached over TLS only: its address starts with wss://, not %1://.</source>
        <translation>К ретранслятору подключаются только по TLS: его адрес начинается с wss://, а не с %1://.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A relay&apos;s address has no path, user name or query: write it as wss://%1:%2/.</source>
        <translation>В адресе ретранслятора не бывает пути, имени пользователя или запроса: укажите его в виде wss://%1:%2/.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A community relay hosts many games. Enter its address, then sign in: its admin approves this panel, or you paste a token they gave you. The token is kept in the keychain.</source>
        <translation>Ретранслятор сообщества обслуживает много игр. Введите его адрес, затем войдите: администратор ретранслятора подтвердит эту панель, или вы вставите полученный от него токен. Токен хранится в связке ключей.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>wss://relay.example.org:19720/</source>
        <translation>wss://relay.example.org:19720/</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The relay&apos;s host</source>
        <translation>Хост ретранслятора</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Admin: watch, announce, pause, kick and ban</source>
        <translation>Администратор: смотреть, объявлять, приостанавливать, выгонять и блокировать</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Observer: watch only</source>
        <translation>Наблюдатель: только смотреть</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Relay &amp;address:</source>
        <translation>&amp;Адрес ретранслятора:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Acc&amp;ess:</source>
        <translation>&amp;Доступ:</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+112"/>
        <source>Sign &amp;In</source>
        <translation>&amp;Войти</translation>
    </message>
    <message>
        <location line="-74"/>
        <source>Sign in</source>
        <translation>Вход</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Sign in with the relay</source>
        <translation>Войти &amp;через ретранслятор</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The panel shows a code; the relay&apos;s admin approves it, and the relay gives the panel its token.</source>
        <translation>Панель покажет код; администратор ретранслятора подтвердит его, и ретранслятор выдаст панели токен.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Paste a token</source>
        <translation>Вставить то&amp;кен</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>icrt_… as the relay&apos;s admin gave it to you</source>
        <translation>icrt_… в том виде, в каком его выдал администратор ретранслятора</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Token:</source>
        <translation>&amp;Токен:</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>A&amp;dd Relay</source>
        <translation>Д&amp;обавить ретранслятор</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sign In A&amp;gain</source>
        <translation>Войти с&amp;нова</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Paste the token the relay&apos;s admin gave you, or choose Sign in with the relay.</source>
        <translation>Вставьте токен, полученный от администратора ретранслятора, или выберите «Войти через ретранслятор».</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 is already added as &quot;%2&quot;. To sign in to it again, choose Sign In Again… on the Tournament page.</source>
        <translation>%1 уже добавлен под именем «%2». Чтобы войти на него снова, выберите «Войти снова…» на странице «Турнир».</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is a relay called &quot;%1&quot; already. To sign in to it again, choose Sign In Again… on the Tournament page; to add another relay, give this one another name.</source>
        <translation>Ретранслятор с именем «%1» уже есть. Чтобы войти на него снова, выберите «Войти снова…» на странице «Турнир»; чтобы добавить другой ретранслятор, дайте этому другое имя.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>There is no relay called &quot;%1&quot;.</source>
        <translation>Ретранслятора с именем «%1» нет.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Sign in to &quot;%1&quot; again: its admin approves this panel, or you paste a new token they gave you. The new token replaces the old one in the keychain; the relay&apos;s address and its trusted certificate stay.</source>
        <translation>Войдите на «%1» снова: администратор ретранслятора подтвердит эту панель, или вы вставите выданный им новый токен. Новый токен заменит старый в связке ключей; адрес ретранслятора и его доверенный сертификат сохранятся.</translation>
    </message>
    <message>
        <location filename="../ui/tournament/AddRelayDialog_SignIn.cpp" line="+69"/>
        <source>Waiting for the relay&apos;s admin to approve…</source>
        <translation>Ожидание подтверждения от администратора ретранслятора…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Waiting for the relay&apos;s admin to approve… The relay asked the panel to ask less often: it now asks every %1 seconds.</source>
        <translation>Ожидание подтверждения от администратора ретранслятора… Ретранслятор попросил панель спрашивать реже: теперь она спрашивает раз в %1 с.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Asking %1 for a sign-in code…</source>
        <translation>Запрос кода входа у %1…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The relay&apos;s admin denied this sign-in, so nothing was added. Ask them why; Sign In asks again with a new code.</source>
        <translation>Администратор ретранслятора отклонил этот вход, поэтому ничего не добавлено. Спросите его о причине; «Войти» запросит вход снова с новым кодом.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code expired before the relay&apos;s admin approved it, so nothing was added. Sign In gets a new code to give them.</source>
        <translation>Код истёк до того, как администратор ретранслятора его подтвердил, поэтому ничего не добавлено. «Войти» получит новый код, который нужно ему передать.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Connecting to %1 to check the token…</source>
        <translation>Подключение к %1 для проверки токена…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 Nothing was added.</source>
        <translation>%1 Ничего не добавлено.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1. Choose Observer under Access, or ask the relay&apos;s admin for an admin token. Nothing was added.</source>
        <translation>%1. Выберите «Наблюдатель» в поле «Доступ» или попросите у администратора ретранслятора токен администратора. Ничего не добавлено.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The relay&apos;s certificate needs your decision…</source>
        <translation>Сертификат ретранслятора ждёт вашего решения…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You did not trust the relay&apos;s certificate, so the panel did not sign in and nothing was added.</source>
        <translation>Вы не доверились сертификату ретранслятора, поэтому панель не выполнила вход и ничего не добавлено.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Keeping the token in the keychain…</source>
        <translation>Сохранение токена в связке ключей…</translation>
    </message>
    <message>
        <location filename="../ui/tournament/DeviceCodeView.cpp" line="+19"/>
        <source>Give this code to the relay&apos;s admin, or enter it on the relay&apos;s sign-in page if you are its admin:</source>
        <translation>Передайте этот код администратору ретранслятора или, если вы сами его администратор, введите код на странице входа ретранслятора:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Cop&amp;y Code</source>
        <translation>Ко&amp;пировать код</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The relay&apos;s sign-in page: &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;</source>
        <translation>Страница входа ретранслятора: &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The code has expired.</source>
        <translation>Срок действия кода истёк.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The code is valid for another %1:%2.</source>
        <translation>Код действителен ещё %1:%2.</translation>
    </message>
    <message>
        <location filename="../ui/tournament/RelayGameWindow.cpp" line="-50"/>
        <source>%1 on %2 — IC Control Panel</source>
        <translation>%1 на %2 — IC Control Panel</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Watched as an observer through the relay %1: every team is shown, with no fog of war.</source>
        <translation>Просмотр в роли наблюдателя через ретранслятор %1: показаны все команды, без тумана войны.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A relay&apos;s sessions see every team in full. Pause, Kick, Ban and Announce are on the Tournament page.</source>
        <translation>Сеансы ретранслятора видят все команды полностью. «Приостановить», «Выгнать», «Заблокировать» и «Объявить» — на странице «Турнир».</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Asking %1 for %2…</source>
        <translation>Запрос игры %2 у ретранслятора %1…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on %2 cannot be shown.</source>
        <translation>Не удаётся показать игру %1 на %2.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1 is reconnecting: this view shows %2 as last seen and goes on when the relay is back.</source>
        <translation>Ретранслятор %1 переподключается: здесь показано последнее известное состояние игры %2; показ продолжится, когда ретранслятор вернётся.</translation>
    </message>
    <message>
        <location filename="../ui/tournament/RelayMessageDialog.cpp" line="+1"/>
        <source>&amp;Message to %1:</source>
        <translation>&amp;Сообщение для %1:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Finals start in 5 minutes</source>
        <translation>Финал начнётся через 5 минут</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Announce</source>
        <translation>&amp;Объявить</translation>
    </message>
    <message>
        <location filename="../ui/tournament/RelayPlayerDialog.cpp" line="-59"/>
        <source>Ban a Player</source>
        <translation>Заблокировать игрока</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kick a Player</source>
        <translation>Выгнать игрока</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/tournament/TournamentPage_Actions.cpp" line="-97"/>
        <location line="+27"/>
        <location line="+39"/>
        <location filename="../ui/tournament/TournamentPage_View.cpp" line="-46"/>
        <source>%1 on %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bans a player of %1 from the whole relay by their identity key: they are kicked from every game of %2 where they play and seated in no new one.</source>
        <translation>Блокирует игрока игры %1 на всём ретрансляторе по его ключу идентификации: он будет выгнан из всех игр ретранслятора %2, в которых играет, и не попадёт ни в одну новую.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Removes a player from %1. They can join another game of the relay.</source>
        <translation>Выгоняет игрока из игры %1. Он сможет присоединиться к другой игре этого ретранслятора.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 (Team %2)</source>
        <translation>%1 (команда %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (Team %2, %3)</source>
        <translation>%1 (команда %2, %3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Told to the player and kept in the relay&apos;s log</source>
        <translation>Сообщается игроку и сохраняется в журнале ретранслятора</translation>
    </message>
    <message>
        <location line="+19"/>
        <location filename="../ui/tournament/TournamentPage.cpp" line="+7"/>
        <source>&amp;Ban…</source>
        <translation>&amp;Заблокировать…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Kick</source>
        <translation>&amp;Выгнать</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Ban %1…</source>
        <translation>&amp;Заблокировать %1…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Reason:</source>
        <translation>&amp;Причина:</translation>
    </message>
    <message>
        <location filename="../ui/tournament/RelayReplayDownload.cpp" line="+22"/>
        <source>The relay&apos;s replay could not be read (%1). Try again; if it stays so, the relay&apos;s admin can look at its log.</source>
        <translation>Не удалось прочитать повтор с ретранслятора (%1). Попробуйте ещё раз; если ошибка повторится, администратор ретранслятора может посмотреть его журнал.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The relay&apos;s connection went away during the download.</source>
        <translation>Соединение с ретранслятором пропало во время скачивания.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>a piece of it is not where it was asked for</source>
        <translation>часть данных пришла не с того смещения, которое было запрошено</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a piece is not Base64</source>
        <translation>часть данных не в формате Base64</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>it is larger than the relay said</source>
        <translation>он больше, чем сообщил ретранслятор</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>its pieces do not follow each other</source>
        <translation>его части не следуют друг за другом</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 bytes arrived of %2</source>
        <translation>получено байт: %1 из %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The replay of %1 arrived damaged (its SHA-256 is not the one the relay gave). Nothing was saved; download it again.</source>
        <translation>Повтор игры %1 пришёл повреждённым (его SHA-256 не совпадает с указанным ретранслятором). Ничего не сохранено; скачайте его снова.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not save the replay to %1: %2. Choose another folder.</source>
        <translation>Не удалось сохранить повтор в %1: %2. Выберите другую папку.</translation>
    </message>
    <message>
        <location filename="../ui/tournament/RelaySettingsDialog.cpp" line="-68"/>
        <source>Settings of %1</source>
        <translation>Настройки ретранслятора %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The relay&apos;s own name</source>
        <translation>Собственное имя ретранслятора</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the relay calls itself for its players and admins (1 to 64 characters). The panel&apos;s name for it, %1, is yours and stays.</source>
        <translation>Как ретранслятор называет себя для своих игроков и администраторов (от 1 до 64 символов). Имя, под которым он значится в панели (%1), задаёте вы, и оно остаётся прежним.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What the relay calls itself. The panel calls it “%1”: that name is yours and does not change here.</source>
        <translation>Как ретранслятор называет себя сам. В панели он называется «%1»: это имя задаёте вы, и здесь оно не меняется.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Message of the day</source>
        <translation>Сообщение дня</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shown to everyone who joins (at most 500 characters).</source>
        <translation>Показывается всем, кто подключается (не более 500 символов).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended games listed for</source>
        <translation>Завершённые игры в списке</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game seconds an ended game stays listed before a new game takes its place.</source>
        <translation>Сколько секунд игрового времени завершённая игра остаётся в списке, прежде чем её место займёт новая.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Most sessions at once</source>
        <translation>Предел одновременных сеансов</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sessions (players&apos; tools, panels) connected at once.</source>
        <translation>Сколько сеансов (инструментов игроков, панелей) может быть подключено одновременно.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save to the Relay</source>
        <translation>Сохранить на &amp;ретрансляторе</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The relay&apos;s own &amp;name:</source>
        <translation>Собственное &amp;имя ретранслятора:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Message of the day:</source>
        <translation>&amp;Сообщение дня:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Ended games listed for:</source>
        <translation>&amp;Завершённые игры в списке:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most sess&amp;ions at once:</source>
        <translation>&amp;Предел одновременных сеансов:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Bans</source>
        <translation>Блокировки</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Banned by %1, %2</source>
        <translation>Заблокировал %1, %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Bans: none.</source>
        <translation>&amp;Блокировки: нет.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Bans (%1):</source>
        <translation>&amp;Блокировки (%1):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Lift Ban</source>
        <translation>Сн&amp;ять блокировку</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player may be seated in the relay&apos;s games again.</source>
        <translation>Игрок снова сможет попадать в игры ретранслятора.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>the relay&apos;s own name</source>
        <translation>собственное имя ретранслятора</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>message of the day</source>
        <translation>сообщение дня</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>how long ended games stay listed</source>
        <translation>сколько завершённые игры остаются в списке</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>most sessions at once</source>
        <translation>предел одновременных сеансов</translation>
    </message>
    <message>
        <location filename="../ui/tournament/RelayTrustDialog.cpp" line="+41"/>
        <source>The Relay&apos;s Certificate Has Changed</source>
        <translation>Сертификат ретранслятора изменился</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trust the Relay&apos;s Certificate?</source>
        <translation>Доверять сертификату ретранслятора?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Copy Fingerprint</source>
        <translation>&amp;Копировать отпечаток</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Trust</source>
        <translation>&amp;Доверять</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Don&apos;t Trust</source>
        <translation>&amp;Не доверять</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Trusted before (SHA-256):</source>
        <translation>Доверенный ранее (SHA-256):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>SHA-256 fingerprint:</source>
        <translation>Отпечаток SHA-256:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shown now (SHA-256):</source>
        <translation>Показан сейчас (SHA-256):</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The relay &quot;%1&quot; now shows another certificate than the one you trusted. This happens when the relay made a new certificate — or when someone else answers in its place to read your token. Trust it only if the relay&apos;s admin confirms that this new fingerprint is theirs.</source>
        <translation>Ретранслятор «%1» теперь показывает другой сертификат, а не тот, которому вы доверяли. Так бывает, когда ретранслятор создал новый сертификат, — или когда вместо него отвечает кто-то другой, чтобы прочитать ваш токен. Доверяйте ему, только если администратор ретранслятора подтвердит, что этот новый отпечаток принадлежит ему.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The certificate of the relay &quot;%1&quot; is not signed by an authority this computer trusts, as is usual for a community relay that made its own. Compare its fingerprint below with the one the relay&apos;s admin published (their website, their Discord, or in person). Trust it only if they are the same: the panel then remembers it for this relay and warns if it changes.</source>
        <translation>Сертификат ретранслятора «%1» не подписан центром сертификации, которому доверяет этот компьютер, — это обычно для ретранслятора сообщества, создавшего собственный сертификат. Сравните его отпечаток ниже с тем, что опубликовал администратор ретранслятора (на своём сайте, в своём Discord или лично). Доверяйте ему, только если они совпадают: тогда панель запомнит его для этого ретранслятора и предупредит, если он изменится.</translation>
    </message>
    <message>
        <location filename="../ui/tournament/TournamentPage.cpp" line="-207"/>
        <source>&lt;p&gt;&lt;b&gt;No relay yet.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;A community relay hosts many games at once and is reached over the network (wss://, TLS). Add one with the address and a sign-in its admin gives you: this page then lists every game of every relay, with their players, score and state, and lets you announce, pause, kick, ban and open any of them.&lt;/p&gt;&lt;p&gt;To try it, start the panel with &lt;tt&gt;ic-panel --demo&lt;/tt&gt;: it comes with a relay of its own.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ретрансляторов пока нет.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Ретранслятор сообщества обслуживает много игр одновременно, и к нему подключаются по сети (wss://, TLS). Добавьте ретранслятор по адресу и данным для входа, которые даст его администратор: тогда на этой странице появятся все игры всех ретрансляторов с их игроками, счётом и состоянием, и вы сможете делать объявления, приостанавливать игры, выгонять и блокировать игроков и открывать любую игру.&lt;/p&gt;&lt;p&gt;Чтобы попробовать, запустите панель командой &lt;tt&gt;ic-panel --demo&lt;/tt&gt;: у неё есть собственный ретранслятор.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Add Relay…</source>
        <translation>&amp;Добавить ретранслятор…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Games of the relays</source>
        <translation>Игры ретрансляторов</translation>
    </message>
    <message>
        <location filename="../ui/status/RelaysCard.cpp" line="-15"/>
        <source>Token refused</source>
        <translation>Токен отклонён</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Certificate not trusted</source>
        <translation>Недоверенный сертификат</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Certificate changed</source>
        <translation>Сертификат изменился</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tier refused</source>
        <translation>Уровень доступа отклонён</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other ICRP version</source>
        <translation>Другая версия ICRP</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>running %1/%2 · players %3</source>
        <translation>идёт %1/%2 · игроков %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games hosted: %1, running: %2, paused: %3, ended: %4. Players in games: %5.</source>
        <translation>Игр на ретрансляторе: %1; идёт: %2, на паузе: %3, завершено: %4. Игроков в играх: %5.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tournament page</source>
        <translation>Страница турнира</translation>
    </message>
    <message>
        <location line="+120"/>
        <location filename="../ui/tournament/TournamentPage.cpp" line="+305"/>
        <location filename="../ui/tournament/TournamentPage_View.cpp" line="+45"/>
        <source>Reconnecting…</source>
        <translation>Переподключение…</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Games running: %1 of %2 · players: %3</source>
        <translation>Идёт игр: %1 из %2 · игроков: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Relays connected: %1</source>
        <translation>Подключено ретрансляторов: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relays connected: %1 of %2</source>
        <translation>Подключено ретрансляторов: %1 из %2</translation>
    </message>
    <message>
        <location filename="../ui/tournament/TournamentPage.cpp" line="-233"/>
        <source>Relay</source>
        <translation>Ретранслятор</translation>
    </message>
    <message>
        <location filename="../ui/status/RelaysCard.cpp" line="-154"/>
        <location filename="../ui/tournament/TournamentPage.cpp" line="+1"/>
        <source>Relays</source>
        <translation>Ретрансляторы</translation>
    </message>
    <message>
        <location filename="../ui/tournament/TournamentPage.cpp" line="+3"/>
        <source>Rela&amp;y:</source>
        <translation>&amp;Ретранслятор:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Add Relay…</source>
        <comment>the button beside the Relay box</comment>
        <translation>&amp;Добавить…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;move Relay…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Announce to A&amp;ll…</source>
        <translation>Объявить вс&amp;ем…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An announcement to every game of the relay (the token must reach every game)</source>
        <translation>Объявление во всех играх ретранслятора (токен должен давать доступ ко всем играм)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Relay, game, map or player</source>
        <translation>Ретранслятор, игра, карта или игрок</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter</source>
        <translation>Фильтр</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filte&amp;r:</source>
        <translation>Фи&amp;льтр:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game states</source>
        <translation>Состояния игр</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All</source>
        <translation>Все</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/tournament/TournamentPage_View.cpp" line="+0"/>
        <source>Running</source>
        <translation>Идёт</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/tournament/TournamentPage_View.cpp" line="+0"/>
        <source>Paused</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../ui/tournament/TournamentPage_View.cpp" line="+0"/>
        <source>Ended</source>
        <translation>Завершена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;State:</source>
        <translation>Состо&amp;яние:</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Watch the game live in a window of its own (Enter)</source>
        <translation>Смотреть игру в реальном времени в отдельном окне (Enter)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An&amp;nounce…</source>
        <translation>О&amp;бъявить…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+322"/>
        <source>Pa&amp;use</source>
        <translation>Приос&amp;тановить</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>The token for %1 is an observer&apos;s: admin actions need an admin token (Sign In Again… with Access: Admin, if the relay&apos;s admin allows it).</source>
        <translation>Токен для %1 — токен наблюдателя: для действий администратора нужен токен администратора («Войти снова…» с доступом «Администратор», если администратор ретранслятора это разрешит).</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Revie&amp;w Certificate…</source>
        <translation>Проверить сертифик&amp;ат…</translation>
    </message>
    <message>
        <location line="+17"/>
        <location filename="../ui/tournament/TournamentPage_Actions.cpp" line="-204"/>
        <source>Sign &amp;In Again…</source>
        <translation>Во&amp;йти снова…</translation>
    </message>
    <message>
        <location line="-471"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The relay&apos;s name, message of the day and limits</source>
        <translation>Имя ретранслятора, сообщение дня и ограничения</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>&amp;Download Replay</source>
        <translation>Ска&amp;чать повтор</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>E&amp;xport Results CSV…</source>
        <translation>&amp;Экспорт результатов в CSV…</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Connected as admin</source>
        <translation>Подключено как администратор</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connected as observer</source>
        <translation>Подключено как наблюдатель</translation>
    </message>
    <message>
        <location filename="../ui/status/RelaysCard.cpp" line="+118"/>
        <location filename="../ui/tournament/TournamentPage.cpp" line="+4"/>
        <source>Connecting…</source>
        <translation>Подключение…</translation>
    </message>
    <message>
        <location filename="../ui/tournament/TournamentPage.cpp" line="+14"/>
        <source>Not connected: %1</source>
        <translation>Не подключено: %1</translation>
    </message>
    <message>
        <location line="+141"/>
        <location filename="../ui/tournament/TournamentPage_Actions.cpp" line="+8"/>
        <source>Choose a game in the table first.</source>
        <translation>Сначала выберите игру в таблице.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../ui/tournament/TournamentPage_View.cpp" line="+120"/>
        <source>%1 is not connected.</source>
        <translation>Ретранслятор %1 не подключён.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The game has ended.</source>
        <translation>Игра завершилась.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Res&amp;ume</source>
        <translation>Продолжи&amp;ть</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No player is left in this game.</source>
        <translation>В этой игре не осталось игроков.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A replay is being downloaded.</source>
        <translation>Повтор уже скачивается.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A game&apos;s replay can be downloaded once it has ended.</source>
        <translation>Повтор игры можно скачать после её завершения.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No match has ended since the panel connected to the relays.</source>
        <translation>С момента подключения панели к ретрансляторам ни один матч не завершился.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A tournament match ended</source>
        <translation>Турнирный матч завершён</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 on %2 ended without a winner</source>
        <translation>Игра %1 на %2 завершилась без победителя</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on %2 ended: Team %3 won</source>
        <translation>Игра %1 на %2 завершилась: победила команда %3</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 shows another certificate than the one you trusted: it may be someone else. The panel does not connect to it.</source>
        <translation>Ретранслятор %1 показывает не тот сертификат, которому вы доверяли: возможно, это кто-то другой. Панель к нему не подключается.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s certificate is not vouched for by a certificate authority: compare its fingerprint with the one its admin published.</source>
        <translation>Сертификат ретранслятора %1 не заверен центром сертификации: сравните его отпечаток с тем, что опубликовал администратор ретранслятора.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Trusting %1&apos;s certificate; connecting…</source>
        <translation>Сертификат ретранслятора %1 принят как доверенный; подключение…</translation>
    </message>
    <message>
        <location filename="../ui/tournament/TournamentPage_Actions.cpp" line="+36"/>
        <source>Sign In A&amp;gain…</source>
        <translation>&amp;Войти снова…</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Try again in a moment.</source>
        <translation>Повторите попытку чуть позже.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table shows the relay&apos;s games as they are now.</source>
        <translation>В таблице показаны игры ретранслятора в их текущем состоянии.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change it and try again.</source>
        <translation>Измените это и попробуйте снова.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Check the relay&apos;s state above the table and try again.</source>
        <translation>Проверьте состояние ретранслятора над таблицей и попробуйте снова.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is not connected: its state is beside its name above the table; the panel connects again on its own.</source>
        <translation>Ретранслятор %1 не подключён: его состояние показано рядом с его именем над таблицей; панель подключится снова сама.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Added %1: its games are listed as soon as it answers.</source>
        <translation>Ретранслятор %1 добавлен: его игры появятся в списке, как только он ответит.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Remove %1?</source>
        <translation>Удалить ретранслятор %1?</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>If the relay&apos;s admin allows you more, sign in again with that access (Sign In Again…).</source>
        <translation>Если администратор ретранслятора даст вам больше прав, войдите снова с этим доступом («Войти снова…»).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sign in again: Sign In Again… on the bar that says the relay refused its token.</source>
        <translation>Войдите снова: «Войти снова…» в строке сообщения о том, что ретранслятор отклонил токен.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Signed in again to %1: its games are listed as soon as it answers.</source>
        <translation>Повторный вход на ретранслятор %1 выполнен: его игры появятся в списке, как только он ответит.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The panel disconnects from %1, forgets its address, asks the relay to revoke the panel&apos;s token and deletes it from the keychain. Adding it again needs a new sign-in.</source>
        <translation>Панель отключится от %1, забудет его адрес, попросит ретранслятор отозвать токен панели и удалит токен из связки ключей. Чтобы добавить его снова, потребуется новый вход.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Remove %1</source>
        <translation>&amp;Удалить %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was not removed.</source>
        <translation>%1 не удалён.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removed %1; asking the relay to revoke its token…</source>
        <translation>Ретранслятор %1 удалён; ретранслятору отправлен запрос на отзыв токена…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Removed %1: the relay revoked the panel&apos;s token, and the keychain no longer has it.</source>
        <translation>Ретранслятор %1 удалён: он отозвал токен панели, и в связке ключей токена больше нет.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Removed %1 and deleted its token from the keychain, but the relay did not revoke it (%2). It stays valid there until it expires: ask the relay&apos;s admin to revoke it if it may have leaked.</source>
        <translation>Ретранслятор %1 удалён, и его токен удалён из связки ключей, но ретранслятор не отозвал токен (%2). На ретрансляторе токен остаётся действительным до истечения срока: попросите администратора ретранслятора отозвать его, если токен мог утечь.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>every game of %1</source>
        <translation>всех игр ретранслятора %1</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Announced to %n game(s) of %1.</source>
        <translation>
            <numerusform>Объявление отправлено в %n игру ретранслятора %1.</numerusform>
            <numerusform>Объявление отправлено в %n игры ретранслятора %1.</numerusform>
            <numerusform>Объявление отправлено в %n игр ретранслятора %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 did not announce it</source>
        <translation>Ретранслятор %1 не отправил объявление</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Announced in %1.</source>
        <translation>Объявление отправлено в игру %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not announced in %1</source>
        <translation>Объявление не отправлено в игру %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Pausing %1…</source>
        <translation>Приостанавливаю игру %1…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resuming %1…</source>
        <translation>Возобновляю игру %1…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 was not paused</source>
        <translation>Игра %1 не приостановлена</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was not resumed</source>
        <translation>Игра %1 не возобновлена</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 was paused already.</source>
        <translation>Игра %1 уже была приостановлена.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was running already.</source>
        <translation>Игра %1 уже шла.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paused %1.</source>
        <translation>Игра %1 приостановлена.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resumed %1.</source>
        <translation>Игра %1 возобновлена.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Kicked %1 from %2.</source>
        <translation>Игрок %1 выгнан из игры %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 was not kicked from %2</source>
        <translation>Игрок %1 не выгнан из игры %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+11"/>
        <source>Nobody was banned.</source>
        <translation>Никто не заблокирован.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Ban %1 from %2?</source>
        <translation>Заблокировать игрока %1 на ретрансляторе %2?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is kicked from every game of %2 where they play and is seated in no new game of the relay until the ban is lifted.</source>
        <translation>Игрок %1 будет выгнан из всех игр ретранслятора %2, в которых он играет, и не попадёт ни в одну новую игру ретранслятора, пока блокировка не будет снята.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Ban %1</source>
        <translation>&amp;Заблокировать %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 was not banned from %2</source>
        <translation>Игрок %1 не заблокирован на ретрансляторе %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 was banned from %2 already.</source>
        <translation>Игрок %1 уже заблокирован на ретрансляторе %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Banned %1 from %2.</source>
        <translation>Игрок %1 заблокирован на ретрансляторе %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Banned %1 from %2: kicked from %3.</source>
        <translation>Игрок %1 заблокирован на ретрансляторе %2: выгнан из %3.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Reading %1&apos;s settings…</source>
        <translation>Чтение настроек ретранслятора %1…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1&apos;s settings could not be read</source>
        <translation>Не удалось прочитать настройки ретранслятора %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Nothing changed: %1&apos;s settings are as they were.</source>
        <translation>Ничего не изменилось: настройки ретранслятора %1 остались прежними.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 kept its settings</source>
        <translation>Ретранслятор %1 сохранил прежние настройки</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved %1&apos;s settings: %2.</source>
        <translation>Настройки ретранслятора %1 сохранены: %2.</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Open F&amp;ile</source>
        <translation>Открыть фа&amp;йл</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>O&amp;pen Folder</source>
        <translation>Открыть п&amp;апку</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Save the Replay of %1</source>
        <translation>Сохранение повтора игры %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Iron Curtain replays (*.icrep)</source>
        <translation>Повторы Iron Curtain (*.icrep)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Downloading the replay of %1…</source>
        <translation>Скачивание повтора игры %1…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Downloading the replay of %1: %2 of %3…</source>
        <translation>Скачивание повтора игры %1: %2 из %3…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Downloading the replay of %1: %2…</source>
        <translation>Скачивание повтора игры %1: %2…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Saved the replay of %1 (checked: SHA-256 as the relay gave) to %2.</source>
        <translation>Повтор игры %1 сохранён в %2 (проверено: SHA-256 совпадает с указанным ретранслятором).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The replay of %1 on %2 was not saved</source>
        <translation>Повтор игры %1 на %2 не сохранён</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No match has ended since the panel connected to the relays: nothing to export yet.</source>
        <translation>С момента подключения панели к ретрансляторам ни один матч не завершился: экспортировать пока нечего.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export Results</source>
        <translation>Экспорт результатов</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 Choose another folder.</source>
        <translation>%1 Выберите другую папку.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Exported %n result(s) to %1.</source>
        <translation>
            <numerusform>Экспортирован %n результат в %1.</numerusform>
            <numerusform>Экспортировано %n результата в %1.</numerusform>
            <numerusform>Экспортировано %n результатов в %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tournament/TournamentPage_View.cpp" line="-162"/>
        <source>%1 left the list: it no longer matches the filter. No game is selected, so the game&apos;s buttons act on none.</source>
        <translation>Игра %1 исчезла из списка: она больше не подходит под фильтр. Ни одна игра не выбрана, поэтому кнопки игры ни к чему не применяются.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 left the list: the relay no longer lists it. No game is selected, so the game&apos;s buttons act on none.</source>
        <translation>Игра %1 исчезла из списка: ретранслятор её больше не показывает. Ни одна игра не выбрана, поэтому кнопки игры ни к чему не применяются.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>Clea&amp;r Filter</source>
        <translation>&amp;Сбросить фильтр</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No game is %1 now.</source>
        <translation>Сейчас нет игр в состоянии «%1».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No game matches “%1”.</source>
        <translation>Нет игр, подходящих под «%1».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No game matches “%1” with State: %2.</source>
        <translation>Нет игр, подходящих под «%1», в состоянии «%2».</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1 stays banned: %2</source>
        <translation>Игрок %1 остаётся заблокированным: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 stays banned from %2</source>
        <translation>Игрок %1 остаётся заблокированным на ретрансляторе %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lifted the ban of %1 on %2.</source>
        <translation>Блокировка игрока %1 на ретрансляторе %2 снята.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was no longer banned from %2.</source>
        <translation>Игрок %1 уже не был заблокирован на ретрансляторе %2.</translation>
    </message>
</context>
<context>
    <name>relayclient</name>
    <message>
        <location filename="../app/relayclient/RelayConnection.cpp" line="+57"/>
        <source>it is not a wss:// address; a relay is reached only over TLS, like wss://relay.example.org:19720/</source>
        <translation>это не адрес wss://; к ретранслятору подключаются только по TLS, например wss://relay.example.org:19720/</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>it sent a binary frame</source>
        <translation>он прислал двоичный кадр</translation>
    </message>
    <message>
        <location line="+212"/>
        <source>The relay did not answer %1 in time.</source>
        <translation>Ретранслятор не ответил на %1 вовремя.</translation>
    </message>
    <message>
        <location filename="../app/relayclient/RelayConnection_Errors.cpp" line="+25"/>
        <source>The relay answered with error %1: %2</source>
        <translation>Ретранслятор ответил ошибкой %1: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The relay %1 refused the token: %2. Sign in again or paste a new token.</source>
        <translation>Ретранслятор %1 отклонил токен: %2. Войдите снова или вставьте новый токен.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The relay %1 refused the tier: %2</source>
        <translation>Ретранслятор %1 отклонил уровень: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The relay %1 speaks another ICRP version: %2</source>
        <translation>Ретранслятор %1 использует другую версию ICRP: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The relay %1 is full: %2</source>
        <translation>Ретранслятор %1 переполнен: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The relay %1 refused the connection: %2 (error %3)</source>
        <translation>Ретранслятор %1 отклонил подключение: %2 (ошибка %3)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>close code %1</source>
        <translation>код закрытия %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The relay %1 no longer accepts the token: %2. Sign in again or paste a new token.</source>
        <translation>Ретранслятор %1 больше не принимает токен: %2. Войдите снова или вставьте новый токен.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The relay %1 shut down. The panel connects again when it is back.</source>
        <translation>Ретранслятор %1 завершил работу. Панель подключится снова, когда он вернётся.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The relay %1 ended this session: %2</source>
        <translation>Ретранслятор %1 завершил этот сеанс: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The connection to the relay %1 closed: %2</source>
        <translation>Соединение с ретранслятором %1 закрыто: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The TLS handshake with the relay %1 failed: %2</source>
        <translation>Согласование TLS с ретранслятором %1 не удалось: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The relay %1 cannot be reached: %2. The panel keeps trying.</source>
        <translation>Ретранслятор %1 недоступен: %2. Панель продолжает попытки.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The relay %1 did not finish the handshake in time. The panel keeps trying.</source>
        <translation>Ретранслятор %1 не завершил согласование вовремя. Панель продолжает попытки.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 does not answer as a relay: %2.</source>
        <translation>%1 отвечает не как ретранслятор: %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The panel is not connected to the relay.</source>
        <translation>Панель не подключена к ретранслятору.</translation>
    </message>
    <message>
        <location filename="../app/relayclient/RelayConnection_Methods.cpp" line="+28"/>
        <source>The relay&apos;s answer to %1 is not an object.</source>
        <translation>Ответ ретранслятора на %1 — не объект.</translation>
    </message>
    <message>
        <location filename="../app/relayclient/RelayConnection_Protocol.cpp" line="+20"/>
        <source>it sent a message that is not JSON</source>
        <translation>он прислал сообщение не в формате JSON</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>its greeting came twice or is not an object</source>
        <translation>его приветствие пришло дважды или не является объектом</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is an ICRP server but not a relay</source>
        <translation>это сервер ICRP, но не ретранслятор</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>its answer to ic/identify is not an object</source>
        <translation>его ответ на ic/identify — не объект</translation>
    </message>
    <message>
        <location filename="../app/relayclient/RelayDeviceLogin.cpp" line="+74"/>
        <source>The relay %1 cannot be reached for signing in: %2</source>
        <translation>Ретранслятор %1 недоступен для входа: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The relay&apos;s answer to a sign-in request is not JSON (HTTP %1).</source>
        <translation>Ответ ретранслятора на запрос входа — не JSON (HTTP %1).</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The relay&apos;s sign-in code is incomplete.</source>
        <translation>Код входа от ретранслятора неполон.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The relay&apos;s admin denied this sign-in. Ask them, then sign in again.</source>
        <translation>Администратор ретранслятора отклонил этот вход. Свяжитесь с ним и войдите снова.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The relay answered the sign-in without a bearer token.</source>
        <translation>Ретранслятор ответил на вход без bearer-токена.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The sign-in code expired before the relay&apos;s admin approved it. Sign in again for a new code.</source>
        <translation>Код входа истёк до того, как администратор ретранслятора его подтвердил. Войдите снова, чтобы получить новый код.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The relay refused the sign-in: %1 (%2).</source>
        <translation>Ретранслятор отклонил вход: %1 (%2).</translation>
    </message>
    <message>
        <location filename="../app/relayclient/RelayGameInfo.cpp" line="+17"/>
        <source>The relay&apos;s list of games is not as expected: %1.</source>
        <translation>Список игр ретранслятора не такой, как ожидалось: %1.</translation>
    </message>
    <message>
        <location filename="../app/relayclient/RelayEventLog.cpp" line="+28"/>
        <location filename="../app/relayclient/RelayGameInfo.cpp" line="+49"/>
        <location filename="../app/relayclient/TournamentModel_Data.cpp" line="+94"/>
        <source> vs </source>
        <translation> против </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 on %2: no team won; it ended after %3</source>
        <translation>%1 на %2: ни одна команда не победила; игра завершилась через %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>by annihilation</source>
        <translation>полным уничтожением</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the time limit</source>
        <translation>по истечении лимита времени</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the end</source>
        <translation>в итоге</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on %2: Team %3 won (%4) %5 after %6</source>
        <translation>%1 на %2: команда %3 (%4) победила %5 через %6</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 was kicked from %2</source>
        <translation>Игрок %1 выгнан из игры %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was kicked from %2: %3</source>
        <translation>Игрок %1 выгнан из игры %2: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 left %2</source>
        <translation>Игрок %1 покинул игру %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 left %2: %3</source>
        <translation>Игрок %1 покинул игру %2: %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 started on %2 (%3)</source>
        <translation>Игра %1 началась на карте %2 (%3)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 on %2: %3</source>
        <translation>%1 на %2: %3</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Announcement on %1: %2</source>
        <translation>Объявление на ретрансляторе %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Announcement in %1 on %2: %3</source>
        <translation>Объявление в игре %1 на %2: %3</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../app/relayclient/RelayGameInfo.cpp" line="+6"/>
        <source>a game is not an object</source>
        <translation>игра не является объектом</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a game has no id</source>
        <translation>у игры нет id</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>it has no &quot;games&quot; list</source>
        <translation>в нём нет списка «games»</translation>
    </message>
    <message>
        <location filename="../app/relayclient/RelayStatus.cpp" line="+15"/>
        <source>The relay&apos;s status is not as expected: it has no game figures.</source>
        <translation>Состояние ретранслятора не такое, как ожидалось: в нём нет показателей игр.</translation>
    </message>
    <message>
        <location filename="../app/relayclient/TlsTrust.cpp" line="+60"/>
        <source>The relay sent no certificate the panel can check (%1). It was not connected.</source>
        <translation>Ретранслятор не прислал сертификат, который панель может проверить (%1). Подключение не выполнено.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The relay&apos;s certificate has changed: you trusted the fingerprint %1, and the relay now shows %2. It was not connected. This happens when the relay made a new certificate, or when someone is between you and the relay: ask the relay&apos;s admin which fingerprint is right before you trust the new one.</source>
        <translation>Сертификат ретранслятора изменился: вы доверяли отпечатку %1, а теперь ретранслятор показывает %2. Подключение не выполнено. Так бывает, когда ретранслятор создал новый сертификат или когда кто-то находится между вами и ретранслятором: спросите администратора ретранслятора, какой отпечаток верен, прежде чем доверять новому.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The relay&apos;s certificate is not signed by an authority this computer trusts (%1). Its SHA-256 fingerprint is %2. It was not connected: trust this fingerprint only if the relay&apos;s admin confirms it.</source>
        <translation>Сертификат ретранслятора не подписан центром, которому доверяет этот компьютер (%1). Его отпечаток SHA-256: %2. Подключение не выполнено: доверяйте этому отпечатку, только если его подтвердит администратор ретранслятора.</translation>
    </message>
    <message>
        <location filename="../app/relayclient/RelayGameFeed.cpp" line="+115"/>
        <source>The panel has no connection to %1.</source>
        <translation>У панели нет соединения с ретранслятором %1.</translation>
    </message>
    <message>
        <location line="+239"/>
        <source>%1 is no longer on %2: %3 The view shows the game as last seen; the Tournament page lists the games the relay has now.</source>
        <translation>Игры %1 больше нет на ретрансляторе %2: %3 Здесь показано последнее известное состояние игры; на странице «Турнир» перечислены игры, которые сейчас есть на ретрансляторе.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 does not show %2 to this panel: %3 Sign in to the relay again with a token that reaches this game (Tournament page, Sign In Again…).</source>
        <translation>%1 не показывает %2 этой панели: %3 Войдите на ретранслятор снова с токеном, который даёт доступ к этой игре (страница «Турнир», «Войти снова…»).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The panel is not connected to %1: the view shows %2 as last seen. The Tournament page says why and how to connect again.</source>
        <translation>Панель не подключена к %1: здесь показано состояние %2 на момент последнего обновления. Страница «Турнир» объясняет причину и как подключиться снова.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The panel lost %1: %2 The view shows %3 as last seen.</source>
        <translation>Панель потеряла связь с ретранслятором %1: %2 Здесь показано последнее известное состояние игры %3.</translation>
    </message>
    <message>
        <location filename="../app/relayclient/TournamentModel_Data.cpp" line="-76"/>
        <source>Team %1</source>
        <translation>Команда %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reconnecting…</source>
        <translation>Переподключение…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Running</source>
        <translation>Идёт</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended</source>
        <translation>Завершена</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 won</source>
        <translation>%1 победила</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no team won</source>
        <translation>никто не победил</translation>
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
        <translation>поровну</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 (left)</source>
        <translation>%1 (вышел)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (banned)</source>
        <translation>%1 (заблокирован)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (kicked)</source>
        <translation>%1 (выгнан)</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+93"/>
        <source>Ranked</source>
        <translation>Рейтинговый</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Relay</source>
        <translation>Ретранслятор</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Map</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mode</source>
        <translation>Режим</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Balance</source>
        <translation>Перевес</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duration</source>
        <translation>Длительность</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../app/relayclient/TournamentResultsCsv.cpp" line="+59"/>
        <source>Could not write the results to %1: %2. Choose another folder and export again.</source>
        <translation>Не удалось записать результаты в %1: %2. Выберите другую папку и повторите экспорт.</translation>
    </message>
    <message>
        <location filename="../app/relayclient/RelayTokenRevocation.cpp" line="+24"/>
        <source>The relay %1 cannot revoke tokens (HTTP %2): the token stays valid there until it expires or the relay&apos;s admin revokes it.</source>
        <translation>Ретранслятор %1 не умеет отзывать токены (HTTP %2): токен остаётся на нём действительным, пока не истечёт его срок или администратор ретранслятора не отзовёт его.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The relay %1 did not revoke the token (HTTP %2): %3</source>
        <translation>Ретранслятор %1 не отозвал токен (HTTP %2): %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no reason given</source>
        <translation>причина не указана</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The relay %1 cannot be reached to revoke the token: %2</source>
        <translation>Не удаётся связаться с ретранслятором %1, чтобы отозвать токен: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>There is no token to revoke at %1.</source>
        <translation>Для %1 нет токена, который можно отозвать.</translation>
    </message>
</context>
</TS>
