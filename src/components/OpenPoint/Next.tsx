import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import QuestionForm from '@site/src/components/QuestionForm/Form';
import {useReaderSignalsSite} from '@site/src/utils/readerSignalsSite';
import styles from './styles.module.css';

export interface OpenPointProps {
  /** The open point's id in the register of facts. */
  readonly id?: string;
  /** A section id of the contact page that gives the channel for this point. */
  readonly channel?: string;
}

/** The contact page's channel sections, named as their headings name them. */
function ChannelName({channel}: {channel: string}): ReactNode {
  switch (channel) {
    case 'mpos':
      return translate({
        id: 'openPoint.channel.mpos',
        message: 'mPOS card reader',
        description: "The contact page's section on the mPOS card reader",
      });
    case 'e-invoice':
      return translate({
        id: 'openPoint.channel.eInvoice',
        message: 'E-invoice',
        description: "The contact page's section on e-invoices",
      });
    case 'icash-pay':
      return translate({
        id: 'openPoint.channel.icashPay',
        message: 'icash Pay',
        description: "The contact page's section on icash Pay",
      });
    case 'atm-refund':
      return translate({
        id: 'openPoint.channel.atmRefund',
        message: 'ATM refunds for buyers',
        description: "The contact page's section on ATM refunds for buyers",
      });
    default:
      throw new Error(
        `<OpenPoint channel="${channel}">: no contact-page section of that name; the known ones are in src/components/OpenPoint`,
      );
  }
}

/**
 * Where a guide's facts stop, the reader's next step, always in one form:
 * with `channel`, a sentence linking that section of the contact page;
 * without, a disclosure (works without JavaScript) holding the question
 * form for the PayNow Docs team, which carries the point's id.
 */
export default function Next({id, channel}: OpenPointProps): ReactNode {
  const {contact} = useReaderSignalsSite();
  if (channel) {
    return (
      <p className={styles.next}>
        <Translate
          id="openPoint.channel"
          description="An open point answered by a contact channel; {channel} links the contact page's section, {page} names that page"
          values={{
            channel: (
              <Link to={`${contact.to}#${channel}`}>
                <ChannelName channel={channel} />
              </Link>
            ),
            page: contact.label,
          }}>
          {'To ask PayNow about this, see {channel} on the {page} page.'}
        </Translate>
      </p>
    );
  }
  return (
    <details className={styles.ask} data-search-exclude>
      <summary>
        <Translate
          id="openPoint.ask"
          description="Opens the question form about one open point of a guide">
          Ask the PayNow Docs team about this
        </Translate>
      </summary>
      <QuestionForm point={id} />
    </details>
  );
}
