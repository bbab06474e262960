// 系统样品库 (SystemManager/SysTestSampleManager, admin): the platform's sample library that labs copy from. A tree;
// the selected sample's fields and requirements; add at the top or under the selected one; delete with its subtree.
import { Box, Button, Card, EmptyState, Flex, Grid, Skeleton, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuPlus, LuSave, LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useCatalogueEditApi } from '../../api/catalogue';
import { ConfirmDialog, type ConfirmRequest } from '../../components/ConfirmDialog';
import { toaster } from '../../components/ui/toaster';
import { ActionDialog } from './ActionDialog';
import { CatalogueTree } from './CatalogueTree';
import { emptySample, inputOf, SampleFields, type SampleValues, valuesOf } from './SampleForm';
import { useLoad } from './useLoad';

export function LibraryPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useCatalogueEditApi();
  const tree = useLoad((signal) => api.getLibraryTree({ signal }), [api]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const sample = useLoad(
    (signal) => (selectedId ? api.getLibrarySample(selectedId, { signal }) : Promise.resolve(null)),
    [api, selectedId],
  );
  const [values, setValues] = useState<SampleValues>(emptySample);
  const [adding, setAdding] = useState<'top' | 'child' | null>(null);
  const [draft, setDraft] = useState<SampleValues>(emptySample);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const selected = sample.data && sample.data.id === selectedId ? sample.data : null;
  useEffect(() => {
    if (selected) setValues(valuesOf(selected));
  }, [selected]);
  const askDelete = () =>
    selected &&
    setConfirm({
      title: t('catalogue.sample.deleteTitle'),
      message: t('catalogue.library.deleteBody', { name: selected.sampleName }),
      confirmLabel: t('catalogue.delete'),
      testId: 'library-delete-dialog',
      run: () => api.deleteLibrarySample(selected.id).then(() => changed(null)),
    });
  const changed = (id: string | null) => {
    setSelectedId(id);
    tree.reload();
    sample.reload();
  };

  return (
    <Box p={{ base: '2', md: '4' }} data-testid="sys-library">
      <Grid templateColumns={{ base: '1fr', lg: '340px 1fr' }} gap="4" alignItems="start">
        <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" minW="0">
          <Flex gap="2" wrap="wrap">
            <Button
              size="sm"
              onClick={() => {
                setDraft(emptySample);
                setShowErrors(false);
                setAdding('top');
              }}
              data-testid="library-add-top"
            >
              <LuPlus /> {t('catalogue.sample.addTop')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!selected}
              onClick={() => {
                setDraft(emptySample);
                setShowErrors(false);
                setAdding('child');
              }}
              data-testid="library-add-child"
            >
              <LuPlus /> {t('catalogue.sample.addChild')}
            </Button>
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
        </Stack>
        {selected ? (
          <Card.Root size="sm" data-testid="library-editor">
            <Card.Header>
              <Card.Title>{selected.sampleName}</Card.Title>
            </Card.Header>
            <Card.Body>
              <Stack gap="4">
                <SampleFields values={values} onChange={setValues} showErrors={showErrors} />
                <Flex gap="2" justify="space-between" wrap="wrap">
                  <Button
                    size="sm"
                    data-testid="library-save"
                    onClick={async () => {
                      setShowErrors(true);
                      if (!values.sampleName.trim()) return;
                      await api.updateLibrarySample({ id: selected.id, ...inputOf(values, false) });
                      toaster.create({ type: 'success', title: t('catalogue.saved'), duration: 2500 });
                      changed(selected.id);
                    }}
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
          <EmptyState.Root borderWidth="1px" borderRadius="md">
            <EmptyState.Content>
              <EmptyState.Title>{t('catalogue.chooseSample')}</EmptyState.Title>
              <EmptyState.Description>{t('catalogue.library.hint')}</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        )}
      </Grid>
      <ActionDialog
        open={adding !== null}
        onClose={() => setAdding(null)}
        title={
          adding === 'child' && selected
            ? t('catalogue.sample.addUnder', { name: selected.sampleName })
            : t('catalogue.sample.addTop')
        }
        confirmLabel={t('catalogue.save')}
        testId="library-add-dialog"
        onConfirm={async () => {
          setShowErrors(true);
          if (!draft.sampleName.trim()) return false;
          const created = await api.createLibrarySample({
            ...inputOf(draft, false),
            parentId: adding === 'child' ? selectedId : null,
          });
          changed(created.id);
          return true;
        }}
      >
        <SampleFields values={draft} onChange={setDraft} showErrors={showErrors} />
      </ActionDialog>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </Box>
  );
}
