#!/usr/bin/env python3
# decode-clients.py: the decode CPU per ICRP event of a Python tool (an AI training pipeline,
# D071): json.loads(text) against msgpack.unpackb(bytes), over the events bench-encoding
# --dump wrote to DIR. Process CPU time (time.process_time_ns), each measurement after a
# warm-up and repeated for at least --ms milliseconds. Run by decode-clients.sh; not a test.
#
# Usage: decode-clients.py DIR [--ms MS]
import argparse
import collections
import importlib.util
import json
import os
import platform
import struct
import sys
import time

import msgpack


def read_events(folder):
    """The events as a WebSocket client gets them: JSON as str, MessagePack as bytes."""
    with open(os.path.join(folder, "events.json"), "rb") as f:
        texts = [line.decode("utf-8") for line in f.read().split(b"\n") if line]
    with open(os.path.join(folder, "events.msgpack"), "rb") as f:
        data = f.read()
    packs, at = [], 0
    while at < len(data):
        (length,) = struct.unpack_from(">I", data, at)
        packs.append(data[at + 4 : at + 4 + length])
        at += 4 + length
    if len(texts) != len(packs):
        sys.exit(f"decode-clients.py: {len(texts)} JSON events but {len(packs)} MessagePack")
    return texts, packs


def read_samples(folder, count):
    """(name, indices): the single events of bench-encoding's table, then the whole match."""
    samples = []
    with open(os.path.join(folder, "samples.tsv"), encoding="utf-8") as f:
        for line in f:
            name, index = line.rstrip("\n").split("\t")
            samples.append((name, [int(index)]))
    samples.append((f"whole match (mean of {count})", list(range(count))))
    return samples


def cpu_per_event(decode, items, ms):
    """Process CPU ns per item of decode over items, repeated for at least ms milliseconds."""
    sink = collections.deque(maxlen=0)  # consumes the results at C speed, keeps none
    done, start = 0, time.process_time_ns()
    now = start
    while now - start < ms * 1e6 or done == 0:
        sink.extend(map(decode, items))
        done += len(items)
        now = time.process_time_ns()
    return (now - start) / done


def measure(decode, items, ms):
    cpu_per_event(decode, items, max(1, ms // 4))  # warm-up
    return cpu_per_event(decode, items, ms)


def check_same(texts, packs):
    """Both encodings decode to the same objects (else the comparison would be unfair)."""
    differ = sum(1 for t, p in zip(texts, packs) if json.loads(t) != msgpack.unpackb(p))
    if differ:
        print(f"warning: {differ} events decode differently from JSON and MessagePack")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("dir")
    parser.add_argument("--ms", type=int, default=1000, help="CPU ms per measurement")
    args = parser.parse_args()
    texts, packs = read_events(args.dir)
    check_same(texts, packs)
    cext = importlib.util.find_spec("msgpack._cmsgpack") is not None
    kind = "C extension" if cext else "pure Python fallback"
    version = ".".join(map(str, msgpack.version))
    print(f"Python {platform.python_version()}: json.loads(str) vs msgpack {version} ({kind}) "
          "unpackb(bytes), process CPU ns per event")
    print("event | JSON ns | MP ns | MP/JSON")
    for name, indices in read_samples(args.dir, len(texts)):
        copies = max(1, 1000 // len(indices))  # one event: 1000 a pass, few clock reads
        t = [texts[i] for i in indices] * copies
        p = [packs[i] for i in indices] * copies
        j = measure(json.loads, t, args.ms)
        m = measure(msgpack.unpackb, p, args.ms)
        print(f"{name} | {j:.0f} | {m:.0f} | {m / j:.2f}", flush=True)


if __name__ == "__main__":
    main()
