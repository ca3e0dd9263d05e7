// ic-msgpack.js — the MessagePack codec of the IC Remote Protocol SDK (ICRP's subprotocol
// icrp.msgpack, docs/icrp-spec.md §2.1). Our own code, no dependencies, served by the panel at
// /sdk/ic-msgpack.js beside ic-remote.js, which loads it for { encoding: "msgpack" }. A plain
// script: it defines window.IcMsgPack = { encode, decode } (globalThis.IcMsgPack in Node or a
// worker).
//
//   IcMsgPack.decode(uint8Array)   // one complete MessagePack value → a JSON value
//   IcMsgPack.encode(value)        // a JSON value → a Uint8Array of MessagePack
//
// Only the JSON subset of MessagePack, as ICRP uses it: nil, bool, int/uint of every width,
// float32/64, str, array, and map with str keys. decode() throws an Error that names the byte
// offset for truncated input, trailing bytes, the reserved byte 0xc1, bin/ext (no JSON form), a
// map key that is not a string, invalid UTF-8, or nesting deeper than 64 levels. 64-bit
// integers decode to Number (exact up to 2^53, rounded beyond). encode() writes what
// JSON.stringify would (toJSON honoured; undefined and functions dropped from objects and nil
// in arrays; NaN and ±Infinity as nil), each value in its smallest format.
//
// Decoding takes less CPU than JSON.parse in V8 (docs/performance.md, "The clients a tool
// author writes"): short ASCII strings (map keys, and repeated values such as player names or
// unit types) come from a cache keyed by their bytes, so a key is the same interned string
// every time; objects are made by a constructor, with room for their properties inside them;
// longer or non-ASCII text goes through TextDecoder; numbers are read without a DataView.
(function (global) {
  "use strict";

  const MAX_DEPTH = 64;

  // ---- decoding --------------------------------------------------------------------------

  const EMPTY = new Uint8Array(0);
  let bytes = EMPTY; // the input being decoded
  let pos = 0; // the next byte to read
  let end = 0; // bytes.length

  // Strings of up to CACHE_MAX_LENGTH ASCII bytes: a slot (picked by the length and a few of
  // the bytes) holds the last string that came to it and its bytes, compared in full before
  // the string is used.
  const CACHE_MAX_LENGTH = 24;
  const CACHE_SLOTS = 4096; // a power of two
  const cache = new Array(CACHE_SLOTS).fill("");
  const cacheBytes = new Uint8Array(CACHE_SLOTS * CACHE_MAX_LENGTH); // each slot's string's bytes

  const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

  // Floats through a scratch buffer in the machine's byte order rather than a DataView per call.
  const f64 = new Float64Array(1);
  const f32 = new Float32Array(1);
  const f64Bytes = new Uint8Array(f64.buffer);
  const f32Bytes = new Uint8Array(f32.buffer);
  const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

  const hex = (b) => "0x" + b.toString(16).padStart(2, "0");

  function truncated(at, needed) {
    throw new Error("MessagePack is truncated: the value at byte " + at + " needs " + needed +
                    " more byte(s) after the " + end + " byte(s) of input; send the complete" +
                    " message");
  }

  function need(at, count) {
    if (pos + count > end) truncated(at, pos + count - end);
  }

  function tooDeep(at) {
    throw new Error("MessagePack nests deeper than " + MAX_DEPTH + " levels at byte " + at +
                    ": flatten the message");
  }

  function decode(input) {
    const view = input instanceof Uint8Array ? input : asBytes(input);
    bytes = view;
    pos = 0;
    end = view.length;
    try {
      if (end === 0) {
        throw new Error("MessagePack is truncated: the input is empty (0 bytes); send one " +
                        "complete MessagePack value");
      }
      const value = readValue(0);
      if (pos !== end) {
        throw new Error("MessagePack has " + (end - pos) + " trailing byte(s) from byte " + pos +
                        " after the one value: send exactly one value per message");
      }
      return value;
    } finally {
      bytes = EMPTY; // the input is not kept alive by the codec
    }
  }

  // Any other view (a Buffer of another realm, a DataView) or an ArrayBuffer, as bytes.
  function asBytes(input) {
    if (ArrayBuffer.isView(input)) {
      return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
    }
    const tag = Object.prototype.toString.call(input);
    if (tag === "[object ArrayBuffer]" || tag === "[object SharedArrayBuffer]") {
      return new Uint8Array(input);
    }
    throw new TypeError("IcMsgPack.decode takes a Uint8Array or an ArrayBuffer, not " +
                        (input === null ? "null" : typeof input));
  }

  function readValue(depth) {
    if (pos >= end) truncated(pos, 1);
    const b = bytes[pos++];
    if (b < 0x80) return b; // positive fixint
    if (b < 0x90) return readMap(b & 0x0f, pos - 1, depth);
    if (b < 0xa0) return readArray(b & 0x0f, pos - 1, depth);
    if (b < 0xc0) return readString(b & 0x1f, pos - 1);
    if (b >= 0xe0) return b - 0x100; // negative fixint
    return readTyped(b, depth);
  }

  // 0xc0 – 0xdf: everything but the fix formats.
  function readTyped(b, depth) {
    const at = pos - 1;
    switch (b) {
      case 0xc0: return null;
      case 0xc2: return false;
      case 0xc3: return true;
      case 0xca: return readFloat32(at);
      case 0xcb: return readFloat64(at);
      case 0xcc: need(at, 1); return bytes[pos++];
      case 0xcd: need(at, 2); return readUint16();
      case 0xce: need(at, 4); return readUint32();
      case 0xcf: need(at, 8); return readUint32() * 0x100000000 + readUint32();
      case 0xd0: need(at, 1); return (bytes[pos++] << 24) >> 24;
      case 0xd1: need(at, 2); return (readUint16() << 16) >> 16;
      case 0xd2: need(at, 4); return readUint32() | 0;
      case 0xd3: need(at, 8); return (readUint32() | 0) * 0x100000000 + readUint32();
      case 0xd9: need(at, 1); return readString(bytes[pos++], at);
      case 0xda: need(at, 2); return readString(readUint16(), at);
      case 0xdb: need(at, 4); return readString(readUint32(), at);
      case 0xdc: need(at, 2); return readArray(readUint16(), at, depth);
      case 0xdd: need(at, 4); return readArray(readUint32(), at, depth);
      case 0xde: need(at, 2); return readMap(readUint16(), at, depth);
      case 0xdf: need(at, 4); return readMap(readUint32(), at, depth);
      case 0xc1:
        throw new Error("MessagePack byte 0xc1 at byte " + at + " is reserved and never valid: " +
                        "the data is not MessagePack");
      default: // 0xc4 – 0xc9 bin8/16/32, ext8/16/32; 0xd4 – 0xd8 fixext
        throw new Error("MessagePack type " + hex(b) + " at byte " + at + " is bin or ext: " +
                        "bin/ext types have no JSON form in ICRP; send strings, numbers, " +
                        "arrays and maps only");
    }
  }

  function readUint16() {
    const value = (bytes[pos] << 8) | bytes[pos + 1];
    pos += 2;
    return value;
  }

  function readUint32() {
    const value = bytes[pos] * 0x1000000 + ((bytes[pos + 1] << 16) | (bytes[pos + 2] << 8) |
                                            bytes[pos + 3]);
    pos += 4;
    return value;
  }

  function readFloat64(at) {
    need(at, 8);
    for (let i = 0; i < 8; i++) f64Bytes[littleEndian ? 7 - i : i] = bytes[pos + i];
    pos += 8;
    return f64[0];
  }

  function readFloat32(at) {
    need(at, 4);
    for (let i = 0; i < 4; i++) f32Bytes[littleEndian ? 3 - i : i] = bytes[pos + i];
    pos += 4;
    return f32[0];
  }

  function readArray(count, at, depth) {
    if (depth >= MAX_DEPTH) tooDeep(at);
    if (count > end - pos) { // every element takes at least one byte
      throw new Error("MessagePack array at byte " + at + " declares " + count + " element(s) " +
                      "but only " + (end - pos) + " byte(s) remain in the input");
    }
    const inner = depth + 1;
    // Literals for the small ones: packed arrays, as JSON.parse makes (positions are pairs).
    switch (count) {
      case 0: return [];
      case 1: return [readValue(inner)];
      case 2: return [readValue(inner), readValue(inner)];
      case 3: return [readValue(inner), readValue(inner), readValue(inner)];
    }
    const array = [];
    for (let i = 0; i < count; i++) array.push(readValue(inner));
    return array;
  }

  // Objects as {} makes them (their prototype is Object.prototype) but made by a constructor:
  // V8 then gives them room for their properties inside the object, where {} has four.
  function PlainObject() {}
  PlainObject.prototype = Object.prototype;

  function readMap(count, at, depth) {
    if (depth >= MAX_DEPTH) tooDeep(at);
    if (count * 2 > end - pos) { // every entry takes at least two bytes
      throw new Error("MessagePack map at byte " + at + " declares " + count + " entries but " +
                      "only " + (end - pos) + " byte(s) remain in the input");
    }
    const inner = depth + 1;
    const object = new PlainObject();
    for (let i = 0; i < count; i++) {
      const key = readKey();
      const value = readValue(inner);
      if (key !== "__proto__") object[key] = value;
      else Object.defineProperty(object, key, { value, writable: true, enumerable: true,
                                                configurable: true }); // an own key, as JSON
    }
    return object;
  }

  function readKey() {
    const at = pos;
    if (at >= end) truncated(at, 1);
    const b = bytes[pos++];
    if ((b & 0xe0) === 0xa0) return readString(b & 0x1f, at);
    if (b === 0xd9) {
      need(at, 1);
      return readString(bytes[pos++], at);
    }
    if (b === 0xda) {
      need(at, 2);
      return readString(readUint16(), at);
    }
    if (b === 0xdb) {
      need(at, 4);
      return readString(readUint32(), at);
    }
    throw new Error("MessagePack map key at byte " + at + " is not a string (type " + hex(b) +
                    "): ICRP maps need str keys");
  }

  function readString(length, at) {
    const start = pos;
    if (length > end - start) {
      throw new Error("MessagePack str at byte " + at + " declares " + length + " byte(s) but " +
                      "only " + (end - start) + " remain in the input");
    }
    pos = start + length;
    if (length <= CACHE_MAX_LENGTH) return shortString(start, length, at);
    return utf8Text(start, start + length, at);
  }

  function shortString(start, length, at) {
    if (length === 0) return "";
    const input = bytes;
    const last = start + length - 1;
    // The slot from the length and four of the bytes (first, middle, last two): no pass over
    // the bytes before the one that compares them with the slot's.
    const slot = (length * 0x9e5 ^ input[start] * 0x2f1 ^ input[start + (length >> 1)] * 0x65 ^
                  input[last] * 0x3b ^ input[last - (length >> 1 > 0 ? 1 : 0)]) &
                 (CACHE_SLOTS - 1);
    const cached = cache[slot];
    if (cached.length === length) {
      const from = slot * CACHE_MAX_LENGTH;
      let i = 0;
      while (i < length && cacheBytes[from + i] === input[start + i]) i++;
      if (i === length) return cached;
    }
    let high = 0;
    for (let i = start; i <= last; i++) high |= input[i];
    if (high & 0x80) return utf8Text(start, last + 1, at);
    // Interned: a property key's string, so using it as a key needs no string table look-up.
    const text = Object.keys({ [asciiText(start, length)]: 0 })[0];
    cache[slot] = text;
    cacheBytes.set(input.subarray(start, start + length), slot * CACHE_MAX_LENGTH);
    return text;
  }

  function asciiText(start, length) {
    return String.fromCharCode.apply(null, bytes.subarray(start, start + length));
  }

  function utf8Text(start, stop, at) {
    try {
      return utf8.decode(bytes.subarray(start, stop));
    } catch (error) {
      throw new Error("MessagePack str at byte " + at + " is not valid UTF-8: strings must be " +
                      "UTF-8 encoded text");
    }
  }

  // ---- encoding --------------------------------------------------------------------------

  let out = new Uint8Array(256);
  let outPos = 0;
  const utf8Encoder = new TextEncoder();

  function encode(value) {
    outPos = 0;
    writeJson(jsonValue(value, ""), 0);
    return out.slice(0, outPos);
  }

  function reserve(count) {
    if (outPos + count <= out.length) return;
    let size = out.length * 2;
    while (size < outPos + count) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(out.subarray(0, outPos));
    out = grown;
  }

  function put(b) {
    out[outPos++] = b;
  }

  function put16(value) {
    put(value >>> 8);
    put(value & 0xff);
  }

  function put32(value) {
    put(value >>> 24);
    put((value >>> 16) & 0xff);
    put((value >>> 8) & 0xff);
    put(value & 0xff);
  }

  // What JSON.stringify would leave of a value: undefined for "nothing" (a member dropped).
  function jsonValue(value, key) {
    if (value !== null && typeof value === "object" && typeof value.toJSON === "function") {
      value = value.toJSON(key);
    }
    if (value instanceof Number || value instanceof String || value instanceof Boolean) {
      value = value.valueOf();
    }
    if (typeof value === "function" || typeof value === "symbol") return undefined;
    return value;
  }

  // A value jsonValue() made.
  function writeJson(value, depth) {
    reserve(9);
    if (value === undefined || value === null) return put(0xc0);
    switch (typeof value) {
      case "boolean": return put(value ? 0xc3 : 0xc2);
      case "number": return writeNumber(value);
      case "string": return writeString(value);
      case "bigint":
        throw new TypeError("IcMsgPack.encode: a BigInt has no JSON form");
    }
    if (depth >= MAX_DEPTH) {
      throw new TypeError("IcMsgPack.encode: the value nests deeper than " + MAX_DEPTH +
                          " levels (or refers to itself)");
    }
    if (Array.isArray(value)) return writeArray(value, depth + 1);
    return writeMap(value, depth + 1);
  }

  function writeNumber(value) {
    if (!Number.isFinite(value)) return put(0xc0); // as JSON: null
    if (Number.isSafeInteger(value)) return writeInteger(value); // -0 too: JSON writes 0
    put(0xcb);
    f64[0] = value;
    for (let i = 0; i < 8; i++) put(f64Bytes[littleEndian ? 7 - i : i]);
  }

  function writeInteger(value) {
    if (value >= 0) {
      if (value < 0x80) return put(value);
      if (value < 0x100) return put(0xcc), put(value);
      if (value < 0x10000) return put(0xcd), put16(value);
      if (value < 0x100000000) return put(0xce), put32(value);
      put(0xcf);
      put32(Math.floor(value / 0x100000000));
      return put32(value >>> 0);
    }
    if (value >= -0x20) return put(value + 0x100);
    if (value >= -0x80) return put(0xd0), put(value & 0xff);
    if (value >= -0x8000) return put(0xd1), put16(value & 0xffff);
    if (value >= -0x80000000) return put(0xd2), put32(value >>> 0);
    put(0xd3);
    const high = Math.floor(value / 0x100000000); // negative; the low word is value - high·2^32
    put32(high >>> 0);
    return put32((value - high * 0x100000000) >>> 0);
  }

  function writeString(text) {
    const length = utf8Length(text);
    reserve(5 + length);
    if (length < 0x20) put(0xa0 | length);
    else if (length < 0x100) put(0xd9), put(length);
    else if (length < 0x10000) put(0xda), put16(length);
    else put(0xdb), put32(length);
    if (length === text.length) {
      for (let i = 0; i < length; i++) out[outPos++] = text.charCodeAt(i);
    } else {
      outPos += utf8Encoder.encodeInto(text, out.subarray(outPos, outPos + length)).written;
    }
  }

  // UTF-8 bytes of a string as TextEncoder writes it (a lone surrogate becomes U+FFFD: 3).
  function utf8Length(text) {
    let length = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 0x80) length += 1;
      else if (c < 0x800) length += 2;
      else if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length &&
               (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
        length += 4;
        i++;
      } else length += 3;
    }
    return length;
  }

  function writeArray(array, depth) {
    writeCount(array.length, 0x90, 0xdc);
    for (let i = 0; i < array.length; i++) writeJson(jsonValue(array[i], String(i)), depth);
  }

  function writeMap(object, depth) {
    const keys = [];
    const values = [];
    for (const key of Object.keys(object)) {
      const value = jsonValue(object[key], key);
      if (value !== undefined) { // dropped, as JSON drops it
        keys.push(key);
        values.push(value);
      }
    }
    writeCount(keys.length, 0x80, 0xde);
    for (let i = 0; i < keys.length; i++) {
      writeString(keys[i]);
      writeJson(values[i], depth);
    }
  }

  function writeCount(count, fix, wide16) {
    reserve(5);
    if (count < 0x10) put(fix | count);
    else if (count < 0x10000) put(wide16), put16(count);
    else put(wide16 + 1), put32(count);
  }

  global.IcMsgPack = Object.freeze({ encode, decode });
})(globalThis);
