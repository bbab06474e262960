// The consignor's booking form: lab (its qualifications and addresses from GetPreSiteOtherInfoByTestUnitId), project,
// expected test time, contact, test content and samples. "Save draft" is UpdatePreSiteConsign; "Submit" saves, then
// CommitConsignInfo, whose missing fields are shown against the form.
import { Alert, Box, Button, Card, Field, Flex, Heading, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';
import { LuSave, LuSend } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { BookingType } from '../../../machines/consignment';
import type { ProjectRow, TestUnitRow } from '../../api/catalogue';
import {
  type PreSiteOtherInfo,
  type SiteConsignInput,
  type SiteConsignment,
  type StoredBooking,
  useConsignmentApi,
} from '../../api/consignment';
import { ApiError } from '../../api/errors';
import { fieldErrors, TextField } from '../../components/TextField';
import { BookingSamples, type FormSample } from './BookingSamples';

interface Values {
  testUnitId: string;
  projectId: string;
  tuqualificationId: string;
  testUnitAddressId: string;
  /** datetime-local text (local time), '' when not set. */
  expectTestTime: string;
  linkPerson: string;
  linkPersonPhone: string;
  testContent: string;
  memo: string;
  samples: FormSample[];
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO instant as the datetime-local input shows it, in the browser's time zone. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

function valuesOf(b: SiteConsignment): Values {
  return {
    testUnitId: b.testUnitId ?? '',
    projectId: b.projectId ?? '',
    tuqualificationId: b.tuqualificationId ?? '',
    testUnitAddressId: b.testUnitAddressId ?? '',
    expectTestTime: toLocalInput(b.expectTestTime),
    linkPerson: b.linkPerson ?? '',
    linkPersonPhone: b.linkPersonPhone ?? '',
    testContent: b.testContent ?? '',
    memo: b.memo ?? '',
    samples: b.samples.map((s) => ({
      key: s.id,
      testUnitSampleId: s.testUnitSampleId,
      sampleName: s.testUnitSampleName,
      paramIds: s.params.map((p) => p.tuTestParamId),
    })),
  };
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

function inputOf(v: Values, id: string | null, consignType: BookingType): SiteConsignInput {
  return {
    ...(id ? { id } : { consignType, testUnitId: v.testUnitId }),
    projectId: orNull(v.projectId),
    tuqualificationId: orNull(v.tuqualificationId),
    testUnitAddressId: orNull(v.testUnitAddressId),
    expectTestTime: v.expectTestTime ? new Date(v.expectTestTime).toISOString() : null,
    linkPerson: orNull(v.linkPerson),
    linkPersonPhone: orNull(v.linkPersonPhone),
    testContent: orNull(v.testContent),
    memo: orNull(v.memo),
    samples: v.samples.map((s) => ({
      testUnitSampleId: s.testUnitSampleId,
      params: s.paramIds.map((tuTestParamId) => ({ tuTestParamId })),
    })),
  };
}

function Select({
  label,
  value,
  options,
  onChange,
  testId,
  disabled,
  invalid,
}: {
  label: string;
  value: string;
  options: { id: string; name: string }[];
  onChange(value: string): void;
  testId: string;
  disabled?: boolean;
  invalid?: boolean;
}) {
  const intl = useIntl();
  return (
    <Field.Root invalid={invalid} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
          <option value="">{intl.formatMessage({ id: 'siteBooking.choose' })}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Header pb="0">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
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
  const [v, setV] = useState<Values>(() => valuesOf(booking));
  const [labs, setLabs] = useState<TestUnitRow[]>([]);
  const [projects, setProjects] = useState<ProjectRow[]>([]);
  const [other, setOther] = useState<PreSiteOtherInfo>(booking.preSiteOtherInfo);
  const [busy, setBusy] = useState<'save' | 'commit' | null>(null);
  /** The refused save or commit: its message, and the server's message per member it names. */
  const [problem, setProblem] = useState<{ message: string; errors: Record<string, string> } | null>(null);
  const set = (patch: Partial<Values>) => setV((old) => ({ ...old, ...patch }));
  // The id once stored: a new booking's first save creates it, later saves update it.
  const [stored, setStored] = useState(booking.id);

  useEffect(() => {
    const controller = new AbortController();
    const o = { signal: controller.signal, quiet: true };
    api.getAllUnit({ currPage: 1, maxPage: 100 }, o).then(
      (r) => setLabs(r.items),
      () => {},
    );
    api.getProjectList({ skipCount: 0, maxResultCount: 100 }, o).then(
      (r) => setProjects(r.items),
      () => {},
    );
    return () => controller.abort();
  }, [api]);

  useEffect(() => {
    if (!v.testUnitId) return;
    const controller = new AbortController();
    api
      .getPreSiteOtherInfoByTestUnitId(v.testUnitId, { signal: controller.signal, quiet: true })
      .then(setOther, () => {});
    return () => controller.abort();
  }, [api, v.testUnitId]);

  const messageOf = (error: unknown) =>
    error instanceof ApiError
      ? [error.message, ...error.validationErrors.map((e) => e.message)].filter(Boolean).join(' — ')
      : String(error);

  const run = async (kind: 'save' | 'commit') => {
    setBusy(kind);
    setProblem(null);
    let saved: StoredBooking | null = null;
    try {
      saved = await api.updatePreSiteConsign(inputOf(v, stored, consignType), { quiet: true });
      setStored(saved.id);
      if (kind === 'commit') await api.commitConsignInfo([saved.id], undefined, { quiet: true });
      (kind === 'commit' ? onCommitted : onSaved)(saved);
    } catch (error) {
      // A refused commit still saved the booking: its id goes into the address, the form stays as typed.
      if (saved) onSaved(saved);
      setProblem({ message: messageOf(error), errors: fieldErrors(error) });
    } finally {
      setBusy(null);
    }
  };

  const missing = Object.keys(problem?.errors ?? {});
  return (
    <Stack gap="4" data-testid="site-booking-form">
      {booking.rollbackCause && (
        <Alert.Root status="warning" data-testid="rollback-cause">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('consignment.rollbackCause')}</Alert.Title>
            <Alert.Description>{booking.rollbackCause}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Part title={t('siteBooking.section.lab')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Select
            label={t('consignment.field.testUnitName')}
            value={v.testUnitId}
            options={labs.map((l) => ({ id: l.id, name: l.testUnitName }))}
            onChange={(testUnitId) => set({ testUnitId, tuqualificationId: '', testUnitAddressId: '', samples: [] })}
            testId="booking-lab"
            disabled={!!stored}
            invalid={missing.includes('testUnitId')}
          />
          <Select
            label={t('consignment.field.projectName')}
            value={v.projectId}
            options={projects.map((p) => ({ id: p.id, name: p.projectName }))}
            onChange={(projectId) => set({ projectId })}
            testId="booking-project"
            invalid={missing.includes('projectId')}
          />
          <Select
            label={t('consignment.field.tuqualificationName')}
            value={v.tuqualificationId}
            options={other.qualifications}
            onChange={(tuqualificationId) => set({ tuqualificationId })}
            testId="booking-qualification"
            disabled={!v.testUnitId}
          />
          <Select
            label={t('consignment.field.testUnitAddress')}
            value={v.testUnitAddressId}
            options={other.baAddresss.map((a) => ({
              id: a.id,
              name: [a.addressText, a.addressDetail].filter(Boolean).join(' '),
            }))}
            onChange={(testUnitAddressId) => set({ testUnitAddressId })}
            testId="booking-address"
            disabled={!v.testUnitId}
          />
        </SimpleGrid>
      </Part>

      <Part title={t('siteBooking.section.visit')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField
            label={t('siteBooking.field.expectTestTime')}
            name="expectTestTime"
            testId="booking-expect"
            type="datetime-local"
            required
            error={problem?.errors.expectTestTime}
            value={v.expectTestTime}
            onChange={(expectTestTime) => set({ expectTestTime })}
          />
          <TextField
            label={t('consignment.field.linkPerson')}
            name="linkPerson"
            testId="booking-link-person"
            required
            maxLength={64}
            error={problem?.errors.linkPerson}
            value={v.linkPerson}
            onChange={(linkPerson) => set({ linkPerson })}
          />
          <TextField
            label={t('consignment.field.linkPersonPhone')}
            name="linkPersonPhone"
            testId="booking-link-phone"
            type="tel"
            required
            maxLength={32}
            error={problem?.errors.linkPersonPhone}
            value={v.linkPersonPhone}
            onChange={(linkPersonPhone) => set({ linkPersonPhone })}
          />
          <TextField
            label={t('consignment.field.memo')}
            name="memo"
            maxLength={1000}
            value={v.memo}
            onChange={(memo) => set({ memo })}
          />
          <Box gridColumn={{ md: 'span 2' }}>
            <TextField
              label={t('siteBooking.field.testContent')}
              name="testContent"
              testId="booking-content"
              multiline
              required
              maxLength={1000}
              placeholder={t('siteBooking.testContentPlaceholder')}
              error={problem?.errors.testContent}
              value={v.testContent}
              onChange={(testContent) => set({ testContent })}
            />
          </Box>
        </SimpleGrid>
      </Part>

      <Part title={t('siteBooking.section.samples')}>
        <BookingSamples testUnitId={v.testUnitId} samples={v.samples} onChange={(samples) => set({ samples })} />
      </Part>

      {problem && (
        <Alert.Root status="error" data-testid="booking-problem">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{problem.message}</Alert.Title>
            {missing.length > 0 && (
              <Alert.Description>
                {t('siteBooking.fixFields', {
                  fields: missing.map((m) => t(`siteBooking.missing.${m.replace(/\[\d+\].*$/, '')}`)).join(', '),
                })}
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}

      <Flex gap="2" justify="flex-end" wrap="wrap">
        <Button
          variant="outline"
          onClick={() => run('save')}
          loading={busy === 'save'}
          disabled={!!busy || !v.testUnitId}
          data-testid="booking-save"
        >
          <LuSave />
          {t('siteBooking.saveDraft')}
        </Button>
        <Button
          onClick={() => run('commit')}
          loading={busy === 'commit'}
          disabled={!!busy || !v.testUnitId}
          data-testid="booking-commit"
        >
          <LuSend />
          {t('siteBooking.commit')}
        </Button>
      </Flex>
    </Stack>
  );
}
