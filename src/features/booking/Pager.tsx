// Prev, page numbers, next inside a Chakra v3 Pagination.Root (shared by the lab search and the consignor list).
import { ButtonGroup, IconButton, Pagination } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useIntl } from 'react-intl';

export function PagerButtons() {
  const intl = useIntl();
  return (
    <ButtonGroup size="sm" variant="outline" attached={false} gap="1" flexWrap="wrap">
      <Pagination.PrevTrigger asChild>
        <IconButton aria-label={intl.formatMessage({ id: 'booking.pager.prev' })}>
          <LuChevronLeft />
        </IconButton>
      </Pagination.PrevTrigger>
      <Pagination.Items
        render={(page) => <IconButton variant={{ base: 'outline', _selected: 'solid' }}>{page.value}</IconButton>}
      />
      <Pagination.NextTrigger asChild>
        <IconButton aria-label={intl.formatMessage({ id: 'booking.pager.next' })}>
          <LuChevronRight />
        </IconButton>
      </Pagination.NextTrigger>
    </ButtonGroup>
  );
}
