// 委托单位信息 (ConsginUnitCenter): a consigning unit keeps its own information, logo and addresses, and the projects
// it books under. The open tab is kept in the address.
import { Button, Card, Heading, HStack, Skeleton, Stack, Tabs } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { type ConsignUnit, type ConsignUnitFields, useUnitApi } from '../../api/units';
import { fieldErrors } from '../../components/TextField';
import { toaster } from '../../components/ui/toaster';
import { useTabParam } from '../../utils/useTabParam';
import { ProjectList } from '../projects/ProjectList';
import { AddressEditor } from './AddressEditor';
import { ConsignUnitForm, consignUnitErrors, consignUnitFieldsOf } from './ConsignUnitForm';
import { LogoField } from './LogoField';

const TABS = ['info', 'projects'] as const;

export function ConsignUnitCenterPage() {
  const intl = useIntl();
  const [tab, setTab] = useTabParam(TABS);
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(e) => setTab(e.value)}
      lazyMount
      p={{ base: '2', md: '4' }}
      data-testid="consign-unit-center"
    >
      <Tabs.List mb="4">
        <Tabs.Trigger value="info" data-testid="center-tab-info">
          {intl.formatMessage({ id: 'unitAdmin.consignUnit.info' })}
        </Tabs.Trigger>
        <Tabs.Trigger value="projects" data-testid="center-tab-projects">
          {intl.formatMessage({ id: 'menu.projectManager' })}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="info">
        <UnitInformation />
      </Tabs.Content>
      <Tabs.Content value="projects">
        <ProjectList />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function UnitInformation() {
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
      <Stack gap="3" aria-busy="true">
        <Skeleton h="10" />
        <Skeleton h="40" />
      </Stack>
    );
  }
  return (
    <Stack gap="4" maxW="4xl" data-testid="consign-unit-info">
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
