// The row of filters above a list: a search box (applied on Enter or when it loses focus, so typing does not reload
// the list on each key), select filters, and whatever buttons the screen adds at the end (export, add). It wraps on
// narrow screens; the search box takes the free width and two selects share a line on a phone.
import { Box, Flex, Input, InputGroup, NativeSelect, type NativeSelectRootProps } from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useIntl } from 'react-intl';

export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Flex gap="2" wrap="wrap" align="center">
      {children}
    </Flex>
  );
}

export interface SearchBoxProps {
  /** The applied text; the box starts from it and follows it when it changes elsewhere. */
  value: string;
  /** Called with the trimmed text. */
  onSearch(text: string): void;
  /** Already translated; also the box's accessible name. */
  placeholder: string;
  testId: string;
}

export function SearchBox({ value, onSearch, placeholder, testId }: SearchBoxProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <Box
      as="form"
      flex="1 1 220px"
      minW="0"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <InputGroup startElement={<LuSearch />}>
        <Input
          size="sm"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => text.trim() !== value && onSearch(text.trim())}
          placeholder={placeholder}
          aria-label={placeholder}
          data-testid={testId}
        />
      </InputGroup>
    </Box>
  );
}

export interface SelectFilterProps {
  value: string;
  onChange(value: string): void;
  /** Already translated; the select's accessible name. */
  label: string;
  /** [value, already translated text]; put the "all" choice first with value ''. */
  options: readonly (readonly [string, string])[];
  testId: string;
  /** Default: half the line on a phone, 170px from md up. */
  w?: NativeSelectRootProps['w'];
}

export function SelectFilter({ value, onChange, label, options, testId, w }: SelectFilterProps) {
  return (
    <NativeSelect.Root size="sm" w={w ?? { base: 'calc(50% - 4px)', md: '170px' }}>
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export interface SortFilterProps {
  value: string;
  onChange(value: string): void;
  /** Sort values as the server takes them: 'field' or 'field desc'; '' for the list's own order. */
  sorts: readonly string[];
  /** Locale prefix: an option reads `<prefix>.sort.<field>`, `<prefix>.sort.<field>Desc` or `<prefix>.sort.default`. */
  prefix: string;
  testId: string;
}

/** The "sort by" select of a list's filter bar. */
export function SortFilter({ value, onChange, sorts, prefix, testId }: SortFilterProps) {
  const intl = useIntl();
  return (
    <SelectFilter
      value={value}
      onChange={onChange}
      label={intl.formatMessage({ id: 'common.sortBy' })}
      testId={testId}
      options={sorts.map(
        (s) => [s, intl.formatMessage({ id: `${prefix}.sort.${s.replace(' desc', 'Desc') || 'default'}` })] as const,
      )}
    />
  );
}

export interface SearchAndSortProps {
  search: string;
  onSearch(text: string): void;
  /** Already translated; also the search box's accessible name. */
  placeholder: string;
  sort: string;
  onSort(value: string): void;
  sorts: readonly string[];
  /** Locale prefix of the sort options (SortFilter). */
  prefix: string;
  /** The box is `<testId>-search`, the select `<testId>-sort`. */
  testId: string;
}

/** A list's search box and its "sort by" select. */
export function SearchAndSort({
  search,
  onSearch,
  placeholder,
  sort,
  onSort,
  sorts,
  prefix,
  testId,
}: SearchAndSortProps) {
  return (
    <>
      <SearchBox value={search} onSearch={onSearch} placeholder={placeholder} testId={`${testId}-search`} />
      <SortFilter value={sort} onChange={onSort} sorts={sorts} prefix={prefix} testId={`${testId}-sort`} />
    </>
  );
}
