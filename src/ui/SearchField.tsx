// A search input with the magnifier inside it, drawn with plain elements: the consignor's keyword filter (md) and the
// lab catalogue's sample search (sm, Chakra's small input in an InputGroup).
import type { InputHTMLAttributes } from 'react';
import { LuSearch } from 'react-icons/lu';
import styles from './SearchField.module.css';

export interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The icon's room: `md` for a 2.5rem input, `sm` for a 2.25rem one. */
  size: 'sm' | 'md';
  /** The input's class (its box and its start padding, which leaves the icon its room). */
  inputClassName?: string;
}

export function SearchField({ size, className, inputClassName, ...input }: SearchFieldProps) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <span className={`${styles.icon} ${styles[size]}`} aria-hidden>
        <LuSearch />
      </span>
      <input className={inputClassName} {...input} />
    </div>
  );
}
