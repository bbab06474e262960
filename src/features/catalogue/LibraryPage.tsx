// 系统样品库 (SystemManager/SysTestSampleManager, admin): the platform's sample library that labs copy from. A tree;
// the selected sample's fields and requirements; add at the top or under the selected one; delete with its subtree.

import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCatalogueEditApi } from '../../api/catalogue';
import { Flex } from '../../ui/chakra';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingSpinner } from '../../ui/LoadingSpinner';
import { lazyWhenOpen } from '../../ui/lazyWhenOpen';
import { LibraryTree, useLibraryTree } from './LibraryTree';
import {
  type AddKind,
  AddSampleButtons,
  ChooseSample,
  SampleWorkspace,
  useAddTitle,
  useSampleSelection,
} from './SampleWorkspace';

// The chosen sample's card and the add dialog load when first drawn (LibraryForms.tsx).
const LibraryEditor = lazy(async () => ({ default: (await import('./LibraryForms')).LibraryEditor }));
const LibraryAddDialog = lazyWhenOpen(
  async () => (await import('./LibraryForms')).LibraryAddDialog,
  (p: ComponentProps<typeof import('./LibraryForms').LibraryAddDialog>) => p.open,
);

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
  const [adding, setAdding] = useState<AddKind | null>(null);

  return (
    <>
      <SampleWorkspace
        testId="sys-library"
        side={
          <>
            <Flex gap="2" wrap="wrap">
              <AddSampleButtons prefix="library" canAddChild={!!selected} onAdd={setAdding} />
            </Flex>
            <LibraryTree
              read={tree}
              selectedId={selectedId}
              onSelect={setSelectedId}
              empty={<EmptyState size="sm" testId="library-empty" title={t('catalogue.library.empty')} />}
            />
          </>
        }
      >
        {selected ? (
          <Suspense fallback={<LoadingSpinner testId="sample-editor-loading" />}>
            <LibraryEditor api={api} selected={selected} changed={changed} />
          </Suspense>
        ) : (
          <ChooseSample hint={t('catalogue.library.hint')} />
        )}
      </SampleWorkspace>
      <LibraryAddDialog
        api={api}
        open={adding !== null}
        title={addTitle(adding, selected)}
        parentId={adding === 'addChild' ? selectedId : null}
        onClose={() => setAdding(null)}
        changed={changed}
      />
    </>
  );
}
