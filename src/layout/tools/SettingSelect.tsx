// The shell's setting menus (language, size): one radio menu behind a tool button, confirmed by a toast.
import { Menu, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuALargeSmall, LuLanguages } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { SIZES, type UiSize, useSettings } from '../../app/settings';
import { toaster } from '../../components/ui/toaster';
import { isLanguage, LANGUAGES, loadMessages } from '../../i18n';
import { ToolButton } from './ToolButton';

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
  /** Applies the choice and answers the confirmation to show. */
  choose: (value: T) => string | Promise<string>;
}

function SettingSelect<T extends string>(props: SettingSelectProps<T>) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: props.labelId });
  return (
    <Menu.Root
      onSelect={({ value }) => {
        if (!props.isOption(value) || value === props.value) return;
        Promise.resolve(props.choose(value)).then((title) =>
          toaster.create({ type: 'success', title, duration: 2000 }),
        );
      }}
    >
      <Menu.Trigger asChild>
        <ToolButton aria-label={label} title={label} data-testid={`${props.name}-switch`}>
          {props.icon}
        </ToolButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup value={props.value}>
              {props.options.map((option) => (
                <Menu.RadioItem key={option} value={option} data-testid={`${props.name}-${option}`}>
                  {intl.formatMessage({ id: props.optionLabelId(option) })}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
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
        const catalogue = await loadMessages(code);
        setLanguage(code);
        return catalogue['navbar.languageSwitched'] as string;
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
