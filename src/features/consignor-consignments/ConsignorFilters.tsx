// The consignor list's keyword and consignment-date filters, applied by Search and cleared by Reset. Plain elements
// (ConsignorList.module.css): the list draws without Chakra.
import { useState } from 'react';
import { LuRotateCcw, LuSearch } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { DatePicker } from '../../ui/DatePicker';
import { SearchField } from '../../ui/SearchField';
import styles from './ConsignorList.module.css';

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
    <DatePicker
      className={styles.input}
      data-testid={`list-${field}`}
      value={draft[field]}
      {...bounds}
      onChange={(value) => setDraft((current) => ({ ...current, [field]: value }))}
      aria-label={t(`consignorList.${field}`)}
    />
  );
  return (
    <div className={styles.filters}>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          onApply(draft);
        }}
      >
        <SearchField
          size="md"
          className={styles.keyword}
          inputClassName={styles.input}
          data-testid="list-keyword"
          value={draft.keyword}
          onChange={edit('keyword')}
          placeholder={t('consignorList.keyword')}
          aria-label={t('consignorList.keyword')}
        />
        <div className={styles.dates}>
          {dateInput('from', { max: draft.to || undefined })}
          <span className={styles.dash}>–</span>
          {dateInput('to', { min: draft.from || undefined })}
        </div>
        <div className={styles.buttons}>
          <Button size="md" type="submit" data-testid="list-search">
            <LuSearch />
            {t('consignorList.search')}
          </Button>
          <Button
            size="md"
            variant="outline"
            onClick={() => {
              setDraft(NO_FILTERS);
              onApply(NO_FILTERS);
            }}
          >
            <LuRotateCcw />
            {t('consignorList.reset')}
          </Button>
        </div>
      </form>
    </div>
  );
}
