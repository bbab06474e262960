// One sample of the booking: its parameters from the lab's catalogue (GetParamBySampleId), each with a count
// (SET_SAMPLE_PARAMS), and, while open, the sample's own fields (SampleFieldsForm).

import { LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { WizardSample, WizardTestParam } from '../../../../machines/booking-wizard';
import { priceOf, type TestParamOption, useCatalogueApi } from '../../../api/catalogue';
import { useRead } from '../../../components/useRead';
import { Badge } from '../../../ui/Badge';
import { IconButton } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { CheckField } from '../../../ui/CheckField';
import { Box, Flex, HStack, NumberInput, Stack, Text } from '../../../ui/chakra';
import { Skeleton } from '../../../ui/Skeleton';
import { BookingWizard } from '../wizardActor';
import styles from './SampleCard.module.css';
import { SampleFieldsForm } from './SampleFields';

function ParamRow({
  option,
  chosen,
  onToggle,
  onCount,
}: {
  option: TestParamOption;
  chosen: WizardTestParam | undefined;
  onToggle: (checked: boolean) => void;
  onCount: (count: number) => void;
}) {
  const intl = useIntl();
  const price = priceOf(option.price);
  return (
    <Flex
      gap="3"
      py="2"
      px="2"
      rounded="md"
      align={{ base: 'start', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      bg={chosen ? 'brand.subtle' : undefined}
    >
      <CheckField
        className={styles.option}
        top
        checked={!!chosen}
        onChange={onToggle}
        testId="param-option"
        name={option.displayName}
        label={
          <>
            <Text as="span" fontWeight="medium">
              {option.displayName}
            </Text>
            {option.testParamCode && (
              <Text as="span" color="fg.muted" fontSize="xs" ms="1">
                {option.testParamCode}
              </Text>
            )}
            {option.standardText && (
              <Text as="span" display="block" fontSize="xs" color="fg.muted">
                {option.standardText}
              </Text>
            )}
          </>
        }
      />
      <HStack gap="3" ms={{ base: '7', sm: '0' }}>
        <Text fontSize="sm" fontVariantNumeric="tabular-nums" minW="20" textAlign="end">
          ¥{intl.formatNumber(price, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
        </Text>
        {chosen && (
          <NumberInput.Root
            size="xs"
            w="20"
            min={1}
            max={999}
            value={String(chosen.count)}
            onValueChange={(e) => {
              if (Number.isFinite(e.valueAsNumber) && e.valueAsNumber >= 1) onCount(e.valueAsNumber);
            }}
            data-testid="param-count"
            data-name={option.displayName}
          >
            <NumberInput.Control />
            <NumberInput.Input aria-label={intl.formatMessage({ id: 'booking.samples.count' })} />
          </NumberInput.Root>
        )}
      </HStack>
    </Flex>
  );
}

export function SampleCard({
  sample,
  index,
  active,
  onActivate,
}: {
  sample: WizardSample;
  index: number;
  active: boolean;
  onActivate: () => void;
}) {
  const intl = useIntl();
  const api = useCatalogueApi();
  const actor = BookingWizard.useActorRef();
  const subtotal = sample.testParams.reduce((sum, p) => sum + Math.round(p.price * 100) * p.count, 0) / 100;

  const options = useRead(
    ['TuTestParam/GetParamBySampleId', sample.testUnitSampleId],
    (signal) => api.getParamBySampleId(sample.testUnitSampleId, { signal, quiet: true }),
    { enabled: active },
  );

  const setParams = (testParams: WizardTestParam[]) => actor.send({ type: 'SET_SAMPLE_PARAMS', index, testParams });
  const toggle = (option: TestParamOption, checked: boolean) =>
    setParams(
      checked
        ? [
            ...sample.testParams,
            { id: option.testParamId, name: option.displayName, price: priceOf(option.price), count: 1 },
          ]
        : sample.testParams.filter((p) => p.id !== option.testParamId),
    );
  const setCount = (id: string, count: number) =>
    setParams(sample.testParams.map((p) => (p.id === id ? { ...p, count } : p)));

  return (
    <Card
      marked={active}
      data-testid="sample-entry"
      data-name={sample.sampleName}
      data-active={active || undefined}
      flush
      header={
        <Box mt="-2" pb="2">
          <Flex gap="2" align="center">
            <Box as="button" flex="1" textAlign="start" onClick={onActivate} aria-expanded={active} minW="0">
              <Text fontWeight="semibold" truncate>
                {index + 1}. {sample.sampleName}
              </Text>
              <Text fontSize="xs" color={sample.testParams.length ? 'fg.muted' : 'fg.error'}>
                {sample.testParams.length
                  ? intl.formatMessage({ id: 'booking.samples.paramCount' }, { n: sample.testParams.length })
                  : intl.formatMessage({ id: 'booking.samples.noParams' })}
              </Text>
            </Box>
            <Text fontWeight="medium" fontVariantNumeric="tabular-nums" data-testid="sample-subtotal">
              ¥{intl.formatNumber(subtotal, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
            </Text>
            <IconButton
              size="xs"
              variant="ghost"
              palette="red"
              aria-label={intl.formatMessage({ id: 'booking.samples.remove' }, { name: sample.sampleName })}
              data-testid="sample-remove"
              onClick={() => actor.send({ type: 'REMOVE_SAMPLE', index })}
            >
              <LuTrash2 />
            </IconButton>
          </Flex>
        </Box>
      }
    >
      {active ? (
        <>
          {options.status === 'loading' && <Skeleton height="4rem" />}
          {options.status === 'error' && <Text color="fg.error">{options.message}</Text>}
          {options.status === 'ready' && options.data.length === 0 && (
            <Text color="fg.muted" fontSize="sm">
              {intl.formatMessage({ id: 'booking.samples.noOptions' })}
            </Text>
          )}
          {options.status === 'ready' && (
            <Stack gap="0" divideY="1px" data-testid="param-options">
              {options.data.map((option) => (
                <ParamRow
                  key={option.testParamId}
                  option={option}
                  chosen={sample.testParams.find((p) => p.id === option.testParamId)}
                  onToggle={(checked) => toggle(option, checked)}
                  onCount={(count) => setCount(option.testParamId, count)}
                />
              ))}
            </Stack>
          )}
          <SampleFieldsForm sample={sample} index={index} />
        </>
      ) : sample.testParams.length > 0 ? (
        <Flex gap="1" wrap="wrap">
          {sample.testParams.map((p) => (
            <Badge palette="gray" key={p.id} variant="outline" size="sm">
              {p.name}
              {p.count > 1 ? ` ×${p.count}` : ''}
            </Badge>
          ))}
        </Flex>
      ) : undefined}
    </Card>
  );
}
