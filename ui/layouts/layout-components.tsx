import type { ComponentType, ReactNode } from 'react';
import type { Layout } from '../../core/domain/routing/layout.ts';
import { BlankLayout } from './blank-layout.tsx';
import { FullPageLayout } from './full-page-layout.tsx';
import { LightLayout } from './light-layout.tsx';
import { MasterAccountsLayout } from './master-accounts-layout.tsx';
import { MasterLayout } from './master-layout.tsx';

export const LAYOUT_COMPONENTS: { readonly [L in Layout]: ComponentType<{ children: ReactNode }> } = {
  master: MasterLayout,
  light: LightLayout,
  'full-page': FullPageLayout,
  blank: BlankLayout,
  'master-accounts': MasterAccountsLayout,
};
