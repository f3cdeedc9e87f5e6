import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';
import type {Props} from '@theme/ApiRequirement';

/** "required" or "optional", the same beside a property, a parameter, a header or a body. */
export default function ApiRequirement({required}: Props): ReactNode {
  return required ? (
    <span className={styles.required}>
      <Translate id="theme.api.required" description="Beside a required field">
        required
      </Translate>
    </span>
  ) : (
    <span className={styles.optional}>
      <Translate id="theme.api.optional" description="Beside an optional field">
        optional
      </Translate>
    </span>
  );
}
