// What a page or a record shows while it is read for the first time: a spinner in the middle of its place.
import { Center, Spinner } from '@chakra-ui/react';

export function LoadingSpinner({ testId }: { testId: string }) {
  return (
    <Center py="16" data-testid={testId}>
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}
