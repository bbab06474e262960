// The whole consignment, read-only: parties, contact and witness sampler, samples with their parameters, standards and
// prices, the total. The action bar, the log and the print button are passed in as slots so stories can show each.
// A booking (on site, handover) has no parcel, witness sampler or per-sample details: those fields are left out.

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ConsignType } from '../../../machines/consignment';
import type { Consignment, SampleDetail } from '../../api/consignment';
import { Card } from '../../ui/Card';
import { Alert, Box, Flex, Heading, HStack, SimpleGrid, Stack, Table, Text, Wrap } from '../../ui/chakra';
import { formatDate } from '../../utils/format';
import { ParamColumnHeaders, paramAmount } from './paramColumns';
import { Section } from './Section';
import { StatusBadge } from './StatusBadge';
import { afterTestLabelKey, money, typeLabelKey } from './status';

export function Field({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  const empty = value === null || value === undefined || value === '';
  return (
    <Box minW="0" data-testid={testId}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="sm" wordBreak="break-word" color={empty ? 'fg.subtle' : undefined}>
        {empty ? '—' : value}
      </Text>
    </Box>
  );
}

/** Why the lab returned or someone cancelled the consignment; nothing when there is no such reason. */
function CauseAlert({
  status,
  title,
  text,
  testId,
}: {
  status: 'warning' | 'error';
  title: string;
  text: string | null;
  testId: string;
}) {
  if (!text) return null;
  return (
    <Alert.Root status={status} data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description whiteSpace="pre-wrap">{text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A raw-material sample's own fields, in order, each labelled consignment.field.<name>. */
const SAMPLE_FIELDS = [
  'testGroupCount',
  'specificationType',
  'produceInfo',
  'extractAddress',
  'testSampleDescription',
  'projectOrPurpose',
  'afterTestOperate',
  'memo',
] as const satisfies readonly (keyof SampleDetail)[];

function SampleCard({ sample, index, booking }: { sample: SampleDetail; index: number; booking: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const afterTest = afterTestLabelKey(sample.afterTestOperate);
  const name =
    sample.sampleNameLink && sample.sampleNameLink !== sample.testUnitSampleName
      ? `${sample.testUnitSampleName} · ${sample.sampleNameLink}`
      : sample.testUnitSampleName;
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="consignment-sample">
      <Flex justify="space-between" align="baseline" gap="2" wrap="wrap" mb="2">
        <Text fontWeight="semibold">
          {index + 1}. {name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('consignment.subtotal')}: <b>{money(sample.subtotal)}</b>
        </Text>
      </Flex>
      {!booking && (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="2" mb="3" data-testid="sample-fields">
          {SAMPLE_FIELDS.map((key) => (
            <Field
              key={key}
              label={t(`consignment.field.${key}`)}
              value={key === 'afterTestOperate' && afterTest ? t(afterTest) : sample[key]}
            />
          ))}
        </SimpleGrid>
      )}
      <Table.ScrollArea borderWidth="1px" borderRadius="sm">
        <Table.Root size="sm" minW="560px">
          <Table.Header>
            <Table.Row>
              <ParamColumnHeaders before={[t('consignment.param.code')]} />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {sample.params.map((p) => (
              <Table.Row key={p.tuTestParamId} data-testid="consignment-param">
                <Table.Cell>{p.tuTestParamCode ?? '—'}</Table.Cell>
                <Table.Cell>{p.tuTestParamName}</Table.Cell>
                <Table.Cell>{p.standardText || '—'}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {money(p.tuTestParamPrice)}
                </Table.Cell>
                <Table.Cell textAlign="end">× {p.tuTestParamCount}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {paramAmount(p)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {sample.standards.length > 0 && (
        <Box mt="2" fontSize="sm">
          <Text fontSize="xs" color="fg.muted">
            {t('consignment.standards')}
          </Text>
          <Stack gap="0.5" as="ul" listStyleType="none">
            {sample.standards.map((s) => (
              <Text as="li" key={`${s.baseStandardCode}-${s.baseStandardName}`}>
                {[s.baseStandardCode, s.baseStandardName].filter(Boolean).join(' ')}
              </Text>
            ))}
          </Stack>
        </Box>
      )}
      {(sample.children?.length ?? 0) > 0 && (
        <Box mt="2" fontSize="sm">
          <Text fontSize="xs" color="fg.muted">
            {t('consignment.ageGroups')}
          </Text>
          <Wrap gap="2">
            {sample.children?.map((c) => (
              <Text key={c.orderIndex} borderWidth="1px" borderRadius="sm" px="1.5">
                {intl.formatMessage({ id: 'consignment.ageDays' }, { days: c.ageWaitTime })}
                {c.projectPart ? ` · ${c.projectPart}` : ''}
              </Text>
            ))}
          </Wrap>
        </Box>
      )}
    </Box>
  );
}

export interface ConsignmentDetailProps {
  consignment: Consignment;
  /** The action bar (or nothing, when the caller may not act). */
  actions?: ReactNode;
  /** The log timeline. */
  log?: ReactNode;
  /** Extra tools in the header (print). */
  tools?: ReactNode;
  /** A section of its own kind, before the parties (a booking's visit). */
  extra?: ReactNode;
  /** The sample labels and their custody, after the samples. */
  labels?: ReactNode;
  /** The attachment panel, after the samples. */
  attachments?: ReactNode;
}

export function ConsignmentDetail({
  consignment: c,
  actions,
  log,
  tools,
  extra,
  labels,
  attachments,
}: ConsignmentDetailProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const typeKey = typeLabelKey(c.consignType);
  const booking = c.consignType !== ConsignType.RawMaterial;
  return (
    <Stack gap="4" data-testid="consignment-detail" data-id={c.id} data-code={c.consignCode}>
      <Card>
        <Flex gap="3" justify="space-between" align={{ base: 'stretch', md: 'center' }} wrap="wrap">
          <Stack gap="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Heading as="h2" size="lg" data-testid="consignment-code" wordBreak="break-all">
                {c.consignCode}
              </Heading>
              <StatusBadge
                status={c.consignStatus}
                fallbackLabel={c.consignStatusStr}
                size="lg"
                data-testid="consignment-status"
              />
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {[
                typeKey ? t(typeKey) : null,
                `${t('consignment.field.creationTime')} ${formatDate(c.creationTime, true)}`,
                c.commitConsignTime
                  ? `${t('consignment.field.commitConsignTime')} ${formatDate(c.commitConsignTime, true)}`
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          {tools}
        </Flex>
        {actions && <Box mt="3">{actions}</Box>}
      </Card>

      <CauseAlert
        status="warning"
        title={t('consignment.rollbackCause')}
        text={c.rollbackCause}
        testId="rollback-cause"
      />
      <CauseAlert status="error" title={t('consignment.cancelCause')} text={c.cancelCause} testId="cancel-cause" />

      {extra}

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Section title={t('consignment.section.parties')} testId="consignment-parties">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <Field label={t('consignment.field.testUnitName')} value={c.testUnitName} />
            <Field label={t('consignment.field.testUnitAddress')} value={c.testUnitAddressDetail} />
            <Field label={t('consignment.field.tuqualificationName')} value={c.tuqualificationName} />
            <Field label={t('consignment.field.consignUnitName')} value={c.consignUnitName} />
            <Field label={t('consignment.field.projectName')} value={c.projectName} />
            {!booking && (
              <Field
                label={t('consignment.field.mailOrderNumber')}
                value={c.mailOrderNumber}
                testId="consignment-mail-number"
              />
            )}
          </SimpleGrid>
        </Section>
        <Section title={t('consignment.section.contact')} testId="consignment-contact">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <Field label={t('consignment.field.linkPerson')} value={c.linkPerson} />
            <Field label={t('consignment.field.linkPersonPhone')} value={c.linkPersonPhone} />
            {!booking && (
              <>
                <Field label={t('consignment.field.jzunit')} value={c.jzunit} testId="consignment-witness" />
                <Field label={t('consignment.field.jhperson')} value={c.jhperson} />
                <Field label={t('consignment.field.jzcardNo')} value={c.jzcardNo} />
                <Field label={t('consignment.field.jzphone')} value={c.jzphone} />
              </>
            )}
            <Box gridColumn={{ sm: 'span 2' }}>
              <Field label={t('consignment.field.memo')} value={c.memo} />
            </Box>
          </SimpleGrid>
        </Section>
      </SimpleGrid>

      <Section title={intl.formatMessage({ id: 'consignment.section.samples' }, { count: c.samples.length })}>
        <Stack gap="3">
          {c.samples.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              {t('consignment.noSamples')}
            </Text>
          ) : (
            c.samples.map((sample, index) => (
              <SampleCard key={sample.id} sample={sample} index={index} booking={booking} />
            ))
          )}
          <Flex justify="flex-end" gap="2" align="baseline" borderTopWidth="1px" pt="3">
            <Text>{t('consignment.total')}</Text>
            <Text fontSize="xl" fontWeight="bold" data-testid="consignment-total" fontVariantNumeric="tabular-nums">
              ¥ {money(c.totalPrice)}
            </Text>
          </Flex>
        </Stack>
      </Section>

      {labels}
      {attachments}
      {log}
    </Stack>
  );
}
