import type { ComponentType, ReactNode } from 'react';
import type { PageView } from '../../core/storefront/navigation/page-outcome.ts';
import type { Layout } from '../../core/domain/routing/layout.ts';
import { BlankLayout } from './blank-layout.tsx';
import { FullPageLayout } from './full-page-layout.tsx';
import { LightLayout } from './light-layout.tsx';
import { MasterAccountsLayout } from './master-accounts-layout.tsx';
import { MasterLayout } from './master-layout.tsx';

/** Every layout gets the page it frames; the accounts layout reads its navigation from it. */
type LayoutProps = { children: ReactNode; page?: PageView | undefined };

export const LAYOUT_COMPONENTS: { readonly [L in Layout]: ComponentType<LayoutProps> } = {
  master: MasterLayout,
  light: LightLayout,
  'full-page': FullPageLayout,
  blank: BlankLayout,
  'master-accounts': MasterAccountsLayout,
};
