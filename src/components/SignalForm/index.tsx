import type {ComponentProps, ReactNode} from 'react';
import type {
  QuestionSignal,
  RatingSignal,
} from '@paynow-docs/reader-signals/contract';
import {useSignalContext} from '@site/src/utils/readerSignals';

/**
 * A form of reader signals: it posts to the endpoint as a plain form (the
 * path without JavaScript), with the hidden fields the contract asks of
 * every signal, its `kind`, the locale and the page.
 */
export default function SignalForm({
  kind,
  children,
  ...form
}: {
  kind: (RatingSignal | QuestionSignal)['kind'];
} & ComponentProps<'form'>): ReactNode {
  const {action, locale, page} = useSignalContext();
  return (
    <form method="post" action={action} {...form}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" value={page} />
      {children}
    </form>
  );
}
