// decode-dump.mjs: reading what `bench-encoding --dump DIR` wrote, for decode-clients.mjs (Node)
// and decode-browser.mjs (Chromium): events.json (a JSON text per line), events.msgpack (each
// message after its 4-byte big-endian length) and samples.tsv (the single events' names and
// indices).
import { readFileSync } from "node:fs";
import path from "node:path";

// The JSON texts (a string each), the MessagePack file's bytes, and [start, end) of each
// MessagePack event in them, in pairs.
export function readDump(dir) {
  const json = readFileSync(path.join(dir, "events.json"));
  const texts = [];
  for (let at = 0; at < json.length;) {
    const end = json.indexOf(10, at);
    texts.push(json.toString("utf8", at, end));
    at = end + 1;
  }
  const data = readFileSync(path.join(dir, "events.msgpack"));
  const offsets = [];
  for (let at = 0; at < data.length;) {
    const length = data.readUInt32BE(at);
    offsets.push(at + 4, at + 4 + length);
    at += 4 + length;
  }
  if (texts.length !== offsets.length / 2)
    throw new Error(`${texts.length} JSON events but ${offsets.length / 2} MessagePack`);
  return { texts, data, offsets };
}

// [name, indices]: the single events of bench-encoding's table, then the whole match.
export function readSamples(dir, count) {
  const samples = readFileSync(path.join(dir, "samples.tsv"), "utf8").split("\n")
    .filter((line) => line).map((line) => {
      const [name, index] = line.split("\t");
      return [name, [Number(index)]];
    });
  samples.push([`whole match (mean of ${count})`, [...Array(count).keys()]]);
  return samples;
}
