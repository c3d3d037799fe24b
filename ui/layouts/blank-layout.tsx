import type { ReactNode } from 'react';

/** No chrome at all: the product constructor draws its own header and main area. */
export const BlankLayout = ({ children }: { children: ReactNode }) => <>{children}</>;
