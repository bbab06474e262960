// The table of a list screen: it scrolls sideways on a narrow screen, its header row names the columns (plain names,
// with whatever header cells the screen puts before or after them) and each item is one row, its cells and its
// attributes (test id, data-*, what opens it) given by the screen, and at its end, when the screen gives them, the row's
// actions. Plain elements and a CSS module, not Chakra's Table: a list screen's first load carries no Chakra runtime.
// Every cell stays on one line (as in Chakra's Table.ScrollArea); Td and Th take a few props for what screens vary.
// When the table scrolls sideways its key column (`pinStart`: the first cell of each row, or the first two when a
// tick box comes first) and its actions stay in view, an edge shadow showing what scrolls under them.
import {
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
  useEffect,
  useRef,
} from 'react';
import styles from './ListTable.module.css';

/** What a cell may vary; lengths are CSS lengths ('12rem', '200px'). */
export interface CellLook {
  /** Aligned right (amounts, actions); the table's digits are all tabular. */
  end?: boolean;
  /** Medium weight (a row's name). */
  strong?: boolean;
  tone?: 'muted' | 'brand';
  mono?: boolean;
  width?: string;
  maxWidth?: string;
  /** Cut at `maxWidth` with an ellipsis; put the whole text in `title`. */
  truncate?: boolean;
}

function cellProps<P extends { className?: string; style?: CSSProperties }>(
  base: string | undefined,
  { end, strong, tone, mono, width, maxWidth, truncate, className, style, ...rest }: CellLook & P,
) {
  const classes = [base, end && styles.end, strong && styles.strong, tone && styles[tone], mono && styles.mono];
  return {
    className: [...classes, truncate && styles.truncate, className].filter(Boolean).join(' '),
    style: width || maxWidth ? { width, maxWidth, ...style } : style,
    ...rest,
  };
}

/** A body cell of a ListTable row. */
export function Td(props: CellLook & TdHTMLAttributes<HTMLTableCellElement>) {
  return <td {...cellProps(styles.cell, props)} />;
}

/** A header cell of a ListTable (lead, trail). */
export function Th(props: CellLook & ThHTMLAttributes<HTMLTableCellElement>) {
  return <th {...cellProps(styles.header, props)} />;
}

/** Header cells of plain column names (already translated); `end` names align right. */
export function ColumnHeaders({ names, end = [] }: { names: readonly string[]; end?: readonly string[] }) {
  return names.map((name) => (
    <Th key={name} end={end.includes(name)}>
      {name}
    </Th>
  ));
}

/** A row's attributes: a table row's props and data-* (e.g. the test id the tests find it by). */
export type ListRowProps = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: unknown };

export interface ListTableProps<T> {
  rows: readonly T[];
  /** Plain column names, already translated. */
  columns?: readonly string[];
  /** Those of `columns` that hold numbers (aligned right). */
  endColumns?: readonly string[];
  /** Header cells (Th) before and after the plain ones (a select-all box, sortable headers, an actions column). */
  lead?: ReactNode;
  trail?: ReactNode;
  testId?: string;
  /** Rows light up under the pointer (a row with an onClick also shows a hand). */
  interactive?: boolean;
  /** The header row stays in view. */
  stickyHeader?: boolean;
  /** A CSS length below which the table scrolls sideways instead of narrowing. */
  minWidth?: string;
  /** Each row's attributes. */
  rowProps?(row: T): ListRowProps;
  /** Each row's key; default its `id`. */
  rowKey?(row: T): string;
  /** One row's cells (Td). */
  children(row: T): ReactNode;
  /** A last column of each row's actions (buttons, a menu), at its right end under an empty header; it stays in view. */
  actions?(row: T): ReactNode;
  /** The cells at a row's start that stay in view: the key column, or a tick box column (2rem) and the key column. */
  pinStart?: 1 | 2;
}

/** Marks the scroll box `data-scrolled` when content is scrolled under the pinned start, `data-more` when under the end. */
function useScrollEdges() {
  const box = useRef<HTMLDivElement>(null);
  const update = () => {
    const el = box.current;
    if (!el) return;
    el.toggleAttribute('data-scrolled', el.scrollLeft > 0);
    el.toggleAttribute('data-more', el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
    // A table wider than its box is a tab stop, so the arrow keys can scroll it without a mouse.
    if (el.scrollWidth > el.clientWidth) el.setAttribute('tabindex', '0');
    else el.removeAttribute('tabindex');
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: `update` reads the box only
  useEffect(() => {
    update();
    if (typeof ResizeObserver === 'undefined' || !box.current) return;
    const observer = new ResizeObserver(update);
    observer.observe(box.current);
    const table = box.current.firstElementChild;
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, []);
  return { ref: box, onScroll: update };
}

export function ListTable<T>({
  rows,
  columns = [],
  endColumns,
  lead,
  trail,
  testId,
  interactive,
  stickyHeader,
  minWidth,
  rowProps,
  rowKey = (row) => (row as { id: string }).id,
  children,
  actions,
  pinStart,
}: ListTableProps<T>) {
  const classes = [
    styles.table,
    interactive && styles.interactive,
    stickyHeader && styles.sticky,
    pinStart && styles[`pin${pinStart}`],
    actions && styles.pinEnd,
  ];
  const edges = useScrollEdges();
  return (
    <div className={styles.scroll} {...edges}>
      <table
        className={classes.filter(Boolean).join(' ')}
        style={minWidth ? { minWidth } : undefined}
        data-testid={testId}
      >
        <thead>
          <tr>
            {lead}
            <ColumnHeaders names={columns} end={endColumns} />
            {trail}
            {actions && <Th />}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const attributes = rowProps?.(row);
            return (
              <tr key={rowKey(row)} className={attributes?.onClick ? styles.opens : undefined} {...attributes}>
                {children(row)}
                {actions && <Td end>{actions(row)}</Td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
