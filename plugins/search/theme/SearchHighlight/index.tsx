import {Fragment, type ReactNode} from 'react';
import type {Segment} from '@paynow-docs/search-engine';

/** Highlighted text. Every segment is rendered as text, never as HTML. */
export default function SearchHighlight({
  segments,
}: {
  segments: Segment[];
}): ReactNode {
  return segments.map((segment, index) =>
    segment.match ? (
      <mark key={index} className="pn-search-mark">
        {segment.text}
      </mark>
    ) : (
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
}
