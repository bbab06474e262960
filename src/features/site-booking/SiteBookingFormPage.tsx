// addSitePreConsignInfo?type=2|3[&id=…]: the consignor's booking. A new booking starts from GetCreatePreSiteConsign's
// template; a Draft or Returned one opens in the form; once committed it shows read-only with its actions.

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { BookingType } from '../../../machines/consignment';
import { type SiteConsignment, useConsignmentApi } from '../../api/consignment';
import { Button } from '../../ui/Button';
import { Alert, Heading, Stack } from '../../ui/chakra';
import { Skeleton } from '../../ui/Skeleton';
import { toaster } from '../../ui/toaster';
import { BookingForm } from './BookingForm';
import { formPath, isBookingType, LIST_PATH } from './paths';
import { SiteBookingDetail } from './SiteBookingDetail';

type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** `key` names the form instance: it stays when a new booking's first save gives it an id. */
  | { status: 'ready'; booking: SiteConsignment; key: string };

export function SiteBookingFormPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useConsignmentApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const typeParam = Number(params.get('type'));
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The booking the open form holds: its id reaching the address after a first save needs no reload.
  const held = useRef<string | null>(null);
  const queryClient = useQueryClient();

  // The form's starting values are read once (a later refetch must not overwrite what is being typed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger
  useEffect(() => {
    if (id && id === held.current) return;
    let current = true;
    setLoad({ status: 'loading' });
    const consignType = isBookingType(typeParam) ? typeParam : 2;
    const request = id
      ? queryClient.fetchQuery({
          queryKey: ['BuConsignInfo/GetCreatePreSiteConsign', id],
          queryFn: ({ signal }) => api.getSiteConsign(id, { signal, quiet: true }),
          staleTime: 0,
        })
      : api.getCreatePreSiteConsign(consignType, { quiet: true });
    request
      .then((booking) => {
        if (!current) return;
        held.current = booking.id;
        setLoad({ status: 'ready', booking, key: booking.id ?? `new-${Date.now()}` });
      })
      .catch((error: Error) => {
        if (current) setLoad({ status: 'error', message: error.message });
      });
    return () => {
      current = false;
    };
  }, [api, id, typeParam, attempt, queryClient]);

  if (load.status === 'loading')
    return (
      <Stack p="4" gap="3" data-testid="site-booking-loading">
        <Skeleton height="2.5rem" />
        <Skeleton height="16rem" />
      </Stack>
    );
  if (load.status === 'error')
    return (
      <Alert.Root status="error" m="4" data-testid="site-booking-error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('consignment.loadFailed')}</Alert.Title>
          <Alert.Description>{load.message}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => setAttempt((n) => n + 1)}>
          {t('common.retry')}
        </Button>
      </Alert.Root>
    );

  const booking = load.booking;
  const type = (isBookingType(booking.consignType) ? booking.consignType : 2) as BookingType;
  const list = LIST_PATH[type];
  const editable = booking.allowedActions.includes('SAVE');
  return (
    <Stack p={{ base: '2', md: '4' }} gap="4" maxW="1200px" mx="auto" w="full">
      {editable || !booking.id ? (
        <>
          <Heading size="lg" data-testid="site-booking-title">
            {booking.consignCode
              ? t('siteBooking.titleEdit', { code: booking.consignCode })
              : t(type === 2 ? 'siteBooking.titleNewOnSite' : 'siteBooking.titleNewHandover')}
          </Heading>
          <BookingForm
            key={load.key}
            booking={booking}
            consignType={type}
            onSaved={(saved) => {
              toaster.create({
                type: 'success',
                title: t('booking.saved', { code: saved.consignCode }),
                duration: 3000,
              });
              held.current = saved.id;
              if (saved.id !== id) navigate(formPath(type, saved.id), { replace: true });
            }}
            onCommitted={(saved) => {
              toaster.create({
                type: 'success',
                title: t('siteBooking.committed', { code: saved.consignCode }),
                duration: 4000,
              });
              navigate(list);
            }}
          />
        </>
      ) : (
        <SiteBookingDetail
          api={api}
          id={booking.id}
          actor="consignor"
          onBack={() => navigate(list)}
          onEdit={(target) => navigate(formPath(type, target))}
          onGone={() => navigate(list)}
        />
      )}
    </Stack>
  );
}
