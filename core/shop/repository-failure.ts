/** A store the shop keeps data in failed (database, blob store); the cause is for the log, never the shopper. */
export type RepositoryFailure = { readonly type: 'RepositoryFailure'; readonly cause: string };

export const repositoryFailure = (cause: unknown): RepositoryFailure => ({
  type: 'RepositoryFailure',
  cause: String(cause),
});
