// The switches of one unit (BaSystemControlParam): the platform's for admin, a lab's for the lab itself or for
// admin. Each switch saves when flipped. Embeddable: admin's ProjectManager shows the platform's; the lab's
// organisation page and admin's lab management show a lab's.
import { Alert, Button, Card, Heading, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { type ParamUnit, type SystemParam, useSystemParamApi } from '../../api/systemParams';
import { toaster } from '../../components/ui/toaster';

export interface SystemParamsPanelProps {
  unit: ParamUnit;
  title?: string;
  /** After a switch was stored. */
  onSaved?: (params: SystemParam[]) => void;
}

export function SystemParamsPanel({ unit, title, onSaved }: SystemParamsPanelProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useSystemParamApi();
  const [params, setParams] = useState<SystemParam[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const { unitType, unitId } = unit;

  const load = useCallback(() => {
    setError(null);
    api.list({ unitType, unitId }).then(setParams, (failure: Error) => setError(failure.message));
  }, [api, unitType, unitId]);
  useEffect(load, [load]);

  const flip = async (paramCode: string, on: boolean) => {
    setSaving(paramCode);
    try {
      const next = await api.set({ unitType, unitId }, [{ paramCode, paramValue: on ? '1' : '0' }]);
      setParams(next);
      onSaved?.(next);
      toaster.create({ type: 'success', title: t('systemParams.saved'), duration: 2500 });
    } catch (failure) {
      toaster.create({ type: 'error', title: (failure as Error).message, closable: true, duration: 6000 });
    } finally {
      setSaving(null);
    }
  };

  return (
    <Card.Root size="sm" data-testid="system-params">
      <Card.Header>
        <Heading size="sm">{title ?? t('systemParams.title')}</Heading>
      </Card.Header>
      <Card.Body>
        {error ? (
          <Alert.Root status="error" data-testid="system-params-error">
            <Alert.Indicator />
            <Alert.Title flex="1">{error}</Alert.Title>
            <Button size="xs" variant="outline" onClick={load}>
              {t('common.retry')}
            </Button>
          </Alert.Root>
        ) : params === null ? (
          <Skeleton h="10" />
        ) : (
          <Stack gap="4">
            {params.map((param) => (
              <Switch.Root
                key={param.paramCode}
                checked={param.paramValue === '1'}
                disabled={saving !== null}
                onCheckedChange={(e) => flip(param.paramCode, e.checked)}
                data-testid={`param-${param.paramCode}`}
                alignItems="start"
              >
                <Switch.HiddenInput />
                <Switch.Control mt="0.5" />
                <Switch.Label>
                  <Text fontWeight="medium">{t(`systemParams.code.${param.paramCode}`)}</Text>
                  <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                    {t(`systemParams.help.${param.paramCode}`)}
                  </Text>
                </Switch.Label>
              </Switch.Root>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
