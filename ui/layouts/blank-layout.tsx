import type { ReactNode } from 'react';

/** No chrome at all: the product constructor draws its own. */
export const BlankLayout = ({ children }: { children: ReactNode }) => <main id="main">{children}</main>;
