import type {ReactNode} from 'react';
import LoadWhenNear, {lazyWhenNear} from '@site/src/components/LoadWhenNear';
import type {QuestionFormProps} from './Form';

export type {QuestionFormProps};

const FORM = lazyWhenNear<QuestionFormProps>(() => import('./Form'));

/**
 * A question for the PayNow Docs team (`./Form`), from a page or one open
 * point of it: in the page's HTML as a plain form, its code loaded when the
 * reader comes near it (src/components/LoadWhenNear), so a page pays for it
 * only when it is used.
 */
export default function QuestionForm(props: QuestionFormProps): ReactNode {
  return <LoadWhenNear component={FORM} props={props} />;
}
