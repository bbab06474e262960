// The fields of one sample beyond its parameters: specification, producer, the properties the lab asks for on this
// kind of sample, curing-age groups (concrete cubes at 7 and 28 days) and an earlier sample it refers to. Each change is
// SET_SAMPLE_FIELDS; the machine decides whether the step is complete (problemsOf).

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import {
  type SampleFields as Fields,
  problemsOf,
  propertyOptions,
  propertyValueProblem,
  type WizardSample,
  type WizardSampleProperty,
} from '../../../../machines/booking-wizard';
import { type RefSampleCandidate, useConsignmentApi } from '../../../api/consignment';
import { useRead } from '../../../components/useRead';
import { Button, IconButton } from '../../../ui/Button';
import { Field, HStack, Input, SimpleGrid, Stack, Text } from '../../../ui/chakra';
import { DatePicker } from '../../../ui/DatePicker';
import { Select } from '../../../ui/Select';
import { BookingWizard } from '../wizardActor';

function useSetFields(index: number) {
  const actor = BookingWizard.useActorRef();
  return (fields: Fields) => actor.send({ type: 'SET_SAMPLE_FIELDS', index, fields });
}

/** Loads the catalogue sample's property definitions once per kind of sample, keeping values already given. */
function useProperties(testUnitSampleId: string, index: number) {
  const api = useConsignmentApi();
  const actor = BookingWizard.useActorRef();
  const queryClient = useQueryClient();
  useEffect(() => {
    let mounted = true;
    queryClient
      .fetchQuery({
        queryKey: ['BuSampleInfo/GetBuSamplePropertyInfoByTuSampleInfoId', testUnitSampleId],
        queryFn: ({ signal }) => api.getCatalogueSampleProperties(testUnitSampleId, { signal, quiet: true }),
      })
      .then((definitions) => {
        const current = actor.getSnapshot().context.samples[index];
        if (!mounted) return;
        if (current?.testUnitSampleId !== testUnitSampleId) return;
        const given = new Map((current.properties ?? []).map((p) => [p.id, p.value]));
        const properties = definitions.map((d) => ({
          id: d.testSamplePropertyId,
          displayName: d.displayName,
          valueType: d.valueType,
          listValue: d.listValue,
          value: given.get(d.testSamplePropertyId) ?? '',
        }));
        actor.send({ type: 'SET_SAMPLE_FIELDS', index, fields: { properties } });
      })
      .catch(() => {});
    return () => {
      mounted = false;
    };
  }, [api, actor, testUnitSampleId, index, queryClient]);
}

function PropertyInput({ property, onChange }: { property: WizardSampleProperty; onChange: (value: string) => void }) {
  const intl = useIntl();
  const id = useId();
  const problem = propertyValueProblem(property.valueType, property.listValue, property.value);
  const options =
    property.valueType === 3 && !property.listValue ? ['true', 'false'] : propertyOptions(property.listValue);
  const optionLabel = (o: string) =>
    property.valueType === 3 ? intl.formatMessage({ id: `booking.sample.bool.${o}` }) : o;
  return (
    <Field.Root invalid={problem !== null} ids={{ control: id }}>
      <Field.Label>{property.displayName}</Field.Label>
      {options.length > 0 ? (
        <Select
          id={id}
          aria-label={property.displayName}
          size="sm"
          data-testid="sample-property"
          data-name={property.displayName}
          value={property.value}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          <option value="">{intl.formatMessage({ id: 'booking.choose' })}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {optionLabel(o)}
            </option>
          ))}
        </Select>
      ) : property.valueType === 4 ? (
        <DatePicker
          id={id}
          aria-label={property.displayName}
          data-testid="sample-property"
          data-name={property.displayName}
          value={property.value}
          onChange={onChange}
        />
      ) : (
        <Input
          size="sm"
          data-testid="sample-property"
          data-name={property.displayName}
          inputMode={property.valueType === 2 ? 'decimal' : undefined}
          value={property.value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {problem && <Field.ErrorText>{intl.formatMessage({ id: `booking.sample.problem.${problem}` })}</Field.ErrorText>}
    </Field.Root>
  );
}

function AgeGroups({ sample, index }: { sample: WizardSample; index: number }) {
  const intl = useIntl();
  const set = useSetFields(index);
  const groups = sample.children ?? [];
  const invalid = BookingWizard.useSelector((s) =>
    problemsOf(s.context).includes(`invalid:samples[${index}].children`),
  );
  const update = (i: number, patch: Partial<(typeof groups)[number]>) =>
    set({ children: groups.map((g, j) => (j === i ? { ...g, ...patch } : g)) });
  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="medium">
        {intl.formatMessage({ id: 'booking.sample.ageGroups' })}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {intl.formatMessage({ id: 'booking.sample.ageGroupsHelp' })}
      </Text>
      {groups.map((group, i) => (
        // Age groups have no id before they are saved; their position is their identity here.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <HStack key={i} gap="2" data-testid="age-group">
          <Input
            size="sm"
            w="24"
            inputMode="numeric"
            aria-label={intl.formatMessage({ id: 'booking.sample.ageDays' })}
            placeholder={intl.formatMessage({ id: 'booking.sample.ageDays' })}
            data-testid="age-days"
            value={Number.isFinite(group.ageWaitTime) && group.ageWaitTime > 0 ? String(group.ageWaitTime) : ''}
            onChange={(e) => update(i, { ageWaitTime: e.target.value === '' ? 0 : Number(e.target.value) })}
          />
          <Input
            size="sm"
            flex="1"
            aria-label={intl.formatMessage({ id: 'booking.sample.projectPart' })}
            placeholder={intl.formatMessage({ id: 'booking.sample.projectPart' })}
            data-testid="age-part"
            value={group.projectPart}
            onChange={(e) => update(i, { projectPart: e.target.value })}
          />
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={intl.formatMessage({ id: 'booking.sample.removeAge' })}
            onClick={() => set({ children: groups.filter((_, j) => j !== i) })}
          >
            <LuTrash2 />
          </IconButton>
        </HStack>
      ))}
      {invalid && (
        <Text fontSize="xs" color="fg.error" data-testid="age-error">
          {intl.formatMessage({ id: 'booking.invalid.sample.children' }, { n: index + 1 })}
        </Text>
      )}
      <Button
        size="xs"
        variant="outline"
        style={{ alignSelf: 'start' }}
        data-testid="age-add"
        onClick={() => set({ children: [...groups, { ageWaitTime: 0, projectPart: '' }] })}
      >
        <LuPlus />
        {intl.formatMessage({ id: 'booking.sample.addAge' })}
      </Button>
    </Stack>
  );
}

function ReferenceSelect({ sample, index }: { sample: WizardSample; index: number }) {
  const intl = useIntl();
  const api = useConsignmentApi();
  const set = useSetFields(index);
  const testUnitId = BookingWizard.useSelector((s) => s.context.testUnitId);
  const projectId = BookingWizard.useSelector((s) => s.context.projectId);
  const consignId = BookingWizard.useSelector((s) => s.context.id);
  const read = useRead(
    ['BuSampleInfo/GetSelectRefSampleByTestUnitIdAndProjectId', testUnitId, projectId, consignId],
    (signal) => api.getSelectRefSample({ testUnitId, projectId: projectId ?? '', consignId }, { signal, quiet: true }),
    { enabled: Boolean(testUnitId && projectId) },
  );
  const candidates = read.status === 'error' ? [] : read.data;
  const referenceId = useId();
  const label = (c: RefSampleCandidate) =>
    [c.consignCode, c.sampleName, c.specificationType, c.produceInfo].filter(Boolean).join(' · ');
  return (
    <Field.Root ids={{ control: referenceId }}>
      <Field.Label>{intl.formatMessage({ id: 'booking.sample.reference' })}</Field.Label>
      <Select
        id={referenceId}
        aria-label={intl.formatMessage({ id: 'booking.sample.reference' })}
        size="sm"
        disabled={candidates === null}
        data-testid="sample-reference"
        value={sample.refSampleId ?? ''}
        onChange={(e) => {
          const chosen = candidates?.find((c) => c.id === e.currentTarget.value);
          set({ refSampleId: chosen?.id ?? '', refSampleLabel: chosen ? label(chosen) : '' });
        }}
      >
        <option value="">{intl.formatMessage({ id: 'booking.sample.noReference' })}</option>
        {sample.refSampleId && !candidates?.some((c) => c.id === sample.refSampleId) && (
          <option value={sample.refSampleId}>{sample.refSampleLabel}</option>
        )}
        {(candidates ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {label(c)}
          </option>
        ))}
      </Select>
      <Field.HelperText>{intl.formatMessage({ id: 'booking.sample.referenceHelp' })}</Field.HelperText>
    </Field.Root>
  );
}

export function SampleFieldsForm({ sample, index }: { sample: WizardSample; index: number }) {
  const intl = useIntl();
  const set = useSetFields(index);
  useProperties(sample.testUnitSampleId, index);
  const properties = sample.properties ?? [];
  return (
    <Stack gap="4" data-testid="sample-fields" pt="3" borderTopWidth="1px">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {(['specificationType', 'produceInfo'] as const).map((field) => (
          <Field.Root key={field} invalid={(sample[field] ?? '').length > (field === 'produceInfo' ? 256 : 128)}>
            <Field.Label>{intl.formatMessage({ id: `booking.sample.${field}` })}</Field.Label>
            <Input
              size="sm"
              data-testid={`sample-${field}`}
              value={sample[field] ?? ''}
              onChange={(e) => set({ [field]: e.target.value })}
            />
            <Field.ErrorText>{intl.formatMessage({ id: 'booking.sample.problem.tooLong' })}</Field.ErrorText>
          </Field.Root>
        ))}
        {properties.map((property) => (
          <PropertyInput
            key={property.id}
            property={property}
            onChange={(value) =>
              set({ properties: properties.map((p) => (p.id === property.id ? { ...p, value } : p)) })
            }
          />
        ))}
      </SimpleGrid>
      <AgeGroups sample={sample} index={index} />
      <ReferenceSelect sample={sample} index={index} />
    </Stack>
  );
}
