/**
 * Wrap swizzle: after a guide's footer (tags, last-updated row), the
 * reader's way forward: "Was this page helpful?" and a question for the
 * PayNow Docs team (src/components/GuideFeedback). Guides only: the API
 * reference, another docs instance, keeps the stock footer.
 */
import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';
import GuideFeedback from '@site/src/components/GuideFeedback';
import {useReaderSignalsSite} from '@site/src/utils/readerSignalsSite';

export default function FooterWrapper(): ReactNode {
  const {guides} = useReaderSignalsSite();
  const guide = useActivePlugin()?.pluginId === guides;
  return (
    <>
      <Footer />
      {guide && <GuideFeedback />}
    </>
  );
}
