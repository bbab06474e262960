// addConsignInfo for consignors (docs/architecture.md): the booking wizard as a screen over machines/booking-wizard.ts.
// The screen sends events and renders state; the save and commit calls run here on Saving / Committing and answer
// with SAVED / SAVE_FAILED / COMMITTED / COMMIT_FAILED. ?id=<draft id> resumes a Draft or a Returned consignment.

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { allowedEvents } from '../../../machines/consignment';
import type { ApiError } from '../../api';
import { type Consignment, useConsignmentApi } from '../../api/consignment';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { useSession } from '../../session/SessionProvider';
import { selectUser } from '../../session/selectors';
import { buttonClass } from '../../ui/Button';
import { Alert, Box, Heading, Stack, Text } from '../../ui/chakra';
import { Skeleton } from '../../ui/Skeleton';
import { toaster } from '../../ui/toaster';
import { useLatest } from '../../utils/useLatest';
import { LazyAttachmentPanel } from '../attachments/LazyAttachmentPanel';
import { consignmentFileRights } from '../attachments/rules';
import { consignInputOf, draftFromConsignment, samplesInputOf } from './draft';
import { consignorDetailPath } from './paths';
import { WizardScreen } from './WizardScreen';
import { BookingWizard, selectBusy } from './wizardActor';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Runs the save and commit calls when the machine enters Saving or Committing. */
function WizardEffects({ onCreated, onSaved }: { onCreated: (id: string) => void; onSaved: (c: Consignment) => void }) {
  const intl = useIntl();
  const api = useConsignmentApi();
  const actor = BookingWizard.useActorRef();
  const busy = BookingWizard.useSelector(selectBusy);
  // A Create that succeeded before a failed Save: the next attempt saves into it instead of creating another.
  const createdId = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!busy) return;
    const context = actor.getSnapshot().context;
    const input = consignInputOf(context);
    const persist = async (): Promise<Consignment> => {
      let id = context.id ?? createdId.current;
      if (!id) {
        // No lab chosen yet: the server refuses the empty id naming testUnitId, which takes the wizard to its lab step.
        const created = await api.createRawMateriaConsingInfo(
          { ...input, testUnitId: input.testUnitId ?? '' },
          { quiet: true },
        );
        id = created.id;
        createdId.current = id;
        onCreated(id);
      }
      return api.saveConsignInfo({ ...input, id, samples: samplesInputOf(context) }, { quiet: true });
    };

    if (busy === 'saving') {
      persist()
        .then((saved) => {
          onSaved(saved);
          actor.send({ type: 'SAVED', id: saved.id });
          toaster.create({
            type: 'success',
            title: intl.formatMessage({ id: 'booking.saved' }, { code: saved.consignCode }),
            duration: 3000,
          });
        })
        .catch((error: ApiError | Error) => actor.send({ type: 'SAVE_FAILED', error: messageOf(error) }));
      return;
    }

    persist()
      .then(async (saved) => {
        onSaved(saved);
        const result = await api.commitConsignInfo([saved.id], undefined, { quiet: true });
        const failure = result.failed.find((f) => f.id === saved.id);
        if (failure || !result.succeeded.includes(saved.id)) {
          actor.send({
            type: 'COMMIT_FAILED',
            error: failure?.message ?? intl.formatMessage({ id: 'booking.commitFailed' }),
          });
          return;
        }
        actor.send({ type: 'COMMITTED' });
      })
      .catch((error: ApiError | Error) => actor.send({ type: 'COMMIT_FAILED', error: messageOf(error) }));
  }, [busy, actor, api, intl, onCreated, onSaved]);

  return null;
}

type Loading =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'locked'; consignment: Consignment };

/** Loads ?id= into the wizard (GetConsingInfo → RESUME) unless the wizard already holds that draft. */
function WizardLoader({
  id: requestedId,
  own,
  onLoaded,
  children,
}: {
  id: string | null;
  /** The wizard created this id itself (its Create answered): nothing to load. */
  own: boolean;
  onLoaded: (c: Consignment) => void;
  children: React.ReactNode;
}) {
  const id = own ? null : requestedId;
  const intl = useIntl();
  const api = useConsignmentApi();
  const actor = BookingWizard.useActorRef();
  const heldId = BookingWizard.useSelector((s) => s.context.id);
  const [loading, setLoading] = useState<Loading>({ status: id && id !== heldId ? 'loading' : 'idle' });
  const [attempt, setAttempt] = useState(0);
  const queryClient = useQueryClient();

  // The stored draft is read once into the wizard's machine (a later refetch must not overwrite the edits).
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on retry
  useEffect(() => {
    if (!id || id === actor.getSnapshot().context.id) {
      setLoading({ status: 'idle' });
      return;
    }
    let current = true;
    setLoading({ status: 'loading' });
    queryClient
      .fetchQuery({
        queryKey: ['BuConsignInfo/GetConsingInfo', id],
        queryFn: ({ signal }) => api.getConsingInfo(id, { signal, quiet: true }),
        staleTime: 0,
      })
      .then((consignment) => {
        if (!current) return;
        onLoaded(consignment);
        if (!allowedEvents(consignment.consignStatus, 'consignor').includes('SAVE')) {
          setLoading({ status: 'locked', consignment });
          return;
        }
        actor.send({ type: 'RESUME', draft: draftFromConsignment(consignment) });
        setLoading({ status: 'idle' });
      })
      .catch((error: Error) => {
        if (current) setLoading({ status: 'error', message: error.message });
      });
    return () => {
      current = false;
    };
  }, [id, api, actor, onLoaded, attempt, queryClient]);

  if (loading.status === 'loading') {
    return (
      <Stack gap="3" data-testid="wizard-loading">
        <Skeleton height="2.5rem" />
        <Skeleton height="16rem" />
      </Stack>
    );
  }
  if (loading.status === 'error') {
    return (
      <LoadFailedAlert
        testId="wizard-load-error"
        title={intl.formatMessage({ id: 'booking.loadFailed' })}
        message={loading.message}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  }
  if (loading.status === 'locked') {
    const { consignment } = loading;
    return (
      <Alert.Root status="info" data-testid="wizard-locked">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {intl.formatMessage(
              { id: 'booking.locked' },
              { code: consignment.consignCode, status: consignment.consignStatusStr },
            )}
          </Alert.Title>
        </Alert.Content>
        <RouterLink to={consignorDetailPath(consignment.id)} className={buttonClass({ size: 'sm' })}>
          {intl.formatMessage({ id: 'booking.viewDetail' })}
        </RouterLink>
      </Alert.Root>
    );
  }
  return <>{children}</>;
}

/** The draft's attachments, once it is stored (a file hangs on a stored consignment). */
function DraftAttachments({ draft }: { draft: Consignment | null }) {
  const intl = useIntl();
  if (!draft) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="attachments-save-first">
        {intl.formatMessage({ id: 'attachments.saveFirst' })}
      </Text>
    );
  }
  return (
    <LazyAttachmentPanel
      holder={{ foreignTable: 'BuConsignInfo', foreignKey: draft.id }}
      rights={consignmentFileRights('consignor', draft.allowedActions)}
    />
  );
}

export function BookingWizardPage() {
  const intl = useIntl();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlId = searchParams.get('id');
  // One wizard per booking: a new booking (no id, each navigation) or an opened draft gets a fresh actor; a draft this
  // wizard created itself keeps its actor when its id is written into the address.
  const ownKeys = useRef(new Map<string, string>());
  const instanceKey = urlId ? (ownKeys.current.get(urlId) ?? `draft-${urlId}`) : `new-${location.key}`;
  const [stored, setStored] = useState<Consignment | null>(null);

  const currentKey = useLatest(instanceKey);
  const onCreated = useRef((id: string) => {
    ownKeys.current.set(id, currentKey());
    setSearchParams({ id }, { replace: true });
  }).current;
  const onSaved = useRef((consignment: Consignment) => setStored(consignment)).current;
  // A new booking's contact starts as the person booking, with their mobile, as the on-site form's does.
  const user = useSession(selectUser);
  const input = urlId ? undefined : { draft: { linkPerson: user?.name, linkPersonPhone: user?.phoneNumber } };

  return (
    <Box data-testid="booking-wizard" maxW="1200px" mx="auto">
      <Heading size="lg" mb="4">
        {stored?.consignCode && stored.id === urlId
          ? intl.formatMessage({ id: 'booking.titleEdit' }, { code: stored.consignCode })
          : intl.formatMessage({ id: 'booking.title' })}
      </Heading>
      <BookingWizard.Provider key={instanceKey} options={{ input }}>
        <WizardEffects onCreated={onCreated} onSaved={onSaved} />
        <WizardLoader id={urlId} own={!!urlId && ownKeys.current.has(urlId)} onLoaded={onSaved}>
          <WizardScreen
            consignment={stored && stored.id === urlId ? stored : null}
            attachments={<DraftAttachments draft={stored && stored.id === urlId ? stored : null} />}
          />
        </WizardLoader>
      </BookingWizard.Provider>
    </Box>
  );
}
