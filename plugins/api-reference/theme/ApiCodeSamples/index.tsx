import React, {useEffect, useState, type ReactNode} from 'react';
import {useTabs} from '@docusaurus/theme-common/internal';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import ApiStatic from '@theme/ApiStatic';
import type {CodeSample} from '../../types';
import {GRAMMARS, hasGrammar} from './prismLanguages';
import styles from './styles.module.css';

/**
 * Whether `language` can be highlighted; while `wanted`, loads its grammar
 * when it is one of the on-demand `GRAMMARS` (then re-renders).
 */
function useGrammar(language: string, wanted: boolean): boolean {
  const [ready, setReady] = useState(() => hasGrammar(language));
  const load = GRAMMARS[language];
  useEffect(() => {
    if (ready || !wanted || !load) {
      return undefined;
    }
    let current = true;
    load().then(
      () => current && setReady(true),
      // Offline: the sample stays readable, as plain text or server HTML.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load, ready, wanted]);
  return ready || !load;
}

/**
 * One sample. Every language is in the server HTML, but only the selected
 * tab is hydrated: the six hidden ones (three quarters of the page's
 * elements) keep their server HTML until first selected, when React renders
 * them (issue 10: hydrating every sample blocked the main thread). `<Tabs>`
 * remounts after hydration; the kept HTML is put back then (`cacheKey`).
 * A sample whose grammar loads on demand keeps its (highlighted) server HTML
 * until the grammar is there; rendered in the browser without it, it is
 * plain text until then.
 */
function Sample({sample}: {sample: CodeSample}): ReactNode {
  // Docusaurus's own TabItem reads the selection the same way.
  const {selectedValue} = useTabs();
  const selected = selectedValue === sample.id;
  const highlighted = useGrammar(sample.language, selected);
  return (
    <ApiStatic
      live={selected && highlighted}
      cacheKey={`${sample.language}:${sample.code}`}>
      <CodeBlock
        language={highlighted ? sample.language : 'text'}
        className={styles.code}>
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
