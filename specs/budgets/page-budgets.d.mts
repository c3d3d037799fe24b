export type PageBudget = {
  readonly page: string;
  readonly source: string;
  /** Chunks the page loads at once without interaction (the constructor's canvas). */
  readonly also?: readonly string[];
  readonly maxGzipBytes: number;
};
export type ManifestChunk = { readonly file: string; readonly isEntry?: boolean; readonly imports?: readonly string[] };
export type Manifest = Readonly<Record<string, ManifestChunk>>;
export type BudgetResult = PageBudget & {
  readonly files: readonly { readonly file: string; readonly gzipBytes: number }[];
  readonly gzipBytes: number;
  readonly within: boolean;
  readonly missing: boolean;
};

export const STOREFRONT_FIRST_LOAD_BYTES: number;
export const PAGE_BUDGETS: readonly PageBudget[];
export const APP_START_SOURCE: string;
export function firstLoadFiles(manifest: Manifest, pageSource: string, also?: readonly string[]): string[];
export function checkPageBudgets(
  manifest: Manifest,
  readAsset: (file: string) => Uint8Array,
  budgets?: readonly PageBudget[],
): BudgetResult[];
export function budgetReport(results: readonly BudgetResult[]): string;
