// SystemManager/registrations (admin): the platform's approval switch for self-registered consigning units, and the
// registrations by status: waiting ones are approved or refused with a reason (the applicant hears by SMS either way).

import type { ComponentProps } from 'react';
import { useState } from 'react';
import { LuCheck, LuUserPlus, LuX } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type RegistrationRow, useAccountApi } from '../../api/account';
import { boundFilter, FilterBar, SelectFilter } from '../../components/FilterBar';
import { ListFrame } from '../../components/ListFrame';
import { ListRowCard } from '../../components/ListRowCard';
import { ListTable, Td } from '../../components/ListTable';
import { PAGE_SIZES, sliceOf, usePagedList } from '../../components/usePagedList';
import { Badge } from '../../ui/Badge';
import { lazyWhenOpen } from '../../ui/lazyWhenOpen';
import { Line, Page, PageHead } from '../../ui/Page';
import { RowButtons } from '../../ui/RowMenu';
import { toaster } from '../../ui/toaster';
import { formatDate } from '../../utils/format';
import { SystemParamsPanel } from '../system-params/SystemParamsPanel';

const RefuseDialog = lazyWhenOpen(
  async () => (await import('./RefuseDialog')).RefuseDialog,
  (p: ComponentProps<typeof import('./RefuseDialog').RefuseDialog>) => p.registration !== null,
);

const STATUSES = ['0', '1', '2'] as const;
const COLOUR = { 0: 'orange', 1: 'green', 2: 'red' } as const;
const rowAttrs = (r: RegistrationRow) => ({ 'data-testid': 'registration-row', 'data-user': r.userName });

export function RegistrationsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useAccountApi();
  const [refusing, setRefusing] = useState<RegistrationRow | null>(null);
  const list = usePagedList({
    call: 'Account/GetRegistrations',
    filter: { status: '0' },
    inAddress: true,
    pageSizes: PAGE_SIZES,
    load: (view, signal) =>
      api.registrations({ status: Number(view.status) as 0 | 1 | 2, ...sliceOf(view) }, { signal, quiet: true }),
  });
  const waiting = list.view.status === '0';

  const approve = (r: RegistrationRow) =>
    api.approve(r.id).then(() => {
      toaster.create({ type: 'success', title: t('registrations.approved', { unit: r.unitName }) });
      list.reload();
    });
  const buttons = (r: RegistrationRow) =>
    r.status === 0 ? (
      <RowButtons
        buttons={[
          {
            icon: <LuCheck />,
            label: t('registrations.approveOf', { unit: r.unitName }),
            onClick: () => void approve(r),
            testId: 'registration-approve',
          },
          {
            icon: <LuX />,
            label: t('registrations.refuseOf', { unit: r.unitName }),
            onClick: () => setRefusing(r),
            testId: 'registration-refuse',
            danger: true,
          },
        ]}
      />
    ) : null;
  const status = (r: RegistrationRow) => (
    <Badge palette={COLOUR[r.status as 0 | 1 | 2]}>{t(`registrations.status.${r.status}`)}</Badge>
  );
  const columns = [
    t('accounts.field.unitName'),
    t('accounts.field.userName'),
    t('accounts.field.name'),
    t('accounts.field.mobile'),
    t('registrations.registeredAt'),
    t('registrations.statusColumn'),
  ];
  const table = (rows: RegistrationRow[]) => (
    <ListTable rows={rows} rowProps={rowAttrs} testId="registrations-table" columns={columns} actions={buttons}>
      {(r) => (
        <>
          <Td strong>{r.unitName}</Td>
          <Td>{r.userName}</Td>
          <Td>{r.name}</Td>
          <Td>{r.mobile}</Td>
          <Td>{formatDate(r.creationTime, true)}</Td>
          <Td title={r.refuseReason ?? undefined}>
            {status(r)}{' '}
            {r.refuseReason && (
              <Line inline size="xs" muted>
                {r.refuseReason}
              </Line>
            )}
          </Td>
        </>
      )}
    </ListTable>
  );
  const cards = (rows: RegistrationRow[]) =>
    rows.map((r) => (
      <ListRowCard key={r.id} title={r.unitName} actions={buttons(r)} {...rowAttrs(r)}>
        <Line size="sm">
          {r.name} · {r.userName} · {r.mobile}
        </Line>
        <Line size="xs" muted>
          {formatDate(r.creationTime, true)} {status(r)}
        </Line>
        {r.refuseReason && <Line size="xs">{r.refuseReason}</Line>}
      </ListRowCard>
    ));

  return (
    <Page roomy data-testid="registrations-page">
      <PageHead title={t('menu.registrations')} />
      <SystemParamsPanel unit={{ unitType: 0 }} title={t('systemParams.platformTitle')} />
      <FilterBar>
        <SelectFilter
          {...boundFilter(list, 'status')}
          label={t('registrations.statusColumn')}
          options={STATUSES.map((s) => [s, t(`registrations.status.${s}`)] as const)}
          testId="registrations-status"
          w="100%"
          maxW="12rem"
        />
      </FilterBar>
      <ListFrame
        list={list}
        testId="registrations"
        total={(n) => t('registrations.total', { n })}
        empty={{ title: t(waiting ? 'registrations.emptyWaiting' : 'registrations.empty'), icon: <LuUserPlus /> }}
        table={table}
        cards={cards}
      />
      <RefuseDialog
        registration={refusing}
        refuse={(id, reason) => api.refuse(id, reason).then(list.reload)}
        onClose={() => setRefusing(null)}
      />
    </Page>
  );
}
