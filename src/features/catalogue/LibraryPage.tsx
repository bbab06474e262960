// 系统样品库 (SystemManager/SysTestSampleManager, admin): the platform's sample library that labs copy from. A tree;
// the selected sample's fields and requirements; add at the top or under the selected one; delete with its subtree.
import { Button, Card, EmptyState, Flex, Skeleton, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuSave, LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { CreateSysSampleBody } from '../../../contracts/sys-library';
import { useCatalogueEditApi } from '../../api/catalogue';
import { ConfirmDialog, type ConfirmRequest } from '../../components/ConfirmDialog';
import { toaster } from '../../components/ui/toaster';
import { useRead } from '../../components/useRead';
import { ActionDialog } from './ActionDialog';
import { CatalogueTree } from './CatalogueTree';
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
  const tree = useRead(['SysTestSample/GetSysTestSampleTree', true], (signal) => api.getLibraryTree({ signal }));
  const { selectedId, setSelectedId, selected, changed } = useSampleSelection(
    'SysTestSample/Get',
    (id, signal) => api.getLibrarySample(id, { signal }),
    tree.reload,
  );
  const addTitle = useAddTitle();
  const editor = useSampleForm(CreateSysSampleBody);
  const [adding, setAdding] = useState<AddKind | null>(null);
  const draft = useSampleForm(CreateSysSampleBody);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const { reset } = editor;
  useEffect(() => {
    if (selected) reset(valuesOf(selected));
  }, [selected, reset]);
  const askDelete = () =>
    selected &&
    setConfirm({
      title: t('catalogue.sample.deleteTitle'),
      message: t('catalogue.library.deleteBody', { name: selected.sampleName }),
      confirmLabel: t('catalogue.delete'),
      testId: 'library-delete-dialog',
      run: () => api.deleteLibrarySample(selected.id).then(() => changed(null)),
    });

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
            {!tree.data ? (
              <Skeleton h="24" />
            ) : tree.data.length === 0 ? (
              <EmptyState.Root size="sm" data-testid="library-empty">
                <EmptyState.Content>
                  <EmptyState.Title>{t('catalogue.library.empty')}</EmptyState.Title>
                </EmptyState.Content>
              </EmptyState.Root>
            ) : (
              <CatalogueTree
                nodes={tree.data}
                selectedId={selectedId}
                onSelect={setSelectedId}
                label={t('menu.sysTestSampleManager')}
                testId="library-tree"
              />
            )}
          </>
        }
      >
        {selected ? (
          <Card.Root size="sm" data-testid="library-editor">
            <Card.Header>
              <Card.Title>{selected.sampleName}</Card.Title>
            </Card.Header>
            <Card.Body>
              <Stack gap="4">
                <SampleFields form={editor} />
                <Flex gap="2" justify="space-between" wrap="wrap">
                  <Button
                    size="sm"
                    data-testid="library-save"
                    onClick={editor.submit(async (values) => {
                      await api.updateLibrarySample({ id: selected.id, ...inputOf(values, false) });
                      toaster.create({ type: 'success', title: t('catalogue.saved'), duration: 2500 });
                      changed(selected.id);
                    })}
                  >
                    <LuSave /> {t('catalogue.save')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    onClick={askDelete}
                    data-testid="library-delete"
                  >
                    <LuTrash2 /> {t('catalogue.sample.delete')}
                  </Button>
                </Flex>
              </Stack>
            </Card.Body>
          </Card.Root>
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
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
