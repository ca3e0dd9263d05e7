// Live Stats Overlay: connects to the IC Control Panel gateway (ws://<this host>/) with the
// tool token from the URL fragment (#token=…), identifies as an observer tool (ICRP 1.x,
// docs/icrp-spec.md), subscribes to match, economy and combat events and shows army value,
// credits (own player only: observers never see others' credits), units per player and a
// kill feed. With ?demo in the URL it shows sample data without connecting.
"use strict";

const TOOL = { name: "Live Stats Overlay", version: "1.2.0" };
const CATEGORIES = ["match", "economy", "combat"];
const QUERY_INTERVAL_MS = 2000;
const FEED_LENGTH = 4;

const state = {
  players: new Map(), // name -> {name, team, present, army_value, resources, units}
  tickRate: 15,
  tick: 0,
  map: "",
};

let socket = null;
let nextId = 1;
let pending = new Map();
let queryTimer = null;
let retryDelayMs = 1000;

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
  return String(m).padStart(2, "0") + ":" + String(s).padStart(2, "0");
}

function renderPlayers() {
  const body = document.querySelector("#players tbody");
  body.replaceChildren();
  const players = [...state.players.values()].sort((a, b) => a.team - b.team);
  for (const p of players) {
    const row = el("tr", "team" + (p.team % 2) + (p.present === false ? " gone" : ""));
    row.append(el("td", "name", p.name));
    const army = p.army_value;
    row.append(el("td", army === undefined ? "hidden" : "", formatNumber(army)));
    const credits = p.resources;
    row.append(el("td", credits === undefined ? "hidden" : "credits", formatNumber(credits)));
    const units = p.units_alive !== undefined ? p.units_alive : p.visible_units;
    row.append(el("td", p.units_alive === undefined ? "hidden" : "", formatNumber(units)));
    body.append(row);
  }
  document.getElementById("map").textContent = state.map || "Live Stats";
  document.getElementById("clock").textContent = formatClock(state.tick);
}

function teamOf(name) {
  const p = state.players.get(name);
  return p ? "team" + (p.team % 2) : "";
}

function addKill(data) {
  const feed = document.getElementById("feed");
  const item = el("li");
  const what = (data.unit_type || data.building_type || "unit").replace(/_/g, " ");
  if (data.killed_by) {
    item.append(el("span", "killer " + teamOf(data.killed_by), data.killed_by));
    item.append(document.createTextNode(" destroyed "));
  }
  item.append(el("span", "victim " + teamOf(data.owner), data.owner + "'s " + what));
  feed.prepend(item);
  while (feed.children.length > FEED_LENGTH) feed.lastElementChild.remove();
}

function setStatus(text) {
  const status = document.getElementById("status");
  status.textContent = text || "";
  status.hidden = !text;
}

// ---- ICRP over WebSocket -----------------------------------------------------------------

async function sha256Base64(text) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  let binary = "";
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

// Base64(SHA256(Base64(SHA256(password + salt)) + challenge)), docs/icrp-spec.md §5.1.
async function authentication(password, salt, challenge) {
  const secret = await sha256Base64(password + salt);
  return sha256Base64(secret + challenge);
}

function call(method, params) {
  const id = nextId++;
  const message = { jsonrpc: "2.0", id, method };
  if (params !== undefined) message.params = params;
  socket.send(JSON.stringify(message));
  return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
}

function tokenFromFragment() {
  const match = /(?:^#|&)token=([^&]*)/.exec(location.hash);
  return match ? decodeURIComponent(match[1]) : "";
}

async function onHello(hello) {
  const params = { tier: "observer", subscriptions: CATEGORIES, client: TOOL,
                   icrpVersion: { min: "1.0", max: "1.0" } };
  if (hello.authentication) {
    const token = tokenFromFragment();
    if (!token) {
      setStatus("No token: add #token=… to the overlay URL (copy it from IC Control Panel).");
      return;
    }
    params.authentication = await authentication(token, hello.authentication.salt,
                                                 hello.authentication.challenge);
  }
  try {
    const result = await call("ic/identify", params);
    retryDelayMs = 1000;
    setStatus(result.ranked && result.observerDelaySeconds
      ? "Ranked: events " + result.observerDelaySeconds + " s delayed" : "");
    if (result.tickRate) state.tickRate = result.tickRate;
    const info = await call("ic/match.info");
    applyMatchInfo(info);
    await query();
    queryTimer = setInterval(query, QUERY_INTERVAL_MS);
  } catch (error) {
    setStatus("Not connected: " + (error.message || error));
  }
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

async function query() {
  try {
    const result = await call("ic/state.query", {
      fields: ["players", "resources", "army_value", "units_alive", "game_time"] });
    if (result.game_time_ticks !== undefined) state.tick = result.game_time_ticks;
    for (const p of result.players || []) mergePlayer(p);
    renderPlayers();
  } catch (error) {
    setStatus("Query failed: " + (error.message || error));
  }
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

function onMessage(text) {
  let message;
  try {
    message = JSON.parse(text);
  } catch (error) {
    return;
  }
  if (message.method === "ic/hello") {
    onHello(message.params || {});
  } else if (message.method === "ic/event") {
    onEvent(message.params || {});
  } else if (message.id !== undefined && pending.has(message.id)) {
    const { resolve, reject } = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) reject(new Error(message.error.message));
    else resolve(message.result);
  }
}

// The gateway serves this page, so it is at this page's host. For development against
// ic-remote-mock, ?url=ws://127.0.0.1:19710/ names another server (the gateway's
// Content-Security-Policy does not allow that once installed).
function serverUrl() {
  const url = new URLSearchParams(location.search).get("url");
  return url && /^wss?:\/\//.test(url) ? url : "ws://" + location.host + "/";
}

function connect() {
  socket = new WebSocket(serverUrl(), "icrp.json");
  socket.onmessage = (e) => onMessage(e.data);
  socket.onclose = (e) => {
    clearInterval(queryTimer);
    for (const { reject } of pending.values()) reject(new Error("connection closed"));
    pending = new Map();
    if (e.code === 4011 || e.code === 4009) {
      // Kicked or a wrong token: do not retry on our own.
      setStatus(e.code === 4009 ? "The token was refused: copy the overlay URL again."
                                : "Disconnected by the panel.");
      return;
    }
    setStatus("Waiting for IC Control Panel…");
    setTimeout(connect, retryDelayMs);
    retryDelayMs = Math.min(retryDelayMs * 2, 30000);
  };
}

// ---- demo data (?demo): what a stream sees mid-match -------------------------------------

function demo() {
  document.body.classList.add("still");
  state.map = "Fjord Crossing";
  state.tick = 15 * 754;
  for (const p of [
    { name: "CommanderZod", team: 0, army_value: 12450, resources: 4600, units_alive: 23 },
    { name: "Volkov", team: 0, army_value: 9800, units_alive: 17 },
    { name: "alice", team: 1, visible_units: 6 },
    { name: "Tanya", team: 1, visible_units: 3 },
  ]) mergePlayer(Object.assign({ present: true }, p));
  renderPlayers();
  addKill({ unit_type: "light_tank", owner: "Tanya", killed_by: "Volkov" });
  addKill({ building_type: "pillbox", owner: "alice", killed_by: "CommanderZod" });
  addKill({ unit_type: "rifle_infantry", owner: "Volkov", killed_by: "alice" });
}

if (new URLSearchParams(location.search).has("demo")) demo();
else connect();
