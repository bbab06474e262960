// The catalogue-wide actions of a lab's catalogue: the "more" menu (copy from the system library, import, reset to
// the library, clear) and the dialogs of every action (add a sample, copy, reset or clear, import).
import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuChevronDown, LuFileUp, LuLibrary } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { CatalogueEditApi, TestSample } from '../../api/catalogue';
import { TextField } from '../../components/TextField';
import { toaster } from '../../components/ui/toaster';
import { ActionDialog } from './ActionDialog';
import { ImportDialog } from './ImportDialog';
import { LibraryTree, useLibraryTree } from './LibraryTree';
import { type AddKind, useAddTitle } from './SampleWorkspace';

export type CatalogueDialog = AddKind | 'copy' | 'import' | 'reset' | 'clear' | null;

/** The menu item's test id is `catalogue-<item>` except copy's (`catalogue-copy-library`). */
export function CatalogueMoreMenu({ onOpen }: { onOpen(dialog: CatalogueDialog): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" data-testid="catalogue-more">
          {t('catalogue.more')} <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="copy" onClick={() => onOpen('copy')} data-testid="catalogue-copy-library">
              <LuLibrary /> {t('catalogue.copy.title')}
            </Menu.Item>
            <Menu.Item value="import" onClick={() => onOpen('import')} data-testid="catalogue-import">
              <LuFileUp /> {t('catalogue.import.title')}
            </Menu.Item>
            <Menu.Item value="reset" onClick={() => onOpen('reset')} data-testid="catalogue-reset">
              {t('catalogue.reset.title')}
            </Menu.Item>
            <Menu.Item value="clear" color="fg.error" onClick={() => onOpen('clear')} data-testid="catalogue-clear">
              {t('catalogue.clear.title')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

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
