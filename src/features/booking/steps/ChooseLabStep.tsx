// Step 1: search the active labs by name or qualification; each card shows the lab's qualifications and
// addresses (GetUnitDetail). Choosing a card sends SELECT_LAB; LabChoices then asks for the address and qualification.

import { useQueries } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { IconType } from 'react-icons';
import { LuMapPin, LuPhone, LuSearch } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import {
  addressLine,
  type TestUnitDetail,
  type TestUnitRow,
  type UnitAddress,
  useCatalogueApi,
} from '../../../api/catalogue';
import { useRead } from '../../../components/useRead';
import { Badge } from '../../../ui/Badge';
import { Box, Flex, HStack, Icon, InputGroup, SimpleGrid, Stack, Text, Wrap } from '../../../ui/chakra';
import { Pager } from '../../../ui/Pager';
import { Skeleton } from '../../../ui/Skeleton';
import { BookingWizard } from '../wizardActor';
import { ChoiceCard, ChoiceGrid } from './ChoiceGrid';
import { LabChoices } from './LabChoices';
import { SearchInput, useDebounced } from './SearchInput';

export const LAB_PAGE_SIZE = 6;

/** A line of a lab's contact details: the icon, then the text (which may wrap under itself). */
function IconLine({ icon, children }: { icon: IconType; children: ReactNode }) {
  return (
    <HStack align="start" gap="1">
      <Icon as={icon} mt="0.5" flexShrink={0} color="fg.muted" />
      <Text>{children}</Text>
    </HStack>
  );
}

function LabCard({
  lab,
  detail,
  selected,
  onSelect,
}: {
  lab: TestUnitRow;
  detail: TestUnitDetail | undefined;
  selected: boolean;
  onSelect: () => void;
}) {
  const intl = useIntl();
  const qualifications = detail?.qualificationNameList?.length
    ? detail.qualificationNameList
    : (lab.qualificationName ?? '').split(/[,，;；]/).filter((q) => q.trim());
  const addresses = (detail?.unitAddressList ?? []) as UnitAddress[];
  return (
    <ChoiceCard
      testId="lab-option"
      name={lab.testUnitName}
      nameLines={2}
      selected={selected}
      onSelect={onSelect}
      aria-pressed={selected}
      gap={2}
    >
      {lab.shengShi && (
        <Text fontSize="xs" color="fg.muted">
          {lab.shengShi}
        </Text>
      )}
      <Box>
        <Text fontSize="xs" color="fg.muted" mb="1">
          {intl.formatMessage({ id: 'booking.lab.qualifications' })}
        </Text>
        {qualifications.length ? (
          <Wrap gap="1">
            {qualifications.map((q) => (
              <Badge key={q} size="sm" variant="subtle" palette="brand">
                {q}
              </Badge>
            ))}
          </Wrap>
        ) : (
          <Text fontSize="xs">{intl.formatMessage({ id: 'booking.none' })}</Text>
        )}
      </Box>
      <Stack gap="1" fontSize="xs">
        {addresses.length > 0
          ? addresses.map((address) => (
              <IconLine key={address.id} icon={LuMapPin}>
                {address.tagTitle ? `${address.tagTitle}: ` : ''}
                {addressLine(address) || '—'}
                {address.person ? ` · ${address.person}` : ''}
                {address.personPhone ? ` ${address.personPhone}` : ''}
              </IconLine>
            ))
          : lab.regAddress && <IconLine icon={LuMapPin}>{lab.regAddress}</IconLine>}
        {lab.contactPhone && <IconLine icon={LuPhone}>{lab.contactPhone}</IconLine>}
      </Stack>
    </ChoiceCard>
  );
}

export function ChooseLabStep() {
  const intl = useIntl();
  const api = useCatalogueApi();
  const actor = BookingWizard.useActorRef();
  const testUnitId = BookingWizard.useSelector((s) => s.context.testUnitId);
  const testUnitName = BookingWizard.useSelector((s) => s.context.testUnitName);
  const [search, setSearch] = useState({ name: '', qualification: '' });
  const [page, setPage] = useState(1);
  // A new search starts on its first page.
  const searchFor = (patch: Partial<typeof search>) => {
    setSearch((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const nameKey = useDebounced(search.name);
  const qualificationName = useDebounced(search.qualification);
  const labs = useRead(
    ['BaTestUnit/GetAllUnit', nameKey, qualificationName, page],
    (signal) =>
      api.getAllUnit({ nameKey, qualificationName, currPage: page, maxPage: LAB_PAGE_SIZE }, { signal, quiet: true }),
    { keepPrevious: true },
  );
  // Qualifications and addresses of the labs on this page (GetUnitDetail), each read once and cached.
  const details = useQueries({
    queries: (labs.data?.items ?? []).map((lab) => ({
      queryKey: ['BaTestUnit/GetUnitDetail', lab.id],
      queryFn: ({ signal }: { signal: AbortSignal }) => api.getUnitDetail(lab.id, { signal, quiet: true }),
    })),
    combine: (results) => results.map((result) => result.data),
  });

  return (
    <Stack gap="4">
      <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
        <InputGroup flex="2" startElement={<LuSearch />}>
          <SearchInput
            data-testid="lab-search"
            value={search.name}
            label={intl.formatMessage({ id: 'booking.lab.searchName' })}
            onSearch={(name) => searchFor({ name })}
          />
        </InputGroup>
        <SearchInput
          flex="1"
          data-testid="lab-qualification"
          value={search.qualification}
          label={intl.formatMessage({ id: 'booking.lab.searchQualification' })}
          onSearch={(qualification) => searchFor({ qualification })}
        />
      </Flex>
      {testUnitName && (
        <Text fontSize="sm" data-testid="selected-lab">
          {intl.formatMessage({ id: 'booking.lab.selected' }, { name: testUnitName })}
        </Text>
      )}
      <LabChoices />
      <ChoiceGrid
        read={labs}
        placeholder={
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height="8rem" />
            ))}
          </SimpleGrid>
        }
        empty={{ text: intl.formatMessage({ id: 'booking.lab.none' }), testId: 'lab-empty' }}
        footer={
          labs.data && labs.data.totalCount > LAB_PAGE_SIZE ? (
            <Pager count={labs.data.totalCount} pageSize={LAB_PAGE_SIZE} page={page} onPage={setPage} />
          ) : null
        }
      >
        {(lab, index) => (
          <LabCard
            key={lab.id}
            lab={lab}
            detail={details[index]}
            selected={lab.id === testUnitId}
            onSelect={() => actor.send({ type: 'SELECT_LAB', testUnitId: lab.id, testUnitName: lab.testUnitName })}
          />
        )}
      </ChoiceGrid>
    </Stack>
  );
}
