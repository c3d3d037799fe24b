import { errAsync, okAsync } from 'neverthrow';
import type { ArticleId } from '../../core/domain/catalogue/article.ts';
import type { CustomerId } from '../../core/domain/customers/customer.ts';
import type { PrintSurface } from '../../core/domain/personalisation/print-surface.ts';
import type { SessionId } from '../../core/domain/session/session-id.ts';
import { addLine } from '../../core/shop/carts/add-line-to-cart.use-case.ts';
import { findLine, replaceCustomisation } from '../../core/shop/carts/change-cart-line.use-case.ts';
import type { CartOwner } from '../../core/shop/carts/cart.ts';
import type { DesignRenderer, SurfaceToRender } from '../../core/shop/personalisation/design-renderer.port.ts';
import type { PersonalisationDeps } from '../../core/shop/personalisation/personalisation-deps.ts';
import type { ProjectRepository } from '../../core/shop/personalisation/project-repository.port.ts';
import type { Project } from '../../core/shop/personalisation/project.ts';
import type { VisitorImage, VisitorUploads } from '../../core/shop/personalisation/visitor-uploads.port.ts';
import { cartWorld } from '../core/shop/carts/cart-deps.ts';
import { canvasArticle, CANVAS_ID, UPLOAD_ID } from './personalisation-mother.ts';
import { DOWN } from './in-memory-carts.ts';
import { inMemoryBlobStore } from './in-memory-blob-store.ts';

/** Owned as the SQL repository reads it: the customer's when signed in, else the session's guest work. */
const owns = (project: Project, owner: CartOwner) =>
  owner.customerId === null
    ? project.owner.customerId === null && project.owner.sessionId === owner.sessionId
    : project.owner.customerId === owner.customerId;

const byDate =
  (key: 'updatedAt' | 'createdAt') =>
  (a: Project, b: Project): number =>
    b[key] - a[key];

/** A ProjectRepository in memory with the SQL one's owner rules; `kept` is open for assertions. */
export const inMemoryProjects = (initial: readonly Project[] = []) => {
  const kept: Project[] = [...initial];
  const index = (owner: CartOwner, id: string) =>
    kept.findIndex((project) => project.id === id && owns(project, owner));
  const repository: ProjectRepository = {
    find: (owner, id) => okAsync(kept[index(owner, id)] ?? null),
    latest: (owner, articleId) =>
      okAsync(
        kept.filter((each) => each.articleId === articleId && owns(each, owner)).sort(byDate('updatedAt'))[0] ?? null,
      ),
    list: (customerId, sort) => {
      const mine = kept.filter((project) => project.owner.customerId === customerId);
      const ordered =
        sort === 'POPULARITY'
          ? mine.sort((a, b) => b.popularity - a.popularity || byDate('updatedAt')(a, b))
          : mine.sort(byDate(sort === 'DATE_CREATION' ? 'createdAt' : 'updatedAt'));
      return okAsync(ordered);
    },
    count: (owner) => okAsync(kept.filter((project) => owns(project, owner)).length),
    create: (project) => okAsync(void kept.push(project)),
    update: (owner, id, change, at) => {
      const found = index(owner, id);
      const project = kept[found];
      if (project === undefined) return okAsync(null);
      if (change.document !== undefined && change.document.articleId !== project.articleId) return okAsync(null);
      const revision = change.document === undefined ? project.revision : project.revision + 1;
      const updated = { ...project, ...change, revision, updatedAt: at };
      kept[found] = updated;
      return okAsync(updated);
    },
    countAddedToCart: (owner, id) => {
      const found = index(owner, id);
      const project = kept[found];
      if (project !== undefined) kept[found] = { ...project, popularity: project.popularity + 1 };
      return okAsync(undefined);
    },
    remove: (owner, id) => {
      const found = index(owner, id);
      if (found >= 0) kept.splice(found, 1);
      return okAsync(found >= 0);
    },
    adoptGuestProjects: (sessionId, customerId) => {
      let adopted = 0;
      kept.forEach((project, at) => {
        if (project.owner.sessionId !== sessionId || project.owner.customerId !== null) return;
        kept[at] = { ...project, owner: { sessionId, customerId } };
        adopted += 1;
      });
      return okAsync(adopted);
    },
    byId: (id) => okAsync(kept.find((project) => project.id === id) ?? null),
  };
  return { repository, kept };
};

type KeptImage = VisitorImage & { sessionId: SessionId; customerId: CustomerId | null };

/** VisitorUploads in memory: an image is usable by its session while a guest, by its customer once kept. */
export const inMemoryVisitorUploads = (initial: readonly KeptImage[] = []) => {
  const kept: KeptImage[] = [...initial];
  const mine = (owner: CartOwner) =>
    kept.filter((image) =>
      owner.customerId === null
        ? image.sessionId === owner.sessionId
        : image.customerId === owner.customerId || image.sessionId === owner.sessionId,
    );
  const uploads: VisitorUploads = {
    usable: (owner, ids) => okAsync(mine(owner).filter((image) => ids.includes(image.id))),
    list: (owner, limit) => okAsync([...mine(owner)].sort((a, b) => b.createdAt - a.createdAt).slice(0, limit)),
    byIds: (ids) => okAsync(kept.filter((image) => ids.includes(image.id))),
    adoptGuestUploads: (sessionId, customerId) => {
      kept.forEach((image) => {
        if (image.sessionId === sessionId && image.customerId === null) image.customerId = customerId;
      });
      return okAsync(undefined);
    },
  };
  return { uploads, kept };
};

/** A renderer that answers a few marked bytes per format and records what it drew; `failing` answers RenderFailure. */
export const recordingRenderer = (failing = false) => {
  const drawn: SurfaceToRender[] = [];
  const bytes = (format: string) => new TextEncoder().encode(format);
  const renderer: DesignRenderer = {
    preview: (surface) => {
      drawn.push(surface);
      return failing
        ? errAsync({ type: 'RenderFailure', cause: 'broken' })
        : okAsync({ avif: bytes('avif'), webp: bytes('webp'), jpg: bytes('jpg') });
    },
    printFile: (surface) => {
      drawn.push(surface);
      return okAsync({ bytes: bytes('png'), format: 'png', widthPx: 1, heightPx: 1 });
    },
  };
  return { renderer, drawn };
};

export const GUEST: CartOwner = { sessionId: 'session-guest' as SessionId, customerId: null };
export const CUSTOMER: CartOwner = {
  sessionId: 'session-customer' as SessionId,
  customerId: 'customer-1' as CustomerId,
};
export const STRANGER: CartOwner = { sessionId: 'session-stranger' as SessionId, customerId: null };

/** The guest's upload the mother's photo layer draws: 3000 × 2400 px, as the layer says. */
export const guestPhoto = (overrides: Partial<KeptImage> = {}): KeptImage => ({
  id: UPLOAD_ID,
  width: 3000,
  height: 2400,
  blobKey: `uploads/${UPLOAD_ID}`,
  variants: [
    { format: 'jpg', width: 1280, key: `uploads/${UPLOAD_ID}-1280.jpg` },
    { format: 'webp', width: 1280, key: `uploads/${UPLOAD_ID}-1280.webp` },
    { format: 'jpg', width: 320, key: `uploads/${UPLOAD_ID}-320.jpg` },
  ],
  createdAt: Date.parse('2026-11-01T00:00:00Z'),
  sessionId: GUEST.sessionId,
  customerId: null,
  ...overrides,
});

/**
 * Personalisation's ports in memory: the carts world's mug (article 101, the mother's canvas surfaces) and
 * poster (108, no surfaces) on sale, the guest's photo uploaded, a renderer that records what it drew.
 */
export const personalisationWorld = (
  options: {
    projects?: readonly Project[];
    images?: readonly KeptImage[];
    surfaces?: Readonly<Record<number, readonly PrintSurface[]>>;
    failingRenderer?: boolean;
    brokenSurfaces?: boolean;
  } = {},
) => {
  const carts = cartWorld();
  const projects = inMemoryProjects(options.projects);
  const uploads = inMemoryVisitorUploads(options.images ?? [guestPhoto()]);
  const render = recordingRenderer(options.failingRenderer);
  const blobs = inMemoryBlobStore();
  const surfaces = options.surfaces ?? { [CANVAS_ID]: canvasArticle.surfaces };
  const deps: PersonalisationDeps = {
    projects: projects.repository,
    surfaces: {
      surfacesOf: (articleId: ArticleId) =>
        options.brokenSurfaces === true ? errAsync(DOWN) : okAsync(surfaces[articleId] ?? []),
    },
    catalogue: carts.deps.catalogue,
    uploads: uploads.uploads,
    renderer: render.renderer,
    blobs: blobs.store,
    store: carts.deps.store,
    clock: carts.deps.clock,
    ids: carts.deps.ids,
    addLine: addLine(carts.deps),
    findLine: findLine(carts.deps),
    replaceCustomisation: replaceCustomisation(carts.deps),
  };
  return { deps, projects: projects.kept, images: uploads.kept, drawn: render.drawn, blobs: blobs.blobs, carts };
};
