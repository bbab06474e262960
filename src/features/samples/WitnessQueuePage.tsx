// "To witness": the consignments whose witness the signed-in user is (the server matches its proven mobile with the
// witness phone on each) and whose bound labels wait for it, newest first; each opens the witness page. The server
// decides what is listed: anyone who witnesses nothing sees the empty state. Cards on a phone, a table on a wider
// screen (ListFrame).
import { LuScanLine } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { useSampleApi, type WitnessQueueRow } from '../../api/samples';
import { ListFrame } from '../../components/ListFrame';
import { ListTable, Td } from '../../components/ListTable';
import { sliceOf, usePagedList } from '../../components/usePagedList';
import { Badge } from '../../ui/Badge';
import { buttonClass } from '../../ui/Button';
import { formatDate } from '../../utils/format';
import { useT } from '../../utils/useT';
import { witnessPath } from './paths';
import styles from './Samples.module.css';

const LIST = { call: 'SampleLabel/GetWitnessQueue', filter: {} } as const;

export function WitnessQueuePage() {
  const t = useT();
  const api = useSampleApi();
  const list = usePagedList<never, WitnessQueueRow>({
    ...LIST,
    load: (query, signal) => api.witnessQueue(sliceOf(query), signal),
  });
  const waiting = (row: WitnessQueueRow) => (
    <Badge palette="orange" data-testid="witness-queue-waiting">
      {t('samples.witnessQueue.waiting', { count: row.waiting })}
    </Badge>
  );
  const open = (row: WitnessQueueRow) => (
    <Link
      to={witnessPath(row.consignId)}
      className={buttonClass({ size: 'sm' })}
      aria-label={t('samples.witnessQueue.openLabel', { code: row.consignCode })}
      data-testid="witness-queue-open"
    >
      {t('samples.witnessQueue.open')}
    </Link>
  );
  const when = (row: WitnessQueueRow) => (row.commitConsignTime ? formatDate(row.commitConsignTime) : '');
  const rowAttrs = (row: WitnessQueueRow) => ({ 'data-testid': 'witness-queue-row', 'data-consign-id': row.consignId });
  return (
    <div className={styles.page} data-testid="witness-queue-page">
      <h2 className={styles.heading}>{t('samples.witnessQueue.title')}</h2>
      <p className={styles.muted}>{t('samples.witnessQueue.hint')}</p>
      <ListFrame
        list={list}
        testId="witness-queue"
        empty={{
          title: t('samples.witnessQueue.empty'),
          hint: t('samples.witnessQueue.emptyHint'),
          icon: <LuScanLine />,
        }}
        cards={(rows) => (
          <ul className={styles.list}>
            {rows.map((row) => (
              <li key={row.consignId} className={styles.row} {...rowAttrs(row)}>
                <span className={`${styles.code} ${styles.grow}`}>{row.consignCode}</span>
                {waiting(row)}
                <span className={styles.grow}>
                  {row.projectName ?? ''}
                  <br />
                  <span className={styles.muted}>
                    {row.consignUnitName} · {row.testUnitName}
                  </span>
                </span>
                {open(row)}
              </li>
            ))}
          </ul>
        )}
        table={(rows) => (
          <ListTable
            rows={rows}
            rowKey={(row) => row.consignId}
            rowProps={rowAttrs}
            testId="witness-queue-table"
            columns={[
              t('samples.witnessQueue.column.code'),
              t('samples.witnessQueue.column.project'),
              t('samples.witnessQueue.column.consignUnit'),
              t('samples.witnessQueue.column.lab'),
              t('samples.witnessQueue.column.sampler'),
              t('samples.witnessQueue.column.waiting'),
              t('samples.witnessQueue.column.committed'),
            ]}
            actions={open}
          >
            {(row) => (
              <>
                <Td mono strong>
                  {row.consignCode}
                </Td>
                <Td>{row.projectName ?? ''}</Td>
                <Td>{row.consignUnitName}</Td>
                <Td>{row.testUnitName}</Td>
                <Td>{row.linkPerson ?? ''}</Td>
                <Td>{waiting(row)}</Td>
                <Td tone="muted">{when(row)}</Td>
              </>
            )}
          </ListTable>
        )}
      />
    </div>
  );
}
