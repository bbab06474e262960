// 账号设置, from the user menu: change one's own password, interface language (stored for server messages too) and avatar.
import {
  Box,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Image,
  NativeSelect,
  Portal,
  Stack,
  Tabs,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type UserApi, useUserApi } from '../../api/user';
import { useSettings } from '../../app/settings';
import { fieldErrors, TextField } from '../../components/TextField';
import { toaster } from '../../components/ui/toaster';
import { useSession, useSessionActor } from '../../session/SessionProvider';
import { selectUser } from '../../session/selectors';
import { avatarUrl, DEFAULT_AVATAR } from '../../utils/avatar';
import { PasswordInput } from './PasswordInput';

const LANGUAGES = ['zh', 'en', 'es'] as const;
const MAX_AVATAR_BYTES = 512 * 1024;
const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

function PasswordTab({ api, userName }: { api: UserApi; userName: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const mismatch = confirmPassword !== '' && confirmPassword !== newPassword;
  const save = () => {
    if (mismatch) return;
    setSaving(true);
    api
      .changePassword({ currentPassword, newPassword })
      .then(() => {
        toaster.create({ type: 'success', title: t('account.password.done') });
        setCurrent('');
        setNew('');
        setConfirm('');
        setErrors({});
      })
      .catch((error: Error) => {
        const byField = fieldErrors(error);
        setErrors(Object.keys(byField).length ? byField : { currentPassword: error.message });
      })
      .finally(() => setSaving(false));
  };
  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        save();
      }}
    >
      <TextField
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        label={t('account.password.current')}
        value={currentPassword}
        onChange={setCurrent}
        error={errors.currentPassword}
        required
        maxLength={128}
      />
      <PasswordInput
        api={api}
        name="newPassword"
        label="account.password.new"
        value={newPassword}
        onChange={setNew}
        userName={userName}
        error={errors.newPassword}
      />
      <TextField
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t('account.password.confirm')}
        value={confirmPassword}
        onChange={setConfirm}
        error={mismatch ? t('account.password.mismatch') : null}
        required
        maxLength={128}
      />
      <Button
        type="submit"
        alignSelf="flex-end"
        loading={saving}
        disabled={!currentPassword || !newPassword || confirmPassword !== newPassword}
        data-testid="password-save"
      >
        {t('account.password.save')}
      </Button>
    </Stack>
  );
}

function LanguageTab({ api }: { api: UserApi }) {
  const intl = useIntl();
  const session = useSessionActor();
  const { language, setLanguage } = useSettings();
  const [saving, setSaving] = useState(false);
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {intl.formatMessage({ id: 'account.language.hint' })}
      </Text>
      <NativeSelect.Root size="sm" maxW="240px" disabled={saving}>
        <NativeSelect.Field
          aria-label={intl.formatMessage({ id: 'account.language.label' })}
          value={language}
          data-testid="account-language"
          onChange={(e) => {
            const next = e.target.value as (typeof LANGUAGES)[number];
            setSaving(true);
            api
              .changeLanguage(next)
              .then(() => {
                setLanguage(next);
                session.send({ type: 'USER_CHANGED' });
                toaster.create({ type: 'success', title: intl.formatMessage({ id: 'account.language.done' }) });
              })
              .catch(() => undefined)
              .finally(() => setSaving(false));
          }}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {intl.formatMessage({ id: `account.language.${code}` })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}

function AvatarTab({ api, current }: { api: UserApi; current: string | null | undefined }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const session = useSessionActor();
  const input = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) return setError(t('account.avatar.wrongType'));
    if (file.size > MAX_AVATAR_BYTES) return setError(t('account.avatar.tooLarge', { limit: MAX_AVATAR_BYTES / 1024 }));
    setError(null);
    setSaving(true);
    api
      .uploadAvatar(file)
      .then(({ avatar }) => {
        setShown(avatar);
        // The header's avatar comes from the session's user: reload it now rather than at the next sign-in.
        session.send({ type: 'USER_CHANGED' });
        toaster.create({ type: 'success', title: t('account.avatar.done') });
      })
      .catch((e: Error) => setError(e.message))
      .finally(() => setSaving(false));
  };
  return (
    <HStack gap="4" align="flex-start" wrap="wrap">
      <Image
        src={avatarUrl(shown)}
        alt=""
        boxSize="20"
        rounded="lg"
        objectFit="cover"
        bg="bg.muted"
        data-testid="account-avatar"
        onError={(e) => {
          if (!e.currentTarget.src.endsWith(DEFAULT_AVATAR)) e.currentTarget.src = DEFAULT_AVATAR;
        }}
      />
      <Stack gap="2" flex="1" minW="180px">
        <Text fontSize="sm" color="fg.muted">
          {t('account.avatar.hint', { limit: MAX_AVATAR_BYTES / 1024 })}
        </Text>
        <Box>
          <input
            ref={input}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            hidden
            data-testid="avatar-file"
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button size="sm" variant="outline" loading={saving} onClick={() => input.current?.click()}>
            {t('account.avatar.choose')}
          </Button>
        </Box>
        {error && (
          <Text fontSize="sm" color="fg.error" data-testid="avatar-error">
            {error}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}

export function AccountDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useUserApi();
  const user = useSession(selectUser);
  const fullScreen = useBreakpointValue({ base: true, md: false }) ?? false;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      size={fullScreen ? 'full' : 'md'}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="account-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('account.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {open && (
                <Tabs.Root defaultValue="password" variant="line" size="sm" lazyMount>
                  <Tabs.List mb="3">
                    <Tabs.Trigger value="password" data-testid="account-tab-password">
                      {t('account.tab.password')}
                    </Tabs.Trigger>
                    <Tabs.Trigger value="language" data-testid="account-tab-language">
                      {t('account.tab.language')}
                    </Tabs.Trigger>
                    <Tabs.Trigger value="avatar" data-testid="account-tab-avatar">
                      {t('account.tab.avatar')}
                    </Tabs.Trigger>
                  </Tabs.List>
                  <Tabs.Content value="password">
                    <PasswordTab api={api} userName={user?.userName ?? ''} />
                  </Tabs.Content>
                  <Tabs.Content value="language">
                    <LanguageTab api={api} />
                  </Tabs.Content>
                  <Tabs.Content value="avatar">
                    <AvatarTab api={api} current={user?.avatar} />
                  </Tabs.Content>
                </Tabs.Root>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
