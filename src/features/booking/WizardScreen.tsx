// The wizard's body: step indicator, the lab's reason for a Returned consignment, the current step, and the action bar
// with the running total. Every button is enabled by snapshot.can(event).

import { type ReactElement, type ReactNode, useRef } from 'react';
import { LuArrowLeft, LuArrowRight, LuCircleCheck, LuPrinter, LuSave, LuSend } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { problemsOf, stepOfField, WIZARD_STEPS, type WizardStep } from '../../../machines/booking-wizard';
import type { Consignment } from '../../api/consignment';
import { Button, buttonClass } from '../../ui/Button';
import { Alert, Box, Flex, HStack, Stack, Text } from '../../ui/chakra';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import { Steps } from '../../ui/Steps';
import { labelsPath } from '../samples/paths';
import { missingFieldMessage, STEP_TITLE } from './draft';
import { CONSIGNOR_LIST_PATH, consignorDetailPath } from './paths';
import { ChooseLabStep } from './steps/ChooseLabStep';
import { ChooseProjectStep } from './steps/ChooseProjectStep';
import { ContactsStep } from './steps/ContactsStep';
import { ReviewStep } from './steps/ReviewStep';
import { SamplesStep } from './steps/SamplesStep';
import { BookingWizard, selectBusy, selectStep } from './wizardActor';

/**
 * The steps as an ordered list of buttons, the current one marked `aria-current="step"`: Chakra's Steps are tabs that
 * control panels, and the wizard's body is its own, so axe found tabs without panels (issue 41).
 */
function StepIndicator({ step }: { step: WizardStep }) {
  const intl = useIntl();
  const actor = BookingWizard.useActorRef();
  const reachable = BookingWizard.useSelector((s) =>
    WIZARD_STEPS.map((target) => s.can({ type: 'GOTO_STEP', step: target })),
  );
  return (
    <Steps
      steps={WIZARD_STEPS.map((target, index) => ({
        title: intl.formatMessage({ id: STEP_TITLE[target] }),
        disabled: !reachable[index],
        testId: `wizard-goto-${target}`,
      }))}
      current={WIZARD_STEPS.indexOf(step)}
      onSelect={(index) => actor.send({ type: 'GOTO_STEP', step: WIZARD_STEPS[index] as WizardStep })}
      testId="wizard-steps"
    />
  );
}

const STEP_BODY: Record<WizardStep, ReactElement> = {
  ChooseLab: <ChooseLabStep />,
  ChooseProject: <ChooseProjectStep />,
  Contacts: <ContactsStep showErrors={false} />,
  Samples: <SamplesStep />,
  Review: <ReviewStep />,
};

/**
 * A bar button: sends its event, enabled while the machine accepts it. The save and commit buttons spin while their
 * own call runs; the others are also off while any call runs.
 */
function EventButton({
  event,
  spinsWhile,
  testId,
  variant,
  children,
}: {
  event: 'BACK' | 'NEXT' | 'SAVE_DRAFT' | 'COMMIT';
  spinsWhile?: 'saving' | 'committing';
  testId: string;
  variant?: 'outline';
  children: ReactNode;
}) {
  const actor = BookingWizard.useActorRef();
  const busy = BookingWizard.useSelector(selectBusy);
  const can = BookingWizard.useSelector((s) => s.can({ type: event }));
  return (
    <Button
      size="md"
      variant={variant}
      data-testid={testId}
      disabled={!can || (!spinsWhile && !!busy)}
      loading={!!spinsWhile && busy === spinsWhile}
      onClick={() => actor.send({ type: event })}
    >
      {children}
    </Button>
  );
}

function ActionBar({ step }: { step: WizardStep }) {
  const intl = useIntl();
  const total = BookingWizard.useSelector((s) => s.context.total);
  const stepMissing = BookingWizard.useSelector((s) =>
    problemsOf(s.context)
      .filter((field) => stepOfField(field) === step)
      .join('|'),
  );
  const hint =
    step !== 'Review' && stepMissing
      ? stepMissing
          .split('|')
          .map((field) => {
            const message = missingFieldMessage(field);
            return intl.formatMessage({ id: message.id }, message.values);
          })
          .join(intl.formatMessage({ id: 'booking.listSeparator' }))
      : null;

  return (
    <Box
      position="sticky"
      bottom={{ base: '-3', md: '-5' }}
      mx={{ base: '-3', md: '-5' }}
      mt="6"
      px={{ base: '3', md: '5' }}
      py="3"
      bg="bg"
      borderTopWidth="1px"
      shadow="sm"
      zIndex="docked"
    >
      <Flex gap="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <Stack gap="0" flex="1" minW="0">
          <HStack gap="2" align="baseline">
            <Text fontSize="sm" color="fg.muted">
              {intl.formatMessage({ id: 'booking.total' })}
            </Text>
            <Text
              fontSize="xl"
              fontWeight="bold"
              color="brand.fg"
              data-testid="wizard-total"
              data-value={total.toFixed(2)}
            >
              ¥{intl.formatNumber(total, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
            </Text>
          </HStack>
          {hint && (
            <Text fontSize="xs" color="fg.warning" data-testid="wizard-hint">
              {intl.formatMessage({ id: 'booking.stillNeeded' }, { list: hint })}
            </Text>
          )}
        </Stack>
        <Flex
          gap="2"
          wrap="wrap"
          justify={{ base: 'stretch', md: 'end' }}
          css={{ '& > *': { flex: { base: '1', md: 'none' } } }}
        >
          <EventButton event="BACK" testId="wizard-back" variant="outline">
            <LuArrowLeft />
            {intl.formatMessage({ id: 'booking.back' })}
          </EventButton>
          <EventButton event="SAVE_DRAFT" spinsWhile="saving" testId="wizard-save" variant="outline">
            <LuSave />
            {intl.formatMessage({ id: 'booking.saveDraft' })}
          </EventButton>
          {step === 'Review' ? (
            <EventButton event="COMMIT" spinsWhile="committing" testId="wizard-commit">
              <LuSend />
              {intl.formatMessage({ id: 'booking.commit' })}
            </EventButton>
          ) : (
            <EventButton event="NEXT" testId="wizard-next">
              {intl.formatMessage({ id: 'booking.next' })}
              <LuArrowRight />
            </EventButton>
          )}
        </Flex>
      </Flex>
    </Box>
  );
}

function Committed({ consignment }: { consignment: Consignment | null }) {
  const intl = useIntl();
  return (
    <EmptyState
      framed
      testId="wizard-committed"
      icon={<LuCircleCheck color="var(--chakra-colors-green-solid)" />}
      title={intl.formatMessage({ id: 'booking.committedTitle' })}
      description={intl.formatMessage({ id: 'booking.committedText' }, { code: consignment?.consignCode ?? '' })}
    >
      <Flex gap="2" wrap="wrap" justify="center">
        {consignment && (
          <RouterLink to={consignorDetailPath(consignment.id)} className={buttonClass({ size: 'md' })}>
            {intl.formatMessage({ id: 'booking.viewDetail' })}
          </RouterLink>
        )}
        {consignment && (
          <RouterLink
            to={labelsPath(consignment.id)}
            data-testid="wizard-print-labels"
            className={buttonClass({ size: 'md', variant: 'outline' })}
          >
            <LuPrinter />
            {intl.formatMessage({ id: 'booking.printLabels' })}
          </RouterLink>
        )}
        <RouterLink to={CONSIGNOR_LIST_PATH} className={buttonClass({ size: 'md', variant: 'outline' })}>
          {intl.formatMessage({ id: 'booking.backToList' })}
        </RouterLink>
      </Flex>
    </EmptyState>
  );
}

export function WizardScreen({
  consignment,
  attachments,
}: {
  consignment: Consignment | null;
  /** The draft's attachment panel, under the review. */
  attachments?: ReactNode;
}) {
  const intl = useIntl();
  const current = BookingWizard.useSelector(selectStep);
  const committed = BookingWizard.useSelector((s) => s.matches('Committed'));
  const busy = BookingWizard.useSelector(selectBusy);
  const rollbackCause = BookingWizard.useSelector((s) => s.context.rollbackCause);
  const error = BookingWizard.useSelector((s) => s.context.error);
  // While Saving or Committing the machine is between steps; the screen keeps showing the step it left.
  const lastStep = useRef<WizardStep>('ChooseLab');
  if (current) lastStep.current = current;
  const step = current ?? lastStep.current;

  if (committed) return <Committed consignment={consignment} />;

  return (
    <Stack gap="4">
      {rollbackCause && (
        <Alert.Root status="warning" data-testid="rollback-cause" variant="surface">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{intl.formatMessage({ id: 'booking.returnedTitle' })}</Alert.Title>
            <Alert.Description whiteSpace="pre-wrap">{rollbackCause}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {error && (
        <Alert.Root status="error" data-testid="wizard-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{error}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      )}
      <Box bg="bg" rounded="lg" borderWidth="1px" p={{ base: '3', md: '4' }}>
        <StepIndicator step={step} />
      </Box>
      <Box
        data-testid={`wizard-step-${step}`}
        bg="bg"
        rounded="lg"
        borderWidth="1px"
        p={{ base: '3', md: '5' }}
        position="relative"
        aria-busy={!!busy}
      >
        <Text as="h2" fontWeight="semibold" fontSize="md" mb="4">
          {intl.formatMessage({ id: STEP_TITLE[step] })}
        </Text>
        {STEP_BODY[step]}
        {busy && (
          <Flex position="absolute" inset="0" bg="bg/60" align="center" justify="center" rounded="lg">
            <Spinner />
          </Flex>
        )}
      </Box>
      {step === 'Review' && attachments}
      <ActionBar step={step} />
    </Stack>
  );
}
