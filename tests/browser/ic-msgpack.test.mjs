// The SDK's own MessagePack codec (overlays/sdk/ic-msgpack.js, window.IcMsgPack), run as a page
// runs it: every format boundary both ways, cross-checked against @msgpack/msgpack (the codec
// the SDK served before, and the one sdk-msgpack.test.mjs decodes frames with); non-ASCII text;
// each malformed input and the error that names its byte; the short-string cache never giving
// one string for another; the encoder writing what JSON.stringify would.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";

const codecFile = path.join(process.env.IC_SOURCE_DIR, "overlays", "sdk", "ic-msgpack.js");
vm.runInThisContext(readFileSync(codecFile, "utf8"), { filename: codecFile });
const { encode, decode } = globalThis.IcMsgPack;
const require = createRequire(path.join(process.env.IC_NPM_DIR, "package.json"));
const reference = require("@msgpack/msgpack");

const bytes = (...list) => new Uint8Array(list.flat());
const refEncode = (value) => reference.encode(value, { ignoreUndefined: true });

// Our bytes are @msgpack/msgpack's (the smallest format), and each decodes the other's.
function roundTrip(value, label) {
  const ours = encode(value);
  assert.deepEqual(ours, refEncode(value), label);
  assert.deepEqual(decode(ours), value, label);
  assert.deepEqual(reference.decode(ours), value, label);
}

test("integers at every format boundary", () => {
  const values = [0, 1, 127, 128, 255, 256, 65535, 65536, 2 ** 32 - 1, 2 ** 32,
                  Number.MAX_SAFE_INTEGER, -1, -32, -33, -128, -129, -32768, -32769, -(2 ** 31),
                  -(2 ** 31) - 1, -(2 ** 32), Number.MIN_SAFE_INTEGER];
  for (const value of values) roundTrip(value, String(value));
  // The first byte of each: fixint, uint8/16/32/64, negative fixint, int8/16/32/64.
  const first = (value) => encode(value)[0];
  assert.deepEqual([127, 128, 256, 65536, 2 ** 32, -32, -33, -129, -32769, -(2 ** 31) - 1]
                     .map(first), [0x7f, 0xcc, 0xcd, 0xce, 0xcf, 0xe0, 0xd0, 0xd1, 0xd2, 0xd3]);
});

test("wide formats of small numbers, and 64-bit integers beyond 2^53, as @msgpack decodes", () => {
  const cases = [
    bytes(0xcc, 5), bytes(0xcd, 0, 5), bytes(0xce, 0, 0, 0, 5), bytes(0xcf, Array(7).fill(0), 5),
    bytes(0xd0, 0xff), bytes(0xd1, 0xff, 0xfe), bytes(0xd2, 0xff, 0xff, 0xff, 0xfd),
    bytes(0xd3, Array(8).fill(0xff)), bytes(0xd0, 0x05),
    bytes(0xcf, Array(8).fill(0xff)), // 2^64 - 1
    bytes(0xcf, 0x00, 0x20, 0, 0, 0, 0, 0, 1), // 2^53 + 1: rounded
    bytes(0xd3, 0x80, Array(7).fill(0)), // -2^63
    bytes(0xd3, 0xff, 0xdf, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff), // -2^53 - 1
    bytes(0xce, 0xff, 0xff, 0xff, 0xff),
  ];
  for (const input of cases) assert.equal(decode(input), reference.decode(input), String(input));
  assert.equal(decode(bytes(0xcd, 0, 5)), 5);
  assert.equal(decode(bytes(0xd3, Array(8).fill(0xff))), -1);
  assert.equal(decode(bytes(0xcf, Array(8).fill(0xff))), 2 ** 64);
  assert.equal(decode(bytes(0xd3, 0x80, Array(7).fill(0))), -(2 ** 63));
});

test("float32 and float64", () => {
  for (const value of [0.5, -0.1, 1e300, -2.5e-300, 2 ** 53, -(2 ** 60), 1.7976931348623157e308,
                       5e-324]) {
    roundTrip(value, String(value));
    assert.equal(encode(value)[0], 0xcb, String(value));
  }
  assert.equal(decode(bytes(0xca, 0x3f, 0xc0, 0, 0)), 1.5);
  assert.equal(decode(bytes(0xca, 0x3d, 0xcc, 0xcc, 0xcd)), Math.fround(0.1));
  assert.equal(decode(bytes(0xca, 0xff, 0x80, 0, 0)), -Infinity);
  assert.ok(Number.isNaN(decode(bytes(0xcb, 0x7f, 0xf8, 0, 0, 0, 0, 0, 0))));
  assert.equal(decode(bytes(0xcb, 0x40, 0x09, 0x21, 0xfb, 0x54, 0x44, 0x2d, 0x18)), Math.PI);
});

test("nil, true, false", () => {
  for (const value of [null, true, false]) roundTrip(value, String(value));
});

test("strings of 0, 31, 32, 255, 256, 65535 and 65536 bytes", () => {
  for (const length of [0, 1, 23, 24, 25, 31, 32, 255, 256, 65535, 65536]) {
    const ascii = String.fromCharCode(...Array.from({ length }, (_, i) => 32 + ((i * 7) % 95)));
    roundTrip(ascii, "ascii " + length);
    roundTrip({ [ascii || "empty"]: ascii }, "key " + length);
  }
  const header = (length) => [...encode("x".repeat(length)).subarray(0, 5)];
  assert.deepEqual(header(31).slice(0, 1), [0xbf]);
  assert.deepEqual(header(32).slice(0, 2), [0xd9, 32]);
  assert.deepEqual(header(256).slice(0, 3), [0xda, 1, 0]);
  assert.deepEqual(header(65536).slice(0, 5), [0xdb, 0, 1, 0, 0]);
  // Wider headers than needed decode the same.
  assert.equal(decode(bytes(0xd9, 2, 0x68, 0x69)), "hi");
  assert.equal(decode(bytes(0xda, 0, 2, 0x68, 0x69)), "hi");
  assert.equal(decode(bytes(0xdb, 0, 0, 0, 2, 0x68, 0x69)), "hi");
});

test("non-ASCII text and surrogate pairs", () => {
  const texts = ["é", "Ünïcödé", "日本語", "😀", "a😀b", "Zoë 🎮 Ωmega", "\u{10ffff}", "\uffff",
                 "\ufeffBOM kept", "\u0000nul", "ß".repeat(20), "日本".repeat(40),
                 "😀".repeat(16400), "x".repeat(30) + "é"];
  for (const text of texts) {
    roundTrip(text, text.slice(0, 20));
    roundTrip({ [text]: text }, "key " + text.slice(0, 20));
  }
  // A lone surrogate has no UTF-8 form: written as U+FFFD, as TextEncoder writes it.
  assert.equal(decode(encode("a\ud800b")), "a\ufffdb");
  assert.equal(decode(encode("\udc00")), "\ufffd");
});

test("arrays and maps of 15, 16, 65535 and 65536 elements", () => {
  for (const count of [0, 1, 2, 3, 4, 15, 16, 65535, 65536]) {
    const array = Array.from({ length: count }, (_, i) => i % 300);
    roundTrip(array, "array " + count);
    const map = Object.fromEntries(array.map((v, i) => ["k" + i, v]));
    roundTrip(map, "map " + count);
  }
  assert.deepEqual([...encode(Array(16).fill(0)).subarray(0, 3)], [0xdc, 0, 16]);
  assert.deepEqual([...encode(Array(65536).fill(0)).subarray(0, 5)], [0xdd, 0, 1, 0, 0]);
  assert.deepEqual(decode(bytes(0xdc, 0, 2, 1, 2)), [1, 2]);
  assert.deepEqual(decode(bytes(0xdd, 0, 0, 0, 1, 1)), [1]);
  assert.deepEqual(decode(bytes(0xde, 0, 1, 0xa1, 0x61, 1)), { a: 1 });
  assert.deepEqual(decode(bytes(0xdf, 0, 0, 0, 1, 0xa1, 0x61, 1)), { a: 1 });
});

test("an ICRP event and random JSON values agree with @msgpack/msgpack", () => {
  const event = {
    jsonrpc: "2.0", method: "ic/event",
    params: { category: "combat", type: "unit_destroyed", tick: 344,
              data: { killed_by: "alice", owner: "Volkov", position: [927, 1569],
                      unit_type: "rifle_infantry", hp: -12, ratio: 0.25, ranked: false,
                      note: null } },
  };
  roundTrip(event, "event");
  let seed = 12345;
  const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  const words = ["owner", "type", "CommanderZod", "Tanya", "é", "日本", "😀", "", "x".repeat(40)];
  const value = (depth) => {
    const pick = Math.floor(random() * (depth > 4 ? 6 : 8));
    switch (pick) {
      case 0: return null;
      case 1: return random() < 0.5;
      case 2: return Math.floor((random() - 0.5) * 2 ** (1 + Math.floor(random() * 52)));
      case 3: return (random() - 0.5) * 1e6;
      case 4: return words[Math.floor(random() * words.length)];
      case 5: return String.fromCharCode(...Array.from({ length: Math.floor(random() * 30) },
                                                       () => 32 + Math.floor(random() * 95)));
      case 6: return Array.from({ length: Math.floor(random() * 20) }, () => value(depth + 1));
      default: return Object.fromEntries(Array.from({ length: Math.floor(random() * 20) },
                                                    () => [String(value(5)), value(depth + 1)]));
    }
  };
  for (let i = 0; i < 2000; i++) roundTrip(value(0), "random " + i);
});

test("objects are plain, and __proto__ is an own key as in JSON.parse", () => {
  const object = decode(encode({ a: { b: 1 } }));
  assert.equal(Object.getPrototypeOf(object), Object.prototype);
  assert.equal(Object.getPrototypeOf(object.a), Object.prototype);
  assert.equal(object.constructor, Object);
  const proto = decode(bytes(0x81, 0xa9, [..."__proto__"].map((c) => c.charCodeAt(0)), 0x81,
                             0xa1, 0x78, 1));
  assert.deepEqual(proto, JSON.parse('{"__proto__": {"x": 1}}'));
  assert.equal(Object.getPrototypeOf(proto), Object.prototype);
  assert.deepEqual(Object.keys(proto), ["__proto__"]);
  assert.equal({}.x, undefined);
  // Duplicate keys: the last wins, as in JSON.parse.
  assert.deepEqual(decode(bytes(0x82, 0xa1, 0x61, 1, 0xa1, 0x61, 2)), { a: 2 });
});

test("the short-string cache never gives one string for another of the same length", () => {
  // Same length, differing only in bytes the slot is not picked by (or in any one byte), and
  // strings of one length alternating: each decodes to itself every time.
  const strings = [];
  for (let length = 1; length <= 24; length++) {
    const base = Array.from({ length }, (_, i) => String.fromCharCode(97 + (i % 26)));
    for (let at = 0; at < length; at++) {
      for (const c of ["X", "Y", "Z"]) {
        const s = base.slice();
        s[at] = c;
        strings.push(s.join(""));
      }
    }
    strings.push(base.join(""));
  }
  for (let a = 0; a < 26; a++) for (let b = 0; b < 26; b++) {
    strings.push(String.fromCharCode(97 + a, 97 + b));
  }
  const message = encode(strings);
  for (let round = 0; round < 3; round++) {
    assert.deepEqual(decode(message), strings);
    assert.deepEqual(decode(encode(strings.slice().reverse())), strings.slice().reverse());
    // As keys too.
    const object = Object.fromEntries(strings.map((s, i) => [s, i]));
    assert.deepEqual(decode(encode(object)), object);
  }
  // Interleaved with non-ASCII of the same byte length.
  const mixed = ["ab", "é", "cd", "é", "ab"];
  assert.deepEqual(decode(encode(mixed)), mixed);
});

test("malformed input: each error names what and the byte", () => {
  const fails = (input, pattern) => assert.throws(() => decode(input), pattern, String(input));
  fails(bytes(), /truncated: the input is empty \(0 bytes\)/);
  fails(bytes(0xcd, 0x01), /truncated: the value at byte 0 needs 1 more byte\(s\) after the 2/);
  fails(bytes(0x91, 0xcf, 1, 2), /truncated: the value at byte 1 needs 6 more byte\(s\)/);
  fails(bytes(0xcb, 0, 0), /truncated: the value at byte 0 needs 6 more/);
  fails(bytes(0xca), /truncated: the value at byte 0 needs 4 more/);
  fails(bytes(0x81, 0xa1, 0x61), /truncated: the value at byte 3 needs 1 more byte\(s\)/);
  fails(bytes(0x82, 0xa1, 0x61, 1), /map at byte 0 declares 2 entries but only 3 byte\(s\)/);
  fails(bytes(0x82, 0xa1, 0x61, 1, 0xa1), /str at byte 4 declares 1 byte\(s\) but only 0/);
  fails(bytes(0x81, 0xa1, 0x61, 0x91), /array at byte 3 declares 1 element\(s\) but only 0/);
  fails(bytes(0x92, 0x01), /array at byte 0 declares 2 element\(s\) but only 1 byte\(s\)/);
  fails(bytes(0xdd, 0xff, 0xff, 0xff, 0xff, 1), /array at byte 0 declares 4294967295/);
  fails(bytes(0xa5, 0x61), /str at byte 0 declares 5 byte\(s\) but only 1 remain/);
  fails(bytes(0x91, 0xd9), /truncated: the value at byte 1 needs 1 more/);
  fails(bytes(0x91, 0xd9, 40, 0x61), /str at byte 1 declares 40 byte\(s\) but only 1 remain/);
  fails(bytes(0x01, 0x02), /1 trailing byte\(s\) from byte 1 after the one value/);
  fails(bytes(0x90, 0xc0, 0xc0), /2 trailing byte\(s\) from byte 1/);
  fails(bytes(0xc1), /byte 0xc1 at byte 0 is reserved/);
  fails(bytes(0x92, 0x01, 0xc1), /byte 0xc1 at byte 2 is reserved/);
  for (const type of [0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8]) {
    fails(bytes(0x91, type, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
          new RegExp(`type 0x${type.toString(16)} at byte 1 is bin or ext`));
  }
  fails(bytes(0x81, 0x01, 0x02), /map key at byte 1 is not a string \(type 0x01\)/);
  fails(bytes(0x81, 0xc0, 0x02), /map key at byte 1 is not a string \(type 0xc0\)/);
  fails(bytes(0x82, 0xa1, 0x61, 1, 0x90, 1), /map key at byte 4 is not a string \(type 0x90\)/);
  fails(bytes(0x81, 0xc4, 1, 0x61, 1), /map key at byte 1 is not a string \(type 0xc4\)/);
  // Invalid UTF-8: a bad lead byte, a missing continuation, overlong, a surrogate, beyond
  // U+10FFFF, in a short string and in a long one.
  fails(bytes(0xa2, 0xc3, 0x28), /str at byte 0 is not valid UTF-8/);
  fails(bytes(0xa1, 0xff), /str at byte 0 is not valid UTF-8/);
  fails(bytes(0x91, 0xa1, 0xe2), /str at byte 1 is not valid UTF-8/);
  fails(bytes(0xa2, 0xc0, 0x80), /str at byte 0 is not valid UTF-8/);
  fails(bytes(0xa3, 0xed, 0xa0, 0x80), /str at byte 0 is not valid UTF-8/);
  fails(bytes(0xa4, 0xf4, 0x90, 0x80, 0x80), /str at byte 0 is not valid UTF-8/);
  fails(bytes(0xd9, 40, Array(39).fill(0x61), 0x80), /str at byte 0 is not valid UTF-8/);
  fails(bytes(0x81, 0xa2, 0xc3, 0x28, 1), /str at byte 1 is not valid UTF-8/);
  // Nesting: 64 levels decode, 65 do not.
  assert.deepEqual(decode(bytes(Array(63).fill(0x91), 0x90)), JSON.parse("[".repeat(64) +
                                                                          "]".repeat(64)));
  fails(bytes(Array(64).fill(0x91), 0x90), /nests deeper than 64 levels at byte 64/);
  fails(bytes(Array(64).fill([0x81, 0xa1, 0x6b]).flat(), 0x80),
        /nests deeper than 64 levels at byte 192/);
  assert.doesNotThrow(() => decode(bytes(Array(63).fill([0x81, 0xa1, 0x6b]).flat(), 0x80)));
  // Not bytes at all.
  assert.throws(() => decode("abc"), TypeError);
  assert.throws(() => decode(null), TypeError);
});

test("any view or ArrayBuffer decodes; a decode after an error starts afresh", () => {
  const data = encode({ a: [1, "two"] });
  const padded = new Uint8Array(data.length + 6);
  padded.set(data, 3);
  assert.deepEqual(decode(data.buffer), { a: [1, "two"] });
  assert.deepEqual(decode(padded.subarray(3, 3 + data.length)), { a: [1, "two"] });
  assert.deepEqual(decode(new DataView(padded.buffer, 3, data.length)), { a: [1, "two"] });
  assert.deepEqual(decode(Buffer.from(data)), { a: [1, "two"] });
  assert.throws(() => decode(bytes(0x92, 0x01)));
  assert.deepEqual(decode(data), { a: [1, "two"] });
});

test("encode writes what JSON.stringify would", () => {
  const value = {
    id: 7, method: "ic/chat.send", params: { message: "gg", channel: undefined },
    list: [1, undefined, () => 0, NaN, Infinity, -0], when: new Date(Date.UTC(2026, 10, 27)),
    fn: () => 0, boxed: [new Number(3), new String("s"), new Boolean(false)],
    custom: { toJSON: (key) => "as " + key },
  };
  assert.deepEqual(decode(encode(value)), JSON.parse(JSON.stringify(value)));
  assert.deepEqual(encode({ a: 1, b: undefined }), refEncode({ a: 1, b: undefined }));
  assert.deepEqual(encode({ a: 1, b: undefined }), encode({ a: 1 }));
  assert.deepEqual([...encode(-0)], [0x00]);
  assert.deepEqual([...encode(undefined)], [0xc0]);
  assert.throws(() => encode(10n), /BigInt has no JSON form/);
  const loop = [];
  loop.push(loop);
  assert.throws(() => encode(loop), /nests deeper than 64 levels/);
  // A large message grows the buffer; a later small one is not left with the old bytes.
  const big = "z".repeat(100000);
  assert.equal(decode(encode([big])).at(0), big);
  assert.deepEqual([...encode([1])], [0x91, 0x01]);
});
