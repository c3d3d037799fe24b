import { postgresRateLimiter } from '../../../adapters/postgres/postgres-rate-limiter.ts';
import {
  postgresPrintSurfaceCatalogue,
  postgresProjectRepository,
} from '../../../adapters/postgres/postgres-project-repository.ts';
import { postgresUploadRepository } from '../../../adapters/postgres/postgres-upload-repository.ts';
import { sharpDesignRenderer } from '../../../adapters/images/sharp-design-renderer.ts';
import { personalisationImageRoutes } from '../../../adapters/server/product-server/personalisation-images.routes.ts';
import { personalisationRoutes } from '../../../adapters/server/shop-api/personalisation.routes.ts';
import { storeFor } from '../../../core/domain/site/stores.ts';
import {
  deleteProject,
  duplicateProject,
  listProjects,
  renameProject,
} from '../../../core/shop/personalisation/account-projects.use-cases.ts';
import { addPersonalisedLine } from '../../../core/shop/personalisation/add-personalised-line.use-case.ts';
import { adoptGuestWork } from '../../../core/shop/personalisation/adopt-guest-work.use-case.ts';
import { autosaveProject } from '../../../core/shop/personalisation/autosave-project.use-case.ts';
import {
  changePersonalisedLine,
  openPersonalisedLine,
} from '../../../core/shop/personalisation/edit-personalised-line.use-case.ts';
import { listVisitorUploads } from '../../../core/shop/personalisation/list-visitor-uploads.use-case.ts';
import { openEditor } from '../../../core/shop/personalisation/open-editor.use-case.ts';
import type { PersonalisationDeps } from '../../../core/shop/personalisation/personalisation-deps.ts';
import { cartLinePreview, projectPreview } from '../../../core/shop/personalisation/render-preview-image.use-case.ts';
import type { ShopPersonalisation } from '../../../core/shop/personalisation/shop-personalisation.ts';
import { checkRateLimit } from '../../../core/shop/security/check-rate-limit.use-case.ts';
import { token, TOKENS } from '../../tokens.ts';
import { GUEST_WORK_ADOPTION } from './auth.module.ts';
import { CARTS_TOKENS } from './carts.module.ts';
import { MEDIA_TOKENS } from './media.module.ts';
import type { ServerModule } from './server-module.ts';

export const PERSONALISATION_TOKENS = {
  deps: token<PersonalisationDeps>('personalisation.deps'),
  useCases: token<ShopPersonalisation>('personalisation.useCases'),
} as const;

export const personalisationModule: ServerModule = {
  name: 'personalisation',
  bind: (container) => {
    container.bind(PERSONALISATION_TOKENS.deps).toResolvedValue(
      (config, db, blobs, catalogue, carts, clock, ids): PersonalisationDeps => ({
        projects: postgresProjectRepository(db.db),
        surfaces: postgresPrintSurfaceCatalogue(db.db),
        catalogue,
        uploads: postgresUploadRepository(db.db),
        renderer: sharpDesignRenderer(blobs),
        blobs,
        store: storeFor(config.store),
        clock,
        ids,
        addLine: carts.addLine,
        findLine: carts.findLine,
        replaceCustomisation: carts.replaceCustomisation,
      }),
      [
        TOKENS.config,
        TOKENS.database,
        MEDIA_TOKENS.blobs,
        CARTS_TOKENS.catalogue,
        CARTS_TOKENS.useCases,
        TOKENS.clock,
        TOKENS.ids,
      ],
    );
    container.bind(PERSONALISATION_TOKENS.useCases).toResolvedValue(
      (deps): ShopPersonalisation => ({
        openEditor: openEditor(deps),
        autosaveProject: autosaveProject(deps),
        listVisitorUploads: listVisitorUploads(deps.uploads),
        addPersonalisedLine: addPersonalisedLine(deps),
        openPersonalisedLine: openPersonalisedLine(deps),
        changePersonalisedLine: changePersonalisedLine(deps),
        listProjects: listProjects(deps),
        renameProject: renameProject(deps),
        duplicateProject: duplicateProject(deps),
        deleteProject: deleteProject(deps),
        adoptGuestWork: adoptGuestWork(deps),
      }),
      [PERSONALISATION_TOKENS.deps],
    );
    container
      .bind(GUEST_WORK_ADOPTION)
      .toResolvedValue((useCases) => useCases.adoptGuestWork, [PERSONALISATION_TOKENS.useCases]);
  },
  shopApiRoutes: (container) =>
    personalisationRoutes({
      personalisation: container.get(PERSONALISATION_TOKENS.useCases),
      shopperOf: container.get(CARTS_TOKENS.shopperOf),
      idempotency: container.get(CARTS_TOKENS.idempotency),
      checkRateLimit: checkRateLimit({
        limiter: postgresRateLimiter(container.get(TOKENS.database).db),
        clock: container.get(TOKENS.clock),
      }),
    }),
  rootRoutes: (container) => {
    const deps = container.get(PERSONALISATION_TOKENS.deps);
    return personalisationImageRoutes({ cartLinePreview: cartLinePreview(deps), projectPreview: projectPreview(deps) });
  },
};
