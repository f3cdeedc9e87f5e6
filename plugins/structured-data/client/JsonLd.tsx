import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {serializeJsonLd} from './jsonLd';

/** Structured data in the page head, serialised by {@link serializeJsonLd}. */
export default function JsonLd({data}: {data: unknown}): ReactNode {
  return (
    <Head>
      <script type="application/ld+json">{serializeJsonLd(data)}</script>
    </Head>
  );
}
