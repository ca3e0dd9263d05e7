// @NAME@ — a match dashboard on the IC Control Panel JS SDK (ic-remote.js): every player's
// figures, refreshed each second, and the latest events with a count per category.
"use strict";

const TOOL = { name: "@NAME@", version: "0.1.0" };
const CATEGORIES = ["match", "economy", "combat"];
const state = { tickRate: 15, tick: 0, counts: {} };

function cell(text, className) {
  const td = document.createElement("td");
  td.textContent = text;
  if (className) td.className = className;
  return td;
}

// A figure, or what is in sight of it ("6 seen"), or "hidden" — never a made-up 0.
function figure(value, seen) {
  if (value !== undefined) return cell(Number(value).toLocaleString("en-US"), "num");
  if (seen !== undefined) return cell(seen + " seen", "num hidden");
  return cell("hidden", "num hidden");
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

// ic/match.info: map, mode, tick rate and the players.
async function readMatch(client) {
  const { result, error } = await client.matchInfo();
  if (error) return status(error.message);
  state.tickRate = result.tick_rate || state.tickRate;
  document.getElementById("match").textContent = result.map + " · " + result.mode;
}

// ic/state.query: the figures this tier may see. Under the fog of war a figure is missing,
// and the table says "hidden" rather than 0.
async function readFigures(client) {
  const { result, error } = await client.queryState(["players", "resources", "army_value",
                                                     "units_alive", "structures", "game_time"]);
  if (error) return;
  if (result.game_time_ticks !== undefined) state.tick = result.game_time_ticks;
  document.getElementById("clock").textContent = clock(state.tick);
  const body = document.querySelector("#players tbody");
  body.replaceChildren();
  for (const p of (result.players || []).sort((a, b) => a.team - b.team)) {
    const row = document.createElement("tr");
    row.className = "team" + (p.team % 2);
    row.append(cell(p.name, "name"), cell(String(p.team + 1)));
    for (const v of [p.resources, p.army_value]) row.append(figure(v));
    // Enemies' totals are hidden; what the observer sees of them right now is not.
    row.append(figure(p.units_alive, p.visible_units));
    row.append(figure(p.structures, p.visible_structures));
    body.append(row);
  }
}

// Events of the categories in tool.yaml, newest first.
function onEvent(event) {
  state.counts[event.category] = (state.counts[event.category] || 0) + 1;
  document.getElementById("counts").textContent = CATEGORIES
    .map((c) => c + " " + (state.counts[c] || 0)).join(" · ");
  const item = document.createElement("li");
  item.textContent = clock(event.tick || state.tick) + "  " + event.category + "  " + event.type;
  const list = document.getElementById("events");
  list.prepend(item);
  while (list.children.length > 10) list.lastElementChild.remove();
}

function start() {
  const client = new IcRemote.IcClient({ name: TOOL.name, version: TOOL.version,
                                         subscriptions: CATEGORIES });
  let timer = null;
  client.on("event", onEvent);
  client.on("connected", async () => {
    status("");
    await readMatch(client);
    await readFigures(client);
    clearInterval(timer);
    timer = setInterval(() => readFigures(client), 1000);
  });
  client.on("game", (game) => game.connected ? readMatch(client) : status("Waiting for the game…"));
  client.on("disconnected", () => {
    clearInterval(timer);
    status("Waiting for IC Control Panel…");
  });
  client.connect();
}

start();
