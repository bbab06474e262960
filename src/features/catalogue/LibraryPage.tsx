// 系统样品库 (SystemManager/SysTestSampleManager, admin): the platform's sample library that labs copy from. A tree;
// the selected sample's fields and requirements; add at the top or under the selected one; delete with its subtree.
import { EmptyState, Flex } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { CreateSysSampleBody } from '../../../contracts/sys-library';
import { useCatalogueEditApi } from '../../api/catalogue';
import { ActionDialog } from './ActionDialog';
import { LibraryTree, useLibraryTree } from './LibraryTree';
import { SampleCard } from './SampleCard';
import { emptySample, inputOf, SampleFields, useSampleForm, valuesOf } from './SampleForm';
import {
  type AddKind,
  AddSampleButtons,
  ChooseSample,
  SampleWorkspace,
  useAddTitle,
  useSampleSelection,
} from './SampleWorkspace';

export function LibraryPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useCatalogueEditApi();
  const tree = useLibraryTree(api);
  const { selectedId, setSelectedId, selected, changed } = useSampleSelection(
    'SysTestSample/Get',
    (id, signal) => api.getLibrarySample(id, { signal }),
    tree.reload,
  );
  const addTitle = useAddTitle();
  const editor = useSampleForm(CreateSysSampleBody);
  const [adding, setAdding] = useState<AddKind | null>(null);
  const draft = useSampleForm(CreateSysSampleBody);
  const { reset } = editor;
  useEffect(() => {
    if (selected) reset(valuesOf(selected));
  }, [selected, reset]);

  return (
    <>
      <SampleWorkspace
        testId="sys-library"
        side={
          <>
            <Flex gap="2" wrap="wrap">
              <AddSampleButtons
                prefix="library"
                canAddChild={!!selected}
                onAdd={(kind) => {
                  draft.reset(emptySample);
                  setAdding(kind);
                }}
              />
            </Flex>
            <LibraryTree
              read={tree}
              selectedId={selectedId}
              onSelect={setSelectedId}
              empty={
                <EmptyState.Root size="sm" data-testid="library-empty">
                  <EmptyState.Content>
                    <EmptyState.Title>{t('catalogue.library.empty')}</EmptyState.Title>
                  </EmptyState.Content>
                </EmptyState.Root>
              }
            />
          </>
        }
      >
        {selected ? (
          <SampleCard
            prefix="library"
            title={selected.sampleName}
            form={editor}
            save={async (values) => {
              await api.updateLibrarySample({ id: selected.id, ...inputOf(values, false) });
              changed(selected.id);
            }}
            deleteBody={t('catalogue.library.deleteBody', { name: selected.sampleName })}
            remove={() => api.deleteLibrarySample(selected.id).then(() => changed(null))}
          />
        ) : (
          <ChooseSample hint={t('catalogue.library.hint')} />
        )}
      </SampleWorkspace>
      <ActionDialog
        open={adding !== null}
        onClose={() => setAdding(null)}
        title={addTitle(adding, selected)}
        confirmLabel={t('catalogue.save')}
        testId="library-add-dialog"
        form={draft}
        onConfirm={async (values) => {
          const created = await api.createLibrarySample({
            ...inputOf(values, false),
            parentId: adding === 'addChild' ? selectedId : null,
          });
          changed(created.id);
          return true;
        }}
      >
        <SampleFields form={draft} />
      </ActionDialog>
    </>
  );
}
