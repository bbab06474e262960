// The fields of a catalogue sample (a lab's, or the system library's) and their form: name, code, description, the
// four sample requirements and, for a lab's sample, its standards. The form is checked by the contract the caller
// saves with (a lab's CreateSampleBody, the library's CreateSysSampleBody); the caller saves.

import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { TObject } from 'typebox';
import type { BaseStandard, StandardUse } from '../../api/catalogue';
import { type ContractForm, useContractForm } from '../../components/useContractForm';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { CloseButton } from '../../ui/CloseButton';
import { Box, Flex, HStack, SimpleGrid, Stack, Text } from '../../ui/chakra';
import { FormTextField } from '../../ui/FormFields';
import { Select } from '../../ui/Select';

/** A chosen standard, with the text it is shown as. */
interface ChosenStandard {
  sysBaseStandardId: string;
  utype: StandardUse;
  label: string;
}

const TEXT_FIELDS = [
  'sampleCode',
  'description',
  'countRequire',
  'sampleStatusRequire',
  'defaultSampleDescription',
  'otherRequire',
] as const;

export const emptySample = {
  sampleName: '',
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<(typeof TEXT_FIELDS)[number], string>),
  standards: [] as ChosenStandard[],
};
export type SampleValues = typeof emptySample;

type SampleLike = Partial<Record<keyof Omit<SampleValues, 'standards'>, string | null>> & {
  standards?: { sysBaseStandardId: string; utype: StandardUse; name: string; printsCode: string }[];
};

export function valuesOf(sample: SampleLike): SampleValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    sampleName: text(sample.sampleName),
    sampleCode: text(sample.sampleCode),
    description: text(sample.description),
    countRequire: text(sample.countRequire),
    sampleStatusRequire: text(sample.sampleStatusRequire),
    defaultSampleDescription: text(sample.defaultSampleDescription),
    otherRequire: text(sample.otherRequire),
    standards: (sample.standards ?? []).map((s) => ({ ...s, label: `${s.printsCode} ${s.name}` })),
  };
}

/** A sample's form, checked by `schema`; the standards are held with their labels (inputOf sends the pairs). */
export function useSampleForm<S extends TObject>(schema: S) {
  const intl = useIntl();
  return useContractForm({
    schema,
    defaultValues: emptySample,
    labels: Object.fromEntries(
      ['sampleName', ...TEXT_FIELDS].map((field) => [field, intl.formatMessage({ id: `catalogue.field.${field}` })]),
    ),
    unchecked: ['standards'],
  });
}

/** What a save sends of the form's checked values: the standards as the contract's pairs, or none (library). */
export function inputOf<V extends { standards: ChosenStandard[] }>(values: V, withStandards: boolean) {
  const { standards, ...fields } = values;
  return withStandards
    ? { ...fields, standards: standards.map(({ sysBaseStandardId, utype }) => ({ sysBaseStandardId, utype })) }
    : fields;
}

export interface SampleFieldsProps {
  form: ContractForm<SampleValues, unknown>;
  /** The standards to choose from; omitted: no standards section (system library). */
  standards?: readonly BaseStandard[];
}

export function SampleFields({ form, standards }: SampleFieldsProps) {
  return (
    <Stack gap="3">
      <FormTextField form={form} name="sampleName" testId="sample-name" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {TEXT_FIELDS.map((field) => (
          <FormTextField
            key={field}
            form={form}
            name={field}
            testId={`sample-${field}`}
            multiline={field !== 'sampleCode'}
            rows={2}
          />
        ))}
      </SimpleGrid>
      {standards && (
        <Controller
          control={form.control}
          name="standards"
          render={({ field }) => (
            <StandardsEditor standards={standards} chosen={field.value} onChange={field.onChange} />
          )}
        />
      )}
    </Stack>
  );
}

function StandardsEditor({
  standards,
  chosen,
  onChange,
}: {
  standards: readonly BaseStandard[];
  chosen: SampleValues['standards'];
  onChange(chosen: SampleValues['standards']): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [pick, setPick] = useState('');
  const [use, setUse] = useState<StandardUse>(1);
  const add = () => {
    const standard = standards.find((s) => s.id === pick);
    if (!standard || chosen.some((c) => c.sysBaseStandardId === pick && c.utype === use)) return;
    onChange([
      ...chosen,
      { sysBaseStandardId: pick, utype: use, label: `${standard.printsManCode} ${standard.baseStandardName}` },
    ]);
  };
  return (
    <Box>
      <Text fontSize="sm" fontWeight="medium" mb="1">
        {t('catalogue.standards')}
      </Text>
      <Stack gap="1" mb="2" data-testid="sample-standards">
        {chosen.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('catalogue.noStandards')}
          </Text>
        )}
        {chosen.map((s, i) => (
          <HStack key={`${s.sysBaseStandardId}-${s.utype}`} gap="2" fontSize="sm">
            <Badge palette="gray" size="sm" variant="subtle">
              {t(`catalogue.use.${s.utype}`)}
            </Badge>
            <Text flex="1" minW="0" truncate title={s.label}>
              {s.label}
            </Text>
            <CloseButton
              size="xs"
              aria-label={t('catalogue.remove')}
              onClick={() => onChange(chosen.filter((_, j) => j !== i))}
            />
          </HStack>
        ))}
      </Stack>
      <Flex gap="2" wrap="wrap">
        <Box flex="1 1 220px">
          <StandardSelect
            standards={standards}
            value={pick}
            onChange={setPick}
            emptyText={t('catalogue.chooseStandard')}
            label={t('catalogue.standards')}
            testId="standard-pick"
          />
        </Box>
        <Select
          size="sm"
          style={{ width: 'auto' }}
          aria-label={t('catalogue.use')}
          value={use}
          onChange={(e) => setUse(Number(e.target.value) as StandardUse)}
        >
          <option value={1}>{t('catalogue.use.1')}</option>
          <option value={2}>{t('catalogue.use.2')}</option>
        </Select>
        <Button size="sm" variant="outline" onClick={add} disabled={!pick} data-testid="standard-add">
          {t('catalogue.addStandard')}
        </Button>
      </Flex>
    </Box>
  );
}

/** A choice among the platform's reference standards, shown as "code name"; '' is the empty choice. */
function StandardSelect({
  standards,
  value,
  onChange,
  emptyText,
  label,
  testId,
}: {
  standards: readonly BaseStandard[];
  value: string;
  onChange(id: string): void;
  /** Already translated: the text of the empty choice. */
  emptyText: string;
  /** Already translated; the select's accessible name when it has no visible label. */
  label?: string;
  testId: string;
}) {
  return (
    <Select size="sm" aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
      <option value="">{emptyText}</option>
      {standards.map((s) => (
        <option key={s.id} value={s.id}>
          {s.printsManCode} {s.baseStandardName}
        </option>
      ))}
    </Select>
  );
}
