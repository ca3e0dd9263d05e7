// decode-browser.mjs: the decode time per ICRP event of an overlay in a browser, where
// decode-clients.mjs measures Node: JSON.parse(text) against the SDK's own codec,
// overlays/sdk/ic-msgpack.js (IcMsgPack.decode(Uint8Array), as ic-remote.js decodes a binary
// frame), inside a page of Debian's Chromium (/usr/bin/chromium, or $IC_CHROMIUM; never a
// downloaded browser), headless, driven by playwright-core from build/npm (or $IC_NPM_DIR) with
// the flags tests/browser/support.mjs launches it with. Over the events bench-encoding --dump
// wrote to DIR: the page gets the JSON texts as strings and the MessagePack events as one
// ArrayBuffer and offsets, and copies each event into a Uint8Array over its own buffer (a
// binary frame). It first checks that every event decodes to the same object both ways, then
// times each decode in the page with performance.now() (wall time; the page does nothing else),
// after a quarter as warm-up, repeated for at least --ms milliseconds. Run by
// decode-clients.sh; not a test.
//
// Usage: node decode-browser.mjs DIR [--ms MS]
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { readDump, readSamples } from "./decode-dump.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const codecFile = path.join(here, "../../overlays/sdk/ic-msgpack.js");
const npmDir = process.env.IC_NPM_DIR || path.join(here, "../../build/npm");
const chromiumFile = process.env.IC_CHROMIUM || "/usr/bin/chromium";

// The JSON texts, and the MessagePack file's bytes with [start, end) of each event.
function readPageDump(dir) {
  const { texts, data, offsets } = readDump(dir);
  return { texts, bytes: new Uint8Array(data), offsets }; // Playwright passes a Uint8Array
}

// Runs in the page (serialised by Playwright: it sees nothing of this module).
function pageSide({ texts, bytes, offsets }) {
  const buffer = bytes.buffer; // the file's bytes, one ArrayBuffer
  const packs = [];
  for (let i = 0; i < offsets.length; i += 2)
    packs.push(new Uint8Array(buffer.slice(offsets[i], offsets[i + 1])));
  let sink = 0; // keeps the results looked at
  const same = (a, b) => {
    if (Object.is(a, b)) return true;
    if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
    if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length &&
           keys.every((k) => Object.hasOwn(b, k) && same(a[k], b[k]));
  };
  // Wall ns per item of decode over items, repeated for at least ms milliseconds.
  const perEvent = (decode, items, ms) => {
    let done = 0;
    const start = performance.now();
    let now = start;
    while (now - start < ms || done === 0) {
      for (const item of items) sink += decode(item).params === undefined ? 0 : 1;
      done += items.length;
      now = performance.now();
    }
    return ((now - start) * 1e6) / done;
  };
  window.icBench = {
    differences: () => texts.filter((t, i) => !same(JSON.parse(t), IcMsgPack.decode(packs[i])))
      .length,
    // The steps performance.now() moves by over 100 ms: the smallest and the mean, in µs.
    resolution: () => {
      const first = performance.now();
      let last = first;
      let steps = 0;
      let smallest = Infinity;
      while (last - first < 100) {
        const t = performance.now();
        if (t !== last) {
          smallest = Math.min(smallest, t - last);
          steps += 1;
          last = t;
        }
      }
      return { smallest: smallest * 1000, mean: ((last - first) * 1000) / steps };
    },
    // [JSON ns, MP ns] per event over `copies` copies of the events at `indices`.
    measure: ({ indices, copies, ms }) => {
      const t = Array(copies).fill(indices.map((i) => texts[i])).flat();
      const p = Array(copies).fill(indices.map((i) => packs[i])).flat();
      return [JSON.parse, IcMsgPack.decode].map((decode, n) => {
        const items = n === 0 ? t : p;
        perEvent(decode, items, Math.max(1, ms / 4)); // warm-up: the JIT, the collector
        return perEvent(decode, items, ms) + (sink < 0 ? 1 : 0);
      });
    },
  };
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { ms: { type: "string", default: "1000" } }, allowPositionals: true,
  });
  const dir = positionals[0];
  const ms = Math.max(1, Number(values.ms));
  const require = createRequire(path.join(npmDir, "package.json"));
  const { chromium } = require("playwright-core");
  const dump = readPageDump(dir);
  const browser = await chromium.launch({
    executablePath: chromiumFile,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
           "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const page = await browser.newPage();
    const problems = [];
    page.on("pageerror", (e) => problems.push(String(e)));
    await page.goto("about:blank");
    await page.addScriptTag({ content: readFileSync(codecFile, "utf8") });
    await page.evaluate(pageSide, dump);
    const differ = await page.evaluate(() => window.icBench.differences());
    if (differ) console.log(`warning: ${differ} events decode differently from JSON and MessagePack`);
    const clock = await page.evaluate(() => window.icBench.resolution());
    console.log(`Chromium ${browser.version()} (${chromiumFile}, headless): JSON.parse(string) ` +
                "vs IcMsgPack.decode(Uint8Array) (overlays/sdk/ic-msgpack.js) in an about:blank " +
                "page, wall ns per event (performance.now(); the page does nothing else; its " +
                `steps: smallest ${clock.smallest.toFixed(1)} µs, mean ` +
                `${clock.mean.toFixed(1)} µs); ${differ} events differ`);
    console.log("event | JSON ns | MP ns | MP/JSON");
    for (const [name, indices] of readSamples(dir, dump.texts.length)) {
      const copies = Math.max(1, Math.floor(1000 / indices.length));
      const [j, m] = await page.evaluate((a) => window.icBench.measure(a), { indices, copies, ms });
      console.log(`${name} | ${j.toFixed(0)} | ${m.toFixed(0)} | ${(m / j).toFixed(2)}`);
    }
    if (problems.length) console.log("page errors: " + problems.join("; "));
  } finally {
    await browser.close();
  }
}

await main();
