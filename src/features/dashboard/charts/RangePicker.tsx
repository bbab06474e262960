// The charts' period (from/to, plain date inputs, with presets) and bucket (day, week, month), kept in the address.
import { Button, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../utils/useT';
import {
  BUCKETS,
  type Bucket,
  type ChartRange,
  PRESETS,
  presetOf,
  presetRange,
  rangeFromParams,
  withRange,
} from './range';

/** The range in the address and a setter that writes it there (replacing the entry, as the lists' filters do). */
export function useChartRange(): [ChartRange, (range: ChartRange) => void] {
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  return [range, (next) => setParams(withRange(params, next), { replace: true })];
}

export function RangePicker({ range, onChange }: { range: ChartRange; onChange: (range: ChartRange) => void }) {
  const t = useT();
  const chosen = presetOf(range);
  const day = (key: 'from' | 'to', label: string) => (
    <Field.Root flex={{ base: '1 1 calc(50% - 8px)', md: '0 0 160px' }} minW="0" gap="1">
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      <Input
        size="sm"
        type="date"
        value={range[key]}
        data-testid={`chart-range-${key}`}
        onChange={(event) => {
          const value = event.target.value;
          if (!value) return;
          const next = { ...range, [key]: value };
          // A start after the end (or the reverse) moves the other day with it.
          if (next.from > next.to) next[key === 'from' ? 'to' : 'from'] = value;
          onChange(next);
        }}
      />
    </Field.Root>
  );
  return (
    <Flex gap="3" wrap="wrap" align="end" data-testid="chart-range">
      {day('from', t('dashboard.charts.from'))}
      {day('to', t('dashboard.charts.to'))}
      <Field.Root flex={{ base: '1 1 100%', md: '0 0 120px' }} gap="1">
        <Field.Label fontSize="xs" color="fg.muted">
          {t('dashboard.charts.bucket')}
        </Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={range.bucket}
            data-testid="chart-range-bucket"
            onChange={(event) => onChange({ ...range, bucket: event.target.value as Bucket })}
          >
            {BUCKETS.map((bucket) => (
              <option key={bucket} value={bucket}>
                {t(`dashboard.charts.bucket.${bucket}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Flex gap="1" wrap="wrap">
        {PRESETS.map((preset) => (
          <Button
            key={preset}
            size="sm"
            variant={chosen === preset ? 'subtle' : 'ghost'}
            aria-pressed={chosen === preset}
            data-testid={`chart-preset-${preset}`}
            onClick={() => onChange(presetRange(preset))}
          >
            {t(`dashboard.charts.preset.${preset}`)}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}
