// The page of a screen reached without signing in (account help, report verification): one card in the middle of
// the screen, headed by the platform's logo, its name and the screen's title.

import type { ReactNode } from 'react';
import { useBrandIdentity } from '../app/branding';
import { Heading, Image, Stack, type StackProps, Text } from '../ui/chakra';

export interface PublicCardProps extends Omit<StackProps, 'title'> {
  testId: string;
  /** Already translated. */
  title: string;
  /** A muted line under the title. */
  intro?: string;
  /** Space between the logo, the name and the title (default 1). */
  headGap?: StackProps['gap'];
  children: ReactNode;
}

export function PublicCard({ testId, title, intro, headGap = '1', children, ...card }: PublicCardProps) {
  const { logo, systemName } = useBrandIdentity();
  return (
    <Stack minH="100dvh" align="center" justify="center" px="4" bg="bg.subtle">
      <Stack
        data-testid={testId}
        w="full"
        maxW="480px"
        bg="bg"
        rounded="xl"
        boxShadow="md"
        p={{ base: '6', md: '9' }}
        gap="4"
        {...card}
      >
        <Stack align="center" gap={headGap} textAlign="center">
          <Image src={logo} alt="" h="12" w="auto" />
          <Text color="fg.muted" fontSize="sm">
            {systemName}
          </Text>
          <Heading size="lg">{title}</Heading>
          {intro && (
            <Text color="fg.muted" fontSize="sm">
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Stack>
  );
}
