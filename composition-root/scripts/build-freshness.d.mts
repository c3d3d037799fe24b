/** Types of build-freshness.mjs, for the TypeScript specs that build the shop when its build is stale. */
export declare const BUILD_STAMP: string;
export declare const isBuildStale: (appRoot: string) => boolean;
