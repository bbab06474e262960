// The lab and project steps' search boxes: what is typed is searched once typing pauses.

import { useEffect, useState } from 'react';
import { Input, type InputProps } from '../../../ui/chakra';

/** `value`, once it has stayed the same for `ms`. */
export function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** A search box whose placeholder is also its accessible name. */
export function SearchInput({
  label,
  onSearch,
  ...input
}: Omit<InputProps, 'onChange' | 'placeholder'> & { label: string; onSearch(text: string): void }) {
  return <Input {...input} onChange={(e) => onSearch(e.target.value)} placeholder={label} aria-label={label} />;
}
