import { describe, expect, it } from 'vitest';
import { repositoryFailure } from '../../../core/shop/repository-failure.ts';

describe('a repository failure', () => {
  it('keeps its cause as text for the log', () => {
    expect(repositoryFailure(new Error('connection refused'))).toEqual({
      type: 'RepositoryFailure',
      cause: 'Error: connection refused',
    });
  });
});
