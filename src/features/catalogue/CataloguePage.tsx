// 检测机构信息维护 (UserCenter/testingOrganization): the lab's user centre, in tabs kept in the address: its catalogue,
// its organisation (information, logo, qualifications, addresses) and its system parameters.
// The catalogue: left, the sample tree with search and the catalogue-wide actions (add, copy from the system library,
// import, reset to the library, clear); right, the selected sample's editor and its priced parameters.
import {
  Box,
  Button,
  EmptyState,
  Flex,
  Grid,
  Input,
  InputGroup,
  List,
  Menu,
  Portal,
  Skeleton,
  Stack,
  Tabs,
  Text,
  VStack,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronDown, LuFileUp, LuLibrary, LuPlus, LuSearch, LuTreePine } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type CatalogueEditApi, type SampleTreeNode, useCatalogueEditApi } from '../../api/catalogue';
import { TextField } from '../../components/TextField';
import { toaster } from '../../components/ui/toaster';
import { useSession } from '../../session/SessionProvider';
import { selectUser } from '../../session/selectors';
import { useTabParam } from '../../utils/useTabParam';
import { SystemParamsPanel } from '../system-params/SystemParamsPanel';
import { LabOrganisationPanel } from '../unit-admin/LabOrganisationPanel';
import { ActionDialog } from './ActionDialog';
import { CatalogueTree, flattenTree } from './CatalogueTree';
import { ImportDialog } from './ImportDialog';
import { ParamTable } from './ParamTable';
import { SampleEditor } from './SampleEditor';
import { useLoad } from './useLoad';

type Dialog = 'addTop' | 'addChild' | 'copy' | 'import' | 'reset' | 'clear' | null;

const TABS = ['catalogue', 'organisation', 'parameters'] as const;

export function CataloguePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const user = useSession(selectUser);
  const api = useCatalogueEditApi();
  const [tab, setTab] = useTabParam(TABS);
  if (!user?.unitId) return null;
  return (
    <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} lazyMount data-testid="lab-centre">
      <Tabs.List px={{ base: '2', md: '4' }} pt="2" overflowX="auto">
        {TABS.map((name) => (
          <Tabs.Trigger key={name} value={name} data-testid={`lab-centre-tab-${name}`}>
            {t(`unitAdmin.labCentre.tab.${name}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="catalogue" pt="0">
        <LabCatalogue api={api} testUnitId={user.unitId} />
      </Tabs.Content>
      <Tabs.Content value="organisation" px={{ base: '2', md: '4' }}>
        <LabOrganisationPanel testUnitId={user.unitId} />
      </Tabs.Content>
      <Tabs.Content value="parameters" px={{ base: '2', md: '4' }} maxW="4xl">
        <SystemParamsPanel unit={{ unitType: 2 }} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

export function LabCatalogue({ api, testUnitId }: { api: CatalogueEditApi; testUnitId: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const tree = useLoad((signal) => api.getSampleTree(testUnitId, { signal }), [api, testUnitId]);
  const standards = useLoad((signal) => api.listStandards({ skipCount: 0, maxResultCount: 1000 }, { signal }), [api]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const sample = useLoad(
    (signal) => (selectedId ? api.getSample(selectedId, { signal }) : Promise.resolve(null)),
    [api, selectedId],
  );
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const found = useLoad(
    (signal) => (search ? api.searchSamples(testUnitId, search, { signal }) : Promise.resolve(null)),
    [api, testUnitId, search],
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  const [name, setName] = useState('');
  const [libraryPick, setLibraryPick] = useState<string | null>(null);
  const library = useLoad(
    (signal) => (dialog === 'copy' ? api.getLibraryTree({ signal }) : Promise.resolve(null)),
    [api, dialog === 'copy'],
  );

  const nodes: SampleTreeNode[] = tree.data ?? [];
  const selected = sample.data && sample.data.id === selectedId ? sample.data : null;
  const afterChange = (id: string | null) => {
    setSelectedId(id);
    tree.reload();
    sample.reload();
  };
  const openAdd = (kind: 'addTop' | 'addChild') => {
    setName('');
    setDialog(kind);
  };
  const done = (key: string) => toaster.create({ type: 'success', title: t(key), duration: 2500 });

  const actions = (
    <Flex gap="2" wrap="wrap">
      <Button size="sm" onClick={() => openAdd('addTop')} data-testid="catalogue-add-top">
        <LuPlus /> {t('catalogue.sample.addTop')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => openAdd('addChild')}
        disabled={!selected}
        data-testid="catalogue-add-child"
      >
        <LuPlus /> {t('catalogue.sample.addChild')}
      </Button>
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button size="sm" variant="outline" data-testid="catalogue-more">
            {t('catalogue.more')} <LuChevronDown />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="copy" onClick={() => setDialog('copy')} data-testid="catalogue-copy-library">
                <LuLibrary /> {t('catalogue.copy.title')}
              </Menu.Item>
              <Menu.Item value="import" onClick={() => setDialog('import')} data-testid="catalogue-import">
                <LuFileUp /> {t('catalogue.import.title')}
              </Menu.Item>
              <Menu.Item value="reset" onClick={() => setDialog('reset')} data-testid="catalogue-reset">
                {t('catalogue.reset.title')}
              </Menu.Item>
              <Menu.Item
                value="clear"
                color="fg.error"
                onClick={() => setDialog('clear')}
                data-testid="catalogue-clear"
              >
                {t('catalogue.clear.title')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Flex>
  );

  return (
    <Box p={{ base: '2', md: '4' }} data-testid="lab-catalogue">
      <Grid templateColumns={{ base: '1fr', lg: '340px 1fr' }} gap="4" alignItems="start">
        <Stack gap="3" borderWidth="1px" borderRadius="md" p="3" minW="0">
          {actions}
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
        </Stack>
        <Stack gap="4" minW="0">
          {selected ? (
            <>
              <SampleEditor
                api={api}
                sample={selected}
                standards={standards.data?.items ?? []}
                moveTargets={flattenTree(nodes)}
                onChanged={(changed) => afterChange(changed?.id ?? null)}
              />
              <ParamTable api={api} testUnitId={testUnitId} sample={selected} standards={standards.data?.items ?? []} />
            </>
          ) : (
            <EmptyState.Root borderWidth="1px" borderRadius="md" data-testid="catalogue-no-selection">
              <EmptyState.Content>
                <EmptyState.Title>{t('catalogue.chooseSample')}</EmptyState.Title>
                <EmptyState.Description>{t('catalogue.chooseSampleHint')}</EmptyState.Description>
              </EmptyState.Content>
            </EmptyState.Root>
          )}
        </Stack>
      </Grid>

      <ActionDialog
        open={dialog === 'addTop' || dialog === 'addChild'}
        onClose={() => setDialog(null)}
        title={
          dialog === 'addChild' && selected
            ? t('catalogue.sample.addUnder', { name: selected.sampleName })
            : t('catalogue.sample.addTop')
        }
        confirmLabel={t('catalogue.save')}
        testId="sample-add-dialog"
        onConfirm={async () => {
          if (!name.trim()) return false;
          const created = await api.createSample({
            sampleName: name.trim(),
            parentId: dialog === 'addChild' ? selectedId : null,
          });
          afterChange(created.id);
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
        onClose={() => setDialog(null)}
        title={t('catalogue.copy.title')}
        confirmLabel={t('catalogue.copy.run')}
        testId="copy-library-dialog"
        onConfirm={async () => {
          if (!libraryPick) return false;
          const copied = await api.copyFromLibrary(libraryPick, selectedId);
          afterChange(copied.id);
          done('catalogue.copy.done');
          return true;
        }}
      >
        <Text fontSize="sm" color="fg.muted">
          {selected ? t('catalogue.copy.under', { name: selected.sampleName }) : t('catalogue.copy.top')}
        </Text>
        {library.data ? (
          <CatalogueTree
            nodes={library.data}
            selectedId={libraryPick}
            onSelect={setLibraryPick}
            label={t('catalogue.copy.title')}
            testId="library-tree"
          />
        ) : (
          <Skeleton h="20" />
        )}
      </ActionDialog>

      <ActionDialog
        open={dialog === 'reset' || dialog === 'clear'}
        onClose={() => setDialog(null)}
        title={t(dialog === 'clear' ? 'catalogue.clear.title' : 'catalogue.reset.title')}
        confirmLabel={t(dialog === 'clear' ? 'catalogue.clear.run' : 'catalogue.reset.run')}
        destructive
        testId="catalogue-wide-dialog"
        onConfirm={async () => {
          await (dialog === 'clear' ? api.clearCatalogue() : api.resetByTemplate());
          afterChange(null);
          done(dialog === 'clear' ? 'catalogue.clear.done' : 'catalogue.reset.done');
          return true;
        }}
      >
        <Text>{t(dialog === 'clear' ? 'catalogue.clear.body' : 'catalogue.reset.body')}</Text>
      </ActionDialog>

      <ImportDialog api={api} open={dialog === 'import'} onClose={() => setDialog(null)} onImported={tree.reload} />
    </Box>
  );
}
