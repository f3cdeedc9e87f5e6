import type {Page} from '@playwright/test';
import {holdAppScripts, hydrated, test, expect} from './support/fixtures';

/**
 * The boot of an operation page, the heaviest of the site (ten code blocks,
 * seven of them in tabs): what made its long tasks stays out. Each test
 * waits for the code blocks' copy buttons, which appear once the page has
 * hydrated and `isBrowser` has turned true, the moment of any remount.
 */
test.describe('boot of an operation page', () => {
  /** Waits for the end of the boot: every code block of the page has its copy button. */
  async function booted(page: Page): Promise<void> {
    await hydrated(page);
    const blocks = await page.locator('main .theme-code-block').count();
    expect(blocks).toBeGreaterThan(7);
    await expect(
      page.locator('main .theme-code-block button[aria-label*="Copy"]'),
    ).toHaveCount(blocks);
  }

  test('the tabs and code blocks keep the elements the page was served with (no remount), and still work', async ({
    page,
  }) => {
    // The entry script waits until the served elements are noted.
    const release = await holdAppScripts(page);
    await page.goto('api/add-pet', {waitUntil: 'domcontentloaded'});
    await page.evaluate(() => {
      Object.assign(window, {
        pnServed: Array.from(
          document.querySelectorAll(
            'main [role="tablist"], main [role="tabpanel"], main .theme-code-block',
          ),
        ),
      });
    });
    release();
    await booted(page);
    const served = await page.evaluate(() => {
      const elements = (window as unknown as {pnServed: Element[]}).pnServed;
      return {
        count: elements.length,
        kept: elements.filter((element) => element.isConnected).length,
      };
    });
    // One tab list, seven panels, seven samples and three examples.
    expect(served.count).toBe(18);
    expect(served.kept).toBe(served.count);
    // Still working: a tab by mouse, its sample's copy button.
    const aside = page.locator('main aside');
    await aside.getByRole('tab', {name: 'Go', exact: true}).click();
    const panel = aside.getByRole('tabpanel').filter({visible: true});
    await expect(panel).toContainText('http.NewRequest');
    await expect(panel.getByRole('button', {name: /copy/i})).toBeVisible();
  });

  test('builds no collator: no localeCompare (50–60 ms at 4× CPU the first time)', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, {pnCollatorCalls: calls});
      const {localeCompare} = String.prototype;
      String.prototype.localeCompare = function (
        this: string,
        ...args: Parameters<string['localeCompare']>
      ) {
        calls.push(new Error().stack ?? 'localeCompare');
        return localeCompare.apply(this, args);
      };
      Intl.Collator = new Proxy(Intl.Collator, {
        construct(target, args: ConstructorParameters<typeof Intl.Collator>) {
          calls.push(new Error().stack ?? 'Intl.Collator');
          return new target(...args);
        },
      });
    });
    await page.goto('api/add-pet');
    await booted(page);
    expect(
      await page.evaluate(
        () =>
          (window as unknown as {pnCollatorCalls: string[]}).pnCollatorCalls,
      ),
    ).toEqual([]);
  });

  test('the docs’ preferred-version context keeps its value through the boot (no update that would hydrate the page’s regions at once)', async ({
    page,
  }) => {
    // React calls a DevTools hook on every commit: here it collects each
    // value the context has had.
    await page.addInitScript(() => {
      interface Fiber {
        child: Fiber | null;
        sibling: Fiber | null;
        memoizedProps: {value?: unknown} | null;
      }
      const values = new Set<unknown>();
      const isPreferredVersion = (value: unknown) =>
        Array.isArray(value) &&
        value.length === 2 &&
        typeof (value[1] as {savePreferredVersion?: unknown})
          ?.savePreferredVersion === 'function';
      Object.assign(window, {
        pnPreferredVersionValues: values,
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          inject: () => 1,
          onCommitFiberRoot(_: number, root: {current: Fiber}) {
            const stack: Fiber[] = [root.current];
            while (stack.length > 0) {
              const fiber = stack.pop()!;
              const value = fiber.memoizedProps?.value;
              if (isPreferredVersion(value)) values.add(value);
              if (fiber.sibling) stack.push(fiber.sibling);
              if (fiber.child) stack.push(fiber.child);
            }
          },
          onCommitFiberUnmount: () => undefined,
          onPostCommitFiberRoot: () => undefined,
          checkDCE: () => undefined,
        },
      });
    });
    await page.goto('api/add-pet');
    await booted(page);
    expect(
      await page.evaluate(
        () =>
          (window as unknown as {pnPreferredVersionValues: Set<unknown>})
            .pnPreferredVersionValues.size,
      ),
    ).toBe(1);
  });
});
