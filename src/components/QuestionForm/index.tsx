// Placeholder until the reader-signals work lands: the form that sends a
// question to the PayNow Docs team.
import React, {type ReactNode} from 'react';

export interface QuestionFormProps {
  /** The open point the question is about. */
  readonly point?: string;
}

export default function QuestionForm({point}: QuestionFormProps): ReactNode {
  return <div id="ask-docs-team" data-point={point} />;
}
