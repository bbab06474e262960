// A unit's logo: the current image and a button to upload a new one (PNG, JPEG, GIF or WebP, at most 512 KB;
// the server checks again). The logo is served from the API host.
import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LuImageUp } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { type UnitKind, useUnitApi } from '../../api/units';
import { resolveApiBase } from '../../app/storage';
import { toaster } from '../../components/ui/toaster';

export const MAX_LOGO_KB = 512;
const ACCEPTED = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Where the browser loads a stored logo from: the API host plus the unit's logoPath. */
export const logoSrc = (logoPath: string) =>
  /^https?:\/\//.test(logoPath) ? logoPath : `${resolveApiBase()}${logoPath}`;

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
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return setProblem(t('unitAdmin.logo.wrongType'));
    if (file.size > MAX_LOGO_KB * 1024) return setProblem(t('unitAdmin.logo.tooLarge', { limit: MAX_LOGO_KB }));
    setProblem(null);
    setBusy(true);
    api
      .uploadLogo(kind, file, unitId)
      .then(({ logoPath: path }) => {
        onUploaded(path);
        toaster.create({ type: 'success', title: t('unitAdmin.logo.uploaded'), duration: 3000 });
      })
      .catch(() => undefined)
      .finally(() => {
        setBusy(false);
        if (input.current) input.current.value = '';
      });
  };

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
      <Stack gap="1">
        <input
          ref={input}
          type="file"
          accept={ACCEPTED.join(',')}
          hidden
          data-testid="logo-input"
          onChange={(e) => upload(e.target.files?.[0])}
        />
        <Button size="sm" variant="outline" loading={busy} onClick={() => input.current?.click()}>
          <LuImageUp />
          {t('unitAdmin.logo.upload')}
        </Button>
        <Text fontSize="xs" color={problem ? 'fg.error' : 'fg.muted'} role={problem ? 'alert' : undefined}>
          {problem ?? t('unitAdmin.logo.hint', { limit: MAX_LOGO_KB })}
        </Text>
      </Stack>
    </HStack>
  );
}
