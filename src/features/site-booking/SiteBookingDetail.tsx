// A booking read-only with the actions the machine allows the caller: the lab's audit screen
// (auditSitePreConsignInfo) and the consignor's view once a booking is no longer editable. The consignment's detail,
// action bar and log are reused; the booking adds its visit section and calls ConfirmSample "on-site test done".

import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ActorRole } from '../../../machines/consignment';
import { type ConsignmentApi, useConsignmentApi } from '../../api/consignment';
import { useSession } from '../../session/SessionProvider';
import { selectActorRole } from '../../session/selectors';
import { SimpleGrid, Stack } from '../../ui/chakra';
import { toaster } from '../../ui/toaster';
import { ActionBar } from '../consignment/ActionBar';
import { sendConsignAction } from '../consignment/actions';
import { showBatchResult } from '../consignment/BatchResultSummary';
import { ConsignLogTimeline } from '../consignment/ConsignLogTimeline';
import { ConsignmentDetail, Field } from '../consignment/ConsignmentDetail';
import { BackButton, RecordScreen } from '../consignment/RecordScreen';
import { Section } from '../consignment/Section';
import { minuteText } from '../consignment/status';
import { useBookingDetail } from '../consignment/useConsignmentDetail';

/** On a booking, Accepted → InTest means the lab has done the on-site test. */
const BOOKING_LABELS = { CONFIRM_SAMPLE: 'SITE_TEST_DONE' } as const;

export interface SiteBookingDetailProps {
  api: ConsignmentApi;
  id: string | null;
  /** The caller's role in the lifecycle (decides the buttons with the machine). */
  actor: ActorRole;
  onBack(): void;
  /** Consignor: open the form (SAVE), or a copy's form. */
  onEdit?(id: string): void;
  onGone?(): void;
}

export function SiteBookingDetail({ api, id, actor, onBack, onEdit, onGone }: SiteBookingDetailProps) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const state = useBookingDetail(api, id);
  const { reload } = state;

  return (
    <RecordScreen read={state} testId="site-booking">
      {({ record: b, log }) => (
        <ConsignmentDetail
          consignment={b}
          tools={<BackButton onClick={onBack} testId="site-booking-back" />}
          extra={
            <Section title={t('siteBooking.section.visit')} testId="site-booking-visit">
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                <Field
                  label={t('siteBooking.field.expectTestTime')}
                  value={b.expectTestTime && minuteText(b.expectTestTime)}
                  testId="site-booking-expect"
                />
                <Field label={t('siteBooking.field.testContent')} value={b.testContent} testId="site-booking-content" />
              </SimpleGrid>
            </Section>
          }
          actions={
            <ActionBar
              key={`${b.id}-${b.consignStatus}`}
              consignment={b}
              role={actor}
              eventLabels={BOOKING_LABELS}
              send={(event, ids, payload) => sendConsignAction(api, event, ids, payload)}
              onEdit={onEdit ? () => onEdit(b.id) : undefined}
              onConflict={(reason) => {
                toaster.create({
                  type: 'warning',
                  title: t('consignment.conflict'),
                  description: reason,
                  closable: true,
                  duration: 6000,
                });
                reload();
              }}
              onDone={(event, result) => {
                const label = t(`consignment.action.${event === 'CONFIRM_SAMPLE' ? 'SITE_TEST_DONE' : event}`);
                showBatchResult(intl, label, result, () => b.consignCode);
                if (event === 'COPY' && result.succeeded[0] && onEdit) onEdit(result.succeeded[0]);
                else if (event === 'DELETE' && result.succeeded.length > 0) onGone?.();
                else reload();
              }}
            />
          }
          log={<ConsignLogTimeline rows={log} />}
        />
      )}
    </RecordScreen>
  );
}

/** auditSitePreConsignInfo?id=…: the lab's audit of a booking. */
export function AuditSiteBookingPage() {
  const api = useConsignmentApi();
  const role = useSession(selectActorRole);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = search.get('id');
  return (
    <Stack p={{ base: '2', md: '4' }} gap="4" maxW="1280px" mx="auto" w="full">
      <SiteBookingDetail
        key={id ?? ''}
        api={api}
        id={id}
        actor={role}
        onBack={() => (globalThis.history.length > 1 ? navigate(-1) : navigate('/BusinessManagement/preManagement'))}
      />
    </Stack>
  );
}
