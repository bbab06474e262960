// The consignor list's keyword and consignment-date filters, applied by Search and cleared by Reset.
import { Box, Button, Flex, HStack, Input, InputGroup, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuRotateCcw, LuSearch } from 'react-icons/lu';
import { useIntl } from 'react-intl';

/** keyword and consignment dates from/to (yyyy-MM-dd); '' is none. */
export interface ConsignorFilterValues {
  keyword: string;
  from: string;
  to: string;
}

export const NO_FILTERS: ConsignorFilterValues = { keyword: '', from: '', to: '' };

export function ConsignorFilters({
  initial = NO_FILTERS,
  onApply,
}: {
  /** The filters the list opened with (from the address: a dashboard figure's link). */
  initial?: ConsignorFilterValues;
  onApply(filters: ConsignorFilterValues): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [draft, setDraft] = useState<ConsignorFilterValues>(initial);
  const edit = (field: keyof ConsignorFilterValues) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft((current) => ({ ...current, [field]: e.target.value }));
  const dateInput = (field: 'from' | 'to', bounds: { min?: string; max?: string }) => (
    <Input
      type="date"
      data-testid={`list-${field}`}
      value={draft[field]}
      {...bounds}
      onChange={edit(field)}
      aria-label={t(`consignorList.${field}`)}
    />
  );
  return (
    <Box bg="bg" rounded="lg" borderWidth="1px" p="3">
      <Flex
        as="form"
        gap="2"
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'end' }}
        onSubmit={(e) => {
          e.preventDefault();
          onApply(draft);
        }}
      >
        <InputGroup flex="2" startElement={<LuSearch />}>
          <Input
            data-testid="list-keyword"
            value={draft.keyword}
            onChange={edit('keyword')}
            placeholder={t('consignorList.keyword')}
            aria-label={t('consignorList.keyword')}
          />
        </InputGroup>
        <HStack flex="2" gap="2">
          {dateInput('from', { max: draft.to || undefined })}
          <Text color="fg.muted">–</Text>
          {dateInput('to', { min: draft.from || undefined })}
        </HStack>
        <HStack gap="2">
          <Button type="submit" data-testid="list-search" flex={{ base: '1', md: 'none' }}>
            <LuSearch />
            {t('consignorList.search')}
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setDraft(NO_FILTERS);
              onApply(NO_FILTERS);
            }}
            flex={{ base: '1', md: 'none' }}
          >
            <LuRotateCcw />
            {t('consignorList.reset')}
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}
