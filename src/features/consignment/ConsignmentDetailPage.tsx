// The consignment detail for both roles (lab: /BusinessManagement/preConsignInfo?id=…, addConsignInfo?id=…;
// consignor: mounted under /ConsignInfo/…). The role comes from the session; the buttons from the machine. While the
// lab awaits labelled samples, "receive by scanning" stands where "confirm samples received" would.

import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { LuPrinter } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { type ActorRole, LAB_VISIBLE_STATUSES } from '../../../machines/consignment';
import { type Consignment, type ConsignmentApi, useConsignmentApi } from '../../api/consignment';
import { useSession } from '../../session/SessionProvider';
import { selectActorRole } from '../../session/selectors';
import { Button } from '../../ui/Button';
import { Box, Stack, useBreakpointValue } from '../../ui/chakra';
import { DialogFrame } from '../../ui/DialogFrame';
import { LazyAttachmentPanel } from '../attachments/LazyAttachmentPanel';
import { consignmentFileRights } from '../attachments/rules';
import { SampleReceipt } from '../samples/SampleReceipt';
import { SamplesPanel } from '../samples/SamplesPanel';
import { type SendableEvent, sendConsignAction } from './actions';
import { ConsignLogTimeline } from './ConsignLogTimeline';
import { ConsignmentDetail } from './ConsignmentDetail';
import { DetailActionBar } from './DetailActionBar';
import { PrintableConsignment, PrintableForm, useQrCode } from './PrintableConsignment';
import { BackButton, RecordScreen } from './RecordScreen';
import { useConsignmentDetail } from './useConsignmentDetail';

/** Where the editor of a consignor's consignment lives (the booking wizard). */
export const EDIT_PATH = '/ConsignInfo/addConsignInfo';
/** The consignor's list, where a deleted consignment leaves the user. */
export const CONSIGNOR_LIST_PATH = '/ConsignInfo/rawMateriaConsignInfo';
export const LAB_LIST_PATH = '/BusinessManagement/preManagement';

export function PrintButton({ consignment }: { consignment: Consignment }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const narrow = useBreakpointValue({ base: true, md: false }) ?? false;
  // Each click asks for one print, made once the QR code is drawn.
  const [request, setRequest] = useState(0);
  const qr = useQrCode(consignment.consignCode);
  useEffect(() => {
    if (request === 0 || !qr) return;
    const timer = setTimeout(() => globalThis.print?.(), 100);
    return () => clearTimeout(timer);
  }, [request, qr]);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        data-testid="print-consignment"
        onClick={() => {
          setOpen(true);
          setRequest((n) => n + 1);
        }}
      >
        <LuPrinter />
        {intl.formatMessage({ id: 'consignment.print.button' })}
      </Button>
      {open && <PrintableConsignment consignment={consignment} />}
      <DialogFrame
        open={open}
        onClose={() => setOpen(false)}
        testId="print-preview"
        size={narrow ? 'full' : 'xl'}
        title={intl.formatMessage({ id: 'consignment.print.preview' })}
        closeButton
        footer={
          <>
            <Button size="md" variant="outline" onClick={() => setOpen(false)}>
              {intl.formatMessage({ id: 'common.close' })}
            </Button>
            <Button size="md" data-testid="print-now" onClick={() => globalThis.print?.()}>
              <LuPrinter />
              {intl.formatMessage({ id: 'consignment.print.button' })}
            </Button>
          </>
        }
      >
        <Box borderWidth="1px" p="4" overflowX="auto">
          <PrintableForm consignment={consignment} qr={qr} />
        </Box>
      </DialogFrame>
    </>
  );
}

export interface ConsignmentDetailScreenProps {
  api: ConsignmentApi;
  id: string | null;
  role: ActorRole;
  /** Back to the list. */
  onBack?(): void;
  onEdit?(id: string): void;
  onCopied?(newId: string): void;
  onDeleted?(): void;
  /** The attachment panel (it calls FileService through the shell's client). */
  attachments?(consignment: Consignment): ReactNode;
  /** The sample labels and their custody (SampleLabel, through the shell's client). */
  labels?(consignment: Consignment): ReactNode;
}

/** The screen without routing and session (stories and tests give it everything). */
export function ConsignmentDetailScreen({
  api,
  id,
  role,
  onBack,
  onEdit,
  onCopied,
  onDeleted,
  attachments,
  labels,
}: ConsignmentDetailScreenProps) {
  const state = useConsignmentDetail(api, id);
  const { reload } = state;
  const send = useCallback(
    (event: SendableEvent, ids: string[], payload: Parameters<typeof sendConsignAction>[3]) =>
      sendConsignAction(api, event, ids, payload),
    [api],
  );

  return (
    <RecordScreen read={state} testId="consignment">
      {({ record: c, log }) => (
        <ConsignmentDetail
          consignment={c}
          tools={onBack && <BackButton onClick={onBack} testId="consignment-back" />}
          actions={
            <DetailActionBar
              consignment={c}
              role={role}
              send={send}
              reload={reload}
              onEdit={onEdit}
              onCopied={onCopied}
              onDeleted={onDeleted}
            >
              <SampleReceipt consignment={c} actor={role} look="button" />
              <PrintButton consignment={c} />
            </DetailActionBar>
          }
          labels={labels?.(c)}
          attachments={attachments?.(c)}
          log={<ConsignLogTimeline rows={log} />}
        />
      )}
    </RecordScreen>
  );
}

/** Reads the id from `:id` or `?id=`, the role from the session. */
export function ConsignmentDetailPage() {
  const api = useConsignmentApi();
  const role = useSession(selectActorRole);
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.id ?? search.get('id');
  const navigate = useNavigate();
  const handlers = useMemo(
    () => ({
      onBack: () =>
        globalThis.history.length > 1 ? navigate(-1) : navigate(role === 'lab' ? LAB_LIST_PATH : CONSIGNOR_LIST_PATH),
      onEdit: role === 'consignor' ? (consignId: string) => navigate(`${EDIT_PATH}?id=${consignId}`) : undefined,
      onCopied: (newId: string) => navigate(`${EDIT_PATH}?id=${newId}`),
      onDeleted: () => navigate(CONSIGNOR_LIST_PATH),
      labels: (c: Consignment) =>
        LAB_VISIBLE_STATUSES.some((status) => status === c.consignStatus) && (
          <SamplesPanel consignId={c.id} consignor={role === 'consignor'} />
        ),
      attachments: (c: Consignment) => (
        <LazyAttachmentPanel
          holder={{ foreignTable: 'BuConsignInfo', foreignKey: c.id }}
          rights={consignmentFileRights(role, c.allowedActions)}
        />
      ),
    }),
    [navigate, role],
  );
  return (
    <Stack p={{ base: '2', md: '4' }} gap="4" maxW="1280px" mx="auto" w="full">
      <ConsignmentDetailScreen key={id ?? ''} api={api} id={id} role={role} {...handlers} />
    </Stack>
  );
}
