// A wizard's steps drawn plain: an ordered list of buttons, each a numbered circle (a tick once passed) and a title,
// joined by a line; `aria-current="step"` marks the current one. Across the page from 48em up, down it below. Not
// tabs: the steps control no tab panels (the wizard draws its own step).
import { LuCheck } from 'react-icons/lu';
import styles from './Steps.module.css';

export interface Step {
  /** Already translated. */
  title: string;
  /** It cannot be gone to now. */
  disabled?: boolean;
  testId?: string;
}

export function Steps({
  steps,
  current,
  onSelect,
  testId,
}: {
  steps: readonly Step[];
  /** The index of the current step. */
  current: number;
  onSelect(index: number): void;
  testId?: string;
}) {
  return (
    <ol className={styles.list} data-testid={testId}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li key={step.title} className={styles.item} data-state={state}>
            <button
              type="button"
              className={styles.trigger}
              aria-current={state === 'current' ? 'step' : undefined}
              disabled={step.disabled}
              onClick={() => onSelect(index)}
              data-testid={step.testId}
            >
              <span className={styles.indicator} aria-hidden>
                {state === 'done' ? <LuCheck /> : index + 1}
              </span>
              <span className={styles.title}>{step.title}</span>
            </button>
            {index < steps.length - 1 && <span className={styles.separator} aria-hidden />}
          </li>
        );
      })}
    </ol>
  );
}
