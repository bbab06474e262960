// "Columns" above a wide list: a small button opening a checklist of the list's columns, one box each (the key
// column and the actions cannot be hidden, their boxes stay ticked and disabled), and "Reset to default" to forget the
// choice. Plain elements and a CSS module: the lab's incoming list draws without Chakra. Escape or a click elsewhere
// closes it.
import { useEffect, useRef, useState } from 'react';
import { LuColumns3 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import styles from './ColumnChooser.module.css';
import type { ChoosableColumn } from './columnChoice';
import { Button } from './plain/Button';
import { CheckField } from './plain/CheckField';

export interface ColumnChooserProps {
  columns: readonly (ChoosableColumn & { name: string })[];
  hidden: ReadonlySet<string>;
  onChange(key: string, shown: boolean): void;
  onReset(): void;
  /** On the button; `-panel`, `-<key>` (each box) and `-reset` are added for the checklist's parts. */
  testId: string;
}

export function ColumnChooser({ columns, hidden, onChange, onReset, testId }: ColumnChooserProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const count = hidden.size;
  return (
    <div className={styles.root} ref={root}>
      <Button
        variant="ghost"
        size="xs"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(!open)}
        data-testid={testId}
      >
        <LuColumns3 />
        {t('listColumns.button')}
        {count > 0 && (
          <span className={styles.count}>{intl.formatMessage({ id: 'listColumns.hidden' }, { count })}</span>
        )}
      </Button>
      {open && (
        <div className={styles.panel} role="dialog" aria-label={t('listColumns.title')} data-testid={`${testId}-panel`}>
          <p className={styles.title}>{t('listColumns.title')}</p>
          {columns.map((column) => (
            <CheckField
              key={column.key}
              label={column.name}
              checked={!hidden.has(column.key)}
              disabled={!column.hideable}
              onChange={(shown) => onChange(column.key, shown)}
              testId={`${testId}-${column.key}`}
            />
          ))}
          <Button variant="outline" size="xs" onClick={onReset} data-testid={`${testId}-reset`}>
            {t('listColumns.reset')}
          </Button>
        </div>
      )}
    </div>
  );
}
