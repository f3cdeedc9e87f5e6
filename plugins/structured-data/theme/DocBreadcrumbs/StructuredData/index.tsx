// Ejected (not wrapped): the stock component writes `JSON.stringify(data)`
// into the script itself, so only a replacement can change the serialisation.
import React, {type ReactNode} from 'react';
import {useBreadcrumbsStructuredData} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocBreadcrumbs/StructuredData';
import JsonLd from '../../../client/JsonLd';

export default function DocBreadcrumbsStructuredData(props: Props): ReactNode {
  return (
    <JsonLd
      data={useBreadcrumbsStructuredData({breadcrumbs: props.breadcrumbs})}
    />
  );
}
