// ic-remote.js — the IC Remote Protocol (ICRP 1.x) for web pages: OBS overlays hosted by IC
// Control Panel, dashboards, tests. One file, no dependencies, served by the panel at
// /sdk/ic-remote.js on every tool's origin. Load it with <script src="/sdk/ic-remote.js"> (it
// defines window.IcRemote) or as a module: import { IcClient } from "/sdk/ic-remote.mjs".
//
//   const client = new IcRemote.IcClient();          // a tool page served by the panel
//   client.subscribe(["combat"], (event) => …);      // kept across reconnects
//   client.on("connected", async () => {
//     const { result, error } = await client.matchInfo();
//     if (error) console.warn(error.message); else …
//   });
//   client.connect();
//
// Inside the panel's overlay host the defaults are right: the gateway at this page's own
// host, the tool id from the host name (<tool-id>.localhost) and the tool's token from the
// URL fragment (#token=…, which never reaches a server). Against a game directly, give
// { url: "ws://127.0.0.1:19710/", password }.
//
// { encoding: "msgpack" } asks for binary MessagePack frames (the subprotocol icrp.msgpack,
// docs/icrp-spec.md §2.1); the page sees the same events and results. The SDK then loads its
// MessagePack codec, /sdk/ic-msgpack.js beside this file, unless the page loaded it already.
//
// Calls never throw: call() resolves to { result } or { error: { code, message, data } },
// with the ICRP error codes of docs/icrp-spec.md §11 (IcRemote.ErrorCode), and two of the
// SDK's own: NotConnected (-1) and TimedOut (-2).
(function (global) {
  "use strict";

  const SDK_VERSION = "1.2.0"; // 1.2: its own MessagePack codec, /sdk/ic-msgpack.js
  const ICRP_VERSIONS = { min: "1.0", max: "1.0" };

  const ErrorCode = Object.freeze({
    NotConnected: -1,
    TimedOut: -2,
    ParseError: -32700,
    InvalidRequest: -32600,
    MethodNotFound: -32601,
    InvalidParams: -32602,
    InternalError: -32603,
    PermissionDenied: -32001,
    RateLimited: -32002,
    NotIdentified: -32003,
    AuthenticationFailed: -32004,
    VersionMismatch: -32005,
    DisabledInRanked: -32006,
    TooManyConnections: -32007,
    UnknownSubscription: -32008,
    NotFound: -32009,
    ReadOnlyViolation: -32010,
    GameUnavailable: -32011,
  });

  // The event categories of docs/icrp-spec.md §9.2 and the events in each.
  const CATEGORIES = Object.freeze({
    match: ["game_start", "game_end", "pause", "resume", "player_join", "player_leave"],
    combat: ["unit_destroyed", "building_destroyed", "engagement_start"],
    economy: ["resource_harvested", "building_placed", "unit_produced"],
    chat: ["chat_message", "ping", "tactical_marker"],
    admin: ["kick", "ban", "settings_change", "server_status", "mod_order", "mod_command"],
    sim_state: ["state_diff"],
    telemetry: ["fps", "tick_time", "network_latency", "memory_usage"],
  });

  // Closes after which trying again cannot help without the user (§12): wrong token or
  // password, no common version, removed on purpose, a malformed identify, a refused tier.
  const FINAL_CLOSES = new Set([1008, 4002, 4008, 4009, 4010, 4011]);

  const LIFECYCLE = new Set(["connected", "disconnected", "game", "state", "error"]);

  function categoryOf(eventType) {
    for (const [category, events] of Object.entries(CATEGORIES)) {
      if (events.includes(eventType)) return category;
    }
    return "";
  }

  // ic/state.(un)subscribe take categories and single events apart (§10.3).
  function splitNames(names) {
    const params = { categories: [], events: [] };
    for (const name of names) (name in CATEGORIES ? params.categories : params.events).push(name);
    return params;
  }

  function isPanelHost(hostname) {
    return typeof hostname === "string" && hostname.endsWith(".localhost");
  }

  // The folder this script was loaded from (its sibling ic-msgpack.js); as a module, /sdk/.
  const SDK_FOLDER = (() => {
    const script = global.document && global.document.currentScript;
    return script && script.src ? script.src.replace(/[^/]*$/, "") : "/sdk/";
  })();

  function defaultOptions() {
    const loc = global.location || {};
    const panel = isPanelHost(loc.hostname);
    const token = /(?:^#|&)token=([^&]*)/.exec(loc.hash || "");
    return {
      url: panel ? "ws://" + loc.host + "/" : "ws://127.0.0.1:19710/",
      toolId: panel ? loc.hostname.slice(0, -".localhost".length) : "",
      token: token ? decodeURIComponent(token[1]) : "",
      password: "",
      tier: "observer",
      subscriptions: [],
      name: (global.document && global.document.title) || "ic-remote.js page",
      version: SDK_VERSION,
      reconnect: true,
      initialBackoffMs: 500,
      maxBackoffMs: 30000,
      callTimeoutMs: 10000,
      reloadOnChange: true,
      encoding: "json", // or "msgpack"
      msgpackUrl: SDK_FOLDER + "ic-msgpack.js",
    };
  }

  async function sha256Base64(text) {
    const bytes = new TextEncoder().encode(text);
    const digest = new Uint8Array(await global.crypto.subtle.digest("SHA-256", bytes));
    let binary = "";
    for (const byte of digest) binary += String.fromCharCode(byte);
    return global.btoa(binary);
  }

  // Base64(SHA256(Base64(SHA256(secret + salt)) + challenge)) — docs/icrp-spec.md §5.1.
  async function authResponse(secret, salt, challenge) {
    return sha256Base64((await sha256Base64(secret + salt)) + challenge);
  }

  function clientError(code, message, data) {
    const error = { code, message };
    if (data !== undefined) error.data = data;
    return error;
  }

  // The MessagePack codec (ic-msgpack.js, window.IcMsgPack), loaded once for every client that
  // asks for it; a load that failed is tried again on the next connect.
  let codecLoad = null;
  function loadMsgPack(url) {
    if (global.IcMsgPack) return Promise.resolve(global.IcMsgPack);
    if (!global.document) return Promise.reject(new Error("no document to load it into"));
    if (!codecLoad) {
      codecLoad = new Promise((resolve, reject) => {
        const script = global.document.createElement("script");
        script.src = url;
        script.onload = () => (global.IcMsgPack ? resolve(global.IcMsgPack)
                                                : reject(new Error("it defined no IcMsgPack")));
        script.onerror = () => reject(new Error("it did not load"));
        (global.document.head || global.document.documentElement).appendChild(script);
      });
      codecLoad.catch(() => (codecLoad = null));
    }
    return codecLoad;
  }

  class IcClient {
    constructor(options) {
      this.options = Object.assign(defaultOptions(), options || {});
      this.state = "disconnected"; // connecting, authenticating, connected, reconnecting
      this.welcome = null; // the identify result while connected
      this.gameConnected = null; // behind the panel's gateway: is the game there
      this.game = null; // and what it said (the last "game" event)
      // Behind the panel's gateway: the replay the panel shows the tools instead of the live
      // game (the last "replay" event's params, {showing: true, replay_id, tick, end_tick,
      // tick_rate, map, mode}), or null while the tools see the live game.
      this.replay = null;
      this._replayLost = false; // a replay showed when the connection closed and none is known
      this.lastError = "";
      // The encoding of the open connection, as the server chose: "msgpack" or "json" (a
      // server without MessagePack answers JSON); null while not connected.
      this.encoding = null;
      this._msgpack = null; // the codec, once loaded
      this._socket = null;
      this._nextId = 1;
      this._pending = new Map();
      this._handlers = new Map();
      this._subscriptions = new Set(this.options.subscriptions);
      this._backoffMs = this.options.initialBackoffMs;
      this._retryTimer = null;
      this._closing = false;
      this._identified = null;
    }

    // ---- listening --------------------------------------------------------------------------

    // `name`: an event type ("unit_destroyed"), a category ("combat"), "event" for every
    // event, or one of the client's own: "connected" (the identify result), "disconnected"
    // ({code, reason, willReconnect}), "game" (behind the panel's gateway: the game went away,
    // {connected: false}, or is there, {connected: true, server, ranked,
    // observerDelaySeconds, tickRate}), "replay" (behind the gateway: the panel shows the tools
    // a replay, {showing: true, replay_id, tick, end_tick, tick_rate, map, mode}, or the live
    // game again, {showing: false}: clear running figures and ask again on each), "state" (the
    // new state), "error" (a message), "reload" (ic-tool dev: a file of the tool changed; the
    // page reloads unless reloadOnChange: false).
    // Returns a function that removes the handler.
    on(name, handler) {
      if (!this._handlers.has(name)) this._handlers.set(name, new Set());
      this._handlers.get(name).add(handler);
      return () => this._handlers.get(name).delete(handler);
    }

    _emit(name, value) {
      for (const handler of this._handlers.get(name) || []) {
        try {
          handler(value);
        } catch (error) {
          // The other handlers still run; the error is reported as uncaught, at the line of
          // the handler that threw (the console, the Overlays page and ic-tool test show it).
          if (typeof global.reportError === "function") global.reportError(error);
          else setTimeout(() => { throw error; });
        }
      }
    }

    _setState(state) {
      if (state === this.state) return;
      this.state = state;
      this._emit("state", state);
    }

    _fail(message) {
      this.lastError = message;
      this._emit("error", message);
    }

    // ---- connection -------------------------------------------------------------------------

    // Connects and identifies; resolves to { result } (the identify result) or { error }.
    // With reconnect on, a lost connection is opened again with growing delays (0.5 s up to
    // 30 s, with jitter) and the subscriptions return by themselves — but never after a
    // close that needs the user (a wrong token, removed by the panel, a refused tier).
    connect() {
      this._closing = false;
      clearTimeout(this._retryTimer);
      if (this.state === "connected") return Promise.resolve({ result: this.welcome });
      if (this._identified) return this._identified.promise;
      let resolve;
      const promise = new Promise((r) => (resolve = r));
      this._identified = { promise, resolve };
      this._open();
      return promise;
    }

    // Closes and stays closed.
    close() {
      this._closing = true;
      clearTimeout(this._retryTimer);
      if (this._socket) this._socket.close(1000, "closed by the page");
      this._setState("disconnected");
    }

    _settleConnect(outcome) {
      if (!this._identified) return;
      const { resolve } = this._identified;
      this._identified = null;
      resolve(outcome);
    }

    _open() {
      this._setState(this.state === "disconnected" ? "connecting" : "reconnecting");
      const encoding = this.options.encoding;
      if (encoding !== "json" && encoding !== "msgpack") {
        return this._refuse("Unknown encoding \"" + encoding + "\": give \"json\" or \"msgpack\"");
      }
      if (encoding === "msgpack" && !this._msgpack) {
        const url = this.options.msgpackUrl;
        loadMsgPack(url).then((codec) => {
          this._msgpack = codec;
          if (this._closing) this._settleConnect({ error: clientError(ErrorCode.NotConnected,
                                                                      "Closed by the page") });
          else this._open();
        }, (error) => this._refuse("Cannot load the MessagePack codec from " + url + " (" +
          error.message + "): load it first with <script src=\"/sdk/ic-msgpack.js\">, " +
          "give { msgpackUrl }, or use encoding \"json\""));
        return;
      }
      let socket;
      try {
        // The server picks the first it supports: one without MessagePack answers JSON.
        socket = new WebSocket(this.options.url,
                               encoding === "msgpack" ? ["icrp.msgpack", "icrp.json"] : "icrp.json");
      } catch (error) {
        this._fail("Cannot open " + this.options.url + ": " + error.message);
        this._settleConnect({ error: clientError(ErrorCode.NotConnected, this.lastError) });
        return;
      }
      this._socket = socket;
      socket.binaryType = "arraybuffer";
      socket.onopen = () => {
        socket.wasOpen = true;
        this.encoding = socket.protocol === "icrp.msgpack" ? "msgpack" : "json";
      };
      socket.onmessage = (e) => this._onMessage(e.data);
      socket.onclose = (e) => this._onClose(socket, e.code, e.reason);
    }

    // A connection that cannot be tried without the page's help: an error, no retry.
    _refuse(message) {
      this._fail(message);
      this._settleConnect({ error: clientError(ErrorCode.NotConnected, message) });
      this._setState("disconnected");
    }

    _onClose(socket, code, reason) {
      if (socket !== this._socket) return;
      const wasIdentified = this.welcome !== null;
      this._socket = null;
      this.encoding = null;
      this.welcome = null;
      for (const { done } of this._pending.values()) {
        done({ error: clientError(ErrorCode.NotConnected, "The connection closed (" + code + ")") });
      }
      this._pending.clear();
      // 1008 after identify is the server closing a reader that fell behind: try again.
      const final = FINAL_CLOSES.has(code) && !(code === 1008 && wasIdentified);
      const willReconnect = this.options.reconnect && !this._closing && !final;
      if (final && !this.lastError) this.lastError = reason || "Closed with " + code;
      // The gateway says it again on the next connection if it still shows; if it does not,
      // "replay" {showing: false} comes once on "connected".
      if (this.replay) this._replayLost = true;
      this.replay = null;
      this._settleConnect({
        error: clientError(ErrorCode.NotConnected, this.lastError || "Cannot connect to " +
                           this.options.url),
      });
      // Said once per connection lost (or a first attempt that failed), not for every attempt
      // that finds the server still away.
      if (socket.wasOpen || this.state !== "reconnecting")
        this._emit("disconnected", { code, reason, willReconnect });
      if (!willReconnect) {
        this._setState("disconnected");
        return;
      }
      this._setState("reconnecting");
      const delay = this._backoffMs * (0.75 + Math.random() * 0.5);
      this._backoffMs = Math.min(this._backoffMs * 2, this.options.maxBackoffMs);
      this._retryTimer = setTimeout(() => {
        if (!this._closing) this._open();
      }, delay);
    }

    // A text frame is JSON, a binary one MessagePack (icrp.msgpack); either may be a batch.
    _onMessage(data) {
      let message;
      try {
        message = typeof data === "string" ? JSON.parse(data)
                                           : this._msgpack.decode(new Uint8Array(data));
      } catch (error) {
        return;
      }
      for (const one of Array.isArray(message) ? message : [message]) {
        if (one && typeof one === "object") this._onOne(one);
      }
    }

    _onOne(message) {
      if (message.method === "ic/hello") {
        this._identify(message.params || {}, this._socket);
      } else if (message.method === "ic/event") {
        this._dispatchEvent(message.params || {});
      } else if (message.method === "ic/gateway.game") {
        const params = message.params || {};
        this.gameConnected = !!params.connected;
        this.game = params; // {connected, server, ranked, observerDelaySeconds, tickRate}
        this._emit("game", params);
      } else if (message.method === "ic/gateway.replay") {
        // Show on stream (docs/icrp-spec.md §18.8): events and reads now come from a replay,
        // or from the live game again.
        const params = message.params || {};
        this.replay = params.showing ? params : null;
        this._replayLost = false;
        this._emit("replay", params);
      } else if (message.method === "ic/gateway.reload") {
        // `ic-tool dev` saw a file of this tool change: the page loads itself again, unless
        // the page asked to do that itself ({ reloadOnChange: false } and on("reload", …)).
        this._emit("reload", message.params || {});
        if (this.options.reloadOnChange && typeof location !== "undefined") {
          location.reload();
        }
      } else if (message.id !== undefined && message.id !== null &&
                 this._pending.has(message.id)) {
        const { done } = this._pending.get(message.id);
        this._pending.delete(message.id);
        done(message.error ? { error: message.error } : { result: message.result });
      } else if (message.error) {
        this._fail(message.error.message); // e.g. -32007 in place of the hello
      }
    }

    async _identify(hello, socket) {
      this._setState("authenticating");
      const o = this.options;
      const params = {
        icrpVersion: ICRP_VERSIONS,
        tier: o.tier,
        subscriptions: [...this._subscriptions],
        client: { name: String(o.name), version: String(o.version) },
      };
      if (o.toolId) params.client.toolId = o.toolId;
      if (hello.authentication) {
        const secret = o.token || o.password;
        if (!secret) {
          this._fail(o.toolId
            ? "No token: open this page with the URL IC Control Panel gives (…#token=…)"
            : "This server needs a password: give { password } to IcClient");
          this._closing = true; // trying again cannot help
          if (this._socket) this._socket.close(1000, "no credentials");
          return;
        }
        params.authentication = await authResponse(secret, hello.authentication.salt,
                                                   hello.authentication.challenge);
        if (socket !== this._socket) return; // that connection ended meanwhile
      }
      // The panel may ask its user before it answers (a tool asking for more, a program it
      // does not know): up to a minute.
      const answer = await this._send("ic/identify", params,
                                      Math.max(this.options.callTimeoutMs, 75000));
      if (socket !== this._socket) return;
      if (answer.error && answer.error.code === ErrorCode.TimedOut && this._socket) {
        this._fail("No answer to identify from " + this.options.url);
        this._socket.close(1000, "identify timed out");
        return;
      }
      if (answer.error) {
        this._fail(answer.error.message);
        this._settleConnect(answer);
        return; // the server closes the connection; _onClose decides about retrying
      }
      this.lastError = "";
      this.welcome = answer.result;
      this._backoffMs = o.initialBackoffMs;
      this._setState("connected");
      this._settleConnect(answer);
      if (this._replayLost) {
        this._replayLost = false; // the replay ended while the connection was away
        this._emit("replay", { showing: false });
      }
      this._emit("connected", answer.result);
      // Names subscribed to while it identified (or never granted at identify) are asked now.
      const have = new Set(answer.result.subscriptions || []);
      const missing = [...this._subscriptions].filter((name) => !have.has(name));
      if (missing.length) this._send("ic/state.subscribe", splitNames(missing));
    }

    _dispatchEvent(event) {
      const category = event.category || categoryOf(event.type);
      this._emit("event", event);
      if (category) this._emit(category, event);
      this._emit(event.type, event);
    }

    _send(method, params, timeoutMs) {
      return new Promise((resolve) => {
        const socket = this._socket;
        if (!socket || socket.readyState !== WebSocket.OPEN) {
          resolve({ error: clientError(ErrorCode.NotConnected, "Not connected to " +
                                        this.options.url) });
          return;
        }
        const id = this._nextId++;
        const timer = setTimeout(() => {
          this._pending.delete(id);
          resolve({ error: clientError(ErrorCode.TimedOut, method + " got no answer in time") });
        }, timeoutMs || this.options.callTimeoutMs);
        this._pending.set(id, {
          done: (answer) => {
            clearTimeout(timer);
            resolve(answer);
          },
        });
        const message = { jsonrpc: "2.0", id, method };
        if (params !== undefined) message.params = params;
        socket.send(socket.protocol === "icrp.msgpack"
          ? this._msgpack.encode(message) // undefined members dropped, as JSON drops them
          : JSON.stringify(message));
      });
    }

    // ---- calls ------------------------------------------------------------------------------

    // Any ICRP method; resolves to { result } or { error: { code, message, data } }.
    call(method, params, timeoutMs) {
      if (this.state !== "connected") {
        return Promise.resolve({
          error: clientError(ErrorCode.NotConnected, "Not connected: " + (this.lastError ||
                             "call connect() and wait for \"connected\"")),
        });
      }
      return this._send(method, params, timeoutMs);
    }

    // Subscribes to categories or event names and calls `handler` for each such event. Kept
    // for reconnects; a refused subscription is forgotten again and its error returned.
    async subscribe(names, handler) {
      const list = Array.isArray(names) ? names : [names];
      if (handler) for (const name of list) this.on(name, handler);
      const fresh = list.filter((name) => !this._subscriptions.has(name));
      for (const name of fresh) this._subscriptions.add(name);
      if (this.state !== "connected") return { result: { subscriptions: [...this._subscriptions] } };
      const answer = await this._send("ic/state.subscribe", splitNames(list));
      if (answer.error) for (const name of fresh) this._subscriptions.delete(name);
      return answer;
    }

    async unsubscribe(names) {
      const list = Array.isArray(names) ? names : [names];
      for (const name of list) this._subscriptions.delete(name);
      if (this.state !== "connected") return { result: { subscriptions: [...this._subscriptions] } };
      return this._send("ic/state.unsubscribe", splitNames(list));
    }

    // ---- helpers for the common methods (docs/icrp-spec.md §10) ----------------------------

    matchInfo() {
      return this.call("ic/match.info");
    }
    queryState(fields, player) {
      const params = { fields };
      if (player) params.player = player;
      return this.call("ic/state.query", params);
    }
    snapshot() {
      return this.call("ic/state.snapshot");
    }
    playerProfile(player) {
      return this.call("ic/player.profile", { player });
    }
    sendChat(message, channel) {
      return this.call("ic/chat.send", channel ? { message, channel } : { message });
    }

    // ---- match history, the gameplay database, replays (docs/plugins/methods.md) -----------

    // `params`: { limit, before, player, map, ranked } or { match_id } (one match, whole).
    matchHistory(params) {
      return this.call("ic/match.history", params || {});
    }
    playerStyle(player) {
      return this.call("ic/player.style", { player });
    }
    dbSchema(database) {
      return this.call("ic/db.schema", database ? { database } : {});
    }
    // `params`: values for the query's ? placeholders; `options`: { database, limit }.
    dbQuery(sql, params, options) {
      const call = Object.assign({}, options || {}, { sql });
      if (params !== undefined) call.params = params;
      return this.call("ic/db.query", call);
    }
    // `params`: { limit, before }.
    replayList(params) {
      return this.call("ic/replay.list", params || {});
    }
    replayLoad(replayId) {
      return this.call("ic/replay.load", { replay_id: replayId });
    }
    replaySeek(tick) {
      return this.call("ic/replay.seek", { tick });
    }
    replayState(fields) {
      return this.call("ic/replay.state", fields ? { fields } : {});
    }

    // ---- the mod tier -----------------------------------------------------------------------

    modCommand(command, args) {
      return this.call("ic/mod.command", args ? { command, args } : { command });
    }
    // `order`: { type: "attack", target: [x, y] }, { type: "retreat" } or
    // { type: "produce", unit }.
    modOrder(player, order) {
      return this.call("ic/mod.order", { player, order });
    }

    // ---- the debug tier (a development build of the game) -----------------------------------

    debugEcsList() {
      return this.call("ic/debug.ecs.list");
    }
    debugEcsQuery(components, limit) {
      return this.call("ic/debug.ecs.query",
                       limit === undefined ? { components } : { components, limit });
    }
    debugEcsGet(entity, component) {
      return this.call("ic/debug.ecs.get", component ? { entity, component } : { entity });
    }
    debugProfile() {
      return this.call("ic/debug.profile");
    }
    subscribeMatch(handler) {
      return this.subscribe(["match"], handler);
    }
    subscribeCombat(handler) {
      return this.subscribe(["combat"], handler);
    }
    subscribeEconomy(handler) {
      return this.subscribe(["economy"], handler);
    }
    subscribeChat(handler) {
      return this.subscribe(["chat"], handler);
    }
  }

  global.IcRemote = Object.freeze({
    IcClient,
    ErrorCode,
    CATEGORIES,
    version: SDK_VERSION,
    authResponse,
    isLifecycleEvent: (name) => LIFECYCLE.has(name),
  });
})(globalThis);
