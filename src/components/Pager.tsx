// Previous, page numbers and next under a paged list, over Chakra v3's Pagination. `compact` leaves out the
// neighbouring page numbers so the pager fits on a phone.
import { ButtonGroup, IconButton, Pagination } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useIntl } from 'react-intl';

export interface PagerProps {
  /** Rows in the whole list. */
  count: number;
  pageSize: number;
  /** 1-based. */
  page: number;
  onPage(page: number): void;
  compact?: boolean;
  /** On the pager; each page button has `page-<n>`. */
  testId?: string;
}

export function Pager({ count, pageSize, page, onPage, compact = false, testId }: PagerProps) {
  const intl = useIntl();
  return (
    <Pagination.Root
      count={count}
      pageSize={pageSize}
      page={page}
      siblingCount={compact ? 0 : 1}
      onPageChange={(e) => onPage(e.page)}
      data-testid={testId}
    >
      <ButtonGroup size="sm" variant="outline" attached={false} gap="1" flexWrap="wrap">
        <Pagination.PrevTrigger asChild>
          <IconButton aria-label={intl.formatMessage({ id: 'booking.pager.prev' })}>
            <LuChevronLeft />
          </IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(item) => (
            <IconButton variant={{ base: 'outline', _selected: 'solid' }} data-testid={`page-${item.value}`}>
              {item.value}
            </IconButton>
          )}
        />
        <Pagination.NextTrigger asChild>
          <IconButton aria-label={intl.formatMessage({ id: 'booking.pager.next' })}>
            <LuChevronRight />
          </IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
