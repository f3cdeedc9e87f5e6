import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
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
      return (
        <Translate
          id="openPoint.channel.mpos"
          description="The contact page's section on the mPOS card reader">
          mPOS card reader
        </Translate>
      );
    case 'e-invoice':
      return (
        <Translate
          id="openPoint.channel.eInvoice"
          description="The contact page's section on e-invoices">
          E-invoice
        </Translate>
      );
    case 'icash-pay':
      return (
        <Translate
          id="openPoint.channel.icashPay"
          description="The contact page's section on icash Pay">
          icash Pay
        </Translate>
      );
    case 'atm-refund':
      return (
        <Translate
          id="openPoint.channel.atmRefund"
          description="The contact page's section on ATM refunds for buyers">
          ATM refunds for buyers
        </Translate>
      );
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
