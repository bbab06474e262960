// The row menu of the user list: edit; for anyone but oneself reset the password and switch active; delete where the
// server allows it. Switching and deleting are confirmed first (render `dialog` once).
import { useIntl } from 'react-intl';
import type { UserApi, UserRow } from '../../api/user';
import { useConfirm } from '../../components/useConfirm';
import { type RowAction, RowMenu } from '../../ui/RowMenu';

export interface UserRowActions {
  api: UserApi;
  /** The signed-in user, who cannot reset or switch off their own account. */
  myId: string | undefined;
  onEdit(row: UserRow): void;
  onReset(row: UserRow): void;
  /** After a change went through. */
  onChanged(): void;
}

export function useUserRowMenu({ api, myId, onEdit, onReset, onChanged }: UserRowActions) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const confirm = useConfirm();

  const toggle = (row: UserRow) =>
    confirm.ask({
      title: t(row.isActive ? 'userManager.deactivateTitle' : 'userManager.activateTitle'),
      message: t(row.isActive ? 'userManager.deactivateMessage' : 'userManager.activateMessage', { name: row.name }),
      confirmLabel: t(row.isActive ? 'userManager.deactivate' : 'userManager.activate'),
      danger: row.isActive,
      run: () => api.changeActive(row.id, !row.isActive).then(onChanged),
    });
  const remove = (row: UserRow) =>
    confirm.askDelete({
      title: t('userManager.deleteTitle'),
      message: t('userManager.deleteMessage', { name: row.name, userName: row.userName }),
      run: () => api.remove(row.id).then(onChanged),
    });
  const actions = (row: UserRow): RowAction[] => {
    if (!row.isOption) return [];
    const items: RowAction[] = [{ value: 'edit', text: t('userManager.edit'), onSelect: () => onEdit(row) }];
    if (row.id !== myId) {
      items.push(
        { value: 'reset', text: t('userManager.reset.title'), onSelect: () => onReset(row) },
        row.isActive
          ? { value: 'deactivate', text: t('userManager.deactivate'), onSelect: () => toggle(row), danger: true }
          : { value: 'activate', text: t('userManager.activate'), onSelect: () => toggle(row) },
      );
    }
    if (row.isCanDeleteUser)
      items.push({ value: 'delete', text: t('userManager.delete'), onSelect: () => remove(row), danger: true });
    return items;
  };
  const menuOf = (row: UserRow) => {
    const items = actions(row);
    return items.length > 0 && <RowMenu label={row.userName} items={items} />;
  };
  return { menuOf, dialog: confirm.dialog };
}
