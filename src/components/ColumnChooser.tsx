// "Columns" above a wide list: a small button opening a checklist of the list's columns, one box each (the key
// column and the actions cannot be hidden, their boxes stay ticked and disabled), and "Reset to default" to forget the
// choice. Plain elements and a CSS module: the lab's incoming list draws without Chakra. The checklist is placed
// fixed under the button (the list's frame clips what overflows it); Escape, a click elsewhere, a scroll of the page
// under it or a resize closes it.
import { useEffect, useRef, useState } from 'react';
import { LuColumns3 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Button } from '../ui/Button';
import { CheckField } from '../ui/CheckField';
import styles from './ColumnChooser.module.css';
import type { ChoosableColumn } from './columnChoice';

/** The checklist's least height (a few boxes), however little room is left under its button. */
const MIN_PANEL_HEIGHT = 160;

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
  // Where the open checklist sits: its top, its right edge's distance from the window's, and the height left under
  // it (a fixed panel cannot be scrolled into view by the page: it scrolls inside itself instead).
  const [open, setOpen] = useState<{ top: number; right: number; maxHeight: number } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const toggle = (button: HTMLElement) => {
    const { bottom, right } = button.getBoundingClientRect();
    const top = bottom + 4;
    const maxHeight = Math.max(MIN_PANEL_HEIGHT, window.innerHeight - top - 8);
    setOpen(open ? null : { top, right: document.documentElement.clientWidth - right, maxHeight });
  };
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(null);
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', onKey);
    // Only a scroll that moves the button moves away from it (not the table's own, nor the checklist's).
    const scrolled = (event: Event) => {
      if (root.current && (event.target as Node).contains?.(root.current)) close();
    };
    document.addEventListener('scroll', scrolled, true);
    window.addEventListener('resize', close);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('scroll', scrolled, true);
      window.removeEventListener('resize', close);
    };
  }, [open]);
  const count = hidden.size;
  return (
    <div className={styles.root} ref={root}>
      <Button
        variant="ghost"
        size="xs"
        aria-expanded={open !== null}
        aria-haspopup="dialog"
        onClick={(event) => toggle(event.currentTarget)}
        data-testid={testId}
      >
        <LuColumns3 />
        {t('listColumns.button')}
        {count > 0 && (
          <span className={styles.count}>{intl.formatMessage({ id: 'listColumns.hidden' }, { count })}</span>
        )}
      </Button>
      {open && (
        <div
          className={styles.panel}
          style={open}
          role="dialog"
          aria-label={t('listColumns.title')}
          data-testid={`${testId}-panel`}
        >
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
