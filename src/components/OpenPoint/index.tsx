// Placeholder until the reader-signals work lands: where a guide's facts stop,
// the reader's next step. `channel` names a section of the contact page that
// gives a channel; without it, the question goes to the PayNow Docs team.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

export interface OpenPointProps {
  /** The open point's id in the register of facts. */
  readonly id?: string;
  /** A section of the contact page that answers this point. */
  readonly channel?: string;
}

export default function OpenPoint({channel}: OpenPointProps): ReactNode {
  return (
    <p>
      <Link to={`/docs/contact#${channel ?? 'ask-docs-team'}`}>
        <Translate id="openPoint.next">Ask about this</Translate>
      </Link>
    </p>
  );
}
