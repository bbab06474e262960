// The samples of a booking (a field of its form): add one from the lab's catalogue (GetSampleTree, leaves only), tick
// its parameters (GetParamBySampleId), remove it. The running total is the catalogue price × 1 per ticked parameter.

import { useEffect, useMemo, useState } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { priceOf, type SampleTreeNode, useCatalogueApi } from '../../api/catalogue';
import { useRead } from '../../components/useRead';
import { Button } from '../../ui/Button';
import { CheckField } from '../../ui/CheckField';
import { Box, Flex, Stack, Text, Wrap } from '../../ui/chakra';
import { RowButtons } from '../../ui/RowMenu';
import { Select } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import { money } from '../consignment/status';

export interface FormSample {
  /** Tells two samples of the same catalogue entry apart in the list. */
  key: string;
  testUnitSampleId: string;
  sampleName: string;
  /** Ticked parameter ids. */
  paramIds: string[];
}

/** Keys for samples added in this session (crypto.randomUUID needs a secure context). */
let addedCount = 0;

const leavesOf = (nodes: readonly SampleTreeNode[], path: string[] = []): { id: string; label: string }[] =>
  nodes.flatMap((node) =>
    node.children?.length
      ? leavesOf(node.children, [...path, node.label])
      : [{ id: node.id, label: [...path, node.label].join(' / ') }],
  );

function SampleParams({
  sample,
  onChange,
  onPrices,
}: {
  sample: FormSample;
  onChange(paramIds: string[]): void;
  onPrices(prices: Map<string, number>): void;
}) {
  const api = useCatalogueApi();
  const read = useRead(['TuTestParam/GetParamBySampleId', sample.testUnitSampleId], (signal) =>
    api.getParamBySampleId(sample.testUnitSampleId, { signal }),
  );
  const params = read.status === 'error' ? [] : read.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: onPrices is called once per loaded list of parameters
  useEffect(() => {
    if (read.data) onPrices(new Map(read.data.map((p) => [p.testParamId, priceOf(p.price)])));
  }, [read.data]);
  if (!params) return <Skeleton height="1.5rem" />;
  return (
    <Wrap gap="3">
      {params.map((p) => (
        <CheckField
          key={p.testParamId}
          checked={sample.paramIds.includes(p.testParamId)}
          onChange={(on) =>
            onChange(on ? [...sample.paramIds, p.testParamId] : sample.paramIds.filter((id) => id !== p.testParamId))
          }
          testId="booking-param"
          label={
            <>
              {p.displayName}{' '}
              <Text as="span" color="fg.muted">
                ¥{money(p.price)}
              </Text>
            </>
          }
        />
      ))}
    </Wrap>
  );
}

export function BookingSamples({
  testUnitId,
  samples,
  onChange,
  error,
}: {
  testUnitId: string;
  samples: FormSample[];
  onChange(samples: FormSample[]): void;
  /** The server's message about the samples (e.g. one without a parameter). */
  error?: string;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const api = useCatalogueApi();
  const tree = useRead(
    ['TuTestSample/GetSampleTree', testUnitId],
    (signal) => api.getSampleTree(testUnitId, { signal }),
    {
      enabled: Boolean(testUnitId),
    },
  );
  const failed = tree.status === 'error';
  const leaves = useMemo(() => (failed ? [] : tree.data && leavesOf(tree.data)), [failed, tree.data]);
  const [chosen, setChosen] = useState('');
  const [prices, setPrices] = useState(new Map<string, number>());

  const total = useMemo(
    () => samples.flatMap((s) => s.paramIds).reduce((sum, id) => sum + Math.round((prices.get(id) ?? 0) * 100), 0),
    [samples, prices],
  );

  if (!testUnitId) return <Text color="fg.muted">{t('siteBooking.chooseLabFirst')}</Text>;
  const add = () => {
    const leaf = leaves?.find((l) => l.id === chosen);
    if (!leaf) return;
    onChange([
      ...samples,
      { key: `added-${++addedCount}`, testUnitSampleId: leaf.id, sampleName: leaf.label, paramIds: [] },
    ]);
    setChosen('');
  };

  return (
    <Stack gap="3" data-testid="booking-samples">
      {samples.map((sample, index) => (
        <Box key={sample.key} borderWidth="1px" borderRadius="md" p="3" data-testid="booking-sample">
          <Flex justify="space-between" align="center" gap="2" mb="2">
            <Text fontWeight="semibold" minW="0" wordBreak="break-word">
              {index + 1}. {sample.sampleName}
            </Text>
            <RowButtons
              buttons={[
                {
                  icon: <LuTrash2 />,
                  label: t('siteBooking.removeSample'),
                  onClick: () => onChange(samples.filter((_, i) => i !== index)),
                  testId: 'booking-sample-remove',
                  danger: true,
                },
              ]}
            />
          </Flex>
          <SampleParams
            sample={sample}
            onChange={(paramIds) => onChange(samples.map((s, i) => (i === index ? { ...s, paramIds } : s)))}
            onPrices={(more) => setPrices((old) => new Map([...old, ...more]))}
          />
        </Box>
      ))}
      <Flex gap="2" wrap="wrap">
        <Select
          size="sm"
          style={{ flex: '1 1 220px', minWidth: '0' }}
          disabled={!leaves}
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
          aria-label={t('siteBooking.addSample')}
          data-testid="booking-sample-choice"
        >
          <option value="">{leaves ? t('siteBooking.pickSample') : t('siteBooking.loading')}</option>
          {leaves?.map((leaf) => (
            <option key={leaf.id} value={leaf.id}>
              {leaf.label}
            </option>
          ))}
        </Select>
        <Button size="sm" variant="outline" onClick={add} disabled={!chosen} data-testid="booking-sample-add">
          <LuPlus />
          {t('siteBooking.addSample')}
        </Button>
      </Flex>
      {error && (
        <Text fontSize="sm" color="fg.error" role="alert" data-testid="booking-samples-error">
          {error}
        </Text>
      )}
      <Flex justify="flex-end" gap="2" align="baseline">
        <Text>{t('consignment.total')}</Text>
        <Text fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="booking-total">
          ¥ {money(total / 100)}
        </Text>
      </Flex>
    </Stack>
  );
}
