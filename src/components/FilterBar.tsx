// The row of filters above a list: a search box (applied on Enter or when it loses focus, so typing does not reload
// the list on each key), select filters, and whatever buttons the screen adds at the end (export, add). It wraps on
// narrow screens; the search box takes the free width and two selects share a line on a phone. boundFilter ties a
// filter to one value of a paged list's view, so a screen names the value, not its plumbing. Plain elements and a CSS
// module (no Chakra runtime on a list's first load).
import { type CSSProperties, type ReactNode, useEffect, useId, useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { DatePicker } from '../ui/DatePicker';
import { Select } from '../ui/Select';
import styles from './FilterBar.module.css';

export function FilterBar({ children }: { children: ReactNode }) {
  return <div className={styles.bar}>{children}</div>;
}

/** The buttons at the end of the filter row (refresh, export, add), kept together and pushed to its end. */
export function FilterEnd({ children }: { children: ReactNode }) {
  return <div className={styles.end}>{children}</div>;
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
    <form
      className={styles.search}
      onSubmit={(e) => {
        e.preventDefault();
        onChange(text.trim());
      }}
    >
      <span className={styles.searchIcon} aria-hidden>
        <LuSearch />
      </span>
      <input
        className={styles.input}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => text.trim() !== value && onChange(text.trim())}
        placeholder={placeholder}
        aria-label={placeholder}
        data-testid={testId}
      />
    </form>
  );
}

/** A CSS length, or lengths by breakpoint: from `sm` (30em) and from `md` (48em) up. */
export type Responsive = string | { base?: string; sm?: string; md?: string };

/** `--<name>`, `--<name>-sm`, `--<name>-md` for FilterBar.module.css's `.sized`. */
function responsiveVars(name: string, value: Responsive | undefined): Record<string, string> {
  if (value === undefined) return {};
  const { base, sm, md } = typeof value === 'string' ? { base: value } : value;
  return Object.fromEntries(
    [
      [`--${name}`, base],
      [`--${name}-sm`, sm],
      [`--${name}-md`, md],
    ].filter(([, length]) => length !== undefined),
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
  /** The width; default: half the line on a phone, 170px from md up. */
  w?: Responsive;
  /** The least width (`sm` is not offered). */
  minW?: string | { base?: string; md?: string };
  maxW?: string;
  /** Its flex in the row, e.g. '1' to take the free width. */
  flex?: string;
}

export function SelectFilter({ value, onChange, label, options, testId, w, minW, maxW, flex }: SelectFilterProps) {
  const sizes = {
    ...responsiveVars('w', w ?? { base: 'calc(50% - 4px)', md: '170px' }),
    ...responsiveVars('min-w', minW),
    ...responsiveVars('max-w', maxW),
    ...responsiveVars('flex', flex),
  };
  return (
    <Select
      className={styles.sized}
      style={sizes as CSSProperties}
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
    </Select>
  );
}

export interface FilterFieldProps {
  /** Already translated; shown small above the control, and its accessible name. */
  label: string;
  value: string;
  /** Called on each change (a date input changes once per picked day). */
  onChange(value: string): void;
  testId: string;
  /** The input's type: a date (yyyy-MM-dd) or text (default). */
  type?: 'text' | 'date';
  /** A date input's bounds. */
  min?: string;
  max?: string;
  /** [value, already translated text]: a select instead of an input. */
  options?: readonly (readonly [string, string])[];
  /** The width; default half the line on a phone (two share it), 160px from md up. */
  w?: Responsive;
}

/** A filter with its name shown small above it (dates, a lab's name, the charts' bucket), the label tied to it. */
export function FilterField({ label, value, onChange, testId, type = 'text', min, max, options, w }: FilterFieldProps) {
  const id = useId();
  const sizes = responsiveVars('w', w ?? { base: 'calc(50% - 4px)', md: '160px' });
  return (
    <div className={`${styles.field} ${styles.sized}`} style={sizes as CSSProperties}>
      <label className={styles.fieldLabel} htmlFor={id}>
        {label}
      </label>
      {options ? (
        <Select id={id} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </Select>
      ) : type === 'date' ? (
        <DatePicker
          id={id}
          className={styles.fieldInput}
          value={value}
          min={min}
          max={max}
          onChange={onChange}
          data-testid={testId}
        />
      ) : (
        <input
          id={id}
          className={styles.fieldInput}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid={testId}
        />
      )}
    </div>
  );
}

/** What a filter bound to a list needs of it (usePagedList's result has it): the view's values and their change. */
export interface FilterSource<K extends string> {
  view: Readonly<Record<K, string>>;
  change(patch: Partial<Record<K, string>>): void;
}

/**
 * A first and a last day (FilterFields, yyyy-MM-dd) on two of a list's filters, `names`, each bounding the other's
 * picker; test ids `<testId>-<name>`.
 */
export function DateRangeFilter<K extends string>({
  list,
  names: [first, last],
  labels,
  testId,
}: {
  list: FilterSource<NoInfer<K>>;
  names: readonly [K, K];
  /** Already translated: the first day's and the last day's. */
  labels: readonly [string, string];
  testId: string;
}) {
  const day = (name: K, label: string, bounds: { min?: string; max?: string }) => (
    <FilterField {...boundFilter(list, name)} {...bounds} type="date" label={label} testId={`${testId}-${name}`} />
  );
  return (
    <>
      {day(first, labels[0], { max: list.view[last] || undefined })}
      {day(last, labels[1], { min: list.view[first] || undefined })}
    </>
  );
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
