// Admin's form for one lab: basic information, branding (platform address, system name, report-progress link, filing
// number, logo), and the LIMS link (type, address, integration code, which admin can generate).
import { Button, Checkbox, Field, Heading, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuDices } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type TestUnitFields, useUnitApi } from '../../api/units';
import { TextField } from '../../components/TextField';
import { LogoField } from './LogoField';

/** LIMS products a lab may run (lmisType); 0 none. Names in locales (unitAdmin.lmisType.N). */
export const LMIS_TYPES = [0, 1, 2] as const;

export const URL_PATTERN = /^https?:\/\/\S+$/;
/** Client-side checks matching the server's schema, so most mistakes are shown before saving. */
export function localErrors(form: TestUnitFields, t: (id: string) => string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of ['lmisurl', 'iLISReportProgressQueryURL'] as const) {
    const value = form[key]?.trim();
    if (value && !URL_PATTERN.test(value)) errors[key] = t('unitAdmin.invalidUrl');
  }
  const code = form.lmisIntegratedCode?.trim();
  if (code && !/^[A-Za-z0-9-]{8,64}$/.test(code)) errors.lmisIntegratedCode = t('unitAdmin.invalidCode');
  const host = form.jtsyjcAddress?.trim();
  if (host && !/^(https?:\/\/)?[A-Za-z0-9.-]+(:[0-9]{1,5})?\/?$/.test(host))
    errors.jtsyjcAddress = t('unitAdmin.invalidHost');
  return errors;
}

export function TestUnitForm({
  value,
  onChange,
  errors,
  unitId,
  logoPath,
  onLogo,
}: {
  value: TestUnitFields;
  onChange(value: TestUnitFields): void;
  errors: Record<string, string>;
  /** Set when editing a stored lab (the logo can then be uploaded). */
  unitId?: string;
  logoPath?: string | null;
  onLogo?(logoPath: string): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useUnitApi();
  const set = (patch: Partial<TestUnitFields>) => onChange({ ...value, ...patch });
  const text = (
    name: keyof TestUnitFields,
    label: string,
    maxLength: number,
    {
      helper,
      ...extra
    }: {
      helper?: string;
      required?: boolean;
      multiline?: boolean;
      rows?: number;
      placeholder?: string;
      end?: ReactNode;
    } = {},
  ) => (
    <TextField
      name={name}
      label={t(label)}
      value={value[name] as string | null | undefined}
      onChange={(v) => set({ [name]: v })}
      error={errors[name]}
      maxLength={maxLength}
      helper={helper && t(helper)}
      {...extra}
    />
  );

  return (
    <Stack gap="5" data-testid="test-unit-form">
      <Stack gap="3">
        <Heading size="sm">{t('unitAdmin.section.basic')}</Heading>
        {text('testUnitName', 'unitAdmin.field.testUnitName', 128, { required: true })}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {text('unitNo', 'unitAdmin.field.unitNo', 32, { helper: 'unitAdmin.field.unitNoHint' })}
          {text('contactPhone', 'unitAdmin.field.contactPhone', 32)}
          {text('sheng', 'unitAdmin.field.sheng', 32)}
          {text('shi', 'unitAdmin.field.shi', 32)}
        </SimpleGrid>
        {text('regAddress', 'unitAdmin.field.regAddress', 256)}
        {text('inroduce', 'unitAdmin.field.inroduce', 4000, { multiline: true, rows: 4 })}
        <Checkbox.Root
          checked={value.isConsignSingleSample ?? false}
          onCheckedChange={(e) => set({ isConsignSingleSample: e.checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('unitAdmin.field.isConsignSingleSample')}</Checkbox.Label>
        </Checkbox.Root>
      </Stack>

      <Stack gap="3">
        <Heading size="sm">{t('unitAdmin.section.branding')}</Heading>
        {unitId && onLogo && (
          <LogoField kind="testUnit" unitId={unitId} logoPath={logoPath ?? null} onUploaded={onLogo} />
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {text('systemName', 'unitAdmin.field.systemName', 128)}
          {text('jtsyjcAddress', 'unitAdmin.field.jtsyjcAddress', 256, {
            helper: 'unitAdmin.field.jtsyjcAddressHint',
            placeholder: 'lab.example.com',
          })}
          {text('iLISReportProgressQueryURL', 'unitAdmin.field.reportQueryUrl', 512, { placeholder: 'https://' })}
          {text('icp', 'unitAdmin.field.icp', 64)}
        </SimpleGrid>
      </Stack>

      <Stack gap="3">
        <Heading size="sm">{t('unitAdmin.section.lims')}</Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Field.Root>
            <Field.Label>{t('unitAdmin.field.lmisType')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={value.lmisType ?? 0}
                onChange={(e) => set({ lmisType: Number(e.target.value) })}
                data-testid="field-lmisType"
              >
                {LMIS_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`unitAdmin.lmisType.${type}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {text('lmisurl', 'unitAdmin.field.lmisurl', 512, { placeholder: 'https://' })}
        </SimpleGrid>
        {text('lmisIntegratedCode', 'unitAdmin.field.lmisIntegratedCode', 64, {
          helper: 'unitAdmin.field.lmisIntegratedCodeHint',
          end: (
            <Button
              size="sm"
              variant="outline"
              data-testid="generate-code"
              onClick={() =>
                api.newIntegratedCode().then(
                  (code) => set({ lmisIntegratedCode: code }),
                  () => undefined,
                )
              }
            >
              <LuDices />
              {t('unitAdmin.generate')}
            </Button>
          ),
        })}
      </Stack>
    </Stack>
  );
}
