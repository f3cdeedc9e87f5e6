import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface Props {
  readonly method: string;
}

/** The HTTP method as a coloured badge, e.g. `POST`. */
export default function ApiMethodBadge({method}: Props): ReactNode {
  return (
    <span className={clsx(styles.badge, styles[method.toLowerCase()])}>
      {method.toUpperCase()}
    </span>
  );
}
