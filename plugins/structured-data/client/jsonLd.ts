/**
 * JSON for an inline `<script type="application/ld+json">`. `JSON.stringify`
 * leaves `</script>` and `<!--` as they are, so a title such as
 * `</script><meta http-equiv=refresh …>` would end the script and become
 * HTML. Escaping `<`, `>` and `&` as `\u003c`, `\u003e`, `\u0026` keeps the
 * same JSON value with no markup in it; U+2028 and U+2029 are escaped too
 * (line terminators in older JavaScript parsers).
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
