/** A small seeded generator (mulberry32): the same seed gives the same sequence everywhere. */
export class Random {
  private state: number;

  constructor(seed: string | number) {
    this.state = hashSeed(String(seed));
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor(this.next() * n);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)];
  }

  /** A bigint in [0, max] (uniform over bit lengths first, so small and large both come up). */
  bigint(max: bigint): bigint {
    if (max <= 0n) return 0n;
    const bits = max.toString(2).length;
    const width = 1 + this.below(bits);
    let value = 0n;
    for (let i = 0; i < width; i += 30) {
      value = (value << 30n) | BigInt(this.below(1 << 30));
    }
    value &= (1n << BigInt(width)) - 1n;
    return value > max ? value % (max + 1n) : value;
  }
}

/** FNV-1a of the text, so any seed text (a number, a word) picks a generator state. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
