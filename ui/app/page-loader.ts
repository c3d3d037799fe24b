import { data, redirect, type LoaderFunction } from 'react-router';
import type { StorefrontUseCases } from './use-cases.tsx';

/** Every page goes through the core's openPage: route table, guards, then the page's data. */
export const pageLoader =
  (useCases: StorefrontUseCases): LoaderFunction =>
  async ({ request }) => {
    const url = new URL(request.url);
    const outcome = await useCases.openPage(url.pathname, url.search);
    if (outcome.isErr()) throw data(outcome.error.message, { status: outcome.error.status });
    const opened = outcome.value;
    if (opened.kind === 'redirect') throw redirect(opened.to, opened.status);
    if (opened.kind === 'error') throw data(opened.message, { status: opened.status });
    return opened;
  };
