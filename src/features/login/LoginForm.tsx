// The sign-in form, presentational (stories render it in each state). Plain elements and a CSS module, no Chakra:
// the sign-in page is the first load, and Chakra comes with the shell's chunk (src/Root.tsx).
import { type FormEvent, type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { LuCircleAlert, LuLock, LuShieldCheck, LuUser, LuX } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LanguageMenu } from './LanguageMenu';
import styles from './login.module.css';

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
  /** Other ways to sign in, under the button (WeChat). */
  children?: ReactNode;
  /** Under the title: the platform (tenant) signed in to, and the way to change it. */
  tenant?: ReactNode;
  /** Said instead of the fields (the platform is switched off): nobody can sign in here now. */
  closed?: ReactNode;
}

type Field = 'userName' | 'password';

/** The two fields: each one's icon and its input's name (also its test id), type and autocomplete hint. */
const FIELDS: Record<Field, { icon: ReactNode; input: InputHTMLAttributes<HTMLInputElement> & { name: string } }> = {
  userName: { icon: <LuUser />, input: { name: 'username', autoComplete: 'username' } },
  password: { icon: <LuLock />, input: { name: 'password', type: 'password', autoComplete: 'current-password' } },
};

/**
 * A required field with an icon inside its input, and the message shown once the form was sent without it; its texts
 * are `login.<field>`, `login.<field>Required` and `login.<field>Placeholder`.
 */
function IconField(props: { field: Field; missing: boolean; value: string; onChange(value: string): void }) {
  const id = useId();
  const intl = useIntl();
  const t = (suffix = '') => intl.formatMessage({ id: `login.${props.field}${suffix}` });
  const { icon, input } = FIELDS[props.field];
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t()}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </label>
      <div className={styles.control}>
        <span className={styles.controlIcon}>{icon}</span>
        <input
          id={id}
          className={styles.input}
          required
          aria-invalid={props.missing}
          aria-describedby={props.missing ? `${id}-error` : undefined}
          data-testid={`login-${input.name}`}
          placeholder={t('Placeholder')}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          {...input}
        />
      </div>
      {props.missing && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {t('Required')}
        </p>
      )}
    </div>
  );
}

export function LoginForm({
  systemName,
  logo,
  submitting,
  error,
  onSubmit,
  onDismissError,
  children,
  tenant,
  closed,
}: LoginFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [values, setValues] = useState<Record<Field, string>>({ userName: '', password: '' });
  const [rememberMe, setRememberMe] = useState(false);
  const [touched, setTouched] = useState(false);
  const empty: Record<Field, boolean> = { userName: values.userName.trim() === '', password: values.password === '' };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A dialog opened from the card (the tenant switch) is a form of its own, whose submit React bubbles up to here.
    if (e.target !== e.currentTarget) return;
    setTouched(true);
    if (closed || empty.userName || empty.password || submitting) return;
    onSubmit({ userName: values.userName.trim(), password: values.password, rememberMe });
  };

  const fields = (
    <>
      {error && (
        <div className={styles.alert} role="alert" data-testid="login-error">
          <LuCircleAlert className={styles.alertIcon} aria-hidden="true" />
          <p className={styles.alertText}>{error}</p>
          <button
            type="button"
            className={styles.close}
            aria-label={t('common.close')}
            onClick={onDismissError}
            data-testid="login-error-close"
          >
            <LuX aria-hidden="true" />
          </button>
        </div>
      )}

      {(Object.keys(FIELDS) as Field[]).map((field) => (
        <IconField
          key={field}
          field={field}
          missing={touched && empty[field]}
          value={values[field]}
          onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
        />
      ))}

      <div className={styles.row}>
        <label className={styles.remember} data-testid="login-remember">
          <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
          {t('login.rememberMe')}
        </label>
        <Link className={styles.link} to="/forgotPassword" data-testid="login-forgot">
          {t('login.forgotPassword')}
        </Link>
      </div>

      <button type="submit" className={styles.submit} data-testid="login-submit" disabled={submitting}>
        {submitting && <span className={styles.busy} aria-hidden="true" />}
        {t(submitting ? 'login.submitting' : 'login.submit')}
      </button>
      {children}

      <div className={styles.footer}>
        <p>
          {t('login.noAccount')}{' '}
          <Link className={styles.link} to="/register" data-testid="login-register">
            {t('login.register')}
          </Link>
        </p>
        <Link className={styles.link} to="/reportVerify" data-testid="login-report-verify">
          <LuShieldCheck aria-hidden="true" />
          {t('login.reportVerify')}
        </Link>
      </div>
    </>
  );

  return (
    <main className={styles.page}>
      <div className={styles.toolbar}>
        <LanguageMenu />
      </div>
      <form className={styles.card} onSubmit={submit} noValidate aria-label={t('login.title')}>
        <div className={styles.header}>
          <img className={styles.logo} src={logo} alt="" height={56} />
          <h1 className={styles.systemName} data-testid="system-name">
            {systemName}
          </h1>
          <p className={styles.subtitle}>{t('login.title')}</p>
        </div>
        {tenant}
        {closed ?? fields}
      </form>
    </main>
  );
}
