/**
 * Theme-classic's tab panel, linked to its tab: a tab whose `attributes`
 * give it an `id` and `aria-controls` gets a panel with that id, labelled by
 * the tab. Stock panels carry neither, and the W3C Nu checker requires the
 * active tab's panel ("Every active role=tab element must have a
 * corresponding role=tabpanel element"). An eject, not a wrap: the panel's
 * attributes are the stock component's, no prop reaches them.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@paynow-docs/docusaurus-seams/theme-internal';
import type {Props} from '@theme/TabItem';
import styles from './styles.module.css';

export default function TabItem({
  children,
  className,
  value,
  attributes,
}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  const tabId = attributes?.id as string | undefined;
  const panelId = attributes?.['aria-controls'] as string | undefined;
  return (
    <div
      role="tabpanel"
      id={panelId}
      aria-labelledby={panelId && tabId}
      className={clsx(styles.tabItem, className)}
      hidden={!isSelected}>
      {children}
    </div>
  );
}
