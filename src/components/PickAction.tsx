// A labelled choice and the button that acts on it (move a sample under the chosen one, add the chosen
// qualification): the choice is not a field of a form, it only waits for the button.

import type { ReactNode } from 'react';
import { Field, Flex } from '../ui/chakra';
import { Choices } from '../ui/FormChoices';
import { Select } from '../ui/Select';

export interface PickActionProps {
  /** Already translated. */
  label: string;
  /** Already translated: the empty choice. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange(value: string): void;
  /** The button. */
  action: ReactNode;
  testId: string;
}

export function PickAction({ label, placeholder, options, value, onChange, action, testId }: PickActionProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Flex gap="2" w="full" wrap="wrap">
        <Select
          size="sm"
          style={{ flex: '1 1 220px' }}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid={testId}
        >
          <Choices placeholder={placeholder} options={options} />
        </Select>
        {action}
      </Flex>
    </Field.Root>
  );
}
