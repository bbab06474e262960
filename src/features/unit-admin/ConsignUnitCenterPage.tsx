// 委托单位信息 (ConsginUnitCenter): a consigning unit keeps its own information, logo and addresses.
import { Button, Card, Heading, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { type ConsignUnit, type ConsignUnitFields, useUnitApi } from '../../api/units';
import { toaster } from '../../components/ui/toaster';
import { AddressEditor } from './AddressEditor';
import { ConsignUnitForm, consignUnitErrors, consignUnitFieldsOf } from './ConsignUnitForm';
import { LogoField } from './LogoField';
import { fieldErrors } from './TextField';

export function ConsignUnitCenterPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useUnitApi();
  const [unit, setUnit] = useState<ConsignUnit | null>(null);
  const [form, setForm] = useState<ConsignUnitFields | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    api.getConsignUnit().then(
      (u) => {
        setUnit(u);
        setForm(u);
      },
      () => undefined,
    );
  }, [api]);

  const save = () => {
    if (!form) return;
    const local = consignUnitErrors(form, t);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    api
      .updateConsignUnit(consignUnitFieldsOf(form))
      .then((u) => {
        setUnit(u);
        setForm(u);
        toaster.create({ type: 'success', title: t('unitAdmin.saved'), duration: 3000 });
      })
      .catch((error: unknown) => setErrors(fieldErrors(error)))
      .finally(() => setSaving(false));
  };

  if (!unit || !form) {
    return (
      <Stack p="4" gap="3" aria-busy="true">
        <Skeleton h="10" />
        <Skeleton h="40" />
      </Stack>
    );
  }
  return (
    <Stack gap="4" p={{ base: '2', md: '4' }} maxW="4xl" data-testid="consign-unit-center">
      <Card.Root>
        <Card.Header>
          <Heading size="md">{t('unitAdmin.consignUnit.info')}</Heading>
        </Card.Header>
        <Card.Body gap="4">
          <LogoField
            kind="consignUnit"
            logoPath={unit.logoPath}
            onUploaded={(logoPath) => setUnit({ ...unit, logoPath })}
          />
          <ConsignUnitForm value={form} onChange={setForm} errors={errors} />
          <HStack justify="end">
            <Button size="sm" loading={saving} onClick={save} data-testid="consign-unit-save">
              {t('unitAdmin.save')}
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading size="md">{t('unitAdmin.tab.addresses')}</Heading>
        </Card.Header>
        <Card.Body>
          <AddressEditor kind="consignUnit" />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
