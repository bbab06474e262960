// The sample library's two forms (LibraryPage), loaded when first drawn rather than with the page: the chosen
// sample's card (its fields, save and delete) and the dialog that adds a sample. Each holds its own form, checked by
// the library's contract, so react-hook-form, TypeBox and the dialog's code wait until a sample is chosen or added.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { CreateSysSampleBody } from '../../../contracts/sys-library';
import type { CatalogueEditApi, SysSample } from '../../api/catalogue';
import { ActionDialog } from './ActionDialog';
import { SampleCard } from './SampleCard';
import { emptySample, inputOf, SampleFields, useSampleForm, valuesOf } from './SampleForm';

/** The chosen sample's card; `changed` is told the id to show next (null: none). */
export function LibraryEditor({
  api,
  selected,
  changed,
}: {
  api: CatalogueEditApi;
  selected: SysSample;
  changed(id: string | null): void;
}) {
  const intl = useIntl();
  const form = useSampleForm(CreateSysSampleBody);
  const { reset } = form;
  useEffect(() => reset(valuesOf(selected)), [selected, reset]);
  return (
    <SampleCard
      prefix="library"
      title={selected.sampleName}
      form={form}
      save={async (values) => {
        await api.updateLibrarySample({ id: selected.id, ...inputOf(values, false) });
        changed(selected.id);
      }}
      deleteBody={intl.formatMessage({ id: 'catalogue.library.deleteBody' }, { name: selected.sampleName })}
      remove={() => api.deleteLibrarySample(selected.id).then(() => changed(null))}
    />
  );
}

/** The dialog that adds a sample at the top (`parentId` null) or under the chosen one; empty each time it opens. */
export function LibraryAddDialog({
  api,
  open,
  title,
  parentId,
  onClose,
  changed,
}: {
  api: CatalogueEditApi;
  open: boolean;
  title: string;
  parentId: string | null;
  onClose(): void;
  changed(id: string): void;
}) {
  const intl = useIntl();
  const form = useSampleForm(CreateSysSampleBody);
  const { reset } = form;
  useEffect(() => {
    if (open) reset(emptySample);
  }, [open, reset]);
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      title={title}
      confirmLabel={intl.formatMessage({ id: 'catalogue.save' })}
      testId="library-add-dialog"
      form={form}
      onConfirm={async (values) => {
        const created = await api.createLibrarySample({ ...inputOf(values, false), parentId });
        changed(created.id);
        return true;
      }}
    >
      <SampleFields form={form} />
    </ActionDialog>
  );
}
