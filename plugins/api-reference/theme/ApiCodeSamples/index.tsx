import React, {type ReactNode, useId} from 'react';
import {useTabs} from '@paynow-docs/docusaurus-seams/theme-internal';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import type {CodeSample} from '../../types';
import {useGrammar} from './prismLanguages';
import styles from './styles.module.css';
import type {Props} from '@theme/ApiCodeSamples';

/**
 * One sample. Every language is in the server HTML, highlighted, and code
 * blocks that came with the page keep that HTML (plugins/lazy-prism). A
 * sample rendered in the browser (after a client-side navigation) is
 * highlighted by Prism; the grammars of the rarer languages load when their
 * tab is first chosen.
 */
function Sample({sample}: {sample: CodeSample}): ReactNode {
  // Docusaurus's own TabItem reads the selection the same way.
  const {selectedValue} = useTabs();
  const ref = useGrammar(sample.language, selectedValue === sample.id);
  return (
    <div ref={ref} className={styles.sample}>
      <CodeBlock language={sample.language} className={styles.code}>
        {sample.code}
      </CodeBlock>
    </div>
  );
}

/**
 * Request samples as language tabs. The `groupId` makes the choice stick:
 * pick Python once and every API page opens on Python. Each tab names its
 * panel (`aria-controls`), which the site's TabItem gives that id.
 */
export default function ApiCodeSamples({samples}: Props): ReactNode {
  const id = useId();
  return (
    <div className={styles.samples}>
      <Tabs groupId="api-language" className={styles.tabs}>
        {samples.map((sample) => (
          <TabItem
            key={sample.id}
            value={sample.id}
            label={sample.label}
            attributes={{
              id: `${id}tab-${sample.id}`,
              'aria-controls': `${id}panel-${sample.id}`,
            }}>
            <Sample sample={sample} />
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}
