// A lab's fields and their draft, checked by the contract the server saves a lab with (AddTestUnitBody): admin's
// form for one lab (basic information, branding, the LIMS link with an integration code admin can generate), and
// the fields a lab may change on itself (its organisation page).

import { LuDices } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { AddTestUnitBody } from '../../../contracts/test-unit';
import { type TestUnit, useUnitApi } from '../../api/units';
import type { ContractForm } from '../../components/useContractForm';
import { Button } from '../../ui/Button';
import { Heading, SimpleGrid, Stack } from '../../ui/chakra';
import { FormCheckbox, FormSelect } from '../../ui/FormChoices';
import { FormTextField } from '../../ui/FormFields';
import { LogoField } from './LogoField';
import { type DraftTarget, useUnitDraft } from './useUnitDraft';

/** LIMS products a lab may run (lmisType); 0 none. Names in locales (unitAdmin.lmisType.N). */
export const LMIS_TYPES = [0, 1, 2] as const;

const TEXTS = [
  'unitNo',
  'testUnitName',
  'contactPhone',
  'sheng',
  'shi',
  'regAddress',
  'inroduce',
  'jtsyjcAddress',
  'lmisurl',
  'lmisIntegratedCode',
  'iLISReportProgressQueryURL',
  'systemName',
  'icp',
] as const;
/** What a lab may change on itself (server: OWN_FIELDS); the rest is admin's. */
const OWN = [
  'testUnitName',
  'contactPhone',
  'sheng',
  'shi',
  'regAddress',
  'systemName',
  'inroduce',
  'iLISReportProgressQueryURL',
  'isConsignSingleSample',
] as const;

export type TestUnitValues = Record<(typeof TEXTS)[number], string> & {
  lmisType: number | null;
  isConsignSingleSample: boolean;
};
type Key = keyof TestUnitValues;

const BLANK: TestUnitValues = {
  ...(Object.fromEntries(TEXTS.map((key) => [key, ''])) as Record<(typeof TEXTS)[number], string>),
  lmisType: 0,
  isConsignSingleSample: false,
};

const valuesOf = (keys: readonly Key[], unit: Partial<TestUnit>) =>
  Object.fromEntries(
    keys.map((key) => [key, typeof BLANK[key] === 'string' ? (unit[key] ?? '') : (unit[key] ?? BLANK[key])]),
  ) as TestUnitValues;

/** A lab's draft: every field (admin), or only those a lab may change on itself (`own`; the form holds no other). */
export function useTestUnitDraft({ unitId, own, onSaved, onUnreadable }: DraftTarget) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useUnitApi();
  const keys: readonly Key[] = own ? OWN : (Object.keys(BLANK) as Key[]);
  return useUnitDraft<TestUnit, typeof AddTestUnitBody, TestUnitValues>({
    unitId,
    schema: AddTestUnitBody,
    blank: valuesOf(keys, BLANK),
    labels: Object.fromEntries(
      Object.keys(BLANK).map((key) => [
        key,
        t(key === 'iLISReportProgressQueryURL' ? 'unitAdmin.field.reportQueryUrl' : `unitAdmin.field.${key}`),
      ]),
    ),
    hints: {
      lmisurl: t('unitAdmin.invalidUrl'),
      iLISReportProgressQueryURL: t('unitAdmin.invalidUrl'),
      lmisIntegratedCode: t('unitAdmin.invalidCode'),
      jtsyjcAddress: t('unitAdmin.invalidHost'),
    },
    fieldsOf: (unit) => valuesOf(keys, unit),
    calls: { read: api.getTestUnit, create: api.addTestUnit, update: api.updateTestUnit },
    onSaved,
    onUnreadable,
  });
}

export function TestUnitForm({
  form,
  unitId,
  logoPath,
  onLogo,
}: {
  form: ContractForm<TestUnitValues, unknown>;
  /** Set when editing a stored lab (the logo can then be uploaded). */
  unitId?: string;
  logoPath?: string | null;
  onLogo?(logoPath: string): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useUnitApi();
  const text = (name: (typeof TEXTS)[number], helper?: string, placeholder?: string) => (
    <FormTextField form={form} name={name} helper={helper && t(helper)} placeholder={placeholder} />
  );
  const generate = () =>
    api.newIntegratedCode().then(
      (code) => form.setValue('lmisIntegratedCode', code, { shouldDirty: true, shouldValidate: true }),
      () => undefined,
    );

  return (
    <Stack gap="5" data-testid="test-unit-form">
      <Stack gap="3">
        <Heading size="sm">{t('unitAdmin.section.basic')}</Heading>
        {text('testUnitName')}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {text('unitNo', 'unitAdmin.field.unitNoHint')}
          {text('contactPhone')}
          {text('sheng')}
          {text('shi')}
        </SimpleGrid>
        {text('regAddress')}
        <FormTextField form={form} name="inroduce" multiline rows={4} />
        <FormCheckbox form={form} name="isConsignSingleSample" />
      </Stack>

      <Stack gap="3">
        <Heading size="sm">{t('unitAdmin.section.branding')}</Heading>
        {unitId && onLogo && (
          <LogoField kind="testUnit" unitId={unitId} logoPath={logoPath ?? null} onUploaded={onLogo} />
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {text('systemName')}
          {text('jtsyjcAddress', 'unitAdmin.field.jtsyjcAddressHint', 'lab.example.com')}
          {text('iLISReportProgressQueryURL', undefined, 'https://')}
          {text('icp')}
        </SimpleGrid>
      </Stack>

      <Stack gap="3">
        <Heading size="sm">{t('unitAdmin.section.lims')}</Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormSelect
            form={form}
            name="lmisType"
            numeric
            size="sm"
            options={LMIS_TYPES.map((type) => ({ value: type, label: t(`unitAdmin.lmisType.${type}`) }))}
          />
          {text('lmisurl', undefined, 'https://')}
        </SimpleGrid>
        <FormTextField
          form={form}
          name="lmisIntegratedCode"
          helper={t('unitAdmin.field.lmisIntegratedCodeHint')}
          end={
            <Button size="sm" variant="outline" data-testid="generate-code" onClick={generate}>
              <LuDices />
              {t('unitAdmin.generate')}
            </Button>
          }
        />
      </Stack>
    </Stack>
  );
}
