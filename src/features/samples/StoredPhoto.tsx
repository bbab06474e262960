// A binding photo as stored: downloaded with the session's token (the file address needs it) and shown from memory.
import { useEffect, useState } from 'react';
import { useFileApi } from '../../api/files';
import styles from './Samples.module.css';

export function StoredPhoto({ fileId, alt }: { fileId: string; alt: string }) {
  const files = useFileApi();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let alive = true;
    files
      .download(fileId, { quiet: true })
      .then((blob) => {
        if (!alive) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [files, fileId]);
  return <div className={styles.photo}>{url && <img src={url} alt={alt} data-testid="stored-photo" />}</div>;
}
