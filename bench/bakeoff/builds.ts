/** The builds the bake-off (bench/search-bakeoff.ts) compares, by content size. */

/** `1=build,5=/tmp/x/build` → [[1, 'build'], [5, '/tmp/x/build']]. */
export function parseBuilds(
  value = process.env.BAKEOFF_BUILDS ?? '1=build',
): [number, string][] {
  return value.split(',').map((part) => {
    const [factor, dir] = part.split('=');
    if (!Number(factor) || !dir) {
      throw new Error(
        `BAKEOFF_BUILDS: "${part}" is not <factor>=<build folder>.`,
      );
    }
    return [Number(factor), dir.trim()];
  });
}
