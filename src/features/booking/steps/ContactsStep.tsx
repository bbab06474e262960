// Step 3: link person and phone (required), witness sampler (optional). Every keystroke is SET_CONTACTS; the
// machine's contactProblem() says what is wrong with a field.

import { useIntl } from 'react-intl';
import { type ContactFields, contactProblem } from '../../../../machines/booking-wizard';
import { Field, Fieldset, Input, SimpleGrid, Stack } from '../../../ui/chakra';
import { BookingWizard } from '../wizardActor';

type Key = keyof ContactFields;

function ContactInput({ field, required, showErrors }: { field: Key; required?: boolean; showErrors: boolean }) {
  const intl = useIntl();
  const actor = BookingWizard.useActorRef();
  const value = BookingWizard.useSelector((s) => s.context[field]);
  const problem = contactProblem(field, value);
  const error = problem && `booking.validation.${problem}`;
  const invalid = error !== null && (showErrors || value !== '');
  return (
    <Field.Root required={required} invalid={invalid}>
      <Field.Label>
        {intl.formatMessage({ id: `booking.field.${field}` })}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        data-testid={field}
        name={field}
        value={value}
        inputMode={field === 'linkPersonPhone' || field === 'jzphone' ? 'tel' : undefined}
        onChange={(e) => actor.send({ type: 'SET_CONTACTS', [field]: e.target.value })}
      />
      {invalid && error && <Field.ErrorText>{intl.formatMessage({ id: error })}</Field.ErrorText>}
    </Field.Root>
  );
}

export function ContactsStep({ showErrors }: { showErrors: boolean }) {
  const intl = useIntl();
  return (
    <Stack gap="6">
      <Fieldset.Root>
        <Fieldset.Legend>{intl.formatMessage({ id: 'booking.contacts.linkTitle' })}</Fieldset.Legend>
        <Fieldset.Content>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <ContactInput field="linkPerson" required showErrors={showErrors} />
            <ContactInput field="linkPersonPhone" required showErrors={showErrors} />
          </SimpleGrid>
        </Fieldset.Content>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend>{intl.formatMessage({ id: 'booking.contacts.witnessTitle' })}</Fieldset.Legend>
        <Fieldset.HelperText>{intl.formatMessage({ id: 'booking.contacts.witnessHelp' })}</Fieldset.HelperText>
        <Fieldset.Content>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <ContactInput field="jzunit" showErrors={showErrors} />
            <ContactInput field="jhperson" showErrors={showErrors} />
            <ContactInput field="jzcardNo" showErrors={showErrors} />
            <ContactInput field="jzphone" showErrors={showErrors} />
          </SimpleGrid>
        </Fieldset.Content>
      </Fieldset.Root>
    </Stack>
  );
}
