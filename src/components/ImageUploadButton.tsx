// A button that uploads one image (PNG, JPEG, GIF or WebP, up to a size; the server checks again): another type or a
// larger file is refused before sending. Under it, the hint, or why the last choice was refused. A failed upload is
// the shell's to tell (its toast). Plain elements (no Chakra).
import { type ReactNode, useRef, useState } from 'react';
import { Button } from '../ui/Button';
import styles from './ImageUploadButton.module.css';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export interface ImageUploadButtonProps {
  maxKb: number;
  upload(file: File): Promise<unknown>;
  /** Already translated: the button, the hint, and the two refusals. */
  label: ReactNode;
  hint: string;
  wrongType: string;
  tooLarge: string;
  inputTestId: string;
  /** On the refusal. */
  errorTestId?: string;
}

export function ImageUploadButton({
  maxKb,
  upload,
  label,
  hint,
  wrongType,
  tooLarge,
  inputTestId,
  errorTestId,
}: ImageUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return setProblem(wrongType);
    if (file.size > maxKb * 1024) return setProblem(tooLarge);
    setProblem(null);
    setBusy(true);
    upload(file)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <div className={styles.root}>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        data-testid={inputTestId}
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button variant="outline" loading={busy} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <p
        className={problem ? styles.problem : styles.hint}
        role={problem ? 'alert' : undefined}
        data-testid={problem ? errorTestId : undefined}
      >
        {problem ?? hint}
      </p>
    </div>
  );
}
