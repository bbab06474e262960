// A unit's addresses (sample delivery / visit points): list, add, edit, mark main, delete after a confirmation. The
// form (./AddressForm.tsx, drawn with Chakra) loads with Chakra's provider when an address is first added or edited.
// The rows are plain elements (no Chakra), so the plain unit centre can hold them.
import { lazy, useState } from 'react';
import { LuMapPin, LuPlus } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type UnitAddress, type UnitKind, useUnitApi } from '../../api/units';
import { useConfirm } from '../../components/useConfirm';
import { useRead } from '../../components/useRead';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ChakraScope } from '../../ui/chakra-scope';
import { LoadingSpinner } from '../../ui/LoadingSpinner';
import { EditDeleteButtons } from '../../ui/RowMenu';
import styles from './AddressEditor.module.css';
import type { AddressValues } from './AddressForm';

const AddressForm = lazy(async () => ({ default: (await import('./AddressForm')).AddressForm }));

export function AddressEditor({ kind, unitId }: { kind: UnitKind; unitId?: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useUnitApi();
  const read = useRead([`${kind}/GetAddressList`, unitId], () => api.listAddresses(kind, unitId));
  const addresses: UnitAddress[] | null = read.status === 'error' ? [] : read.data;
  const load = read.reload;
  /** The address in the form: a stored one, a new one, or none (the form is closed). */
  const [editing, setEditing] = useState<UnitAddress | 'new' | null>(null);
  const confirm = useConfirm();
  const edit = (address: UnitAddress | 'new') => setEditing(address);
  const save = async (values: AddressValues) => {
    await api.saveAddress(kind, editing && editing !== 'new' ? { ...values, id: editing.id } : { ...values, unitId });
    setEditing(null);
    await load();
  };

  return (
    <div className={styles.editor} data-testid="address-editor">
      {addresses?.length === 0 && !editing && <p className={styles.muted}>{t('unitAdmin.address.empty')}</p>}
      {addresses?.map((a) => (
        <Card key={a.id} data-testid="address-row">
          <div className={styles.row}>
            <div className={styles.text}>
              <div className={styles.line}>
                <LuMapPin />
                <p className={styles.name}>{a.addressText}</p>
                {a.isMain && <Badge palette="green">{t('unitAdmin.address.main')}</Badge>}
                {a.tagTitle && <Badge variant="outline">{a.tagTitle}</Badge>}
              </div>
              {a.addressDetail && <p className={styles.muted}>{a.addressDetail}</p>}
              {(a.person || a.personPhone) && (
                <p className={styles.muted}>{[a.person, a.personPhone].filter(Boolean).join(' · ')}</p>
              )}
            </div>
            <EditDeleteButtons
              testId="address"
              edit={{ label: t('unitAdmin.edit'), onClick: () => edit(a) }}
              remove={{
                label: t('unitAdmin.delete'),
                onClick: () =>
                  confirm.askDelete({
                    title: t('unitAdmin.address.deleteTitle'),
                    message: a.addressText,
                    run: () => api.deleteAddress(kind, a.id).then(load),
                  }),
              }}
            />
          </div>
        </Card>
      ))}
      {editing ? (
        <ChakraScope fallback={<LoadingSpinner testId="address-form-loading" />}>
          <AddressForm
            key={editing === 'new' ? 'new' : editing.id}
            address={editing}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        </ChakraScope>
      ) : (
        <Button variant="outline" className={styles.add} onClick={() => edit('new')} data-testid="address-add">
          <LuPlus />
          {t('unitAdmin.address.add')}
        </Button>
      )}
      {confirm.dialog}
    </div>
  );
}
