// Step 5: everything at a glance, what is still missing (each with a link to its step), and the total.

import { useIntl } from 'react-intl';
import { problemsOf, stepOfField, type WizardSample } from '../../../../machines/booking-wizard';
import { Button } from '../../../ui/Button';
import { Alert, Box, DataList, Heading, List, SimpleGrid, Stack, Table, Text } from '../../../ui/chakra';
import { missingFieldMessage, STEP_TITLE } from '../draft';
import { BookingWizard } from '../wizardActor';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box borderWidth="1px" rounded="md" p="4" bg="bg">
      <Heading size="sm" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Specification, producer, properties given, curing ages and reference of a sample, in one muted line. */
function SampleSummary({ sample }: { sample: WizardSample }) {
  const intl = useIntl();
  const parts = [
    sample.specificationType,
    sample.produceInfo,
    ...(sample.properties ?? []).filter((p) => p.value).map((p) => `${p.displayName}: ${p.value}`),
    (sample.children ?? []).length > 0 &&
      intl.formatMessage(
        { id: 'booking.sample.agesSummary' },
        { ages: (sample.children ?? []).map((c) => c.ageWaitTime).join('/') },
      ),
    sample.refSampleLabel && intl.formatMessage({ id: 'booking.sample.refSummary' }, { ref: sample.refSampleLabel }),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Text fontSize="xs" color="fg.muted" fontWeight="normal" data-testid="review-sample-fields">
      {parts.join(' · ')}
    </Text>
  );
}

export function ReviewStep() {
  const intl = useIntl();
  const actor = BookingWizard.useActorRef();
  const context = BookingWizard.useSelector((s) => s.context);
  const missing = problemsOf(context);
  const money = (value: number) =>
    `¥${intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const text = (value: string) => value || '—';

  return (
    <Stack gap="4">
      {missing.length > 0 ? (
        <Alert.Root status="warning" data-testid="review-missing">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{intl.formatMessage({ id: 'booking.review.missingTitle' })}</Alert.Title>
            <Alert.Description>
              <List.Root ps="4" mt="1">
                {missing.map((field) => {
                  const message = missingFieldMessage(field);
                  const step = stepOfField(field);
                  return (
                    <List.Item key={field} data-field={field}>
                      {intl.formatMessage({ id: message.id }, message.values)}{' '}
                      <Button
                        variant="plain"
                        size="xs"
                        block
                        style={{ paddingInline: '0.25rem', textDecoration: 'underline' }}
                        onClick={() => actor.send({ type: 'GOTO_STEP', step })}
                      >
                        {intl.formatMessage({ id: STEP_TITLE[step] })}
                      </Button>
                    </List.Item>
                  );
                })}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Alert.Root status="success" data-testid="review-complete">
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage({ id: 'booking.review.complete' })}</Alert.Title>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Section title={intl.formatMessage({ id: 'booking.review.labAndProject' })}>
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{intl.formatMessage({ id: 'booking.field.testUnit' })}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="review-lab">{text(context.testUnitName)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{intl.formatMessage({ id: 'booking.field.testUnitAddressId' })}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="review-address">{text(context.testUnitAddressText)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{intl.formatMessage({ id: 'booking.field.tuqualificationId' })}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="review-qualification">
                {text(context.tuqualificationName)}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{intl.formatMessage({ id: 'booking.field.project' })}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="review-project">{text(context.projectName)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Section>
        <Section title={intl.formatMessage({ id: 'booking.step.Contacts' })}>
          <DataList.Root orientation="horizontal" size="sm">
            {(['linkPerson', 'linkPersonPhone', 'jzunit', 'jhperson', 'jzcardNo', 'jzphone'] as const).map((field) => (
              <DataList.Item key={field}>
                <DataList.ItemLabel>{intl.formatMessage({ id: `booking.field.${field}` })}</DataList.ItemLabel>
                <DataList.ItemValue>{text(context[field])}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Section>
      </SimpleGrid>
      <Section title={intl.formatMessage({ id: 'booking.step.Samples' })}>
        {context.samples.length === 0 ? (
          <Text color="fg.muted">{intl.formatMessage({ id: 'booking.samples.none' })}</Text>
        ) : (
          // A tab stop, so the keyboard can scroll a table wider than a phone.
          <Table.ScrollArea tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'booking.step.Samples' })}>
            <Table.Root size="sm" data-testid="review-samples">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{intl.formatMessage({ id: 'booking.review.sample' })}</Table.ColumnHeader>
                  <Table.ColumnHeader>{intl.formatMessage({ id: 'booking.review.param' })}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    {intl.formatMessage({ id: 'booking.review.price' })}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    {intl.formatMessage({ id: 'booking.samples.count' })}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    {intl.formatMessage({ id: 'booking.review.amount' })}
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {context.samples.flatMap((sample, index) =>
                  (sample.testParams.length ? sample.testParams : [null]).map((param, row) => (
                    // Wizard samples have no id before they are saved; their position is their identity here.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <Table.Row key={`${index}-${param?.id ?? 'none'}`}>
                      <Table.Cell fontWeight={row === 0 ? 'medium' : undefined}>
                        {row === 0 && (
                          <>
                            {`${index + 1}. ${sample.sampleName}`}
                            <SampleSummary sample={sample} />
                          </>
                        )}
                      </Table.Cell>
                      <Table.Cell color={param ? undefined : 'fg.error'}>
                        {param ? param.name : intl.formatMessage({ id: 'booking.samples.noParams' })}
                      </Table.Cell>
                      <Table.Cell textAlign="end">{param ? money(param.price) : ''}</Table.Cell>
                      <Table.Cell textAlign="end">{param ? param.count : ''}</Table.Cell>
                      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                        {param ? money((Math.round(param.price * 100) * param.count) / 100) : ''}
                      </Table.Cell>
                    </Table.Row>
                  )),
                )}
              </Table.Body>
              <Table.Footer>
                <Table.Row>
                  <Table.Cell colSpan={4} fontWeight="semibold">
                    {intl.formatMessage({ id: 'booking.total' })}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold" data-testid="review-total">
                    {money(context.total)}
                  </Table.Cell>
                </Table.Row>
              </Table.Footer>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Section>
    </Stack>
  );
}
