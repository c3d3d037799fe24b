import { data, redirect, redirectDocument, type LoaderFunction } from 'react-router';
import type { StorefrontUseCases } from './use-cases.tsx';

/**
 * Every page goes through the core's openPage: route table, guards, then the page's data. Once a new build is
 * live, a navigation loads its page afresh instead (the running bundle is the old one); the page never reloads
 * by itself, so a form being filled in is never lost.
 */
export const pageLoader =
  (useCases: StorefrontUseCases): LoaderFunction =>
  async ({ request }) => {
    const url = new URL(request.url);
    if (useCases.platform.liveBuild.navigationKind() === 'document') throw redirectDocument(url.pathname + url.search);
    const outcome = await useCases.openPage(url.pathname, url.search);
    if (outcome.isErr()) throw data(outcome.error.message, { status: outcome.error.status });
    const opened = outcome.value;
    if (opened.kind === 'redirect') throw redirect(opened.to, opened.status);
    if (opened.kind === 'error') throw data(opened.message, { status: opened.status });
    return opened;
  };
