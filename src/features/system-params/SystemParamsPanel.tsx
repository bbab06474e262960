// The switches of one unit (BaSystemControlParam): the platform's for admin, a lab's for the lab itself or for
// admin. Each switch saves when flipped. Embeddable: admin's ProjectManager shows the platform's; the lab's
// organisation page and admin's lab management show a lab's.

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type ParamUnit, type SystemParam, useSystemParamApi } from '../../api/systemParams';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { useRead } from '../../components/useRead';
import { Card } from '../../ui/Card';
import { Line, SectionTitle } from '../../ui/Page';
import { Skeleton } from '../../ui/Skeleton';
import { SwitchField } from '../../ui/SwitchField';
import { toaster } from '../../ui/toaster';

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
  const [saving, setSaving] = useState<string | null>(null);
  const { unitType, unitId } = unit;
  const queryClient = useQueryClient();
  const key = ['BaSystemControlParam/GetListByUnitID', unitType, unitId] as const;
  const read = useRead(key, () => api.list({ unitType, unitId }));
  const params = read.data;
  const error = read.status === 'error' ? read.message : null;
  const load = read.reload;
  const heading = title ?? t('systemParams.title');

  const flip = async (paramCode: string, on: boolean) => {
    setSaving(paramCode);
    try {
      const next = await api.set({ unitType, unitId }, [{ paramCode, paramValue: on ? '1' : '0' }]);
      queryClient.setQueryData(key, next);
      onSaved?.(next);
      toaster.create({ type: 'success', title: t('systemParams.saved'), duration: 2500 });
    } catch (failure) {
      toaster.create({ type: 'error', title: (failure as Error).message, closable: true, duration: 6000 });
    } finally {
      setSaving(null);
    }
  };

  return (
    <Card
      header={<SectionTitle as="h2">{heading}</SectionTitle>}
      data-testid="system-params"
      gap={params && !error ? 4 : undefined}
    >
      {error ? (
        <LoadFailedAlert testId="system-params-error" title={heading} message={error} onRetry={load} />
      ) : params === null ? (
        <Skeleton height="2.5rem" />
      ) : (
        params.map((param) => (
          <SwitchField
            key={param.paramCode}
            checked={param.paramValue === '1'}
            disabled={saving !== null}
            onChange={(on) => flip(param.paramCode, on)}
            testId={`param-${param.paramCode}`}
          >
            <Line weight="medium">{t(`systemParams.code.${param.paramCode}`)}</Line>
            <Line size="sm" muted weight="normal">
              {t(`systemParams.help.${param.paramCode}`)}
            </Line>
          </SwitchField>
        ))
      )}
    </Card>
  );
}
