// A native select with its chevron, without Chakra's runtime: the app's only select. The root takes the width
// (className/style).
import type { CSSProperties, Ref, SelectHTMLAttributes } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import styles from './Select.module.css';

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'className' | 'style'> {
  /** Default `sm`; `md` is Chakra's default (a form's field). */
  size?: 'xs' | 'sm' | 'md';
  /** On the root (its width). */
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({ size = 'sm', className, style, children, ...field }: SelectProps) {
  return (
    <span className={[styles.root, size !== 'sm' && styles[size], className].filter(Boolean).join(' ')} style={style}>
      <select className={styles.field} {...field}>
        {children}
      </select>
      <span className={styles.indicator} aria-hidden>
        <LuChevronDown />
      </span>
    </span>
  );
}
