// The search box and select filters above a unit list; text is applied on Enter or when the box loses focus.
import { Box, Flex, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useIntl } from 'react-intl';

export function SearchBox({
  value,
  onSearch,
  placeholder,
  testId,
}: {
  value: string;
  onSearch(text: string): void;
  /** Locale key. */
  placeholder: string;
  testId: string;
}) {
  const intl = useIntl();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const label = intl.formatMessage({ id: placeholder });
  return (
    <Box
      as="form"
      flex="1 1 220px"
      minW="0"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <InputGroup startElement={<LuSearch />}>
        <Input
          size="sm"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => text.trim() !== value && onSearch(text.trim())}
          placeholder={label}
          aria-label={label}
          data-testid={testId}
        />
      </InputGroup>
    </Box>
  );
}

export function SelectFilter({
  value,
  onChange,
  label,
  options,
  testId,
}: {
  value: string;
  onChange(value: string): void;
  /** Locale key. */
  label: string;
  /** [value, already translated text]. */
  options: readonly (readonly [string, string])[];
  testId: string;
}) {
  const intl = useIntl();
  return (
    <NativeSelect.Root size="sm" w={{ base: 'calc(50% - 4px)', md: '170px' }}>
      <NativeSelect.Field
        aria-label={intl.formatMessage({ id: label })}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Flex gap="2" wrap="wrap" align="center">
      {children}
    </Flex>
  );
}
