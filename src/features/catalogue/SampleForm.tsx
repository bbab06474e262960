// The fields of a catalogue sample (a lab's, or the system library's): name, code, description, the four sample
// requirements and, for a lab's sample, its standards. The caller saves.
import { Badge, Box, Button, CloseButton, Flex, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { BaseStandard, StandardUse, TestSampleInput } from '../../api/catalogue';
import { TextField } from '../../components/TextField';

export interface SampleValues {
  sampleName: string;
  sampleCode: string;
  description: string;
  countRequire: string;
  sampleStatusRequire: string;
  defaultSampleDescription: string;
  otherRequire: string;
  standards: { sysBaseStandardId: string; utype: StandardUse; label: string }[];
}

const TEXT_FIELDS = [
  ['sampleCode', 64],
  ['description', 1000],
  ['countRequire', 500],
  ['sampleStatusRequire', 500],
  ['defaultSampleDescription', 500],
  ['otherRequire', 500],
] as const;

export const emptySample: SampleValues = {
  sampleName: '',
  sampleCode: '',
  description: '',
  countRequire: '',
  sampleStatusRequire: '',
  defaultSampleDescription: '',
  otherRequire: '',
  standards: [],
};

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

/** The input a save sends; blank texts as null. */
export function inputOf(values: SampleValues, withStandards: boolean): TestSampleInput {
  const blank = (value: string) => value.trim() || null;
  return {
    sampleName: values.sampleName.trim(),
    sampleCode: blank(values.sampleCode),
    description: blank(values.description),
    countRequire: blank(values.countRequire),
    sampleStatusRequire: blank(values.sampleStatusRequire),
    defaultSampleDescription: blank(values.defaultSampleDescription),
    otherRequire: blank(values.otherRequire),
    ...(withStandards
      ? { standards: values.standards.map(({ sysBaseStandardId, utype }) => ({ sysBaseStandardId, utype })) }
      : {}),
  };
}

export interface SampleFieldsProps {
  values: SampleValues;
  onChange(values: SampleValues): void;
  showErrors: boolean;
  /** The standards to choose from; omitted: no standards section (system library). */
  standards?: readonly BaseStandard[];
}

export function SampleFields({ values, onChange, showErrors, standards }: SampleFieldsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const set = (patch: Partial<SampleValues>) => onChange({ ...values, ...patch });
  return (
    <Stack gap="3">
      <TextField
        label={t('catalogue.field.sampleName')}
        value={values.sampleName}
        onChange={(sampleName) => set({ sampleName })}
        testId="sample-name"
        required
        maxLength={128}
        error={showErrors && !values.sampleName.trim() ? t('catalogue.nameRequired') : null}
      />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {TEXT_FIELDS.map(([field, maxLength]) => (
          <TextField
            key={field}
            label={t(`catalogue.field.${field}`)}
            value={values[field]}
            onChange={(value) => set({ [field]: value })}
            testId={`sample-${field}`}
            maxLength={maxLength}
            multiline={field !== 'sampleCode'}
            rows={2}
          />
        ))}
      </SimpleGrid>
      {standards && (
        <StandardsEditor
          standards={standards}
          chosen={values.standards}
          onChange={(chosen) => set({ standards: chosen })}
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
            <Badge size="sm" variant="subtle">
              {t(`catalogue.use.${s.utype}`)}
            </Badge>
            <Text flex="1" minW="0" truncate title={s.label}>
              {s.label}
            </Text>
            <CloseButton
              size="2xs"
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
        <NativeSelect.Root size="sm" w="auto">
          <NativeSelect.Field
            aria-label={t('catalogue.use')}
            value={use}
            onChange={(e) => setUse(Number(e.target.value) as StandardUse)}
          >
            <option value={1}>{t('catalogue.use.1')}</option>
            <option value={2}>{t('catalogue.use.2')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" variant="outline" onClick={add} disabled={!pick} data-testid="standard-add">
          {t('catalogue.addStandard')}
        </Button>
      </Flex>
    </Box>
  );
}

/** A choice among the platform's reference standards, shown as "code name"; '' is the empty choice. */
export function StandardSelect({
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
    <NativeSelect.Root size="sm">
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      >
        <option value="">{emptyText}</option>
        {standards.map((s) => (
          <option key={s.id} value={s.id}>
            {s.printsManCode} {s.baseStandardName}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
