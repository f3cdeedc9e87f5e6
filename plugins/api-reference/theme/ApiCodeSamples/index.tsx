import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import type {CodeSample} from '../../types';
import './prismLanguages';
import styles from './styles.module.css';

export interface Props {
  samples: CodeSample[];
}

/**
 * Request samples as language tabs. The `groupId` makes the choice stick:
 * pick Python once and every API page opens on Python.
 */
export default function ApiCodeSamples({samples}: Props): ReactNode {
  return (
    <div className={styles.samples}>
      <Tabs groupId="api-language" className={styles.tabs}>
        {samples.map((sample) => (
          <TabItem key={sample.id} value={sample.id} label={sample.label}>
            <CodeBlock language={sample.language} className={styles.code}>
              {sample.code}
            </CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}
