import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

export interface Props {
  /** HTML from the plugin's Markdown renderer (raw HTML in the spec escaped). */
  readonly html?: string;
}

/** A description from the spec, rendered from Markdown at build time. */
export default function ApiMarkdown({html}: Props): ReactNode {
  if (!html) {
    return null;
  }
  return (
    <div className={styles.markdown} dangerouslySetInnerHTML={{__html: html}} />
  );
}
