// Step 1, once a lab is chosen: the address the samples are sent to and the qualification the test is done under.
// The lab's offer (GetUnitDetail addresses, GetTuQualificationsByTestUnitId) is given to the machine with SELECT_LAB of
// the same lab; the machine requires a choice when the lab offers any.

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { LabChoice } from '../../../../machines/booking-wizard';
import { addressLine, useCatalogueApi } from '../../../api/catalogue';
import { Field, SimpleGrid, Text } from '../../../ui/chakra';
import { Select } from '../../../ui/Select';
import { Skeleton } from '../../../ui/Skeleton';
import { BookingWizard } from '../wizardActor';

function ChoiceSelect({
  field,
  options,
  value,
  onChoose,
}: {
  field: 'testUnitAddressId' | 'tuqualificationId';
  options: LabChoice[];
  value: string;
  onChoose: (id: string) => void;
}) {
  const intl = useIntl();
  const missing = options.length > 0 && !value;
  const id = useId();
  return (
    <Field.Root required invalid={missing} ids={{ control: id }}>
      <Field.Label>
        {intl.formatMessage({ id: `booking.field.${field}` })}
        <Field.RequiredIndicator />
      </Field.Label>
      {options.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage({ id: `booking.lab.no.${field}` })}
        </Text>
      ) : (
        <Select
          id={id}
          aria-label={intl.formatMessage({ id: `booking.field.${field}` })}
          size="md"
          data-testid={field}
          value={value}
          onChange={(e) => onChoose(e.currentTarget.value)}
        >
          <option value="">{intl.formatMessage({ id: 'booking.choose' })}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
      {missing && <Field.ErrorText>{intl.formatMessage({ id: `booking.missing.${field}` })}</Field.ErrorText>}
    </Field.Root>
  );
}

export function LabChoices() {
  const api = useCatalogueApi();
  const actor = BookingWizard.useActorRef();
  const testUnitId = BookingWizard.useSelector((s) => s.context.testUnitId);
  const addresses = BookingWizard.useSelector((s) => s.context.labAddresses);
  const qualifications = BookingWizard.useSelector((s) => s.context.labQualifications);
  const addressId = BookingWizard.useSelector((s) => s.context.testUnitAddressId);
  const qualificationId = BookingWizard.useSelector((s) => s.context.tuqualificationId);
  const [loaded, setLoaded] = useState<string | null>(null);
  const queryClient = useQueryClient();

  // The lab's offer feeds the wizard's machine once per lab, read through the cache the lab list shares.
  useEffect(() => {
    if (!testUnitId) return;
    let current = true;
    Promise.all([
      queryClient.fetchQuery({
        queryKey: ['BaTestUnit/GetUnitDetail', testUnitId],
        queryFn: ({ signal }) => api.getUnitDetail(testUnitId, { signal, quiet: true }),
      }),
      queryClient.fetchQuery({
        queryKey: ['BuConsignInfo/GetTuQualificationsByTestUnitId', testUnitId],
        queryFn: ({ signal }) => api.getQualifications(testUnitId, { signal, quiet: true }),
      }),
    ])
      .then(([detail, quals]) => {
        if (!current) return;
        actor.send({
          type: 'SELECT_LAB',
          testUnitId,
          testUnitName: detail.testUnitName,
          addresses: (detail.unitAddressList ?? []).map((a) => ({
            id: a.id,
            label: [a.tagTitle, addressLine(a), a.person].filter(Boolean).join(' · '),
          })),
          qualifications: quals.map((q) => ({ id: q.id, label: q.name })),
        });
        setLoaded(testUnitId);
      })
      .catch(() => {
        // The offer stays as stored; the consignor can still go on (the server checks the ids).
        if (current) setLoaded(testUnitId);
      });
    return () => {
      current = false;
    };
  }, [api, actor, testUnitId, queryClient]);

  if (!testUnitId) return null;
  if (loaded !== testUnitId) return <Skeleton height="4rem" testId="lab-choices-loading" />;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="lab-choices">
      <ChoiceSelect
        field="testUnitAddressId"
        options={addresses}
        value={addressId}
        onChoose={(id) => actor.send({ type: 'SELECT_ADDRESS', id })}
      />
      <ChoiceSelect
        field="tuqualificationId"
        options={qualifications}
        value={qualificationId}
        onChoose={(id) => actor.send({ type: 'SELECT_QUALIFICATION', id })}
      />
    </SimpleGrid>
  );
}
