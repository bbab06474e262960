// A lab's catalogue: left, the sample tree with search and the catalogue-wide actions (add, copy from the system
// library, import, reset to the library, clear); right, the selected sample's editor and its priced parameters. Drawn
// with plain elements (the lab's centre loads no Chakra before a sample is chosen or a dialog opened).
import { type ComponentProps, lazy, useState } from 'react';
import { LuTreePine } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { CatalogueEditApi, SampleTreeNode } from '../../api/catalogue';
import { useRead } from '../../components/useRead';
import { Button } from '../../ui/Button';
import { ChakraScope } from '../../ui/chakra-scope';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingSpinner } from '../../ui/LoadingSpinner';
import { lazyWhenOpen } from '../../ui/lazyWhenOpen';
import { SearchField } from '../../ui/SearchField';
import { Skeleton } from '../../ui/Skeleton';
import { CatalogueMoreMenu } from './CatalogueMoreMenu';
import type { CatalogueDialog } from './CatalogueMorePopup';
import { CatalogueTree, flattenTree } from './CatalogueTree';
import styles from './LabCatalogue.module.css';
import { AddSampleButtons, ChooseSample, SampleWorkspace, useSampleSelection } from './SampleWorkspace';

// The chosen sample's editor and parameters (Chakra, a form) load when a sample is first chosen.
const LabSample = lazy(async () => ({ default: (await import('./LabSample')).LabSample }));

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
      <div className={styles.actions}>
        <AddSampleButtons prefix="catalogue" canAddChild={!!selected} onAdd={setDialog} />
        <CatalogueMoreMenu onOpen={setDialog} />
      </div>
      <SearchField
        size="sm"
        inputClassName={styles.input}
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
      {search && found.data ? (
        <ul className={styles.results} data-testid="catalogue-search-results">
          {found.data.items.length === 0 && <li className={styles.note}>{t('catalogue.sample.noMatch')}</li>}
          {found.data.items.map((row) => (
            <li key={row.id}>
              <Button
                variant="ghost"
                className={styles.result}
                onClick={() => setSelectedId(row.id)}
                data-testid="catalogue-search-result"
              >
                {row.path}
              </Button>
            </li>
          ))}
        </ul>
      ) : tree.status === 'error' && !tree.data ? (
        <div className={styles.error}>{tree.message}</div>
      ) : !tree.data ? (
        <div className={styles.skeletons} aria-busy="true">
          <Skeleton height="1.5rem" />
          <Skeleton height="1.5rem" />
          <Skeleton height="1.5rem" />
        </div>
      ) : nodes.length === 0 ? (
        <EmptyState
          size="sm"
          icon={<LuTreePine />}
          title={t('catalogue.empty')}
          description={t('catalogue.emptyHint')}
          testId="catalogue-empty"
        />
      ) : (
        <div className={styles.tree}>
          <CatalogueTree
            nodes={nodes}
            selectedId={selectedId}
            onSelect={setSelectedId}
            label={t('catalogue.title')}
            testId="catalogue-tree"
          />
        </div>
      )}
    </>
  );

  return (
    <>
      <SampleWorkspace testId="lab-catalogue" side={side}>
        <div className={styles.sample}>
          {selected ? (
            <ChakraScope fallback={<LoadingSpinner testId="sample-editor-loading" />}>
              <LabSample
                api={api}
                testUnitId={testUnitId}
                sample={selected}
                standards={standards.data?.items ?? []}
                moveTargets={flattenTree(nodes)}
                onChanged={(sample) => changed(sample?.id ?? null)}
              />
            </ChakraScope>
          ) : (
            <ChooseSample hint={t('catalogue.chooseSampleHint')} testId="catalogue-no-selection" />
          )}
        </div>
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
