// Add or edit one user: user name and first password on creation only; roles only for the platform administrator.
import {
  Button,
  Checkbox,
  CheckboxGroup,
  CloseButton,
  Dialog,
  Fieldset,
  Portal,
  Stack,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { RoleOption, UserApi, UserRow } from '../../api/user';
import { fieldErrors, TextField } from '../unit-admin/TextField';
import { PasswordInput } from './PasswordInput';

export interface UserFormTarget {
  /** null: a new user. */
  user: UserRow | null;
}

interface Draft {
  userName: string;
  password: string;
  name: string;
  phoneNumber: string;
  emailAddress: string;
  description: string;
  roleNames: string[];
}

const draftOf = (user: UserRow | null): Draft => ({
  userName: user?.userName ?? '',
  password: '',
  name: user?.name ?? '',
  phoneNumber: user?.phoneNumber ?? '',
  emailAddress: user?.emailAddress ?? '',
  description: user?.description ?? '',
  roleNames: user?.roleNames ?? [],
});

export function UserFormDialog({
  api,
  target,
  unit,
  isAdmin,
  onClose,
  onSaved,
}: {
  api: UserApi;
  /** null: closed. */
  target: UserFormTarget | null;
  /** Where a new user goes (admin); a unit's main account always adds to its own unit. */
  unit: { unitId: string | null; unitType: number };
  isAdmin: boolean;
  onClose(): void;
  onSaved(user: UserRow): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const fullScreen = useBreakpointValue({ base: true, md: false }) ?? false;
  const [draft, setDraft] = useState<Draft>(draftOf(null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const creating = target?.user === null;

  useEffect(() => {
    if (!target) return;
    setDraft(draftOf(target.user));
    setErrors({});
  }, [target]);
  useEffect(() => {
    if (target && isAdmin && roles.length === 0) api.roles().then((r) => setRoles(r.items));
  }, [api, target, isAdmin, roles.length]);

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const fields = {
    name: draft.name,
    phoneNumber: draft.phoneNumber || null,
    emailAddress: draft.emailAddress || null,
    description: draft.description || null,
    roleNames: isAdmin && draft.roleNames.length ? draft.roleNames : undefined,
  };
  const save = () => {
    if (!target) return;
    setSaving(true);
    const call = target.user
      ? api.update(target.user.id, fields)
      : api.create({ ...fields, userName: draft.userName, password: draft.password, ...unit }, isAdmin);
    call
      .then((user) => {
        onSaved(user);
        onClose();
      })
      .catch((error) => setErrors(fieldErrors(error)))
      .finally(() => setSaving(false));
  };

  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(e) => !e.open && onClose()}
      size={fullScreen ? 'full' : 'md'}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="user-form">
            <Dialog.Header>
              <Dialog.Title>{t(creating ? 'userManager.add' : 'userManager.edit')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack
                as="form"
                gap="3"
                id="user-form"
                onSubmit={(e: React.FormEvent) => {
                  e.preventDefault();
                  save();
                }}
              >
                {creating && (
                  <TextField
                    name="userName"
                    label="userManager.field.userName"
                    value={draft.userName}
                    onChange={(userName) => set({ userName })}
                    errors={errors}
                    required
                    maxLength={64}
                    helper="userManager.field.userNameHint"
                  />
                )}
                <TextField
                  name="name"
                  label="userManager.field.name"
                  value={draft.name}
                  onChange={(name) => set({ name })}
                  errors={errors}
                  required
                  maxLength={64}
                />
                {creating && (
                  <PasswordInput
                    api={api}
                    name="password"
                    label="userManager.field.password"
                    value={draft.password}
                    onChange={(password) => set({ password })}
                    userName={draft.userName}
                    error={errors.password}
                  />
                )}
                <TextField
                  name="phoneNumber"
                  label="userManager.field.phoneNumber"
                  value={draft.phoneNumber}
                  onChange={(phoneNumber) => set({ phoneNumber })}
                  errors={errors}
                  maxLength={32}
                />
                <TextField
                  name="emailAddress"
                  label="userManager.field.emailAddress"
                  value={draft.emailAddress}
                  onChange={(emailAddress) => set({ emailAddress })}
                  errors={errors}
                  maxLength={256}
                />
                <TextField
                  name="description"
                  label="userManager.field.description"
                  value={draft.description}
                  onChange={(description) => set({ description })}
                  errors={errors}
                  multiline
                  maxLength={500}
                />
                {isAdmin && roles.length > 0 && (
                  <Fieldset.Root invalid={Boolean(errors.roleNames)}>
                    <Fieldset.Legend>{t('userManager.field.roles')}</Fieldset.Legend>
                    <CheckboxGroup value={draft.roleNames} onValueChange={(roleNames) => set({ roleNames })}>
                      <Stack direction="row" wrap="wrap" gap="4">
                        {roles.map((role) => (
                          <Checkbox.Root key={role.id} value={role.name} data-testid={`role-${role.name}`}>
                            <Checkbox.HiddenInput />
                            <Checkbox.Control />
                            <Checkbox.Label>{role.displayName}</Checkbox.Label>
                          </Checkbox.Root>
                        ))}
                      </Stack>
                    </CheckboxGroup>
                    <Fieldset.HelperText>{t('userManager.field.rolesHint')}</Fieldset.HelperText>
                    {errors.roleNames && <Fieldset.ErrorText>{errors.roleNames}</Fieldset.ErrorText>}
                  </Fieldset.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('userManager.cancel')}
              </Button>
              <Button type="submit" form="user-form" loading={saving} data-testid="user-save">
                {t('userManager.save')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
