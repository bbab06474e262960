// Tabs with panels, drawn without Chakra (plain elements and a CSS module, the look of Chakra's "line" tabs): Chakra's
// Tabs bring zag's tabs and presence machines (about 8-17 KB gzip with what they share) to a page's first load.
// The WAI-ARIA tabs pattern: role tablist/tab/tabpanel, each tab naming its panel (aria-controls) and each panel its
// tab, one tab stop (the chosen tab), the arrow keys move to the previous or next tab (round the ends) and Home/End to
// the first or last, choosing it as it is focused. A panel is drawn when its tab is first chosen and then kept (hidden
// while another is chosen), as Chakra's `lazyMount` did, so a form keeps what was typed across a switch.
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './Tabs.module.css';

export interface TabItem<T extends string> {
  value: T;
  /** Translated. */
  label: ReactNode;
  testId?: string;
  /** Shown but not chosen (nor reached by the arrow keys). */
  disabled?: boolean;
}

export interface TabsProps<T extends string> {
  tabs: readonly TabItem<T>[];
  value: T;
  onChange(value: T): void;
  /** A tab's panel. */
  panel(value: T): ReactNode;
  testId?: string;
  className?: string;
  listClassName?: string;
  /** Each panel's own class, after the shared one (its padding). */
  panelClassName?(value: T): string | undefined;
}

const KEYS: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  panel,
  testId,
  className,
  listClassName,
  panelClassName,
}: TabsProps<T>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<ReadonlySet<T>>(() => new Set([value]));
  if (!shown.has(value)) setShown(new Set([...shown, value]));
  const tabId = (tab: T) => `${id}-tab-${tab}`;
  const panelId = (tab: T) => `${id}-panel-${tab}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const open = tabs.filter((tab) => !tab.disabled);
    const at = open.findIndex((tab) => tab.value === value);
    const next = open[move(at, open.length)];
    if (!next) return;
    onChange(next.value);
    list.current?.ownerDocument.getElementById(tabId(next.value))?.focus();
  };

  return (
    <div className={className} data-testid={testId}>
      <div
        ref={list}
        role="tablist"
        aria-orientation="horizontal"
        className={listClassName ? `${styles.list} ${listClassName}` : styles.list}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              id={tabId(tab.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId(tab.value)}
              tabIndex={selected ? 0 : -1}
              data-selected={selected ? '' : undefined}
              data-testid={tab.testId}
              disabled={tab.disabled}
              className={styles.tab}
              onClick={() => onChange(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        if (!shown.has(tab.value)) return null;
        const own = panelClassName?.(tab.value);
        return (
          <div
            key={tab.value}
            id={panelId(tab.value)}
            role="tabpanel"
            aria-labelledby={tabId(tab.value)}
            hidden={tab.value !== value}
            className={own ? `${styles.panel} ${own}` : styles.panel}
          >
            {panel(tab.value)}
          </div>
        );
      })}
    </div>
  );
}
