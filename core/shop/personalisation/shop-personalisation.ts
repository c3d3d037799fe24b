import type { deleteProject, duplicateProject, listProjects, renameProject } from './account-projects.use-cases.ts';
import type { addPersonalisedLine } from './add-personalised-line.use-case.ts';
import type { adoptGuestWork } from './adopt-guest-work.use-case.ts';
import type { autosaveProject } from './autosave-project.use-case.ts';
import type { changePersonalisedLine, openPersonalisedLine } from './edit-personalised-line.use-case.ts';
import type { listVisitorUploads } from './list-visitor-uploads.use-case.ts';
import type { openEditor } from './open-editor.use-case.ts';

/** Personalisation's use cases, bound to their ports. */
export type ShopPersonalisation = {
  readonly openEditor: ReturnType<typeof openEditor>;
  readonly autosaveProject: ReturnType<typeof autosaveProject>;
  readonly listVisitorUploads: ReturnType<typeof listVisitorUploads>;
  readonly addPersonalisedLine: ReturnType<typeof addPersonalisedLine>;
  readonly openPersonalisedLine: ReturnType<typeof openPersonalisedLine>;
  readonly changePersonalisedLine: ReturnType<typeof changePersonalisedLine>;
  readonly listProjects: ReturnType<typeof listProjects>;
  readonly renameProject: ReturnType<typeof renameProject>;
  readonly duplicateProject: ReturnType<typeof duplicateProject>;
  readonly deleteProject: ReturnType<typeof deleteProject>;
  readonly adoptGuestWork: ReturnType<typeof adoptGuestWork>;
};
