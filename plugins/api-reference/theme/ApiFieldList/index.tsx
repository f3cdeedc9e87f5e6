import React, {type ReactNode} from 'react';
import styles from './styles.module.css';
import type {Props} from '@theme/ApiFieldList';

/** The list of properties, parameters or headers. */
export default function ApiFieldList({children}: Props): ReactNode {
  return <ul className={styles.list}>{children}</ul>;
}
