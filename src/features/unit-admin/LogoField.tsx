// A unit's logo: the current image and a button to upload a new one (PNG, JPEG, GIF or WebP, at most 512 KB;
// the server checks again). The logo is served from the API host. Plain elements (no Chakra).
import { LuImageUp } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type UnitKind, useUnitApi } from '../../api/units';
import { ImageUploadButton } from '../../components/ImageUploadButton';
import { toaster } from '../../ui/toaster';
import styles from './LogoField.module.css';
import { logoSrc } from './logoSrc';

export const MAX_LOGO_KB = 512;

export function LogoField({
  kind,
  unitId,
  logoPath,
  onUploaded,
}: {
  kind: UnitKind;
  /** Omitted: the caller's own unit. */
  unitId?: string;
  logoPath: string | null;
  onUploaded(logoPath: string): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const api = useUnitApi();
  const upload = (file: File) =>
    api.uploadLogo(kind, file, unitId).then(({ logoPath: path }) => {
      onUploaded(path);
      toaster.create({ type: 'success', title: t('unitAdmin.logo.uploaded'), duration: 3000 });
    });

  return (
    <div className={styles.field} data-testid="logo-field">
      <div className={styles.frame}>
        {logoPath ? (
          <img
            className={styles.image}
            src={logoSrc(logoPath)}
            alt={t('unitAdmin.logo.alt')}
            data-testid="logo-image"
          />
        ) : (
          <p className={styles.none}>{t('unitAdmin.logo.none')}</p>
        )}
      </div>
      <ImageUploadButton
        maxKb={MAX_LOGO_KB}
        upload={upload}
        label={
          <>
            <LuImageUp />
            {t('unitAdmin.logo.upload')}
          </>
        }
        hint={t('unitAdmin.logo.hint', { limit: MAX_LOGO_KB })}
        wrongType={t('unitAdmin.logo.wrongType')}
        tooLarge={t('unitAdmin.logo.tooLarge', { limit: MAX_LOGO_KB })}
        inputTestId="logo-input"
      />
    </div>
  );
}
