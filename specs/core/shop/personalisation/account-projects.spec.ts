import { describe, expect, it } from 'vitest';
import {
  deleteProject,
  duplicateProject,
  listProjects,
  projectName,
  renameProject,
} from '../../../../core/shop/personalisation/account-projects.use-cases.ts';
import { MAX_PROJECTS_PER_OWNER, type ProjectId } from '../../../../core/shop/personalisation/project.ts';
import { CUSTOMER, GUEST, personalisationWorld } from '../../../support/in-memory-personalisation.ts';
import { ownedBy, project } from './project-world.ts';

const day = (date: string) => Date.parse(`2026-11-${date}T10:00:00Z`);
const P1 = 'project-1' as ProjectId;

describe("a customer's saved designs", () => {
  const three = () => [
    ownedBy(CUSTOMER, 'old-popular', { createdAt: day('01'), updatedAt: day('05'), popularity: 9 }),
    ownedBy(CUSTOMER, 'new-edited', { createdAt: day('03'), updatedAt: day('09'), popularity: 1 }),
    ownedBy(CUSTOMER, 'middle', { createdAt: day('06'), updatedAt: day('07'), popularity: 0 }),
    ownedBy(GUEST, 'a-guests', { createdAt: day('10'), updatedAt: day('10') }),
  ];

  it('are listed in each of the three sorts, with the article name, never another visitor’s', async () => {
    const { deps } = personalisationWorld({ projects: three() });
    const ids = async (sort: 'DATE_LAST_MODIFICATION' | 'DATE_CREATION' | 'POPULARITY') =>
      (await listProjects(deps)(CUSTOMER, sort))._unsafeUnwrap().map((summary) => summary.id);
    expect(await ids('DATE_LAST_MODIFICATION')).toEqual(['new-edited', 'middle', 'old-popular']);
    expect(await ids('DATE_CREATION')).toEqual(['middle', 'new-edited', 'old-popular']);
    expect(await ids('POPULARITY')).toEqual(['old-popular', 'new-edited', 'middle']);
    const [first] = (await listProjects(deps)(CUSTOMER, 'DATE_CREATION'))._unsafeUnwrap();
    expect(first).toMatchObject({
      articleName: 'Taza',
      urlPreview: '/images/projects/middle-1-640.jpg',
      createdAt: '2026-11-06T10:00:00.000Z',
    });
  });

  it('keep an empty article name once the article is no longer sold', async () => {
    const { deps } = personalisationWorld({ projects: [project({ articleId: 999 as never })] });
    const [only] = (await listProjects(deps)(CUSTOMER, 'POPULARITY'))._unsafeUnwrap();
    expect(only?.articleName).toBe('');
  });

  it('are for signed-in customers only', async () => {
    const { deps } = personalisationWorld({ projects: three() });
    for (const result of [
      await listProjects(deps)(GUEST, 'POPULARITY'),
      await renameProject(deps)(GUEST, P1, 'Name'),
      await duplicateProject(deps)(GUEST, P1),
      await deleteProject(deps)(GUEST, P1),
    ])
      expect(result._unsafeUnwrapErr()).toEqual({ type: 'SignInRequired' });
  });
});

describe('renaming a design', () => {
  it('keeps the trimmed name and answers the renamed summary', async () => {
    const { deps, projects } = personalisationWorld({ projects: [project()] });
    const renamed = (await renameProject(deps)(CUSTOMER, P1, '  Grandma  '))._unsafeUnwrap();
    expect(renamed.name).toBe('Grandma');
    expect(projects[0]?.name).toBe('Grandma');
    expect(projects[0]?.revision).toBe(1);
  });

  it('refuses a blank or too long name, and a project that is not the customer’s', async () => {
    const { deps } = personalisationWorld({ projects: [ownedBy(GUEST, 'guest-work')] });
    const invalid = { type: 'InvalidProjectName', maxLength: 80 };
    expect((await renameProject(deps)(CUSTOMER, P1, '   '))._unsafeUnwrapErr()).toEqual(invalid);
    expect((await renameProject(deps)(CUSTOMER, P1, 'é'.repeat(81)))._unsafeUnwrapErr()).toEqual(invalid);
    const foreign = await renameProject(deps)(CUSTOMER, 'guest-work' as ProjectId, 'Mine');
    expect(foreign._unsafeUnwrapErr()).toEqual({ type: 'ProjectNotFound' });
  });

  it('counts characters, not code units, against the limit', () => {
    expect(projectName('😀'.repeat(80))).toBe('😀'.repeat(80));
    expect(projectName('😀'.repeat(81))).toBeNull();
  });
});

describe('duplicating a design', () => {
  it('makes a new project named after it, its popularity and revision starting again', async () => {
    const { deps, projects } = personalisationWorld({ projects: [project({ popularity: 4, revision: 7 })] });
    const copy = (await duplicateProject(deps)(CUSTOMER, P1))._unsafeUnwrap();
    expect(copy).toMatchObject({ name: 'Canvas (2)', popularity: 0, revision: 1, articleName: 'Taza' });
    expect(copy.id).not.toBe(P1);
    expect(projects).toHaveLength(2);
    expect(projects[1]?.document).toEqual(projects[0]?.document);
  });

  it('keeps the copy’s name within the limit', async () => {
    const { deps } = personalisationWorld({ projects: [project({ name: 'n'.repeat(80) })] });
    expect((await duplicateProject(deps)(CUSTOMER, P1))._unsafeUnwrap().name).toHaveLength(80);
  });

  it('refuses another’s project and a customer at the project limit', async () => {
    const many = Array.from({ length: MAX_PROJECTS_PER_OWNER }, (_, at) => ownedBy(CUSTOMER, `p-${at}`));
    const full = personalisationWorld({ projects: many });
    const refused = await duplicateProject(full.deps)(CUSTOMER, 'p-0' as ProjectId);
    expect(refused._unsafeUnwrapErr()).toEqual({ type: 'TooManyProjects', max: MAX_PROJECTS_PER_OWNER });
    const { deps } = personalisationWorld({ projects: [ownedBy(GUEST, 'guest-work')] });
    const foreign = await duplicateProject(deps)(CUSTOMER, 'guest-work' as ProjectId);
    expect(foreign._unsafeUnwrapErr()).toEqual({ type: 'ProjectNotFound' });
  });
});

describe('deleting a design', () => {
  it('removes the customer’s own and answers not found for any other', async () => {
    const { deps, projects } = personalisationWorld({ projects: [project(), ownedBy(GUEST, 'guest-work')] });
    expect((await deleteProject(deps)(CUSTOMER, P1))._unsafeUnwrap()).toBeNull();
    expect(projects.map((each) => each.id)).toEqual(['guest-work']);
    const again = await deleteProject(deps)(CUSTOMER, P1);
    expect(again._unsafeUnwrapErr()).toEqual({ type: 'ProjectNotFound' });
    const foreign = await deleteProject(deps)(CUSTOMER, 'guest-work' as ProjectId);
    expect(foreign._unsafeUnwrapErr()).toEqual({ type: 'ProjectNotFound' });
  });
});
