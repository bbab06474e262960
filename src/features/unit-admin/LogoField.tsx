// A unit's logo: the current image and a button to upload a new one (PNG, JPEG, GIF or WebP, at most 512 KB;
// the server checks again). The logo is served from the API host.
import { Box, HStack, Image, Text } from '@chakra-ui/react';
import { LuImageUp } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type UnitKind, useUnitApi } from '../../api/units';
import { ImageUploadButton } from '../../components/ImageUploadButton';
import { toaster } from '../../components/ui/toaster';
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
    <HStack gap="4" align="center" data-testid="logo-field">
      <Box
        boxSize="20"
        borderWidth="1px"
        borderRadius="md"
        display="flex"
        alignItems="center"
        justifyContent="center"
        overflow="hidden"
        bg="bg.subtle"
        flexShrink={0}
      >
        {logoPath ? (
          <Image
            src={logoSrc(logoPath)}
            alt={t('unitAdmin.logo.alt')}
            maxH="full"
            maxW="full"
            data-testid="logo-image"
          />
        ) : (
          <Text fontSize="xs" color="fg.muted" textAlign="center">
            {t('unitAdmin.logo.none')}
          </Text>
        )}
      </Box>
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
    </HStack>
  );
}
