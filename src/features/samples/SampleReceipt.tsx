// A labelled consignment the lab awaits samples for: how many of its samples are received, and the way to receive the
// rest, scanning at reception, offered where the whole-consignment "confirm samples received" would otherwise be
// (the machine keeps it back: awaitsReception, machines/consignment.ts). Nothing otherwise: no labels, all received,
// not the lab's step, or a status past reception.
import type { KeyboardEvent, MouseEvent } from 'react';
import { LuScanLine } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { type ActorRole, awaitsReception } from '../../../machines/consignment';
import { sampleReceipt } from '../../../machines/sample-label';
import { buttonClass } from '../../ui/Button';
import { useT } from '../../utils/useT';
import { receptionPath } from './paths';
import styles from './Samples.module.css';

/** Inside a list row that opens on a click or Enter, the link acts alone. */
const alone = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

export function SampleReceipt({
  consignment,
  actor,
  look = 'link',
}: {
  consignment: { id: string; consignStatus: number; labelStatuses: readonly number[] };
  /** Whose step it would be: the lab's (admin and the consignor see nothing here). */
  actor: ActorRole;
  /** `button` in a detail's action bar; `link` in a list's row or card. */
  look?: 'button' | 'link';
}) {
  const t = useT();
  if (!awaitsReception(consignment.consignStatus, actor, consignment.labelStatuses)) return null;
  const { received, live } = sampleReceipt(consignment.labelStatuses);
  return (
    <span
      className={look === 'button' ? styles.receiptBar : styles.receipt}
      data-testid="sample-receipt"
      data-received={received}
      data-live={live}
    >
      <span className={styles.muted} data-testid="sample-receipt-progress">
        {t('samples.receipt.progress', { received, live })}
      </span>
      <Link
        to={receptionPath(consignment.id)}
        className={buttonClass(look === 'button' ? { palette: 'teal' } : { variant: 'plain', size: 'xs' })}
        data-testid="receive-by-scanning"
        onClick={alone}
        onKeyDown={alone}
      >
        <LuScanLine aria-hidden />
        {t('samples.receipt.scan')}
      </Link>
    </span>
  );
}
