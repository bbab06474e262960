// The row of filters above a list: a search box (applied on Enter or when it loses focus, so typing does not reload
// the list on each key), select filters, and whatever buttons the screen adds at the end (export, add). It wraps on
// narrow screens; the search box takes the free width and two selects share a line on a phone. boundFilter ties a
// filter to one value of a paged list's view, so a screen names the value, not its plumbing.
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
  /** Called with the trimmed text when it is applied (Enter, or leaving the box changed). */
  onChange(text: string): void;
  /** Already translated; also the box's accessible name. */
  placeholder: string;
  testId: string;
}

export function SearchBox({ value, onChange, placeholder, testId }: SearchBoxProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <Box
      as="form"
      flex="1 1 220px"
      minW="0"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        onChange(text.trim());
      }}
    >
      <InputGroup startElement={<LuSearch />}>
        <Input
          size="sm"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => text.trim() !== value && onChange(text.trim())}
          placeholder={placeholder}
          aria-label={placeholder}
          data-testid={testId}
        />
      </InputGroup>
    </Box>
  );
}

export interface SelectFilterProps extends Pick<NativeSelectRootProps, 'maxW' | 'minW' | 'flex'> {
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

export function SelectFilter({ value, onChange, label, options, testId, w, ...root }: SelectFilterProps) {
  return (
    <NativeSelect.Root size="sm" w={w ?? { base: 'calc(50% - 4px)', md: '170px' }} {...root}>
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

/** What a filter bound to a list needs of it (usePagedList's result has it): the view's values and their change. */
export interface FilterSource<K extends string> {
  view: Readonly<Record<K, string>>;
  change(patch: Partial<Record<K, string>>): void;
}

/**
 * The value and onChange of a SearchBox or SelectFilter on the list's filter `name`:
 * `<SearchBox {...boundFilter(list, 'q')} placeholder={…} testId="…" />`.
 */
export function boundFilter<K extends string>(list: FilterSource<NoInfer<K>>, name: K) {
  return {
    value: list.view[name],
    onChange: (value: string) => list.change({ [name]: value } as Partial<Record<K, string>>),
  };
}

/**
 * The state select of an admin list (every state, active, inactive) on the list's filter `active`; `values` are the
 * active and inactive values as the list call takes them. Texts: `<prefix>.state`, `.allStates`, `.active`, `.inactive`.
 */
export function ActiveFilter({
  list,
  values,
  prefix,
  testId,
}: {
  list: FilterSource<'active'>;
  values: readonly [string, string];
  prefix: string;
  testId: string;
}) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `${prefix}.${key}` });
  return (
    <SelectFilter
      {...boundFilter(list, 'active')}
      label={t('state')}
      testId={testId}
      options={[
        ['', t('allStates')],
        [values[0], t('active')],
        [values[1], t('inactive')],
      ]}
    />
  );
}

/**
 * A list's sorts as the server takes them ('field' or 'field desc'; '' for the list's own order) and the locale prefix
 * naming them: an option reads `<prefix>.sort.<field>`, `<prefix>.sort.<field>Desc` or `<prefix>.sort.default`.
 */
export interface SortChoices {
  prefix: string;
  values: readonly string[];
}

/** The "sort by" select of a list's filter bar, on the list's filter `sort`. */
export function SortFilter({
  list,
  sorts,
  testId,
}: {
  list: FilterSource<'sort'>;
  sorts: SortChoices;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <SelectFilter
      {...boundFilter(list, 'sort')}
      label={intl.formatMessage({ id: 'common.sortBy' })}
      testId={testId}
      options={sorts.values.map(
        (s) =>
          [s, intl.formatMessage({ id: `${sorts.prefix}.sort.${s.replace(' desc', 'Desc') || 'default'}` })] as const,
      )}
    />
  );
}

/** A list's search box (`<testId>-search`, on the filter `search`) and its "sort by" select (`<testId>-sort`). */
export function SearchAndSort({
  list,
  placeholder,
  sorts,
  testId,
}: {
  list: FilterSource<'search' | 'sort'>;
  /** Already translated; also the search box's accessible name. */
  placeholder: string;
  sorts: SortChoices;
  testId: string;
}) {
  return (
    <>
      <SearchBox {...boundFilter(list, 'search')} placeholder={placeholder} testId={`${testId}-search`} />
      <SortFilter list={list} sorts={sorts} testId={`${testId}-sort`} />
    </>
  );
}
