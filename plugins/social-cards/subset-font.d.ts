// subset-font 2 ships no types: the part of its API the plugin uses.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
      variationAxes?: Record<string, number | {min: number; max: number}>;
      preserveNameIds?: number[];
    },
  ): Promise<Buffer>;
}
