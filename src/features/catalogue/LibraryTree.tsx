// The system library's sample tree, as its admin page and a lab's "copy from the library" show it.

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { CatalogueEditApi } from '../../api/catalogue';
import { type Read, useRead } from '../../components/useRead';
import { Skeleton } from '../../ui/Skeleton';
import { CatalogueTree, type CatalogueTreeProps } from './CatalogueTree';

type LibraryNodes = CatalogueTreeProps['nodes'];

/** The library's tree, read while `enabled` (default true). */
export function useLibraryTree(api: CatalogueEditApi, enabled = true) {
  return useRead(['SysTestSample/GetSysTestSampleTree'], (signal) => api.getLibraryTree({ signal }), { enabled });
}

/** `library-tree`, named as the library; a placeholder while it loads and, when given, `empty` while it has no sample. */
export function LibraryTree({
  read,
  empty,
  ...tree
}: {
  read: Read<LibraryNodes>;
  empty?: ReactNode;
} & Pick<CatalogueTreeProps, 'selectedId' | 'onSelect'>) {
  const intl = useIntl();
  if (!read.data) return <Skeleton height="6rem" />;
  if (read.data.length === 0 && empty) return empty;
  return (
    <CatalogueTree
      nodes={read.data}
      label={intl.formatMessage({ id: 'menu.sysTestSampleManager' })}
      testId="library-tree"
      {...tree}
    />
  );
}
