import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

export interface Props {
  /** `@theme/ApiField` rows. */
  readonly children: ReactNode;
}

/** The list of properties, parameters or headers. */
export default function ApiFieldList({children}: Props): ReactNode {
  return <ul className={styles.list}>{children}</ul>;
}
