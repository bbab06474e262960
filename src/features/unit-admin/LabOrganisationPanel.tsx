// A lab keeps its own organisation (user centre, testingOrganization): the descriptive fields the server lets a lab
// change on itself (UpdateTestUnit keeps the rest as stored), its logo, qualifications and addresses. The number,
// platform address, filing number and LIMS link are admin's and shown read-only.
import { Button, Card, Checkbox, DataList, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { type TestUnit, type TestUnitFields, useUnitApi } from '../../api/units';
import { fieldErrors, TextField } from '../../components/TextField';
import { toaster } from '../../components/ui/toaster';
import { AddressEditor } from './AddressEditor';
import { LogoField } from './LogoField';
import { QualificationEditor } from './QualificationEditor';
import { localErrors } from './TestUnitForm';

type OwnText = 'testUnitName' | 'contactPhone' | 'sheng' | 'shi' | 'regAddress' | 'systemName' | 'inroduce';
type OwnFields = Pick<TestUnitFields, OwnText | 'iLISReportProgressQueryURL' | 'isConsignSingleSample'>;

/** The text fields a lab may change on itself, as [name, label, maxLength] (server: OWN_FIELDS). */
const SHORT_FIELDS: readonly [OwnText | 'iLISReportProgressQueryURL', string, number][] = [
  ['contactPhone', 'unitAdmin.field.contactPhone', 32],
  ['sheng', 'unitAdmin.field.sheng', 32],
  ['shi', 'unitAdmin.field.shi', 32],
  ['systemName', 'unitAdmin.field.systemName', 128],
];

const ownFieldsOf = (unit: TestUnit): OwnFields => ({
  testUnitName: unit.testUnitName,
  contactPhone: unit.contactPhone,
  sheng: unit.sheng,
  shi: unit.shi,
  regAddress: unit.regAddress,
  systemName: unit.systemName,
  inroduce: unit.inroduce,
  iLISReportProgressQueryURL: unit.iLISReportProgressQueryURL,
  isConsignSingleSample: unit.isConsignSingleSample,
});

/** Trimmed, blanks sent as null (the name is checked before). */
const cleaned = (form: OwnFields): OwnFields =>
  Object.fromEntries(
    Object.entries(form).map(([key, value]) => [key, typeof value === 'string' ? value.trim() || null : value]),
  ) as OwnFields;

export function LabOrganisationPanel({ testUnitId }: { testUnitId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useUnitApi();
  const [unit, setUnit] = useState<TestUnit | null>(null);
  const [form, setForm] = useState<OwnFields | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    api.getTestUnit(testUnitId).then(
      (stored) => {
        setUnit(stored);
        setForm(ownFieldsOf(stored));
      },
      () => undefined,
    );
  }, [api, testUnitId]);

  if (!unit || !form) {
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton h="10" />
        <Skeleton h="40" />
      </Stack>
    );
  }

  const set = (patch: Partial<OwnFields>) => setForm({ ...form, ...patch });
  const text = (name: OwnText | 'iLISReportProgressQueryURL', label: string, maxLength: number, extra = {}) => (
    <TextField
      key={name}
      name={name}
      label={t(label)}
      value={form[name]}
      onChange={(value) => set({ [name]: value })}
      error={errors[name]}
      maxLength={maxLength}
      {...extra}
    />
  );
  const save = () => {
    const local = localErrors(form, t);
    if (!form.testUnitName.trim()) local.testUnitName = t('unitAdmin.required');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    api
      .updateTestUnit({ ...cleaned(form), id: unit.id })
      .then((stored) => {
        setUnit(stored);
        setForm(ownFieldsOf(stored));
        toaster.create({ type: 'success', title: t('unitAdmin.saved'), duration: 3000 });
      })
      .catch((error: unknown) => setErrors(fieldErrors(error)))
      .finally(() => setSaving(false));
  };
  const adminKept: [string, string | null][] = [
    ['unitAdmin.field.unitNo', unit.unitNo],
    ['unitAdmin.field.jtsyjcAddress', unit.jtsyjcAddress],
    ['unitAdmin.field.icp', unit.icp],
  ];

  return (
    <Stack gap="4" maxW="4xl" data-testid="lab-organisation">
      <Card.Root>
        <Card.Header>
          <Heading size="md">{t('unitAdmin.labCentre.info')}</Heading>
        </Card.Header>
        <Card.Body gap="4">
          <LogoField
            kind="testUnit"
            logoPath={unit.logoPath}
            onUploaded={(logoPath) => setUnit({ ...unit, logoPath })}
          />
          {text('testUnitName', 'unitAdmin.field.testUnitName', 128, { required: true })}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {SHORT_FIELDS.map(([name, label, maxLength]) => text(name, label, maxLength))}
          </SimpleGrid>
          {text('regAddress', 'unitAdmin.field.regAddress', 256)}
          {text('iLISReportProgressQueryURL', 'unitAdmin.field.reportQueryUrl', 512, { placeholder: 'https://' })}
          {text('inroduce', 'unitAdmin.field.inroduce', 4000, { multiline: true })}
          <Checkbox.Root
            checked={form.isConsignSingleSample ?? false}
            onCheckedChange={(e) => set({ isConsignSingleSample: e.checked === true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('unitAdmin.field.isConsignSingleSample')}</Checkbox.Label>
          </Checkbox.Root>
          <Text fontSize="sm" color="fg.muted">
            {t('unitAdmin.labCentre.adminKept')}
          </Text>
          <DataList.Root orientation="horizontal" size="sm" data-testid="lab-admin-fields">
            {adminKept.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{t(label)}</DataList.ItemLabel>
                <DataList.ItemValue>{value || '—'}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <HStack justify="end">
            <Button size="sm" loading={saving} onClick={save} data-testid="lab-organisation-save">
              {t('unitAdmin.save')}
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading size="md">{t('unitAdmin.tab.qualifications')}</Heading>
        </Card.Header>
        <Card.Body>
          <QualificationEditor testUnitId={unit.id} />
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading size="md">{t('unitAdmin.tab.addresses')}</Heading>
        </Card.Header>
        <Card.Body>
          <AddressEditor kind="testUnit" />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
