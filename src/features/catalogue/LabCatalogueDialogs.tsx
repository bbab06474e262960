// The dialogs of a lab's catalogue-wide actions (add a sample, copy from the system library, reset or clear, import),
// opened from the "more" menu (./CatalogueMoreMenu.tsx); their code loads when one first opens.

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CatalogueEditApi, TestSample } from '../../api/catalogue';
import { Text } from '../../ui/chakra';
import { TextField } from '../../ui/TextField';
import { toaster } from '../../ui/toaster';
import { ActionDialog } from './ActionDialog';
import type { CatalogueDialog } from './CatalogueMorePopup';
import { ImportDialog } from './ImportDialog';
import { LibraryTree, useLibraryTree } from './LibraryTree';
import { useAddTitle } from './SampleWorkspace';

export interface LabCatalogueDialogsProps {
  api: CatalogueEditApi;
  dialog: CatalogueDialog;
  onClose(): void;
  selectedId: string | null;
  selected: TestSample | null;
  /** After a change: select `id` (or none) and reload. */
  changed(id: string | null): void;
  onImported(): void;
}

export function LabCatalogueDialogs({
  api,
  dialog,
  onClose,
  selectedId,
  selected,
  changed,
  onImported,
}: LabCatalogueDialogsProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const addTitle = useAddTitle();
  const [name, setName] = useState('');
  const [libraryPick, setLibraryPick] = useState<string | null>(null);
  const library = useLibraryTree(api, dialog === 'copy');
  const adding = dialog === 'addTop' || dialog === 'addChild';
  // A new sample's name starts empty each time the add dialog opens.
  useEffect(() => {
    if (adding) setName('');
  }, [adding]);
  const done = (key: string) => toaster.create({ type: 'success', title: t(key), duration: 2500 });
  const wide = dialog === 'clear' ? 'clear' : 'reset';

  return (
    <>
      <ActionDialog
        open={adding}
        onClose={onClose}
        title={addTitle(adding ? dialog : null, selected)}
        confirmLabel={t('catalogue.save')}
        testId="sample-add-dialog"
        onConfirm={async () => {
          if (!name.trim()) return false;
          const created = await api.createSample({
            sampleName: name.trim(),
            parentId: dialog === 'addChild' ? selectedId : null,
          });
          changed(created.id);
          return true;
        }}
      >
        <TextField
          label={t('catalogue.field.sampleName')}
          value={name}
          onChange={setName}
          testId="sample-add-name"
          required
          maxLength={128}
        />
      </ActionDialog>

      <ActionDialog
        open={dialog === 'copy'}
        onClose={onClose}
        title={t('catalogue.copy.title')}
        confirmLabel={t('catalogue.copy.run')}
        testId="copy-library-dialog"
        onConfirm={async () => {
          if (!libraryPick) return false;
          const copied = await api.copyFromLibrary(libraryPick, selectedId);
          changed(copied.id);
          done('catalogue.copy.done');
          return true;
        }}
      >
        <Text fontSize="sm" color="fg.muted">
          {selected ? t('catalogue.copy.under', { name: selected.sampleName }) : t('catalogue.copy.top')}
        </Text>
        <LibraryTree read={library} selectedId={libraryPick} onSelect={setLibraryPick} />
      </ActionDialog>

      <ActionDialog
        open={dialog === 'reset' || dialog === 'clear'}
        onClose={onClose}
        title={t(`catalogue.${wide}.title`)}
        confirmLabel={t(`catalogue.${wide}.run`)}
        destructive
        testId="catalogue-wide-dialog"
        onConfirm={async () => {
          await (dialog === 'clear' ? api.clearCatalogue() : api.resetByTemplate());
          changed(null);
          done(`catalogue.${wide}.done`);
          return true;
        }}
      >
        <Text>{t(`catalogue.${wide}.body`)}</Text>
      </ActionDialog>

      <ImportDialog api={api} open={dialog === 'import'} onClose={onClose} onImported={onImported} />
    </>
  );
}
