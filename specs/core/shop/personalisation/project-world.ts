import type { Project, ProjectId } from '../../../../core/shop/personalisation/project.ts';
import type { CartOwner } from '../../../../core/shop/carts/cart.ts';
import { CANVAS_ID, designDocument } from '../../../support/personalisation-mother.ts';
import { CUSTOMER } from '../../../support/in-memory-personalisation.ts';

/** A saved project of the canvas (article 101), the customer's unless told. */
export const project = (overrides: Partial<Project> = {}): Project => ({
  id: 'project-1' as ProjectId,
  owner: CUSTOMER,
  articleId: CANVAS_ID,
  name: 'Canvas',
  document: designDocument(),
  revision: 1,
  popularity: 0,
  createdAt: Date.parse('2026-11-01T10:00:00Z'),
  updatedAt: Date.parse('2026-11-01T10:00:00Z'),
  ...overrides,
});

export const ownedBy = (owner: CartOwner, id: string, overrides: Partial<Project> = {}): Project =>
  project({ id: id as ProjectId, owner, ...overrides });
