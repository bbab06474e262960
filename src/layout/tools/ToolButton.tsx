import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';

/** Icon button of the top bar tools, all the same size. */
export const ToolButton = forwardRef<HTMLButtonElement, IconButtonProps>(function ToolButton(props, ref) {
  return <IconButton ref={ref} variant="ghost" size="sm" color="fg.muted" rounded="md" {...props} />;
});
