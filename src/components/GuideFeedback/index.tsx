import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import LoadWhenNear, {lazyWhenNear} from '@site/src/components/LoadWhenNear';
import {useReaderSignalsSite} from '@site/src/utils/readerSignalsSite';
import type {BoxProps} from './Box';
import styles from './styles.module.css';

const BOX = lazyWhenNear<BoxProps>(() => import('./Box'));

/**
 * The end of every guide (`./Box`): "Was this page helpful?" and a question
 * for the PayNow Docs team. In the page's HTML as plain forms; their code
 * loads when the reader comes near (src/components/LoadWhenNear), not with
 * the guide. The contact page holds the question form in its text, so
 * there it is not repeated.
 */
export default function GuideFeedback(): ReactNode {
  const {metadata} = useDoc();
  const contact = useBaseUrl(useReaderSignalsSite().contact.to);
  const onContactPage = metadata.permalink.replace(/\/$/, '') === contact;
  return (
    <LoadWhenNear
      component={BOX}
      props={{ask: !onContactPage}}
      className={styles.box}
      data-search-exclude
    />
  );
}
