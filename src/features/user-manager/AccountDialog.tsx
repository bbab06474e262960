// 账号设置, from the user menu: change one's own password, interface language (stored for server messages too) and avatar.

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ChangePasswordBody } from '../../../contracts/user';
import { keepSession } from '../../api/account';
import { type UserApi, useUserApi } from '../../api/user';
import { useSettings } from '../../app/settings';
import { ImageUploadButton } from '../../components/ImageUploadButton';
import { useContractForm } from '../../components/useContractForm';
import { useSession, useSessionActor } from '../../session/SessionProvider';
import { selectUser } from '../../session/selectors';
import { Button } from '../../ui/Button';
import { HStack, Image, Stack, Text, useBreakpointValue } from '../../ui/chakra';
import { DialogFrame } from '../../ui/DialogFrame';
import { formFailure } from '../../ui/FormFields';
import { Select } from '../../ui/Select';
import { Tabs } from '../../ui/Tabs';
import { toaster } from '../../ui/toaster';
import { avatarUrl, DEFAULT_AVATAR } from '../../utils/avatar';
import { WechatBindingPanel } from '../wechat/WechatBindingPanel';
import { PasswordInput, SecretField } from './PasswordInput';

const LANGUAGES = ['zh', 'en', 'es'] as const;
const MAX_AVATAR_KB = 512;

/** Checked by ChangePasswordBody; the repeated password is the form's own rule. */
function PasswordTab({ api, userName }: { api: UserApi; userName: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useContractForm({
    schema: ChangePasswordBody,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    untrimmed: ['currentPassword', 'newPassword'],
    labels: {
      currentPassword: t('account.password.current'),
      newPassword: t('account.password.new'),
      confirmPassword: t('account.password.confirm'),
    },
    check: ({ newPassword, confirmPassword }) => ({
      confirmPassword: confirmPassword === newPassword ? undefined : t('account.password.mismatch'),
    }),
  });
  const failure = formFailure(form);
  const save = form.submit(async ({ currentPassword, newPassword }) => {
    keepSession(await api.changePassword({ currentPassword, newPassword }));
    toaster.create({ type: 'success', title: t('account.password.done') });
    form.reset();
  });
  return (
    <Stack asChild gap="3">
      <form onSubmit={save} noValidate>
        <SecretField form={form} name="currentPassword" />
        <PasswordInput api={api} form={form} name="newPassword" userName={userName} />
        <SecretField form={form} name="confirmPassword" autoComplete="new-password" />
        {failure && (
          <Text fontSize="sm" color="fg.error" data-testid="password-error">
            {failure}
          </Text>
        )}
        <Button
          size="md"
          type="submit"
          style={{ alignSelf: 'flex-end' }}
          loading={form.formState.isSubmitting}
          data-testid="password-save"
        >
          {t('account.password.save')}
        </Button>
      </form>
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
      <Select
        size="sm"
        style={{ maxWidth: '240px' }}
        disabled={saving}
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
      </Select>
    </Stack>
  );
}

function AvatarTab({ api, current }: { api: UserApi; current: string | null | undefined }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const session = useSessionActor();
  const [shown, setShown] = useState(current);
  const upload = (file: File) =>
    api.uploadAvatar(file).then(({ avatar }) => {
      setShown(avatar);
      // The header's avatar comes from the session's user: reload it now rather than at the next sign-in.
      session.send({ type: 'USER_CHANGED' });
      toaster.create({ type: 'success', title: t('account.avatar.done') });
    });
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
      <ImageUploadButton
        maxKb={MAX_AVATAR_KB}
        upload={upload}
        label={t('account.avatar.choose')}
        hint={t('account.avatar.hint', { limit: MAX_AVATAR_KB })}
        wrongType={t('account.avatar.wrongType')}
        tooLarge={t('account.avatar.tooLarge', { limit: MAX_AVATAR_KB })}
        inputTestId="avatar-file"
        errorTestId="avatar-error"
      />
    </HStack>
  );
}

/** The dialog's tabs: value (test id `account-tab-<value>`) and label. */
const ACCOUNT_TABS = [
  ['password', 'account.tab.password'],
  ['language', 'account.tab.language'],
  ['avatar', 'account.tab.avatar'],
  ['wechat', 'wechat.binding.tab'],
] as const;

type AccountTab = (typeof ACCOUNT_TABS)[number][0];

/** The dialog's tabs, on the password tab each time the dialog opens. */
function AccountTabs() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const api = useUserApi();
  const user = useSession(selectUser);
  const [tab, setTab] = useState<AccountTab>('password');
  return (
    <Tabs<AccountTab>
      tabs={ACCOUNT_TABS.map(([value, label]) => ({ value, label: t(label), testId: `account-tab-${value}` }))}
      value={tab}
      onChange={setTab}
      panel={(value) =>
        value === 'password' ? (
          <PasswordTab api={api} userName={user?.userName ?? ''} />
        ) : value === 'language' ? (
          <LanguageTab api={api} />
        ) : value === 'avatar' ? (
          <AvatarTab api={api} current={user?.avatar} />
        ) : (
          <WechatBindingPanel />
        )
      }
    />
  );
}

export function AccountDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const fullScreen = useBreakpointValue({ base: true, md: false }) ?? false;
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      testId="account-dialog"
      title={t('account.title')}
      size={fullScreen ? 'full' : 'md'}
      placement="center"
      closeButton
      footer={null}
    >
      {open && <AccountTabs />}
    </DialogFrame>
  );
}
