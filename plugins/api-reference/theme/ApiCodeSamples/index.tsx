import React, {type ReactNode} from 'react';
import {useTabs} from '@docusaurus/theme-common/internal';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import ApiStatic from '@theme/ApiStatic';
import type {CodeSample} from '../../types';
import './prismLanguages';
import styles from './styles.module.css';

/**
 * One sample. Every language is in the server HTML, but only the selected
 * tab is hydrated: the six hidden ones (three quarters of the page's
 * elements) keep their server HTML until first selected, when React renders
 * them (issue 10: hydrating every sample blocked the main thread). `<Tabs>`
 * remounts after hydration; the kept HTML is put back then (`cacheKey`).
 */
function Sample({sample}: {sample: CodeSample}): ReactNode {
  // Docusaurus's own TabItem reads the selection the same way.
  const {selectedValue} = useTabs();
  return (
    <ApiStatic
      live={selectedValue === sample.id}
      cacheKey={`${sample.language}:${sample.code}`}>
      <CodeBlock language={sample.language} className={styles.code}>
        {sample.code}
      </CodeBlock>
    </ApiStatic>
  );
}

export interface Props {
  readonly samples: CodeSample[];
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
            <Sample sample={sample} />
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}
