// A unit's information as a form (a lab's or a consigning unit's own page, and admin's side panel): the draft behind
// it. The stored record is read when there is one (a new one starts from `blank`), the fields are checked by the
// unit's contract, save creates or updates, keeps the stored record (so logo, qualifications and addresses can follow)
// and says so. Apart from the panel (UnitDrawer.tsx), so that a unit's own page loads no drawer.
import { useEffect, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { TObject } from 'typebox';
import { type Submitted, useContractForm } from '../../components/useContractForm';
import { toaster } from '../../ui/toaster';
import { useLatest } from '../../utils/useLatest';

/** Which unit a draft holds: `own` the caller's own unit (read without an id), else unitId as in UnitTarget. */
export interface DraftTarget {
  unitId: string | null | undefined;
  own?: boolean;
  onSaved?(): void;
  /** A record that cannot be read (deleted meanwhile); the shell has shown why. */
  onUnreadable?(): void;
}

export interface UnitDraftOptions<S extends { id: string }, C extends TObject, V extends FieldValues> {
  /** The unit: its id, null for a new one, undefined for none yet (a closed panel). */
  unitId: string | null | undefined;
  /** The contract the server saves the unit with. */
  schema: C;
  blank: V;
  /** Already translated. */
  labels: Partial<Record<keyof V & string, string>>;
  /** Already translated: what a valid value of a patterned field looks like (see useContractForm). */
  hints?: Partial<Record<keyof V & string, string>>;
  /** The form's values of a stored record. */
  fieldsOf(stored: S): V;
  calls: {
    read(id: string): Promise<S>;
    /** Omitted: the draft only edits (a unit's own information). */
    create?(body: Submitted<V, C>): Promise<S>;
    update(body: Submitted<V, C> & { id: string }): Promise<S>;
  };
  onSaved?(): void;
  /** A record that cannot be read (deleted meanwhile); the shell has shown why. */
  onUnreadable?(): void;
}

export function useUnitDraft<S extends { id: string }, C extends TObject, V extends FieldValues>(
  options: UnitDraftOptions<S, C, V>,
) {
  const intl = useIntl();
  const latest = useLatest(options);
  const { unitId } = options;
  const [stored, setStored] = useState<S | null>(null);
  const { schema, blank, labels, hints } = options;
  const form = useContractForm({ schema, defaultValues: blank, labels, hints });
  const { reset } = form;

  useEffect(() => {
    const { blank, calls, fieldsOf, onUnreadable } = latest();
    if (!unitId) {
      setStored(null);
      reset(blank);
      return;
    }
    calls.read(unitId).then(
      (unit) => {
        setStored(unit);
        reset(fieldsOf(unit));
      },
      () => onUnreadable?.(),
    );
  }, [unitId, reset, latest]);

  const save = form.submit(async (values) => {
    const { calls, fieldsOf, onSaved } = latest();
    const body = values as Submitted<V, C>;
    const unit = stored ? await calls.update({ ...body, id: stored.id }) : await calls.create?.(body);
    if (!unit) return;
    setStored(unit);
    reset(fieldsOf(unit));
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'unitAdmin.saved' }), duration: 3000 });
    onSaved?.();
  });
  return { form, stored, setStored, save, saving: form.formState.isSubmitting };
}
