import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';
import type {Props} from '@theme/ApiMethodBadge';

/** The HTTP method as a coloured badge, e.g. `POST`. */
export default function ApiMethodBadge({method}: Props): ReactNode {
  return (
    <span className={clsx(styles.badge, styles[method.toLowerCase()])}>
      {method.toUpperCase()}
    </span>
  );
}
