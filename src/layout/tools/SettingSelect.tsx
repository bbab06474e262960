// The shell's setting menus (language, size): one radio menu behind a tool button, confirmed by a toast. The menu
// itself (./SettingMenu.tsx) loads on first use, so the sign-in page's language button costs a button.
import type { ReactNode } from 'react';
import { LuALargeSmall, LuLanguages } from 'react-icons/lu';
import { createIntl, useIntl } from 'react-intl';
import { SIZES, type UiSize, useSettings } from '../../app/settings';
import { intlLocale, LANGUAGES, type Language, loadCatalogue } from '../../i18n';
import { deferredPopup } from '../../ui/deferred';
import { toaster } from '../../ui/toaster';
import type { SettingMenuProps } from './SettingMenu';
import { ToolButton } from './ToolButton';

const SettingMenu = deferredPopup<SettingMenuProps>(async () => (await import('./SettingMenu')).SettingMenu);

/**
 * What a setting menu is: its name (test ids `<name>-switch` and `<name>-<value>`, option labels `<name>.<value>`), its
 * button's icon and label, and the values it offers.
 */
interface SettingDefinition<T extends string> {
  name: string;
  icon: ReactNode;
  labelId: string;
  options: readonly T[];
}

const LANGUAGE_MENU: SettingDefinition<Language> = {
  name: 'lang',
  icon: <LuLanguages />,
  labelId: 'navbar.language',
  options: LANGUAGES,
};
const SIZE_MENU: SettingDefinition<UiSize> = {
  name: 'size',
  icon: <LuALargeSmall />,
  labelId: 'navbar.size',
  options: SIZES,
};

function SettingSelect<T extends string>({
  menu,
  value,
  choose,
}: {
  menu: SettingDefinition<T>;
  value: T;
  /** Applies the choice and answers the confirmation to show. */
  choose: (value: T) => string | Promise<string>;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: menu.labelId });
  const isOption = (option: string): option is T => (menu.options as readonly string[]).includes(option);
  return (
    <SettingMenu
      name={menu.name}
      options={menu.options.map((option) => ({
        value: option,
        label: intl.formatMessage({ id: `${menu.name}.${option}` }),
      }))}
      value={value}
      onSelect={(option) => {
        if (!isOption(option) || option === value) return;
        Promise.resolve(choose(option)).then((title) => toaster.create({ type: 'success', title, duration: 2000 }));
      }}
      trigger={
        <ToolButton aria-label={label} title={label} data-testid={`${menu.name}-switch`}>
          {menu.icon}
        </ToolButton>
      }
    />
  );
}

export function LangSelect() {
  const { language, setLanguage } = useSettings();
  return (
    <SettingSelect
      menu={LANGUAGE_MENU}
      value={language}
      choose={async (code) => {
        // Load the catalogue first, so the switch draws at once; the confirmation is in the new language.
        const messages = await loadCatalogue(code);
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
      menu={SIZE_MENU}
      value={size}
      choose={(s) => {
        setSize(s);
        return intl.formatMessage({ id: 'navbar.sizeSwitched' });
      }}
    />
  );
}
