/** The storefront brands one codebase serves (spec 1). */
export const BRANDS = ['Estampa', 'Tintazul'] as const;

export type Brand = (typeof BRANDS)[number];
