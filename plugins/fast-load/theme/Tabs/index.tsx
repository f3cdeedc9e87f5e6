import React, {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@paynow-docs/docusaurus-seams/theme-internal';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';

function TabList({className}: {className?: string}): ReactNode {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} =
    useScrollPositionBlocker();
  const handleTabChange = (
    event: KeyboardEvent<HTMLLIElement> | MouseEvent<HTMLLIElement>,
  ) => {
    const newTab = event.currentTarget;
    const newTabValue = tabValues[tabRefs.indexOf(newTab)]!.value;
    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };
  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;
    switch (event.key) {
      case 'Enter':
        handleTabChange(event);
        break;
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0]!;
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1]!;
        break;
      }
      default:
        break;
    }
    focusElement?.focus();
  };
  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx(
            'tabs__item',
            styles.tabItem,
            attributes?.className as string,
            {'tabs__item--active': selectedValue === value},
          )}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

/**
 * Theme-classic's tabs (3.10), without their remount after hydration.
 *
 * Theme-classic keys its tabs on `useIsBrowser()` (a workaround for an old
 * hydration bug, facebook/docusaurus#5653), so every tab panel and all it
 * holds (on an API page, seven code blocks) is deleted and built again right
 * after hydration: a commit and effects of 55–80 ms at 4× CPU. The tab a
 * reader chose before (`groupId`) or names in the URL (`queryString`) is
 * selected by `useTabs` itself, in a layout effect, as React updates the
 * server's markup.
 */
export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <div
        className={clsx(
          ThemeClassNames.tabs.container,
          // Former name, kept for compatibility.
          'tabs-container',
          styles.tabList,
        )}>
        {/* As in theme-classic, `className` goes on the tab list. */}
        <TabList className={props.className} />
        <div className="margin-top--md">
          {sanitizeTabsChildren(props.children)}
        </div>
      </div>
    </TabsProvider>
  );
}
