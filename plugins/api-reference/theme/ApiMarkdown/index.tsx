import React, {type ReactNode} from 'react';
import styles from './styles.module.css';
import type {Props} from '@theme/ApiMarkdown';

/** A description from the spec, rendered from Markdown at build time. */
export default function ApiMarkdown({html}: Props): ReactNode {
  if (!html) {
    return null;
  }
  return (
    <div className={styles.markdown} dangerouslySetInnerHTML={{__html: html}} />
  );
}
