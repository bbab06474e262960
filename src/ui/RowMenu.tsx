// The actions of one list row. RowMenu puts them in a "…" menu so the table stays narrow (test ids `row-menu` and
// `row-<value>`); RowButtons shows a few as icon buttons (e.g. edit and delete) when there is room. Destructive
// actions are drawn in the error colour. useEditDeleteRows gives a list's rows edit and delete, the delete confirmed.
// The buttons are plain (src/ui), so a list drawn without Chakra has them too.
import type { ReactNode } from 'react';
import { LuEllipsis, LuPencil, LuTrash2 } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Th } from '../components/ListTable';
import { useConfirm } from '../components/useConfirm';
import { IconButton } from './Button';
import { deferredPopup } from './deferred';
import styles from './RowMenu.module.css';
import type { RowAction } from './RowMenuPopup';

export type { RowAction };

const RowMenuPopup = deferredPopup<{ items: RowAction[] }>(async () => (await import('./RowMenuPopup')).RowMenuPopup);

/** label: the row's name, read after "Actions for" by screen readers; testId of the button (`row-menu`). */
export function RowMenu({ label, items, testId = 'row-menu' }: { label: string; items: RowAction[]; testId?: string }) {
  const intl = useIntl();
  return (
    <RowMenuPopup
      items={items}
      trigger={
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={`${intl.formatMessage({ id: 'common.actionsFor' })} ${label}`}
          data-testid={testId}
          // A click on the menu stays with it: the row's own click opens the row.
          onClick={(e) => e.stopPropagation()}
        >
          <LuEllipsis />
        </IconButton>
      }
    />
  );
}

export interface RowButton {
  icon: ReactNode;
  /** Already translated; the button's accessible name, e.g. "Edit Project A". */
  label: string;
  onClick(): void;
  testId: string;
  danger?: boolean;
  disabled?: boolean;
}

/** A row's action buttons side by side at the end of its cell (or of its card's title row). */
export function RowActionGroup({ children }: { children: ReactNode }) {
  return <div className={styles.buttons}>{children}</div>;
}

export function RowButtons({ buttons }: { buttons: RowButton[] }) {
  return (
    <RowActionGroup>
      {buttons.map((b) => (
        <IconButton
          key={b.testId}
          size="xs"
          variant="ghost"
          palette={b.danger ? 'red' : undefined}
          aria-label={b.label}
          onClick={b.onClick}
          disabled={b.disabled}
          data-testid={b.testId}
        >
          {b.icon}
        </IconButton>
      ))}
    </RowActionGroup>
  );
}

/** A row's edit and delete buttons, `<testId>-edit` and `<testId>-delete`; labels already translated. */
export function EditDeleteButtons({
  testId,
  edit,
  remove,
}: {
  testId: string;
  edit: { label: string; onClick(): void };
  remove: { label: string; onClick(): void; disabled?: boolean };
}) {
  return (
    <RowButtons
      buttons={[
        { icon: <LuPencil />, label: edit.label, onClick: edit.onClick, testId: `${testId}-edit` },
        { icon: <LuTrash2 />, ...remove, testId: `${testId}-delete`, danger: true },
      ]}
    />
  );
}

/**
 * The edit and delete buttons of a list's rows (`<testId>-edit`, `<testId>-delete`), the delete confirmed first, and
 * the header of their table column. Texts under `prefix`: `.editNamed` and `.deleteNamed` on the buttons,
 * `.deleteTitle` and `.deleteConfirm` in the confirmation, each given `named(row)` (e.g. { name: row.name }); a row
 * that `removable` refuses gets a disabled delete named by `.cannotDeleteNamed`. Render `dialog` once.
 */
export function useEditDeleteRows<T>(
  prefix: string,
  testId: string,
  rows: {
    named(row: T): Record<string, string>;
    onEdit(row: T): void;
    remove(row: T): Promise<unknown>;
    removable?(row: T): boolean;
  },
) {
  const intl = useIntl();
  const t = (key: string, row: T) => intl.formatMessage({ id: `${prefix}.${key}` }, rows.named(row));
  const confirm = useConfirm();
  const buttons = (row: T) => (
    <EditDeleteButtons
      testId={testId}
      edit={{ label: t('editNamed', row), onClick: () => rows.onEdit(row) }}
      remove={{
        label: t(rows.removable?.(row) === false ? 'cannotDeleteNamed' : 'deleteNamed', row),
        disabled: rows.removable?.(row) === false,
        onClick: () =>
          confirm.askDelete({
            title: t('deleteTitle', row),
            message: t('deleteConfirm', row),
            run: () => rows.remove(row),
          }),
      }}
    />
  );
  return { buttons, header: <Th width="5rem" />, dialog: confirm.dialog };
}
