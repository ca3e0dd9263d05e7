// Kill Feed: the latest units and buildings destroyed, in team colours. Built on ic-remote.js
// (served by IC Control Panel at /sdk/ic-remote.js): the SDK finds the gateway, the tool id
// and the token (#token=… in the URL) by itself, reconnects, and restores the subscriptions.
// While the panel shows a replay instead of the live game (Show on stream, ic/gateway.replay),
// the kills are the replay's under a REPLAY badge; back to live the feed starts empty again.
"use strict";

const FEED_LENGTH = 6;
const FADE_AFTER_MS = 8000;
const teams = new Map(); // player name -> team number

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function setStatus(text) {
  const status = document.getElementById("status");
  status.textContent = text || "";
  status.hidden = !text;
}

function team(name) {
  return teams.has(name) ? "team" + (teams.get(name) % 2) : "";
}

// A player's name, in its team's colour once the teams are known.
function playerName(name) {
  const span = el("span", team(name), name);
  span.dataset.player = name;
  return span;
}

// A unit or building type as the panel names it: "rifle_infantry" is "Rifle Infantry".
function typeName(id) {
  return id.split("_").filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1)).join(" ");
}

// One line per kill: "Volkov destroyed Tanya's Light Tank".
function addKill(data) {
  const feed = document.getElementById("feed");
  const item = el("li");
  const what = typeName(data.unit_type || data.building_type || "unit");
  if (data.killed_by) {
    item.append(playerName(data.killed_by));
    item.append(el("span", "what", " destroyed "));
  }
  item.append(playerName(data.owner));
  item.append(el("span", "what", "'s " + what));
  feed.prepend(item);
  setTimeout(() => item.classList.add("old"), FADE_AFTER_MS);
  while (feed.children.length > FEED_LENGTH) feed.lastElementChild.remove();
}

// The teams (ic/match.info, game_start); kills shown before they were known get their colours.
function rememberTeams(players) {
  for (const p of players || []) teams.set(p.name, p.team);
  for (const span of document.querySelectorAll("#feed span[data-player]"))
    span.className = team(span.dataset.player);
}

const client = new IcRemote.IcClient({ name: "Kill Feed", version: "1.0.1" });
client.subscribeCombat((event) => {
  if (event.type !== "engagement_start") addKill(event.data || {});
});
client.subscribeMatch((event) => {
  if (event.type === "game_start") {
    document.getElementById("feed").replaceChildren();
    rememberTeams((event.data || {}).players);
  }
});
// The teams, for the colours; a failed ask is logged and asked again (nothing on stream).
async function askTeams(attempt = 0) {
  const { result, error } = await client.matchInfo();
  if (result) return rememberTeams(result.players);
  console.warn("Kill Feed: the match info failed, asking again:", error && error.message);
  if (attempt < 5) setTimeout(() => askTeams(attempt + 1), 2000);
}
// Show on stream began, jumped or ended: the kills shown belong to the other match.
function showReplay(replay) {
  const badge = document.getElementById("replay");
  badge.hidden = !replay || !replay.showing;
  badge.textContent = badge.hidden || !replay.map ? "REPLAY" : "REPLAY · " + replay.map;
  document.getElementById("feed").replaceChildren();
  teams.clear();
  askTeams();
}
client.on("replay", showReplay);
client.on("connected", () => {
  setStatus("");
  askTeams();
});
client.on("game", ({ connected }) => setStatus(connected ? "" : "Waiting for the game…"));
client.on("disconnected", ({ willReconnect }) => {
  setStatus(willReconnect ? "Waiting for IC Control Panel…" : "Not connected: " + client.lastError);
});
client.connect();
window.killFeed = { client, typeName };
