import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError } from '../../common/errors';
import type { Context } from '../../graphql/context';
import { recordAudit } from '../audit/audit.service';
import type { Project } from '../projects/project.entity';
import { User } from '../users/user.entity';
import { changedSections, checkSettings, normalizeSettings, type SettingsContext, type TrafficSettingsDoc } from './traffic-settings';
import { ProjectTrafficSettings } from './traffic-settings.entity';
import { settingsFromInput, type TrafficSettingsInput } from './traffic-settings.types';

/*
 * Writing a version of a project's traffic settings (docs/targeting.md "Versions"), shared by the settings save and
 * the project create that carries settings. The caller runs it in its transaction, holding the project's row (locked
 * or just created), so versions are numbered without gaps.
 */

/**
 * The document an input describes, normalized, or a ValidationError with every rule it breaks. `pathPrefix` goes
 * before each violation's path when the settings are one field of a larger input (`trafficSettings.`).
 */
export function checkedSettings(input: TrafficSettingsInput, context: SettingsContext, pathPrefix = ''): TrafficSettingsDoc {
  const doc = normalizeSettings(settingsFromInput(input));
  const violations = checkSettings(doc, context);
  if (violations.length) {
    throw new ValidationError(violations.map((v) => ({ ...v, propertyPath: `${pathPrefix}${v.propertyPath}` })));
  }
  return doc;
}

/**
 * Adds the next version after `current` (null: the first). Staff changes are logged against the project, made
 * directly or while switched to the owner (the entry's actor is then the real admin).
 */
export function addSettingsVersion(
  tem: EntityManager,
  ctx: Context,
  author: { id: number },
  project: Project,
  doc: TrafficSettingsDoc,
  current: ProjectTrafficSettings | null,
): ProjectTrafficSettings {
  const row = tem.create(ProjectTrafficSettings, {
    project,
    version: (current?.version ?? 0) + 1,
    settings: doc,
    changedBy: tem.getReference(User, author.id),
    actingAdmin: ctx.impersonator ? tem.getReference(User, ctx.impersonator.id) : null,
  });
  if (ctx.impersonator || project.owner.id !== author.id) {
    recordAudit(tem, ctx, {
      targetType: 'Project',
      targetId: project.id,
      detail: { trafficSettingsVersion: row.version, sections: changedSections(current?.settings ?? null, doc) },
    });
  }
  return row;
}
