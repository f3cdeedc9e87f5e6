// Ejected (not wrapped): the stock component writes `JSON.stringify(data)`
// into the script itself, so only a replacement can change the serialisation.
import React, {type ReactNode} from 'react';
import {useBlogPostStructuredData} from '@docusaurus/plugin-content-blog/client';
import JsonLd from '../../../client/JsonLd';

export default function BlogPostStructuredData(): ReactNode {
  return <JsonLd data={useBlogPostStructuredData()} />;
}
