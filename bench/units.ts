/**
 * The bench's one size unit: kB = 1000 bytes (as Lighthouse and the search
 * bench print them), always printed with its unit.
 */
import {gzipSync} from 'node:zlib';

export const KB = 1000;

/**
 * The gzip level bytes are counted at: the level of the `.gz` files the build
 * precompresses and nginx serves (plugins/postbuild/precompress.ts), so a
 * count is what a gzip-only browser downloads (Brotli is smaller still).
 */
export const GZIP_LEVEL = 9;

/** Gzip size of a body, at {@link GZIP_LEVEL}. */
export function gzipSize(body: Buffer | string): number {
  return gzipSync(body, {level: GZIP_LEVEL}).length;
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
