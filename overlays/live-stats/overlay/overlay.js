// Live Stats Overlay: connects to the IC Control Panel gateway through ic-remote.js (the tool
// token comes from the URL fragment, #token=…), identifies as an observer tool (ICRP 1.x,
// docs/icrp-spec.md), subscribes to match, economy and combat events and shows army value,
// credits (from a player's seat the local player's only; from a spectator's seat everyone's),
// units per player and a kill feed; under a team the game hides from it (fog of war), how to show both teams. While
// the panel shows a replay instead of the live game (Show on stream, ic/gateway.replay), a
// REPLAY badge says so and the figures are the replay's; back to live, they are asked for
// again at once. With ?demo in the URL it shows sample data without connecting
// (?demo=spectator: both teams seen).
"use strict";

const TOOL = { name: "Live Stats Overlay", version: "1.2.3" };
const CATEGORIES = ["match", "economy", "combat"];
const QUERY_INTERVAL_MS = 2000;
const FEED_LENGTH = 4;
// A failed query keeps the last good figures and is asked again on the next refresh; only
// after this long without a good answer does the stream see a line about it.
const STALE_AFTER_MS = 10000;
const WAITING_FOR_THE_GAME = "Waiting for the game…";

const state = {
  players: new Map(), // name -> {name, team, present, army_value, resources, units}
  tickRate: 15,
  tick: 0,
  map: "",
  statusText: "", // what the connection says (ranked, waiting for the panel…)
  lastGoodAt: Date.now(), // when the game last answered a query
  needMatchInfo: true, // the map and teams are still to be asked for
  replay: null, // the replay the panel shows instead of the live game (ic/gateway.replay)
  era: 0, // counts the switches between live and replay: an answer from before one is dropped
  // A call failed (refused by the gateway: too many calls, a grant it lacks; or the game away)
  // before any figure came: the stream sees "Waiting for the game…", not a table of blanks.
  failedBeforeFigures: false,
};

// Whether any figure of this match has come (a state query answered for a player).
function haveFigures() {
  for (const p of state.players.values()) if (p.answered === true) return true;
  return false;
}

// Nothing to show but names and blank cells, after a call failed: the line says why instead.
function waitingForFigures() {
  return state.failedBeforeFigures && !haveFigures();
}


// ---- rendering ---------------------------------------------------------------------------

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function formatNumber(n) {
  if (n === undefined || n === null) return "—";
  return n.toLocaleString("en-US");
}

function formatClock(ticks) {
  const seconds = Math.floor(ticks / (state.tickRate || 15));
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  // m:ss, as the panel's Match page and the game's own clock read it.
  return m + ":" + String(s).padStart(2, "0");
}

// What a dim cell means (docs/icrp-spec.md 9.4): an observer sees what the local player's side
// sees: no enemy army value, no credits but the local player's own, only enemy units in sight.
const HIDDEN = {
  army: "Hidden: an observer does not see the enemy's army value (fog of war)",
  credits: "Hidden: an observer sees only its own player's credits",
  units: "Only the units in sight; the rest are in the fog of war",
};

// A cell; a hidden one is dim and says why in its tooltip; one not known yet is empty.
function cell(value, hiddenWhy, className) {
  const text = value === undefined && !hiddenWhy ? "" : formatNumber(value);
  const td = el("td", hiddenWhy ? "hidden" : className || "", text);
  if (hiddenWhy) td.title = hiddenWhy;
  return td;
}

// What decides the view is the game, not the overlay: an observer tool sees the match as the
// game's local player does (docs/icrp-spec.md 9.4), so when the game is played from a seat in
// one team, the other team's figures never reach the overlay. Said where that team is, with
// how the streamer shows both.
const FOG_HINT_WHY = "An observer overlay sees the match as the game's local player does: the " +
  "other team is in the fog of war. Join the match in the game as a spectator (in no team) to " +
  "show every team; a ranked match still shows them with the observer delay.";

function fogHint(team, teams) {
  return "Team " + (team + 1) + " is hidden: the game shows what its local player sees. " +
    "Spectate the match in the game to show " + (teams > 2 ? "every team." : "both teams.");
}

// The teams of which this view sees no figure at all, while it sees another team's (before the
// first answer nobody's figures are known: no hint then).
function fogTeams(players) {
  const seen = new Map(); // team -> whether any of its figures arrived
  for (const p of players) seen.set(p.team, seen.get(p.team) || p.army_value !== undefined);
  const hidden = [...seen].filter(([, any]) => !any).map(([team]) => team);
  return { hidden: hidden.length < seen.size ? hidden : [], teams: seen.size };
}

// A figure is hidden only when the game answered a state query for the player without it: the
// match info (names and teams) comes first, and a figure not asked for yet is not fog of war.
function playerRow(p) {
  const row = el("tr", "team" + (p.team % 2) + (p.present === false ? " gone" : ""));
  const hidden = (value, why) => p.answered === true && value === undefined && why;
  row.append(el("td", "name", p.name));
  row.append(cell(p.army_value, hidden(p.army_value, HIDDEN.army)));
  row.append(cell(p.resources, hidden(p.resources, HIDDEN.credits), "credits"));
  const units = p.units_alive !== undefined ? p.units_alive : p.visible_units;
  row.append(cell(units, hidden(p.units_alive, HIDDEN.units)));
  return row;
}

function fogHintRow(team, teams) {
  const row = el("tr", "fog-hint team" + (team % 2));
  const text = el("td", "", fogHint(team, teams));
  text.colSpan = 4;
  text.title = FOG_HINT_WHY;
  row.append(text);
  return row;
}

function renderPlayers() {
  const body = document.querySelector("#players tbody");
  body.replaceChildren();
  const players = [...state.players.values()].sort((a, b) => a.team - b.team);
  const fog = fogTeams(players);
  players.forEach((p, i) => {
    body.append(playerRow(p));
    const last = i + 1 === players.length || players[i + 1].team !== p.team;
    if (last && fog.hidden.includes(p.team)) body.append(fogHintRow(p.team, fog.teams));
  });
  // Names over blank cells read as broken: while waiting, only the status line shows.
  document.getElementById("players").hidden = waitingForFigures();
  // The legend only when there is something to explain.
  document.getElementById("legend").hidden = !body.querySelector("td.hidden");
  document.getElementById("map").textContent = state.map || "Live Stats";
  document.getElementById("clock").textContent = formatClock(state.tick);
  const badge = document.getElementById("replay");
  badge.hidden = !state.replay;
  badge.title = state.replay
    ? "A replay (" + state.replay.replay_id + "), not the live game" : "";
  showStatus();
}

function teamOf(name) {
  const p = state.players.get(name);
  return p ? "team" + (p.team % 2) : "";
}

// "rifle_infantry" as the panel's Match page names it: "Rifle Infantry".
function typeName(id) {
  return id.split("_").filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1)).join(" ");
}

function addKill(data) {
  const feed = document.getElementById("feed");
  const item = el("li");
  const what = typeName(data.unit_type || data.building_type || "unit");
  if (data.killed_by) {
    item.append(el("span", "killer " + teamOf(data.killed_by), data.killed_by));
    item.append(document.createTextNode(" destroyed "));
  }
  item.append(el("span", "victim " + teamOf(data.owner), data.owner + "'s " + what));
  feed.prepend(item);
  while (feed.children.length > FEED_LENGTH) feed.lastElementChild.remove();
}

function setStatus(text) {
  state.statusText = text || "";
  showStatus();
}

function showStatus() {
  const stale = Date.now() - state.lastGoodAt > STALE_AFTER_MS;
  const text = stale || waitingForFigures() ? WAITING_FOR_THE_GAME : state.statusText;
  const status = document.getElementById("status");
  status.textContent = text;
  status.hidden = !text;
}

// A query answered: the figures are fresh again.
function answered() {
  state.lastGoodAt = Date.now();
  showStatus();
}

// A query failed (the game busy or away, the panel pacing calls, a grant the tool lacks): the
// figures stay, the next refresh asks again; the viewers see nothing unless it lasts
// (showStatus), or "Waiting for the game…" at once while no figure has come yet. Never the raw
// error: the panel's Log and Status page say what it was.
function failed(what, error) {
  console.warn("Live Stats: " + what + " failed, asking again on the next refresh:",
    error.code, error.message);
  if (!haveFigures()) state.failedBeforeFigures = true;
  renderPlayers();
  showStatus();
}

// ---- the game, through ic-remote.js (/sdk/ic-remote.js, served by IC Control Panel) -------

// Inside the panel the SDK finds the gateway, the tool id and the token (#token=…) by itself.
// For development against ic-remote-mock, ?url=ws://127.0.0.1:19710/ names another server
// (the panel's Content-Security-Policy does not allow that once installed).
function clientOptions() {
  const options = { name: TOOL.name, version: TOOL.version, subscriptions: CATEGORIES };
  const url = new URLSearchParams(location.search).get("url");
  if (url && /^wss?:\/\//.test(url)) options.url = url;
  return options;
}

function applyMatchInfo(info) {
  state.map = info.map || "";
  state.tickRate = info.tick_rate || state.tickRate;
  state.tick = info.game_time_ticks || 0;
  for (const p of info.players || []) mergePlayer(p);
  renderPlayers();
}

function mergePlayer(p) {
  const old = state.players.get(p.name) || {};
  state.players.set(p.name, Object.assign(old, p));
}

const FIGURES = ["players", "resources", "army_value", "units_alive", "game_time"];

function applyFigures({ result, error }) {
  if (error) return failed("the state query", error);
  answered();
  if (result.game_time_ticks !== undefined) state.tick = result.game_time_ticks;
  for (const p of result.players || []) mergePlayer(Object.assign({ answered: true }, p));
  renderPlayers();
}

async function query(client) {
  const era = state.era;
  const figures = await client.queryState(FIGURES);
  if (era !== state.era) return; // the other match's figures (live or replay)
  applyFigures(figures);
}

function onEvent(event) {
  const data = event.data || {};
  if (event.tick !== undefined) state.tick = Math.max(state.tick, event.tick);
  switch (event.type) {
  case "game_start":
    state.players.clear();
    state.map = data.map || state.map;
    for (const p of data.players || []) mergePlayer(Object.assign({ present: true }, p));
    break;
  case "player_leave":
    if (state.players.has(data.player)) state.players.get(data.player).present = false;
    break;
  case "resource_harvested":
    if (state.players.has(data.player)) state.players.get(data.player).resources = data.credits;
    break;
  case "unit_destroyed":
  case "building_destroyed":
    addKill(data);
    break;
  default:
    break;
  }
  renderPlayers();
}

// The match info and the figures are asked for together and shown together: names over blank
// cells for a round trip read as broken (and a browser that draws on a time budget caught them).
async function refresh(client) {
  const era = state.era;
  const [info, figures] = await Promise.all([client.matchInfo(), client.queryState(FIGURES)]);
  if (era !== state.era) return;
  if (info.error) {
    state.needMatchInfo = true;
    return failed("the match info", info.error);
  }
  state.needMatchInfo = false;
  answered();
  applyMatchInfo(info.result);
  applyFigures(figures);
}

// Show on stream began, jumped or ended: what is shown belongs to the other match, so it goes
// at once (players, kills, clock) and is asked for again.
function onReplay(client, replay) {
  state.era += 1;
  state.failedBeforeFigures = false;
  state.replay = replay.showing ? replay : null;
  state.players.clear();
  state.tick = replay.showing ? replay.tick || 0 : 0;
  if (replay.showing) {
    state.map = replay.map || state.map;
    state.tickRate = replay.tick_rate || state.tickRate;
  }
  document.getElementById("feed").replaceChildren();
  renderPlayers();
  refresh(client);
}

function connect() {
  const client = new IcRemote.IcClient(clientOptions());
  let timer = null;
  client.on("event", onEvent);
  client.on("replay", (replay) => onReplay(client, replay));
  client.on("connected", (welcome) => {
    setStatus(welcome.ranked && welcome.observerDelaySeconds
      ? "Ranked: events " + welcome.observerDelaySeconds + " s delayed" : "");
    if (welcome.tickRate) state.tickRate = welcome.tickRate;
    state.lastGoodAt = Date.now();
    refresh(client);
    clearInterval(timer);
    timer = setInterval(
      () => (state.needMatchInfo ? refresh(client) : query(client)), QUERY_INTERVAL_MS);
  });
  client.on("game", (game) => {
    if (!game.connected) return setStatus(WAITING_FOR_THE_GAME);
    state.lastGoodAt = Date.now();
    setStatus(game.ranked && game.observerDelaySeconds
      ? "Ranked: events " + game.observerDelaySeconds + " s delayed" : "");
    if (game.tickRate) state.tickRate = game.tickRate;
    refresh(client);
  });
  client.on("disconnected", ({ willReconnect }) => {
    clearInterval(timer);
    setStatus(willReconnect ? "Waiting for IC Control Panel…" : "Not connected: " + client.lastError);
  });
  client.on("error", (message) => setStatus("Not connected: " + message));
  client.connect();
  window.liveStats = { client, state }; // for tests and the browser console
}

// ---- demo data (?demo): what a stream sees mid-match (?demo=spectator: from no team) ----

function demo() {
  document.body.classList.add("still");
  state.map = "Fjord Crossing";
  state.tick = 15 * 754;
  const players = new URLSearchParams(location.search).get("demo") === "spectator" ? [
    { name: "CommanderZod", team: 0, army_value: 12450, resources: 4600, units_alive: 23 },
    { name: "Volkov", team: 0, army_value: 9800, resources: 2100, units_alive: 17 },
    { name: "alice", team: 1, army_value: 10300, resources: 3900, units_alive: 19 },
    { name: "Tanya", team: 1, army_value: 7600, resources: 1500, units_alive: 12 },
  ] : [
    { name: "CommanderZod", team: 0, army_value: 12450, resources: 4600, units_alive: 23 },
    { name: "Volkov", team: 0, army_value: 9800, units_alive: 17 },
    { name: "alice", team: 1, visible_units: 6 },
    { name: "Tanya", team: 1, visible_units: 3 },
  ];
  for (const p of players) mergePlayer(Object.assign({ present: true, answered: true }, p));
  renderPlayers();
  addKill({ unit_type: "light_tank", owner: "Tanya", killed_by: "Volkov" });
  addKill({ building_type: "pillbox", owner: "alice", killed_by: "CommanderZod" });
  addKill({ unit_type: "rifle_infantry", owner: "Volkov", killed_by: "alice" });
}

if (new URLSearchParams(location.search).has("demo")) demo();
else connect();
