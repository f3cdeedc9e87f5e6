import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {LIMITS} from '@paynow-docs/reader-signals/contract';
import QuestionForm from '@site/src/components/QuestionForm/Form';
import styles from './styles.module.css';

/**
 * The privacy notice of reader signals (`PRIVACY_PATH` of
 * packages/reader-signals/contract.ts), linked from every form: what is
 * kept, why, for how long and the reader's choices, as a notice at
 * collection gives them. Where a reader needs to reach us about it, the
 * question form is on the page itself.
 */
export default function FeedbackPrivacy(): ReactNode {
  const days = LIMITS.retentionDays;
  const title = translate({
    id: 'feedbackPrivacy.title',
    message: 'Privacy notice for feedback, questions and searches',
    description: 'Title of the privacy notice of reader signals',
  });
  return (
    <Layout
      title={title}
      description={translate(
        {
          id: 'feedbackPrivacy.description',
          message:
            'What PayNow Docs keeps when you rate a page, ask a question or search without results: why, for {days} days, and your choices.',
          description:
            'Meta description of the privacy notice; {days} is the retention period',
        },
        {days},
      )}>
      <main className={styles.page}>
        <Heading as="h1">{title}</Heading>
        <p>
          <Translate
            id="feedbackPrivacy.intro"
            description="First paragraph of the privacy notice">
            This notice covers what you send to the PayNow Docs team from these
            pages: your answer to “Was this page helpful?”, a question, and a
            search that found nothing. It says what we keep, why, for how long
            and what you can choose.
          </Translate>
        </p>

        <Heading as="h2" id="what-we-keep">
          <Translate id="feedbackPrivacy.kept.heading">What we keep</Translate>
        </Heading>
        <ul>
          <li>
            <Translate id="feedbackPrivacy.kept.rating">
              A page rating: Yes or No, the reason you chose, if any, and your
              comment, if any.
            </Translate>
          </li>
          <li>
            <Translate id="feedbackPrivacy.kept.question">
              A question: its text, and the open point of a guide it is about
              when you asked from one.
            </Translate>
          </li>
          <li>
            <Translate id="feedbackPrivacy.kept.search">
              A search that found nothing: the words searched.
            </Translate>
          </li>
          <li>
            <Translate id="feedbackPrivacy.kept.page">
              With each of them: the page you were on and its language (English
              or Traditional Chinese).
            </Translate>
          </li>
          <li>
            <Translate id="feedbackPrivacy.kept.redacted">
              E-mail addresses and phone numbers in any text you write are
              removed before the text is kept.
            </Translate>
          </li>
          <li>
            <Translate id="feedbackPrivacy.kept.email">
              Your reply e-mail address, if you tick the box “Keep my e-mail
              address so the PayNow Docs team can reply to me” (without the tick
              it is not kept), apart from the text of your question.
            </Translate>
          </li>
        </ul>

        <Heading as="h2" id="not-kept">
          <Translate id="feedbackPrivacy.notKept.heading">
            What we do not keep
          </Translate>
        </Heading>
        <p>
          <Translate id="feedbackPrivacy.notKept">
            No cookie, no identifier of your browser or device and no IP address
            is kept with what you send.
          </Translate>
        </p>

        <Heading as="h2" id="why">
          <Translate id="feedbackPrivacy.why.heading">Why</Translate>
        </Heading>
        <p>
          <Translate id="feedbackPrivacy.why">
            To improve these pages (which page did not help, what is missing,
            what readers search for and do not find) and to answer your
            questions.
          </Translate>
        </p>

        <Heading as="h2" id="how-long">
          <Translate id="feedbackPrivacy.period.heading">
            For how long
          </Translate>
        </Heading>
        <p>
          <Translate
            id="feedbackPrivacy.period"
            description="{days} is the retention period in days"
            values={{days}}>
            {'{days} days. Then it is deleted.'}
          </Translate>
        </p>

        <Heading as="h2" id="your-choices">
          <Translate id="feedbackPrivacy.choices.heading">
            Your choices
          </Translate>
        </Heading>
        <ul>
          <li>
            <Translate id="feedbackPrivacy.choices.optional">
              Sending anything is up to you: the site reads the same without it.
              Nothing is sent until you press a button, and the reason, the
              comment and the reply address are optional.
            </Translate>
          </li>
          <li>
            <Translate id="feedbackPrivacy.choices.email">
              Without the tick, your reply address is not kept, and we cannot
              reply to you.
            </Translate>
          </li>
          <li>
            <Translate id="feedbackPrivacy.choices.gpc">
              A search that found nothing is recorded without a button. If your
              browser sends Global Privacy Control (GPC), it is not recorded.
            </Translate>
          </li>
        </ul>

        <Heading as="h2" id="ask">
          <Translate id="feedbackPrivacy.ask.heading">
            Questions about this notice
          </Translate>
        </Heading>
        <p>
          <Translate
            id="feedbackPrivacy.ask"
            description="Before the question form on the privacy notice">
            Ask the PayNow Docs team with this form: it is kept as this notice
            says.
          </Translate>
        </p>
        <QuestionForm />
      </main>
    </Layout>
  );
}
