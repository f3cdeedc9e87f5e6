import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface FlowBranch {
  /** The condition that leads into this branch, e.g. "Yes" or "Credit card". */
  when: string;
  steps: FlowStep[];
}

export interface FlowStep {
  /** Short box text; `**…**` marks an on-screen label (bold). */
  label: string;
  /** Optional one-line note under the label; `**…**` as in `label`. */
  detail?: string;
  /** Makes the step a decision: one labelled branch per outcome. */
  branches?: FlowBranch[];
}

export interface FlowProps {
  /** Caption of the diagram; also its accessible name. */
  title: string;
  steps: FlowStep[];
}

/**
 * Throws at build time (static rendering) when a diagram in MDX is malformed,
 * so the author sees which diagram is wrong instead of a silently empty box.
 */
function assertSteps(
  steps: unknown,
  where: string,
): asserts steps is FlowStep[] {
  if (!Array.isArray(steps) || steps.length === 0) {
    throw new Error(`<Flow>: ${where} needs a non-empty "steps" array.`);
  }
  steps.forEach((step: Partial<FlowStep>, index) => {
    if (typeof step?.label !== 'string' || step.label.trim() === '') {
      throw new Error(`<Flow>: step ${index + 1} of ${where} needs a "label".`);
    }
    step.branches?.forEach((branch, b) => {
      if (typeof branch?.when !== 'string') {
        throw new Error(
          `<Flow>: branch ${b + 1} of "${step.label}" needs a "when".`,
        );
      }
      assertSteps(branch.steps, `branch "${branch.when}" of "${step.label}"`);
    });
  });
}

/**
 * Box text with its on-screen labels in bold: `Click **Refund review (退款審核)**`.
 * The text stays text (React escapes it); only the `**` pairs become
 * <strong>. An unpaired `**` throws at build time, naming the text.
 */
export function emphasis(text: string): ReactNode[] {
  const parts = text.split('**');
  if (parts.length % 2 === 0) {
    throw new Error(`<Flow>: unpaired "**" in "${text}".`);
  }
  return parts.map((part, index) =>
    index % 2 === 1 ? <strong key={index}>{part}</strong> : part,
  );
}

function Steps({steps}: {steps: FlowStep[]}): ReactNode {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={index} className={styles.step}>
          <div className={clsx(styles.box, step.branches && styles.decision)}>
            <span className={styles.label}>{emphasis(step.label)}</span>
            {step.detail && (
              <span className={styles.detail}>{emphasis(step.detail)}</span>
            )}
          </div>
          {step.branches && (
            <ul className={styles.branches}>
              {step.branches.map((branch) => (
                <li key={branch.when} className={styles.branch}>
                  <span className={styles.when}>{emphasis(branch.when)}</span>
                  <Steps steps={branch.steps} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * A flow chart drawn as nested lists: readable by screen readers, found by
 * search, styled by the colour mode, and with no client-side renderer.
 */
export default function Flow({title, steps}: FlowProps): ReactNode {
  assertSteps(steps, `the diagram "${title}"`);
  return (
    // A group, not a <figure>: ARIA does not allow role="group" on <figure>
    // (axe aria-allowed-role, Lighthouse accessibility), and the group role
    // with its name is what assistive technology and the tests look for.
    <div className={styles.flow} role="group" aria-label={title}>
      <div className={styles.caption} aria-hidden="true">
        {title}
      </div>
      <Steps steps={steps} />
    </div>
  );
}
