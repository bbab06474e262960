// What the lab's catalogue and the platform's sample library share: the two-pane layout (the tree and its actions on
// the left, the selected sample on the right), the "add at the top / under the selected one" buttons, the hint shown
// before a sample is chosen, and the selection itself (reloaded with the tree after a change). Plain elements: the lab's
// centre draws without Chakra (src/router/innerScreens.ts).
import { type ReactNode, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useRead } from '../../components/useRead';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import styles from './SampleWorkspace.module.css';

export type AddKind = 'addTop' | 'addChild';

export function SampleWorkspace({ testId, side, children }: { testId: string; side: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.workspace} data-testid={testId}>
      <div className={styles.grid}>
        <div className={styles.side}>{side}</div>
        {children}
      </div>
    </div>
  );
}

/** `<prefix>-add-top` and `<prefix>-add-child` (only with a sample selected). */
export function AddSampleButtons({
  prefix,
  canAddChild,
  onAdd,
}: {
  prefix: string;
  canAddChild: boolean;
  onAdd(kind: AddKind): void;
}) {
  const intl = useIntl();
  return (
    <>
      <Button onClick={() => onAdd('addTop')} data-testid={`${prefix}-add-top`}>
        <LuPlus /> {intl.formatMessage({ id: 'catalogue.sample.addTop' })}
      </Button>
      <Button
        variant="outline"
        disabled={!canAddChild}
        onClick={() => onAdd('addChild')}
        data-testid={`${prefix}-add-child`}
      >
        <LuPlus /> {intl.formatMessage({ id: 'catalogue.sample.addChild' })}
      </Button>
    </>
  );
}

/** The title of the add dialog: under the selected sample, or at the top. */
export function useAddTitle() {
  const intl = useIntl();
  return (kind: AddKind | null, selected: { sampleName: string } | null) =>
    kind === 'addChild' && selected
      ? intl.formatMessage({ id: 'catalogue.sample.addUnder' }, { name: selected.sampleName })
      : intl.formatMessage({ id: 'catalogue.sample.addTop' });
}

/** Shown on the right before a sample is chosen. */
export function ChooseSample({ hint, testId }: { hint: string; testId?: string }) {
  const intl = useIntl();
  return (
    <EmptyState
      className={styles.choose}
      title={intl.formatMessage({ id: 'catalogue.chooseSample' })}
      description={hint}
      testId={testId}
    />
  );
}

/**
 * The selected sample of a tree, read by `call`; `selected` is null while none is chosen or its read is on the way.
 * changed(id) selects `id` (or none) after a write and reloads the tree and the sample.
 */
export function useSampleSelection<S extends { id: string }>(
  call: string,
  read: (id: string, signal: AbortSignal) => Promise<S>,
  reloadTree: () => void,
) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const sample = useRead([call, selectedId], (signal) =>
    selectedId ? read(selectedId, signal) : Promise.resolve(null),
  );
  const selected = sample.data && sample.data.id === selectedId ? sample.data : null;
  const changed = (id: string | null) => {
    setSelectedId(id);
    reloadTree();
    sample.reload();
  };
  return { selectedId, setSelectedId, selected, changed };
}
