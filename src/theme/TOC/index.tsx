/**
 * The table of contents as a navigation landmark named "On this page": on a
 * release note it sits in a column of its own, outside every landmark (axe's
 * `region` rule). A wrap: plugins/fast-load's wrapper stays inside.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav
      className={styles.toc}
      aria-label={translate({
        id: 'theme.TOCCollapsible.toggleButtonLabel',
        message: 'On this page',
      })}>
      <TOC {...props} />
    </nav>
  );
}
