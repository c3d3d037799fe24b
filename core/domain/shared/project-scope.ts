/** Who can see a saved design project. */
export const PROJECT_SCOPES = ['GROUP_APPLICATIONS', 'APPLICATION', 'PRIVATE'] as const;

export type ProjectScope = (typeof PROJECT_SCOPES)[number];

export const isProjectScope = (value: string): value is ProjectScope =>
  (PROJECT_SCOPES as readonly string[]).includes(value);
