// Ejected (not wrapped): the stock component writes `JSON.stringify(data)`
// into the script itself, so only a replacement can change the serialisation.
import React, {type ReactNode} from 'react';
import {useBlogListPageStructuredData} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogListPage/StructuredData';
import JsonLd from '../../../client/JsonLd';

export default function BlogListPageStructuredData(props: Props): ReactNode {
  return <JsonLd data={useBlogListPageStructuredData(props)} />;
}
