// The fields of a consigning unit, for admin (ConsginUnitManager) and for the unit itself (ConsginUnitCenter).
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ConsignUnitFields } from '../../api/units';
import { TextField } from '../../components/TextField';

const KEYS = ['name', 'uninCode', 'regPerson', 'regPhone', 'sheng', 'shi', 'detailAddress', 'description'] as const;

/** What is sent on save: the editable fields, blanks as null (the name trimmed). */
export function consignUnitFieldsOf(source: ConsignUnitFields): ConsignUnitFields {
  const out = Object.fromEntries(KEYS.map((key) => [key, source[key]?.trim() || null])) as unknown as ConsignUnitFields;
  return { ...out, name: source.name.trim() };
}

/** Matches the server's check on the credit code, so the mistake shows before saving. */
export function consignUnitErrors(form: ConsignUnitFields, t: (id: string) => string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.name.trim()) errors.name = t('common.required');
  if (form.uninCode && !/^[0-9A-Za-z]*$/.test(form.uninCode.trim())) errors.uninCode = t('unitAdmin.invalidCode');
  return errors;
}

export function ConsignUnitForm({
  value,
  onChange,
  errors,
}: {
  value: ConsignUnitFields;
  onChange(value: ConsignUnitFields): void;
  errors: Record<string, string>;
}) {
  const intl = useIntl();
  const field = (name: (typeof KEYS)[number], maxLength: number, extra: object = {}) => (
    <TextField
      name={name}
      label={intl.formatMessage({ id: `unitAdmin.consignUnit.${name}` })}
      value={value[name]}
      onChange={(v) => onChange({ ...value, [name]: v })}
      error={errors[name]}
      maxLength={maxLength}
      {...extra}
    />
  );
  return (
    <Stack gap="3" data-testid="consign-unit-form">
      {field('name', 128, { required: true })}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {field('uninCode', 32)}
        {field('regPerson', 64)}
        {field('regPhone', 32)}
        {field('sheng', 32)}
        {field('shi', 32)}
      </SimpleGrid>
      {field('detailAddress', 256)}
      {field('description', 1000, { multiline: true, rows: 4 })}
    </Stack>
  );
}
