// `ic-tool mcp` against a live panel (issue 31): the official MCP TypeScript SDK's Client over
// StdioClientTransport launches it. A headless `ic-panel --demo` (its own runtime, config, data
// and tools folders; the test session's keyring): unpaired, a call says the panel has no window
// to ask in and to pair with `ic-tool mcp --pair`; `ic-tool mcp --pair` prints what it did and
// how to undo it, never the token, and --name names an entry already paired again; then every
// tool is called and every resource read through the panel's gateway on the demo's match. A panel
// connected to a game with a player's seat: the observer's live match hides the enemy team's
// figures that an admin session of the game sees. `ic-tool list` beside a demo panel without
// IC_TOOLS_DIR lists the demo's own tools folder and says so.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { programs, run, scratch, startMock, startPanel } from "./support.mjs";

const sdk = path.join(process.env.IC_NPM_DIR, "node_modules/@modelcontextprotocol/sdk/dist/esm");
const { Client } = await import(pathToFileURL(path.join(sdk, "client/index.js")));
const { StdioClientTransport } = await import(pathToFileURL(path.join(sdk, "client/stdio.js")));
const { ResourceUpdatedNotificationSchema } = await import(pathToFileURL(path.join(sdk, "types.js")));

const cleanups = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// An MCP client session with `ic-tool mcp`, as an assistant starts it.
async function mcpClient(env, name = "ic-mcp-panel-test") {
  const client = new Client({ name, version: "1.0.0" });
  const transport = new StdioClientTransport({ command: programs.tool, args: ["mcp"], env, stderr: "pipe" });
  let stderr = "";
  transport.stderr.on("data", (chunk) => (stderr += chunk));
  await client.connect(transport);
  cleanups.push(() => client.close());
  client.log = () => stderr;
  return client;
}

// A tool's structured answer; fails with the tool error's text.
async function call(client, name, args) {
  const result = await client.callTool({ name, arguments: args });
  assert.equal(result.isError, false, `${name}: ${result.content?.[0]?.text}`);
  assert.deepEqual(JSON.parse(result.content[0].text), result.structuredContent, name);
  return result.structuredContent;
}

async function read(client, uri) {
  const { contents } = await client.readResource({ uri });
  assert.equal(contents.length, 1, uri);
  assert.equal(contents[0].mimeType, "application/json", uri);
  return JSON.parse(contents[0].text);
}

test("paired with a demo panel, every tool and resource answers from the live match", async () => {
  const s = scratch();
  cleanups.push(() => s.remove());
  const panel = await startPanel(s.env, ["--demo"]);
  cleanups.push(() => panel.proc.stop());

  // Not paired yet: the call asks the panel as an unknown program, but a headless panel has
  // nobody to ask; the tool error says to pair from a terminal. Listing needs no pairing.
  const before = await mcpClient(s.env);
  assert.match(before.getInstructions(), /not paired with the panel yet/);
  assert.equal((await before.listTools()).tools.length, 4);
  const refused = await before.callTool({ name: "explain_unit_stats", arguments: { unit_type: "heavy_tank" } });
  assert.equal(refused.isError, true);
  assert.match(refused.content[0].text, /runs without a window \(ic-panel --headless\)/);
  assert.match(refused.content[0].text, /run ic-tool mcp --pair/);

  const paired = await run(programs.tool, ["mcp", "--pair", "--name", "Test Assistant"], s.env);
  assert.equal(paired.code, 0, paired.err);
  assert.match(paired.out, /Paired the MCP server .* as the tool "mcp" \(MCP server \(Test Assistant\)\), tier observer/);
  assert.match(paired.out, /Uninstall on the panel's Tools page, or ic-tool uninstall mcp/);
  assert.doesNotMatch(paired.out + paired.err, /[A-Za-z0-9+/_-]{24,}/, "no token printed");
  const listed = await run(programs.tool, ["list"], s.env);
  assert.match(listed.out, /^mcp\s+paired\s+yes\s+observer/m);
  const again = await run(programs.tool, ["mcp", "--pair"], s.env);
  assert.match(again.out, /already paired as the tool "mcp" \("MCP server \(Test Assistant\)" on the panel's Tools page\); its tier is observer/);
  // --name on an entry already there names it again, and says so (twenty-third newcomer).
  const renamed = await run(programs.tool, ["mcp", "--pair", "--name", "Coach AI"], s.env);
  assert.equal(renamed.code, 0, renamed.err);
  assert.match(renamed.out, /already paired as the tool "mcp"; it is named "MCP server \(Coach AI\)" on the panel's Tools page now, and its tier is observer/);
  const names = JSON.parse((await run(programs.tool, ["list", "--json"], s.env)).out);
  assert.equal(names.tools.find((t) => t.id === "mcp").name, "MCP server (Coach AI)");
  assert.equal((await run(programs.tool, ["mcp", "--pair", "--tier", "mod"], s.env)).code, 2);

  const client = await mcpClient(s.env);
  assert.match(client.getInstructions(), /paired at the observer tier/);
  const unit = await call(client, "explain_unit_stats", { unit_type: "heavy_tank" });
  assert.equal(unit.unit_type, "heavy_tank");
  assert.equal(unit.cost, 950);
  assert.ok(Array.isArray(unit.strong_against) && Array.isArray(unit.weak_against));
  const unknown = await client.callTool({ name: "explain_unit_stats", arguments: { unit_type: "ufo" } });
  assert.equal(unknown.isError, true);
  assert.match(unknown.content[0].text, /No unit type "ufo".*heavy_tank/);

  const history = await call(client, "query_match_history", { limit: 3 });
  assert.ok(history.matches.length > 0, "the demo keeps a match history");
  const match = history.matches[0];
  const analysis = await call(client, "analyze_replay", { match_id: match.match_id });
  assert.equal(analysis.match_id, match.match_id);
  assert.equal(analysis.players.length, match.players.length);
  const player = match.players[0].name;
  const advice = await call(client, "suggest_build_order", { player });
  assert.equal(advice.player, player);
  assert.ok(advice.steps.length > 0);

  const live = await read(client, "ic://match/live");
  assert.equal(live.match.state, "running");
  assert.ok(live.state.players.length > 0);
  assert.ok((await read(client, "ic://match/history")).matches.length > 0);
  assert.equal((await read(client, "ic://match/history/" + encodeURIComponent(match.match_id))).match_id
    ?? match.match_id, match.match_id);
  assert.equal((await read(client, `ic://player/${encodeURIComponent(player)}/style`)).player, player);
  assert.ok(match.replay_id, JSON.stringify(match));
  const replay = await read(client, `ic://replay/${encodeURIComponent(match.replay_id)}/tick/0`);
  assert.ok(replay && typeof replay === "object");

  // Every prompt, as the assistant gets it with this match and player.
  const values = { match_id: match.match_id, player, strategy: "tank rush" };
  for (const prompt of (await client.listPrompts()).prompts) {
    const args = Object.fromEntries(prompt.arguments.map((a) => [a.name, values[a.name]]));
    const got = await client.getPrompt({ name: prompt.name, arguments: args });
    assert.equal(got.messages[0].role, "user", prompt.name);
    for (const a of prompt.arguments.filter((a) => a.required))
      assert.ok(got.messages[0].content.text.includes(values[a.name]), prompt.name);
  }
  assert.match(client.log(), /in the panel's gateway/);

  // The panel goes: a tool error says so; once it is back, the next call connects again.
  await panel.proc.stop();
  const gone = await client.callTool({ name: "explain_unit_stats", arguments: { unit_type: "harvester" } });
  assert.equal(gone.isError, true);
  assert.match(gone.content[0].text, /IC Control Panel is not running|gateway cannot be reached/);
  const back = await startPanel(s.env, ["--demo"]);
  cleanups.push(() => back.proc.stop());
  assert.equal((await call(client, "explain_unit_stats", { unit_type: "harvester" })).cost, 1400);
});

test("ic-tool list lists a running demo panel's own tools folder, and says which", async () => {
  const s = scratch();
  cleanups.push(() => s.remove());
  // As a user runs it: no IC_TOOLS_DIR, so the demo keeps its tools in a folder of its own.
  const env = { ...s.env };
  delete env.IC_TOOLS_DIR;
  const panel = await startPanel(env, ["--demo"]);
  cleanups.push(() => panel.proc.stop());
  assert.equal((await run(programs.tool, ["mcp", "--pair", "--name", "Coach AI"], env)).code, 0);
  const demoTools = path.join(s.dirs.data, "ic-control-panel/ic-panel/demo/tools");
  const listed = await run(programs.tool, ["list"], env);
  assert.equal(listed.code, 0, listed.err);
  assert.match(listed.out, /^mcp\s+paired\s+yes\s+observer/m);
  assert.match(listed.out, /^live-stats\s/m); // the demo's example overlays
  assert.ok(listed.err.includes(`Listing the running IC Control Panel's tools, in ${demoTools} (a demo panel`),
            listed.err);
  assert.ok(listed.err.includes("The usual folder: IC_TOOLS_DIR="), listed.err);
  const json = await run(programs.tool, ["list", "--json"], env);
  assert.ok(JSON.parse(json.out).tools.some((t) => t.id === "mcp"), json.out); // stdout: JSON alone
  // IC_TOOLS_DIR set: that folder, whatever panel runs, and nothing more said.
  const chosen = await run(programs.tool, ["list"], s.env);
  assert.equal(chosen.out, "");
  assert.equal(chosen.err.trim(), "No tools installed.");
});

test("an observer's live match hides the enemy's figures an admin session sees", async () => {
  const s = scratch();
  cleanups.push(() => s.remove());
  const password = "mcp-fog-game-pw";
  const game = await startMock(s.env, ["--password", password, "--start-at", "200"]);
  cleanups.push(() => game.proc.stop());
  const panel = await startPanel({ ...s.env, ICRP_PASSWORD: password }, ["--connect", game.url]);
  cleanups.push(() => panel.proc.stop());
  assert.equal((await run(programs.tool, ["mcp", "--pair"], s.env)).code, 0);
  const client = await mcpClient(s.env);
  const observer = (await read(client, "ic://match/live")).state;
  const admin = JSON.parse((await run(programs.tool,
    ["call", "--url", game.url, "--tier", "admin", "ic/state.query", "{}"],
    { ...s.env, ICRP_PASSWORD: password })).out);
  const team = (state, t) => state.players.filter((p) => p.team === t);
  // The seat is the first player's (team 0): team 1 is the enemy.
  assert.ok(team(admin, 1).length > 0 && team(admin, 1).every((p) => Number.isFinite(p.army_value)),
            JSON.stringify(admin.players));
  assert.ok(team(observer, 1).length > 0, JSON.stringify(observer.players));
  for (const enemy of team(observer, 1)) {
    assert.equal(enemy.army_value, undefined, `the observer sees ${enemy.name}'s army value`);
    assert.equal(enemy.resources, undefined, `the observer sees ${enemy.name}'s credits`);
  }
  assert.ok(team(observer, 0).every((p) => Number.isFinite(p.army_value)), "its own team is seen");

  // Subscribed to the live match: the admin pauses the game, and the model is told it changed.
  const updated = new Promise((resolve) =>
    client.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => resolve(n.params.uri)));
  await client.subscribeResource({ uri: "ic://match/live" });
  const paused = await run(programs.tool, ["call", "--url", game.url, "--tier", "admin", "ic/admin.pause",
    JSON.stringify({ paused: true })], { ...s.env, ICRP_PASSWORD: password });
  assert.equal(paused.code, 0, paused.err);
  assert.equal(await updated, "ic://match/live");
  assert.equal((await read(client, "ic://match/live")).match.state, "paused");
});

// A ranked game (ic-remote-mock --ranked: observers see it ranked_observer_delay_seconds, 120,
// late) behind a panel, and an observer-paired `ic-tool mcp` (spec §8, "Ranked matches").
async function rankedGame(s, gameArgs) {
  const password = "mcp-ranked-game-pw";
  const env = { ...s.env, ICRP_PASSWORD: password };
  const game = await startMock(s.env, ["--password", password, "--ranked", ...gameArgs]);
  cleanups.push(() => game.proc.stop());
  const panel = await startPanel(env, ["--connect", game.url]);
  cleanups.push(() => panel.proc.stop());
  assert.equal((await run(programs.tool, ["mcp", "--pair"], s.env)).code, 0);
  const admin = async (method, params = {}) => {
    const answer = await run(programs.tool, ["call", "--url", game.url, "--tier", "admin", method,
      JSON.stringify(params)], env);
    assert.equal(answer.code, 0, answer.err);
    return JSON.parse(answer.out);
  };
  return { client: await mcpClient(s.env), admin };
}

test("in a ranked match the observer's live match is the observer delay behind", async () => {
  const s = scratch();
  cleanups.push(() => s.remove());
  const { client, admin } = await rankedGame(s, ["--start-at", "200"]);
  // The observer's first, then the admin's: the admin's clock can only have gone on meanwhile.
  const observer = await read(client, "ic://match/live");
  const now = await admin("ic/match.info");
  assert.equal(now.ranked, true);
  assert.equal(observer.match.ranked, true);
  const delayTicks = 120 * now.tick_rate;
  assert.ok(now.game_time_ticks >= 200 * now.tick_rate, JSON.stringify(now));
  assert.ok(observer.match.game_time_ticks > 0, "the delayed view has started");
  assert.ok(observer.match.game_time_ticks <= now.game_time_ticks - delayTicks,
            `observer at tick ${observer.match.game_time_ticks}, admin at ${now.game_time_ticks}: ` +
            `not ${delayTicks} ticks (120 s) behind`);
  // The same delayed moment in the state: the observer's figures are not the admin's of now.
  const state = await admin("ic/state.query");
  const mine = (st) => st.players.find((p) => p.name === now.local_player);
  assert.notDeepEqual(mine(observer.state), mine(state), "the observer sees the present");
});

test("a ranked replay held back from an observer says which tier sees it and how to grant it", async () => {
  const s = scratch();
  cleanups.push(() => s.remove());
  // The ranked match ended 5 game seconds ago: its replay opens to observers 120 s after that.
  const { client, admin } = await rankedGame(s, ["--duration", "30", "--start-at", "35"]);
  const [replay] = (await admin("ic/replay.list")).replays;
  assert.ok(replay, "the mock recorded the match it played");
  await assert.rejects(read(client, `ic://replay/${encodeURIComponent(replay.replay_id)}/tick/0`),
    (error) => {
      assert.match(error.message, /opens to observers once the observer delay has passed/);
      assert.match(error.message, /observer tier sees it only once the observer delay has passed/);
      assert.match(error.message, /ic-tool mcp --pair --tier admin/);
      return true;
    });
  // Paired at the admin tier the same read answers.
  assert.equal((await run(programs.tool, ["mcp", "--pair", "--tier", "admin"], s.env)).code, 0);
  const adminClient = await mcpClient(s.env);
  assert.match(adminClient.getInstructions(), /paired at the admin tier/);
  const state = await read(adminClient, `ic://replay/${encodeURIComponent(replay.replay_id)}/tick/0`);
  assert.ok(state && typeof state === "object");
});
