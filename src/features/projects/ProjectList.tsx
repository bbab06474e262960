// The projects a consigning unit books under: search, paging, create, edit, delete (refused while consignments use
// the project), export. Admin sees every unit's projects with the owning unit; a consignor its own unit's.
// Embeddable: the consignor's unit centre shows it as a tab, admin's ProjectManager as the page.
import {
  Alert,
  Box,
  Button,
  Card,
  EmptyState,
  Flex,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  useBreakpointValue,
  VStack,
} from '@chakra-ui/react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { LuFolderKanban, LuPencil, LuPlus, LuSearch, LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type Project, useProjectApi } from '../../api/projects';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ExportButton } from '../../components/ExportButton';
import type { ExportColumn } from '../../components/exportWorkbook';
import { usePagedList } from '../../components/usePagedList';
import { formatDate } from '../../utils/format';
import { PagerButtons } from '../booking/Pager';
import { ProjectDialog } from './ProjectDialog';

const PAGE_SIZE = 10;

export function ProjectList({ admin = false }: { admin?: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useProjectApi();
  const cards = useBreakpointValue({ base: true, lg: false }) ?? false;
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Project | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const [withSection, setWithSection] = useState(false);
  useEffect(() => {
    api.config().then(
      (c) => setWithSection(c.isEnableProjectContractSectName),
      () => setWithSection(false),
    );
  }, [api]);

  const load = useCallback(
    (query: { search: string; page: number }, signal: AbortSignal) =>
      api.list(
        { search: query.search || undefined, skipCount: (query.page - 1) * PAGE_SIZE, maxResultCount: PAGE_SIZE },
        { signal, quiet: true },
      ),
    [api],
  );
  const [state, reload] = usePagedList({ search, page }, load);
  const data = state.data;
  const rows = data?.items ?? [];

  const columns: ExportColumn<Project>[] = [
    ...(admin ? [{ header: t('projects.field.consignUnit'), value: (p: Project) => p.consignUnitName }] : []),
    { header: t('projects.field.projectName'), value: (p) => p.projectName },
    { header: t('projects.field.projectCode'), value: (p) => p.projectCode },
    ...(withSection
      ? [{ header: t('projects.field.contractSectName'), value: (p: Project) => p.contractSectName }]
      : []),
    { header: t('projects.field.description'), value: (p) => p.description },
    { header: t('projects.field.creationTime'), value: (p) => formatDate(p.creationTime, true) },
  ];

  const actions = (project: Project) => (
    <HStack gap="1" justify="end">
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={t('projects.editNamed', { name: project.projectName })}
        onClick={() => setEditing(project)}
        data-testid="project-edit"
      >
        <LuPencil />
      </IconButton>
      <IconButton
        size="xs"
        variant="ghost"
        colorPalette="red"
        aria-label={t('projects.deleteNamed', { name: project.projectName })}
        onClick={() => setDeleting(project)}
        data-testid="project-delete"
      >
        <LuTrash2 />
      </IconButton>
    </HStack>
  );

  let body: ReactNode;
  if (state.status === 'loading' && !data) {
    body = (
      <Stack gap="2" p="3" data-testid="projects-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="10" />
        ))}
      </Stack>
    );
  } else if (rows.length === 0 && state.status !== 'error') {
    body = (
      <EmptyState.Root py="10" data-testid="projects-empty">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuFolderKanban />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>{t(search ? 'projects.emptyFiltered' : 'projects.empty')}</EmptyState.Title>
            <EmptyState.Description>{t('projects.emptyHint')}</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else if (cards) {
    body = (
      <Stack gap="2" p="2">
        {rows.map((p) => (
          <Card.Root key={p.id} size="sm" data-testid="project-row" data-name={p.projectName}>
            <Card.Body gap="1">
              <Flex gap="2" align="start">
                <Text fontWeight="semibold" flex="1">
                  {p.projectName}
                </Text>
                {actions(p)}
              </Flex>
              <Text fontSize="sm" color="fg.muted">
                {[p.projectCode, withSection ? p.contractSectName : null].filter(Boolean).join(' · ') || '—'}
              </Text>
              {admin && <Text fontSize="sm">{p.consignUnitName}</Text>}
              {p.description && (
                <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                  {p.description}
                </Text>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    );
  } else {
    body = (
      <Table.ScrollArea>
        <Table.Root size="sm" data-testid="projects-table">
          <Table.Header>
            <Table.Row>
              {admin && <Table.ColumnHeader>{t('projects.field.consignUnit')}</Table.ColumnHeader>}
              <Table.ColumnHeader>{t('projects.field.projectName')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('projects.field.projectCode')}</Table.ColumnHeader>
              {withSection && <Table.ColumnHeader>{t('projects.field.contractSectName')}</Table.ColumnHeader>}
              <Table.ColumnHeader>{t('projects.field.description')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('projects.field.creationTime')}</Table.ColumnHeader>
              <Table.ColumnHeader w="20" />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((p) => (
              <Table.Row key={p.id} data-testid="project-row" data-name={p.projectName}>
                {admin && <Table.Cell>{p.consignUnitName}</Table.Cell>}
                <Table.Cell fontWeight="medium">{p.projectName}</Table.Cell>
                <Table.Cell>{p.projectCode || '—'}</Table.Cell>
                {withSection && <Table.Cell>{p.contractSectName || '—'}</Table.Cell>}
                <Table.Cell maxW="60" truncate title={p.description ?? undefined}>
                  {p.description || '—'}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDate(p.creationTime)}</Table.Cell>
                <Table.Cell>{actions(p)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  }

  return (
    <Stack gap="3" data-testid="project-list">
      <Flex gap="2" wrap="wrap" align="center">
        <Box
          as="form"
          flex="1 1 220px"
          onSubmit={(e: React.FormEvent) => {
            e.preventDefault();
            setSearch(draft.trim());
            setPage(1);
          }}
        >
          <InputGroup startElement={<LuSearch />}>
            <Input
              size="sm"
              type="search"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder={t('projects.searchPlaceholder')}
              aria-label={t('projects.searchPlaceholder')}
              data-testid="project-search"
            />
          </InputGroup>
        </Box>
        <ExportButton
          fileName={t('menu.projectManager')}
          columns={columns}
          fetchPage={(skipCount, maxResultCount) =>
            api.list({ search: search || undefined, skipCount, maxResultCount }, { quiet: true })
          }
        />
        <Button size="sm" onClick={() => setEditing('new')} data-testid="project-new">
          <LuPlus />
          {t('projects.new')}
        </Button>
      </Flex>
      <Box bg="bg" rounded="lg" borderWidth="1px" overflow="hidden">
        {state.status === 'error' && (
          <Alert.Root status="error" borderRadius="0" data-testid="projects-error">
            <Alert.Indicator />
            <Alert.Title flex="1">{state.message}</Alert.Title>
            <Button size="xs" variant="outline" onClick={reload}>
              {t('common.retry')}
            </Button>
          </Alert.Root>
        )}
        <Box opacity={state.status === 'loading' && data ? 0.6 : 1} aria-busy={state.status === 'loading'}>
          {body}
        </Box>
        {data && data.totalCount > 0 && (
          <Flex p="3" gap="3" align="center" justify="space-between" wrap="wrap" borderTopWidth="1px">
            <Text fontSize="sm" color="fg.muted" data-testid="projects-total">
              {t('projects.total', { n: data.totalCount })}
            </Text>
            <Pagination.Root
              count={data.totalCount}
              pageSize={PAGE_SIZE}
              page={page}
              onPageChange={(e) => setPage(e.page)}
              siblingCount={cards ? 0 : 1}
            >
              <PagerButtons />
            </Pagination.Root>
          </Flex>
        )}
      </Box>
      <ProjectDialog
        api={api}
        project={editing}
        withContractSection={withSection}
        chooseUnit={admin}
        onClose={() => setEditing(null)}
        onSaved={reload}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('projects.deleteTitle')}
        message={t('projects.deleteConfirm', { name: deleting?.projectName ?? '' })}
        confirmLabel={t('common.delete')}
        onConfirm={async () => {
          if (deleting) await api.remove(deleting.id);
          reload();
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
