// decode-clients.mjs: the decode CPU per ICRP event of a JavaScript overlay or tool:
// JSON.parse(text) against the MessagePack codec the panel serves to overlays
// (overlays/sdk/ic-msgpack.js, loaded as a page loads it: it defines IcMsgPack on the global
// object) and its decode(Uint8Array), as ic-remote.js decodes a binary frame; and, when
// build/npm holds it (make test installs it), @msgpack/msgpack, the codec the SDK served before.
// Over the events bench-encoding --dump wrote to DIR; JSON as a fresh string per event (a
// WebSocket text frame), MessagePack as a Uint8Array over its own buffer (a binary frame).
// Process CPU time (process.cpuUsage, user + system: the collector's threads too), each
// measurement after a warm-up and repeated for at least --ms milliseconds. First checks that
// every event decodes to the same object from JSON and from MessagePack. Run by
// decode-clients.sh; not a test.
//
// Usage: node decode-clients.mjs DIR [--ms MS]
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual, parseArgs } from "node:util";
import vm from "node:vm";
import { readDump, readSamples } from "./decode-dump.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const codecFile = path.join(here, "../../overlays/sdk/ic-msgpack.js");
const npmDir = process.env.IC_NPM_DIR || path.join(here, "../../build/npm");

// The codec as a <script> would run it: it sets IcMsgPack on the global object.
function loadCodec() {
  vm.runInThisContext(readFileSync(codecFile, "utf8"), { filename: codecFile });
  if (!globalThis.IcMsgPack) throw new Error(`${codecFile} defined no IcMsgPack`);
  return globalThis.IcMsgPack;
}

// @msgpack/msgpack from build/npm, for comparison; null when it is not installed.
function loadOldCodec() {
  try {
    const require = createRequire(path.join(npmDir, "package.json"));
    const codec = require("@msgpack/msgpack");
    const { version } = require("@msgpack/msgpack/package.json");
    return { decode: codec.decode, version };
  } catch {
    return null;
  }
}

// Each JSON event as its own string, each MessagePack event as a Uint8Array of its own.
function readEvents(dir) {
  const { texts, data, offsets } = readDump(dir);
  const packs = [];
  for (let i = 0; i < offsets.length; i += 2)
    packs.push(new Uint8Array(data.subarray(offsets[i], offsets[i + 1]))); // a copy
  return { texts, packs };
}

const cpuNs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) * 1000;
};

let sink = 0; // keeps the results looked at

// Process CPU ns per item of decode over items, repeated for at least ms milliseconds.
function cpuPerEvent(decode, items, ms) {
  let done = 0;
  const start = cpuNs();
  let now = start;
  while (now - start < ms * 1e6 || done === 0) {
    for (const item of items) sink += decode(item).params === undefined ? 0 : 1;
    done += items.length;
    now = cpuNs();
  }
  return (now - start) / done;
}

function measure(decode, items, ms) {
  cpuPerEvent(decode, items, Math.max(1, ms / 4)); // warm-up: the JIT, the collector
  return cpuPerEvent(decode, items, ms);
}

function main() {
  const { values, positionals } = parseArgs({
    options: { ms: { type: "string", default: "1000" } }, allowPositionals: true,
  });
  const dir = positionals[0];
  const ms = Math.max(1, Number(values.ms));
  const IcMsgPack = loadCodec();
  const old = loadOldCodec();
  const { texts, packs } = readEvents(dir);
  for (const [name, codec] of [["ic-msgpack.js", IcMsgPack], ["@msgpack/msgpack", old]]) {
    if (!codec) continue;
    const differ = texts.filter((t, i) => !isDeepStrictEqual(JSON.parse(t),
                                                              codec.decode(packs[i])));
    if (differ.length)
      console.log(`warning: ${differ.length} events decode differently from JSON and ${name}`);
  }
  console.log(`Node ${process.version}: JSON.parse(string) vs IcMsgPack.decode(Uint8Array) ` +
              "(overlays/sdk/ic-msgpack.js)" +
              (old ? ` and @msgpack/msgpack ${old.version} decode` : "") +
              ", process CPU ns per event");
  console.log("event | JSON ns | MP ns | MP/JSON" + (old ? " | @msgpack ns | @msgpack/JSON" : ""));
  for (const [name, indices] of readSamples(dir, texts.length)) {
    const copies = Math.max(1, Math.floor(1000 / indices.length));
    const t = Array(copies).fill(indices.map((i) => texts[i])).flat();
    const p = Array(copies).fill(indices.map((i) => packs[i])).flat();
    const j = measure(JSON.parse, t, ms);
    const m = measure(IcMsgPack.decode, p, ms);
    let row = `${name} | ${j.toFixed(0)} | ${m.toFixed(0)} | ${(m / j).toFixed(2)}`;
    if (old) {
      const o = measure(old.decode, p, ms);
      row += ` | ${o.toFixed(0)} | ${(o / j).toFixed(2)}`;
    }
    console.log(row);
  }
  if (sink < 0) console.log(sink);
}

main();
