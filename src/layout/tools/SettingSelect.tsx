// The shell's setting menus (language, size): one radio menu behind a tool button, confirmed by a toast. The menu
// itself (./SettingMenu.tsx) loads on first use, so the sign-in page's language button costs a button.
import type { ReactNode } from 'react';
import { LuALargeSmall, LuLanguages } from 'react-icons/lu';
import { createIntl, useIntl } from 'react-intl';
import { SIZES, type UiSize, useSettings } from '../../app/settings';
import { deferredPopup } from '../../components/ui/deferred';
import { toaster } from '../../components/ui/toaster';
import { catalogueScope, intlLocale, isLanguage, LANGUAGES, loadCatalogue } from '../../i18n';
import type { SettingMenuProps } from './SettingMenu';
import { ToolButton } from './ToolButton';

const SettingMenu = deferredPopup<SettingMenuProps>(async () => (await import('./SettingMenu')).SettingMenu);

interface SettingSelectProps<T extends string> {
  /** data-testid prefix: the button is `<name>-switch`, each option `<name>-<value>`. */
  name: string;
  icon: ReactNode;
  labelId: string;
  options: readonly T[];
  optionLabelId: (value: T) => string;
  value: T;
  isOption: (value: string) => value is T;
  /** Applies the choice and answers the confirmation to show. */
  choose: (value: T) => string | Promise<string>;
}

function SettingSelect<T extends string>(props: SettingSelectProps<T>) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: props.labelId });
  return (
    <SettingMenu
      name={props.name}
      options={props.options.map((value) => ({ value, label: intl.formatMessage({ id: props.optionLabelId(value) }) }))}
      value={props.value}
      onSelect={(value) => {
        if (!props.isOption(value) || value === props.value) return;
        Promise.resolve(props.choose(value)).then((title) =>
          toaster.create({ type: 'success', title, duration: 2000 }),
        );
      }}
      trigger={
        <ToolButton aria-label={label} title={label} data-testid={`${props.name}-switch`}>
          {props.icon}
        </ToolButton>
      }
    />
  );
}

const isSize = (value: string): value is UiSize => (SIZES as readonly string[]).includes(value);

export function LangSelect() {
  const { language, setLanguage } = useSettings();
  return (
    <SettingSelect
      name="lang"
      icon={<LuLanguages />}
      labelId="navbar.language"
      options={LANGUAGES}
      optionLabelId={(code) => `lang.${code}`}
      value={language}
      isOption={isLanguage}
      choose={async (code) => {
        // Load the catalogue first, so the switch draws at once; the confirmation is in the new language.
        const messages = await loadCatalogue(code, catalogueScope());
        setLanguage(code);
        return createIntl({ locale: intlLocale[code], messages }).formatMessage({ id: 'navbar.languageSwitched' });
      }}
    />
  );
}

export function SizeSelect() {
  const intl = useIntl();
  const { size, setSize } = useSettings();
  return (
    <SettingSelect
      name="size"
      icon={<LuALargeSmall />}
      labelId="navbar.size"
      options={SIZES}
      optionLabelId={(s) => `size.${s}`}
      value={size}
      isOption={isSize}
      choose={(s) => {
        setSize(s);
        return intl.formatMessage({ id: 'navbar.sizeSwitched' });
      }}
    />
  );
}
