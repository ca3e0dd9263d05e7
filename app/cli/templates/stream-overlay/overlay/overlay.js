// @NAME@ — a stream overlay on the IC Control Panel JS SDK (ic-remote.js).
// It shows the game clock, each team's army value and the last kill. Change anything: the
// panel serves this folder once installed, and `ic-tool package` + `ic-tool install` again
// updates it (press Reload on the panel's Overlays page, or refresh the OBS source).
"use strict";

const TOOL = { name: "@NAME@", version: "0.1.0" };
const state = { tickRate: 15, tick: 0, teams: new Map() /* player -> team */ };

function show(id, text) {
  document.getElementById(id).textContent = text;
}

function clock(ticks) {
  const seconds = Math.floor(ticks / state.tickRate);
  return Math.floor(seconds / 60) + ":" + String(seconds % 60).padStart(2, "0");
}

function status(text) {
  const p = document.getElementById("status");
  p.textContent = text || "";
  p.hidden = !text;
}

// ic/match.info: the map, the tick rate and who plays in which team. Asked once per match.
async function readMatch(client) {
  const { result, error } = await client.matchInfo();
  if (error) return status(error.message); // errors are values, never exceptions
  state.tickRate = result.tick_rate || state.tickRate;
  state.tick = result.game_time_ticks || 0;
  for (const p of result.players || []) state.teams.set(p.name, p.team);
  show("clock", clock(state.tick));
}

// ic/state.query: the figures, as this tool's tier may see them. An observer sees what a
// spectator sees: a figure hidden by the fog of war is simply missing (never 0).
async function readFigures(client) {
  const { result, error } = await client.queryState(["players", "army_value", "game_time"]);
  if (error) return;
  if (result.game_time_ticks !== undefined) state.tick = result.game_time_ticks;
  const army = [0, 0];
  const known = [false, false];
  for (const p of result.players || []) {
    const team = state.teams.has(p.name) ? state.teams.get(p.name) : p.team;
    if (p.army_value === undefined || (team !== 0 && team !== 1)) continue;
    army[team] += p.army_value;
    known[team] = true;
  }
  for (const team of [0, 1])
    show("army" + team, known[team] ? army[team].toLocaleString("en-US") : "—");
  show("clock", clock(state.tick));
}

// Events come for the categories in tool.yaml's subscriptions: "match" (game_start, …) and
// "combat" (unit_destroyed, building_destroyed, …).
function onEvent(client, event) {
  if (event.tick !== undefined) state.tick = Math.max(state.tick, event.tick);
  const data = event.data || {};
  if (event.type === "game_start") readMatch(client);
  if (event.type === "unit_destroyed" || event.type === "building_destroyed") {
    const what = (data.unit_type || data.building_type || "unit").replace(/_/g, " ");
    show("last-kill", (data.killed_by ? data.killed_by + " destroyed " : "") +
                      data.owner + "'s " + what);
  }
}

function start() {
  // Inside the panel the SDK finds the gateway and the token (#token=… in the URL) itself.
  const client = new IcRemote.IcClient({ name: TOOL.name, version: TOOL.version,
                                         subscriptions: ["match", "combat"] });
  let timer = null;
  client.on("event", (event) => onEvent(client, event));
  client.on("connected", async () => {
    status("");
    await readMatch(client);
    await readFigures(client);
    clearInterval(timer);
    timer = setInterval(() => readFigures(client), 1000);
  });
  // The game went away or came back while the panel stayed.
  client.on("game", (game) => game.connected ? readMatch(client) : status("Waiting for the game…"));
  client.on("disconnected", () => {
    clearInterval(timer);
    status("Waiting for IC Control Panel…"); // the SDK reconnects by itself
  });
  client.connect();
}

start();
