/**
 * The bench's one size unit: kB = 1000 bytes (as Lighthouse and the search
 * bench print them), always printed with its unit.
 */
import {gzipSync} from 'node:zlib';

export const KB = 1000;

/** Gzip size of a body, at the level the bench measures with (zlib level 6). */
export function gzipSize(body: Buffer | string): number {
  return gzipSync(body, {level: 6}).length;
}

/** Bytes → kB with one decimal, as a number (for JSON and budgets). */
export function toKb(bytes: number): number {
  return Math.round((bytes / KB) * 10) / 10;
}

/** Bytes → `"12.3 kB"`. */
export function formatKb(bytes: number): string {
  return `${toKb(bytes).toFixed(1)} kB`;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[mid]!
    : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
