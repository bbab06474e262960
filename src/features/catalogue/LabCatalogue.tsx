// A lab's catalogue: left, the sample tree with search and the catalogue-wide actions (add, copy from the system
// library, import, reset to the library, clear); right, the selected sample's editor and its priced parameters.
import {
  Box,
  Button,
  EmptyState,
  Flex,
  Input,
  InputGroup,
  List,
  Skeleton,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { LuSearch, LuTreePine } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { CatalogueEditApi, SampleTreeNode } from '../../api/catalogue';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { lazyWhenOpen } from '../../components/ui/lazyWhenOpen';
import { useRead } from '../../components/useRead';
import { CatalogueMoreMenu } from './CatalogueMoreMenu';
import type { CatalogueDialog } from './CatalogueMorePopup';
import { CatalogueTree, flattenTree } from './CatalogueTree';
import { ParamTable } from './ParamTable';
import { AddSampleButtons, ChooseSample, SampleWorkspace, useSampleSelection } from './SampleWorkspace';

// The sample's editor (a form) loads when a sample is first chosen.
const SampleEditor = lazy(async () => ({ default: (await import('./SampleEditor')).SampleEditor }));

const LabCatalogueDialogs = lazyWhenOpen(
  async () => (await import('./LabCatalogueDialogs')).LabCatalogueDialogs,
  (p: ComponentProps<typeof import('./LabCatalogueDialogs').LabCatalogueDialogs>) => p.dialog !== null,
);

export function LabCatalogue({ api, testUnitId }: { api: CatalogueEditApi; testUnitId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const tree = useRead(['TuTestSample/GetSampleTree', testUnitId], (signal) =>
    api.getSampleTree(testUnitId, { signal }),
  );
  const standards = useRead(['SysBaseStandard/GetAll', 'all'], (signal) =>
    api.listStandards({ skipCount: 0, maxResultCount: 1000 }, { signal }),
  );
  const { selectedId, setSelectedId, selected, changed } = useSampleSelection(
    'TuTestSample/GetTestSample',
    (id, signal) => api.getSample(id, { signal }),
    tree.reload,
  );
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const found = useRead(['TuTestSample/SearchTestSample', testUnitId, search], (signal) =>
    search ? api.searchSamples(testUnitId, search, { signal }) : Promise.resolve(null),
  );
  const [dialog, setDialog] = useState<CatalogueDialog>(null);
  const nodes: SampleTreeNode[] = tree.data ?? [];

  const side = (
    <>
      <Flex gap="2" wrap="wrap">
        <AddSampleButtons prefix="catalogue" canAddChild={!!selected} onAdd={setDialog} />
        <CatalogueMoreMenu onOpen={setDialog} />
      </Flex>
      <InputGroup startElement={<LuSearch />}>
        <Input
          size="sm"
          type="search"
          value={searchText}
          placeholder={t('catalogue.sample.search')}
          aria-label={t('catalogue.sample.search')}
          data-testid="catalogue-search"
          onChange={(e) => {
            setSearchText(e.target.value);
            if (!e.target.value.trim()) setSearch('');
          }}
          onKeyDown={(e) => e.key === 'Enter' && setSearch(searchText.trim())}
        />
      </InputGroup>
      {search && found.data ? (
        <List.Root variant="plain" gap="1" data-testid="catalogue-search-results">
          {found.data.items.length === 0 && <Text fontSize="sm">{t('catalogue.sample.noMatch')}</Text>}
          {found.data.items.map((row) => (
            <List.Item key={row.id}>
              <Button
                variant="ghost"
                size="sm"
                h="auto"
                py="1"
                justifyContent="start"
                whiteSpace="normal"
                textAlign="start"
                onClick={() => setSelectedId(row.id)}
                data-testid="catalogue-search-result"
              >
                {row.path}
              </Button>
            </List.Item>
          ))}
        </List.Root>
      ) : tree.status === 'error' && !tree.data ? (
        <Text color="fg.error">{tree.message}</Text>
      ) : !tree.data ? (
        <Stack gap="2" aria-busy="true">
          <Skeleton h="6" />
          <Skeleton h="6" />
          <Skeleton h="6" />
        </Stack>
      ) : nodes.length === 0 ? (
        <EmptyState.Root data-testid="catalogue-empty" size="sm">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuTreePine />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title>{t('catalogue.empty')}</EmptyState.Title>
              <EmptyState.Description>{t('catalogue.emptyHint')}</EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Box maxH={{ lg: 'calc(100vh - 280px)' }} overflowY="auto">
          <CatalogueTree
            nodes={nodes}
            selectedId={selectedId}
            onSelect={setSelectedId}
            label={t('catalogue.title')}
            testId="catalogue-tree"
          />
        </Box>
      )}
    </>
  );

  return (
    <>
      <SampleWorkspace testId="lab-catalogue" side={side}>
        <Stack gap="4" minW="0">
          {selected ? (
            <>
              <Suspense fallback={<LoadingSpinner testId="sample-editor-loading" />}>
                <SampleEditor
                  api={api}
                  sample={selected}
                  standards={standards.data?.items ?? []}
                  moveTargets={flattenTree(nodes)}
                  onChanged={(sample) => changed(sample?.id ?? null)}
                />
              </Suspense>
              <ParamTable api={api} testUnitId={testUnitId} sample={selected} standards={standards.data?.items ?? []} />
            </>
          ) : (
            <ChooseSample hint={t('catalogue.chooseSampleHint')} testId="catalogue-no-selection" />
          )}
        </Stack>
      </SampleWorkspace>
      <LabCatalogueDialogs
        api={api}
        dialog={dialog}
        onClose={() => setDialog(null)}
        selectedId={selectedId}
        selected={selected}
        changed={changed}
        onImported={tree.reload}
      />
    </>
  );
}
