// The charts' period (from/to, plain date inputs, with presets) and bucket (day, week, month), kept in the address.

import { useSearchParams } from 'react-router-dom';
import { FilterField } from '../../../components/FilterBar';
import { Button } from '../../../ui/Button';
import { Flex } from '../../../ui/chakra';
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
    <FilterField
      type="date"
      label={label}
      value={range[key]}
      testId={`chart-range-${key}`}
      onChange={(value) => {
        if (!value) return;
        const next = { ...range, [key]: value };
        // A start after the end (or the reverse) moves the other day with it.
        if (next.from > next.to) next[key === 'from' ? 'to' : 'from'] = value;
        onChange(next);
      }}
    />
  );
  return (
    <Flex gap="2" wrap="wrap" align="end" data-testid="chart-range">
      {day('from', t('dashboard.charts.from'))}
      {day('to', t('dashboard.charts.to'))}
      <FilterField
        label={t('dashboard.charts.bucket')}
        value={range.bucket}
        testId="chart-range-bucket"
        options={BUCKETS.map((bucket) => [bucket, t(`dashboard.charts.bucket.${bucket}`)] as const)}
        onChange={(bucket) => onChange({ ...range, bucket: bucket as Bucket })}
        w={{ base: '100%', md: '120px' }}
      />
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
