// A one-line strip of items (tabs) centred across it, that scrolls sideways when they do not fit, with a rule under it.
import { Flex, type FlexProps } from '@chakra-ui/react';

export function ScrollStrip(props: FlexProps) {
  return (
    <Flex
      align="center"
      flexWrap="nowrap"
      maxW="full"
      overflowX="auto"
      overflowY="hidden"
      borderBottomWidth="1px"
      {...props}
    />
  );
}
