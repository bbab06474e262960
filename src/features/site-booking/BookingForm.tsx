// The consignor's booking form: lab (its qualifications and addresses from GetPreSiteOtherInfoByTestUnitId), project,
// expected test time, contact, test content and samples, checked by UpdateBody (the contract the server saves a
// booking with). "Save draft" is UpdatePreSiteConsign; "Submit" saves, then CommitConsignInfo, whose missing fields
// are shown against the form.

import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { LuSave, LuSend } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { UpdateBody } from '../../../contracts/site-consign';
import { emptiesSamples } from '../../../machines/booking-wizard';
import type { BookingType } from '../../../machines/consignment';
import { type SiteConsignment, type StoredBooking, useConsignmentApi } from '../../api/consignment';
import { ApiError } from '../../api/errors';
import { showServerErrors, useContractForm } from '../../components/useContractForm';
import { useRead } from '../../components/useRead';
import { Button } from '../../ui/Button';
import { Alert, Box, Flex, SimpleGrid, Stack } from '../../ui/chakra';
import { FormSelect } from '../../ui/FormChoices';
import { FormTextField } from '../../ui/FormFields';
import { InlineAlert } from '../../ui/InlineAlert';
import { Section } from '../consignment/Section';
import { BookingSamples } from './BookingSamples';
import { bookingInputOf, bookingValuesOf } from './bookingValues';

/** The refused save or commit: its messages, and the fields it names (those the server wants filled in). */
function problemOf(error: unknown, fields: readonly string[]) {
  const byName = new Map(fields.map((field) => [field.toLowerCase(), field]));
  const members = (error instanceof ApiError ? error.validationErrors : []).flatMap((e) => e.members);
  return {
    message:
      error instanceof ApiError
        ? [error.message, ...error.validationErrors.map((e) => e.message)].filter(Boolean).join(' — ')
        : String(error),
    missing: [...new Set(members.map((m) => byName.get(m.replace(/[[.].*$/, '').toLowerCase())))].filter(
      (field) => field !== undefined,
    ),
  };
}

export interface BookingFormProps {
  booking: SiteConsignment;
  consignType: BookingType;
  /** After a save: the stored booking (its id goes into the address). */
  onSaved(saved: StoredBooking): void;
  onCommitted(saved: StoredBooking): void;
}

export function BookingForm({ booking, consignType, onSaved, onCommitted }: BookingFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useConsignmentApi();
  const form = useContractForm({
    schema: UpdateBody,
    defaultValues: bookingValuesOf(booking),
    labels: {
      testUnitId: t('consignment.field.testUnitName'),
      projectId: t('consignment.field.projectName'),
      tuqualificationId: t('consignment.field.tuqualificationName'),
      testUnitAddressId: t('consignment.field.testUnitAddress'),
      expectTestTime: t('siteBooking.field.expectTestTime'),
      linkPerson: t('consignment.field.linkPerson'),
      linkPersonPhone: t('consignment.field.linkPersonPhone'),
      testContent: t('siteBooking.field.testContent'),
      memo: t('consignment.field.memo'),
    },
    // The phone rule is the wizard's (machines/consign-fields.ts), carried by the contract's pattern.
    hints: { linkPersonPhone: t('booking.validation.phone') },
    // The time is the input's local text and the samples carry their names: both are mapped on save.
    unchecked: ['expectTestTime', 'samples'],
  });
  const testUnitId = form.watch('testUnitId');
  const labs =
    useRead(['BaTestUnit/GetAllUnit', 'booking'], (signal) =>
      api.getAllUnit({ currPage: 1, maxPage: 100 }, { signal, quiet: true }),
    ).data?.items ?? [];
  const projects =
    useRead(['BaProject/GetProjectList', 'booking'], (signal) =>
      api.getProjectList({ skipCount: 0, maxResultCount: 100 }, { signal, quiet: true }),
    ).data?.items ?? [];
  const other =
    useRead(
      ['BuConsignInfo/GetPreSiteOtherInfoByTestUnitId', testUnitId],
      (signal) => api.getPreSiteOtherInfoByTestUnitId(testUnitId, { signal, quiet: true }),
      { enabled: Boolean(testUnitId) },
    ).data ?? booking.preSiteOtherInfo;
  const [busy, setBusy] = useState<'save' | 'commit' | null>(null);
  const [problem, setProblem] = useState<ReturnType<typeof problemOf> | null>(null);
  // The id once stored: a new booking's first save creates it, later saves update it.
  const [stored, setStored] = useState(booking.id);

  const run = (kind: 'save' | 'commit') =>
    form.handleSubmit(async (values) => {
      setBusy(kind);
      setProblem(null);
      let saved: StoredBooking | null = null;
      try {
        saved = await api.updatePreSiteConsign(bookingInputOf(values, stored, consignType), { quiet: true });
        setStored(saved.id);
        if (kind === 'commit') await api.commitConsignInfo([saved.id], undefined, { quiet: true });
        (kind === 'commit' ? onCommitted : onSaved)(saved);
      } catch (error) {
        // A refused commit still saved the booking: its id goes into the address, the form stays as typed.
        if (saved) onSaved(saved);
        showServerErrors(form, error);
        setProblem(problemOf(error, Object.keys(values)));
      } finally {
        setBusy(null);
      }
    })();

  const select = (
    name: 'testUnitId' | 'projectId' | 'tuqualificationId' | 'testUnitAddressId',
    testId: string,
    options: { id: string; name: string }[],
    extra: { disabled?: boolean; onPick?(value: string | number | null): void } = {},
  ) => (
    <FormSelect
      form={form}
      name={name}
      testId={testId}
      size="sm"
      placeholder={t('siteBooking.choose')}
      options={options.map((o) => ({ value: o.id, label: o.name }))}
      {...extra}
    />
  );
  return (
    <Stack gap="4" data-testid="site-booking-form">
      {booking.rollbackCause && (
        <InlineAlert
          status="warning"
          title={t('consignment.rollbackCause')}
          description={booking.rollbackCause}
          testId="rollback-cause"
        />
      )}
      <Section title={t('siteBooking.section.lab')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {select(
            'testUnitId',
            'booking-lab',
            labs.map((l) => ({ id: l.id, name: l.testUnitName })),
            {
              disabled: !!stored,
              onPick: (lab) => {
                for (const name of ['tuqualificationId', 'testUnitAddressId'] as const) form.setValue(name, '');
                if (emptiesSamples(testUnitId, String(lab ?? ''))) form.setValue('samples', []);
              },
            },
          )}
          {select(
            'projectId',
            'booking-project',
            projects.map((p) => ({ id: p.id, name: p.projectName })),
          )}
          {select('tuqualificationId', 'booking-qualification', other.qualifications, { disabled: !testUnitId })}
          {select(
            'testUnitAddressId',
            'booking-address',
            other.baAddresss.map((a) => ({
              id: a.id,
              name: [a.addressText, a.addressDetail].filter(Boolean).join(' '),
            })),
            { disabled: !testUnitId },
          )}
        </SimpleGrid>
      </Section>

      <Section title={t('siteBooking.section.visit')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormTextField form={form} name="expectTestTime" testId="booking-expect" type="datetime-local" required />
          <FormTextField form={form} name="linkPerson" testId="booking-link-person" required />
          <FormTextField form={form} name="linkPersonPhone" testId="booking-link-phone" type="tel" required />
          <FormTextField form={form} name="memo" />
          <Box gridColumn={{ md: 'span 2' }}>
            <FormTextField
              form={form}
              name="testContent"
              testId="booking-content"
              multiline
              required
              placeholder={t('siteBooking.testContentPlaceholder')}
            />
          </Box>
        </SimpleGrid>
      </Section>

      <Section title={t('siteBooking.section.samples')}>
        <Controller
          control={form.control}
          name="samples"
          render={({ field, fieldState }) => (
            <BookingSamples
              testUnitId={testUnitId}
              samples={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </Section>

      {problem && (
        <Alert.Root status="error" data-testid="booking-problem">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{problem.message}</Alert.Title>
            {problem.missing.length > 0 && (
              <Alert.Description>
                {t('siteBooking.fixFields', {
                  fields: problem.missing.map((m) => t(`siteBooking.missing.${m}`)).join(', '),
                })}
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}

      <Flex gap="2" justify="flex-end" wrap="wrap">
        {(['save', 'commit'] as const).map((kind) => (
          <Button
            size="md"
            key={kind}
            variant={kind === 'save' ? 'outline' : 'solid'}
            onClick={() => run(kind)}
            loading={busy === kind}
            disabled={!!busy || !testUnitId}
            data-testid={`booking-${kind}`}
          >
            {kind === 'save' ? <LuSave /> : <LuSend />}
            {t(kind === 'save' ? 'siteBooking.saveDraft' : 'siteBooking.commit')}
          </Button>
        ))}
      </Flex>
    </Stack>
  );
}
