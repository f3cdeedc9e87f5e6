import type {BuiltSite, Step} from '@paynow-docs/build-kit/site';

export type {Step} from '@paynow-docs/build-kit/site';

/** A glob of {@link Step.writes} as a regular expression. */
export function globPattern(glob: string): RegExp {
  const source = glob
    .split(/(\*\*\/|\*)/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '*') return '[^/]*';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Runs `steps` over `site` in their order, each after the previous one has
 * finished. Returns each step's time in milliseconds, by name. A step's
 * changes to `site` and to the `also` sites (the host-level files) must be
 * declared in its `writes`.
 */
export async function runSteps<Context>(
  site: BuiltSite,
  steps: readonly Step<Context>[],
  context: Context,
  label: string,
  also: readonly BuiltSite[] = [],
): Promise<Map<string, number>> {
  const times = new Map<string, number>();
  const sites = [site, ...also];
  for (const step of steps) {
    const marks = sites.map((each) => each.mark());
    const start = performance.now();
    try {
      await step.run(site, context);
    } catch (error) {
      throw new Error(`[${label}] ${step.name}: ${(error as Error).message}`, {
        cause: error,
      });
    }
    times.set(step.name, performance.now() - start);
    const allowed = step.writes.map(globPattern);
    const undeclared = sites
      .flatMap((each, index) => each.changedSince(marks[index]!))
      .filter((file) => !allowed.some((pattern) => pattern.test(file)));
    if (undeclared.length > 0) {
      throw new Error(
        `[${label}] ${step.name} changed files it does not declare (writes: ${step.writes.join(', ') || 'none'}): ${undeclared.join(', ')}`,
      );
    }
  }
  return times;
}
