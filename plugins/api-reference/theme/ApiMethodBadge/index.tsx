import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface Props {
  method: string;
  className?: string;
}

/** The HTTP method as a coloured badge, e.g. `POST`. */
export default function ApiMethodBadge({method, className}: Props): ReactNode {
  return (
    <span
      className={clsx(styles.badge, styles[method.toLowerCase()], className)}>
      {method.toUpperCase()}
    </span>
  );
}
