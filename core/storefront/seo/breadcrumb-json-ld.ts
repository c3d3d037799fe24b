/** One step of a breadcrumb as the page shows it: its label, and the absolute URL of its page. */
export type BreadcrumbStep = { readonly name: string; readonly url: string };

/** schema.org BreadcrumbList of the breadcrumb a page shows, its own page last, positions counted from 1. */
export const breadcrumbListJsonLd = (steps: readonly BreadcrumbStep[]) => ({
  '@context': 'https://schema.org' as const,
  '@type': 'BreadcrumbList' as const,
  itemListElement: steps.map((step, index) => ({
    '@type': 'ListItem' as const,
    position: index + 1,
    name: step.name,
    item: step.url,
  })),
});
