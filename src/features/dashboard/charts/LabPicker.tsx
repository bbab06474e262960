// Admin's choice of one lab on the dashboard (issue 16, item 2): a combobox searching the labs by name, read from the
// same list as the lab filter of the lab screens (useLabOptions); cleared, the platform's charts. Chakra's Combobox:
// the charts draw with Chakra already, and a select of every lab is long to scroll on a phone.

import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Combobox, Portal, useFilter, useListCollection } from '../../../ui/chakra';
import { useT } from '../../../utils/useT';
import { useLabOptions } from '../../lab-incoming/LabScope';

/** The lab admin chose (its id in the address, `lab`; '' none) and a setter that writes it there. */
export function useChartLab(): [string, (lab: string) => void] {
  const [params, setParams] = useSearchParams();
  const lab = params.get('lab') ?? '';
  return [
    lab,
    (next) => {
      const written = new URLSearchParams(params);
      if (next) written.set('lab', next);
      else written.delete('lab');
      setParams(written, { replace: true });
    },
  ];
}

interface LabOption {
  id: string;
  testUnitName: string;
}

export function LabPicker({ value, onChange }: { value: string; onChange(lab: string): void }) {
  const t = useT();
  const labs = useLabOptions(true).data?.items;
  const { contains } = useFilter({ sensitivity: 'base' });
  const { collection, filter, set } = useListCollection<LabOption>({
    initialItems: [],
    filter: contains,
    itemToString: (lab) => lab.testUnitName,
    itemToValue: (lab) => lab.id,
  });
  useEffect(() => set(labs ?? []), [labs, set]);
  const chosen = labs?.find((lab) => lab.id === value);
  return (
    <Combobox.Root
      key={chosen ? 'chosen' : 'none'}
      collection={collection}
      value={value ? [value] : []}
      defaultInputValue={chosen?.testUnitName ?? ''}
      onValueChange={(details) => onChange(details.value[0] ?? '')}
      // Typing narrows the list; a pick or a clear (the input then shows the pick) offers every lab again.
      onInputValueChange={(details) => filter(details.reason === 'input-change' ? details.inputValue : '')}
      openOnClick
      size="sm"
      width={{ base: '100%', md: '280px' }}
      data-testid="chart-lab"
    >
      <Combobox.Label fontSize="xs" color="fg.muted">
        {t('dashboard.charts.lab')}
      </Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder={t('dashboard.charts.allLabs')} data-testid="chart-lab-input" />
        <Combobox.IndicatorGroup>
          <Combobox.ClearTrigger aria-label={t('dashboard.charts.allLabs')} data-testid="chart-lab-clear" />
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>{t('dashboard.charts.noLabMatches')}</Combobox.Empty>
            {collection.items.map((lab) => (
              <Combobox.Item item={lab} key={lab.id} data-testid="chart-lab-option">
                {lab.testUnitName}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
