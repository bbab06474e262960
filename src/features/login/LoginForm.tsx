// The sign-in form, presentational (stories render it in each state).
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CloseButton,
  Field,
  Flex,
  Heading,
  HStack,
  Image,
  Input,
  type InputProps,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { LuLock, LuShieldCheck, LuUser } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { LangSelect } from '../../layout/tools/SettingSelect';

export interface LoginValues {
  userName: string;
  password: string;
  rememberMe: boolean;
}

export interface LoginFormProps {
  systemName: string;
  logo: string;
  submitting: boolean;
  /** Already-localized message to show, or null. */
  error: string | null;
  onSubmit(values: LoginValues): void;
  onDismissError(): void;
}

/** A required field with an icon inside its input, and the message shown once the form was sent without it. */
function IconField(props: {
  icon: ReactNode;
  label: string;
  missing: boolean;
  missingText: string;
  input: InputProps & { 'data-testid': string };
}) {
  return (
    <Field.Root required invalid={props.missing}>
      <Field.Label>{props.label}</Field.Label>
      <HStack w="full" gap="0" position="relative">
        <Box position="absolute" left="3" color="fg.muted" zIndex="1" pointerEvents="none">
          {props.icon}
        </Box>
        <Input ps="9" {...props.input} />
      </HStack>
      <Field.ErrorText>{props.missingText}</Field.ErrorText>
    </Field.Root>
  );
}

export function LoginForm({ systemName, logo, submitting, error, onSubmit, onDismissError }: LoginFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [touched, setTouched] = useState(false);
  const userMissing = touched && userName.trim() === '';
  const passwordMissing = touched && password === '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (userName.trim() === '' || password === '' || submitting) return;
    onSubmit({ userName: userName.trim(), password, rememberMe });
  };

  return (
    <Flex
      minH="100dvh"
      direction="column"
      align="center"
      justify="center"
      px="4"
      py="8"
      bgGradient="to-br"
      gradientFrom="brand.700"
      gradientTo="brand.400"
    >
      <Box position="absolute" top="3" right="3" bg="bg" rounded="md">
        <LangSelect />
      </Box>
      <Stack asChild w="full" maxW="420px" bg="bg" rounded="xl" boxShadow="xl" p={{ base: '6', md: '9' }} gap="5">
        <form onSubmit={submit} noValidate aria-label={t('login.title')}>
          <Stack align="center" gap="2" textAlign="center">
            <Image src={logo} alt="" h="14" w="auto" />
            <Heading size={{ base: 'md', md: 'lg' }} color="brand.fg" data-testid="system-name">
              {systemName}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t('login.title')}
            </Text>
          </Stack>

          {error && (
            <Alert.Root status="error" data-testid="login-error" size="sm">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{error}</Alert.Description>
              </Alert.Content>
              <CloseButton
                size="xs"
                alignSelf="flex-start"
                aria-label={t('common.close')}
                onClick={onDismissError}
                data-testid="login-error-close"
              />
            </Alert.Root>
          )}

          <IconField
            icon={<LuUser />}
            label={t('login.userName')}
            missing={userMissing}
            missingText={t('login.userNameRequired')}
            input={{
              'data-testid': 'login-username',
              name: 'username',
              autoComplete: 'username',
              value: userName,
              placeholder: t('login.userNamePlaceholder'),
              onChange: (e) => setUserName(e.target.value),
            }}
          />
          <IconField
            icon={<LuLock />}
            label={t('login.password')}
            missing={passwordMissing}
            missingText={t('login.passwordRequired')}
            input={{
              'data-testid': 'login-password',
              name: 'password',
              type: 'password',
              autoComplete: 'current-password',
              value: password,
              placeholder: t('login.passwordPlaceholder'),
              onChange: (e) => setPassword(e.target.value),
            }}
          />

          <HStack justify="space-between" wrap="wrap" gap="2">
            <Checkbox.Root
              data-testid="login-remember"
              checked={rememberMe}
              onCheckedChange={(e) => setRememberMe(!!e.checked)}
              size="sm"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('login.rememberMe')}</Checkbox.Label>
            </Checkbox.Root>
            <Link asChild fontSize="sm" color="brand.fg">
              <RouterLink to="/forgotPassword">{t('login.forgotPassword')}</RouterLink>
            </Link>
          </HStack>

          <Button
            type="submit"
            data-testid="login-submit"
            loading={submitting}
            loadingText={t('login.submitting')}
            w="full"
          >
            {t('login.submit')}
          </Button>

          <Text fontSize="sm" textAlign="center" color="fg.muted">
            {t('login.noAccount')}{' '}
            <Link asChild color="brand.fg">
              <RouterLink to="/register">{t('login.register')}</RouterLink>
            </Link>
          </Text>
          <Link asChild fontSize="sm" color="brand.fg" alignSelf="center" data-testid="login-report-verify">
            <RouterLink to="/reportVerify">
              <LuShieldCheck />
              {t('login.reportVerify')}
            </RouterLink>
          </Link>
        </form>
      </Stack>
    </Flex>
  );
}
